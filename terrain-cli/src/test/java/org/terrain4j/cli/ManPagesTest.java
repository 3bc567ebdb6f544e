package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

/** The manual pages: one per command, every option and example in it, and groff reads them without a warning. */
class ManPagesTest {

    @TempDir
    Path dir;

    @Test
    void onePagePerCommandWithEveryOptionAndExample() throws Exception {
        List<Path> pages = ManPages.write(dir);
        List<String> commands = HelpTest.commands().toList();
        assertEquals(commands.size() + 1, pages.size(), "terrain.1 and one page per command: " + pages);
        assertEquals("terrain.1", pages.get(0).getFileName().toString());
        for (String command : commands) {
            Path page = dir.resolve("terrain-" + command.replace(' ', '-') + ".1");
            String text = Files.readString(page, StandardCharsets.UTF_8);
            assertTrue(text.chars().allMatch(c -> c < 128), page + " is ASCII (other characters as \\[uXXXX])");
            CommandLine cl = TerrainCommand.commandLine();
            for (String part : command.split(" ")) {
                cl = cl.getSubcommands().get(part);
            }
            for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
                assertTrue(text.contains("\\fB" + ManPages.text(o.longestName()) + "\\fR"), o.longestName() + " in " + page);
            }
            for (String e : Examples.of(command)) {
                assertTrue(text.contains(ManPages.text(e)), e + " in " + page);
            }
            assertTrue(text.contains(".SH EXIT STATUS\n") && text.contains("130/143"), page.toString());
        }
    }

    @Test
    void groffReadsEveryPageWithoutAWarning() throws Exception {
        Assumptions.assumeTrue(java.util.Arrays.stream(System.getenv().getOrDefault("PATH", "")
                .split(java.io.File.pathSeparator))
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, "groff"))), "groff is not on the PATH");
        List<Path> pages = ManPages.write(dir);
        for (Path page : pages) {
            Process p = new ProcessBuilder("groff", "-man", "-Tutf8", "-ww", "-z", page.toString())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), out);
            assertEquals("", out.strip(), "groff's warnings for " + page);
        }
    }

    @Test
    void textIsEscapedForTheMacros() {
        assertEquals("\\-\\-mapping", ManPages.text("--mapping"));
        assertEquals("\\&.hidden", ManPages.text(".hidden"));
        assertEquals("a\\eb", ManPages.text("a\\b"));
        assertEquals("0\\[u2026]1", ManPages.text("0…1"));
    }
}
