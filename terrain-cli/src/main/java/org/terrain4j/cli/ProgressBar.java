package org.terrain4j.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.terrain4j.api.ProgressListener;

/**
 * Draws a progress listener's reports on standard error. On a terminal: a one-line bar redrawn in place
 * with a carriage return, at most every 100 ms, and only once the operation has run for a second so
 * quick steps stay quiet; {@link #close()} finishes the line. Elsewhere (a pipe, a file, a CI log) no bar
 * is drawn: a long operation prints a plain line, {@code label: 37 % after 20 s (message)}, every 10 s
 * for its first minute and every minute after, whether or not it has reported anything new meanwhile (a
 * daemon timer looks once a second; an operation that reports rarely still shows it is alive), and an
 * operation that ran for a second or more ends with one plain line, {@code label: done in N.N s}. With no
 * stream (quiet) nothing is printed. Operations report from the thread that started them; the timer
 * prints from its own, and printing is synchronised.
 *
 * <p>On a terminal the line fits the terminal's width ({@link Terminal#columns()}): the bar narrows and
 * the message is cut, so that a narrow terminal redraws one line instead of stacking a new line each
 * time. A Ctrl-C or SIGTERM ends a drawn bar with a newline ({@link #endAll()}, called by {@link Signals})
 * and leaves it as it stood, not redrawn at 100 %.
 */
final class ProgressBar implements ProgressListener, AutoCloseable {

    /** The widest bar, in characters. */
    private static final int WIDTH = 30;
    /** The narrowest bar, in characters. */
    private static final int NARROW = 5;

    /** The bars drawn on a terminal and not yet closed, for {@link #endAll()}. */
    private static final java.util.Set<ProgressBar> OPEN =
            java.util.Collections.synchronizedSet(new java.util.LinkedHashSet<>());
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 100_000_000L;
    /** Off a terminal: a plain line every 10 s … */
    private static final long PLAIN_EVERY_NANOS = 10_000_000_000L;
    /** … for the first minute … */
    private static final long PLAIN_FAST_NANOS = 60_000_000_000L;
    /** … and every minute after. */
    private static final long PLAIN_SLOW_NANOS = 60_000_000_000L;

    /** The one timer of all bars off a terminal: a daemon thread, made when first needed. */
    private static ScheduledExecutorService timer;

    private final PrintWriter out;
    private final String label;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long start;
    private final int columns;
    private final ScheduledFuture<?> heartbeat;
    private long lastDraw;
    private boolean drawn;
    private boolean closed;
    private volatile double fraction;
    private volatile String message = "";

    /**
     * @param out      where to draw, or null to draw nothing
     * @param label    what runs
     * @param terminal whether out is a terminal (redraw in place) or not (plain lines)
     */
    ProgressBar(PrintWriter out, String label, boolean terminal) {
        this(out, label, terminal, System::nanoTime, out != null && !terminal,
                terminal && out != null ? Terminal.columns() : Terminal.DEFAULT_COLUMNS);
    }

    /**
     * @param out       where to draw, or null to draw nothing
     * @param label     what runs
     * @param terminal  whether out is a terminal
     * @param clock     nanoseconds, as {@link System#nanoTime()} (tests give their own)
     * @param heartbeat whether a timer prints the plain lines off a terminal when no report comes (tests
     *                  call {@link #tick()} instead)
     */
    ProgressBar(PrintWriter out, String label, boolean terminal, LongSupplier clock, boolean heartbeat) {
        this(out, label, terminal, clock, heartbeat, Terminal.DEFAULT_COLUMNS);
    }

    /**
     * @param out       where to draw, or null to draw nothing
     * @param label     what runs
     * @param terminal  whether out is a terminal
     * @param clock     nanoseconds, as {@link System#nanoTime()}
     * @param heartbeat whether a timer prints the plain lines off a terminal
     * @param columns   the terminal's width in characters; the drawn line takes at most one fewer
     */
    ProgressBar(PrintWriter out, String label, boolean terminal, LongSupplier clock, boolean heartbeat, int columns) {
        this.columns = columns;
        this.out = out;
        this.label = label;
        this.terminal = terminal;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.heartbeat = heartbeat ? timer().scheduleAtFixedRate(this::tick, 1, 1, TimeUnit.SECONDS) : null;
    }

    private static synchronized ScheduledExecutorService timer() {
        if (timer == null) {
            timer = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "terrain-progress");
                t.setDaemon(true);
                return t;
            });
        }
        return timer;
    }

    @Override
    public void progress(double fraction, String message) {
        this.fraction = fraction;
        this.message = message;
        tick();
    }

    /** Prints what is due now: the bar on a terminal, a plain line elsewhere (the timer calls it too). */
    synchronized void tick() {
        if (out == null || closed) {
            return;
        }
        long now = clock.getAsLong();
        double f = fraction;
        if (!terminal) {
            long elapsed = now - start;
            long every = elapsed <= PLAIN_FAST_NANOS ? PLAIN_EVERY_NANOS : PLAIN_SLOW_NANOS;
            if (f < 1 && elapsed >= PLAIN_EVERY_NANOS && now - lastDraw >= every) {
                lastDraw = now;
                String m = message;
                boolean own = m == null || m.isBlank() || m.equals(label);
                out.printf(Locale.ROOT, "%s: %d %% after %d s%s%n", label, Math.round(Math.max(0, f) * 100),
                        Math.round(elapsed / 1e9), own ? "" : " (" + m + ")");
                out.flush();
            }
            return;
        }
        if (now - start >= QUIET_NANOS && (now - lastDraw >= REDRAW_NANOS || f >= 1)) {
            draw(now);
        }
    }

    private void draw(long now) {
        lastDraw = now;
        if (!drawn) {
            drawn = true;
            OPEN.add(this);
        }
        out.print(line(fraction, message));
        out.flush();
    }

    /**
     * @return the line drawn for a fraction and message: a carriage return, then at most {@code columns - 1}
     *         characters (label, bar, percentage, message), padded so that it covers a longer line before it
     */
    String line(double fraction, String message) {
        double f = Math.max(0, Math.min(1, fraction));
        int room = Math.max(1, columns - 1);
        String name = label.length() > room / 3 ? label.substring(0, Math.max(1, room / 3)) : label;
        int fixed = name.length() + " [] 100%".length();
        int width = Math.max(NARROW, Math.min(WIDTH, (room - fixed) / 2));
        int full = (int) Math.round(f * width);
        String text = String.format(Locale.ROOT, "%s [%s] %3d%%", name, "#".repeat(full) + " ".repeat(width - full),
                Math.round(f * 100));
        int rest = room - text.length() - 1;
        if (rest > 0) {
            String m = message == null ? "" : message;
            text += " " + (m.length() > rest ? m.substring(0, rest) : m + " ".repeat(rest - m.length()));
        }
        return "\r" + (text.length() > room ? text.substring(0, room) : text);
    }

    /**
     * Ends every bar drawn on a terminal and not yet closed with a newline, as it stands (a stop: Ctrl-C or
     * SIGTERM), so that what is printed next starts on a line of its own. Later reports and
     * {@link #close()} print nothing more.
     */
    static void endAll() {
        ProgressBar[] open;
        synchronized (OPEN) {
            open = OPEN.toArray(ProgressBar[]::new);
            OPEN.clear();
        }
        for (ProgressBar bar : open) {
            bar.end();
        }
    }

    private synchronized void end() {
        if (!closed && out != null) {
            closed = true;
            out.println();
            out.flush();
        }
    }

    @Override
    public synchronized void close() {
        if (heartbeat != null) {
            heartbeat.cancel(false);
        }
        if (out == null || closed) {
            return;
        }
        closed = true;
        OPEN.remove(this);
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
