package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.cli.TerrainCommandTest.assertRefused;
import static org.terrain4j.cli.TerrainCommandTest.names;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/** The outside tester's seventh review: lost coordinate systems, hangs, wrong summaries, messages and exit codes. */
class CoordinateSystemsAndSummariesTest {

    private static final Path TOPOBATHY = Path.of("..", "data", "topobathy_3857.asc");
    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    /**
     * Finding 1: drainage (and every command writing several outputs together) to an .asc left the
     * grid's .prj under its staging name, {@code .tmp-PID-1.area.prj}, and no {@code area.prj}: the
     * area of a grid in EPSG:3857 came out with no coordinate system.
     */
    @Test
    void drainageToAscKeepsTheCoordinateSystem() throws IOException {
        Path area = dir.resolve("area.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", TOPOBATHY.toString(), "-o", area.toString(),
                "--streams", dir.resolve("s.geojson").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("area.asc", "area.prj", "s.geojson"), names(dir));
        assertEquals(Files.readString(TOPOBATHY.resolveSibling("topobathy_3857.prj")).strip(),
                Files.readString(dir.resolve("area.prj")).strip());
        TerrainCommandTest.Run info = TerrainCommandTest.run("info", area.toString());
        assertTrue(info.out().contains("3857"), info.out());
    }

    /** An ESRI ASCII grid of 10 m cells at the origin, -9999 for voids. */
    private Path grid(String name, int columns, int rows, String values) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, "ncols " + columns + "\nnrows " + rows + "\nxllcorner 0\nyllcorner 0\ncellsize 10"
                + "\nNODATA_value -9999\n" + values + "\n");
        return f;
    }

    /**
     * Finding 3: {@code fill --method laplace --tolerance 1e-12} ran for more than twelve minutes (a float
     * cannot hold a height near 100 that closely) and 1e-300 overflowed. Now refused at once, naming the finest
     * tolerance these heights allow.
     */
    @Test
    void laplaceToleranceFinerThanAFloatIsRefused() throws IOException {
        Path holed = grid("holed.asc", 3, 3, "100 101 102\n103 -9999 105\n106 107 108");
        for (String t : new String[] {"1e-12", "1e-300"}) {
            assertRefused(TerrainCommandTest.run("fill", holed.toString(), "--method", "laplace", "--tolerance", t, "-o",
                    dir.resolve("f.asc").toString()), 1, "--tolerance must be at least 3.81e-06", "was " + t);
        }
        TerrainCommandTest.Run r = TerrainCommandTest.run("fill", holed.toString(), "--method", "laplace", "--tolerance",
                "4e-6", "-o", dir.resolve("f.asc").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("laplace filled 1 of 1 void"), r.out());
    }

    /**
     * Finding 4: drainage --streams said "37 stream links" over a file of 34 LineStrings (three links
     * of a single sample cannot be lines), "1 stream links", and "Strahler order up to 0" for none.
     */
    @Test
    void streamsSummaryCountsWhatTheFileHolds() throws IOException {
        Path lines = dir.resolve("s.geojson");
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o",
                dir.resolve("a.asc").toString(), "--streams", lines.toString());
        assertEquals(0, r.code(), r.err());
        long features = Files.readString(lines).split("\"type\":\"Feature\"", -1).length - 1;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("wrote \\S+s\\.geojson: (\\d+) stream links draining")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        assertEquals(features, Long.parseLong(m.group(1)), r.out());
        assertTrue(r.out().contains("of a single sample at a base level are no line and left out"), r.out());
        r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", dir.resolve("a.asc").toString(), "--streams",
                lines.toString(), "--threshold", "1e12");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("s.geojson: no stream link draining >= 1e12 m²\n"), r.out());
        assertFalse(r.out().contains("order up to 0"), r.out());
        for (String threshold : new String[] {"40000", "45000"}) {
            r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o", dir.resolve("a.asc").toString(),
                    "--streams", lines.toString(), "--threshold", threshold);
            assertFalse(r.out().contains(" 1 stream links"), r.out());
        }
    }

    /**
     * Finding 5: erode (and generate, fill) found a mistyped --mapping only when writing, after all the
     * work. Now it is checked before anything is read: a missing input is not even reached.
     */
    @Test
    void mappingIsCheckedBeforeAnyWork() {
        String missing = dir.resolve("missing.asc").toString();
        String out = dir.resolve("e.png").toString();
        assertRefused(TerrainCommandTest.run("erode", missing, "-o", out, "--mapping", "0,-1"), 1,
                "--mapping needs a finite OFFSET and a SCALE finite and > 0, was '0,-1'");
        assertRefused(TerrainCommandTest.run("fill", missing, "-o", out, "--mapping", "0,0"), 1, "--mapping needs");
        assertRefused(TerrainCommandTest.run("generate", "fbm", "--size", "33", "-o", out, "--mapping", "1,NaN"), 1,
                "--mapping needs");
    }

    /**
     * Finding 10: text that is not of the option's form at all ({@code --size axb}, {@code --byte-order foo},
     * {@code --mapping foo}) exited 1, where the README's rule makes it a usage error, 2; numbers out of range
     * stay bad input, 1.
     */
    @Test
    void malformedTextIsAUsageError() throws IOException {
        Path raw = dir.resolve("x.raw");
        Files.write(raw, new byte[32]);
        String out = dir.resolve("y.asc").toString();
        assertRefused(TerrainCommandTest.run("convert", raw.toString(), "--size", "axb", "-o", out), 2,
                "--size must be COLUMNSxROWS", "was 'axb'", "usage: terrain convert");
        assertRefused(TerrainCommandTest.run("convert", raw.toString(), "--size", "4x", "-o", out), 2, "was '4x'");
        assertRefused(TerrainCommandTest.run("convert", raw.toString(), "--size", "0x5", "-o", out), 1, "was '0x5'");
        assertRefused(TerrainCommandTest.run("convert", raw.toString(), "--byte-order", "foo", "-o", out), 2,
                "--byte-order must be little or big, was 'foo'");
        assertRefused(TerrainCommandTest.run("erode", VOLCANO.toString(), "-o", dir.resolve("e.png").toString(),
                "--mapping", "foo"), 2, "--mapping must be exact, fit or OFFSET,SCALE", "usage: terrain erode");
        assertFalse(Files.exists(dir.resolve("y.asc")));
    }

    /** Finding 6: --assign-crs naming a binary file (a raster by mistake) said only "Input length = 3". */
    @Test
    void assignCrsFromABinaryFileSaysItIsNotText() throws IOException {
        Path binary = dir.resolve("x.raw");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', (byte) 0xff, (byte) 0xfe, 0, 1});
        assertRefused(TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", binary.toString(), "-o",
                dir.resolve("v.asc").toString()), 1, "--assign-crs must be EPSG:CODE", binary + " is not text");
        assertEquals(List.of("x.raw"), names(dir));
    }

    /**
     * Finding 15: --assign-crs EPSG:12345 (no such code) wrote a GeoTIFF claiming it; the same to an .asc was
     * refused with a message of more than 700 characters starting "field frame's". Now the code is checked
     * against the EPSG registry, and a real code an .asc cannot record (Krovak, EPSG:5514: a method the .prj
     * writer does not write) is refused in one short sentence. Issue 32: EPSG:2056 (Swiss LV95), refused
     * here before, now gets its .prj.
     */
    @Test
    void unknownEpsgRefusedAndTheAscRefusalIsShort() throws IOException {
        assertRefused(TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:12345", "-o",
                dir.resolve("v.tif").toString()), 1, "--assign-crs EPSG:12345 is no code of the EPSG registry");
        TerrainCommandTest.Run r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:5514",
                "-o", dir.resolve("v.tif").toString());
        assertEquals(0, r.code(), r.err());
        r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:5514", "-o",
                dir.resolve("v.asc").toString());
        assertRefused(r, 1, "-o " + dir.resolve("v.asc") + ": an .asc cannot record EPSG:5514 in its .prj: the system's"
                + " method (Proj4J's +proj=krovak) is not one terrain4j writes as WKT; write a .tif");
        assertTrue(r.err().strip().length() < 260 + dir.toString().length(), r.err());
        assertEquals(List.of("v.tif"), names(dir));
        r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:2056", "-o",
                dir.resolve("lv95.asc").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(dir.resolve("lv95.prj")).contains("AUTHORITY[\"EPSG\",\"2056\"]]"));
    }

    /**
     * A newcomer's finding: the .asc refusal named neither the option nor the real reason (it said
     * terrain4j had WKT only for common systems). Now it names {@code -o FILE} and the WKT source's
     * reason, for a code assigned and for one read from a GeoTIFF; nothing is written.
     */
    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource(delimiter = '|', value = {
        "2263|the system's unit is US survey feet (Proj4J's +units=us-ft), and terrain4j writes WKT in metres only",
        "5514|the system's method (Proj4J's +proj=krovak) is not one terrain4j writes as WKT",
        "27572|the system's prime meridian is not Greenwich (Proj4J's +pm=paris), and terrain4j writes WKT on"
                + " Greenwich only"})
    void theAscRefusalNamesTheOptionAndTheReason(int code, String reason) throws IOException {
        Path asc = dir.resolve("r" + code + ".asc");
        String expected = "terrain: -o " + asc + ": an .asc cannot record EPSG:" + code + " in its .prj: " + reason
                + "; write a .tif, which records the code";
        TerrainCommandTest.Run r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs",
                "EPSG:" + code, "-o", asc.toString());
        assertRefused(r, 1);
        assertEquals(expected, r.err().strip());
        assertEquals(List.of(), names(dir));
        Path tif = dir.resolve("t" + code + ".tif");
        r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--assign-crs", "EPSG:" + code, "-o",
                tif.toString());
        assertEquals(0, r.code(), r.err());
        r = TerrainCommandTest.run("convert", tif.toString(), "-o", asc.toString());
        assertRefused(r, 1);
        assertEquals(expected, r.err().strip());
        assertEquals(List.of(tif.getFileName().toString()), names(dir));
    }

    /** Finding 7: mesh --print of a grid of one row said "sizeZ must be finite and > 0, was 0". */
    @Test
    void printOfASingleRowNamesTheShape() throws IOException {
        Path row = grid("row.asc", 5, 1, "1 2 3 4 5");
        Path column = grid("column.asc", 1, 3, "1\n2\n3");
        assertRefused(TerrainCommandTest.run("mesh", row.toString(), "--print", "150mm", "-o",
                dir.resolve("m.stl").toString()), 1, "row.asc is 5 × 1 samples: a print needs an area, at least 2 × 2");
        assertRefused(TerrainCommandTest.run("mesh", column.toString(), "--print", "150mm", "-o",
                dir.resolve("m.stl").toString()), 1, "is 1 × 3 samples");
        assertFalse(Files.exists(dir.resolve("m.stl")));
    }

    /** Finding 8: render --pixel-size 300 of the volcano drew "3 × 2 pixels of 290 m × 305 m". */
    @Test
    void renderDrawsSquarePixelsOfTheSizeAsked() throws IOException {
        Path png = dir.resolve("v.png");
        TerrainCommandTest.Run r = TerrainCommandTest.run("render", VOLCANO.toString(), "--pixel-size", "300", "-o",
                png.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("hillshade, 3 × 2 pixels of 300 m square"), r.out());
        r = TerrainCommandTest.run("render", VOLCANO.toString(), "--pixel-size", "7", "-o", png.toString());
        assertTrue(r.out().contains("124 × 87 pixels of 7 m square"), r.out());
    }

    /** Finding 9: drainage to a 16-bit file refused "heights" in "m"; it writes areas, in m². */
    @Test
    void drainageSpeaksOfAreasInSquareMetres() {
        String out = dir.resolve("a.r16").toString();
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", TOPOBATHY.toString(), "-o", out, "--mapping",
                "exact");
        assertRefused(r, 1, "holds areas that 16-bit samples cannot keep exactly", "steps of 833895 m² (at most");
        assertFalse(r.err().contains("height"), r.err());
        r = TerrainCommandTest.run("drainage", TOPOBATHY.toString(), "-o", out);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("areas fitted to the 16-bit range, rounded to steps of 833895 m²"), r.out());
        r = TerrainCommandTest.run("drainage", TOPOBATHY.toString(), "-o", out, "--mapping", "fit");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("areas rounded to steps of 833895 m² (area = "), r.out());
    }

    /**
     * Finding 11: options silently ignored: --scale (or --spacing) for a PNG that records its own mapping (or
     * frame), --tolerance with mosaic --overlap first, measure --picture-size without --picture, and the NAME
     * after environment --list.
     */
    @Test
    void optionsThatDoNotApplyAreRefused() throws IOException {
        Path png = dir.resolve("g.png");
        assertEquals(0, TerrainCommandTest.run("render", VOLCANO.toString(), "--gray16", "-o", png.toString()).code());
        assertRefused(TerrainCommandTest.run("info", png.toString(), "--scale", "2"), 1,
                "--scale and --offset do not apply to " + png + ": it records its own mapping (height = 94 + 1 · sample)");
        assertRefused(TerrainCommandTest.run("info", png.toString(), "--spacing", "3"), 1,
                "--spacing does not apply to " + png + ": it records its own frame");
        assertRefused(TerrainCommandTest.run("mosaic", VOLCANO.toString(), "--overlap", "first", "--tolerance", "1", "-o",
                dir.resolve("m.asc").toString()), 1, "--tolerance applies to --overlap agree only, not first");
        assertRefused(TerrainCommandTest.run("measure", VOLCANO.toString(), "--picture-size", "100"), 1,
                "--picture-size applies to --picture only");
        assertRefused(TerrainCommandTest.run("environment", "--list", "FOO"), 2, "--list takes no NAME", "FOO");
        assertFalse(Files.exists(dir.resolve("m.asc")));
    }

    /**
     * Finding 12: counts of one in the plural ("1 drops", "1 iterations", "1.00000 years", "1 × 1 samples",
     * "1 voids of … lie", "1 void … fill them first").
     */
    @Test
    void countsOfOneAreSingular() throws IOException {
        String e = dir.resolve("e.asc").toString();
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "1", "-o", e);
        assertTrue(r.out().contains("hydraulic: 1 drop;"), r.out());
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "0", "--thermal", "--iterations", "1", "-o", e);
        assertTrue(r.out().contains("thermal: 1 iteration;"), r.out());
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--years", "1", "--time-step", "1",
                "-o", e);
        assertTrue(r.out().contains("stream power: 1 year at 0.001 m/yr uplift;"), r.out());
        Path one = grid("one.asc", 1, 1, "5");
        r = TerrainCommandTest.run("convert", one.toString(), "-o", dir.resolve("one2.asc").toString());
        assertTrue(r.out().contains(": 1 × 1 sample,"), r.out());
        StringBuilder ring = new StringBuilder();
        for (int row = 0; row < 7; row++) {
            for (int c = 0; c < 7; c++) {
                ring.append(row >= 1 && row <= 5 && c >= 1 && c <= 5 ? "-9999 " : (10 + row + c) + " ");
            }
            ring.append('\n');
        }
        r = TerrainCommandTest.run("fill", grid("ring.asc", 7, 7, ring.toString()).toString(), "--search-distance", "2",
                "-o", dir.resolve("rf.asc").toString());
        assertTrue(r.err().contains("warning: 1 void of ") && r.err().contains(" lies farther than 2 samples")
                && r.err().contains("stays a void;"), r.err());
        Path v1 = grid("v1.asc", 3, 3, "1 2 3\n4 -9999 6\n7 8 9");
        assertRefused(TerrainCommandTest.run("mesh", v1.toString(), "-o", dir.resolve("m.glb").toString()), 1,
                "has 1 void, which a mesh cannot hold; fill it first");
        assertRefused(TerrainCommandTest.run("convert", v1.toString(), "-o", dir.resolve("v.r16").toString()), 1,
                "has 1 void, and a .r16", "fill it first");
    }

    /**
     * Finding 13: --help left out the range of options that refuse values outside one (erode --threads,
     * --radius, --max-steps; generate --relief, --spacing). Every option with a declared range now shows
     * both ends in its description; the ranges checked in code are listed here.
     */
    @Test
    void everyBoundedOptionShowsItsRangeInHelp() {
        List<String> missing = new java.util.ArrayList<>();
        walk(TerrainCommand.commandLine(), missing);
        assertEquals(List.of(), missing);
        String generate = TerrainCommandTest.run("generate", "fbm", "--help").out().replaceAll("\\s+", " ");
        assertTrue(generate.contains("--relief=METRES Metres from the lowest to the highest sample, in (0, 1e9]"), generate);
        assertTrue(generate.contains("--spacing=METRES Metres between samples, in [1e-6, 1e7]"), generate);
    }

    private static void walk(picocli.CommandLine cl, List<String> missing) {
        for (picocli.CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
            if (o.userObject() instanceof java.lang.reflect.Field f && f.getAnnotation(Bounds.class) != null) {
                Bounds b = f.getAnnotation(Bounds.class);
                String text = String.join(" ", o.description());
                if (!text.contains(plain(b.min())) || !text.contains(plain(b.max()))) {
                    missing.add(cl.getCommandSpec().qualifiedName() + " " + o.longestName() + ": " + text);
                }
            }
        }
        for (picocli.CommandLine sub : cl.getSubcommands().values()) {
            walk(sub, missing);
        }
    }

    /** A bound as help may write it: 10000 as 10000 or 10 000 is not accepted; 1e9-style for powers of ten. */
    private static String plain(long v) {
        return v >= 1_000_000 && Long.toString(v).matches("10*") ? "1e" + (Long.toString(v).length() - 1)
                : Long.toString(v);
    }

    /** Finding 14: contours echoed --interval 1e308 as "1e+308" and 1e9 as "1e+09": now as typed. */
    @Test
    void contoursEchoTheIntervalAsTyped() {
        for (String typed : new String[] {"1e308", "1e9", "1000000000"}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run("contours", VOLCANO.toString(), "--interval", typed, "-o",
                    dir.resolve("c.geojson").toString());
            assertRefused(r, 1, "--interval " + typed + " with --base 0 gives no contour level", "k × " + typed + ")");
        }
    }

    /**
     * Finding 14, the rest: erode echoed {@code --years 1e308} as "1e+308" and {@code --inertia 1.50} as "1.5";
     * render, generate and drainage formatted the numbers they were given too. Each now echoes the text typed.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "erode VOLCANO --stream-power --years 1e308 -o OUT.asc|was 1e308",
        "erode VOLCANO --stream-power --years 1e9 --time-step 5.0e1 -o OUT.asc|was 1e9 ÷ 5.0e1 =",
        "erode VOLCANO --stream-power --uplift 0.50 --years 4e9 --time-step 1e5 -o OUT.asc|was 0.50 m/yr × 4e9 years",
        "erode VOLCANO --inertia 1.50 -o OUT.asc|--inertia must be in [0, 1), was 1.50",
        "render VOLCANO --pixel-size 1e+9 -o OUT.png|was 1e+9",
        "render VOLCANO --pixel-size 0.0001 -o OUT.png|--pixel-size 0.0001 m gives a picture of",
        "generate fbm --size 257 --frequency 1e13 -o OUT.asc|was 1e13 × 256"})
    void numbersTheUserTypedAreEchoedAsTyped(String line, String expected) {
        String[] args = line.replace("VOLCANO", VOLCANO.toString()).replace("OUT", dir.resolve("o").toString())
                .split(" ");
        assertRefused(TerrainCommandTest.run(args), 1, expected);
    }

    @Test
    void drainageEchoesTheThresholdAsTyped() throws IOException {
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", VOLCANO.toString(), "-o",
                dir.resolve("a.asc").toString(), "--streams", dir.resolve("s.geojson").toString(), "--threshold", "2.50e4");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("draining >= 2.50e4 m²"), r.out());
    }

    /**
     * Finding 16: resampling a grid of voids only wrote a grid of voids and said nothing. It is now refused as
     * render, fill and measure refuse it; erode and mesh, which advised "fill them first" (and fill refuses such
     * a grid), say the same; a conversion or crop, faithful copies, are written with a warning.
     */
    @Test
    void aGridOfVoidsIsRefusedOrWarnedAbout() throws IOException {
        Path voids = grid("voids.asc", 3, 3, "-9999 -9999 -9999\n-9999 -9999 -9999\n-9999 -9999 -9999");
        String refusal = voids + " has no data: all 9 samples are voids";
        assertRefused(TerrainCommandTest.run("resample", voids.toString(), "--to", "5x5", "-o",
                dir.resolve("r.asc").toString()), 1, refusal);
        assertRefused(TerrainCommandTest.run("erode", voids.toString(), "-o", dir.resolve("e.asc").toString()), 1,
                refusal);
        assertRefused(TerrainCommandTest.run("mesh", voids.toString(), "-o", dir.resolve("m.glb").toString()), 1,
                refusal);
        assertEquals(List.of("voids.asc"), names(dir));
        TerrainCommandTest.Run c = TerrainCommandTest.run("convert", voids.toString(), "-o",
                dir.resolve("c.tif").toString());
        assertEquals(0, c.code(), c.err());
        assertTrue(c.err().contains("warning: " + dir.resolve("c.tif") + " will hold no data: all 9 samples are voids"),
                c.err());
        TerrainCommandTest.Run one = TerrainCommandTest.run("crop", voids.toString(), "--bounds", "0,0,10,10", "-o",
                dir.resolve("k.asc").toString());
        assertEquals(0, one.code(), one.err());
        assertTrue(one.err().contains("will hold no data: its one sample is a void"), one.err());
    }
}
