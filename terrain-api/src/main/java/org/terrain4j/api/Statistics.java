package org.terrain4j.api;

import java.util.Objects;

import org.terrain4j.api.internal.Records;

/**
 * Summary statistics of a heightfield's samples. No-data samples (NaN) are counted apart and left
 * out of every other figure. Made by {@link #of} (and {@code Heightfield.statistics()}); there is no public
 * constructor. Each figure is read by the accessor of its name; equal when every figure is (doubles by
 * their bits, as a record compares them). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Statistics {

    private final double min;
    private final double max;
    private final double mean;
    private final double sum;
    private final long count;
    private final long noDataCount;

    /** Keeps the values; the library computes and checks them. */
    private Statistics(double min, double max, double mean, double sum, long count, long noDataCount) {
        this.min = min;
        this.max = max;
        this.mean = mean;
        this.sum = sum;
        this.count = count;
        this.noDataCount = noDataCount;
    }

    /**
     * Computes the statistics of a run of samples: NaN samples are no data, counted apart; the others are heights.
     * An empty run, or one of no data only, has NaN min, max and mean, sum 0 and count 0.
     *
     * @param samples the samples, finite or NaN (no data)
     * @param from    first index, inclusive, in [0, samples.length]
     * @param to      last index, exclusive, in [from, samples.length]
     * @return their statistics
     * @throws NullPointerException      if samples is null
     * @throws IndexOutOfBoundsException if from or to lies outside its range, naming it, its value and the range
     * @throws IllegalArgumentException  if a sample of the run is infinite, naming its index (checked before any
     *                                   sum is formed: a heightfield holds no infinite heights)
     */
    public static Statistics of(float[] samples, int from, int to) {
        Objects.requireNonNull(samples, "samples");
        if (from < 0 || from > samples.length) {
            throw new IndexOutOfBoundsException("from must be in [0, " + samples.length + "], was " + from);
        }
        if (to < from || to > samples.length) {
            throw new IndexOutOfBoundsException("to must be in [" + from + ", " + samples.length + "] (from to the "
                    + "length), was " + to);
        }
        for (int i = from; i < to; i++) {
            if (Float.isInfinite(samples[i])) {
                throw new IllegalArgumentException("samples[" + i + "] must be finite or NaN (no data), was "
                        + samples[i]);
            }
        }
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        long count = 0;
        long nan = 0;
        for (int i = from; i < to; i++) {
            float h = samples[i];
            if (h != h) {
                nan++;
                continue;
            }
            if (h < min) {
                min = h;
            }
            if (h > max) {
                max = h;
            }
            sum += h;
            count++;
        }
        if (count == 0) {
            return new Statistics(Double.NaN, Double.NaN, Double.NaN, 0, 0, nan);
        }
        return new Statistics(min, max, sum / count, sum, count, nan);
    }

    /**
     * @return smallest height, or NaN if every sample is no-data
     */
    public double min() {
        return min;
    }

    /**
     * @return largest height, or NaN if every sample is no-data
     */
    public double max() {
        return max;
    }

    /**
     * @return arithmetic mean of the valid samples, or NaN if there are none
     */
    public double mean() {
        return mean;
    }

    /**
     * @return sum of the valid samples (0 if there are none), summed in {@code double}
     */
    public double sum() {
        return sum;
    }

    /**
     * @return number of valid samples
     */
    public long count() {
        return count;
    }

    /**
     * @return number of NaN samples
     */
    public long noDataCount() {
        return noDataCount;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double min, double max, double mean, double sum, long count, long noDataCount) {
    }

    private Values values() {
        return new Values(min, max, mean, sum, count, noDataCount);
    }

    /**
     * Whether another {@code Statistics} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Statistics} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Statistics other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Statistics[min=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Statistics", values());
    }
}
