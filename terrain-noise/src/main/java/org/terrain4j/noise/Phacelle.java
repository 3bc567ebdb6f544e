package org.terrain4j.noise;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.internal.Hashing;

/**
 * Phacelle noise: stripes that run along a given direction, with their quadrature partner and their
 * slope (after Rune Skovbo Johansen's phacelle noise, 2025). terrain4j's erosion filter
 * ({@code org.terrain4j.erosion.filter.ErosionFilter}) uses it to cut gullies along the way the slope falls.
 *
 * <h2>Method</h2>
 * Space is cut into square cells of side {@code 1 / frequency}; in cell units, the cell of lattice
 * point {@code (i, j)} holds one point jittered from {@code (i, j)} by up to ±¼ on each axis (an
 * integer hash of seed and cell, no {@code fract(sin(…))}). For a point {@code p} and unit direction
 * {@code u}, each cell point {@code c} carries a plane wave of period one cell across {@code u}:
 * phase {@code φ_c = k · (p − c)} with {@code k = 2π (−u_z, u_x)}. The waves are blended with
 * Gaussian weights {@code w(r) = max(0, e^{−2r²} − e^{−4.5})}, which reach zero exactly 1.5 cells
 * out, {@code V = Σ w_c (cos φ_c, sin φ_c)}, and the blend is renormalised to unit amplitude:
 * {@code (value, quadrature) = V / |V| = (cos θ, sin θ)}. Only 4 × 4 cells can reach {@code p}: with
 * jitter ±¼ a cell point is within 1.5 of {@code p} only if its lattice point {@code i} satisfies
 * {@code |i − p| < 1.75} on each axis, i.e. {@code i − ⌊p⌋} is in (f − 1.75, f + 1.75) for the
 * fraction {@code f ∈ [0, 1)}, which always lies within {−1, 0, 1, 2}: the four lattice columns from
 * {@code ⌊p⌋ − 1} to {@code ⌊p⌋ + 2} (likewise rows).
 *
 * <h2>Outputs and ranges</h2>
 * {@code value} and {@code quadrature} are the cosine and sine of one angle, so each lies in [−1, 1],
 * {@code value² + quadrature² = 1}, and both bounds are attained (on every crest and trough line).
 * {@code slopeX, slopeZ} is the exact gradient of {@code value}: {@code −sin θ ∇θ}, with
 * {@code ∇θ = (C∇S − S∇C)/|V|²}; away from phase singularities {@code ∇θ ≈ k·frequency}, so the slope
 * is about {@code −quadrature · k · frequency}, at most {@code 2π·frequency} in length, and grows
 * without bound only where {@code |V| → 0} (the {@link PhacelleSample#amplitude} tells how near).
 * Where {@code |V| = 0} exactly (a measure-zero set) the sample is value 1, quadrature 0, slope 0.
 * A zero direction gives {@code k = 0}: value 1, quadrature 0, slope 0, amplitude 1 everywhere.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Phacelle {

    private static final double CUT = Math.exp(-4.5);
    private static final double TWO_PI = 2 * Math.PI;

    private final long seed;
    private final long seedMix;
    private final double frequency;

    private Phacelle(long seed, double frequency) {
        this.seed = seed;
        this.seedMix = Hashing.seedMix(seed);
        this.frequency = frequency;
    }

    /**
     * Phacelle stripes with cells of side {@code 1 / frequency}.
     *
     * @param seed      any long
     * @param frequency cells (and stripe periods) per coordinate unit; finite and &gt; 0 (the standard erosion filter's
     *                  gullies use 1/140, 1/70, 1/35 and 1/17.5 per metre)
     * @return the generator
     * @throws IllegalArgumentException if frequency is not finite and positive
     */
    public static Phacelle of(long seed, double frequency) {
        return new Phacelle(seed, Checks.positiveFinite("frequency", frequency));
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return cells per coordinate unit */
    public double frequency() {
        return frequency;
    }

    /**
     * Samples the stripes at {@code (x, z)} running along direction {@code (dirX, dirZ)}.
     *
     * @param x    east coordinate
     * @param z    south coordinate
     * @param dirX direction x; need not be unit (it is normalised), zero gives flat output
     * @param dirZ direction z
     * @param dest the holder to write
     * @return dest
     * @throws NullPointerException if dest is null
     */
    public PhacelleSample sample(double x, double z, double dirX, double dirZ, PhacelleSample dest) {
        Objects.requireNonNull(dest, "dest");
        double len = Math.sqrt(dirX * dirX + dirZ * dirZ);
        if (len == 0) {
            dest.value = 1;
            dest.quadrature = 0;
            dest.slopeX = 0;
            dest.slopeZ = 0;
            dest.amplitude = 1;
            return dest;
        }
        double kx = -dirZ / len * TWO_PI;
        double kz = dirX / len * TWO_PI;
        double px = x * frequency;
        double pz = z * frequency;
        double bx = Math.floor(px) - 1;
        double bz = Math.floor(pz) - 1;
        long i0 = (long) bx;
        long j0 = (long) bz;
        double rx = px - bx;
        double rz = pz - bz;
        double c = 0;
        double s = 0;
        double cx = 0;
        double cz = 0;
        double sx = 0;
        double sz = 0;
        double wsum = 0;
        for (int b = 0; b < 4; b++) {
            long zp = (j0 + b) * Hashing.PZ;
            for (int a = 0; a < 4; a++) {
                long h = Hashing.hash(seedMix, (i0 + a) * Hashing.PX, zp);
                double jx = ((h >>> 32) * 0x1p-32) * 0.5 - 0.25;
                double jz = (((h * 0xD1B54A32D192ED03L) >>> 32) * 0x1p-32) * 0.5 - 0.25;
                double dx = rx - (a + jx);
                double dz = rz - (b + jz);
                double r2 = dx * dx + dz * dz;
                double e = Math.exp(-2 * r2);
                double w = e - CUT;
                if (w <= 0) {
                    continue;
                }
                double phi = kx * dx + kz * dz;
                double cos = Math.cos(phi);
                double sin = Math.sin(phi);
                double gwx = -4 * dx * e;
                double gwz = -4 * dz * e;
                wsum += w;
                c += w * cos;
                s += w * sin;
                cx += gwx * cos - w * sin * kx;
                cz += gwz * cos - w * sin * kz;
                sx += gwx * sin + w * cos * kx;
                sz += gwz * sin + w * cos * kz;
            }
        }
        double m2 = c * c + s * s;
        if (!(m2 > 0)) {
            dest.value = 1;
            dest.quadrature = 0;
            dest.slopeX = 0;
            dest.slopeZ = 0;
            dest.amplitude = 0;
            return dest;
        }
        double m = Math.sqrt(m2);
        double cosT = c / m;
        double sinT = s / m;
        double tx = (c * sx - s * cx) / m2;
        double tz = (c * sz - s * cz) / m2;
        dest.value = cosT;
        dest.quadrature = sinT;
        dest.slopeX = -sinT * tx * frequency;
        dest.slopeZ = -sinT * tz * frequency;
        dest.amplitude = wsum > 0 ? Math.min(1, m / wsum) : 0;
        return dest;
    }

    /**
     * As {@link #sample(double, double, double, double, PhacelleSample)} in a new holder.
     *
     * @param x    east coordinate
     * @param z    south coordinate
     * @param dirX direction x
     * @param dirZ direction z
     * @return a new sample
     */
    public PhacelleSample sample(double x, double z, double dirX, double dirZ) {
        return sample(x, z, dirX, dirZ, new PhacelleSample());
    }

    @Override
    public String toString() {
        return "Phacelle[seed=" + seed + ", frequency=" + frequency + "]";
    }
}
