package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Oracles;

/** Issue 15: the small command-line findings an earlier careless-user review left open, one test each. */
class UsageAndInputRefusalsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    private void assertOneLine(TerrainCommandTest.Run r, int code, String expected, String what) throws IOException {
        assertEquals(code, r.code(), what + ": " + r.err());
        String m = r.err().strip();
        assertFalse(m.contains("\n"), "one line: " + m);
        assertTrue(m.contains(expected), what + ": " + m);
    }

    /**
     * Finding 1: {@code --size 1e39} got picocli's {@code [-2147483648, 2147483647]} and exit 2, while
     * {@code --size 40000} got the option's own range and exit 1. Now both are bad input (exit 1) in the
     * option's words and range; text that is no whole number stays a usage error (exit 2).
     */
    @Test
    void integersBeyondTheirTypeGetTheOptionsRangeAndExitCode() throws IOException {
        String out = dir.resolve("x.asc").toString();
        String v = VOLCANO.toString();
        String[][] cases = {
            {"--size must be in [2, 32769], was 1e39", "generate", "fbm", "--size", "1e39", "-o", out},
            {"--size must be in [2, 32769], was 40000", "generate", "fbm", "--size", "40000", "-o", out},
            {"--size must be in [2, 32769], was 3000000000", "generate", "diamond-square", "--size", "3000000000", "-o", out},
            {"--octaves must be in [1, 10000], was 1e12", "generate", "ridged", "--octaves", "1e12", "-o", out},
            {"--seed must be a whole number in [-9223372036854775808, 9223372036854775807], was 1e39",
                "generate", "fbm", "--seed", "1e39", "-o", out},
            {"--drops must be in [0, 2147483647], was 1e10", "erode", v, "--drops", "1e10", "-o", out},
            {"--drops must be in [0, 2147483647], was -1", "erode", v, "--drops", "-1", "-o", out},
            {"--neighbours must be 4, 8 or 16, was 1e20", "erode", v, "--thermal", "--neighbours", "1e20", "-o", out},
            {"--neighbours must be 4, 8 or 16, was 6", "erode", v, "--thermal", "--neighbours", "6", "-o", out},
            {"--samples must be in [2, 16385], was 99999999999", "environment", "HIGHLANDS", "--samples", "99999999999",
                "-o", dir.resolve("env").toString()},
            {"--picture-size must be in [64, 8192], was -5000000000", "measure", v, "--picture-size", "-5000000000"},
        };
        for (String[] c : cases) {
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            assertOneLine(TerrainCommandTest.run(args), 1, "terrain: " + c[0], String.join(" ", args));
        }
        TerrainCommandTest.Run r = TerrainCommandTest.run("generate", "fbm", "--size", "abc", "-o", out);
        assertOneLine(r, 2, "--size must be a whole number in [2, 32769], was 'abc'", "abc");
        assertTrue(r.err().contains("--size"), r.err());
        for (String bad : new String[] {"1.5", "1e-3"}) { // numbers, not whole: bad input (review 6, finding 23)
            r = TerrainCommandTest.run("generate", "fbm", "--size", bad, "-o", out);
            assertOneLine(r, 1, "--size must be a whole number in [2, 32769], was " + bad, bad);
        }
        assertEquals(List.of(), files(), "nothing written");
    }

    /** Finding 2: a mountain outline that crosses itself (a bow tie) was accepted. */
    @Test
    void aSelfIntersectingOutlineIsRefused() throws IOException {
        Path spec = Files.writeString(dir.resolve("bow.json"), """
                {"ranges": [{"name": "Bow", "height": 1500,
                  "outline": {"polygon": [[0, 0], [10000, 10000], [10000, 0], [0, 10000]]}}]}
                """);
        Path out = dir.resolve("r.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--quiet");
        assertOneLine(r, 1, "ranges[0].outline.polygon crosses itself: its edges from corner 0 to 1 and from corner"
                + " 2 to 3 meet at (5000, 5000)", "bow tie");
        assertFalse(Files.exists(out));
        // a figure touching itself at a corner (two triangles joined at (5000, 5000)) is refused too
        IllegalArgumentException touch = assertThrows(IllegalArgumentException.class, () -> MountainSpec.checkSimple(
                new double[] {0, 0, 5000, 5000, 10000, 0, 10000, 10000, 5000, 5000, 0, 10000}, "p"));
        assertTrue(touch.getMessage().startsWith("p crosses itself"), touch.getMessage());
        assertTrue(touch.getMessage().contains("(5000, 5000)"), touch.getMessage());
        // a concave outline (an L) is a simple loop and is accepted
        assertDoesNotThrow(() -> MountainSpec.checkSimple(new double[] {0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2}, "p"));
    }

    /** Finding 3: {@code terrain render --bogus} reported the missing FILE, not the unknown option. */
    @Test
    void unknownOptionsAreReportedFirst() throws IOException {
        String[][] cases = {{"render", "--bogus"}, {"mesh", "--bogus"}, {"info", "--bogus"}, {"erode", "--bogus"},
            {"crop", "--bogus"}, {"contours", "--bogus", "x"}, {"mountains", "--bogus"}, {"generate", "fbm", "--bogus"},
            {"convert", "-o", "x.png", "--bogus"}};
        for (String[] args : cases) {
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertOneLine(r, 2, "Unknown option: '--bogus'", String.join(" ", args));
            assertFalse(r.err().contains("Missing"), r.err());
        }
    }

    /** Finding 4: a file whose extension is not supported is refused by it, whatever its contents look like. */
    @Test
    void anUnsupportedExtensionIsRefusedWhateverTheContents() throws IOException {
        Path tif = dir.resolve("v.tif");
        Rasters.write(Rasters.read(VOLCANO), tif);
        Path asc = Files.copy(VOLCANO, dir.resolve("a.xyz"));
        Path tiff = Files.copy(tif, dir.resolve("t.xyz"));
        for (Path f : new Path[] {asc, tiff}) {
            assertOneLine(TerrainCommandTest.run("info", f.toString()), 1, f + ": unknown extension; expected one of"
                    + " .asc, .hgt, .png, .r16, .raw, .f32, .tif, .tiff", f.toString());
        }
        assertEquals(0, TerrainCommandTest.run("info", tif.toString()).code(), "the same bytes read as .tif");
    }

    /** Finding 5: crop's usage line showed {@code --window=COL,ROW,COLUMNS,ROWS[,COL,ROW,COLUMNS,ROWS...]}. */
    @Test
    void cropUsageShowsFourNumbers() throws IOException {
        TerrainCommandTest.Run help = TerrainCommandTest.run("crop", "--help");
        assertEquals(0, help.code());
        // picocli may wrap the synopsis after a comma inside a label (COL,ROW,⏎COLUMNS,ROWS): joined again here
        String usage = help.out().substring(0, help.out().indexOf("Cuts")).replaceAll(",\\s+", ",")
                .replaceAll("\\s+", " ");
        assertTrue(usage.contains("(--window=COL,ROW,COLUMNS,ROWS | --bounds=WEST,SOUTH,EAST,NORTH)"), usage);
        assertFalse(usage.contains("..."), usage);
        Path out = dir.resolve("c.asc");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "--window", "1,2,3", "-o", out.toString()), 2,
                "--window needs four numbers COL,ROW,COLUMNS,ROWS, had 3", "three numbers");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "--window", "1,2,3,4,5,6,7,8", "-o",
                out.toString()), 2, "--window needs four numbers COL,ROW,COLUMNS,ROWS, had 8", "eight numbers");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "--window", "0,0,1e39,4", "-o",
                out.toString()), 1, "--window's COLUMNS must be in [1, 2147483647], was 1e39", "huge");
        assertOneLine(TerrainCommandTest.run("crop", VOLCANO.toString(), "--bounds", "1,2,x,4", "-o",
                out.toString()), 2, "--bounds needs four numbers WEST,SOUTH,EAST,NORTH, was '1,2,x,4'", "not a number");
        TerrainCommandTest.Run r = TerrainCommandTest.run("crop", VOLCANO.toString(), "--window", "1,2,3,4", "-o",
                out.toString());
        assertEquals(0, r.code(), r.err());
        Heightfield c = Rasters.read(out);
        assertEquals(3, c.columns());
        assertEquals(4, c.rows());
    }

    /** Finding 6: {@code environment --list} printed a {@code mode} column it never explained. */
    @Test
    void environmentListExplainsMode() {
        TerrainCommandTest.Run r = TerrainCommandTest.run("environment", "--list");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("NAME") && lines.get(0).contains("MODE"), lines.get(0));
        assertEquals(3, lines.stream().filter(l -> l.matches("^[A-Z ]+ mode .*")).count(), r.out());
        assertTrue(lines.get(lines.size() - 1).startsWith("mode: one of the three worlds built for a game mode"),
                r.out());
        TerrainCommandTest.Run help = TerrainCommandTest.run("environment", "--help");
        assertTrue(help.out().replaceAll("\\s+", " ").contains("MODE marks the three worlds built for a game mode"),
                help.out());
    }

    /** Finding 7: {@code convert --for unreal} printed heights such as {@code 194.44444274902344}. */
    @Test
    void convertPrintsReadableNumbers() throws IOException {
        Pattern number = Pattern.compile("\\d+\\.\\d+");
        String[][] runs = {
            {"convert", VOLCANO.toString(), "--for", "unreal", "--resize", "bilinear", "-o", dir.resolve("u.png").toString()},
            {"convert", VOLCANO.toString(), "--for", "unity", "--resize", "bicubic", "-o", dir.resolve("u.raw").toString()},
            {"convert", VOLCANO.toString(), "--mapping", "fit", "-o", dir.resolve("f.png").toString()},
            {"convert", VOLCANO.toString(), "--mapping", "fit", "-o", dir.resolve("f.r16").toString()},
            {"convert", VOLCANO.toString(), "--mapping", "-20,0.3", "-o", dir.resolve("m.png").toString()},
        };
        for (String[] args : runs) {
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertEquals(0, r.code(), r.err());
            for (String line : r.out().lines().toList()) {
                if (line.contains("read it back with")) {
                    continue; // options to type back in: the shortest text that reads back exactly, checked below
                }
                Matcher m = number.matcher(line.replace(dir.toString(), ""));
                while (m.find()) {
                    long digits = m.group().replace(".", "").replaceFirst("^0+", "").length();
                    assertTrue(digits <= 6, "at most six significant digits: '" + m.group() + "' in " + line);
                }
                assertFalse(line.matches(".*\\d\\.0+(?!\\d).*"), "no trailing zeros: " + line);
            }
        }
        TerrainCommandTest.Run r = TerrainCommandTest.run("convert", VOLCANO.toString(), "--mapping", "fit", "-o",
                dir.resolve("g.r16").toString());
        Matcher scale = Pattern.compile("--scale (\\S+)").matcher(r.out());
        Matcher formula = Pattern.compile("\\+ (\\S+) · sample").matcher(r.out());
        assertTrue(scale.find() && formula.find(), r.out());
        assertEquals(String.format(java.util.Locale.ROOT, "%.5e", Double.parseDouble(scale.group(1))),
                String.format(java.util.Locale.ROOT, "%.5e", Double.parseDouble(formula.group(1))), r.out());
        assertTrue(scale.group(1).length() > formula.group(1).length(), "the read-back scale is exact: " + r.out());
    }

    /**
     * Finding 8: nothing assigned a coordinate system to an input that names none (GDAL's -a_srs). With
     * {@code --assign-crs EPSG:32633} an .asc without .prj writes a GeoTIFF and an .asc + .prj naming it;
     * a file that names another system gets it replaced, with a warning.
     */
    @Test
    void assignCrsGivesAFileItsCoordinateSystem() throws IOException, InterruptedException {
        Path bare = Files.copy(VOLCANO, dir.resolve("bare.asc"));
        Path tif = dir.resolve("v.tif");
        Path asc = dir.resolve("v.asc");
        for (Path out : new Path[] {tif, asc}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run("convert", bare.toString(), "--assign-crs", "EPSG:32633",
                    "-o", out.toString());
            assertEquals(0, r.code(), r.err());
            assertFalse(r.err().contains("warning"), r.err());
            Georeference g = Rasters.read(out).frame().georeference().orElseThrow();
            assertEquals(32633, g.crs().epsg().orElseThrow(), out.toString());
        }
        assertTrue(Files.readString(dir.resolve("v.prj")).contains("UTM zone 33N"));
        // a .prj file as the value: the same system
        Path fromPrj = dir.resolve("p.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("convert", bare.toString(), "--assign-crs",
                dir.resolve("v.prj").toString(), "-o", fromPrj.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(32633, Rasters.read(fromPrj).frame().georeference().orElseThrow().crs().epsg().orElseThrow());
        // it replaces a system the file names (as -a_srs does), and says so
        Path other = dir.resolve("o.tif");
        r = TerrainCommandTest.run("convert", tif.toString(), "--assign-crs", "EPSG:3857", "-o", other.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("warning: " + tif + " names EPSG:32633; --assign-crs replaces it with EPSG:3857"),
                r.err());
        assertEquals(CoordinateSystem.ofEpsg(3857).epsg(), Rasters.read(other).frame().georeference().orElseThrow().crs()
                .epsg());
        // refused: no system, a code out of range, an .hgt tile (WGS 84 by definition)
        Path none = dir.resolve("none.tif");
        assertOneLine(TerrainCommandTest.run("convert", bare.toString(), "--assign-crs", "UTM33", "-o", none.toString()),
                1, "--assign-crs must be EPSG:CODE (such as EPSG:32633), a WKT text or a file holding one, was 'UTM33'",
                "not a system");
        assertOneLine(TerrainCommandTest.run("convert", bare.toString(), "--assign-crs", "EPSG:0", "-o", none.toString()),
                1, "--assign-crs EPSG:CODE must have a code in [1, ", "code 0");
        assertOneLine(TerrainCommandTest.run("info", "../data/N57E011.hgt", "--assign-crs", "EPSG:32633"), 1,
                "--assign-crs does not apply to ../data/N57E011.hgt", "hgt");
        assertFalse(Files.exists(none));
        // GDAL reads the GeoTIFF as EPSG:32633
        boolean gdal;
        try {
            gdal = new ProcessBuilder("gdalsrsinfo", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException e) {
            gdal = false;
        }
        Oracles.require(gdal, "gdalsrsinfo (GDAL)");
        Process p = new ProcessBuilder("gdalsrsinfo", "-o", "epsg", tif.toString()).redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(said.contains("EPSG:32633"), said);
    }
}
