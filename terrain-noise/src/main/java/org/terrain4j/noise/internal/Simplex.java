package org.terrain4j.noise.internal;

import java.util.Objects;

import org.terrain4j.noise.NoiseSample;

/**
 * Shared geometry of the OpenSimplex2 family: the 2-D simplex (triangle) lattice, the 3-D
 * body-centred cubic lattice, their gradient sets and the radial kernel {@code (r² − |d|²)⁴}.
 *
 * @since 0.1
 */
public final class Simplex {

    /** Skew of the 2-D simplex lattice, (√3 − 1)/2. */
    public static final double F2 = 0.36602540378443864676;
    /** Unskew of the 2-D simplex lattice, (3 − √3)/6. */
    public static final double G2 = 0.21132486540518711775;

    /**
     * The 32 unit gradients 11.25° apart, starting at 5.625° (none along an axis): x at k, z at k + 32.
     * A power of two, so a gradient index is the top five bits of the vertex hash (one shift), and the
     * two components sit at a fixed distance in one array (one base address).
     */
    static final double[] GRAD2 = new double[64];
    /**
     * 12 unit gradients (±1, ±1, 0)/√2 and permutations, by component: x of gradient k at k, y at
     * k + 12, z at k + 24, so one index (no multiplication by 3) and one base address reach all three.
     */
    static final double[] GRAD3 = new double[36];

    static {
        for (int k = 0; k < 32; k++) {
            double a = Math.toRadians(5.625 + 11.25 * k);
            GRAD2[k] = Math.cos(a);
            GRAD2[k + 32] = Math.sin(a);
        }
        double s = Math.sqrt(0.5);
        int k = 0;
        for (int axis = 0; axis < 3; axis++) {
            for (int sa = -1; sa <= 1; sa += 2) {
                for (int sb = -1; sb <= 1; sb += 2) {
                    double[] g = new double[3];
                    g[(axis + 1) % 3] = sa * s;
                    g[(axis + 2) % 3] = sb * s;
                    GRAD3[k] = g[0];
                    GRAD3[k + 12] = g[1];
                    GRAD3[k + 24] = g[2];
                    k++;
                }
            }
        }
    }

    private Simplex() {
    }

    /**
     * {@link #GRAD2} times a constant. A kernel that reads its gradients from this table returns its
     * sum already times {@code scale}, which spares the point call a multiplication at the end of its
     * longest chain of dependent operations (see {@link OpenSimplex2#value2}).
     *
     * @param scale the factor, the noise's range normaliser
     * @return a new table laid out as {@link #GRAD2}
     */
    static double[] scaledGrad2(double scale) {
        double[] g = new double[GRAD2.length];
        for (int i = 0; i < g.length; i++) {
            g[i] = GRAD2[i] * scale;
        }
        return g;
    }

    /**
     * One 2-D vertex: {@code a⁴ (g · d)}, adding its gradient to {@code dest} when given.
     *
     * @param a    {@code r² − |d|²}, &gt; 0
     * @param gx   gradient x
     * @param gz   gradient z
     * @param dx   displacement x from the vertex
     * @param dz   displacement z from the vertex
     * @param dest holder accumulating the gradient, or null
     * @return the contribution
     */
    static double corner2(double a, double gx, double gz, double dx, double dz, NoiseSample dest) {
        double a2 = a * a;
        double a4 = a2 * a2;
        double dot = gx * dx + gz * dz;
        if (dest != null) {
            double c = -8 * a2 * a * dot;
            dest.dx += c * dx + a4 * gx;
            dest.dz += c * dz + a4 * gz;
        }
        return a4 * dot;
    }

    /**
     * @param sm seed mix
     * @param xp lattice x · PX
     * @param zp lattice z · PZ
     * @return index into {@link #GRAD2}, in [0, 32): the top five bits of the vertex hash
     */
    static int g2(long sm, long xp, long zp) {
        return (int) (Hashing.hash(sm, xp, zp) >>> 59);
    }

    /**
     * One 2-D vertex, {@code max(a, 0)⁴ (g · d)} with {@code a = r2 − |d|²}: the kernel clamped at 0 (a
     * vertex out of reach adds ±0, which leaves a sum started at +0 unchanged, so the result has the
     * bits of {@link #vertex2}).
     *
     * @param grad gradient table, {@link #GRAD2} times a constant (see {@link #scaledGrad2})
     * @param sm   seed mix
     * @param xp   lattice x · PX
     * @param zp   lattice z · PZ
     * @param r2   squared kernel radius
     * @param dx   displacement x
     * @param dz   displacement z
     * @return contribution
     */
    static double vertexValue2(double[] grad, long sm, long xp, long zp, double r2, double dx, double dz) {
        double a = r2 - dx * dx - dz * dz;
        a = a > 0 ? a : 0;
        int k = g2(sm, xp, zp);
        double a2 = a * a;
        return a2 * a2 * (grad[k] * dx + grad[k + 32] * dz);
    }

    /**
     * Sixteen times one 2-D vertex's contribution, {@code 16 max(a, 0)⁴ (g · d)} with
     * {@code a = r2 − |d|²}, branch-free: {@code a + |a|} is {@code 2 max(a, 0)} exactly (two
     * instructions, where a clamp by bit mask takes five), and its fourth power is {@code 16 max(a, 0)⁴}
     * exactly. Scaling by a power of two commutes with rounding, so a sum of these times
     * {@code norm / 16} has the bits of the plain sum times {@code norm} (see {@link #vertex2}; a
     * vertex out of reach adds ±0, which leaves a sum started at +0 unchanged).
     *
     * @param grad gradient table, {@link #GRAD2} times a constant (see {@link #scaledGrad2})
     * @param sm   seed mix
     * @param xp   lattice x · PX
     * @param zp   lattice z · PZ
     * @param r2   squared kernel radius
     * @param dx   displacement x
     * @param dz   displacement z
     * @return 16 × the contribution
     */
    static double vertexValue2x16(double[] grad, long sm, long xp, long zp, double r2, double dx, double dz) {
        double a = r2 - dx * dx - dz * dz;
        double a2 = a + Math.abs(a);
        int k = g2(sm, xp, zp);
        double q = a2 * a2;
        return q * q * (grad[k] * dx + grad[k + 32] * dz);
    }

    /**
     * One 2-D vertex looked up and evaluated if inside the kernel.
     *
     * @param grad gradient table, {@link #GRAD2} times a constant (see {@link #scaledGrad2})
     * @param sm   seed mix
     * @param xp   lattice x · PX
     * @param zp   lattice z · PZ
     * @param r2   squared kernel radius
     * @param dx   displacement x
     * @param dz   displacement z
     * @param dest gradient holder or null
     * @return contribution (0 outside the kernel)
     */
    static double vertex2(double[] grad, long sm, long xp, long zp, double r2, double dx, double dz,
            NoiseSample dest) {
        double a = r2 - dx * dx - dz * dz;
        if (a > 0) {
            int k = g2(sm, xp, zp);
            return corner2(a, grad[k], grad[k + 32], dx, dz, dest);
        }
        return 0;
    }

    /**
     * Whether a row is splatted rather than evaluated point by point: its samples run left to right
     * ({@code step > 0}; the scaled coordinates are then non-decreasing, rounding being monotonic),
     * lie on average less than {@code maxCells} cells apart (where splatting measured faster) and
     * more than 2⁻²⁰ cells apart (so that rounding moves no sample by a noticeable part of the
     * spacing, and the chord of each disk is found to within one sample), and stay within 2¹⁴ cells
     * of the origin.
     *
     * @param first    scaled x of the first sample
     * @param last     scaled x of the last sample
     * @param count    samples, ≥ 1
     * @param step     the unscaled spacing times the scale (its sign is what matters)
     * @param zs       scaled z of the row
     * @param maxCells largest mean spacing, in cells, that is splatted
     * @return true to splat
     */
    static boolean splatPays(double first, double last, int count, double step, double zs, double maxCells) {
        double span = last - first;
        return count > 1 && step > 0 && span < maxCells * (count - 1) && span > 0x1p-20 * (count - 1)
                && near(first, last, zs);
    }

    /**
     * Whether a row lies within 2¹⁴ cells of the origin on both axes, where the row fills may round
     * differently from the point calls (splatting, or skewed coordinates formed from the row's start
     * and step) and stay within 10⁻¹⁰ of them; farther out they use the point calls' arithmetic.
     *
     * @param first scaled x of the first sample
     * @param last  scaled x of the last sample
     * @param zs    scaled z of the row
     * @return true if near
     */
    static boolean near(double first, double last, double zs) {
        return Math.abs(first) < 0x1p14 && Math.abs(last) < 0x1p14 && Math.abs(zs) < 0x1p14;
    }

    /**
     * The row fill of the 2-D OpenSimplex2 family, shared by both generators: by splatting (see
     * {@link #splatRow}) when {@link #splatPays}, else point by point, with each sample's skewed
     * coordinates formed from the row's start and step while the row is {@link #near} the origin and
     * by the point calls' own arithmetic beyond. Equal to the point calls to rounding (below 10⁻¹⁰, see
     * {@link org.terrain4j.noise.Noise}); a function of the arguments only, so independent of how rows
     * are split between threads.
     *
     * @param superSimplex OpenSimplex2S rather than OpenSimplex2 (a constant per caller: C2 takes the
     *                     test out of the loop)
     * @param sm           seed mix
     * @param frequency    the generator's frequency
     * @param skewSelf     frequency times 1 + F2
     * @param skewOther    frequency times F2
     * @param offsetX      the seed's lattice offset of the first skewed coordinate (see BaseNoise)
     * @param offsetZ      the seed's lattice offset of the second skewed coordinate
     * @param originX      x of the first sample
     * @param spacingX     spacing of the samples
     * @param z            z of the row
     * @param scale        factor applied to the coordinates before the noise
     * @param dest         destination
     * @param offset       first index written
     * @param count        samples
     */
    static void row2(boolean superSimplex, long sm, double frequency, double skewSelf, double skewOther,
            double offsetX, double offsetZ, double originX, double spacingX, double z, double scale, double[] dest, int offset, int count) {
        Objects.checkFromIndexSize(offset, count, dest.length);
        if (count == 0) {
            return;
        }
        final double f = frequency;
        double zf = z * scale * f;
        double first = originX * scale * f;
        double last = (originX + (count - 1) * spacingX) * scale * f;
        double splat = superSimplex ? OpenSimplex2S.SPLAT : OpenSimplex2.SPLAT;
        if (splatPays(first, last, count, spacingX * scale, zf, splat)) {
            // the splat works in unskewed coordinates: the skewed offset unskewed
            double unskew = (offsetX + offsetZ) * G2;
            double ux = offsetX - unskew;
            double[] xs = new double[count];
            for (int c = 0; c < count; c++) {
                xs[c] = (originX + c * spacingX) * scale * f + ux;
            }
            splatRow(sm, superSimplex ? OpenSimplex2S.R2_2D : OpenSimplex2.R2_2D,
                    superSimplex ? OpenSimplex2S.NORM_2D : OpenSimplex2.NORM_2D, xs, zf + (offsetZ - unskew), dest,
                    offset, count);
            return;
        }
        double zr = z * scale;
        double cc = 0;
        if (near(first, last, zf)) {
            // near the origin, the skewed coordinates as affine functions of the sample index: two
            // operations from the index to each instead of seven, a shorter chain of dependent
            // operations per sample (7.3 against 8.3 ns a sample, OpenSimplex2, plain loop); they round
            // differently from a point call's, by less than 10⁻¹⁰ in the value this close
            double xr = originX * scale;
            double step = spacingX * scale;
            double xBase = xr * skewSelf + zr * skewOther + offsetX;
            double zBase = xr * skewOther + zr * skewSelf + offsetZ;
            double xStep = step * skewSelf;
            double zStep = step * skewOther;
            for (int c = 0; c < count; c++, cc++) {
                double xs = xBase + cc * xStep;
                double zs = zBase + cc * zStep;
                dest[offset + c] = superSimplex ? OpenSimplex2S.value2(sm, xs, zs) : OpenSimplex2.value2(sm, xs, zs);
            }
        } else {
            double zSelf = zr * skewSelf;
            double zOther = zr * skewOther;
            for (int c = 0; c < count; c++, cc++) {
                double x = (originX + cc * spacingX) * scale;
                double xs = x * skewSelf + zOther + offsetX;
                double zs = x * skewOther + zSelf + offsetZ;
                dest[offset + c] = superSimplex ? OpenSimplex2S.value2(sm, xs, zs) : OpenSimplex2.value2(sm, xs, zs);
            }
        }
    }

    /** 1/G2. */
    private static final double INV_G2 = 1 / G2;

    /**
     * A row of the 2-D simplex-lattice noise by splatting: every lattice vertex whose kernel disk
     * meets the row adds {@code (r2 − |d|²)⁴ (g · d)} to the samples inside its disk. Sums the same
     * terms as the point evaluation (every vertex with a positive kernel), in another order, so values
     * agree with it to rounding (below 10⁻¹⁰ while the coordinates stay below 2¹⁴ cells), not bit for
     * bit; the result depends only on the row's arguments.
     *
     * <p>Cost: a vertex's setup (its position, the chord of its disk along the row, its hash) is paid
     * once for all the samples its disk covers, and the per-sample work is a branch-free loop that
     * C2 vectorises. The chord's first and last sample are found from the mean sample step, rounded
     * outward with a margin of 1/1000 sample (rounding moves a sample far less, see
     * {@link #splatPays}); the kernel is clamped in the loop ({@code q + |q|} is {@code 2 max(q, 0)}), so
     * a sample just outside the disk adds +0 and no trimming is needed. The clamped sum is 16 times the plain one,
     * exactly, and {@code norm / 16} undoes that exactly.
     *
     * @param sm     seed mix
     * @param r2     squared kernel radius (½ or ⅔)
     * @param norm   range normaliser
     * @param xs     scaled x of each sample, non-decreasing and accepted by {@link #splatPays}
     * @param zs     scaled z of the row
     * @param dest   destination
     * @param offset first index written
     * @param count  samples
     */
    static void splatRow(long sm, double r2, double norm, double[] xs, double zs, double[] dest, int offset,
            int count) {
        double[] acc = new double[count];
        double r = Math.sqrt(r2);
        double xmin = xs[0];
        double xmax = xs[count - 1];
        // skewed b over the bounding box [xmin − r, xmax + r] × [zs − r, zs + r]
        long bLo = (long) Math.floor((xmin - r) * F2 + (zs - r) * (1 + F2));
        long bHi = (long) Math.floor((xmax + r) * F2 + (zs + r) * (1 + F2)) + 1;
        double inv = (count - 1) / (xmax - xmin);
        int last = count - 1;
        double bb = bLo;
        for (long b = bLo; b <= bHi; b++, bb++) {
            // the vertices (a, b) whose vz = b(1 − G2) − a·G2 lies within (zs − r, zs + r)
            long aLo = (long) Math.floor((bb * (1 - G2) - zs - r) * INV_G2) + 1;
            long aHi = (long) Math.floor((bb * (1 - G2) - zs + r) * INV_G2);
            long zp = b * Hashing.PZ;
            double aa = aLo;
            for (long a = aLo; a <= aHi; a++, aa++) {
                double t = (aa + bb) * G2;
                double vx = aa - t;
                double vz = bb - t;
                double dz = zs - vz;
                double big = r2 - dz * dz;
                if (!(big > 0) || vx + r < xmin || vx - r > xmax) {
                    continue;
                }
                // the samples on the chord of the disk, found from the mean step; a sample moved by
                // rounding is off its place by far less than 1/1000 step (see splatPays), and one
                // just outside the disk adds +0
                double w = Math.sqrt(big);
                int lo = Math.max(0, (int) ((vx - w - xmin) * inv + 0.999));
                int hi = Math.min(last, (int) ((vx + w - xmin) * inv + 0.001));
                int k = g2(sm, a * Hashing.PX, zp);
                accumulate(acc, xs, lo, hi + 1, vx, big, GRAD2[k], GRAD2[k + 32] * dz);
            }
        }
        double n16 = norm / 16;
        for (int c = 0; c < count; c++) {
            dest[offset + c] = acc[c] * n16;
        }
    }

    /**
     * The inner loop of {@link #splatRow}, alone so that C2 compiles it as a loop of its own; the bound
     * is exclusive ({@code c <= hi} is not a counted loop for C2, so it is neither unrolled nor
     * vectorised).
     */
    private static void accumulate(double[] acc, double[] xs, int lo, int end, double vx, double big,
            double gx, double cz) {
        for (int c = lo; c < end; c++) {
            double dx = xs[c] - vx;
            double q = big - dx * dx;
            double q2 = q + Math.abs(q);
            double q4 = q2 * q2;
            acc[c] += q4 * q4 * (gx * dx + cz);
        }
    }

    /** 1/√2, 1/√3, 1/√6 for the 3-D rotation. */
    private static final double S2 = 0.70710678118654752440;
    private static final double S3 = 0.57735026918962576451;
    private static final double S6 = 0.40824829046386301637;

    /**
     * Largest squared kernel radius for which {@link #bccValue16} sums four vertices a sublattice
     * (OpenSimplex2's 0.6 is below it); up to ¾ it sums five (OpenSimplex2S).
     */
    static final double FOUR_VERTICES = 2.0 / 3;

    /**
     * Sixteen times the raw 3-D body-centred-cubic sum of {@link #bccLattice} without the gradient,
     * with the bits of {@link #bccLattice} times 16 (each term is 16 times as large, exactly, and the
     * terms are summed in its order), from only the vertices that can be in reach.
     *
     * <p>Which vertices, on each sublattice, with e the displacement from the nearest vertex
     * (|e<sub>i</sub>| ≤ ½), u the smallest |e<sub>i</sub>| and v, w the other two: of the seven
     * candidates of {@link #bcc}, the neighbour across the face on u's axis is at squared distance
     * {@code 1 − 2u + |e|² ≥ 1 − 2u + 3u² ≥ ⅔}, and each of the two vertices two steps away through
     * u's axis at {@code (1 − u)² + (1 − v)² + w² ≥ ½ + ¼} (w ≥ u, v ≤ ½). So for {@code r2 ≤ ⅔}
     * (OpenSimplex2) four vertices can be in reach: the nearest, its neighbours across the faces of the
     * two larger axes and the vertex two steps away on both; for {@code r2 ≤ ¾} (OpenSimplex2S) five:
     * the nearest, all three face neighbours and that one. All four can be in reach at once (at e = (0.48,
     * 0.48, 0) for r2 = 0.6), so no smaller fixed set is exact.
     *
     * <p>Two comparisons find the smallest axis, and each of its three cases sums its own vertices: the
     * nearest and the face neighbours branch-free with the kernel clamped by {@code a + |a|}, the
     * vertex two steps away, out of reach at most points, behind a branch. Measured on a plain loop of
     * 256² OpenSimplex2 point calls (1/32 cell apart; samples 0.77 cells apart measured the same),
     * nanoseconds a sample beside JNoise's fastSimplex in the same JVM: the seven candidates of
     * {@link #bcc} (four branch-free, three behind a branch) 35.4 against 34.6; these four 29.2
     * against 33.9. Forming the four by bit masks from the comparisons, with no branch at all, took
     * 41.1 against 34.1 (more instructions than the vertex it saves); one method for both radii with
     * the radius tested inside, 32.8; every vertex behind its own branch, 30.0.
     *
     * @param sm seed mix
     * @param lx lattice-frame x (see {@link #rotation})
     * @param ly lattice-frame y
     * @param lz lattice-frame z
     * @param r2 squared kernel radius, ≤ ¾
     * @return 16 × the raw sum
     */
    static double bccValue16(long sm, double lx, double ly, double lz, double r2) {
        double n = 0;
        if (r2 <= FOUR_VERTICES) {
            n += sublattice4x16(sm, lx, ly, lz, r2, 0);
            n += sublattice4x16(sm, lx - 0.5, ly - 0.5, lz - 0.5, r2, 1);
        } else {
            n += sublattice5x16(sm, lx, ly, lz, r2, 0);
            n += sublattice5x16(sm, lx - 0.5, ly - 0.5, lz - 0.5, r2, 1);
        }
        return n;
    }

    /*
     * The two sublattice sums below open with the same lines as bccSum: the displacement from the
     * nearest vertex, the neighbour one step toward the point on each axis (its displacement and its
     * hash coordinate) and the partial kernels. They are two methods, not one with a flag, because C2
     * compiles each smaller one better (see bccValue16). bccSum adds
     * ((c0 + fx) + (fy + fz)) + ((exy + exz) + eyz); a vertex left out here is out of reach, so there
     * it adds ±0, and a + ±0 is a for every a but zero: each sum below has bccSum's bits.
     */

    /**
     * One sublattice of {@link #bccValue16} for {@code r2 ≤ ⅔}: four vertices.
     *
     * @param px x relative to the sublattice (lattice frame minus its offset)
     * @param py y likewise
     * @param pz z likewise
     * @param l  the sublattice, 0 (integer points) or 1 (half-integer points)
     */
    private static double sublattice4x16(long sm, double px, double py, double pz, double r2, int l) {
        double bx = Math.floor(px + 0.5);
        double by = Math.floor(py + 0.5);
        double bz = Math.floor(pz + 0.5);
        double dx = px - bx;
        double dy = py - by;
        double dz = pz - bz;
        long hx = (((long) bx << 1) + l) * Hashing.PX;
        long hy = (((long) by << 1) + l) * Hashing.PY;
        long hz = (((long) bz << 1) + l) * Hashing.PZ;
        long mx = Double.doubleToRawLongBits(dx) >> 63;
        long my = Double.doubleToRawLongBits(dy) >> 63;
        long mz = Double.doubleToRawLongBits(dz) >> 63;
        double dx1 = dx - Double.longBitsToDouble(ONE_BITS | (mx & SIGN_BIT));
        double dy1 = dy - Double.longBitsToDouble(ONE_BITS | (my & SIGN_BIT));
        double dz1 = dz - Double.longBitsToDouble(ONE_BITS | (mz & SIGN_BIT));
        long hx1 = hx + ((2 * Hashing.PX ^ mx) - mx);
        long hy1 = hy + ((2 * Hashing.PY ^ my) - my);
        long hz1 = hz + ((2 * Hashing.PZ ^ mz) - mz);
        double sx0 = r2 - dx * dx;
        double sx1 = r2 - dx1 * dx1;
        double s00 = sx0 - dy * dy;
        double s01 = sx0 - dy1 * dy1;
        double s10 = sx1 - dy * dy;
        double s11 = sx1 - dy1 * dy1;
        double zz0 = dz * dz;
        double zz1 = dz1 * dz1;
        double ax = Math.abs(dx);
        double ay = Math.abs(dy);
        double az = Math.abs(dz);
        // the smallest |e_i|: x where it is below both others; else z where it is below y (it is then
        // not above x); else y
        boolean xSmallest = ax < ay && ax < az;
        boolean zSmallest = !xSmallest && az < ay;
        double c0 = c3x16(sm, hx, hy, hz, s00 - zz0, dx, dy, dz);
        if (xSmallest) {
            double c2 = c3x16(sm, hx, hy1, hz, s01 - zz0, dx, dy1, dz);
            double c3 = c3x16(sm, hx, hy, hz1, s00 - zz1, dx, dy, dz1);
            return (c0 + (c2 + c3)) + c3x16If(sm, hx, hy1, hz1, s01 - zz1, dx, dy1, dz1);
        }
        double c1 = c3x16(sm, hx1, hy, hz, s10 - zz0, dx1, dy, dz);
        if (zSmallest) {
            double c2 = c3x16(sm, hx, hy1, hz, s01 - zz0, dx, dy1, dz);
            return ((c0 + c1) + c2) + c3x16If(sm, hx1, hy1, hz, s11 - zz0, dx1, dy1, dz);
        }
        double c3 = c3x16(sm, hx, hy, hz1, s00 - zz1, dx, dy, dz1);
        return ((c0 + c1) + c3) + c3x16If(sm, hx1, hy, hz1, s10 - zz1, dx1, dy, dz1);
    }

    /**
     * One sublattice of {@link #bccValue16} for {@code r2 ≤ ¾}: five vertices.
     *
     * @param px x relative to the sublattice (lattice frame minus its offset)
     * @param py y likewise
     * @param pz z likewise
     * @param l  the sublattice, 0 (integer points) or 1 (half-integer points)
     */
    private static double sublattice5x16(long sm, double px, double py, double pz, double r2, int l) {
        double bx = Math.floor(px + 0.5);
        double by = Math.floor(py + 0.5);
        double bz = Math.floor(pz + 0.5);
        double dx = px - bx;
        double dy = py - by;
        double dz = pz - bz;
        long hx = (((long) bx << 1) + l) * Hashing.PX;
        long hy = (((long) by << 1) + l) * Hashing.PY;
        long hz = (((long) bz << 1) + l) * Hashing.PZ;
        long mx = Double.doubleToRawLongBits(dx) >> 63;
        long my = Double.doubleToRawLongBits(dy) >> 63;
        long mz = Double.doubleToRawLongBits(dz) >> 63;
        double dx1 = dx - Double.longBitsToDouble(ONE_BITS | (mx & SIGN_BIT));
        double dy1 = dy - Double.longBitsToDouble(ONE_BITS | (my & SIGN_BIT));
        double dz1 = dz - Double.longBitsToDouble(ONE_BITS | (mz & SIGN_BIT));
        long hx1 = hx + ((2 * Hashing.PX ^ mx) - mx);
        long hy1 = hy + ((2 * Hashing.PY ^ my) - my);
        long hz1 = hz + ((2 * Hashing.PZ ^ mz) - mz);
        double sx0 = r2 - dx * dx;
        double sx1 = r2 - dx1 * dx1;
        double s00 = sx0 - dy * dy;
        double s01 = sx0 - dy1 * dy1;
        double s10 = sx1 - dy * dy;
        double s11 = sx1 - dy1 * dy1;
        double zz0 = dz * dz;
        double zz1 = dz1 * dz1;
        double ax = Math.abs(dx);
        double ay = Math.abs(dy);
        double az = Math.abs(dz);
        // the smallest |e_i|: x where it is below both others; else z where it is below y (it is then
        // not above x); else y
        boolean xSmallest = ax < ay && ax < az;
        boolean zSmallest = !xSmallest && az < ay;
        double c0 = c3x16(sm, hx, hy, hz, s00 - zz0, dx, dy, dz);
        double c1 = c3x16(sm, hx1, hy, hz, s10 - zz0, dx1, dy, dz);
        double c2 = c3x16(sm, hx, hy1, hz, s01 - zz0, dx, dy1, dz);
        double c3 = c3x16(sm, hx, hy, hz1, s00 - zz1, dx, dy, dz1);
        double e;
        if (xSmallest) {
            e = c3x16If(sm, hx, hy1, hz1, s01 - zz1, dx, dy1, dz1);
        } else if (zSmallest) {
            e = c3x16If(sm, hx1, hy1, hz, s11 - zz0, dx1, dy1, dz);
        } else {
            e = c3x16If(sm, hx1, hy, hz1, s10 - zz1, dx1, dy, dz1);
        }
        return ((c0 + c1) + (c2 + c3)) + e;
    }

    /**
     * The raw 3-D body-centred-cubic noise: the world is rotated so that the cube diagonal (1,1,1)
     * of the lattice points along y (so horizontal slices show no square pattern), then every vertex
     * of the two interleaved cubic sublattices (integer and half-integer points) within {@code √r2}
     * adds {@code (r2 − |d|²)⁴ (g · d)}.
     *
     * <p>Which vertices: on each sublattice, with e the displacement from the nearest vertex
     * (|e<sub>i</sub>| ≤ ½), a vertex that differs from the nearest by one step on every axis, or by
     * a step away from the point on any axis, is at squared distance at least ¾ ≥ r2, so only the
     * nearest, its three neighbours across the nearer faces and the three vertices two such steps
     * away can reach the point: 7 per sublattice, summed in that order.
     *
     * @param sm   seed mix
     * @param x    x (frequency applied)
     * @param y    y
     * @param z    z
     * @param r2   squared kernel radius, ≤ ¾
     * @param dest gradient holder accumulating (world frame on return), or null
     * @return the raw sum
     */
    static double bcc(long sm, double x, double y, double z, double r2, NoiseSample dest) {
        double t = y * S3 + z * S6;
        return bccSum(sm, t + x * S2, t - x * S2, y * S3 - 2 * S6 * z, r2, dest);
    }

    /**
     * {@link #bcc} at lattice-frame coordinates (see {@link #rotation}).
     *
     * @param sm   seed mix
     * @param lx   lattice-frame x
     * @param ly   lattice-frame y
     * @param lz   lattice-frame z
     * @param r2   squared kernel radius, ≤ ¾
     * @param dest gradient holder accumulating (world frame per lattice unit on return), or null
     * @return the raw sum
     */
    static double bccLattice(long sm, double lx, double ly, double lz, double r2, NoiseSample dest) {
        return bccSum(sm, lx, ly, lz, r2, dest);
    }

    /**
     * The rotation into the lattice frame times a frequency, as the four distinct weights a generator
     * keeps: {@code lx = t + x·w[0]}, {@code ly = t − x·w[0]}, {@code lz = y·w[1] + z·w[3]} with
     * {@code t = y·w[1] + z·w[2]}. From the world coordinates to each lattice coordinate that is two
     * products and a sum, where applying the frequency and then the rotation took four dependent steps
     * (measured on a plain 3-D point loop: OpenSimplex2 34.0 → 37.1, OpenSimplex2S 32.8 → 36.0 M
     * samples/s).
     *
     * @param frequency cells per unit
     * @return {@code {f/√2, f/√3, f/√6, −2f/√6}}
     */
    static double[] rotation(double frequency) {
        return new double[] {frequency * S2, frequency * S3, frequency * S6, -2 * frequency * S6};
    }

    /**
     * The sum behind {@link #bcc} and {@link #bccLattice}: all seven candidates of each sublattice,
     * every term {@code a⁴ (g · d)} behind a branch, gradient into dest if given.
     */
    private static double bccSum(long sm, double lx, double ly, double lz, double r2, NoiseSample dest) {
        double n = 0;
        for (int l = 0; l < 2; l++) {
            double o = l * 0.5;
            double px = lx - o;
            double py = ly - o;
            double pz = lz - o;
            // nearest vertex of this sublattice, and the displacement from it, each in [−½, ½)
            double bx = Math.floor(px + 0.5);
            double by = Math.floor(py + 0.5);
            double bz = Math.floor(pz + 0.5);
            double dx = px - bx;
            double dy = py - by;
            double dz = pz - bz;
            long hx = (((long) bx << 1) + l) * Hashing.PX;
            long hy = (((long) by << 1) + l) * Hashing.PY;
            long hz = (((long) bz << 1) + l) * Hashing.PZ;
            // the neighbour across the nearer face on each axis: one step toward the point
            long mx = Double.doubleToRawLongBits(dx) >> 63;
            long my = Double.doubleToRawLongBits(dy) >> 63;
            long mz = Double.doubleToRawLongBits(dz) >> 63;
            double dx1 = dx - Double.longBitsToDouble(ONE_BITS | (mx & SIGN_BIT));
            double dy1 = dy - Double.longBitsToDouble(ONE_BITS | (my & SIGN_BIT));
            double dz1 = dz - Double.longBitsToDouble(ONE_BITS | (mz & SIGN_BIT));
            long hx1 = hx + ((2 * Hashing.PX ^ mx) - mx);
            long hy1 = hy + ((2 * Hashing.PY ^ my) - my);
            long hz1 = hz + ((2 * Hashing.PZ ^ mz) - mz);
            double sx0 = r2 - dx * dx;
            double sx1 = r2 - dx1 * dx1;
            double s00 = sx0 - dy * dy;
            double s01 = sx0 - dy1 * dy1;
            double s10 = sx1 - dy * dy;
            double s11 = sx1 - dy1 * dy1;
            double zz0 = dz * dz;
            double zz1 = dz1 * dz1;
            // summed as a tree, not a chain: the terms are ready at about the same time, and a chain
            // of seven dependent additions would be the longest path of the sample
            double c0 = c3(sm, hx, hy, hz, s00 - zz0, dx, dy, dz, dest);
            double c1 = c3(sm, hx1, hy, hz, s10 - zz0, dx1, dy, dz, dest);
            double c2 = c3(sm, hx, hy1, hz, s01 - zz0, dx, dy1, dz, dest);
            double c3 = c3(sm, hx, hy, hz1, s00 - zz1, dx, dy, dz1, dest);
            double c4 = c3(sm, hx1, hy1, hz, s11 - zz0, dx1, dy1, dz, dest);
            double c5 = c3(sm, hx1, hy, hz1, s10 - zz1, dx1, dy, dz1, dest);
            double c6 = c3(sm, hx, hy1, hz1, s01 - zz1, dx, dy1, dz1, dest);
            n += ((c0 + c1) + (c2 + c3)) + ((c4 + c5) + c6);
        }
        if (dest != null) {
            double gx = dest.dx;
            double gy = dest.dy;
            double gz = dest.dz;
            dest.dx = (gx - gy) * S2;
            dest.dy = (gx + gy + gz) * S3;
            dest.dz = (gx + gy - 2 * gz) * S6;
        }
        return n;
    }

    private static final long ONE_BITS = Double.doubleToRawLongBits(1.0);
    private static final long SIGN_BIT = Long.MIN_VALUE;

    private static double c3x16(long sm, long hx, long hy, long hz, double a, double dx, double dy, double dz) {
        double a2 = a + Math.abs(a);
        int k = Hashing.index12(Hashing.hash(sm, hx, hy, hz));
        double q = a2 * a2;
        return q * q * (GRAD3[k] * dx + GRAD3[k + 12] * dy + GRAD3[k + 24] * dz);
    }

    /** Sixteen times one 3-D vertex's {@code a⁴ (g · d)} if inside the kernel, else +0. */
    private static double c3x16If(long sm, long hx, long hy, long hz, double a, double dx, double dy, double dz) {
        if (a > 0) {
            double a2 = a + a;
            int k = Hashing.index12(Hashing.hash(sm, hx, hy, hz));
            double q = a2 * a2;
            return q * q * (GRAD3[k] * dx + GRAD3[k + 12] * dy + GRAD3[k + 24] * dz);
        }
        return 0;
    }

    /** One 3-D vertex if inside the kernel: {@code a⁴ (g · d)}, its gradient added to dest if given. */
    private static double c3(long sm, long hx, long hy, long hz, double a, double dx, double dy, double dz,
            NoiseSample dest) {
        if (!(a > 0)) {
            return 0;
        }
        int k = Hashing.index12(Hashing.hash(sm, hx, hy, hz));
        double gx = GRAD3[k];
        double gy = GRAD3[k + 12];
        double gz = GRAD3[k + 24];
        double a2 = a * a;
        double a4 = a2 * a2;
        double dot = gx * dx + gy * dy + gz * dz;
        if (dest != null) {
            double c = -8 * a2 * a * dot;
            dest.dx += c * dx + a4 * gx;
            dest.dy += c * dy + a4 * gy;
            dest.dz += c * dz + a4 * gz;
        }
        return a4 * dot;
    }
}
