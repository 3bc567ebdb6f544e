package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The bar drawn on a terminal: one line that fits the terminal, ended cleanly on a stop. */
class ProgressBarTest {

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {20, 35, 50, 80, 200})
    void theLineFitsTheTerminal(int columns) {
        ProgressBar bar = new ProgressBar(new PrintWriter(new StringWriter()), "stream power", true, () -> 0, false,
                columns);
        for (double f : new double[] {0, 0.37, 1}) {
            String line = bar.line(f, "pass 3 of 8: routing the water over the filled surface");
            assertTrue(line.startsWith("\r"), line);
            assertEquals(columns - 1, line.length() - 1, "the line covers all but the last column: '" + line + "'");
            assertTrue(line.contains(Math.round(f * 100) + "%"), line);
        }
        String line = bar.line(0.5, "x");
        assertTrue(line.contains("#"), "a bar half full: " + line);
    }

    @Test
    void aWideTerminalShowsTheWholeBarAndMessage() {
        ProgressBar bar = new ProgressBar(new PrintWriter(new StringWriter()), "thermal", true, () -> 0, false, 120);
        String line = bar.line(0.5, "iteration 50 of 100");
        assertTrue(line.startsWith("\rthermal [" + "#".repeat(15) + " ".repeat(15) + "]  50% iteration 50 of 100"), line);
    }

    @Test
    void aStopEndsTheDrawnBarWithANewlineAndNoFullRedraw() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "hydraulic", true, now::get, false, 60)) {
            now.set(2_000_000_000L);
            bar.progress(0.4, "drops");
            assertTrue(text.toString().contains(" 40%"), text.toString());
            ProgressBar.endAll();
            assertTrue(text.toString().endsWith(System.lineSeparator()), "ends the line: '" + text + "'");
            now.set(3_000_000_000L);
            bar.progress(0.6, "drops");
        }
        assertFalse(text.toString().contains("100%"), "not redrawn as done: '" + text + "'");
        assertFalse(text.toString().contains(" 60%"), "nothing after the stop: '" + text + "'");
        assertEquals(1, text.toString().split(System.lineSeparator(), -1).length - 1, "one newline: '" + text + "'");
    }

    @Test
    void aBarClosedNormallyEndsAtFullAndIsNoLongerOpen() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        try (ProgressBar bar = new ProgressBar(new PrintWriter(text, true), "mesh", true, now::get, false, 80)) {
            now.set(2_000_000_000L);
            bar.progress(0.5, "triangles");
        }
        assertTrue(text.toString().contains("100%"), text.toString());
        int length = text.toString().length();
        ProgressBar.endAll();
        assertEquals(length, text.toString().length(), "a closed bar is not ended again");
    }
}
