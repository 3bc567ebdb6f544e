package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeshCommandTest {

    @TempDir
    Path dir;

    @Test
    void gridAndAdaptiveGlbAndStl() throws IOException {
        Path glb = dir.resolve("v.glb");
        assertEquals(0, TerrainCommandTest.run("mesh", "../data/volcano.asc", "-o", glb.toString()).code());
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(glb)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, b.getInt(0)); // "glTF"
        assertEquals(2, b.getInt(4));
        assertEquals(Files.size(glb), b.getInt(8));

        Path stl = dir.resolve("v.stl");
        assertEquals(0, TerrainCommandTest.run("mesh", "../data/volcano.asc", "-o", stl.toString(),
                "--max-error", "2", "--base", "5").code());
        byte[] bytes = Files.readAllBytes(stl);
        int facets = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getInt(80);
        assertEquals(84 + 50L * facets, bytes.length);
        assertFalse(new String(bytes, 0, 5, java.nio.charset.StandardCharsets.US_ASCII).equals("solid"));
        // adaptive: far fewer facets than the 2 × 86 × 60 of the full grid, plus the base
        assertTrue(facets < 2 * 86 * 60, "facets " + facets);
    }

    @Test
    void badExtensionAndBadErrorAreBadInput() {
        var r = TerrainCommandTest.run("mesh", "../data/volcano.asc", "-o", dir.resolve("out.fbx").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains(".glb"), r.err());
        r = TerrainCommandTest.run("mesh", "../data/volcano.asc", "-o", dir.resolve("out.glb").toString(),
                "--max-error", "-1");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--max-error"), r.err()); // the option, not the Java parameter
        assertFalse(Files.exists(dir.resolve("out.glb")));
    }

    /** Issue 15 item 12: {@code --base 0} wrote an open surface to STL although the help promises a solid. */
    @Test
    void baseZeroIsRefusedNotAnOpenSurface() {
        Path stl = dir.resolve("x.stl");
        var r = TerrainCommandTest.run("mesh", "../data/volcano.asc", "-o", stl.toString(), "--base", "0");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--base must be in (0, 1e9]"), r.err());
        assertFalse(Files.exists(stl), "no file for a refused --base");
    }
}
