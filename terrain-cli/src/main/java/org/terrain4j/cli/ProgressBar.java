package org.terrain4j.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.terrain4j.api.ProgressListener;

/**
 * Draws a progress listener's reports on standard error. On a terminal: a one-line bar redrawn in place
 * with a carriage return, at most every 100 ms, and only once the operation has run for a second so
 * quick steps stay quiet; {@link #close()} finishes the line. Elsewhere (a pipe, a file, a CI log) no bar
 * is drawn: an operation that ran for a second or more ends with one plain line, {@code label: done in
 * N.N s}. With no stream (quiet) nothing is printed. Not thread-safe: operations report from the thread
 * that started them.
 */
final class ProgressBar implements ProgressListener, AutoCloseable {

    private static final int WIDTH = 30;
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter out;
    private final String label;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;
    private double fraction;
    private String message = "";

    /**
     * @param out      where to draw, or null to draw nothing
     * @param label    what runs
     * @param terminal whether out is a terminal (redraw in place) or not (one plain final line)
     */
    ProgressBar(PrintWriter out, String label, boolean terminal) {
        this.out = out;
        this.label = label;
        this.terminal = terminal;
    }

    @Override
    public void progress(double fraction, String message) {
        this.fraction = fraction;
        this.message = message;
        if (out == null || !terminal) {
            return;
        }
        long now = System.nanoTime();
        if (now - start >= QUIET_NANOS && (now - lastDraw >= REDRAW_NANOS || fraction >= 1)) {
            draw(now);
        }
    }

    private void draw(long now) {
        lastDraw = now;
        drawn = true;
        double f = Math.max(0, Math.min(1, fraction));
        int full = (int) Math.round(f * WIDTH);
        String bar = "#".repeat(full) + " ".repeat(WIDTH - full);
        out.print(String.format(Locale.ROOT, "\r%s [%s] %3d%% %-30.30s", label, bar, Math.round(f * 100), message));
        out.flush();
    }

    @Override
    public void close() {
        if (out == null) {
            return;
        }
        if (drawn) {
            fraction = 1;
            draw(System.nanoTime());
            out.println();
            out.flush();
        } else if (!terminal && System.nanoTime() - start >= QUIET_NANOS) {
            out.printf(Locale.ROOT, "%s: done in %.1f s%n", label, (System.nanoTime() - start) / 1e9);
            out.flush();
        }
    }
}
