package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sixth outside review (a careless user's tour of the command), findings 4, 7, 8, 11, 12, 14,
 * 16, 17, 20 (help of drainage, mosaic and contours), 22 (mountains' messages) and 24 (wording): one
 * test per finding, each failing before its fix.
 */
class CommandAdviceMessagesTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");
    private static final Path MOUNTAINS = Path.of("..", "docs", "mountains-example.json");

    @TempDir
    Path dir;

    /** Exit code, one line starting {@code terrain: } and holding every fragment. */
    private static void assertOneLine(TerrainCommandTest.Run r, int code, String... fragments) {
        assertEquals(code, r.code(), r.toString());
        String m = r.err().strip();
        assertTrue(m.startsWith("terrain: "), m);
        assertFalse(m.contains("\n"), "one line: " + m);
        for (String f : fragments) {
            assertTrue(m.contains(f), "'" + f + "' in " + m);
        }
    }

    /** An ESRI ASCII grid of the given size and cell size, its values in row-major order. */
    private Path grid(String name, int columns, int rows, String cellsize, String corner, String values)
            throws IOException {
        return Files.writeString(dir.resolve(name), "ncols " + columns + "\nnrows " + rows + "\nxllcorner " + corner
                + "\nyllcorner " + corner + "\ncellsize " + cellsize + "\nNODATA_value -9999\n" + values + "\n");
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().endsWith(".asc")).toList();
        }
    }

    /**
     * {@code mountains -o a.png --picture a.png} (or {@code -o b.asc --uplift b.asc}) exited 0 and left
     * one file, the picture over the relief, which the command's own reader then refused. Two outputs on
     * one path are refused before the build, in one line, and nothing is written.
     */
    @Test
    void mountainsRefusesTwoOutputsOnOnePath() throws IOException {
        Path png = dir.resolve("a.png");
        var r = TerrainCommandTest.run("mountains", MOUNTAINS.toString(), "-o", png.toString(), "--picture",
                png.toString());
        assertOneLine(r, 1, "cannot write " + png + " twice: it is both -o and --picture");
        assertEquals("", r.out(), r.toString());
        Path asc = dir.resolve("b.asc");
        r = TerrainCommandTest.run("mountains", MOUNTAINS.toString(), "-o", asc.toString(), "--uplift",
                dir.resolve(".").resolve("b.asc").toString());
        assertOneLine(r, 1, "it is both -o and --uplift");
        assertEquals(List.of(), files());
        assertFalse(Files.exists(asc));
    }

    /**
     * Issue 30's second review: once a write onto a symbolic link replaced the file it points to (not the
     * link), {@code -o new.asc --uplift l3.asc} with {@code l3.asc -> new.asc} not yet made exited 0 and
     * left the uplift in {@code new.asc}: the relief was lost. The link is followed before the outputs are
     * compared, whether its file exists or not.
     */
    @Test
    void mountainsRefusesAnOutputThatIsALinkToAnother() throws IOException {
        Path made = dir.resolve("new.asc");
        Path link = Files.createSymbolicLink(dir.resolve("l3.asc"), Path.of("new.asc"));
        var r = TerrainCommandTest.run("mountains", MOUNTAINS.toString(), "-o", made.toString(), "--uplift",
                link.toString());
        assertOneLine(r, 1, "it is both -o and --uplift");
        assertFalse(Files.exists(made));
        assertTrue(Files.isSymbolicLink(link));
        Path png = dir.resolve("x.png");
        Path pictureLink = Files.createSymbolicLink(dir.resolve("l5.png"), png);
        r = TerrainCommandTest.run("mountains", MOUNTAINS.toString(), "-o", png.toString(), "--picture",
                pictureLink.toString());
        assertOneLine(r, 1, "it is both -o and --picture");
        assertFalse(Files.exists(png));
    }

    /**
     * {@code measure} of a gentle land on 1 km cells was refused as having "no walkable ground (every
     * sample is steeper than 42°, water, sea or no-data)": each sample's own 1 km² cell reached the 1 km²
     * river area. A river is now what drains into a sample; the real limit of such a grid, the 300 m
     * landform disc, is named before any work, with the resample that makes it fine enough, and that
     * resample measures. Land with no walkable ground counts the samples of each cause.
     */
    @Test
    void measureOfACoarseGridNamesTheRealCause() throws IOException {
        Path coarse = grid("g.asc", 5, 5, "1000", "0", "1 2 3 4 5 2 3 4 5 6 3 4 5 6 7 4 5 6 7 8 5 6 7 8 9");
        var r = TerrainCommandTest.run("measure", coarse.toString());
        assertOneLine(r, 1, coarse + "'s samples are 1000 m apart; measure needs them at most 300 m apart",
                "resample it first, such as terrain resample " + coarse + " --to 15x15 -o finer.tif");
        assertFalse(r.err().contains("walkable") || r.err().contains("radius must"), r.err());
        Path finer = dir.resolve("finer.tif");
        assertEquals(0, TerrainCommandTest.run("resample", coarse.toString(), "--to", "15x15", "-o", finer.toString(),
                "-q").code());
        var measured = TerrainCommandTest.run("measure", finer.toString(), "-q");
        assertEquals(0, measured.code(), measured.toString());
        Path cliff = grid("cliff.asc", 3, 3, "1", "0", "10 110 210 10 110 210 10 110 210");
        assertOneLine(TerrainCommandTest.run("measure", cliff.toString()), 1,
                "land has no walkable ground: of its 9 samples, 9 are steeper than 42°");
    }

    /** {@code measure} of an all-void grid answered in the library's words ("all 9 were NaN"). */
    @Test
    void measureOfAnAllVoidGridSaysItHasNoData() throws IOException {
        Path voids = grid("void.asc", 3, 3, "10", "0", "-9999 -9999 -9999 -9999 -9999 -9999 -9999 -9999 -9999");
        var r = TerrainCommandTest.run("measure", voids.toString());
        assertOneLine(r, 1, voids + " has no data: all 9 samples are voids");
        assertFalse(r.err().contains("NaN"), r.err());
    }

    /**
     * {@code mesh --print} of a grid 1e-9 m apart printed its scale as "1:0" (150 mm across 2e-9 m: the
     * print enlarges 7.5e7 times), and a grid 1e9 m apart was said to span 3e9 m where {@code info} gives its extent as 2e9 m,
     * with no word on what to do.
     */
    @Test
    void meshScaleAndSpanReadSensiblyAndSayWhatToDo() throws IOException {
        Path tiny = grid("cs9.asc", 3, 3, "1e-9", "1000", "1 2 3 4 5 6 7 8 9");
        var r = TerrainCommandTest.run("mesh", tiny.toString(), "-o", dir.resolve("p.stl").toString(), "--print",
                "150mm");
        assertOneLine(r, 1, "at 75000000:1", "lower --vertical-scale");
        assertFalse(r.err().contains("1:0"), r.err());
        var small = TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", dir.resolve("v.stl").toString(),
                "--print", "150mm", "-q");
        assertEquals(0, small.code(), small.toString());
        assertTrue(small.err().isEmpty() && small.out().contains("scale 1:5733,"), small.toString());
        // 5 × 5 samples 1e9 m apart: 4e9 m across as info measures it, 2e9 m from the origin either side
        Path huge = grid("big.asc", 5, 5, "1e9", "0", "1 2 3 4 5 2 3 4 5 6 3 4 5 6 7 4 5 6 7 8 5 6 7 8 9");
        r = TerrainCommandTest.run("mesh", huge.toString(), "-o", dir.resolve("b.glb").toString());
        assertOneLine(r, 1, "the grid spans 4e+09 m", "crop it");
        assertTrue(TerrainCommandTest.run("info", huge.toString()).out().contains("extent    4.00000e+09 m"));
        Path three = grid("csbig9.asc", 3, 3, "1e9", "0", "1 2 3 4 5 6 7 8 9");
        var fits = TerrainCommandTest.run("mesh", three.toString(), "-o", dir.resolve("c.glb").toString(), "-q");
        assertEquals(0, fits.code(), "2e9 m across, centred: every vertex within 1e9 m " + fits);
    }

    /** {@code mosaic}'s advice named an option value the option refuses ("overlap AVERAGE or FIRST"). */
    @Test
    void mosaicAdviceNamesTheOptionsAsTyped() throws IOException {
        Path a = grid("ta.asc", 2, 2, "1", "0", "1 2 3 4");
        Path b = Files.writeString(dir.resolve("te.asc"),
                "ncols 2\nnrows 2\nxllcorner 1\nyllcorner 0\ncellsize 1\n9 9 9 9\n");
        var r = TerrainCommandTest.run("mosaic", a.toString(), b.toString(), "-o", dir.resolve("j.asc").toString());
        assertOneLine(r, 1, "more than --tolerance 0; use --overlap average or --overlap first, or a larger --tolerance");
        assertFalse(r.err().contains("AVERAGE"), r.err());
    }

    /** A decimal option given text said "'abc' is not a double", a Java type. */
    @Test
    void aDecimalOptionThatIsNotANumberSaysSo() {
        var r = TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", dir.resolve("m.glb").toString(),
                "--max-error", "abc");
        assertOneLine(r, 2, "'abc' is not a number");
        assertFalse(r.err().contains("double"), r.err());
        r = TerrainCommandTest.run("info", VOLCANO.toString(), "--scale", "1,5");
        assertOneLine(r, 2, "'1,5' is not a number");
        assertEquals(0, TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", dir.resolve("m.glb").toString(),
                "--max-error", "1e-1", "-q").code(), "numbers still parse");
    }

    /** The flat-field warning of {@code generate diamond-square} suggested --frequency, which it has not. */
    @Test
    void diamondSquareFlatWarningNamesItsOwnOptions() {
        var r = TerrainCommandTest.run("generate", "diamond-square", "--size", "9", "--relief", "1e-300", "-o",
                dir.resolve("g.asc").toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("is flat: all 81 samples are 0 (raise --relief"), r.err());
        assertFalse(r.err().contains("--frequency"), r.err());
        var noise = TerrainCommandTest.run("generate", "fbm", "--size", "9", "--relief", "1e-300", "-o",
                dir.resolve("f.asc").toString());
        assertTrue(noise.err().contains("--frequency"), noise.err());
    }

    /** {@code --assign-crs EPSG:0} said "[1, 2147483646]", {@code EPSG:99999999} "below 32767": one range now. */
    @Test
    void assignCrsGivesOneRangeForEpsgCodes() {
        for (String code : new String[] {"0", "32767", "99999999", "99999999999"}) {
            Path out = dir.resolve("a.tif");
            var r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:" + code, "-o",
                    out.toString());
            assertOneLine(r, 1, "--assign-crs EPSG:CODE must have a code in [1, 32766], was EPSG:" + code);
            assertFalse(r.err().contains("2147483646") || r.err().contains("below"), r.err());
            assertFalse(Files.exists(out));
        }
        assertEquals(0, TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:32633", "-o",
                dir.resolve("b.tif").toString(), "-q").code());
    }

    /** The help of drainage -o, mosaic's tiles and contours -o listed fewer formats than they take. */
    @Test
    void helpListsTheFormatsEachCommandTakes() {
        String drainage = TerrainCommandTest.run("drainage", "--help").out().replaceAll("\\s+", " ");
        assertTrue(drainage.contains("or a raster (asc, tif, r16, raw, f32) in m²"), drainage);
        String mosaic = TerrainCommandTest.run("mosaic", "--help").out().replaceAll("\\s+", " ");
        assertTrue(mosaic.contains("other files (asc, tif, or png written by terrain: the formats that record their"
                + " position)"), mosaic);
        assertTrue(mosaic.contains("all .hgt, or all asc / tif / png"), mosaic);
        String contours = TerrainCommandTest.run("contours", "--help").out().replaceAll("\\s+", " ");
        assertTrue(contours.contains("by extension: svg (over a hillshade), geojson or json (RFC 7946"), contours);
    }

    /**
     * {@code mountains}: a peak at x 1e39 was "1000000000000000000000000000000000000000 m outside the
     * outline", and a band outline without a circumference "ranges[0]: ranges[0] ('Spine') is a ring
     * range" (the path twice).
     */
    @Test
    void mountainsMessagesReadOnce() throws IOException {
        String example = Files.readString(MOUNTAINS);
        Path far = Files.writeString(dir.resolve("far.json"), example.replace("\"x\": 20000", "\"x\": 1e39"));
        var r = TerrainCommandTest.run("mountains", far.toString(), "-o", dir.resolve("m.asc").toString());
        assertOneLine(r, 1, far + ": ranges[0]: peaks[0] ('Snowcrown') at (1e+39, 18000) m lies 1e+39 m outside"
                + " the outline");
        Path band = Files.writeString(dir.resolve("band.json"), example.replaceFirst(
                "\"polygon\": \\[\\[0, 0\\], \\[60000, 4000\\], \\[56000, 40000\\], \\[4000, 36000\\]\\]",
                "\"band\": [0, 40000]"));
        r = TerrainCommandTest.run("mountains", band.toString(), "-o", dir.resolve("m.asc").toString());
        assertOneLine(r, 1, band + ": ranges[0] ('Spine') is a ring range");
        assertFalse(r.err().contains("ranges[0]: ranges[0]"), r.err());
    }

    /**
     * Wording: plurals ("1 routes", "has 1 voids", "joined 1 tiles", "1 columns × 1 rows (1 samples)",
     * "1 bands", "1 levels"), "terrain:" inside info's hint, "size does not apply … they apply", an
     * overflow message that did not parse, Java's brackets around the environments, and an origin of
     * 999999999990.5 printed as 1.00000e+12.
     */
    @Test
    void wordingReadsAsEnglish() throws IOException {
        Path one = grid("one.asc", 1, 1, "10", "0", "5");
        String info = TerrainCommandTest.run("info", one.toString()).out();
        assertTrue(info.contains("size      1 column × 1 row (1 sample)\n"), info);

        Path pv = grid("pv.asc", 3, 1, "10", "0", "1 -9999 3");
        assertOneLine(TerrainCommandTest.run("convert", pv.toString(), "-o", dir.resolve("pv.r16").toString()), 1,
                pv + " has 1 void,");

        Path ta = grid("ta.asc", 2, 2, "1", "0", "1 2 3 4");
        var joined = TerrainCommandTest.run("mosaic", ta.toString(), "-o", dir.resolve("j.asc").toString());
        assertTrue(joined.out().contains("joined 1 tile, 0 voids"), joined.toString());

        Path two = grid("two.asc", 2, 2, "10", "0", "1 2 3 4");
        var levels = TerrainCommandTest.run("contours", two.toString(), "-i", "3", "-o",
                dir.resolve("c.geojson").toString());
        assertTrue(levels.out().contains(": 1 level, 1 line in "), levels.toString());
        var bands = TerrainCommandTest.run("contours", two.toString(), "-i", "3", "--bands", "-o",
                dir.resolve("b.geojson").toString());
        assertTrue(bands.out().contains(": 2 bands in "), bands.toString());

        Path plain = grid("plain.asc", 9, 9, "10", "0", "1 ".repeat(80) + "30");
        var measured = TerrainCommandTest.run("measure", plain.toString());
        assertEquals(0, measured.code(), measured.toString());
        assertTrue(measured.out().matches("(?s).*measured in \\d+ ms: 1 route, 1 landmark candidate, 1 vantage\n"),
                measured.out());

        Path r16 = dir.resolve("v.r16");
        assertEquals(0, TerrainCommandTest.run("convert", VOLCANO.toString(), "-o", r16.toString(), "-q").code());
        assertOneLine(TerrainCommandTest.run("info", r16.toString()), 1,
                "is not a square; give its columns and rows with --size COLUMNSxROWS");
        assertOneLine(TerrainCommandTest.run("info", VOLCANO.toString(), "--size", "87x61"), 1,
                "--size does not apply to " + VOLCANO + ": it is an ESRI ASCII grid, which records its own or has"
                        + " none; only raw .r16/.raw/.f32 files take a size");
        assertOneLine(TerrainCommandTest.run("info", r16.toString(), "--size", "87x61", "--scale", "1e39"), 1,
                "--scale cannot be 1e39 for " + r16 + ": with offset 0 it takes samples 1…101 to above 3.4e38,"
                        + " beyond the range of float heights (±3.4e38); the file holds samples 0…101");

        var env = TerrainCommandTest.run("environment", "NOPE", "-o", dir.resolve("e").toString());
        assertOneLine(env, 1, "no environment named 'NOPE'; known: HIGHLANDS, RIVER BASIN, ");
        assertFalse(env.err().contains("["), env.err());

        Path far = grid("x12.asc", 3, 3, "1", "999999999990", "1 2 3 4 5 6 7 8 9");
        String farInfo = TerrainCommandTest.run("info", far.toString()).out();
        assertTrue(farInfo.contains("origin    x 999999999990.5 m, z -999999999992.5 m"), farInfo);
    }
}
