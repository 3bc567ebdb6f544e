package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.dem.Window;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.Rasters;
import org.terrain4j.io.ReadOptions;
import org.terrain4j.io.SrtmHgt;
import org.terrain4j.testkit.Oracles;

/** The DEM-preparation commands: fill, mosaic, crop, resample, convert (with engine presets) and mesh --print. */
class DemCommandsTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");
    private static final Path TILE = Path.of("..", "data", "N57E011.hgt");

    @TempDir
    Path dir;

    private static TerrainCommandTest.Run run(String... args) {
        return TerrainCommandTest.run(args);
    }

    private static void assertCode(int code, TerrainCommandTest.Run r, String... fragments) {
        assertEquals(code, r.code(), r.err() + r.out());
        for (String f : fragments) {
            assertTrue(r.err().contains(f) || r.out().contains(f), "'" + f + "' in " + r.err() + r.out());
        }
        if (code == 1) {
            assertFalse(r.err().strip().contains("\n"), "one line: " + r.err());
        }
    }

    /** Same samples (NaN where NaN) within a tolerance, frames not compared. */
    private static boolean sameValues(Heightfield a, Heightfield b, double tolerance) {
        if (a.columns() != b.columns() || a.rows() != b.rows()) {
            return false;
        }
        float[] x = a.toArray();
        float[] y = b.toArray();
        for (int i = 0; i < x.length; i++) {
            if (Float.isNaN(x[i]) != Float.isNaN(y[i]) || !Float.isNaN(x[i]) && !(Math.abs((double) x[i] - y[i]) <= tolerance)) {
                return false;
            }
        }
        return true;
    }

    /** The same placement in the coordinate system (frames compared in its units, to rounding), the same CRS. */
    private static void assertSamePlace(GridFrame expected, GridFrame actual, String what) {
        GridFrame e = expected.inCrsUnits();
        GridFrame a = actual.inCrsUnits();
        assertEquals(e.crs().map(c -> c.epsg().orElse(-1)), a.crs().map(c -> c.epsg().orElse(-1)), what);
        double tol = 1e-9 * Math.max(1, Math.max(Math.abs(e.originX()), Math.abs(e.originZ())));
        assertEquals(e.originX(), a.originX(), tol, what);
        assertEquals(e.originZ(), a.originZ(), tol, what);
        assertEquals(e.spacingX(), a.spacingX(), 1e-9 * e.spacingX(), what);
        assertEquals(e.spacingZ(), a.spacingZ(), 1e-9 * e.spacingZ(), what);
    }

    private Path holedVolcano() throws Exception {
        HeightfieldBuffer b = AsciiGrid.read(VOLCANO).toBuffer();
        for (int r = 20; r < 30; r++) {
            for (int c = 25; c < 40; c++) {
                b.set(c, r, Double.NaN);
            }
        }
        Path f = dir.resolve("holed.asc");
        AsciiGrid.write(b.freeze(), f);
        return f;
    }

    /** Review 7: one void read "filled 1 of 1 voids". */
    @Test
    void fillCountsOneVoidInTheSingular() throws Exception {
        Path one = Files.writeString(dir.resolve("one.asc"), "ncols 3\nnrows 3\nxllcorner 0\nyllcorner 0\n"
                + "cellsize 10\nNODATA_value -9999\n1 2 3\n4 -9999 6\n7 8 9\n");
        assertCode(0, run("fill", one.toString(), "-o", dir.resolve("one-filled.asc").toString()),
                "idw filled 1 of 1 void" + System.lineSeparator());
    }

    @Test
    void fillLeavesNoVoidsWithEitherMethod() throws Exception {
        Path holed = holedVolcano();
        for (String method : new String[] {"idw", "laplace"}) {
            Path out = dir.resolve(method + ".asc");
            assertCode(0, run("fill", holed.toString(), "-o", out.toString(), "--method", method),
                    method + " filled 150 of 150 voids");
            Heightfield h = AsciiGrid.read(out);
            assertEquals(0, h.noDataCount());
            assertEquals(AsciiGrid.read(VOLCANO).frame(), h.frame());
        }
        Path near = dir.resolve("near.asc");
        assertCode(0, run("fill", holed.toString(), "-o", near.toString(), "--search-distance", "3"),
                "stay voids", "raise --search-distance");
        assertTrue(AsciiGrid.read(near).noDataCount() > 0);
    }

    @Test
    void fillRefusesBadSettingsByOptionName() throws Exception {
        Path holed = holedVolcano();
        Path out = dir.resolve("out.asc");
        assertCode(1, run("fill", holed.toString(), "-o", out.toString(), "--smoothing", "-1"), "--smoothing");
        assertCode(1, run("fill", holed.toString(), "-o", out.toString(), "--search-distance", "0"),
                "--search-distance must be in [1, 1e7]");
        assertCode(1, run("fill", holed.toString(), "-o", out.toString(), "--method", "laplace", "--smoothing", "2"),
                "apply to --method idw");
        assertCode(2, run("fill", holed.toString(), "-o", out.toString(), "--method", "kriging"), "--method");
        assertCode(2, run("fill", holed.toString()), "-o");
        assertFalse(Files.exists(out));
    }

    @Test
    void mosaicJoinsTwoHalvesBackAndRefusesDisagreement() throws Exception {
        Heightfield v = AsciiGrid.read(VOLCANO);
        Path west = dir.resolve("west.asc");
        Path east = dir.resolve("east.asc");
        AsciiGrid.write(new Window(0, 0, 40, v.rows()).crop(v), west);
        AsciiGrid.write(new Window(30, 0, v.columns() - 30, v.rows()).crop(v), east);
        Path out = dir.resolve("joined.asc");
        assertCode(0, run("mosaic", west.toString(), east.toString(), "-o", out.toString()), "joined 2 tiles, 0 voids");
        assertTrue(v.equalsWithin(AsciiGrid.read(out), 0));
        assertEquals(v.frame(), AsciiGrid.read(out).frame());

        Path shifted = dir.resolve("shifted.asc");
        AsciiGrid.write(new Window(30, 0, v.columns() - 30, v.rows()).crop(v).add(1), shifted);
        Path bad = dir.resolve("bad.asc");
        assertCode(1, run("mosaic", west.toString(), shifted.toString(), "-o", bad.toString()), "differ at mosaic column 30");
        assertFalse(Files.exists(bad));
        assertCode(0, run("mosaic", west.toString(), shifted.toString(), "-o", bad.toString(), "--overlap", "average"));
        assertCode(1, run("mosaic", TILE.toString(), west.toString(), "-o", bad.toString() + "2.asc"), ".hgt");
    }

    @Test
    void mosaicJoinsGeoTiffTilesOfOneSystem() throws Exception {
        Path west = dir.resolve("west.tif");
        Path east = dir.resolve("east.tif");
        assertCode(0, run("crop", TILE.toString(), "--window", "700,100,200,150", "-o", west.toString()));
        assertCode(0, run("crop", TILE.toString(), "--window", "850,100,150,150", "-o", east.toString()));
        Path out = dir.resolve("joined.tif");
        assertCode(0, run("mosaic", east.toString(), west.toString(), "-o", out.toString()), "300 × 150 samples");
        Heightfield tile = new Window(700, 100, 300, 150).crop(SrtmHgt.read(TILE));
        Heightfield joined = Rasters.read(out);
        assertTrue(sameValues(tile, joined, 0), "the tile again, where the tiles were defined");
        assertSamePlace(tile.frame(), joined.frame(), "in WGS 84 where the tile was");
        Path utm = dir.resolve("utm.asc");
        AsciiGrid.write(AsciiGrid.read(VOLCANO), utm);
        assertCode(1, run("mosaic", west.toString(), utm.toString(), "-o", dir.resolve("x.tif").toString()),
                "coordinate reference system");
    }

    @Test
    void mosaicOfSrtmTilesPlacesThemByName() throws Exception {
        Path a = Files.copy(TILE, dir.resolve("N57E011.hgt"));
        Path b = Files.copy(TILE, dir.resolve("N56E011.hgt")); // edges differ: its north row is not a's south row
        Path out = dir.resolve("m.asc");
        assertCode(1, run("mosaic", a.toString(), b.toString(), "-o", out.toString()), "differ");
        assertCode(0, run("mosaic", a.toString(), b.toString(), "-o", out.toString(), "--overlap", "first"),
                "1201 × 2401 samples");
    }

    @Test
    void cropByWindowAndByLongitudeAndLatitude() throws Exception {
        Path out = dir.resolve("w.asc");
        assertCode(0, run("crop", VOLCANO.toString(), "-o", out.toString(), "--window", "10,20,30,15"));
        assertTrue(new Window(10, 20, 30, 15).crop(AsciiGrid.read(VOLCANO)).equalsWithin(AsciiGrid.read(out), 0));
        Path ll = dir.resolve("ll.asc");
        assertCode(0, run("crop", TILE.toString(), "-o", ll.toString(), "--bounds", "11.5,57.5,11.6,57.6"),
                "columns 600…720, rows 480…600", "samples cover longitude 11.5 to 11.6 and latitude 57.5 to 57.6");
        // review finding: the refusal and the summary were in the frame's metres, not the degrees typed
        assertCode(1, run("crop", TILE.toString(), "-o", ll.toString(), "--bounds", "20,20,21,21"),
                "--bounds 20,20,21,21 holds no sample of", "whose samples cover longitude 11 to 12 and latitude 57 to 58");
        Heightfield tile = SrtmHgt.read(TILE);
        Heightfield expected = new Window(600, 480, 121, 121).crop(tile);
        assertTrue(sameValues(expected, AsciiGrid.read(ll), 0));
        assertSamePlace(expected.frame(), AsciiGrid.read(ll).frame(), "the crop stays where it was");
        assertEquals(11.5, AsciiGrid.read(ll).frame().inCrsUnits().originX(), 1e-9, "longitude of its west edge");
        assertCode(1, run("crop", VOLCANO.toString(), "-o", out.toString(), "--window", "10,20,300,15"), "does not lie inside");
        // a value of the wrong shape is a usage error, as a value that is no number (UsageAndInputRefusalsTest finding 5)
        assertCode(2, run("crop", VOLCANO.toString(), "-o", out.toString(), "--window", "1,2,3"),
                "--window needs four numbers COL,ROW,COLUMNS,ROWS, had 3");
        assertCode(2, run("crop", VOLCANO.toString(), "-o", out.toString()), "--window");
        assertCode(2, run("crop", VOLCANO.toString(), "-o", out.toString(), "--window", "0,0,2,2", "--bounds", "0,0,1,1"),
                "mutually exclusive");
    }

    @Test
    void resampleToASize() throws Exception {
        Path out = dir.resolve("r.asc");
        assertCode(0, run("resample", VOLCANO.toString(), "-o", out.toString(), "--to", "173x121", "--method", "bicubic"));
        Heightfield h = AsciiGrid.read(out);
        assertEquals(173, h.columns());
        assertEquals(121, h.rows());
        assertEquals(AsciiGrid.read(VOLCANO).get(86, 60), h.get(172, 120), 1e-3, "corners stay");
        assertCode(1, run("resample", VOLCANO.toString(), "-o", out.toString(), "--to", "0x5"), "--to must be");
        assertCode(2, run("resample", VOLCANO.toString(), "-o", out.toString(), "--to", "9", "--method", "lanczos"));
    }

    /** Reads a file written by convert back, with the options convert printed for it. */
    private static Heightfield readBack(Path file, String printed) throws Exception {
        ReadOptions o = ReadOptions.defaults();
        Matcher m = Pattern.compile("--(scale|offset|spacing|size) (\\S+)").matcher(printed);
        while (m.find()) {
            switch (m.group(1)) {
                case "scale" -> o = o.withScale(Double.parseDouble(m.group(2)));
                case "offset" -> o = o.withOffset(Double.parseDouble(m.group(2)));
                case "spacing" -> { // SX,SZ for cells whose spacings differ: only the values are compared for raw files
                    String[] sp = m.group(2).split(",");
                    o = o.withSpacing(Double.parseDouble(sp[0]));
                }
                default -> {
                    String[] s = m.group(2).split("x");
                    o = o.withSize(Integer.parseInt(s[0]), Integer.parseInt(s[1]));
                }
            }
        }
        return Rasters.read(file, o);
    }

    @Test
    void convertRoundTripsBetweenEveryPairOfFormatsKeepingValuesAndFrames() throws Exception {
        // the .hgt tile (integer metres) and the volcano with voids: every writable format holds the first,
        // all but .r16 (which has no no-data marker a reader is told of) the second
        // (every pair on a 300 × 200 part of the tile, in WGS 84 like it, to keep the test fast; the whole tile
        // straight into a 16-bit PNG and a GeoTIFF)
        Path holed = holedVolcano();
        Path part = dir.resolve("part.asc");
        assertCode(0, run("crop", TILE.toString(), "--window", "700,100,300,200", "-o", part.toString()));
        for (Path source : new Path[] {TILE, part, holed}) {
            Heightfield original = Rasters.read(source);
            String[] formats = source == holed ? new String[] {"asc", "png", "f32", "tif"}
                    : source == TILE ? new String[] {"png", "tif"} : new String[] {"asc", "png", "r16", "f32", "tif"};
            for (String a : formats) {
                Path first = dir.resolve("first." + a);
                TerrainCommandTest.Run r = run("convert", source.toString(), "-o", first.toString());
                assertCode(0, r);
                Heightfield viaA = readBack(first, r.out());
                assertTrue(sameValues(original, viaA, 0), source + " → " + a);
                // asc (with its .prj), GeoTIFF and our 16-bit PNG keep the frame and the coordinate system; raw files
                // keep neither (their spacing is printed to read them back)
                boolean framed = a.equals("asc") || a.equals("tif") || a.equals("png");
                if (framed) {
                    assertSamePlace(original.frame(), viaA.frame(), source + " → " + a);
                }
                for (String b : source == TILE ? new String[0] : source == holed ? new String[] {"asc"} : formats) {
                    Path second = dir.resolve("second." + b);
                    List<String> args = new ArrayList<>(List.of("convert", first.toString(), "-o", second.toString()));
                    Matcher m = Pattern.compile("read it back with (.*)").matcher(r.out());
                    if (m.find()) {
                        args.addAll(List.of(m.group(1).strip().split(" ")));
                    }
                    TerrainCommandTest.Run r2 = run(args.toArray(String[]::new));
                    assertCode(0, r2);
                    Heightfield viaB = readBack(second, r2.out());
                    assertTrue(sameValues(original, viaB, 0), source + " → " + a + " → " + b + ": " + r2.out());
                    if (framed && (b.equals("asc") || b.equals("tif") || b.equals("png"))) {
                        assertSamePlace(original.frame(), viaB.frame(), source + " → " + a + " → " + b);
                    }
                }
            }
        }
    }

    @Test
    void convertRefusesLossyConversionsWithMappingExact() throws Exception {
        Heightfield fine = Heightfield.sampled(GridFrame.of(0, 0, 10), 50, 40, (x, z) -> Math.sin(x / 37) * 123.456 + z / 7);
        Path src = dir.resolve("fine.asc");
        AsciiGrid.write(fine, src);
        Path png = dir.resolve("fine.png");
        assertCode(1, run("convert", src.toString(), "--mapping", "exact", "-o", png.toString()), "--mapping fit",
                "cannot keep exactly");
        assertFalse(Files.exists(png));
        assertCode(0, run("convert", src.toString(), "-o", png.toString(), "--mapping", "fit"), "rounded to steps");
        Heightfield back = PngHeightmap.read(png);
        assertTrue(sameValues(fine, back, (fine.max() - fine.min()) / 65535), "within half a step");
        assertFalse(sameValues(fine, back, 0), "and rounded");
        assertCode(0, run("convert", src.toString(), "-o", png.toString(), "--mapping", "-200,0.01"));
        assertTrue(sameValues(fine, PngHeightmap.read(png), 0.005 + 1e-4));
        assertCode(1, run("convert", src.toString(), "-o", png.toString(), "--mapping", "0,0.01"), "maps to sample");
        assertCode(1, run("convert", src.toString(), "-o", png.toString(), "--mapping", "1,0"), "--mapping");
        assertCode(1, run("convert", src.toString(), "-o", dir.resolve("x.f32").toString(), "--mapping", "fit"),
                "16-bit outputs");
        Path r16 = dir.resolve("holed.r16");
        assertCode(1, run("convert", holedVolcano().toString(), "-o", r16.toString()), "150 voids", "no no-data");
        assertFalse(Files.exists(r16));
    }

    @Test
    void unityPresetWritesTwoToTheNPlusOneLittleEndianAndSaysWhatToEnter() throws Exception {
        Path raw = dir.resolve("v.raw");
        assertCode(1, run("convert", VOLCANO.toString(), "-o", raw.toString(), "--for", "unity"),
                "33, 65, 129, 257, 513, 1025, 2049 or 4097", "--resize", "65 × 65");
        assertFalse(Files.exists(raw));
        TerrainCommandTest.Run r = run("convert", VOLCANO.toString(), "-o", raw.toString(), "--for", "unity",
                "--resize", "bilinear");
        assertCode(0, r, "Terrain Height", "Byte Order Windows", "Resolution 65");
        byte[] bytes = Files.readAllBytes(raw);
        assertEquals(65 * 65 * 2, bytes.length);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int max = 0;
        for (int i = 0; i < bytes.length; i += 2) {
            max = Math.max(max, Short.toUnsignedInt(b.getShort(i)));
        }
        assertEquals(65535, max, "the heights fill the 16-bit range");
        assertCode(1, run("convert", VOLCANO.toString(), "-o", dir.resolve("v.png").toString(), "--for", "unity"), ".raw");
        assertCode(2, run("convert", VOLCANO.toString(), "-o", raw.toString(), "--for", "godot"));
    }

    @Test
    void unrealPresetWritesAPngOfARecommendedSizeWithItsScale() throws Exception {
        Path png = dir.resolve("v.png");
        TerrainCommandTest.Run r = run("convert", VOLCANO.toString(), "-o", png.toString(), "--for", "unreal",
                "--resize", "bicubic");
        assertCode(0, r, "Scale X", "Z: 100 spans 512 m", "127 × 127");
        Heightfield h = PngHeightmap.read(png);
        assertEquals(127, h.columns());
        assertEquals(127, h.rows());
        Path r16 = dir.resolve("v.r16");
        assertCode(0, run("convert", VOLCANO.toString(), "-o", r16.toString(), "--for", "worldmachine"),
                "87 × 61 samples");
        assertEquals(87 * 61 * 2, Files.size(r16));
    }

    static boolean onPath(String tool) {
        for (String d : String.valueOf(System.getenv("PATH")).split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    private static double number(String out, String label) {
        Matcher m = Pattern.compile(Pattern.quote(label) + "\\s*=?\\s*:?\\s*(-?[0-9.]+)").matcher(out);
        assertTrue(m.find(), label + " in\n" + out);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void printWritesAClosedZUpSolidOfTheStatedSize() throws Exception {
        Path stl = dir.resolve("volcano.stl");
        TerrainCommandTest.Run r = run("mesh", VOLCANO.toString(), "-o", stl.toString(), "--print", "150mm",
                "--vertical-scale", "2", "--base", "4");
        // the volcano: 87 × 61 samples 10 m apart, 860 m west to east: 150 mm is 1:5733
        assertCode(0, r, "scale 1:5733", "base 4 mm");
        Oracles.require(onPath("admesh"), "admesh on the PATH");
        Process p = new ProcessBuilder("admesh", stl.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertEquals(1, number(out, "Number of parts"), out);
        assertEquals(0, number(out, "Backwards edges"), out);
        assertEquals(0, number(out, "Facets reversed"), out);
        assertEquals(0, number(out, "Total disconnected facets"), out);
        double minX = number(out, "Min X");
        double maxX = number(out, "Max X");
        double minY = number(out, "Min Y");
        double maxY = number(out, "Max Y");
        double minZ = number(out, "Min Z");
        double maxZ = number(out, "Max Z");
        assertEquals(150, maxX - minX, 1e-3, "the longer side (west–east) is 150 mm");
        assertEquals(150.0 * 600 / 860, maxY - minY, 1e-3);
        assertEquals(0, minZ, 1e-4, "z up, standing on z = 0");
        Heightfield v = AsciiGrid.read(VOLCANO);
        assertEquals(4 + (v.max() - v.min()) * 2 * 150 / 860, maxZ, 1e-3, "base + relief × 2 at 1:5733");
        assertCode(1, run("mesh", VOLCANO.toString(), "-o", dir.resolve("x.glb").toString(), "--print", "150mm"), ".stl");
        assertCode(1, run("mesh", VOLCANO.toString(), "-o", dir.resolve("x.stl").toString(), "--print", "-3cm"),
                "--print must be a length from 1 mm to 10 m");
    }
}
