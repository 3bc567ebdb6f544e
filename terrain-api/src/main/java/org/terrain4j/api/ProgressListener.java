package org.terrain4j.api;

/**
 * Receives the progress of a long operation (erosion, a large mesh, a big fill) and may cancel it.
 *
 * <p>Operations call {@link #progress} from the thread that started them, at most a few hundred times
 * per operation, with a fraction that never decreases; they poll {@link #isCancelled()} at the same
 * points and, if it returns true, stop and throw {@link java.util.concurrent.CancellationException}
 * without touching the caller's data further than the operation's own documentation says.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores progress and never cancels. */
    ProgressListener NONE = (fraction, message) -> { };

    /**
     * Reports progress.
     *
     * @param fraction fraction done, in [0, 1]
     * @param message  what is being done, short, never null
     */
    void progress(double fraction, String message);

    /**
     * @return true to ask the operation to stop at its next check; false by default
     */
    default boolean isCancelled() {
        return false;
    }
}
