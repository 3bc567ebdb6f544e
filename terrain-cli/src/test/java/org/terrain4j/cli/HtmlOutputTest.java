package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mesh --html} and {@code environment --html}: a self-contained page beside the other outputs. */
class HtmlOutputTest {

    @TempDir
    Path dir;

    @Test
    void meshWritesThePageBesideTheMesh() throws Exception {
        Path out = dir.resolve("volcano.glb");
        var r = TerrainCommandTest.run("mesh", "../data/volcano.asc", "--colours", "--html", "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(dir.resolve("volcano.html"));
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("id=\"glb\"") && page.contains("id=\"three-core\""), "the mesh and three.js are inside it");
        assertFalse(page.contains("src=\"http"), "nothing fetched from the network");
        var print = TerrainCommandTest.run("mesh", "../data/volcano.asc", "--print", "150mm", "--html", "-o",
                dir.resolve("p.stl").toString());
        assertEquals(1, print.code());
        assertTrue(print.err().contains("--html does not apply to --print"), print.err());
        assertFalse(Files.exists(dir.resolve("p.stl")));
    }

    @Test
    void environmentWritesWorldHtml() throws Exception {
        var r = TerrainCommandTest.run("environment", "LAKESIDE", "--samples", "33", "--html", "-o", dir.resolve("e").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(dir.resolve("e/world.html")).contains("<title>LAKESIDE</title>"));
        assertTrue(Files.exists(dir.resolve("e/world.glb")));
    }
}
