package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.analysis.playspace.PlaySpace;

/** The outside tester's sixth review: 16-bit and raw outputs, resample's messages, numbers and exit codes. */
class SixteenBitAndRawOutputTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    /** An ESRI ASCII grid of 10 m cells at the origin, -9999 for voids. */
    private Path grid(String name, int columns, int rows, double cellsize, String values) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, "ncols " + columns + "\nnrows " + rows + "\nxllcorner 0\nyllcorner 0\ncellsize " + cellsize
                + "\nNODATA_value -9999\n" + values + "\n");
        return f;
    }

    private static void assertRefused(TerrainCommandTest.Run r, String... fragments) {
        assertEquals(1, r.code(), r.err() + r.out());
        String message = r.err().strip();
        assertTrue(message.startsWith("terrain: "), message);
        for (String f : fragments) {
            assertTrue(message.contains(f), "'" + f + "' in " + message);
        }
    }

    /**
     * Finding 1: crop, resample and mosaic wrote voids into .r16/.raw as ordinary heights (zeros, or the
     * lowest sample) and exited 0, while convert refused. Now every raw writer refuses, naming the count.
     */
    @Test
    void everyRawWriterRefusesVoids() throws IOException {
        Path pv = grid("pv.asc", 3, 1, 10, "1 -9999 3");
        Path empty = grid("void.asc", 3, 3, 10, "-9999 -9999 -9999\n-9999 -9999 -9999\n-9999 -9999 -9999");
        Path out = dir.resolve("z.r16");
        assertRefused(TerrainCommandTest.run("crop", pv.toString(), "--window", "0,0,3,1", "-o", out.toString()),
                "has 1 void,", "no no-data marker", "terrain fill");
        assertRefused(TerrainCommandTest.run("crop", empty.toString(), "--window", "0,0,3,3", "-o",
                dir.resolve("z.raw").toString()), "has 9 voids", "a .raw file");
        // a grid of voids only is refused before any writer (review 7, finding 16)
        assertRefused(TerrainCommandTest.run("resample", empty.toString(), "--to", "5x5", "-o", out.toString()),
                "has no data: all 9 samples are voids");
        Path holed = grid("holed.asc", 2, 2, 10, "1 -9999\n3 4");
        assertRefused(TerrainCommandTest.run("resample", holed.toString(), "--to", "5x5", "-o", out.toString()),
                "void", "terrain fill");
        assertRefused(TerrainCommandTest.run("mosaic", empty.toString(), "-o", out.toString()), "has 9 voids");
        assertFalse(Files.exists(out));
        assertFalse(Files.exists(dir.resolve("z.raw")));
    }

    /**
     * Finding 2: crop, fill, resample and the rest wrote 16-bit outputs with a silent lossy fit (the volcano's
     * whole metres quantised to 0.000214 m steps, heights 0…6 beside ±1e38 collapsed to one sample). Now one
     * policy: heights kept exactly when a mapping holds them, otherwise refused with the hint --mapping fit.
     */
    @Test
    void sixteenBitOutputsKeepHeightsExactlyOrAskForMappingFit() throws IOException {
        TerrainCommandTest.Run r = TerrainCommandTest.run("crop", VOLCANO.toString(), "--window", "0,0,10,10", "-o",
                dir.resolve("vz.r16").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("heights kept exactly") && r.out().contains("--scale 1 --offset 103"), r.out());
        Path hv = grid("hv.asc", 4, 4, 10, "1 2 3 4\n5 -9999 -9999 8\n9 -9999 11 12\n13 14 15 16");
        Path f = dir.resolve("f.r16");
        assertRefused(TerrainCommandTest.run("fill", hv.toString(), "--mapping", "exact", "-o", f.toString()),
                "cannot keep exactly (--mapping exact)", "give --mapping fit");
        assertFalse(Files.exists(f));
        assertEquals(0, TerrainCommandTest.run("fill", hv.toString(), "--mapping", "fit", "-o", f.toString()).code());
        Path huge = grid("huge.asc", 3, 3, 10, "1e38 -1e38 0\n1 2 3\n4 5 6");
        assertRefused(TerrainCommandTest.run("crop", huge.toString(), "--window", "0,0,3,3", "--mapping", "exact", "-o",
                dir.resolve("h.r16").toString()), "give --mapping fit to round them to steps of 3.0518e+33 m");
        assertRefused(TerrainCommandTest.run("generate", "fbm", "--size", "17", "--mapping", "exact", "-o",
                dir.resolve("g.png").toString()), "give --mapping fit");
        assertRefused(TerrainCommandTest.run("drainage", VOLCANO.toString(), "--multiple-flow", "--mapping", "exact",
                "-o", dir.resolve("d.r16").toString()), "give --mapping fit");
        // without --mapping, heights a 16-bit mapping cannot hold are fitted, and the summary names the step
        r = TerrainCommandTest.run("generate", "fbm", "--size", "17", "-o", dir.resolve("g.png").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("heights fitted to the 16-bit range, rounded to steps of ")
                && r.out().contains("--mapping exact refuses instead"), r.out());
        r = TerrainCommandTest.run("render", VOLCANO.toString(), "--gray16", "-o", dir.resolve("g16.png").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("height = 94 + 1 × sample"), r.out());
    }

    /**
     * Finding 3: a raw output of a grid whose spacings differ printed a read-back hint without --spacing, and
     * no option could give two spacings. Now the hint gives {@code --spacing SX,SZ}, which reads them back.
     */
    @Test
    void rawOutputOfUnequalSpacingsReadsBackWithBothSpacings() {
        Path r16 = dir.resolve("r.r16");
        TerrainCommandTest.Run r = TerrainCommandTest.run("resample", VOLCANO.toString(), "--to", "100x100",
                "--mapping", "fit", "-o", r16.toString());
        assertEquals(0, r.code(), r.err());
        Matcher hint = Pattern.compile("read it back with (.*)$", Pattern.MULTILINE).matcher(r.out());
        assertTrue(hint.find(), r.out());
        assertTrue(hint.group(1).contains("--spacing 8.686868686868687,6.0606060606060606"), hint.group(1));
        List<String> args = new ArrayList<>(List.of("info", r16.toString()));
        args.addAll(Arrays.asList(hint.group(1).strip().split(" ")));
        TerrainCommandTest.Run info = TerrainCommandTest.run(args.toArray(String[]::new));
        assertEquals(0, info.code(), info.err());
        assertTrue(info.out().contains("8.68687 m (x) × 6.06061 m (z)"), info.out());
        TerrainCommandTest.Run x = TerrainCommandTest.run("info", r16.toString(), "--spacing", "8.5x6");
        assertEquals(0, x.code(), x.err());
        assertTrue(x.out().contains("8.5 m (x) × 6 m (z)") || x.out().contains("8.50000 m (x) × 6.00000 m (z)"), x.out());
    }

    /** Finding 9: resample said "spacingX must be in [1e-9, 1e9], was 4.0008e-13"; now it names --to. */
    @Test
    void resampleNamesToAndTheSmallestSpacing() throws IOException {
        Path cs9 = grid("cs9.asc", 3, 3, 1e-9, "1 2 3\n4 5 6\n7 8 9");
        TerrainCommandTest.Run r = TerrainCommandTest.run("resample", cs9.toString(), "--to", "5000", "-o",
                dir.resolve("r.asc").toString());
        assertRefused(r, "--to 5000 would put the columns of " + cs9, "below the smallest spacing", "1e-9 m",
                "give at most 3 columns");
        assertFalse(r.err().contains("spacingX"), r.err());
    }

    /**
     * Finding 10: bicubic overshoot past the range of float was reported as "field sample at column 3, row 0
     * must be finite … was -Infinity"; now in the options' words, with --method bilinear as the way out.
     */
    @Test
    void bicubicOvershootSuggestsBilinear() throws IOException {
        Path ov = grid("ov2.asc", 4, 4, 10, "-3e38 -3e38 3e38 3e38\n-3e38 -3e38 3e38 3e38\n3e38 3e38 -3e38 -3e38\n"
                + "3e38 3e38 -3e38 -3e38");
        Path out = dir.resolve("ro.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("resample", ov.toString(), "--to", "13", "--method", "bicubic",
                "-o", out.toString());
        assertRefused(r, "--method bicubic overshoots", "beyond the range of float", "use --method bilinear");
        assertFalse(r.err().contains("Infinity"), r.err());
        assertFalse(Files.exists(out));
    }

    /**
     * Finding 15: read-back hints in Java's E notation ({@code --scale 2.2888532845044633E-4}), an .asc corner
     * of {@code 3.101927297073854E-25} for 0, GeoJSON coordinates as {@code 9.999999999915E11}, and 2147483648
     * echoed as 2.14748e+09. Now exact plain numbers, and values echoed as typed.
     */
    @Test
    void numbersArePlainExactAndEchoedAsTyped() throws IOException {
        Path hv = grid("hv.asc", 4, 4, 10, "1 2 3 4\n5 -9999 -9999 8\n9 -9999 11 12\n13 14 15 16");
        TerrainCommandTest.Run r = TerrainCommandTest.run("fill", hv.toString(), "--mapping", "fit", "-o",
                dir.resolve("f.r16").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("--scale 0.00022888532845044633 --offset 1 --spacing 10"), r.out());
        Path cs9 = grid("cs9.asc", 3, 3, 1e-9, "1 2 3\n4 5 6\n7 8 9");
        Path c = dir.resolve("c.asc");
        assertEquals(0, TerrainCommandTest.run("crop", cs9.toString(), "--bounds", "0,0,1e-9,1e-9", "-o", c.toString())
                .code());
        String header = Files.readString(c);
        assertTrue(header.contains("yllcorner    0.0\n"), header);
        assertFalse(header.contains("E"), header);
        Path x12 = dir.resolve("x12.asc");
        Files.writeString(x12, "ncols 3\nnrows 3\nxllcorner 999999999990\nyllcorner 999999999990\ncellsize 1\n"
                + "1 2 3\n4 5 6\n7 8 9\n");
        Path json = dir.resolve("c.geojson");
        assertEquals(0, TerrainCommandTest.run("contours", x12.toString(), "--interval", "1", "-o", json.toString())
                .code());
        String text = Files.readString(json);
        assertTrue(text.contains("999999999991.5"), text);
        assertFalse(text.contains("E11"), text);
        assertRefused(TerrainCommandTest.run("mesh", VOLCANO.toString(), "-o", dir.resolve("m.glb").toString(),
                "--max-error", "2147483648"), "--max-error must be in [0, 1e9], was 2147483648");
        assertRefused(TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--diffusivity",
                "2147483648", "-o", dir.resolve("e.asc").toString()), "was 2147483648: ");
        // the library's play-space settings, in the same words
        PlaySpace standard = PlaySpace.standard();
        assertEquals("lakeDepth must be in (0, 10000] m, got 0",
                assertThrows(IllegalArgumentException.class, () -> standard.withLakeDepth(0)).getMessage());
        assertEquals("lakeArea must be in [0, 1e12] m², got 2e12",
                assertThrows(IllegalArgumentException.class, () -> standard.withLakeArea(2e12)).getMessage());
    }

    /** Finding 20 (the convert part): {@code convert … -o x.raw} said "an .r16 file has no no-data marker". */
    @Test
    void convertToRawNamesRaw() throws IOException {
        Path pv = grid("pv.asc", 3, 1, 10, "1 -9999 3");
        TerrainCommandTest.Run r = TerrainCommandTest.run("convert", pv.toString(), "-o", dir.resolve("pv.raw").toString());
        assertRefused(r, "a .raw file has no no-data marker");
        assertFalse(r.err().contains(".r16"), r.err());
    }

    /**
     * Finding 23: the same kind of error got different exit codes ({@code --to 1e39} 2 but {@code --to NaN} 1,
     * {@code --octaves 1e-300} 2 but {@code Infinity} 1). Now text that is no number is a usage error (2),
     * a number the option does not take is bad input (1).
     */
    @Test
    void sameKindOfErrorSameExitCode() {
        String v = VOLCANO.toString();
        String out = dir.resolve("x.asc").toString();
        for (String to : new String[] {"1e39", "NaN", "0x0", "1.5"}) {
            assertEquals(1, TerrainCommandTest.run("resample", v, "--to", to, "-o", out).code(), "--to " + to);
        }
        assertEquals(2, TerrainCommandTest.run("resample", v, "--to", "axb", "-o", out).code());
        assertEquals(1, TerrainCommandTest.run("crop", v, "--window", "NaN,0,1,1", "-o", out).code());
        assertEquals(2, TerrainCommandTest.run("crop", v, "--window", "a,b,c,d", "-o", out).code());
        for (String octaves : new String[] {"1e-300", "Infinity", "0"}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run("generate", "fbm", "--octaves", octaves, "-o", out);
            assertEquals(1, r.code(), "--octaves " + octaves + ": " + r.err());
            assertTrue(r.err().contains("was " + octaves), r.err());
        }
        assertEquals(2, TerrainCommandTest.run("generate", "fbm", "--octaves", "abc", "-o", out).code());
    }

    /** Finding 25: .f32 writes voids as NaN, which neither the README nor --help said. */
    @Test
    void helpAndReadmeSayF32WritesVoidsAsNaN() throws IOException {
        for (String command : new String[] {"convert", "crop", "resample", "fill"}) {
            String help = TerrainCommandTest.run(command, "--help").out().replaceAll("\\s+", " ");
            assertTrue(help.contains("f32 (voids as NaN)"), command + ": " + help);
        }
        String readme = Files.readString(Path.of("..", "README.md")).replaceAll("\\s+", " ");
        assertTrue(readme.contains("`.f32` (32-bit floats; a void is written as NaN"), "README format list");
    }
}
