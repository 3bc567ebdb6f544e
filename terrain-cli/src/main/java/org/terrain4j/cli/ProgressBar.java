package org.terrain4j.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;

import org.terrain4j.api.ProgressListener;

/**
 * Draws a progress listener's reports on standard error. On a terminal: a one-line bar redrawn in place
 * with a carriage return, at most every 100 ms, and only once the operation has run for a second so
 * quick steps stay quiet; {@link #close()} finishes the line. Elsewhere (a pipe, a file, a CI log) no bar
 * is drawn: a long operation prints a plain line, {@code label: 37 % after 20 s (message)}, every 10 s
 * for its first minute and every minute after (as long as it reports progress), and an operation that
 * ran for a second or more ends with one plain line, {@code label: done in N.N s}. With no stream
 * (quiet) nothing is printed. Not thread-safe: operations report from the thread
 * that started them.
 */
final class ProgressBar implements ProgressListener, AutoCloseable {

    private static final int WIDTH = 30;
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 100_000_000L;
    /** Off a terminal: a plain line every 10 s … */
    private static final long PLAIN_EVERY_NANOS = 10_000_000_000L;
    /** … for the first minute … */
    private static final long PLAIN_FAST_NANOS = 60_000_000_000L;
    /** … and every minute after. */
    private static final long PLAIN_SLOW_NANOS = 60_000_000_000L;

    private final PrintWriter out;
    private final String label;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long start;
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
        this(out, label, terminal, System::nanoTime);
    }

    /**
     * @param out      where to draw, or null to draw nothing
     * @param label    what runs
     * @param terminal whether out is a terminal
     * @param clock    nanoseconds, as {@link System#nanoTime()} (tests give their own)
     */
    ProgressBar(PrintWriter out, String label, boolean terminal, LongSupplier clock) {
        this.out = out;
        this.label = label;
        this.terminal = terminal;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    @Override
    public void progress(double fraction, String message) {
        this.fraction = fraction;
        this.message = message;
        if (out == null) {
            return;
        }
        long now = clock.getAsLong();
        if (!terminal) {
            long elapsed = now - start;
            long every = elapsed <= PLAIN_FAST_NANOS ? PLAIN_EVERY_NANOS : PLAIN_SLOW_NANOS;
            if (fraction < 1 && elapsed >= PLAIN_EVERY_NANOS && now - lastDraw >= every) {
                lastDraw = now;
                boolean own = message == null || message.isBlank() || message.equals(label);
                out.printf(Locale.ROOT, "%s: %d %% after %d s%s%n", label, Math.round(Math.max(0, fraction) * 100),
                        Math.round(elapsed / 1e9), own ? "" : " (" + message + ")");
                out.flush();
            }
            return;
        }
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
            draw(clock.getAsLong());
            out.println();
            out.flush();
        } else if (!terminal && clock.getAsLong() - start >= QUIET_NANOS) {
            out.printf(Locale.ROOT, "%s: done in %.1f s%n", label, (clock.getAsLong() - start) / 1e9);
            out.flush();
        }
    }
}
