package org.terrain4j.cli;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.terrain4j.api.Heightfield;
import org.terrain4j.image.Grayscale;
import org.terrain4j.image.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.image.Slope;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain render FILE -o OUT.png [--hillshade | --tint | --shaded | --gray16 | --gray8 | --slope]}. */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Renders a heightfield file to a PNG picture (hillshade by default).")
final class RenderCommand implements Callable<Integer> {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT.png", description = "The PNG to write.")
    Path output;

    @ArgGroup(exclusive = true)
    Kind kind = new Kind();

    static final class Kind {
        @Option(names = "--hillshade", description = "Hillshade as gdaldem computes it (the default).")
        boolean hillshade;

        @Option(names = "--tint", description = "Hypsometric tint through a colour ramp.")
        boolean tint;

        @Option(names = "--shaded", description = "Tint multiplied by the hillshade.")
        boolean shaded;

        @Option(names = "--gray16", description = "16-bit grayscale heightmap, min → 0, max → 65535 (voids 0, min → 1),"
                + " with the height mapping and frame recorded so that it reads back in metres.")
        boolean gray16;

        @Option(names = "--gray8", description = "8-bit grayscale, min → 0, max → 255.")
        boolean gray8;

        @Option(names = "--slope", description = "Slope in degrees, 0° black to 90° white.")
        boolean slope;
    }

    @Option(names = "--azimuth", defaultValue = "315", description = "Light azimuth, degrees clockwise from north (default ${DEFAULT-VALUE}).")
    double azimuth;

    @Option(names = "--altitude", defaultValue = "45", description = "Light altitude above the horizon, degrees (default ${DEFAULT-VALUE}).")
    double altitude;

    @Option(names = {"-z", "--z-factor"}, defaultValue = "1", description = "Vertical exaggeration (default ${DEFAULT-VALUE}).")
    double zFactor;

    @Option(names = "--ramp", paramLabel = "FILE", description = "A colour ramp in GDAL's color-relief text format (for --tint, --shaded).")
    Path rampFile;

    @Override
    public Integer call() throws Exception {
        if (!output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new IllegalArgumentException("output must end in .png, was " + output);
        }
        if (rampFile != null && !kind.tint && !kind.shaded) {
            throw new IllegalArgumentException("--ramp colours only --tint and --shaded pictures");
        }
        Cli.checkDirectory(output);
        Heightfield h = input.read();
        Hillshade light = Hillshade.standard().withAzimuth(azimuth).withAltitude(altitude).withZFactor(zFactor)
                .withComputeEdges(true);
        Ramp ramp = rampFile == null ? Ramp.hypsometric() : Ramp.read(rampFile);
        BufferedImage image;
        String what;
        if (kind.tint) {
            image = Relief.tint(h, ramp);
            what = "tint";
        } else if (kind.shaded) {
            image = Relief.shaded(h, ramp, light);
            what = "shaded relief";
        } else if (kind.gray16) {
            // a heightmap rather than a picture: the PNG records its mapping and frame and reads back in metres
            org.terrain4j.api.io.SampleMapping m = org.terrain4j.api.io.PngHeightmap.write(h, output);
            System.out.printf(Locale.ROOT, "wrote %s: 16-bit grayscale heightmap, %d × %d, height = %s + %s × sample"
                    + " (recorded in the file with the frame)%n", output, h.columns(), h.rows(), m.offset(), m.scale());
            return 0;
        } else if (kind.gray8) {
            image = Grayscale.stretched().image8(h);
            what = "8-bit grayscale";
        } else if (kind.slope) {
            image = Grayscale.range(0, 90).image8(Slope.degrees().withZFactor(zFactor).withComputeEdges(true).compute(h));
            what = "slope";
        } else {
            image = light.image(h);
            what = "hillshade";
        }
        Png.write(image, output);
        System.out.printf(Locale.ROOT, "wrote %s: %s, %d × %d%n", output, what, image.getWidth(), image.getHeight());
        return 0;
    }
}
