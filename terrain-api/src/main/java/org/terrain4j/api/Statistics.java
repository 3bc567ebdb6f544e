package org.terrain4j.api;

/**
 * Summary statistics of a heightfield's samples. No-data samples (NaN) are counted apart and left
 * out of every other figure.
 *
 * @param min         smallest height, or NaN if every sample is no-data
 * @param max         largest height, or NaN if every sample is no-data
 * @param mean        arithmetic mean of the valid samples, or NaN if there are none
 * @param sum         sum of the valid samples (0 if there are none), summed in {@code double}
 * @param count       number of valid samples
 * @param noDataCount number of NaN samples
 * @since 0.1
 */
public record Statistics(double min, double max, double mean, double sum, long count, long noDataCount) {

    /**
     * Computes the statistics of a run of samples.
     *
     * @param samples the samples
     * @param from    first index, inclusive
     * @param to      last index, exclusive
     * @return their statistics
     */
    public static Statistics of(float[] samples, int from, int to) {
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
}
