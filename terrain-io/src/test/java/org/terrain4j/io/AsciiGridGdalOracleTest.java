package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;

/**
 * GDAL's own ESRI ASCII grid test files (its {@code autotest/gdrivers/data/aaigrid}, see the
 * {@code README} beside them) and the no-data cases of issue 15 read exactly as GDAL's AAIGrid
 * driver reads them, sample for sample: GDAL's value rounded to {@code float}, NaN where GDAL's
 * value is its no-data value (compared in the band's own type, as GDAL does), and refused where a
 * valid value lies beyond {@code float}. GDAL is run as {@code gdal_translate -of ENVI -ot Float64}
 * (every value as an exact double) and {@code gdalinfo} (band type and no-data value).
 */
class AsciiGridGdalOracleTest {

    private static final String FOLDER = "gdal-aaigrid/";

    /** Files GDAL 3.6 cannot read (later GDAL versions read them as we do), with what the file says. */
    private static final Map<String, float[]> GDAL_36_REFUSES = Map.of(
            // nan as the no-data value of an integer-looking grid: GDAL 3.6 fails on "nan" as Int32
            "nodata_nan.asc", new float[] {Float.NaN, -1, 0, 1, 2, 3},
            // a grid whose first value is nan: GDAL 3.6 finds no data values
            "starting_with_nan.asc", starting());

    /** Files we refuse by name, with the words of the refusal. */
    private static final Map<String, String> WE_REFUSE = Map.of(
            // a decimal comma ("0,100000E+06"), which GDAL accepts: we read only the decimal point
            "pixel_per_line_comma.asc", "not a number");

    @TempDir
    Path dir;

    static Stream<String> files() throws IOException {
        try (InputStream in = AsciiGridGdalOracleTest.class.getResourceAsStream(FOLDER + "files.txt")) {
            return Stream.of(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).split("\\s+"))
                    .filter(s -> !s.isEmpty()).toList().stream();
        }
    }

    private Path copy(String name) throws IOException {
        Path f = dir.resolve(name);
        try (InputStream in = AsciiGridGdalOracleTest.class.getResourceAsStream(FOLDER + name)) {
            Files.copy(in, f);
        }
        return f;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsAsGdalReads(String name) throws Exception {
        Path f = copy(name);
        if (WE_REFUSE.containsKey(name)) {
            IoTesting.assertClearError(RasterFormatException.class, f, WE_REFUSE.get(name), () -> AsciiGrid.read(f));
            return;
        }
        if (GDAL_36_REFUSES.containsKey(name)) {
            float[] expected = GDAL_36_REFUSES.get(name);
            assertEquals(asList(expected), asList(AsciiGrid.read(f).toArray()));
            return;
        }
        IoTesting.assumeGdal();
        Band band = gdal(f);
        float[] expected = new float[band.values.length];
        boolean refused = false;
        for (int i = 0; i < expected.length; i++) {
            double g = band.values[i];
            boolean noData = g != g || band.hasNoData && switch (band.type) {
                case "Float32" -> (float) g == (float) band.noData;
                default -> g == band.noData;
            };
            expected[i] = noData ? Float.NaN : (float) g;
            refused |= Float.isInfinite(expected[i]);
        }
        if (refused) {
            IoTesting.assertClearError(RasterFormatException.class, f, "outside the range of float",
                    () -> AsciiGrid.read(f));
            return;
        }
        Heightfield h = AsciiGrid.read(f);
        assertEquals(asList(expected), asList(h.toArray()), name + " (GDAL " + band.type + ", no-data "
                + (band.hasNoData ? band.noData : "none") + ")");
    }

    /** The oracle test reads every file listed, and the list holds every file of the folder. */
    @Test
    void everyFileOfTheFolderIsListed() throws IOException {
        List<String> listed = files().sorted().toList();
        assertTrue(listed.containsAll(List.of("aaigrid_15.asc", "tiny_nodata.asc", "huge_value.asc",
                "float64.asc", "nodata_float.asc", "nodata_int.asc")), listed.toString());
        assertEquals(14, listed.size(), listed.toString());
    }

    private record Band(String type, boolean hasNoData, double noData, double[] values) {
    }

    private Band gdal(Path f) throws IOException, InterruptedException {
        String info = IoTesting.run("gdalinfo", "-nomd", f.toString());
        Matcher type = Pattern.compile("Type=(\\w+)").matcher(info);
        assertTrue(type.find(), info);
        Matcher nd = Pattern.compile("NoData Value=(\\S+)").matcher(info);
        boolean hasNoData = nd.find();
        double noData = hasNoData ? parse(nd.group(1)) : Double.NaN;
        Path out = dir.resolve("gdal.bin");
        IoTesting.run("gdal_translate", "-q", "-of", "ENVI", "-ot", "Float64", f.toString(), out.toString());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(out)).order(ByteOrder.LITTLE_ENDIAN);
        double[] v = new double[b.remaining() / 8];
        b.asDoubleBuffer().get(v);
        return new Band(type.group(1), hasNoData, noData, v);
    }

    private static double parse(String s) {
        return s.toLowerCase(Locale.ROOT).equals("nan") ? Double.NaN : Double.parseDouble(s);
    }

    private static List<Float> asList(float[] v) {
        List<Float> list = new java.util.ArrayList<>(v.length);
        for (float x : v) {
            list.add(x);
        }
        return list;
    }

    private static float[] starting() {
        float[] v = new float[25];
        java.util.Arrays.fill(v, Float.NaN);
        v[12] = 1;
        return v;
    }
}
