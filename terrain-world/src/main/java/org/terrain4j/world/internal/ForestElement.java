package org.terrain4j.world.internal;

import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;
import org.terrain4j.world.Tree;

/**
 * Forests: {@code groves} groves, each sited at the best of six seeded candidates (most of its ground
 * inside the height band and dry, water within two radii preferred), outlined by three lobes at
 * angular frequencies 2, 3 and 5 (no common factor) with phases of their own, the outline made ragged
 * by a noise that moves its edge in or out by up to {@link #RAGGED} of its radius, its canopy painted
 * from the gradient and its trees placed on a jittered lattice of {@code 100 / √density} metres
 * (density in trees per hectare), each tree's height drawn from the span. No canopy or tree on water
 * or on the runway's ground. Groves are of varied size: a grove's radius is drawn across the grove size
 * span on a log scale ({@link #radius}), half the groves ({@link #JOIN}) join the wood of an earlier
 * grove (each earlier grove as likely to be joined, so a wood that has many groves draws more: a few
 * large woods and many lone copses), and each grove has up to {@link #COPSES} outlying copses of 0.3 to
 * 0.6 of its radius round it. With a {@code river reach} above 0 and a river drawn, every candidate of a
 * grove on its own is drawn along the river instead (groves along a desert river): a river sample taken
 * at random from a stream of its own, the centre set off from it in a random direction by up to the
 * reach; 0 (the preset reading) sites groves anywhere.
 *
 * @since 0.1
 */
public final class ForestElement extends Base {

    /** @return the entry */
    public static ForestElement create() {
        return new ForestElement();
    }

    private ForestElement() {
        super("forest", Stage.CUTS_AND_BUILT, 1, List.of(Range.span("tree height", 1, 80, "m"),
                Range.single("density", 0, 400, "trees/ha"), Range.span("grove size", 30, 4000, "m"),
                Range.single("groves", 0, 200, ""), Range.gradient("canopy"), Range.span("band", -500, 5000, "m"),
                Range.single("river reach", 0, 8000, "m")),
                Placement.of("forest").withSpan("tree height", 8, 22).withValue("density", 12)
                        .withSpan("grove size", 250, 700).withValue("groves", 24)
                        .withGradient("canopy", ColourGradient.of(145, 0.55, 0.11, 0.30, 0.08))
                        .withSpan("band", 2, 400).withValue("river reach", 0));
    }

    /**
     * A grove's outline: its radius at angle {@code psi}.
     *
     * @param radius mean radius, metres
     * @param psi    angle, radians
     * @param phases the three lobes' phases
     * @return radius at that angle, metres
     */
    public static double outline(double radius, double psi, double[] phases) {
        return radius * (1 + 0.16 * Math.sin(2 * psi + phases[0]) + 0.14 * Math.sin(3 * psi + phases[1])
                + 0.12 * Math.sin(5 * psi + phases[2]));
    }

    /**
     * A grove's outline made ready for many inside tests: the lobes' phases as cosines and sines, so the
     * radius at a point's direction is found from the direction's own cosine and sine (multiple-angle
     * identities) instead of an arc tangent and three sines. That radius agrees with
     * {@link #outline} to a few parts in 10¹⁵; a point within {@link #MARGIN} of it is decided by
     * {@link #outline} itself, so every answer is the one {@link #outline} gives.
     */
    private static final class Outline {
        /** Relative width of the band around the outline decided by {@link #outline}. */
        static final double MARGIN = 1e-9;
        final double radius;
        final double[] phases;
        final double inner2;
        final double outer2;
        final double c0;
        final double s0;
        final double c1;
        final double s1;
        final double c2;
        final double s2;

        Outline(double radius, double[] phases, double inner2, double outer2) {
            this.radius = radius;
            this.phases = phases;
            this.inner2 = inner2;
            this.outer2 = outer2;
            c0 = Math.cos(phases[0]);
            s0 = Math.sin(phases[0]);
            c1 = Math.cos(phases[1]);
            s1 = Math.sin(phases[1]);
            c2 = Math.cos(phases[2]);
            s2 = Math.sin(phases[2]);
        }

        /**
         * Inside the ragged outline: the lobed outline scaled at {@code (x, z)} by {@link #ragged}, so
         * the offset is tested against the lobes after dividing it by that scale.
         */
        boolean inside(double dx, double dz, Noise noise, double x, double z) {
            double d2 = dx * dx + dz * dz;
            if (d2 <= inner2) {
                return true;
            }
            if (d2 > outer2) {
                return false;
            }
            // the noise is read only where its least or largest scale could decide the answer
            double d = Math.sqrt(d2);
            double r = lobes(dx / d, dz / d);
            double m = MARGIN * radius;
            if (d < (1 - RAGGED) * r - m) {
                return true;
            }
            if (d > (1 + RAGGED) * r + m) {
                return false;
            }
            double k = ragged(noise, x, z);
            return inside(dx / k, dz / k);
        }

        /** The lobed radius in the direction of unit vector (c, s), by multiple-angle identities. */
        double lobes(double c, double s) {
            double cos2 = c * c - s * s;
            double sin2 = 2 * s * c;
            double cos3 = c * (4 * c * c - 3);
            double sin3 = s * (3 - 4 * s * s);
            double cos5 = cos2 * cos3 - sin2 * sin3;
            double sin5 = sin2 * cos3 + cos2 * sin3;
            // sin(kψ + p) = sin kψ cos p + cos kψ sin p
            return radius * (1 + 0.16 * (sin2 * c0 + cos2 * s0) + 0.14 * (sin3 * c1 + cos3 * s1)
                    + 0.12 * (sin5 * c2 + cos5 * s2));
        }

        /** Inside the outline: quick answers inside the smallest and beyond the largest radius the lobes reach. */
        boolean inside(double dx, double dz) {
            double d2 = dx * dx + dz * dz;
            if (d2 <= inner2) {
                return true;
            }
            if (d2 > outer2) {
                return false;
            }
            double d = Math.sqrt(d2);
            double r = lobes(dx / d, dz / d);
            double m = MARGIN * radius;
            if (d < r - m) {
                return true;
            }
            if (d > r + m) {
                return false;
            }
            double exact = outline(radius, Math.atan2(dz, dx), phases);
            return d2 <= exact * exact;
        }
    }

    /** The chance that a grove joins the wood of an earlier grove rather than standing on its own. */
    static final double JOIN = 0.5;
    /** How far the noise moves a grove's edge in or out, as a share of its radius. */
    static final double RAGGED = 0.3;
    /** Wavelength of the edge noise, in the grove size span's least radius. */
    static final double RAGGED_WAVE = 1.2;
    /** The most outlying copses round a grove (0 to this many, as likely each). */
    static final int COPSES = 4;

    /**
     * A grove's radius for a uniform draw: log-uniform across the span, {@code min · (max / min)^u}, so
     * small groves are as common per doubling of size as large ones, and more common per metre.
     *
     * @param size the grove size span, metres
     * @param u    a uniform draw in [0, 1)
     * @return radius, metres, in the span
     */
    static double radius(Reading size, double u) {
        return size.min() * Math.pow(size.max() / size.min(), u);
    }

    /** The factor the edge noise scales a grove's outline by at (x, z): 1 ± {@link #RAGGED}. */
    static double ragged(Noise noise, double x, double z) {
        double v = noise.value(x, z);
        v = v < -1 ? -1 : (v > 1 ? 1 : v);
        return 1 + RAGGED * v;
    }

    private static boolean good(Canvas canvas, double x, double z, Reading band) {
        var f = canvas.frame();
        int n = canvas.columns();
        int c = (int) Math.round(f.column(x));
        int r = (int) Math.round(f.row(z));
        if (c < 0 || r < 0 || c >= n || r >= n) {
            return false;
        }
        int i = r * n + c;
        double h = canvas.height(i);
        return !canvas.isWater(i) && h >= band.min() && h <= band.max();
    }

    private static boolean wet(Canvas canvas, double x, double z) {
        var f = canvas.frame();
        int n = canvas.columns();
        int c = (int) Math.round(f.column(x));
        int r = (int) Math.round(f.row(z));
        return c >= 0 && r >= 0 && c < n && r < n && canvas.isWater(r * n + c);
    }

    /** The river's samples, in row-major order. */
    private static int[] riverSamples(Canvas canvas) {
        int size = canvas.columns() * canvas.rows();
        int count = 0;
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            if (canvas.isRiver(i)) {
                out[count++] = i;
            }
        }
        return java.util.Arrays.copyOf(out, count);
    }

    /**
     * Paints one body of canopy (centre, mean radius, lobes' phases) over the dry ground inside the band
     * and stands its trees on the lattice of seed {@code lattice}: a sample or a tree at distance {@code d}
     * and bearing {@code ψ} from the centre is inside if {@code d ≤ ragged(x, z) · outline(radius, ψ, phases)};
     * one tree at most a lattice cell of side {@code cell} (none if it is infinite), within the square.
     */
    static void plant(Canvas canvas, Reading band, Reading tree, Noise tone, Noise ragged, int g, double cell,
            long lattice, double cx, double cz, double radius, double[] phases) {
        var f = canvas.frame();
        int n = canvas.columns();
        double half = canvas.baseGround().size() / 2;
        double reach = radius * 1.43 * (1 + RAGGED);
        Outline shape = new Outline(radius, phases, Math.pow(radius * 0.57 * (1 - RAGGED), 2), reach * reach);
        int c0 = Math.max(0, (int) Math.floor(f.column(cx - reach)));
        int c1 = Math.min(n - 1, (int) Math.ceil(f.column(cx + reach)));
        int r0 = Math.max(0, (int) Math.floor(f.row(cz - reach)));
        int r1 = Math.min(n - 1, (int) Math.ceil(f.row(cz + reach)));
        for (int r = r0; r <= r1; r++) {
            double z = f.z(r);
            // only the columns the outer circle reaches along this row (one more either side for
            // rounding): every other sample lies beyond it, where the outline test says no
            double rz = z - cz;
            double hx = Math.sqrt(Math.max(0, reach * reach - rz * rz));
            int ca = Math.max(c0, (int) Math.floor(f.column(cx - hx)) - 1);
            int cb = Math.min(c1, (int) Math.ceil(f.column(cx + hx)) + 1);
            for (int c = ca; c <= cb; c++) {
                double x = f.x(c);
                double dx = x - cx;
                double dz = z - cz;
                if (!shape.inside(dx, dz, ragged, x, z)) {
                    continue;
                }
                int i = r * n + c;
                double h = canvas.height(i);
                if (canvas.isWater(i) || h < band.min() || h > band.max()) {
                    continue;
                }
                canvas.paint(i, g, Kit.n01(tone, x, z));
            }
        }
        if (cell == Double.POSITIVE_INFINITY) {
            return;
        }
        long i0 = (long) Math.floor((cx - reach) / cell);
        long i1 = (long) Math.ceil((cx + reach) / cell);
        long j0 = (long) Math.floor((cz - reach) / cell);
        long j1 = (long) Math.ceil((cz + reach) / cell);
        for (long j = j0; j <= j1; j++) {
            // a tree of lattice row j stands at z in [j, j + 1) cells: only the lattice columns whose
            // trees the outer circle can reach from that band are hashed (one more either side)
            double za = j * cell - cz;
            double zb = (j + 1) * cell - cz;
            double near = za <= 0 && zb >= 0 ? 0 : Math.min(Math.abs(za), Math.abs(zb));
            double hx = Math.sqrt(Math.max(0, reach * reach - near * near));
            long ia = Math.max(i0, (long) Math.floor((cx - hx) / cell) - 1);
            long ib = Math.min(i1, (long) Math.ceil((cx + hx) / cell) + 1);
            for (long i = ia; i <= ib; i++) {
                long hsh = Kit.hash(lattice, i, j);
                double tx = (i + ((hsh >>> 43) & 0x1FFFFF) * 0x1.0p-21) * cell;
                double tz = (j + ((hsh >>> 22) & 0x1FFFFF) * 0x1.0p-21) * cell;
                if (Math.abs(tx) > half || Math.abs(tz) > half) {
                    continue;
                }
                if (!shape.inside(tx - cx, tz - cz, ragged, tx, tz)) {
                    continue;
                }
                int c = (int) Math.round(f.column(tx));
                int r = (int) Math.round(f.row(tz));
                int idx = r * n + c;
                double y = canvas.heightAt(tx, tz);
                if (canvas.isWater(idx) || y < band.min() || y > band.max()) {
                    continue;
                }
                canvas.add(new Tree(tx, y, tz, tree.at((hsh & 0x3FFFFF) * 0x1.0p-22)));
            }
        }
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int groves = (int) Math.round(p.value("groves"));
        Reading size = p.span("grove size");
        Reading band = p.span("band");
        Reading tree = p.span("tree height");
        double density = p.value("density");
        double half = canvas.baseGround().size() / 2;
        int g = canvas.gradient(p.gradient("canopy"));
        Noise tone = Kit.noise(Kit.seed(seed, 1), 3, 400);
        var f = canvas.frame();
        int n = canvas.columns();
        double cell = density > 0 ? 100 / Math.sqrt(density) : Double.POSITIVE_INFINITY;
        long treeSeed = Kit.seed(seed, 2);
        double riverReach = p.value("river reach");
        int[] river = riverReach > 0 ? riverSamples(canvas) : new int[0];
        SplittableRandom along = new SplittableRandom(Kit.seed(seed, 3));
        SplittableRandom clump = new SplittableRandom(Kit.seed(seed, 4));
        Noise ragged = Kit.noise(Kit.seed(seed, 5), 2, RAGGED_WAVE * size.min());
        double[] sitedX = new double[groves];
        double[] sitedZ = new double[groves];
        double[] sitedR = new double[groves];
        int sited = 0;
        for (int k = 0; k < groves; k++) {
            double radius = radius(size, rnd.nextDouble());
            // clumping: a grove joins the wood of an earlier one (each earlier grove as likely, so a wood
            // of many groves draws more: a few large woods, many lone copses)
            int parent = sited > 0 && clump.nextDouble() < JOIN ? clump.nextInt(sited) : -1;
            double bestX = 0;
            double bestZ = 0;
            double best = -1;
            double bestFrac = 0;
            for (int cand = 0; cand < 6; cand++) {
                double cx = (rnd.nextDouble() * 2 - 1) * half;
                double cz = (rnd.nextDouble() * 2 - 1) * half;
                if (parent >= 0) {
                    double a = clump.nextDouble() * 2 * Math.PI;
                    double d = (sitedR[parent] + radius) * (0.8 + 0.3 * clump.nextDouble());
                    cx = sitedX[parent] + d * Math.cos(a);
                    cz = sitedZ[parent] + d * Math.sin(a);
                } else if (river.length > 0) {
                    int s = river[along.nextInt(river.length)];
                    double a = along.nextDouble() * 2 * Math.PI;
                    double d = along.nextDouble() * riverReach;
                    cx = f.x(s % n) + d * Math.cos(a);
                    cz = f.z(s / n) + d * Math.sin(a);
                }
                int in = good(canvas, cx, cz, band) ? 1 : 0;
                boolean near = false;
                for (int q = 0; q < 8; q++) {
                    double a = q * Math.PI / 4;
                    in += good(canvas, cx + 0.6 * radius * Math.cos(a), cz + 0.6 * radius * Math.sin(a), band) ? 1 : 0;
                    near |= wet(canvas, cx + 2 * radius * Math.cos(a), cz + 2 * radius * Math.sin(a));
                }
                double frac = in / 9.0;
                double score = frac + (near ? 0.3 : 0);
                if (score > best) {
                    best = score;
                    bestFrac = frac;
                    bestX = cx;
                    bestZ = cz;
                }
            }
            double[] phases = {rnd.nextDouble() * 2 * Math.PI, rnd.nextDouble() * 2 * Math.PI,
                rnd.nextDouble() * 2 * Math.PI};
            if (bestFrac < 0.34) {
                continue;
            }
            double cx = bestX;
            double cz = bestZ;
            sitedX[sited] = cx;
            sitedZ[sited] = cz;
            sitedR[sited] = radius;
            sited++;
            plant(canvas, band, tree, tone, ragged, g, cell, treeSeed + k, cx, cz, radius, phases);
            // outlying copses round the grove: a wood's small change
            int copses = clump.nextInt(COPSES + 1);
            for (int s = 0; s < copses; s++) {
                double rs = radius * (0.3 + 0.3 * clump.nextDouble());
                double a = clump.nextDouble() * 2 * Math.PI;
                double d = radius * (1.15 + 0.6 * clump.nextDouble());
                double sx = cx + d * Math.cos(a);
                double sz = cz + d * Math.sin(a);
                double[] ph = {clump.nextDouble() * 2 * Math.PI, clump.nextDouble() * 2 * Math.PI,
                    clump.nextDouble() * 2 * Math.PI};
                if (good(canvas, sx, sz, band)) {
                    plant(canvas, band, tree, tone, ragged, g, cell, Kit.seed(treeSeed, (long) k * (COPSES + 1) + s), sx, sz,
                            rs, ph);
                }
            }
        }
    }
}
