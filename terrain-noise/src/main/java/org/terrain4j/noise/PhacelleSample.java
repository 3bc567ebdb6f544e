package org.terrain4j.noise;

/**
 * A mutable holder for one {@link Phacelle} sample, written by
 * {@link Phacelle#sample(double, double, double, double, PhacelleSample)} so that hot loops allocate
 * nothing. Not thread-safe: use one holder per thread.
 *
 * @since 0.1
 */
public final class PhacelleSample {

    /** The stripe value {@code cos θ}, in [−1, 1]: 1 on a stripe's crest line, −1 in its trough. */
    public double value;
    /** The quadrature partner {@code sin θ}, in [−1, 1]; {@code value² + quadrature² = 1}. */
    public double quadrature;
    /** ∂value/∂x: the slope vector of the stripes, x component, per coordinate unit. */
    public double slopeX;
    /** ∂value/∂z: the slope vector of the stripes, z component, per coordinate unit. */
    public double slopeZ;
    /**
     * The length of the blended phase vector before renormalisation, in [0, 1]: 1 where the
     * neighbouring cells agree, small near a phase singularity (where stripes fork or end).
     */
    public double amplitude;

    /** A holder of zeros. */
    public PhacelleSample() {
    }

    @Override
    public String toString() {
        return "PhacelleSample[value=" + value + ", quadrature=" + quadrature + ", slopeX=" + slopeX
                + ", slopeZ=" + slopeZ + ", amplitude=" + amplitude + "]";
    }
}
