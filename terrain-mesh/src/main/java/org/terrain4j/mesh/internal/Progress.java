package org.terrain4j.mesh.internal;

import java.util.concurrent.CancellationException;

import org.terrain4j.api.ProgressListener;

/**
 * Throttles a {@link ProgressListener}: forwards at most about 200 reports per operation (one per
 * half per cent) and checks for cancellation at each. Not thread-safe.
 *
 * @since 0.1
 */
public final class Progress {

    private final ProgressListener listener;
    private final String message;
    private double last = -1;

    /**
     * @param listener receives the reports
     * @param message  what is being done
     */
    public Progress(ProgressListener listener, String message) {
        this.listener = listener;
        this.message = message;
    }

    /**
     * Reports {@code done / total} when it has advanced enough since the last report.
     *
     * @param done  work done
     * @param total all the work, &gt; 0
     * @throws CancellationException if the listener asks to stop
     */
    public void step(double done, double total) {
        if (listener == ProgressListener.NONE) {
            return;
        }
        double f = Math.min(1, Math.max(0, done / total));
        if (f - last >= 0.005 || f == 1 && last < 1) {
            // only forward: a fraction never goes back
            if (listener.isCancelled()) {
                throw new CancellationException(message + ": cancelled");
            }
            listener.progress(f, message);
            last = f;
        }
    }
}
