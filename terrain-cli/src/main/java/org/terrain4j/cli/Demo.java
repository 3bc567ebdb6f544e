package org.terrain4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Geographic;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.Rasters;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.image.SquarePixels;

/**
 * The demo that {@code terrain} runs with no arguments: the Jacksboro fault DEM (Tennessee, 3″ cells,
 * bundled in the jar) read, placed in metres, and written as a 16-bit heightmap, a hillshade, a
 * hypsometric tint and a shaded relief.
 */
final class Demo {

    static final String RESOURCE = "/demo/jacksboro.asc";

    private final Path output;
    private final PrintWriter out;

    Demo(Path output, PrintWriter out) {
        this.output = output;
        this.out = out;
    }

    int run() throws IOException {
        long start = System.nanoTime();
        Files.createDirectories(output);
        Path dem = extract();
        Heightfield degrees;
        try {
            degrees = Rasters.read(dem);
        } finally {
            Files.deleteIfExists(dem);
        }
        Heightfield land = Geographic.toMetres(degrees);
        out.printf(Locale.ROOT, "read   jacksboro.asc (Jacksboro fault, Tennessee): %d × %d samples, %.1f m × %.1f m"
                        + " apart, %.0f…%.0f m%n",
                land.columns(), land.rows(), land.frame().spacingX(), land.frame().spacingZ(), land.min(), land.max());
        step("heightmap16.png", "16-bit heightmap (min → 0, max → 65535; mapping recorded in the file)",
                p -> PngHeightmap.write(land, p));
        Hillshade light = Hillshade.standard();
        Heightfield picture = SquarePixels.resample(land);
        String pixels = String.format(Locale.ROOT, "; %d × %d square pixels of %.1f m", picture.columns(),
                picture.rows(), picture.frame().spacingX());
        step("hillshade.png", "hillshade (azimuth 315°, altitude 45°, Horn's gradient)" + pixels,
                p -> Png.write(light.image(picture), p));
        Ramp ramp = Ramp.landAndSea(land.min(), 0, land.max());
        step("tint.png", "hypsometric tint" + pixels, p -> Png.write(Relief.tint(picture, ramp), p));
        step("shaded.png", "tint × hillshade" + pixels, p -> Png.write(Relief.shaded(picture, ramp, light), p));
        out.printf(Locale.ROOT, "done   in %d ms; files in %s%n", (System.nanoTime() - start) / 1_000_000, output);
        return 0;
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void step(String name, String what, Writer writer) throws IOException {
        long t0 = System.nanoTime();
        Path file = output.resolve(name);
        Cli.write(file, () -> writer.write(file));
        out.printf(Locale.ROOT, "wrote  %-20s %-100s %5d ms%n", file, what, (System.nanoTime() - t0) / 1_000_000);
    }

    private Path extract() throws IOException {
        Path tmp = Files.createTempFile("terrain-demo-", ".asc");
        try (InputStream in = Demo.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                Files.deleteIfExists(tmp);
                throw new IOException("the demo elevation model " + RESOURCE + " is missing from the jar");
            }
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
        }
        return tmp;
    }
}
