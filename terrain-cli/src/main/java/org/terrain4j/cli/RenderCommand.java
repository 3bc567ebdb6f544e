package org.terrain4j.cli;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.Statistics;
import org.terrain4j.image.Grayscale;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.dem.Slope;
import org.terrain4j.image.SquarePixels;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code terrain render FILE -o OUT.png [--hillshade | --tint | --shaded | --gray16 | --gray8 | --slope]}. */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Renders a heightfield file to a PNG picture (hillshade by default).")
final class RenderCommand extends RasterCommand {

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

        @Option(names = "--gray16", description = "16-bit grayscale heightmap, as convert writes a PNG: heights kept"
                + " exactly, or with --mapping fit min → 0, max → 65535 (voids 0, min → 1); the height mapping and frame"
                + " are recorded so that it reads back in metres.")
        boolean gray16;

        @Option(names = "--gray8", description = "8-bit grayscale, min → 0, max → 255.")
        boolean gray8;

        @Option(names = "--slope", description = "Slope in degrees: flat white, --slope-max and steeper black.")
        boolean slope;
    }

    @Option(names = "--azimuth", paramLabel = "DEGREES", defaultValue = "315", description = "Light azimuth, degrees clockwise from north, in [0, 360] (default ${DEFAULT-VALUE}).")
    double azimuth;

    @Option(names = "--altitude", paramLabel = "DEGREES", defaultValue = "45", description = "Light altitude above the horizon, degrees, in [0, 90] (default ${DEFAULT-VALUE}).")
    double altitude;

    @Option(names = {"-z", "--z-factor"}, paramLabel = "FACTOR", defaultValue = "1", description = "Vertical exaggeration, in (0, 1e6] (default ${DEFAULT-VALUE}).")
    double zFactor;

    @Option(names = "--ramp", paramLabel = "FILE", description = "A colour ramp in GDAL's color-relief text format (for --tint, --shaded).")
    Path rampFile;

    @Option(names = "--sea-level", paramLabel = "H",
            description = "Height of the sea surface for the default tint: at and below it the sea's blues; any finite height (default 0).")
    Double seaLevel;

    @Option(names = "--slope-max", paramLabel = "DEGREES",
            description = "--slope: the slope drawn black, in (0, 90] (default: the field's 98th percentile, rounded up).")
    Double slopeMax;

    @Option(names = "--pixel-size", paramLabel = "M",
            description = {"Metres of ground per pixel, at most the shorter side of the grid's extent; pixels are square,"
                    + " so the picture has the grid's true proportions (default: the finer spacing, finer still so the longer side has at least "
                    + SquarePixels.MIN_LONG_SIDE + " pixels).",
                "--gray16 and --gray8 write one pixel per sample instead."})
    Double pixelSize;

    /** The largest -z, as mesh's largest --vertical-scale. */
    static final double MAX_Z_FACTOR = 1e6;

    @Override
    public Integer call() throws Exception {
        Cli.checkNotInput(input.file, output);
        if (!output.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new IllegalArgumentException("output must end in .png, was " + output);
        }
        if (rampFile != null && !kind.tint && !kind.shaded) {
            throw new IllegalArgumentException("--ramp colours only --tint and --shaded pictures");
        }
        if (seaLevel != null && (rampFile != null || !kind.tint && !kind.shaded)) {
            throw new IllegalArgumentException("--sea-level applies to the default tint of --tint and --shaded only");
        }
        if (seaLevel != null && !Double.isFinite(seaLevel)) {
            throw new IllegalArgumentException("--sea-level must be finite, was " + seaLevel);
        }
        if (slopeMax != null && !kind.slope) {
            throw new IllegalArgumentException("--slope-max applies to --slope only");
        }
        if (slopeMax != null && !(slopeMax > 0 && slopeMax <= 90)) {
            throw new IllegalArgumentException("--slope-max must be in (0, 90] degrees, was " + slopeMax);
        }
        if (mapping.mapping != null && !kind.gray16) {
            throw new IllegalArgumentException("--mapping applies to --gray16 only (the 16-bit heightmap)");
        }
        if (pixelSize != null && (kind.gray16 || kind.gray8)) {
            throw new IllegalArgumentException("--pixel-size does not apply to --gray16 and --gray8 (one pixel per sample)");
        }
        if (pixelSize != null && !(pixelSize > 0 && Double.isFinite(pixelSize))) {
            throw new IllegalArgumentException("--pixel-size must be finite and > 0, was "
                    + Cli.typed(console, "--pixel-size", pixelSize));
        }
        if (!(zFactor > 0 && zFactor <= MAX_Z_FACTOR)) {
            // beyond about 1e154 the squared slopes overflow and the hillshade comes out black
            throw new IllegalArgumentException("-z (--z-factor) must be in (0, 1e6], was " + Cli.typed(console, "-z", zFactor));
        }
        Hillshade light = Hillshade.standard().withAzimuth(azimuth).withAltitude(altitude).withZFactor(zFactor);
        Cli.checkDirectory(output);
        Ramp userRamp = rampFile == null ? null : Ramp.read(rampFile);
        Heightfield h = input.read();
        Cli.requireData(input.file, h);
        Statistics stats = h.statistics();
        Ramp ramp = userRamp != null ? userRamp
                : Ramp.landAndSea(stats.min(), seaLevel == null ? 0 : seaLevel, stats.max());
        boolean data = kind.gray16 || kind.gray8;
        if (!data && pixelSize != null) {
            // pixels of more than the shorter side would be stretched to that side: not square, not the size asked
            double shorter = Math.min(h.columns() * h.frame().spacingX(), h.rows() * h.frame().spacingZ());
            if (!(pixelSize <= shorter)) {
                throw new IllegalArgumentException("--pixel-size must be in (0, " + Cli.readable(shorter) + "] m for "
                        + input.file + " (the shorter side of its extent, so that the picture has at least one"
                        + " square pixel across it), was " + Cli.typed(console, "--pixel-size", pixelSize));
            }
        }
        if (!data) {
            double p = pixelSize != null ? pixelSize : SquarePixels.defaultPixelSize(h);
            double cells = (double) Math.round(h.columns() * h.frame().spacingX() / p)
                    * Math.round(h.rows() * h.frame().spacingZ() / p);
            if (!(cells <= 1L << 28)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--pixel-size %s m gives a picture of"
                        + " %.3g pixels, more than 2^28; choose a larger pixel size", Cli.typed(console, "--pixel-size", p), cells));
            }
        }
        Heightfield view = data ? h : pixelSize != null ? SquarePixels.resample(h, pixelSize) : SquarePixels.resample(h);
        BufferedImage image;
        String what;
        if (kind.tint) {
            image = Relief.tint(view, ramp);
            what = "tint";
        } else if (kind.shaded) {
            image = Relief.shaded(view, ramp, light);
            what = "shaded relief";
        } else if (kind.gray16) {
            // a heightmap rather than a picture: the PNG records its mapping and frame and reads back in metres
            RasterOut.Plan plan = RasterOut.plan(h, output, input.file.toString(), mapping.mapping);
            Cli.written(output, () -> plan.write(output));
            org.terrain4j.io.SampleMapping m = plan.mapping();
            console.out().printf(Locale.ROOT, "wrote %s: 16-bit grayscale heightmap, %d × %d, height = %s + %s × sample"
                    + " (recorded in the file with the frame)%n", output, h.columns(), h.rows(), Cli.readable(m.offset()),
                    Cli.readable(m.scale()));
            return 0;
        } else if (kind.gray8) {
            image = Grayscale.stretched().image8(h);
            what = "8-bit grayscale";
        } else if (kind.slope) {
            Slope slope = Slope.degrees().withZFactor(zFactor).withComputeEdges(true);
            double steepest = slopeMax != null ? slopeMax : Math.max(1, Math.ceil(slope.percentile(view, 98)));
            image = slope.image(view, Math.min(90, steepest));
            what = String.format(Locale.ROOT, "slope (0° white to %s° and steeper black)", Cli.readable(Math.min(90, steepest)));
        } else {
            image = light.image(view);
            what = "hillshade";
        }
        BufferedImage written = image;
        Cli.write(output, () -> Png.write(written, output));
        PrintWriter out = console.out();
        if (data) {
            out.printf(Locale.ROOT, "wrote %s: %s, %d × %d (one pixel per sample)%n", output, what, image.getWidth(),
                    image.getHeight());
        } else {
            out.printf(Locale.ROOT, "wrote %s: %s, %d × %d pixels of %s m square%n", output, what,
                    image.getWidth(), image.getHeight(), Cli.readable(view.frame().spacingX()));
        }
        out.flush();
        return 0;
    }
}
