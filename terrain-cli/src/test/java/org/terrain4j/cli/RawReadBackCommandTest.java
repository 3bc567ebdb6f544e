package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.RawHeightmap;

/** Issue 15 item 10: raw outputs print their height scale, spacing and size, and inputs take them back. */
class RawReadBackCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    /** Runs the command, returning its standard output; fails unless it exits with 0. */
    private static String stdout(String... args) {
        TerrainCommandTest.Run run = TerrainCommandTest.run(args); // summaries go through picocli's out
        assertEquals(0, run.code(), run.err());
        return run.out();
    }

    private static double field(String info, String key) {
        Matcher m = Pattern.compile("(?m)^" + key + "\\s+(\\S+)").matcher(info);
        assertTrue(m.find(), info);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void rawOutputReadsBackWithThePrintedOptions() {
        Path r16 = dir.resolve("u.r16");
        String out = stdout("generate", "diamond-square", "--size", "33", "--relief", "300", "--spacing", "10",
                "--mapping", "fit", "-o", r16.toString());
        Matcher hint = Pattern.compile("read it back with (.*)$", Pattern.MULTILINE).matcher(out);
        assertTrue(hint.find(), out);
        List<String> flags = Arrays.asList(hint.group(1).trim().split(" "));
        assertTrue(flags.containsAll(List.of("--scale", "--offset", "--spacing", "10")), out);
        // without them: 0…1 on a 1 m grid, as before
        String bare = stdout("info", r16.toString());
        assertEquals(1, field(bare, "max"), 1e-6);
        List<String> args = new ArrayList<>(List.of("info", r16.toString()));
        args.addAll(flags);
        String info = stdout(args.toArray(new String[0]));
        double step = 300.0 / 65535;
        assertEquals(0, field(info, "min"), step);
        assertEquals(300, field(info, "max"), step);
        assertEquals(10, field(info, "spacing"), 1e-9);
    }

    @Test
    void nonSquareBigEndianRawFileReadsWithSizeAndByteOrder() throws IOException {
        Heightfield volcano = AsciiGrid.read(VOLCANO);
        Path f32 = dir.resolve("v.f32");
        RawHeightmap.f32().withByteOrder(java.nio.ByteOrder.BIG_ENDIAN).write(volcano, f32);
        String info = stdout("info", f32.toString(), "--size", "87x61", "--byte-order", "big", "--spacing", "10");
        assertTrue(info.contains("87 columns × 61 rows"), info);
        assertEquals(94, field(info, "min"));
        assertEquals(195, field(info, "max"));
        // erode into a raw file prints the size and spacing the file loses
        Path r16 = dir.resolve("v.r16");
        String out = stdout("erode", VOLCANO.toString(), "--drops", "100", "--mapping", "fit", "-o", r16.toString());
        assertTrue(out.contains("--spacing 10 --size 87x61"), out);
    }

    @Test
    void badReadOptionsNameTheOption() {
        Path asc = VOLCANO;
        for (String[] bad : new String[][] {
                {"--size", "87by61", "--size"}, {"--size", "0x5", "--size"}, {"--byte-order", "middle", "--byte-order"},
                {"--scale", "0", "--scale"}, {"--scale", "NaN", "--scale"}, {"--spacing", "-1", "--spacing"},
                {"--offset", "Infinity", "--offset"}, {"--scale", "2", "--scale and --offset do not apply"}}) {
            TerrainCommandTest.Run r = TerrainCommandTest.run("info", asc.toString(), bad[0], bad[1]);
            // text not of the option's form at all is a usage error (review 7, finding 10); a bad number is bad input
            int code = bad[1].equals("87by61") || bad[1].equals("middle") ? 2 : 1;
            assertEquals(code, r.code(), String.join(" ", bad) + ": " + r.err());
            assertTrue(r.err().contains(bad[2]), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    /** Issue 15 item 10: render --gray16 read back as 0…1 on a 1 m grid; it now records its mapping and frame. */
    @Test
    void gray16RenderReadsBackInMetres() throws IOException {
        Path png = dir.resolve("v16.png");
        String out = stdout("render", VOLCANO.toString(), "--gray16", "-o", png.toString());
        assertTrue(out.contains("height = 94 + "), out);
        Heightfield back = org.terrain4j.io.Rasters.read(png);
        Heightfield volcano = AsciiGrid.read(VOLCANO);
        assertEquals(volcano.frame(), back.frame());
        assertEquals(94, back.min(), 1e-9);
        assertEquals(195, back.max(), 1e-9);
        assertTrue(volcano.equalsWithin(back, 101.0 / 65535 / 2 + 1e-9));
    }
}
