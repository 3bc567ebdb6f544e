package org.terrain4j.noise.internal;

import org.terrain4j.noise.NoiseSample;

/**
 * What the two OpenSimplex2 generators share: the frequency folded into the weights that take world
 * coordinates to the skewed 2-D lattice and to the rotated 3-D lattice (two products and a sum to
 * each lattice coordinate, see {@link OpenSimplex2#value2} and {@link Simplex#rotation}), and the
 * 3-D evaluation on the body-centred cubic lattice. Immutable and thread-safe.
 *
 * @since 0.1
 */
public abstract class SimplexNoise extends BaseNoise {

    /** Frequency times 1 + F2: a coordinate's weight in its own skewed coordinate. */
    protected final double skewSelf;
    /** Frequency times F2: a coordinate's weight in the other skewed coordinate. */
    protected final double skewOther;
    /** The 3-D rotation into the lattice frame times the frequency (see {@link Simplex#rotation}). */
    private final double rotX;
    private final double rotY;
    private final double rotZ;
    private final double rotZ2;
    /** Squared 3-D kernel radius. */
    private final double r2In3d;
    /** 3-D range normaliser, 1 / the largest raw value. */
    private final double norm3d;

    /**
     * @param seed      seed
     * @param frequency cells per unit
     * @param r2In3d    squared 3-D kernel radius
     * @param bound3d   largest raw 3-D value
     */
    protected SimplexNoise(long seed, double frequency, double r2In3d, double bound3d) {
        super(seed, frequency);
        this.skewSelf = frequency * (1 + Simplex.F2);
        this.skewOther = frequency * Simplex.F2;
        double[] w = Simplex.rotation(frequency);
        this.rotX = w[0];
        this.rotY = w[1];
        this.rotZ = w[2];
        this.rotZ2 = w[3];
        this.r2In3d = r2In3d;
        this.norm3d = 1 / bound3d;
    }

    @Override
    public final double value(double x, double y, double z) {
        double t = y * rotY + z * rotZ;
        return Simplex.bccValue16(seedMix, t + x * rotX + offsetX, t - x * rotX + offsetY, y * rotY + z * rotZ2 + offsetZ, r2In3d)
                * (norm3d / 16);
    }

    @Override
    public final NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        clear(dest);
        double t = y * rotY + z * rotZ;
        return finish3(dest, Simplex.bccLattice(seedMix, t + x * rotX + offsetX, t - x * rotX + offsetY, y * rotY + z * rotZ2 + offsetZ, r2In3d,
                dest), norm3d);
    }
}
