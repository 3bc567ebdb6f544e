package org.terrain4j.api.internal;

import java.util.random.RandomGenerator;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;

/**
 * Diamond-square subdivision; see {@link Heightfield#diamondSquare(int, double, RandomGenerator)}.
 * Not part of the API.
 *
 * @since 0.1
 */
public final class DiamondSquare {

    /** Largest supported side: 2¹⁵ + 1 samples (about 4 GiB of floats). */
    public static final int MAX_SIZE = (1 << 15) + 1;

    /** Uniform offsets in [−1, 1) for a sample, drawn in the documented order. */
    private interface Offsets {
        double next(int index);
    }

    private DiamondSquare() {
    }

    /**
     * @param size requested side, 2…{@link #MAX_SIZE}
     * @return the smallest 2ⁿ + 1 ≥ size
     * @throws IllegalArgumentException if size is out of range
     */
    public static int sideFor(int size) {
        Checks.inRange("size", size, 2, MAX_SIZE);
        int n = 1;
        while (n + 1 < size) {
            n <<= 1;
        }
        return n + 1;
    }

    /**
     * Seeded form: offsets are SplitMix64 of (seed, sample index), a pure function.
     *
     * @param size      requested side
     * @param roughness in [0, 1]
     * @param seed      seed
     * @return the normalised field
     */
    public static Heightfield grow(int size, double roughness, long seed) {
        return grow(size, roughness, seed, true);
    }

    /**
     * Seeded form with the choice of threads, for tests that compare both.
     *
     * @param size      requested side
     * @param roughness in [0, 1]
     * @param seed      seed
     * @param parallel  whether large levels may use the common fork-join pool
     * @return the normalised field, the same bits either way
     */
    public static Heightfield grow(int size, double roughness, long seed, boolean parallel) {
        int n = sideFor(size);
        Checks.inRange("roughness", roughness, 0, 1);
        long base = SplitMix64.mix(seed);
        return run(n, roughness, index -> {
            long z = SplitMix64.at(base, index);
            return (z >>> 11) * 0x1.0p-52 - 1.0;
        }, parallel);
    }

    /**
     * Generator form: one {@code nextDouble()} per sample, in the documented order.
     *
     * @param size      requested side
     * @param roughness in [0, 1]
     * @param random    generator
     * @return the normalised field
     */
    public static Heightfield grow(int size, double roughness, RandomGenerator random) {
        int n = sideFor(size);
        Checks.inRange("roughness", roughness, 0, 1);
        return run(n, roughness, index -> random.nextDouble() * 2 - 1, false);
    }

    /** Below this side the levels run on the calling thread only. */
    private static final int PARALLEL_SIDE = 513;

    private static Heightfield run(int n, double roughness, Offsets off, boolean pure) {
        HeightfieldBuffer buffer = new HeightfieldBuffer(n, n);
        float[] h = Samples.shared(buffer);
        int last = n - 1;
        int[] corners = {0, last, last * n, last * n + last};
        for (int i : corners) {
            h[i] = (float) off.next(i);
        }
        boolean parallel = pure && n >= PARALLEL_SIDE;
        double amp = 1;
        for (int step = last; step > 1; step >>= 1) {
            amp *= roughness;
            int half = step >> 1;
            int s = step;
            double a = amp;
            // Diamond step: centres of squares. Each row of centres reads only corner rows.
            int diamondRows = (n - half + step - 1) / step;
            forRows(parallel, diamondRows, k -> diamondRow(h, n, half + k * s, half, s, a, off));
            // Square step: edge midpoints. They read only centres and corners, never each other, so
            // rows are independent; offsets are a pure function of the sample, so the order of rows
            // does not change the bits.
            int squareRows = (n + half - 1) / half;
            forRows(parallel, squareRows, k -> squareRow(h, n, k * half, half, s, a, off));
        }
        normalizeInPlace(h);
        return buffer.freeze();
    }

    private static void forRows(boolean parallel, int count, java.util.function.IntConsumer row) {
        if (parallel && count >= 64) {
            java.util.stream.IntStream.range(0, count).parallel().forEach(row);
        } else {
            for (int k = 0; k < count; k++) {
                row.accept(k);
            }
        }
    }

    private static void diamondRow(float[] h, int n, int r, int half, int step, double amp, Offsets off) {
        int up = (r - half) * n;
        int down = (r + half) * n;
        int row = r * n;
        for (int c = half; c < n; c += step) {
            double mean = 0.25 * (((double) h[up + c - half] + h[up + c + half])
                    + ((double) h[down + c - half] + h[down + c + half]));
            h[row + c] = (float) (mean + amp * off.next(row + c));
        }
    }

    private static void squareRow(float[] h, int n, int r, int half, int step, double amp, Offsets off) {
        int last = n - 1;
        int row = r * n;
        int start = ((r / half) & 1) == 0 ? half : 0;
        boolean inner = r > 0 && r < last;
        for (int c = start; c < n; c += step) {
            double mean;
            if (inner && c > 0 && c < last) {
                mean = 0.25 * (((double) h[row - half * n + c] + h[row + half * n + c])
                        + ((double) h[row + c - half] + h[row + c + half]));
            } else {
                double sum = 0;
                int k = 0;
                if (r > 0) {
                    sum += h[row - half * n + c];
                    k++;
                }
                if (r < last) {
                    sum += h[row + half * n + c];
                    k++;
                }
                if (c > 0) {
                    sum += h[row + c - half];
                    k++;
                }
                if (c < last) {
                    sum += h[row + c + half];
                    k++;
                }
                mean = sum / k;
            }
            h[row + c] = (float) (mean + amp * off.next(row + c));
        }
    }

    private static void normalizeInPlace(float[] h) {
        float min = Float.POSITIVE_INFINITY;
        float max = Float.NEGATIVE_INFINITY;
        for (float v : h) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double range = (double) max - min;
        if (range == 0) {
            java.util.Arrays.fill(h, 0f);
            return;
        }
        double inv = 1 / range;
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) Math.min(1, (h[i] - (double) min) * inv);
        }
    }
}
