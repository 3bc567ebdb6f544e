package org.terrain4j.world.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;

/**
 * A branching canyon system laid by drainage and cut into the plateau.
 *
 * <p><b>Network.</b> The plateau (the field as the earlier stages left it, tipped by a regional dip of
 * {@link #DIP} along a heading drawn from the seed) is read on a coarse {@link #GRID} × {@link #GRID}
 * grid over the element's footprint, filled ({@link DepressionFill#draining()}) and routed by steepest
 * descent ({@link FlowNetwork}); the canyon system is the drainage tree of the outlet draining the
 * largest area, cut at the area threshold at which it has {@code branches + 1} channel heads (at least
 * {@link #MIN_CELLS} coarse cells). Its links are smoothed (their ends pinned) and wander sideways on
 * three waves, tapered to nothing at the ends so junctions stay joined. Channels are accepted largest
 * first; one that would run closer than the wider channel's width to an accepted one (except within
 * {@link #JUNCTION} widths of a junction they share) is cut short and joins that channel where it
 * first came too close, so no canyon is doubled.
 *
 * <p><b>Cut.</b> With {@code A} the drainage area, {@code A_t} the threshold and {@code A_max} the
 * outlet's, a channel's width grows as {@code A^0.5} and its depth as {@code A^0.3}, scaled so the
 * smallest channel takes the ranges' MIN and the outlet their MAX. Its floor, walked from the heads down,
 * is the plateau less the depth, never above the floor just upstream less a fall of {@link #FALL} per
 * metre (so the floor descends along every channel: no pit, and a sill in the plateau is cut through).
 * Across a channel at {@code t = d / halfWidth} the ground is lowered to
 * {@code floor + (plateau − floor) · ((t − t0) / (1 − t0))^steepness} past a flat floor of half-width
 * {@code t0} (at least three quarters of a sample), then stepped by strata {@link #STRATUM} thick:
 * within each stratum the wall rises gently over the soft rock and steeply at the hard cap, so the walls
 * stand in benches at the same heights all along. Where cuts meet the lower wins. The cut ground is bare
 * rock, banded by stratum.
 *
 * <p><b>Plateau.</b> Besides its dip, low mesas and buttes (lobed outlines, stepped flanks of bare rock)
 * stand on the ground between the canyons. A canyon makes no water and stays inside its tile.
 *
 * @since 0.1
 */
public final class CanyonElement extends Base {

    /** Samples a side of the coarse grid the drainage is routed on. */
    public static final int GRID = 65;
    /** Smallest area of a channel, in coarse cells. */
    public static final int MIN_CELLS = 12;
    /**
     * Regional dip of the plateau, metres per metre: 0, none (a dip of 1.2 % put CANYON COUNTRY's strips on
     * 12 m of cut and fill, median over 20 seeds, against 2 m allowed).
     */
    public static final double DIP = 0;
    /** Least fall of a canyon floor downstream, metres per metre. */
    public static final double FALL = 0.002;
    /** Steepest rise of a floor upstream, metres per metre (a deepening where a tributary joins is eased in). */
    public static final double RAMP = 0.05;
    /** Thickness of a stratum (one bench and its cliff), metres. */
    public static final double STRATUM = 40;
    /** A tributary shorter than this many widths of the channel it joins is left out. */
    public static final double STUB = 2;
    /** Channel heads of the largest tree per branch. */
    public static final int HEADS = 3;
    /** Other basins are laid too where they drain at least this many thresholds. */
    public static final double OTHERS = 12;
    /** Around a junction, in widths of the wider channel, two channels may come closer than a width. */
    public static final double JUNCTION = 2;

    /** @return the entry */
    public static CanyonElement create() {
        return new CanyonElement();
    }

    private CanyonElement() {
        super("canyon", Stage.CUTS_AND_BUILT, 0, List.of(Range.span("depth", 10, 1000, "m"),
                Range.span("width", 40, 3000, "m"), Range.single("steepness", 1, 8, ""),
                Range.single("branches", 0, 16, ""), Range.single("wander", 0, 4000, "m")),
                Placement.of("canyon").withSpan("depth", 140, 320).withSpan("width", 260, 640)
                        .withValue("steepness", 3).withValue("branches", 5).withValue("wander", 900));
    }

    /**
     * One channel of the laid network, its vertices from upstream to downstream (every array one value a
     * vertex).
     *
     * @param x      metres east
     * @param z      metres south
     * @param s      distance along the channel from its first vertex, metres
     * @param area   drainage area, m²
     * @param ground the plateau (dipped) under the vertex before the cut, metres
     * @param floor  the canyon floor, metres (strictly falling downstream)
     * @param width  the canyon's width, metres
     * @param depth  the depth asked for by the area (the floor may lie deeper, under a sill), metres
     * @param into   index of the channel it joins, −1 if it leaves the footprint
     * @param at     the vertex of that channel it joins at (its own last vertex is that vertex)
     * @since 0.1
     */
    public record Channel(double[] x, double[] z, double[] s, double[] area, double[] ground, double[] floor,
            double[] width, double[] depth, int into, int at) {

        /** @return number of vertices */
        public int size() {
            return x.length;
        }
    }

    /**
     * The laid system.
     *
     * @param channels  channels, every one joining one listed before it (or leaving the footprint)
     * @param threshold the drainage-area threshold, m²
     * @param outlet    drainage area at the system's outlet, m²
     * @since 0.1
     */
    public record Network(List<Channel> channels, double threshold, double outlet) {
    }

    /**
     * Lays the canyon system over a footprint.
     *
     * @param p       the resolved placement
     * @param plateau the ground as the stages before left it, metres
     * @param frame   the footprint's frame (sample 0 at its origin)
     * @param columns samples a side of the footprint, ≥ 2
     * @param seed    the placement's seed
     * @return the network
     */
    public static Network network(Placement p, HeightFunction plateau, GridFrame frame, int columns, long seed) {
        double sp = frame.spacingX();
        double size = (columns - 1) * sp;
        double x0 = frame.x(0);
        double z0 = frame.z(0);
        SplittableRandom rnd = new SplittableRandom(Kit.seed(seed, 1));
        double heading = rnd.nextDouble() * 2 * Math.PI;
        double dipX = -DIP * Math.cos(heading);
        double dipZ = -DIP * Math.sin(heading);
        double cx = x0 + size / 2;
        double cz = z0 + size / 2;
        HeightFunction ground = (x, z) -> plateau.height(x, z) + dipX * (x - cx) + dipZ * (z - cz);
        int m = GRID;
        double cs = size / (m - 1);
        float[] hc = new float[m * m];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < m; c++) {
                hc[r * m + c] = (float) ground.height(x0 + c * cs, z0 + r * cs);
            }
        }
        DrainageGrid grid = DrainageGrid.of(m, m, cs, cs);
        float[] filled = DepressionFill.draining().filled(grid, hc);
        FlowNetwork net = FlowNetwork.steepestDescent(grid, filled);
        double[] area = net.drainageArea();
        int[] rec = net.receiversToArray();
        int outlet = -1;
        for (int i = 0; i < rec.length; i++) {
            if (rec[i] == i && (outlet < 0 || area[i] > area[outlet])) {
                outlet = i;
            }
        }
        int[] basin = net.basinsToArray();
        double[] maxDonor = new double[rec.length];
        for (int i = 0; i < rec.length; i++) {
            if (rec[i] != i) {
                maxDonor[rec[i]] = Math.max(maxDonor[rec[i]], area[i]);
            }
        }
        double[] a = new double[rec.length];
        double[] d = new double[rec.length];
        int count = 0;
        for (int i = 0; i < rec.length; i++) {
            if (basin[i] == basin[outlet]) {
                a[count] = area[i];
                d[count++] = maxDonor[i];
            }
        }
        int branches = (int) Math.round(p.value("branches"));
        double threshold = threshold(Arrays.copyOf(a, count), Arrays.copyOf(d, count), HEADS * branches + 1,
                MIN_CELLS * cs * cs);
        // the other systems: every basin draining at least OTHERS thresholds
        double[] outletArea = new double[rec.length];
        int labels = 0;
        for (int i = 0; i < rec.length; i++) {
            if (rec[i] == i) {
                outletArea[labels++] = area[i]; // basins are numbered by their base levels' index
            }
        }
        double[] tree = new double[rec.length];
        for (int i = 0; i < rec.length; i++) {
            double o = outletArea[basin[i]];
            tree[i] = basin[i] == basin[outlet] || o >= OTHERS * threshold ? area[i] : 0;
        }
        return lay(p, ground, rec, tree, threshold, cs, x0, z0, sp, area[outlet], rnd);
    }

    /**
     * The largest threshold at which a tree has at least {@code heads} channel heads (a sample is a head for
     * thresholds in (its largest donor's area, its area]), not below {@code least}.
     *
     * @param area     the tree's samples' drainage areas
     * @param maxDonor the largest drainage area among each one's donors (0 for none)
     * @param heads    heads wanted, ≥ 1
     * @param least    the smallest threshold
     * @return the threshold
     */
    static double threshold(double[] area, double[] maxDonor, int heads, double least) {
        double[] a = area.clone();
        double[] d = maxDonor.clone();
        Arrays.sort(a);
        Arrays.sort(d);
        int n = a.length;
        int jd = n - 1;
        int countD = 0;
        for (int k = n - 1; k >= 0; k--) {
            double t = a[k];
            if (t < least) {
                break;
            }
            if (k > 0 && a[k - 1] == t) {
                continue;
            }
            while (jd >= 0 && d[jd] >= t) {
                countD++;
                jd--;
            }
            if ((n - k) - countD >= heads) {
                return t;
            }
        }
        return least;
    }

    /** A channel being laid: fine vertices, the coarse sample it ends on, the channel it joins. */
    private static final class Link {
        double[] x;
        double[] z;
        double[] s;
        double[] area;
        double[] width;
        int end;
        int down = -1;
        int into = -1;
        int at;
        boolean dropped;
        int index = -1;

        double own() {
            return area[down >= 0 ? area.length - 2 : area.length - 1];
        }
    }

    /**
     * The channels (samples of {@code tree} at or above the threshold) as Horton's streams: each from a
     * head down the path on which it is the largest donor, to the junction where it meets a larger one
     * (its last vertex) or to the outlet; smoothed, set wandering, resampled every {@code step} metres.
     */
    private static Network lay(Placement p, HeightFunction ground, int[] rec, double[] tree, double threshold,
            double cs, double x0, double z0, double spacing, double outletArea, SplittableRandom rnd) {
        int m = GRID;
        double step = Math.min(spacing, 50);
        double margin = 0.75 * spacing;
        int count = rec.length;
        Reading width = p.span("width");
        Reading depth = p.span("depth");
        double wander = p.value("wander");
        int[] main = new int[count];
        Arrays.fill(main, -1);
        for (int i = 0; i < count; i++) {
            int r = rec[i];
            if (tree[i] >= threshold && r != i && (main[r] < 0 || tree[i] > tree[main[r]])) {
                main[r] = i;
            }
        }
        int[] owner = new int[count];
        Arrays.fill(owner, -1);
        List<Link> links = new ArrayList<>();
        int[] buf = new int[16];
        for (int h = 0; h < count; h++) {
            if (!(tree[h] >= threshold) || main[h] >= 0) {
                continue;
            }
            int k = 0;
            int j = h;
            boolean junction = false;
            while (true) {
                if (k == buf.length) {
                    buf = Arrays.copyOf(buf, 2 * k);
                }
                buf[k++] = j;
                int r = rec[j];
                if (r == j) {
                    break;
                }
                if (main[r] != j) {
                    if (k == buf.length) {
                        buf = Arrays.copyOf(buf, 2 * k);
                    }
                    buf[k++] = r;
                    junction = true;
                    break;
                }
                j = r;
            }
            if (k < 2) {
                continue;
            }
            double[] px = new double[k];
            double[] pz = new double[k];
            double[] pa = new double[k];
            for (int q = 0; q < k; q++) {
                px[q] = x0 + (buf[q] % m) * cs;
                pz[q] = z0 + (buf[q] / m) * cs;
                pa[q] = tree[buf[q]];
                if (q < k - 1 || !junction) {
                    owner[buf[q]] = links.size();
                }
            }
            Link link = new Link();
            link.end = junction ? buf[k - 1] : -1;
            straighten(px, pz);
            double len = length(px, pz);
            wander(px, pz, Kit.Wander.of(Math.min(wander / 6, 0.05 * len), Math.max(8 * cs, 0.6 * len), rnd), len);
            double[][] sm = smooth(px, pz, pa);
            resample(link, sm, step, length(sm[0], sm[1]));
            link.width = new double[link.x.length];
            for (int q = 0; q < link.x.length; q++) {
                link.width[q] = width.at(scale(link.area[q], threshold, outletArea, 0.5));
            }
            links.add(link);
        }
        // each tributary ends on the vertex of the channel it joins nearest to their junction
        for (Link l : links) {
            if (l.end < 0) {
                continue;
            }
            l.down = owner[l.end];
            Link o = links.get(l.down);
            double jx = x0 + (l.end % m) * cs;
            double jz = z0 + (l.end / m) * cs;
            int best = 0;
            for (int q = 1; q < o.x.length; q++) {
                if (Math.hypot(o.x[q] - jx, o.z[q] - jz) < Math.hypot(o.x[best] - jx, o.z[best] - jz)) {
                    best = q;
                }
            }
            int e = l.x.length - 1;
            l.x[e] = o.x[best];
            l.z[e] = o.z[best];
            l.s[e] = l.s[e - 1] + Math.hypot(l.x[e] - l.x[e - 1], l.z[e] - l.z[e - 1]);
            l.at = best;
        }
        // largest first: the channel a channel joins is always accepted (or dropped) before it
        Integer[] order = new Integer[links.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (u, v) -> {
            double au = links.get(u).own();
            double av = links.get(v).own();
            return au != av ? Double.compare(av, au) : Integer.compare(u, v);
        });
        double cell = 1;
        for (Link l : links) {
            for (double w : l.width) {
                cell = Math.max(cell, w);
            }
        }
        Buckets buckets = new Buckets(x0, z0, (m - 1) * cs, cell);
        List<Link> accepted = new ArrayList<>();
        for (int li : order) {
            Link l = links.get(li);
            if (l.down >= 0) {
                Link dn = links.get(l.down);
                if (dn.dropped) {
                    l.dropped = true;
                    continue;
                }
                l.into = dn.index;
                if (l.at > dn.x.length - 2) {
                    // it was cut short above this junction: join whatever lies nearest instead
                    int e = l.x.length - 1;
                    int[] best = null;
                    double bestD = Double.POSITIVE_INFINITY;
                    for (int[] u : buckets.near(l.x[e], l.z[e])) {
                        Link q = accepted.get(u[0]);
                        double du = Math.hypot(l.x[e] - q.x[u[1]], l.z[e] - q.z[u[1]]);
                        if (du < bestD) {
                            bestD = du;
                            best = u;
                        }
                    }
                    if (best == null) {
                        best = new int[] {dn.index, dn.x.length - 1};
                    }
                    Link q = accepted.get(best[0]);
                    l.x[e] = q.x[best[1]];
                    l.z[e] = q.z[best[1]];
                    l.s[e] = l.s[e - 1] + Math.hypot(l.x[e] - l.x[e - 1], l.z[e] - l.z[e - 1]);
                    l.into = q.index;
                    l.at = best[1];
                }
            }
            while (clear(l, accepted, buckets, margin)) {
                // cut short: look again from its new join
            }
            // a stub no longer than STUB widths of what it joins is not a canyon of its own
            if (!l.dropped && l.into >= 0 && l.s[l.s.length - 1] < STUB * accepted.get(l.into).width[l.at]) {
                l.dropped = true;
            }
            if (l.dropped) {
                continue;
            }
            l.index = accepted.size();
            accepted.add(l);
            for (int k = 0; k < l.x.length; k++) {
                buckets.add(l.index, k, l.x[k], l.z[k]);
            }
        }
        return floors(accepted, ground, depth, threshold, outletArea);
    }

    /** Accepted vertices by square cells at least as wide as the widest channel. */
    private static final class Buckets {
        final double x0;
        final double z0;
        final double cell;
        final int side;
        final List<List<int[]>> cells = new ArrayList<>();

        Buckets(double x0, double z0, double size, double cell) {
            this.cell = cell;
            this.side = (int) Math.ceil(size / cell) + 5;
            this.x0 = x0 - 2 * cell;
            this.z0 = z0 - 2 * cell;
            for (int i = 0; i < side * side; i++) {
                cells.add(new ArrayList<>());
            }
        }

        int at(double v, double origin) {
            return Math.max(0, Math.min(side - 1, (int) Math.floor((v - origin) / cell)));
        }

        void add(int channel, int vertex, double x, double z) {
            cells.get(at(z, z0) * side + at(x, x0)).add(new int[] {channel, vertex});
        }

        private final List<int[]> found = new ArrayList<>();

        /** Every accepted vertex within one cell of (x, z) (and some farther), in a list reused by the next call. */
        List<int[]> near(double x, double z) {
            List<int[]> out = found;
            out.clear();
            int c = at(x, x0);
            int r = at(z, z0);
            for (int rr = Math.max(0, r - 1); rr <= Math.min(side - 1, r + 1); rr++) {
                for (int cc = Math.max(0, c - 1); cc <= Math.min(side - 1, c + 1); cc++) {
                    out.addAll(cells.get(rr * side + cc));
                }
            }
            return out;
        }
    }

    /**
     * Looks along {@code l} from upstream for its first vertex inside an accepted channel's cut (closer
     * than that half-width and half its own), or closer than the wider width to one outside a junction
     * either joins at (both vertices within {@link #JUNCTION} widths of it); there {@code l} is cut short
     * and joined to the accepted vertex nearest to where it was heading (or dropped, if it would keep fewer
     * than two vertices).
     *
     * @return true if it was cut short (and must be looked along again from its new join)
     */
    private static boolean clear(Link l, List<Link> accepted, Buckets buckets, double margin) {
        int n = l.x.length;
        boolean joins = l.into >= 0;
        double jx = l.x[n - 1];
        double jz = l.z[n - 1];
        for (int k = 0; k < n - (joins ? 1 : 0); k++) {
            for (int[] v : buckets.near(l.x[k], l.z[k])) {
                Link o = accepted.get(v[0]);
                int j = v[1];
                double d = Math.hypot(l.x[k] - o.x[j], l.z[k] - o.z[j]);
                double w = Math.max(l.width[k], o.width[j]);
                if (d >= w) {
                    continue;
                }
                boolean inCut = d < (o.width[j] + l.width[k] / 2) / 2 + margin;
                if (!inCut) {
                    double reach = JUNCTION * w;
                    boolean atJoin = joins && Math.hypot(l.x[k] - jx, l.z[k] - jz) <= reach
                            && Math.hypot(o.x[j] - jx, o.z[j] - jz) <= reach;
                    int e = o.x.length - 1;
                    atJoin |= o.into >= 0 && Math.hypot(l.x[k] - o.x[e], l.z[k] - o.z[e]) <= reach
                            && Math.hypot(o.x[j] - o.x[e], o.z[j] - o.z[e]) <= reach;
                    if (atJoin) {
                        continue;
                    }
                }
                if (k < 2) {
                    l.dropped = true;
                    return false;
                }
                // join where it was heading: half the accepted width on along its last step
                double ux = l.x[k] - l.x[k - 1];
                double uz = l.z[k] - l.z[k - 1];
                double len = Math.hypot(ux, uz);
                double tx = l.x[k] + (len > 0 ? ux / len : 0) * o.width[j] / 2;
                double tz = l.z[k] + (len > 0 ? uz / len : 0) * o.width[j] / 2;
                int[] best = v;
                double bestD = Math.hypot(tx - o.x[j], tz - o.z[j]);
                for (int[] u : buckets.near(tx, tz)) {
                    Link q = accepted.get(u[0]);
                    double du = Math.hypot(tx - q.x[u[1]], tz - q.z[u[1]]);
                    if (du < bestD) {
                        bestD = du;
                        best = u;
                    }
                }
                Link q = accepted.get(best[0]);
                int keep = k + 1;
                l.x = Arrays.copyOf(l.x, keep);
                l.z = Arrays.copyOf(l.z, keep);
                l.s = Arrays.copyOf(l.s, keep);
                l.area = Arrays.copyOf(l.area, keep);
                l.width = Arrays.copyOf(l.width, keep);
                l.x[k] = q.x[best[1]];
                l.z[k] = q.z[best[1]];
                l.s[k] = l.s[k - 1] + Math.hypot(l.x[k] - l.x[k - 1], l.z[k] - l.z[k - 1]);
                l.area[k] = l.area[k - 1];
                l.width[k] = l.width[k - 1];
                l.into = q.index;
                l.at = best[1];
                return true;
            }
        }
        return false;
    }

    /** Floors walked from the heads down; the channels returned. */
    private static Network floors(List<Link> links, HeightFunction ground, Reading depth, double threshold,
            double outletArea) {
        int n = links.size();
        double[][] incoming = new double[n][];
        for (int i = 0; i < n; i++) {
            incoming[i] = new double[links.get(i).x.length];
            Arrays.fill(incoming[i], Double.POSITIVE_INFINITY);
        }
        Channel[] out = new Channel[n];
        // accepted order is downstream first: walk it backwards
        for (int i = n - 1; i >= 0; i--) {
            Link l = links.get(i);
            int k = l.x.length;
            double[] g = new double[k];
            double[] f = new double[k];
            double[] dp = new double[k];
            for (int j = 0; j < k; j++) {
                g[j] = ground.height(l.x[j], l.z[j]);
                dp[j] = depth.at(scale(l.area[j], threshold, outletArea, 0.3));
                double v = Math.min(g[j] - dp[j], incoming[i][j]);
                if (j > 0) {
                    v = Math.min(v, f[j - 1] - FALL * (l.s[j] - l.s[j - 1]));
                }
                f[j] = v;
            }
            // no step down in a floor (where a tributary deepens it): at most RAMP above the floor below
            for (int j = k - 2; j >= 0; j--) {
                f[j] = Math.min(f[j], f[j + 1] + RAMP * (l.s[j + 1] - l.s[j]));
            }
            if (l.into >= 0) {
                double[] in = incoming[l.into];
                in[l.at] = Math.min(in[l.at], f[k - 1]);
            }
            out[i] = new Channel(l.x, l.z, l.s, l.area, g, f, l.width, dp, l.into, l.at);
        }
        return new Network(List.of(out), threshold, outletArea);
    }

    /** {@code (A^e − A_t^e) / (A_max^e − A_t^e)} clamped to [0, 1]. */
    static double scale(double a, double threshold, double outlet, double e) {
        double lo = Math.pow(threshold, e);
        double hi = Math.pow(outlet, e);
        return hi > lo ? Kit.clamp01((Math.pow(a, e) - lo) / (hi - lo)) : 1;
    }

    /**
     * Takes the grid's staircase out of a coarse eight-neighbour path: each inner vertex moved to the mean of
     * the vertices within {@link #STRAIGHTEN} steps of it (fewer near the ends, which stay pinned). A path
     * of eight-neighbour steps along a slanting course alternates straight and diagonal steps in a fixed
     * rhythm, and its turns repeated along every long channel (turn sequences correlating up to 0.99 with
     * themselves shifted, CANYON COUNTRY); the wander then bends the straightened course.
     */
    private static void straighten(double[] x, double[] z) {
        int k = x.length;
        double[] ox = x.clone();
        double[] oz = z.clone();
        for (int j = 1; j + 1 < k; j++) {
            int h = Math.min(STRAIGHTEN, Math.min(j, k - 1 - j));
            double sx = 0;
            double sz = 0;
            for (int q = j - h; q <= j + h; q++) {
                sx += ox[q];
                sz += oz[q];
            }
            x[j] = sx / (2 * h + 1);
            z[j] = sz / (2 * h + 1);
        }
    }

    /** Vertices either side a coarse path's vertex is averaged over ({@link #straighten}). */
    static final int STRAIGHTEN = 2;

    /** Chaikin corner cutting, three rounds, ends pinned; {x, z, area}. */
    private static double[][] smooth(double[] x, double[] z, double[] a) {
        double[] px = x;
        double[] pz = z;
        double[] pa = a;
        for (int round = 0; round < 3; round++) {
            int k = px.length;
            if (k < 3) {
                break;
            }
            double[] nx = new double[2 * k - 2];
            double[] nz = new double[2 * k - 2];
            double[] na = new double[2 * k - 2];
            int q = 0;
            nx[q] = px[0];
            nz[q] = pz[0];
            na[q++] = pa[0];
            for (int j = 0; j + 1 < k; j++) {
                if (j > 0) {
                    nx[q] = 0.75 * px[j] + 0.25 * px[j + 1];
                    nz[q] = 0.75 * pz[j] + 0.25 * pz[j + 1];
                    na[q++] = pa[j];
                }
                if (j + 2 < k) {
                    nx[q] = 0.25 * px[j] + 0.75 * px[j + 1];
                    nz[q] = 0.25 * pz[j] + 0.75 * pz[j + 1];
                    na[q++] = pa[j + 1];
                }
            }
            nx[q] = px[k - 1];
            nz[q] = pz[k - 1];
            na[q++] = pa[k - 1];
            px = Arrays.copyOf(nx, q);
            pz = Arrays.copyOf(nz, q);
            pa = Arrays.copyOf(na, q);
        }
        return new double[][] {px, pz, pa};
    }

    private static double length(double[] x, double[] z) {
        double len = 0;
        for (int j = 0; j + 1 < x.length; j++) {
            len += Math.hypot(x[j + 1] - x[j], z[j + 1] - z[j]);
        }
        return len;
    }

    /**
     * Sets a coarse polyline's inner vertices off sideways (across the chord of their neighbours) by the
     * wander, tapered to nothing at both ends; before the smoothing, so a tight bend makes no loop.
     */
    private static void wander(double[] x, double[] z, Kit.Wander w, double len) {
        int k = x.length;
        double[] ox = x.clone();
        double[] oz = z.clone();
        double s = 0;
        for (int j = 1; j + 1 < k; j++) {
            s += Math.hypot(ox[j] - ox[j - 1], oz[j] - oz[j - 1]);
            double tx = ox[j + 1] - ox[j - 1];
            double tz = oz[j + 1] - oz[j - 1];
            double tl = Math.hypot(tx, tz);
            if (tl == 0) {
                continue;
            }
            double off = w.offset(s) * Math.sin(Math.PI * s / len);
            x[j] = ox[j] - tz / tl * off;
            z[j] = oz[j] + tx / tl * off;
        }
    }

    /** Resamples a polyline every {@code step} metres (about), keeping its ends. */
    private static void resample(Link l, double[][] sm, double step, double len) {
        double[] x = sm[0];
        double[] z = sm[1];
        double[] a = sm[2];
        int count = Math.max(2, (int) Math.ceil(len / step) + 1);
        l.x = new double[count];
        l.z = new double[count];
        l.s = new double[count];
        l.area = new double[count];
        int seg = 0;
        double segStart = 0;
        for (int k = 0; k < count; k++) {
            double s = len * k / (count - 1);
            double segLen = Math.hypot(x[seg + 1] - x[seg], z[seg + 1] - z[seg]);
            while (seg + 2 < x.length && segStart + segLen < s) {
                segStart += segLen;
                seg++;
                segLen = Math.hypot(x[seg + 1] - x[seg], z[seg + 1] - z[seg]);
            }
            double t = segLen > 0 ? Kit.clamp01((s - segStart) / segLen) : 0;
            l.x[k] = x[seg] + (x[seg + 1] - x[seg]) * t;
            l.z[k] = z[seg] + (z[seg + 1] - z[seg]) * t;
            l.area[k] = a[seg] + (a[seg + 1] - a[seg]) * t;
            l.s[k] = s;
        }
        l.x[count - 1] = x[x.length - 1];
        l.z[count - 1] = z[z.length - 1];
    }

    /** The dipped plateau over the canvas, the sample's dip added to its height (the same dip the network routes on). */
    private static void dip(Canvas canvas, long seed) {
        SplittableRandom rnd = new SplittableRandom(Kit.seed(seed, 1));
        double heading = rnd.nextDouble() * 2 * Math.PI;
        double dipX = -DIP * Math.cos(heading);
        double dipZ = -DIP * Math.sin(heading);
        int n = canvas.columns();
        double size = (n - 1) * canvas.spacing();
        double cx = canvas.x(0) + size / 2;
        double cz = canvas.z(0) + size / 2;
        for (int r = 0; r < n; r++) {
            double dz = dipZ * (canvas.z(r) - cz);
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                canvas.setHeight(i, canvas.height(i) + dipX * (canvas.x(c) - cx) + dz);
            }
        }
    }

    /** A height stepped by strata: within each, a gentle rise over the soft rock, then the cap's cliff. */
    static double strata(double z) {
        double q = z / STRATUM;
        double j = Math.floor(q);
        double u = q - j;
        double u2 = u * u;
        return STRATUM * (j + 0.3 * u + 0.7 * u2 * u2 * u);
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        Network net = network(p, canvas::heightAt, canvas.frame(), canvas.columns(), seed);
        dip(canvas, seed);
        mesas(canvas, net, seed);
        int n = canvas.columns();
        float[] low = new float[n * n];
        Arrays.fill(low, Float.POSITIVE_INFINITY);
        boolean[] onFloor = new boolean[n * n];
        double k = p.value("steepness");
        double halfSample = 0.75 * canvas.spacing();
        var frame = canvas.frame();
        for (Channel ch : net.channels()) {
            double[] xs = ch.x();
            double[] zs = ch.z();
            double[] ws = ch.width();
            double[] fs = ch.floor();
            for (int j = 0; j + 1 < xs.length; j++) {
                double ax = xs[j];
                double az = zs[j];
                double ex = xs[j + 1] - ax;
                double ez = zs[j + 1] - az;
                double reach = Math.max(ws[j], ws[j + 1]) / 2;
                int c0 = (int) Math.max(0, Math.floor(frame.column(Math.min(ax, ax + ex) - reach)));
                int c1 = (int) Math.min(n - 1, Math.ceil(frame.column(Math.max(ax, ax + ex) + reach)));
                int r0 = (int) Math.max(0, Math.floor(frame.row(Math.min(az, az + ez) - reach)));
                int r1 = (int) Math.min(n - 1, Math.ceil(frame.row(Math.max(az, az + ez) + reach)));
                double len2 = ex * ex + ez * ez;
                double reach2 = reach * reach;
                for (int r = r0; r <= r1; r++) {
                    double pz = canvas.z(r) - az;
                    for (int c = c0; c <= c1; c++) {
                        double px = canvas.x(c) - ax;
                        double t = len2 > 0 ? Kit.clamp01((px * ex + pz * ez) / len2) : 0;
                        double dx = px - ex * t;
                        double dz = pz - ez * t;
                        double d2 = dx * dx + dz * dz;
                        if (d2 >= reach2) {
                            continue;
                        }
                        double hw = (ws[j] + (ws[j + 1] - ws[j]) * t) / 2;
                        double d = Math.sqrt(d2);
                        if (d >= hw) {
                            continue;
                        }
                        int i = r * n + c;
                        double floor = fs[j] + (fs[j + 1] - fs[j]) * t;
                        double h = canvas.height(i);
                        double t0 = Math.min(0.8, Math.max(0.3, halfSample / hw));
                        double q = d / hw;
                        double f = q <= t0 ? 0 : Math.pow((q - t0) / (1 - t0), k);
                        // strata stepped inside the walls, faded out at the rim so the cut meets the plateau
                        double z = floor + (h - floor) * f;
                        double v = Math.max(floor, z - (z - strata(z)) * (1 - f * f));
                        if (v < low[i]) {
                            low[i] = (float) v;
                            onFloor[i] = f == 0;
                        }
                    }
                }
            }
        }
        for (int i = 0; i < low.length; i++) {
            double h = canvas.height(i);
            if (low[i] < h - 0.5) {
                canvas.setHeight(i, low[i]);
                double u = low[i] / STRATUM - Math.floor(low[i] / STRATUM);
                canvas.paintRock(i, onFloor[i] ? 0.45 : 0.2 + 0.5 * u * u + 0.25 * Kit.clamp01((h - low[i]) / 300));
            }
        }
    }

    /** Low mesas and buttes on the ground between the canyons: lobed, flat-topped, stepped flanks of bare rock. */
    private static void mesas(Canvas canvas, Network net, long seed) {
        SplittableRandom rnd = new SplittableRandom(Kit.seed(seed, 2));
        int n = canvas.columns();
        double sp = canvas.spacing();
        double size = (n - 1) * sp;
        int count = (int) Math.round(28 * size * size / (16_000.0 * 16_000.0));
        for (int b = 0; b < count; b++) {
            double mx = canvas.x(0) + rnd.nextDouble() * size;
            double mz = canvas.z(0) + rnd.nextDouble() * size;
            double u = rnd.nextDouble();
            double radius = 120 + 560 * u * u;
            double height = STRATUM * (1 + rnd.nextInt(2)) * (0.8 + 0.4 * rnd.nextDouble());
            double[] phases = {rnd.nextDouble() * 6.283, rnd.nextDouble() * 6.283, rnd.nextDouble() * 6.283};
            double outer = 1.2 * radius * 1.42;
            if (nearChannel(net, mx, mz, outer + 150)) {
                continue;
            }
            int c0 = (int) Math.max(0, Math.floor(canvas.frame().column(mx - outer)));
            int c1 = (int) Math.min(n - 1, Math.ceil(canvas.frame().column(mx + outer)));
            int r0 = (int) Math.max(0, Math.floor(canvas.frame().row(mz - outer)));
            int r1 = (int) Math.min(n - 1, Math.ceil(canvas.frame().row(mz + outer)));
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    double dx = canvas.x(c) - mx;
                    double dz = canvas.z(r) - mz;
                    double rho = Math.hypot(dx, dz);
                    double edge = ForestElement.outline(radius, Math.atan2(dz, dx), phases);
                    double q = rho / edge;
                    if (q >= 1.2) {
                        continue;
                    }
                    // flat top to 0.8 of the outline, then two steps down to nothing at 1.2
                    double v = q <= 0.8 ? 1 : 1 - (q - 0.8) / 0.4;
                    double steps = 2 * v;
                    double sj = Math.floor(steps);
                    double su = steps - sj;
                    double lift = height * Math.min(1, (sj + su * su * su * su) / 2);
                    int i = r * n + c;
                    canvas.setHeight(i, canvas.height(i) + lift);
                    canvas.paintRock(i, q > 0.8 ? 0.4 + 0.4 * su : 0.3);
                }
            }
        }
    }

    private static boolean nearChannel(Network net, double x, double z, double within) {
        for (Channel ch : net.channels()) {
            for (int j = 0; j < ch.size(); j++) {
                double dx = ch.x()[j] - x;
                double dz = ch.z()[j] - z;
                double w = within + ch.width()[j] / 2;
                if (dx * dx + dz * dz < w * w) {
                    return true;
                }
            }
        }
        return false;
    }
}
