package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

class ErodeAndNoiseCommandTest {

    @TempDir
    Path dir;

    @Test
    void everyNoiseLandscapeIsWrittenNormalised() throws IOException {
        for (String kind : new String[] {"fbm", "ridged", "warped", "billow", "value"}) {
            Path out = dir.resolve(kind + ".f32");
            assertEquals(0, TerrainCommandTest.run("generate", kind, "--size", "65", "--seed", "3", "-o", out.toString())
                    .code(), kind);
            Heightfield h = org.terrain4j.io.RawHeightmap.f32().withSize(65, 65).read(out);
            assertEquals(0, h.min(), 0, kind);
            assertEquals(1, h.max(), 0, kind);
        }
        Path a = dir.resolve("a.f32");
        Path b = dir.resolve("b.f32");
        TerrainCommandTest.run("generate", "fbm", "--size", "65", "--seed", "3", "-o", a.toString());
        TerrainCommandTest.run("generate", "fbm", "--size", "65", "--seed", "4", "-o", b.toString());
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(b)));
    }

    @Test
    void erodeLowersAndReportsTheSameBitsForAnyThreadCount() throws IOException {
        Path in = dir.resolve("in.asc");
        TerrainCommandTest.run("generate", "diamond-square", "--size", "129", "-o", in.toString());
        Path one = dir.resolve("one.asc");
        Path two = dir.resolve("two.asc");
        assertEquals(0, TerrainCommandTest.run("erode", in.toString(), "--drops", "5000", "--thermal",
                "--iterations", "5", "-o", one.toString()).code());
        assertEquals(0, TerrainCommandTest.run("erode", in.toString(), "--drops", "5000", "--thermal",
                "--iterations", "5", "--threads", "2", "-o", two.toString()).code());
        Heightfield before = Rasters.read(in);
        Heightfield after = Rasters.read(one);
        assertEquals(after, Rasters.read(two));
        assertNotEquals(before, after);
        assertTrue(after.sum() < before.sum(), "drops only lose material");
    }

    @Test
    void erodeBadInput() {
        Path in = Path.of("..", "data", "volcano.asc");
        var r = TerrainCommandTest.run("erode", in.toString(), "--drops", "0", "-o", dir.resolve("out.asc").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--drops 0"), r.err());
        r = TerrainCommandTest.run("erode", in.toString(), "--inertia", "2", "-o", dir.resolve("out.asc").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("inertia"), r.err());
        r = TerrainCommandTest.run("erode", in.toString(), "--thermal", "--neighbours", "6", "-o",
                dir.resolve("out.asc").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("neighbours"), r.err());
        assertFalse(Files.exists(dir.resolve("out.asc")));
    }
}
