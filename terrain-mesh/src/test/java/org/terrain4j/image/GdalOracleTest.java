package org.terrain4j.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.dem.Slope;
import org.terrain4j.dem.Aspect;
import org.terrain4j.dem.Hillshade;

/**
 * GDAL's {@code gdaldem} as the oracle for slope, aspect, hillshade and color-relief on real DEMs
 * ({@code volcano.asc}: 10 m cells; {@code jacksboro.asc}: 3 arc-second cells, so slope and hillshade
 * take GDAL's {@code -s 111120} on both sides). Skipped when {@code gdaldem} is not on the PATH.
 */
class GdalOracleTest {

    /** The tolerances. */
    private static final double SLOPE_TOLERANCE_DEG = 0.01;
    private static final double ASPECT_TOLERANCE_DEG = 0.1;
    private static final double ASPECT_MIN_SLOPE_DEG = 1;
    private static final int HILLSHADE_TOLERANCE_LEVELS = 1;
    /**
     * GDAL 3.6 truncates an interpolated channel where newer GDAL (and this library) round it half
     * up, so between entries the two may differ by one level; on an entry they agree exactly.
     */
    private static final int INTERPOLATION_TOLERANCE_LEVELS = 1;

    /** GDAL's ratio of vertical metres to horizontal degrees. */
    private static final double METRES_PER_DEGREE = 111120;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void gdal() {
        org.terrain4j.testkit.Oracles.require(onPath("gdaldem"), "gdaldem on the PATH");
    }

    static Stream<Arguments> dems() {
        return Stream.of(Arguments.of("volcano.asc", 1.0, false), Arguments.of("volcano.asc", 1.0, true),
                Arguments.of("jacksboro.asc", METRES_PER_DEGREE, false),
                Arguments.of("jacksboro.asc", METRES_PER_DEGREE, true));
    }

    static Stream<Arguments> shadings() {
        List<Arguments> list = new ArrayList<>();
        for (Hillshade.Method m : Hillshade.Method.values()) {
            dems().forEach(a -> list.add(Arguments.of(a.get()[0], a.get()[1], a.get()[2], m)));
        }
        return list.stream();
    }

    /** A file of the repository's own data/ directory (a missing file fails the test). */
    static Path dem(String name) {
        Path file = Path.of("..", "data", name);
        assertTrue(Files.isRegularFile(file), () -> "no " + file.toAbsolutePath());
        return file;
    }

    @ParameterizedTest(name = "{0} scale={1} computeEdges={2}")
    @MethodSource("dems")
    void slopeMatchesGdaldem(String name, double scale, boolean edges) throws Exception {
        Path in = dem(name);
        Heightfield field = AsciiGrid.read(in);
        Heightfield gdal = gdaldem(in, "slope", scale, edges);
        Heightfield ours = Slope.degrees().withScale(scale).withComputeEdges(edges).compute(field);
        int compared = 0;
        for (int r = 0; r < field.rows(); r++) {
            for (int c = 0; c < field.columns(); c++) {
                double g = gdal.get(c, r);
                double o = ours.get(c, r);
                assertEquals(Double.isNaN(g), Double.isNaN(o), "no-data differs at " + c + "," + r);
                if (!Double.isNaN(g)) {
                    assertEquals(g, o, SLOPE_TOLERANCE_DEG, "slope at " + c + "," + r);
                    compared++;
                }
            }
        }
        assertTrue(compared > field.sampleCount() / 2, "compared " + compared);
    }

    @ParameterizedTest(name = "{0} scale={1} computeEdges={2}")
    @MethodSource("dems")
    void aspectMatchesGdaldemWhereSlopeExceedsOneDegree(String name, double scale, boolean edges)
            throws Exception {
        Path in = dem(name);
        Heightfield field = AsciiGrid.read(in);
        Heightfield gdal = gdaldem(in, "aspect", 1, edges);
        Heightfield gdalSlope = gdaldem(in, "slope", scale, edges);
        Heightfield ours = Aspect.azimuth().withComputeEdges(edges).compute(field);
        int compared = 0;
        for (int r = 0; r < field.rows(); r++) {
            for (int c = 0; c < field.columns(); c++) {
                double s = gdalSlope.get(c, r);
                if (!(s > ASPECT_MIN_SLOPE_DEG)) {
                    continue;
                }
                double g = gdal.get(c, r);
                double o = ours.get(c, r);
                double d = Math.abs(g - o);
                assertTrue(Math.min(d, 360 - d) <= ASPECT_TOLERANCE_DEG,
                        "aspect at " + c + "," + r + ": gdal " + g + ", ours " + o);
                compared++;
            }
        }
        assertTrue(compared > field.sampleCount() / 4, "compared " + compared);
    }

    @ParameterizedTest(name = "{0} scale={1} computeEdges={2} {3}")
    @MethodSource("shadings")
    void hillshadeMatchesGdaldemWithinOneLevel(String name, double scale, boolean edges, Hillshade.Method method)
            throws Exception {
        Path in = dem(name);
        Heightfield field = AsciiGrid.read(in);
        String[] option = switch (method) {
            case STANDARD -> new String[0];
            case COMBINED -> new String[] {"-combined"};
            case MULTIDIRECTIONAL -> new String[] {"-multidirectional"};
        };
        Heightfield gdal = gdaldem(in, "hillshade", scale, edges, option); // level 0 (no-data) reads as NaN
        BufferedImage ours = Hillshade.standard().withScale(scale).withComputeEdges(edges).withMethod(method)
                .image(field);
        int exact = 0;
        for (int r = 0; r < field.rows(); r++) {
            for (int c = 0; c < field.columns(); c++) {
                double g = gdal.get(c, r);
                int o = ours.getRaster().getSample(c, r, 0);
                int expected = Double.isNaN(g) ? 0 : (int) g;
                assertTrue(Math.abs(expected - o) <= HILLSHADE_TOLERANCE_LEVELS,
                        "hillshade at " + c + "," + r + ": gdal " + expected + ", ours " + o);
                assertEquals(expected == 0, o == 0, "no-data at " + c + "," + r);
                if (expected == o) {
                    exact++;
                }
            }
        }
        assertTrue(exact > field.sampleCount() * 0.99, "exact " + exact + " of " + field.sampleCount());
    }

    @Test
    void colorReliefMatchesGdaldem() throws Exception {
        Path in = dem("volcano.asc");
        // GDAL's documented example, shifted into the volcano's range (94…195 m), with a percentage
        // entry and every separator. No two entries share a value: GDAL 3.6 moves such entries apart by
        // a few ulps, which flips the rounding of exact ties (see Ramp's notes).
        String text = """
                # hypsometric test ramp
                200   white
                180,235,220,175
                50%   190 185 135
                120:240:250:150
                110   50  180  50
                105   30  60  200
                100   red
                nv    0   0   0   0
                """;
        Path ramp = tmp.resolve("ramp.txt");
        Files.writeString(ramp, text, StandardCharsets.UTF_8);
        Path out = tmp.resolve("relief.png");
        run("gdaldem", "color-relief", in.toString(), ramp.toString(), out.toString(), "-of", "PNG", "-q");
        BufferedImage gdal = ImageIO.read(out.toFile());
        Heightfield field = AsciiGrid.read(in);
        BufferedImage ours = Ramp.parse(text).image(field);
        assertEquals(field.columns(), gdal.getWidth());
        int exactEntries = 0;
        for (int r = 0; r < field.rows(); r++) {
            for (int c = 0; c < field.columns(); c++) {
                int g = gdal.getRGB(c, r);
                int o = ours.getRGB(c, r);
                double h = field.get(c, r);
                if (h == 100 || h == 105 || h == 110 || h == 120 || h == 180) {
                    assertEquals(g & 0xFFFFFF, o & 0xFFFFFF, "entry colour at " + c + "," + r + " (height " + h + ")");
                    exactEntries++;
                }
                for (int shift = 0; shift <= 16; shift += 8) {
                    int dg = g >> shift & 0xFF;
                    int dO = o >> shift & 0xFF;
                    assertTrue(Math.abs(dg - dO) <= INTERPOLATION_TOLERANCE_LEVELS, "colour at " + c + "," + r
                            + " (height " + h + "): gdal " + Integer.toHexString(g) + ", ours " + Integer.toHexString(o));
                }
            }
        }
        assertTrue(exactEntries > 100, "samples on an entry: " + exactEntries);
    }

    @Test
    void namedColoursMatchGdaldem() throws Exception {
        List<String> names = List.of("white", "black", "red", "green", "blue", "yellow", "magenta", "cyan", "aqua",
                "grey", "gray", "orange", "brown", "purple", "violet", "indigo");
        // one row of samples 0, 1, 2, …; entry i has colour names[i], so sample i shows it
        StringBuilder grid = new StringBuilder("ncols " + names.size() + "\nnrows 1\nxllcorner 0\nyllcorner 0\n"
                + "cellsize 1\n");
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            grid.append(i).append(' ');
            text.append(i).append(' ').append(names.get(i)).append('\n');
        }
        Path in = tmp.resolve("names.asc");
        Files.writeString(in, grid.append('\n'));
        Path ramp = tmp.resolve("named.txt");
        Files.writeString(ramp, text);
        Path out = tmp.resolve("named.png");
        run("gdaldem", "color-relief", in.toString(), ramp.toString(), out.toString(), "-of", "PNG", "-q");
        BufferedImage gdal = ImageIO.read(out.toFile());
        Ramp ours = Ramp.parse(text);
        for (int i = 0; i < names.size(); i++) {
            assertEquals(gdal.getRGB(i, 0) & 0xFFFFFF, ours.argb(i) & 0xFFFFFF, names.get(i));
        }
    }

    // ---------------------------------------------------------------- helpers

    private static Heightfield gdaldem(Path in, String mode, double scale, boolean edges, String... options)
            throws Exception {
        Path out = tmp.resolve(in.getFileName() + "." + mode + "." + scale + "." + edges + String.join("", options)
                + ".asc");
        if (!Files.exists(out)) {
            List<String> cmd = new ArrayList<>(List.of("gdaldem", mode, in.toString(), out.toString(),
                    "-of", "AAIGrid", "-q"));
            if (!mode.equals("aspect")) {
                cmd.add("-s");
                cmd.add(Double.toString(scale));
            }
            if (edges) {
                cmd.add("-compute_edges");
            }
            cmd.addAll(List.of(options));
            run(cmd.toArray(new String[0]));
        }
        return AsciiGrid.read(out);
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "timeout: " + String.join(" ", command));
        assertEquals(0, p.exitValue(), () -> String.join(" ", command) + " failed: " + output);
    }

    private static boolean onPath(String tool) {
        try {
            Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            // gdaldem --version prints the version, then a usage error (exit 1): starting is enough
            return p.waitFor(30, TimeUnit.SECONDS);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
