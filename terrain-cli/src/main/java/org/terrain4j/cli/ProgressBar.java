package org.terrain4j.cli;

import java.io.PrintStream;
import java.util.Locale;

import org.terrain4j.api.ProgressListener;

/**
 * Draws a progress listener's reports as a one-line bar on a stream (standard error), redrawn in place
 * with a carriage return, at most every 100 ms, and only once the operation has run for a second so
 * quick steps stay quiet. {@link #close()} finishes the line. Not thread-safe: operations report from
 * the thread that started them.
 */
final class ProgressBar implements ProgressListener, AutoCloseable {

    private static final int WIDTH = 30;
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintStream out;
    private final String label;
    private final long start = System.nanoTime();
    private long lastDraw;
    private boolean drawn;
    private double fraction;
    private String message = "";

    ProgressBar(PrintStream out, String label) {
        this.out = out;
        this.label = label;
    }

    @Override
    public void progress(double fraction, String message) {
        this.fraction = fraction;
        this.message = message;
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
        if (drawn) {
            fraction = 1;
            draw(System.nanoTime());
            out.println();
        }
    }
}
