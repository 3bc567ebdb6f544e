package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

import picocli.CommandLine;

class TerrainCommandTest {

    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    record Run(int code, String err, String out) {
    }

    static Run run(String... args) {
        StringWriter err = new StringWriter();
        StringWriter out = new StringWriter();
        CommandLine cl = TerrainCommand.commandLine();
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(out, true));
        int code = cl.execute(args);
        return new Run(code, err.toString(), out.toString());
    }

    /**
     * Asserts a refusal as the review tests check it: the exit code, one line on standard error that starts
     * {@code terrain: }, holding each fragment.
     */
    static void assertRefused(Run r, int code, String... fragments) {
        assertEquals(code, r.code(), r.err() + r.out());
        String message = r.err().strip();
        assertFalse(message.contains("\n"), "one line: " + message);
        assertTrue(message.startsWith("terrain: "), message);
        for (String f : fragments) {
            assertTrue(message.contains(f), "'" + f + "' in " + message);
        }
    }

    /** The names of the files in a directory, sorted: what a command left behind. */
    static java.util.List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private void assertBadInput(Run r, String expectedFragment) throws IOException {
        assertEquals(1, r.code(), r.err());
        String message = r.err().strip();
        assertFalse(message.contains("\n"), "one line: " + message);
        assertTrue(message.startsWith("terrain: "), message);
        assertTrue(message.toLowerCase().contains(expectedFragment.toLowerCase()), message);
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().startsWith("out")),
                    "no partial output file");
        }
    }

    @Test
    void demoWritesItsPictures() throws IOException {
        Path out = dir.resolve("demo");
        assertEquals(0, run("-o", out.toString()).code());
        BufferedImage heightmap = ImageIO.read(out.resolve("heightmap16.png").toFile());
        assertEquals(403, heightmap.getWidth());
        assertEquals(344, heightmap.getHeight());
        for (String name : new String[] {"hillshade.png", "tint.png", "shaded.png"}) {
            // square pixels of 31.1 m over 403 × 74.8 m by 344 × 92.5 m of ground
            BufferedImage image = ImageIO.read(out.resolve(name).toFile());
            assertEquals(971, image.getWidth(), name);
            assertEquals(1024, image.getHeight(), name);
        }
        Heightfield back = Rasters.read(out.resolve("heightmap16.png"));
        assertEquals(236, back.min(), 1e-9);
        assertEquals(1076, back.max(), 1e-9);
    }

    @Test
    void generateWritesTheFormatItsExtensionNames() throws IOException {
        Path asc = dir.resolve("ds.asc");
        assertEquals(0, run("generate", "diamond-square", "--size", "60", "--seed", "3", "-o", asc.toString()).code());
        Heightfield h = Rasters.read(asc);
        assertEquals(65, h.columns());
        assertTrue(Heightfield.diamondSquare(60, 0.5, 3).equalsWithin(h.withFrame(GridFrame.UNIT), 0));
    }

    @Test
    void renderAndInfoOnARealModel() throws IOException {
        Path png = dir.resolve("shade.png");
        assertEquals(0, run("render", VOLCANO.toString(), "-o", png.toString(), "--hillshade").code());
        assertEquals(1024, ImageIO.read(png.toFile()).getWidth());
        assertEquals(0, run("info", VOLCANO.toString()).code());
    }

    @Test
    void missingFile() throws IOException {
        assertBadInput(run("render", dir.resolve("nope.asc").toString(), "-o", dir.resolve("out.png").toString()),
                "nope.asc");
    }

    @Test
    void truncatedHgt() throws IOException {
        Path hgt = dir.resolve("N10E010.hgt");
        Files.write(hgt, new byte[1201 * 1201 * 2 - 7]);
        assertBadInput(run("render", hgt.toString(), "-o", dir.resolve("out.png").toString()), "hgt");
    }

    @Test
    void ascWithTooFewRows() throws IOException {
        Path asc = dir.resolve("short.asc");
        Files.writeString(asc, "ncols 3\nnrows 3\nxllcorner 0\nyllcorner 0\ncellsize 1\n1 2 3\n4 5 6\n",
                StandardCharsets.US_ASCII);
        assertBadInput(run("render", asc.toString(), "-o", dir.resolve("out.png").toString()), "short.asc");
    }

    @Test
    void pngThatIsNotGrayscale() throws IOException {
        Path png = dir.resolve("colour.png");
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB), "png", png.toFile());
        assertBadInput(run("info", png.toString()), "colour.png");
    }

    @Test
    void headerDeclaringAMillionByAMillion() throws IOException {
        Path asc = dir.resolve("bomb.asc");
        Files.writeString(asc, "ncols 1000000\nnrows 1000000\nxllcorner 0\nyllcorner 0\ncellsize 1\n1 2 3\n",
                StandardCharsets.US_ASCII);
        assertBadInput(run("render", asc.toString(), "-o", dir.resolve("out.png").toString()), "1000000");
    }

    @Test
    void negativeSize() throws IOException {
        assertBadInput(run("generate", "diamond-square", "--size", "-5", "-o", dir.resolve("out.asc").toString()),
                "size");
    }

    @Test
    void unwritableExtensionFailsBeforeAnyWork() throws IOException {
        assertBadInput(run("generate", "diamond-square", "-o", dir.resolve("out.hgt").toString()), "out.hgt");
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertEquals(2, run("render").code()); // see UsageErrorsAndUpFrontChecksTest for the one-line message
        assertEquals(2, run("--no-such-option").code());
        assertEquals(2, run("generate", "diamond-square", "--size", "abc", "-o", "x.asc").code());
    }

    @Test
    void helpOnEverything() {
        for (String[] args : new String[][] {{"--help"}, {"info", "--help"}, {"render", "--help"},
            {"generate", "--help"}, {"generate", "diamond-square", "--help"}}) {
            assertEquals(0, run(args).code(), String.join(" ", args));
        }
    }
}
