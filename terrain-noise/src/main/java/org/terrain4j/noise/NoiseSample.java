package org.terrain4j.noise;

/**
 * A mutable holder for one noise value and its analytic gradient, written by
 * {@link Noise#sample(double, double, NoiseSample)} and
 * {@link Noise#sample(double, double, double, NoiseSample)} so that hot loops allocate nothing
 * (the {@code dest} idea of JOML).
 *
 * <p>In 2-D (the ground plane {@code (x, z)}) the gradient is {@code (dx, dz)} and {@code dy} is
 * set to 0. Derivatives are with respect to the caller's coordinates, in value units per
 * coordinate unit.
 *
 * <p>Not thread-safe: use one holder per thread.
 *
 * @since 0.1
 */
public final class NoiseSample {

    /** The noise value. */
    public double value;
    /** ∂value/∂x. */
    public double dx;
    /** ∂value/∂y (0 for 2-D noise). */
    public double dy;
    /** ∂value/∂z. */
    public double dz;

    /** A holder of zeros. */
    public NoiseSample() {
    }

    /**
     * Sets every component.
     *
     * @param value the value
     * @param dx    ∂value/∂x
     * @param dy    ∂value/∂y
     * @param dz    ∂value/∂z
     * @return this holder
     */
    public NoiseSample set(double value, double dx, double dy, double dz) {
        this.value = value;
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
        return this;
    }

    /**
     * @return the length of the gradient, value units per coordinate unit
     */
    public double gradientLength() {
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    @Override
    public String toString() {
        return "NoiseSample[value=" + value + ", dx=" + dx + ", dy=" + dy + ", dz=" + dz + "]";
    }
}
