package org.terrain4j.api.internal;

import java.util.Objects;
import java.util.function.Function;

import org.terrain4j.api.HeightfieldBuffer;

/**
 * The live sample array of a {@link HeightfieldBuffer}, for terrain4j's own hot loops (readers,
 * generators, erosion, rasterisers) that write every sample and cannot afford a copy in and out.
 *
 * <p>The public API never hands the array out: {@code toArray()} copies and {@code copyTo} /
 * {@code copyFrom} copy into or out of the caller's array. This class is the one way past that, and
 * its package is exported only to terrain4j's modules. {@code HeightfieldBuffer}'s class initialiser
 * installs the accessor once; since {@link #shared} takes a buffer, that class is initialised before
 * the first call.
 *
 * <p>The array is row-major ({@code index = row · columns + column}), length {@code columns × rows}.
 * Writes go straight into the buffer. The caller must not keep the reference past
 * {@link HeightfieldBuffer#freeze()}: the array then belongs to an immutable field. Not part of the
 * API: may change without notice.
 *
 * @since 0.1
 */
public final class Samples {

    private static volatile Function<HeightfieldBuffer, float[]> access;

    private Samples() {
    }

    /**
     * Installs the accessor; called once, by {@code HeightfieldBuffer}'s class initialiser.
     *
     * @param accessor returns a buffer's backing array, refusing a frozen buffer
     * @throws IllegalStateException if an accessor is already installed
     * @throws NullPointerException  if accessor is null
     */
    public static synchronized void install(Function<HeightfieldBuffer, float[]> accessor) {
        Objects.requireNonNull(accessor, "accessor");
        if (access != null) {
            throw new IllegalStateException("the HeightfieldBuffer accessor is already installed");
        }
        access = accessor;
    }

    /**
     * The buffer's backing array, shared, not copied.
     *
     * @param buffer a writable buffer
     * @return its row-major samples, length {@code columns × rows}
     * @throws NullPointerException  if buffer is null
     * @throws IllegalStateException if the buffer is frozen
     */
    public static float[] shared(HeightfieldBuffer buffer) {
        Objects.requireNonNull(buffer, "buffer");
        return access.apply(buffer);
    }
}
