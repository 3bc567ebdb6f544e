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
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/** {@code terrain erode --masks DIR} (issue #37): the masks of the run as 16-bit PNG and GeoTIFF, all files or none. */
class ErodeMasksCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<String> names(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * The droplets' masks: each sample's wear minus its deposition, as written, is its fall from the input to
     * the output (heights in metres, after the command's scaling back), and the PNG holds the GeoTIFF's values to
     * its fitted step.
     */
    @Test
    void dropletMasksAreWrittenAndWearMinusDepositionIsTheFall() throws IOException {
        Path masks = dir.resolve("m");
        Path out = dir.resolve("rain.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "3000", "--seed", "3",
                "--threads", "2", "--masks", masks.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        // the volcano names no coordinate system, but each PNG's fitted mapping goes to a GDAL sidecar
        assertEquals(List.of("deposition.png", "deposition.png.aux.xml", "deposition.tif", "flow.png",
                "flow.png.aux.xml", "flow.tif", "wear.png", "wear.png.aux.xml", "wear.tif"), names(masks));
        assertTrue(r.out().contains("wear mask"), r.out());
        Heightfield before = Rasters.read(VOLCANO);
        Heightfield after = Rasters.read(out);
        Heightfield wear = Rasters.read(masks.resolve("wear.tif"));
        Heightfield dep = Rasters.read(masks.resolve("deposition.tif"));
        Heightfield flow = Rasters.read(masks.resolve("flow.tif"));
        assertEquals(before.frame(), wear.frame());
        double moved = 0;
        for (int row = 0; row < before.rows(); row++) {
            for (int c = 0; c < before.columns(); c++) {
                double fall = before.get(c, row) - after.get(c, row);
                double d = wear.get(c, row) - dep.get(c, row);
                // the heights went through × 2^k and back in float: a few float steps of a ~190 m height
                assertEquals(fall, d, 1e-4, "column " + c + ", row " + row);
                moved += wear.get(c, row);
                assertTrue(flow.get(c, row) >= 0);
            }
        }
        assertTrue(moved > 0);
        Heightfield wearPng = Rasters.read(masks.resolve("wear.png"));
        double step = (wear.statistics().max() - wear.statistics().min()) / 65535;
        for (int i = 0; i < 200; i++) {
            int c = (i * 37) % before.columns();
            int row = (i * 11) % before.rows();
            assertEquals(wear.get(c, row), wearPng.get(c, row), step, "PNG at column " + c + ", row " + row);
        }
    }

    @Test
    void streamPowerWritesDrainageAreaAndIncision() throws IOException {
        Path masks = dir.resolve("spl");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--stream-power", "--years",
                "20000", "--masks", masks.toString(), "-o", dir.resolve("spl.tif").toString());
        assertEquals(0, r.code(), r.err());
        List<String> files = names(masks);
        for (String f : new String[] {"drainage-area.png", "drainage-area.tif", "incision.png", "incision.tif"}) {
            assertTrue(files.contains(f), files.toString());
        }
        Heightfield area = Rasters.read(masks.resolve("drainage-area.tif"));
        double cell = area.frame().spacingX() * area.frame().spacingZ();
        // every land sample drains at least its own cell, and the largest basin many of them
        assertTrue(area.statistics().min() >= cell * (1 - 1e-6), area.statistics().toString());
        assertTrue(area.statistics().max() >= 100 * cell, area.statistics().toString());
        // the PNG holds log10 of the area (a linear fit left all but the trunk black): its values read back are the
        // GeoTIFF's logarithms to the 16-bit step
        Heightfield png = Rasters.read(masks.resolve("drainage-area.png"));
        double lo = Math.log10(area.statistics().min());
        double hi = Math.log10(area.statistics().max());
        for (int i = 0; i < area.sampleCount(); i += 37) {
            int c = i % area.columns();
            int row = i / area.columns();
            assertEquals(Math.log10(area.get(c, row)), png.get(c, row), (hi - lo) / 65535 + 1e-9, "sample " + i);
        }
        // the summary reconciles: the sum of heights changes by what uplift raised less what incision carried off
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("uplifted ([-0-9.e+]+), incised and carried off"
                + " ([-0-9.e+]+)").matcher(r.out());
        assertTrue(m.find(), r.out());
        java.util.regex.Matcher sums = java.util.regex.Pattern.compile("sum of heights ([-0-9.e+]+) → ([-0-9.e+]+)")
                .matcher(r.out());
        assertTrue(sums.find(), r.out());
        double change = Double.parseDouble(sums.group(2)) - Double.parseDouble(sums.group(1));
        double net = Double.parseDouble(m.group(1)) - Double.parseDouble(m.group(2));
        assertEquals(change, net, 1e-5 * Math.max(1, Math.abs(Double.parseDouble(m.group(1)))), r.out());
        assertTrue(Double.parseDouble(m.group(1)) > 0, "uplift raised the land: " + r.out());
    }

    /**
     * A newcomer's findings: masks that would replace the input or the output, an empty --masks, and a path
     * through a file are refused before any work; nothing is written or made.
     */
    @Test
    void masksNeverReplaceTheInputOrTheOutput() throws IOException {
        Path m = Files.createDirectories(dir.resolve("m"));
        Path input = m.resolve("wear.tif");
        Files.copy(VOLCANO, dir.resolve("v.asc"));
        TerrainCommandTest.Run conv = TerrainCommandTest.run("convert", dir.resolve("v.asc").toString(), "-o",
                input.toString());
        assertEquals(0, conv.code(), conv.err());
        byte[] original = Files.readAllBytes(input);
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", input.toString(), "--drops", "100", "--masks",
                m.toString(), "-o", dir.resolve("o.tif").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks " + m + " would write " + input + ", which is the input file"), r.err());
        assertTrue(java.util.Arrays.equals(original, Files.readAllBytes(input)), "the input is untouched");
        Path out = m.resolve("flow.tif");
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks", m.toString(), "-o",
                out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("would write " + out + ", which is also -o"), r.err());
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks", "", "-o",
                dir.resolve("o.tif").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks must name a directory, was ''"), r.err());
        Path file = Files.writeString(dir.resolve("afile"), "x");
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100000", "--masks",
                file.resolve("sub").toString(), "-o", dir.resolve("o.tif").toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks cannot make " + file.resolve("sub") + ": " + file.toAbsolutePath()
                + " is a file"), r.err());
        assertFalse(r.out().contains("hydraulic"), "refused before any work: " + r.out());
        assertEquals(List.of("afile", "m", "v.asc"), names(dir));
        assertEquals(List.of("wear.tif"), names(m));
    }

    /** Refusals come before any work and leave nothing: a file where the directory should be, thermal alone. */
    @Test
    void badMasksAreRefusedBeforeWorkAndLeaveNothing() throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        Path out = dir.resolve("o.tif");
        TerrainCommandTest.Run r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks",
                file.toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks must be a directory"), r.err());
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "0", "--thermal", "--masks",
                dir.resolve("t").toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--masks needs droplets or --stream-power"), r.err());
        Files.createDirectories(dir.resolve("m2").resolve("flow.tif"));
        r = TerrainCommandTest.run("erode", VOLCANO.toString(), "--drops", "100", "--masks",
                dir.resolve("m2").toString(), "-o", out.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("flow.tif: it is a directory"), r.err());
        assertEquals(List.of("m2", "taken"), names(dir));
        assertFalse(Files.exists(out));
    }
}
