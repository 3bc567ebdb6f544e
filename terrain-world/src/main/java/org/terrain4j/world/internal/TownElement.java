package org.terrain4j.world.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;
import org.terrain4j.world.Street;

/**
 * A town: on a world with water, sited on its shore ({@link #shoreSite}: the flattest of 48 seeded shore
 * samples, each moved a little inland); on a dry world at the best of 48 seeded candidates (low relief
 * over its site, a shore within a quarter of the site extent beyond it preferred). It is laid out as a
 * grid of square blocks on a heading of its own within the site extent of its centre, the {@code built blocks}
 * nearest the point it grows from (jittered; a shore town grows from the shore, so its waterfront is built first)
 * built on: two buildings a block, heights from the span, streets around every built block. A block is
 * built only if it, its buildings and the streets around it stand on dry ground inside the square
 * ({@link #dryBlock}), so no building or street is on water. Built ground is levelled 60 % toward the
 * site's height.
 *
 * @since 0.1
 */
public final class TownElement extends Base {

    /** @return the entry */
    public static TownElement create() {
        return new TownElement();
    }

    private TownElement() {
        super("town", Stage.CUTS_AND_BUILT, 2, List.of(Range.single("block size", 40, 400, "m"),
                Range.single("built blocks", 1, 400, ""), Range.span("building height", 3, 200, "m"),
                Range.single("site extent", 200, 5000, "m"), Range.gradient("buildings"), Range.gradient("streets")),
                Placement.of("town").withValue("block size", 110).withValue("built blocks", 60)
                        .withSpan("building height", 6, 28).withValue("site extent", 1200)
                        .withGradient("buildings", ColourGradient.of(40, 0.74, 0.05, 0.50, 0.06))
                        .withGradient("streets", ColourGradient.of(260, 0.55, 0.012, 0.35, 0.012)));
    }

    private static int sample(Canvas canvas, double x, double z) {
        var f = canvas.frame();
        int n = canvas.columns();
        int c = (int) Math.round(f.column(x));
        int r = (int) Math.round(f.row(z));
        return c < 0 || r < 0 || c >= n || r >= n ? -1 : r * n + c;
    }

    /**
     * True if a block and the streets around it stand on dry ground inside the square: the sample
     * nearest every point of its four sides (read every quarter sample along each, from corner to corner
     * as its street is laid), of its inside (every half sample) and of its two buildings is dry.
     *
     * @param site  the town's centre {x, z}
     * @param i     the block's index across the grid
     * @param j     the block's index along the grid
     * @param homes the two buildings' centres {x0, z0, x1, z1}
     */
    static boolean dryBlock(Canvas canvas, double[] site, long i, long j, double block, double ca, double sa,
            double[] homes) {
        double sp = canvas.spacing();
        double[][] corners = {{i - 0.5, j - 0.5}, {i + 0.5, j - 0.5}, {i + 0.5, j + 0.5}, {i - 0.5, j + 0.5}};
        for (int e = 0; e < 4; e++) {
            double[] a = corners[e];
            double[] b = corners[(e + 1) % 4];
            double x1 = site[0] + (a[0] * ca - a[1] * sa) * block;
            double z1 = site[1] + (a[0] * sa + a[1] * ca) * block;
            double x2 = site[0] + (b[0] * ca - b[1] * sa) * block;
            double z2 = site[1] + (b[0] * sa + b[1] * ca) * block;
            double len = Math.hypot(x2 - x1, z2 - z1);
            int steps = Math.max(1, (int) Math.ceil(4 * len / sp));
            for (int k = 0; k <= steps; k++) {
                double t = k / (double) steps;
                int idx = sample(canvas, x1 + (x2 - x1) * t, z1 + (z2 - z1) * t);
                if (idx < 0 || canvas.isWater(idx)) {
                    return false;
                }
            }
        }
        int inside = Math.max(1, (int) Math.ceil(2 * block / sp));
        for (int a = 0; a <= inside; a++) {
            for (int b = 0; b <= inside; b++) {
                double u = (i - 0.5 + a / (double) inside) * block;
                double v = (j - 0.5 + b / (double) inside) * block;
                int idx = sample(canvas, site[0] + u * ca - v * sa, site[1] + u * sa + v * ca);
                if (idx < 0 || canvas.isWater(idx)) {
                    return false;
                }
            }
        }
        for (int k = 0; k < homes.length; k += 2) {
            int idx = sample(canvas, homes[k], homes[k + 1]);
            if (idx < 0 || canvas.isWater(idx)) {
                return false;
            }
        }
        return true;
    }

    /** Share of the site extent a shore town's centre is set back from the water. */
    static final double SET_BACK = 0.3;

    /**
     * Where a town goes on a world with water: of 48 seeded shore samples (dry, a four-neighbour in the
     * water, at least half the extent inside the square), each moved {@link #SET_BACK} of the extent
     * inland (away from the water around it, read over the seven by seven samples about it), the one
     * whose dry ground over the middle of the site (25 points, a quarter extent apart) has the least
     * relief, plus 10 m for each of those points on water; a candidate whose centre is wet is passed over.
     *
     * @return {x, z, site height, x, z of the shore sample it was set back from}, or null if there is no such shore
     */
    static double[] shoreSite(Canvas canvas, double extent, SplittableRandom rnd) {
        int n = canvas.columns();
        var f = canvas.frame();
        double lim = canvas.baseGround().size() / 2 - extent / 2;
        int[] shore = new int[n * n];
        int count = 0;
        for (int r = 1; r < n - 1; r++) {
            for (int c = 1; c < n - 1; c++) {
                int i = r * n + c;
                if (!canvas.isWater(i) && Math.abs(f.x(c)) <= lim && Math.abs(f.z(r)) <= lim
                        && (canvas.isWater(i - 1) || canvas.isWater(i + 1) || canvas.isWater(i - n) || canvas.isWater(i + n))) {
                    shore[count++] = i;
                }
            }
        }
        if (count == 0) {
            return null;
        }
        double[] best = null;
        double bestScore = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 48; k++) {
            int s = shore[rnd.nextInt(count)];
            int c = s % n;
            int r = s / n;
            double wx = 0;
            double wz = 0;
            for (int b = -3; b <= 3; b++) {
                for (int a = -3; a <= 3; a++) {
                    int cc = c + a;
                    int rr = r + b;
                    if (cc >= 0 && rr >= 0 && cc < n && rr < n && canvas.isWater(rr * n + cc)) {
                        wx -= a;
                        wz -= b;
                    }
                }
            }
            double len = Math.hypot(wx, wz);
            if (len == 0) {
                continue;
            }
            double cx = f.x(c) + wx / len * SET_BACK * extent;
            double cz = f.z(r) + wz / len * SET_BACK * extent;
            int ci = sample(canvas, cx, cz);
            if (ci < 0 || canvas.isWater(ci)) {
                continue;
            }
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            double sum = 0;
            int dry = 0;
            int wet = 0;
            for (int a = -2; a <= 2; a++) {
                for (int b = -2; b <= 2; b++) {
                    int i = sample(canvas, cx + a * extent / 4, cz + b * extent / 4);
                    if (i >= 0 && !canvas.isWater(i)) {
                        double h = canvas.height(i);
                        lo = Math.min(lo, h);
                        hi = Math.max(hi, h);
                        sum += h;
                        dry++;
                    } else {
                        wet++;
                    }
                }
            }
            double score = (hi - lo) + 10 * wet;
            if (score < bestScore) {
                bestScore = score;
                best = new double[] {cx, cz, sum / dry, f.x(c), f.z(r)};
            }
        }
        return best;
    }

    /**
     * Where the town goes: {x, z, site height, x, z of the point it grows from} (a shore town grows from
     * the shore sample its centre was set back from, so its first blocks stand on the waterfront; an inland
     * town from its centre).
     *
     * @param canvas the field as drawn so far
     * @param extent site extent (half side), metres
     * @param rnd    the placement's stream
     * @return the site
     */
    static double[] site(Canvas canvas, double extent, SplittableRandom rnd) {
        double[] onShore = shoreSite(canvas, extent, rnd);
        if (onShore != null) {
            return onShore;
        }
        double half = canvas.baseGround().size() / 2;
        double margin = Math.min(half * 0.9, extent);
        double[] best = {0, 0, canvas.heightAt(0, 0), 0, 0};
        double bestScore = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 48; k++) {
            double cx = (rnd.nextDouble() * 2 - 1) * (half - margin);
            double cz = (rnd.nextDouble() * 2 - 1) * (half - margin);
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            double sum = 0;
            int dry = 0;
            for (int a = -2; a <= 2; a++) {
                for (int b = -2; b <= 2; b++) {
                    double x = cx + a * extent / 2;
                    double z = cz + b * extent / 2;
                    int i = sample(canvas, x, z);
                    if (i >= 0 && !canvas.isWater(i)) {
                        double h = canvas.height(i);
                        lo = Math.min(lo, h);
                        hi = Math.max(hi, h);
                        sum += h;
                        dry++;
                    }
                }
            }
            if (dry < 15) {
                continue;
            }
            boolean shore = false;
            for (int q = 0; q < 16 && !shore; q++) {
                double ang = q * Math.PI / 8;
                int i = sample(canvas, cx + 1.25 * extent * Math.cos(ang), cz + 1.25 * extent * Math.sin(ang));
                shore = i >= 0 && canvas.isWater(i);
            }
            double score = (hi - lo) + (shore ? 0 : 150) + (25 - dry) * 12;
            if (score < bestScore) {
                bestScore = score;
                best = new double[] {cx, cz, sum / dry, cx, cz};
            }
        }
        return best;
    }

    /**
     * Lays the blocks of a town whose grid is centred on {@code at}: the candidates within the site extent,
     * in order of their distance from where the town grows (jittered), each built if {@link #dryBlock} holds,
     * until {@code wanted} are built.
     *
     * @param homes receives each built block's two buildings, {x, z}, in building order
     * @return the built blocks' keys
     */
    private static Set<Long> lay(Canvas canvas, double[] at, double[] site, double extent, double block, int reach,
            int wanted, double ca, double sa, double inner, double[] jitter, List<double[]> homes) {
        int span = 2 * reach + 1;
        List<double[]> blocks = new ArrayList<>();
        for (int j = -reach; j <= reach; j++) {
            for (int i = -reach; i <= reach; i++) {
                double d = Math.hypot(i, j) * block;
                if (d <= extent) {
                    double gx = at[0] + i * block * ca - j * block * sa - site[3];
                    double gz = at[1] + i * block * sa + j * block * ca - site[4];
                    blocks.add(new double[] {Math.hypot(gx, gz) * jitter[(j + reach) * span + i + reach], i, j});
                }
            }
        }
        blocks.sort((a, b) -> Double.compare(a[0], b[0]));
        Set<Long> built = new HashSet<>();
        for (double[] b : blocks) {
            if (built.size() >= wanted) {
                break;
            }
            long i = (long) b[1];
            long j = (long) b[2];
            double x = at[0] + i * block * ca - j * block * sa;
            double z = at[1] + i * block * sa + j * block * ca;
            double[] pair = new double[4];
            for (int s = 0; s < 2; s++) {
                double du = (s - 0.5) * inner / 2;
                pair[2 * s] = x + du * ca;
                pair[2 * s + 1] = z + du * sa;
            }
            if (dryBlock(canvas, at, i, j, block, ca, sa, pair)) {
                built.add((j + reach) * span + (i + reach));
                homes.add(new double[] {pair[0], pair[1]});
                homes.add(new double[] {pair[2], pair[3]});
            }
        }
        return built;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double extent = p.value("site extent");
        double block = p.value("block size");
        int wanted = (int) Math.round(p.value("built blocks"));
        Reading height = p.span("building height");
        double[] site = site(canvas, extent, rnd);
        double heading = rnd.nextDouble() * 90;
        boolean onShore = site[3] != site[0] || site[4] != site[1];
        if (onShore) {
            // the grid squared to the way in from the water, so a row of blocks faces the shore
            double inward = Math.toDegrees(Math.atan2(site[1] - site[4], site[0] - site[3]));
            heading = ((inward % 90) + 90) % 90;
        }
        double ca = Math.cos(Math.toRadians(heading));
        double sa = Math.sin(Math.toRadians(heading));
        double street = 0.18 * block;
        double inner = block - street;
        int reach = (int) Math.ceil(extent / block);
        int span = 2 * reach + 1;
        double[] jitter = new double[span * span];
        for (int k = 0; k < jitter.length; k++) {
            jitter[k] = 0.85 + 0.3 * rnd.nextDouble();
        }
        double[] at = {site[0], site[1], site[2]};
        List<double[]> homes = new ArrayList<>();
        Set<Long> built = lay(canvas, at, site, extent, block, reach, wanted, ca, sa, inner, jitter, homes);
        WorldAccess.Bridge make = WorldAccess.bridge();
        for (double[] h : homes) {
            canvas.add(make.building(h[0], canvas.heightAt(h[0], h[1]), h[1], inner / 2 * 0.8, inner * 0.8, heading,
                    height.at(rnd.nextDouble())));
        }
        site = at;
        // streets: the four sides of every built block, each side once
        Set<Long> sides = new HashSet<>();
        for (long key : built) {
            long i = key % span - reach;
            long j = key / span - reach;
            double[][] corners = {{i - 0.5, j - 0.5}, {i + 0.5, j - 0.5}, {i + 0.5, j + 0.5}, {i - 0.5, j + 0.5}};
            for (int e = 0; e < 4; e++) {
                double[] a = corners[e];
                double[] b = corners[(e + 1) % 4];
                long sk = Math.round((a[0] + b[0]) * 2 + 4 * span) * 100_000L + Math.round((a[1] + b[1]) * 2 + 4 * span);
                if (sides.add(sk)) {
                    canvas.add(new Street(
                            new GroundPoint(site[0] + (a[0] * ca - a[1] * sa) * block,
                                    site[1] + (a[0] * sa + a[1] * ca) * block),
                            new GroundPoint(site[0] + (b[0] * ca - b[1] * sa) * block,
                                    site[1] + (b[0] * sa + b[1] * ca) * block), street));
                }
            }
        }
        if (built.isEmpty()) {
            return;
        }
        int bg = canvas.gradient(p.gradient("buildings"));
        int sg = canvas.gradient(p.gradient("streets"));
        var f = canvas.frame();
        int n = canvas.columns();
        double r = extent + block;
        int c0 = Math.max(0, (int) Math.floor(f.column(site[0] - r)));
        int c1 = Math.min(n - 1, (int) Math.ceil(f.column(site[0] + r)));
        int r0 = Math.max(0, (int) Math.floor(f.row(site[1] - r)));
        int r1 = Math.min(n - 1, (int) Math.ceil(f.row(site[1] + r)));
        for (int row = r0; row <= r1; row++) {
            for (int c = c0; c <= c1; c++) {
                int idx = row * n + c;
                if (canvas.isWater(idx)) {
                    continue;
                }
                double dx = f.x(c) - site[0];
                double dz = f.z(row) - site[1];
                double u = (dx * ca + dz * sa) / block;
                double v = (-dx * sa + dz * ca) / block;
                long i = Math.round(u);
                long j = Math.round(v);
                double fu = Math.abs(u - i);
                double fv = Math.abs(v - j);
                double edge = 0.5 - street / block / 2;
                boolean on = Math.abs(i) <= reach && Math.abs(j) <= reach && built.contains((j + reach) * span + (i + reach));
                if (!on) {
                    continue;
                }
                canvas.setHeight(idx, canvas.height(idx) + (site[2] - canvas.height(idx)) * 0.6);
                double tone = Kit.unit(Kit.hash(seed, i, j));
                if (fu > edge || fv > edge) {
                    canvas.paint(idx, sg, 0.3 + 0.4 * tone);
                } else {
                    canvas.paint(idx, bg, tone);
                }
            }
        }
    }
}
