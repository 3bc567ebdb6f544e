package org.terrain4j.dem;

import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;

/** Checks shared by the operations of this package (not API). */
final class Support {

    private Support() {
    }

    /**
     * @param field a field
     * @param name  its parameter name
     * @return a copy of its samples
     * @throws IllegalArgumentException naming the first infinite sample
     */
    static float[] samples(HeightfieldView field, String name) {
        Objects.requireNonNull(field, name);
        float[] a = field.toArray();
        for (int i = 0; i < a.length; i++) {
            if (Float.isInfinite(a[i])) {
                throw new IllegalArgumentException(name + " must hold finite heights or NaN (no data), but the sample"
                        + " at column " + i % field.columns() + ", row " + i / field.columns() + " is " + a[i]);
            }
        }
        return a;
    }

    /**
     * @param progress a listener
     * @param fraction fraction done
     * @param message  what is being done
     * @throws CancellationException if the listener cancels
     */
    static void report(ProgressListener progress, double fraction, String message) {
        if (progress.isCancelled()) {
            throw new CancellationException(message + ": cancelled");
        }
        progress.progress(Math.min(1, Math.max(0, fraction)), message);
    }
}
