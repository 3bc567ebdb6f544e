package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeasureCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    @Test
    void writesTheTableTheJsonAndThePicture() throws Exception {
        Path json = dir.resolve("report.json");
        Path png = dir.resolve("report.png");
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "-o", json.toString(), "--picture", png.toString(),
                "--picture-size", "300", "--threads", "1");
        assertEquals(0, r.code(), r.err());
        // The table: a header, 21 tests, the summary with the gate.
        assertTrue(r.out().contains("landmarks "), r.out());
        assertTrue(r.out().contains(" of 21 passed; gate "), r.out());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        assertEquals(21, report.getAsJsonArray("tests").size());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(300, Math.max(img.getWidth(), img.getHeight()));
    }

    @Test
    void aGridThatNamesDegreesIsPlacedInMetresWithoutTheOption() throws Exception {
        // volcano's heights on a 1/1200° grid at 57° N, written as a WGS 84 GeoTIFF (frame in degrees): the
        // file says it is in degrees, so the command places it in metres as it does an .hgt tile (review
        // finding: render and mesh used its degrees as metres, measure refused it)
        org.terrain4j.api.Heightfield v = org.terrain4j.io.Rasters.read(VOLCANO);
        org.terrain4j.api.GridFrame degrees = new org.terrain4j.api.GridFrame(11, -57.1, 1 / 1200.0, 1 / 1200.0)
                .withGeoreference(org.terrain4j.api.Georeference.in(org.terrain4j.api.CoordinateSystem.WGS84));
        Path tif = dir.resolve("deg.tif");
        org.terrain4j.io.Rasters.write(v.withFrame(degrees), tif);
        Path json = dir.resolve("deg.json");
        var r = TerrainCommandTest.run("measure", tif.toString(), "-o", json.toString(), "--start", "11.03,57.07");
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("looks geographic"), r.err());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        // the start in frame metres: 11.03° E at 57.075° N is about 11.03 × 60 600 m east of the meridian
        double x = report.getAsJsonArray("start").get(0).getAsDouble();
        assertEquals(11.03 * org.terrain4j.io.Geographic.metresPerDegreeLongitude(57.075), x, 60);
        r = TerrainCommandTest.run("render", tif.toString(), "-o", dir.resolve("deg.png").toString());
        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("looks geographic"), r.err());
        assertFalse(r.out().contains("0.000833"), r.out());
    }

    /**
     * Issue 31: {@code --baseline} applies the gate against the land before its features, in the table, the
     * JSON and the exit status.
     */
    @Test
    void aBaselineGatesTheLandAndSetsTheExitStatus() throws Exception {
        org.terrain4j.api.Heightfield v = org.terrain4j.io.Rasters.read(VOLCANO);
        // the volcano against itself: nothing fell
        Path json = dir.resolve("same.json");
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--baseline", VOLCANO.toString(), "-o",
                json.toString(), "--threads", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("gate passed against the baseline (of the land: easy ground 54.0 %, baseline"
                + " 54.0 %"), r.out());
        JsonObject gate = JsonParser.parseString(Files.readString(json)).getAsJsonObject().getAsJsonObject("gate");
        assertEquals(gate.get("easyShare").getAsDouble(), gate.get("baselineEasy").getAsDouble());
        assertTrue(gate.get("passed").getAsBoolean(), r.out());
        // "features": a saw of 4 m teeth 40 m apart (21.8° slopes) over the volcano's middle third takes easy
        // ground away; against the plain
        // volcano the gate fails and the exit status says so, the files written all the same
        float[] h = v.toArray();
        for (int row = 0; row < v.rows(); row++) {
            for (int c = 29; c < 58; c++) {
                h[row * v.columns() + c] += (c % 4) * 4f;
            }
        }
        Path ribbed = dir.resolve("ribbed.asc");
        org.terrain4j.io.Rasters.write(org.terrain4j.api.Heightfield.of(v.columns(), v.rows(), h)
                .withFrame(v.frame()), ribbed);
        Path out = dir.resolve("ribbed.json");
        r = TerrainCommandTest.run("measure", ribbed.toString(), "--baseline", VOLCANO.toString(), "-o", out.toString(),
                "--threads", "1");
        assertEquals(MeasureCommand.GATE_NOT_PASSED, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("gate FAILED against the baseline"), r.out());
        gate = JsonParser.parseString(Files.readString(out)).getAsJsonObject().getAsJsonObject("gate");
        assertFalse(gate.get("passed").getAsBoolean());
        assertTrue(gate.get("baselineEasy").getAsDouble() - gate.get("easyShare").getAsDouble() > 0.05, gate.toString());
        // without the baseline the same land exits 0: the gate is only the floors then
        r = TerrainCommandTest.run("measure", ribbed.toString(), "--threads", "1");
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void aBaselineOnAnotherGridIsRefusedBeforeAnyWork() throws Exception {
        Path part = dir.resolve("part.asc");
        org.terrain4j.io.Rasters.write(org.terrain4j.io.Rasters.read(VOLCANO).crop(0, 0, 80, 61), part);
        Path json = dir.resolve("r.json");
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--baseline", part.toString(), "-o",
                json.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--baseline " + part + " must be the same grid as " + VOLCANO
                + " (the same land before its features): it is 80 × 61 samples 10 m apart covering easting 5 to 795"
                + " and northing 5 to 605, " + VOLCANO + " is 87 × 61 samples 10 m apart covering easting 5 to 865"
                + " and northing 5 to 605"), r.err());
        assertFalse(r.out().contains("passed"), "refused before the measure: " + r.out());
        assertFalse(Files.exists(json));
        r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--baseline", dir.resolve("none.asc").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--baseline " + dir.resolve("none.asc") + ": no such file"), r.err());
    }

    @Test
    void anOffGridStartIsNamedInTheFileUnits() {
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "-1e9,-1e9");
        assertEquals(1, r.code());
        // volcano.asc's samples: easting 5 to 865, northing 5 to 605 (not the frame's z, which is −northing)
        assertTrue(r.err().contains("--start -1e9,-1e9 lies off the grid, whose samples cover easting 5"
                + " to 865 and northing 5 to 605"), r.err());
    }

    @Test
    void startAndRoutesAreWorldMetres() throws Exception {
        Path json = dir.resolve("r.json");
        // volcano.asc: 87 x 61 samples 10 m apart, easting 5 to 865 m and northing 5 to 605 m; the frame's z
        // is minus the northing (terrain info).
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "100,300", "--routes",
                "700,100;300,500", "-o", json.toString());
        assertEquals(0, r.code(), r.err());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        assertEquals(2, report.getAsJsonArray("routes").size());
        assertEquals("target 1", report.getAsJsonArray("routes").get(1).getAsJsonObject().get("target").getAsString());
        var start = report.getAsJsonArray("start");
        assertEquals(100, start.get(0).getAsDouble(), 5.01);
        assertEquals(-300, start.get(1).getAsDouble(), 5.01);
    }

    @Test
    void badOptionsAreRefusedAndNothingIsWritten() throws Exception {
        var r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "1,2,3", "-o",
                dir.resolve("a.json").toString());
        assertEquals(2, r.code(), "not of the form EASTING,NORTHING: a usage error");
        assertTrue(r.err().contains("--start must be EASTING,NORTHING"), r.err());
        r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "NaN,2");
        assertTrue(r.err().contains("two finite numbers"), r.err());
        r = TerrainCommandTest.run("measure", VOLCANO.toString(), "-o", dir.resolve("a.txt").toString());
        assertTrue(r.err().contains("-o must end in .json"), r.err());
        r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--picture-size", "5");
        assertTrue(r.err().contains("[64, 8192]"), r.err());
        r = TerrainCommandTest.run("measure", VOLCANO.toString(), "--start", "-500,300", "-o",
                dir.resolve("b.json").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("off the grid"), r.err());
        try (var files = Files.list(dir)) {
            assertFalse(files.findAny().isPresent(), "no output left behind");
        }
    }

    /**
     * Issue 33: the Jacksboro DEM as a reprojection into UTM 17 leaves it (turned by −3° onto a square
     * 82.79 m grid with gdalwarp's origin for this tile, no-data in the wedges along its edges), written as an
     * ASCII grid. Before the fix {@code terrain measure} exited 1 with {@code terrain:
     * java.lang.IllegalArgumentException: observer stands on no-data (NaN) at column 7, row 255}: a vantage
     * beside the west wedge came back as column 7 − 10⁻¹³ and its ground mixed in the void.
     */
    @Test
    void aDemWithVoidsInAUtmFrameIsMeasured() throws Exception {
        org.terrain4j.api.Heightfield src = org.terrain4j.io.Rasters.read(Path.of("..", "data", "jacksboro.asc"));
        int sc = src.columns();
        int sr = src.rows();
        double spacing = 82.788375599344519;
        double sx = 74.8;
        double sz = 92.5;
        double th = Math.toRadians(-3.0);
        int columns = (int) (sc * sx / spacing * 1.05) + 2;
        int rows = (int) (sr * sz / spacing * 1.05) + 2;
        StringBuilder b = new StringBuilder();
        b.append("ncols ").append(columns).append("\nnrows ").append(rows)
                .append("\nxllcorner 192892.264758438628633\nyllcorner ").append(4038864.858697273768485 - rows * spacing)
                .append("\ncellsize ").append(spacing).append("\nNODATA_value -9999\n");
        int voids = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double x = (c - (columns - 1) / 2.0) * spacing;
                double z = (r - (rows - 1) / 2.0) * spacing;
                double fc = (Math.cos(th) * x - Math.sin(th) * z + (sc - 1) / 2.0 * sx) / sx;
                double fr = (Math.sin(th) * x + Math.cos(th) * z + (sr - 1) / 2.0 * sz) / sz;
                if (fc >= 0 && fc <= sc - 1 && fr >= 0 && fr <= sr - 1) {
                    int c0 = Math.min((int) fc, sc - 2);
                    int r0 = Math.min((int) fr, sr - 2);
                    double u = fc - c0;
                    double v = fr - r0;
                    double h = (src.get(c0, r0) * (1 - u) + src.get(c0 + 1, r0) * u) * (1 - v)
                            + (src.get(c0, r0 + 1) * (1 - u) + src.get(c0 + 1, r0 + 1) * u) * v;
                    b.append(String.format(java.util.Locale.ROOT, "%.3f", h));
                } else {
                    b.append("-9999");
                    voids++;
                }
                b.append(c + 1 < columns ? ' ' : '\n');
            }
        }
        assertTrue(voids > 5000, voids + " voids");
        Path asc = dir.resolve("jacksboro-utm17.asc");
        Files.writeString(asc, b.toString());
        Path json = dir.resolve("utm.json");
        var r = TerrainCommandTest.run("measure", asc.toString(), "-o", json.toString(), "--threads", "2");
        assertEquals(0, r.code(), r.err());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        assertEquals(21, report.getAsJsonArray("tests").size());
        assertTrue(r.out().contains(" vantages"), r.out());
    }

    /**
     * Issue 33: {@code terrain measure} runs (exit 0, 21 tests, a summary) on every DEM shipped in
     * {@code data/}, voids included, as a user runs it: the file as it is, no option. The tester's run exited
     * 1 on three real DEMs with voids. The headline of each (tests passed, the gate's reach) is printed for
     * the record.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"volcano.asc", "volcano-voids.asc", "jacksboro.asc",
        "topobathy_3857.asc", "N57E011.hgt"})
    void measureRunsOnEveryDemInData(String name) throws Exception {
        Path dem = Path.of("..", "data", name);
        if (name.equals("topobathy_3857.asc")) {
            // 3.7 km samples: refused with the advice to resample, which is then followed on the middle of
            // Vancouver Island and the sea around it (32 × 24 samples, 115 km × 85 km, at 290 m)
            TerrainCommandTest.assertRefused(TerrainCommandTest.run("measure", dem.toString()), 1,
                    "samples are 3710.67 m apart; measure needs them at most 300 m apart", "resample it first");
            Path part = dir.resolve("coast.asc");
            Path fine = dir.resolve("coast-290m.asc");
            assertEquals(0, TerrainCommandTest.run("crop", dem.toString(), "--window", "28,33,32,24", "-o",
                    part.toString()).code());
            assertEquals(0, TerrainCommandTest.run("resample", part.toString(), "--to", "398x296", "-o",
                    fine.toString()).code());
            dem = fine;
        }
        Path json = dir.resolve(name + ".json");
        long t0 = System.nanoTime();
        var r = TerrainCommandTest.run("measure", dem.toString(), "-o", json.toString(), "--threads", "2");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals(0, r.code(), r.err());
        assertTrue(!r.err().contains("Exception") && !r.err().contains("Error"), r.err());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        assertEquals(21, report.getAsJsonArray("tests").size());
        String summary = r.out().lines().filter(l -> l.contains(" of 21 passed; gate ")).findFirst().orElse(null);
        assertTrue(summary != null, r.out());
        System.out.printf(java.util.Locale.ROOT, "measure %s (%.1f s): %s%n", name, seconds, summary.strip());
    }

    /**
     * A worker's exception crosses threads as a copy whose message is the original's toString(), class name
     * first: the message printed is the original's.
     */
    @Test
    void noMessageCarriesAnExceptionClassName() {
        IllegalArgumentException original = new IllegalArgumentException("observer stands on no-data (NaN) at column 7, row 255");
        assertEquals(original.getMessage(), Messages.oneLine(new IllegalArgumentException(original)));
        assertEquals(original.getMessage(), Messages.oneLine(new IllegalStateException(new IllegalArgumentException(original))));
        assertEquals("lost", Messages.oneLine(new IllegalStateException("lost", original)));
    }
}
