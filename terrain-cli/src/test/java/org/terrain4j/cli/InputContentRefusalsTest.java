package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.cli.TerrainCommandTest.assertRefused;
import static org.terrain4j.cli.TerrainCommandTest.names;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What is read: infinite samples (every command), --geographic on a file naming its system, spec keys (review 8). */
class InputContentRefusalsTest {

    private static final Path DATA = Path.of("..", "data");

    @TempDir
    Path dir;

    /**
     * Finding 1: an {@code .f32} holding +Infinity was read; {@code info} printed "max Infinity" and render,
     * fill, resample, drainage and contours failed in the library's words ("max must be finite, was
     * Infinity"). Every command now refuses the file when reading it, naming the sample.
     */
    @Test
    void anF32HoldingInfinityIsRefusedByEveryCommand() throws IOException {
        ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        b.putFloat(Float.NaN).putFloat(Float.POSITIVE_INFINITY).putFloat(3).putFloat(4);
        Path f = Files.write(dir.resolve("inf.f32"), b.array());
        String why = f + ": sample 1 (column 2, row 1) is Infinity: heights must be finite (NaN for a void)";
        assertRefused(TerrainCommandTest.run("info", f.toString()), 1, why);
        for (String[] c : new String[][] {{"render", "r.png"}, {"fill", "f.asc"}, {"drainage", "d.asc"},
            {"convert", "x.asc"}}) {
            assertRefused(TerrainCommandTest.run(c[0], f.toString(), "-o", dir.resolve(c[1]).toString()), 1, why);
        }
        assertRefused(TerrainCommandTest.run("contours", f.toString(), "-i", "1", "-o",
                dir.resolve("c.geojson").toString()), 1, why);
        assertEquals(List.of("inf.f32"), names(dir));
    }

    /**
     * Finding 4: {@code info N57E011.hgt --geographic} said "the frame is not geographic: longitudes
     * 659503…719458 are outside [-180, 360] degrees" (metres, the tile being placed already). A file that
     * names a geographic system needs no --geographic, and one that names a projected system refuses it.
     */
    @Test
    void geographicOnAFileThatNamesItsSystem() {
        Path hgt = DATA.resolve("N57E011.hgt");
        TerrainCommandTest.Run with = TerrainCommandTest.run("info", hgt.toString(), "--geographic");
        TerrainCommandTest.Run without = TerrainCommandTest.run("info", hgt.toString());
        assertEquals(0, with.code(), with.err());
        assertEquals(without.out(), with.out());
        assertRefused(TerrainCommandTest.run("info", DATA.resolve("topobathy_3857.asc").toString(), "--geographic"), 1,
                "--geographic does not apply to", "projected coordinate system (EPSG:3857)");
    }

    /**
     * Finding 5: the mountains spec reader let a key given twice in one object win silently ("seed": 3,
     * "seed": 4 built with seed 4). It is refused, naming the key, the object and the line.
     */
    @Test
    void aKeyGivenTwiceInASpecIsRefused() throws IOException {
        String example = Files.readString(Path.of("..", "docs", "mountains-example.json"));
        int seed = example.indexOf("\"seed\"");
        Path twice = Files.writeString(dir.resolve("twice.json"),
                example.substring(0, seed) + "\"seed\": 3, " + example.substring(seed));
        assertRefused(TerrainCommandTest.run("mountains", twice.toString(), "-o", dir.resolve("m.asc").toString()), 1,
                twice + ": not valid as a spec at line", "the key \"seed\" is given twice in the spec");
        int name = example.indexOf("\"name\"");
        Path inRange = Files.writeString(dir.resolve("range.json"),
                example.substring(0, name) + "\"name\": \"x\", " + example.substring(name));
        assertRefused(TerrainCommandTest.run("mountains", inRange.toString(), "-o", dir.resolve("m.asc").toString()), 1,
                "the key \"name\" is given twice in ranges[0]");
        assertEquals(List.of("range.json", "twice.json"), names(dir));
    }

    /**
     * Finding 14, in part: a mountains spec of white space only said "the spec must be an object, was null",
     * and {@code measure --help} listed exit codes 0, 1 and 2 but not 130/143.
     */
    @Test
    void whiteSpaceSpecAndMeasureExitCodes() throws IOException {
        Path blank = Files.writeString(dir.resolve("blank.json"), "  \n\t\n");
        assertRefused(TerrainCommandTest.run("mountains", blank.toString(), "-o", dir.resolve("m.asc").toString()), 1,
                blank + ": the file holds only white space; a spec is a JSON object with its \"ranges\"");
        TerrainCommandTest.Run help = TerrainCommandTest.run("measure", "--help");
        assertEquals(0, help.code(), help.err());
        assertTrue(help.out().replaceAll("\\s+", " ").contains("130/143 stopped by Ctrl-C / SIGTERM"), help.out());
    }
}
