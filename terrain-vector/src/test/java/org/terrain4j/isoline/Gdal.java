package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;


/** Test support: running GDAL's command-line tools and reading what {@code gdal_contour} writes. */
public final class Gdal {

    private Gdal() {
    }

    /**
     * Skips the calling test when an oracle (a tool or a data file) is absent, or fails it when the
     * environment variable {@code TERRAIN4J_REQUIRE_ORACLES} is set (CI sets it so that a missing
     * oracle cannot pass silently).
     *
     * @param present whether the oracle was found
     * @param what    what was looked for, for the message
     */
    public static void assumeOracle(boolean present, String what) {
        org.terrain4j.testkit.Oracles.require(present, what);
    }

    /**
     * @param name a file of the repository's {@code data/} directory
     * @return its path from the module directory
     * @throws IllegalStateException if the repository has no such file
     */
    public static Path data(String name) {
        Path inRepo = Path.of("..", "data", name);
        if (!Files.isRegularFile(inRepo)) {
            throw new IllegalStateException("no " + inRepo.toAbsolutePath());
        }
        return inRepo;
    }

    /**
     * Runs a command and asserts that it succeeds.
     *
     * @param command the program and its arguments
     * @return its output, or null if the program cannot be started (not installed)
     */
    public static String run(String... command) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true).start();
        } catch (IOException e) {
            return null;
        }
        byte[] bytes = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished: " + String.join(" ", command));
        String out = new String(bytes, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /**
     * Runs {@code gdal_contour -i interval -off offset -a level} into GeoJSON and reads the lines.
     *
     * @param raster   the input raster
     * @param interval the interval
     * @param offset   the offset of the levels
     * @param dir      a scratch directory
     * @return per level, each line as {@code x0, north0, x1, north1, …}; null if gdal_contour is
     *         not installed
     */
    @SuppressWarnings("unchecked")
    public static Map<Double, List<double[]>> contour(Path raster, double interval, double offset, Path dir)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "gdal", ".geojson");
        Files.delete(out);
        if (run("gdal_contour", "-q", "-i", Double.toString(interval), "-off", Double.toString(offset),
                "-a", "level", "-f", "GeoJSON", raster.toString(), out.toString()) == null) {
            return null;
        }
        Map<String, Object> root = (Map<String, Object>) MiniJson.parse(Files.readString(out));
        Map<Double, List<double[]>> lines = new TreeMap<>();
        for (Object o : (List<Object>) root.get("features")) {
            Map<String, Object> feature = (Map<String, Object>) o;
            double level = (Double) ((Map<String, Object>) feature.get("properties")).get("level");
            Map<String, Object> geometry = (Map<String, Object>) feature.get("geometry");
            List<Object> parts = "LineString".equals(geometry.get("type"))
                    ? List.of(geometry.get("coordinates")) : (List<Object>) geometry.get("coordinates");
            for (Object part : parts) {
                List<Object> positions = (List<Object>) part;
                double[] xy = new double[2 * positions.size()];
                for (int i = 0; i < positions.size(); i++) {
                    List<Double> p = (List<Double>) positions.get(i);
                    xy[2 * i] = p.get(0);
                    xy[2 * i + 1] = p.get(1);
                }
                lines.computeIfAbsent(level, k -> new ArrayList<>()).add(xy);
            }
        }
        return lines;
    }

    /**
     * @param xy a GDAL line
     * @return whether it is closed (last position equals the first)
     */
    public static boolean closed(double[] xy) {
        int n = xy.length;
        return n >= 8 && xy[0] == xy[n - 2] && xy[1] == xy[n - 1];
    }

    /**
     * GDAL nudges a sample equal to a level by about 1e-6 of a unit, which turns a summit exactly at
     * a level into a ring a few micrometres across; terrain4j drops such zero-length pieces.
     *
     * @param xy        a GDAL line
     * @param tolerance largest extent of a degenerate line, in map units
     * @return whether every position lies within {@code tolerance} of the first on both axes
     */
    public static boolean degenerate(double[] xy, double tolerance) {
        for (int i = 0; i < xy.length; i += 2) {
            if (Math.abs(xy[i] - xy[0]) > tolerance || Math.abs(xy[i + 1] - xy[1]) > tolerance) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param gdal per level, GDAL's lines
     * @param tolerance extent below which a line is degenerate
     * @return per level, "lines n, rings m" over the lines that are not degenerate
     */
    public static Map<Double, String> topology(Map<Double, List<double[]>> gdal, double tolerance) {
        Map<Double, String> out = new TreeMap<>();
        gdal.forEach((level, lines) -> {
            List<double[]> proper = lines.stream().filter(l -> !degenerate(l, tolerance)).toList();
            if (!proper.isEmpty()) {
                out.put(level, "lines " + proper.size() + ", rings " + proper.stream().filter(Gdal::closed).count());
            }
        });
        return out;
    }
}
