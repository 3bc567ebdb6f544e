package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11, the command-line idioms: picocli's streams, --quiet, progress, completion. */
class CliIdiomsTest {

    private static final String VOLCANO = "../data/volcano.asc";

    @TempDir
    Path dir;

    /** Summaries went to System.out, past the streams an embedding program (or this test) sets. */
    @Test
    void summariesGoThroughPicocliStreams() {
        String[][] runs = {
            {"render", VOLCANO, "-o", dir.resolve("a.png").toString()},
            {"info", VOLCANO},
            {"generate", "diamond-square", "--size", "17", "-o", dir.resolve("b.asc").toString()},
            {"generate", "fbm", "--size", "17", "-o", dir.resolve("c.asc").toString()},
            {"mesh", VOLCANO, "-o", dir.resolve("d.stl").toString()},
            {"contours", VOLCANO, "-i", "10", "-o", dir.resolve("e.geojson").toString()},
        };
        for (String[] args : runs) {
            TerrainCommandTest.Run r = TerrainCommandTest.run(args);
            assertEquals(0, r.code(), r.err());
            assertFalse(r.out().isBlank(), String.join(" ", args) + " printed to picocli's out");
        }
    }

    @Test
    void quietEverywhere() {
        for (String[] help : new String[][] {{"--help"}, {"info", "--help"}, {"render", "--help"}, {"mesh", "--help"},
            {"contours", "--help"}, {"erode", "--help"}, {"island", "--help"}, {"generate", "fbm", "--help"},
            {"generate", "diamond-square", "--help"}}) {
            assertTrue(TerrainCommandTest.run(help).out().contains("--quiet"), String.join(" ", help));
        }
        TerrainCommandTest.Run r = TerrainCommandTest.run("render", VOLCANO, "-q", "-o", dir.resolve("q.png").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(Files.exists(dir.resolve("q.png")));
    }

    /** Off a terminal (a pipe, a CI log) no bar is redrawn: one plain line once the work took a second. */
    @Test
    void progressIsDrawnOnlyOnATerminal() throws InterruptedException {
        StringWriter log = new StringWriter();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(log), "hydraulic", false)) {
            bar.progress(0.1, "drops");
            TimeUnit.MILLISECONDS.sleep(1100);
            bar.progress(0.9, "drops");
        }
        assertFalse(log.toString().contains("\r"), log.toString());
        assertTrue(log.toString().matches("hydraulic: done in \\d+\\.\\d s\\R"), log.toString());
        StringWriter quick = new StringWriter();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(quick), "mesh", false)) {
            bar.progress(1, "done");
        }
        assertEquals("", quick.toString(), "a quick step prints nothing");
        StringWriter terminal = new StringWriter();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(terminal), "thermal", true)) {
            TimeUnit.MILLISECONDS.sleep(1100);
            bar.progress(0.5, "iterations");
        }
        assertTrue(terminal.toString().startsWith("\rthermal ["), terminal.toString());
        try (ProgressBar bar = new ProgressBar(null, "quiet", true)) {
            bar.progress(0.5, "nothing");
        }
    }

    /** A bash completion script generated at build time by picocli's AutoComplete, shipped in the jar. */
    @Test
    void bashCompletionIsGeneratedAndCompletes() throws IOException, InterruptedException {
        Path script = Path.of("target", "classes", "terrain_completion");
        assertTrue(Files.exists(script), "built at process-classes");
        String text = Files.readString(script);
        for (String word : new String[] {"render", "erode", "--sea-level", "--pixel-size", "--quiet"}) {
            assertTrue(text.contains(word), word);
        }
        // bash from the PATH (the completion script is for bash; CI's Debian has it)
        Process p = new ProcessBuilder("bash", "-c", ". " + script + "; COMP_WORDS=(terrain ren); COMP_CWORD=1;"
                + " COMP_LINE='terrain ren'; COMP_POINT=11; _picocli_terrain; echo \"${COMPREPLY[@]}\"")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String reply = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor());
        assertEquals("render", reply);
    }

    /** Options that exclude each other are picocli argument groups: a usage error naming both. */
    @Test
    void exclusiveOptionsAreArgumentGroups() {
        TerrainCommandTest.Run r = TerrainCommandTest.run("mesh", VOLCANO, "--base", "5", "--skirt", "3", "-o",
                dir.resolve("x.stl").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--base=B, --skirt=S are mutually exclusive"), r.err());
        r = TerrainCommandTest.run("render", VOLCANO, "--tint", "--slope", "-o", dir.resolve("x.png").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("mutually exclusive"), r.err());
        assertFalse(Files.exists(dir.resolve("x.stl")));
    }

    /** Defaults in help come from the library's settings, not retyped numbers that can drift. */
    @Test
    void erodeHelpReadsTheLibrarysDefaults() {
        String help = TerrainCommandTest.run("erode", "--help").out().replaceAll("\\s+", " ");
        org.terrain4j.erosion.Hydraulic h = org.terrain4j.erosion.Hydraulic.droplets();
        assertFalse(help.contains("${"), help);
        assertTrue(help.contains("(default " + h.inertia() + ")"), help);
        assertTrue(help.contains("(default " + h.maxSteps() + ")"), help);
        assertTrue(help.contains("(default " + h.minSlope() + ")"), help);
    }

    /** The heap refusal says how to raise the heap both ways the command is run (JAVA_OPTS does nothing to java -jar). */
    @Test
    void theHeapRefusalSaysHowToRaiseTheHeapForBothLaunchers() {
        long max = Runtime.getRuntime().maxMemory();
        long samples = max / 4 + 1; // one float copy more than the heap
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Cli.checkHeap(samples, 1));
        long need = samples * 4 >> 20;
        assertEquals(String.format(java.util.Locale.ROOT, "a grid of %d samples needs about %d MiB, more than this JVM's %d"
                + " MiB heap (./terrain: set JAVA_OPTS=-Xmx%dm; java -jar: java -Xmx%dm -jar …)", samples, need, max >> 20,
                need + 256, need + 256), e.getMessage());
        Cli.checkHeap(max / 4 - 1, 1); // fits
    }
}
