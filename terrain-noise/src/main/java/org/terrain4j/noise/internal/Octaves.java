package org.terrain4j.noise.internal;

/**
 * Octave amplitudes shared by the fractals and the domain warp.
 *
 * @since 0.1
 */
public final class Octaves {

    private Octaves() {
    }

    /**
     * Keeps octave amplitudes {@code stepⁱ} inside the double range. Their normalised weights are
     * {@code stepⁱ / Σⱼ stepʲ}; when the amplitudes grow (step &gt; 1) their sum can overflow, which
     * would make the normaliser 0 and every value NaN. In that case the amplitudes are replaced by
     * {@code step^(i − (n − 1))}, the same weights divided through by the largest, so the finest octave
     * has amplitude 1 and coarse octaves whose weight underflows become 0.
     *
     * @param amp   the amplitudes {@code stepⁱ} of the first n octaves; rewritten in place if needed
     * @param n     octaves in use, ≥ 1
     * @param step  amplitude ratio between neighbouring octaves, ≥ 0 (may be +∞)
     * @param total {@code Σ amp[i]} as computed by the caller
     * @return the sum of the (possibly rewritten) amplitudes, finite and ≥ 1
     */
    public static double keepFinite(double[] amp, int n, double step, double total) {
        if (total < Double.POSITIVE_INFINITY) {
            return total;
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            amp[i] = Math.pow(step, i - (n - 1));
            sum += amp[i];
        }
        return sum;
    }
}
