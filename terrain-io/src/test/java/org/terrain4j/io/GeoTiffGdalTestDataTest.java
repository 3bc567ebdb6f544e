package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/**
 * The GeoTIFF cases of GDAL's own test data (its {@code autotest/gcore/data} and
 * {@code autotest/gcore/data/gtiff}), rebuilt by GDAL's {@code gdal_translate} after GDAL's recipes
 * (see the {@code README} beside the files): those of the listed sample types, compressions,
 * predictors, layouts, byte orders and BigTIFF read sample for sample as GDAL read them when the
 * files were made (its {@code AAIGrid} output beside each, 17 significant digits: GDAL's value rounded
 * to {@code float}, NaN where it is the no-data value), in the same place and coordinate system; the
 * others are refused with a message that names what is not read. Needs no GDAL at test time.
 */
class GeoTiffGdalTestDataTest {

    private static final String FOLDER = "gdal-gtiff/";

    @TempDir
    Path dir;

    /** Each line of files.txt: a file name, then either "read" or "refused WORDS". */
    static Stream<Arguments> files() throws IOException {
        return cases(FOLDER);
    }

    /**
     * The cases listed in a folder's files.txt (shared with {@link GdalAutotestFilesTest}).
     *
     * @param folder the resource folder beside this class, ending in '/'
     * @return (file name, "read" or "refused", the words a refusal must hold)
     */
    static Stream<Arguments> cases(String folder) throws IOException {
        try (InputStream in = GeoTiffGdalTestDataTest.class.getResourceAsStream(folder + "files.txt")) {
            return Stream.of(new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n"))
                    .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#"))
                    .map(s -> {
                        String[] p = s.split("\\s+", 3);
                        return Arguments.of(p[0], p[1], p.length > 2 ? p[2] : "");
                    }).toList().stream();
        }
    }

    private Path copy(String name) throws IOException {
        return copy(FOLDER, dir, name);
    }

    /** Copies a test file out of a resource folder into a directory; the copy's path. */
    static Path copy(String folder, Path dir, String name) throws IOException {
        Path f = dir.resolve(name);
        try (InputStream in = GeoTiffGdalTestDataTest.class.getResourceAsStream(folder + name)) {
            if (in == null) {
                throw new AssertionError("no test file " + folder + name);
            }
            Files.copy(in, f);
        }
        return f;
    }

    /**
     * Reads the header of an ESRI ASCII grid's lines into {@code header} (keys lower case).
     *
     * @return the index of the first line of values
     */
    static int header(List<String> lines, Map<String, String> header) {
        int at = 0;
        while (at < lines.size() && Character.isLetter(lines.get(at).strip().charAt(0))) {
            String[] kv = lines.get(at).strip().split("\\s+");
            header.put(kv[0].toLowerCase(java.util.Locale.ROOT), kv[1]);
            at++;
        }
        return at;
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("files")
    void readsAsGdalReadsOrRefusesByName(String name, String expect, String words) throws Exception {
        Path tif = copy(name);
        if (expect.equals("refused")) {
            IoTesting.assertClearError(RasterFormatException.class, tif, words, () -> GeoTiff.read(tif));
            return;
        }
        assertEquals("read", expect, "files.txt says read or refused");
        Heightfield ours = GeoTiff.read(tif);
        List<String> lines = Files.readAllLines(copy(name.replace(".tif", ".asc")), StandardCharsets.US_ASCII);
        Map<String, String> header = new HashMap<>();
        int at = header(lines, header);
        int columns = Integer.parseInt(header.get("ncols"));
        int rows = Integer.parseInt(header.get("nrows"));
        assertEquals(columns, ours.columns(), "columns");
        assertEquals(rows, ours.rows(), "rows");
        double noData = header.containsKey("nodata_value") ? Double.parseDouble(header.get("nodata_value")) : Double.NaN;
        float[] a = ours.toArray();
        int i = 0;
        for (String line : lines.subList(at, lines.size())) {
            for (String t : line.strip().split("\\s+")) {
                if (t.isEmpty()) {
                    continue;
                }
                double g = Double.parseDouble(t);
                float expected = g == noData ? Float.NaN : (float) g;
                if (Float.floatToIntBits(expected) != Float.floatToIntBits(a[i])) {
                    throw new AssertionError(name + " sample " + i % columns + ", " + i / columns + ": GDAL " + t
                            + " (no-data " + noData + "), ours " + a[i]);
                }
                i++;
            }
        }
        assertEquals((long) columns * rows, i, "GDAL's sample count");
        double cell = Double.parseDouble(header.get("cellsize"));
        double west = Double.parseDouble(header.get("xllcorner"));
        double south = Double.parseDouble(header.get("yllcorner"));
        GridFrame f = ours.frame().inCrsUnits();
        assertEquals(west + cell / 2, f.originX(), 1e-6, "easting of sample (0, 0)");
        assertEquals(south + rows * cell - cell / 2, -f.originZ(), 1e-6, "northing of sample (0, 0)");
        assertEquals(cell, f.spacingX(), 1e-9, "spacing x");
        assertEquals(cell, f.spacingZ(), 1e-9, "spacing z");
        assertEquals(Optional.of(CoordinateSystem.ofEpsg(26711)), ours.frame().crs(), "NAD27 / UTM zone 11N");
    }

    static Stream<Named<Long>> seeds() {
        return Cases.seeds(0x6D7A1FL, 25);
    }

    /**
     * Fuzzed like the other readers, on these files (LZW, PackBits, big-endian, BigTIFF, predictors):
     * a damaged file reads, with no infinite sample, or fails with a one-line message naming it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("seeds")
    void damagedFilesReadOrFailClearly(long seed) throws Exception {
        SplittableRandom rnd = Cases.replay(seed);
        List<String> readable = files().filter(a -> a.get()[1].equals("read")).map(a -> (String) a.get()[0]).toList();
        String name = readable.get(rnd.nextInt(readable.size()));
        byte[] bytes = Files.readAllBytes(copy(name));
        Path bad = dir.resolve("bad.tif");
        for (int k = 0; k < 8; k++) {
            byte[] d = rnd.nextBoolean() ? bytes.clone() : java.util.Arrays.copyOf(bytes, rnd.nextInt(bytes.length));
            int flips = rnd.nextInt(1, 6);
            for (int i = 0; i < flips && d.length > 0; i++) {
                d[rnd.nextInt(d.length)] = (byte) rnd.nextInt(256);
            }
            Files.write(bad, d);
            try {
                Heightfield h = GeoTiff.read(bad);
                assertTrue(h.columns() >= 1 && h.rows() >= 1);
                for (float v : h.toArray()) {
                    assertFalse(Float.isInfinite(v), "no infinity leaks out");
                }
            } catch (RasterFormatException e) {
                assertTrue(e.getMessage().startsWith(bad.toString()), name + ": " + e.getMessage());
                assertTrue(e.getMessage().indexOf('\n') < 0, name + ": " + e.getMessage());
            }
        }
    }
}
