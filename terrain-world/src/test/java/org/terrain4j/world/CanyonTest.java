package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.world.internal.CanyonElement;
import org.terrain4j.world.internal.CanyonElement.Channel;
import org.terrain4j.world.internal.CanyonElement.Network;

/**
 * CANYON COUNTRY's canyons laid by drainage, checked by brute force on the laid network and on the
 * world it was cut into, over 20 seeds at the default 201²: floors that fall along every channel,
 * acute junctions and no doubled canyon, branching in Strahler orders, depth growing with area.
 */
class CanyonTest {

    static final int SEEDS = 20;

    /** A world and the network its canyon element laid (re-laid here from the ground it was laid on). */
    record Laid(World world, Network network) {
    }

    /** The world of {@code env} and its canyon's network, laid from the world drawn without the canyon. */
    static Laid laid(Environment env) {
        Generator.Item canyon = null;
        for (Generator.Item it : Generator.order(env, Elements.standard())) {
            if (it.element().name().equals(Elements.CANYON)) {
                canyon = it;
            }
        }
        List<Placement> rest = new ArrayList<>(env.placements());
        rest.removeIf(p -> p.element().equals(Elements.CANYON));
        Heightfield before = env.withPlacements(rest).generate().heights();
        int n = before.columns();
        float[] h = before.toArray();
        var f = before.frame();
        // the canvas's own bilinear read, clamped at the edge
        HeightFunction plateau = (x, z) -> {
            double fc = Math.max(0, Math.min(n - 1, f.column(x)));
            double fr = Math.max(0, Math.min(n - 1, f.row(z)));
            int c = Math.min(n - 2, (int) fc);
            int r = Math.min(n - 2, (int) fr);
            double tc = fc - c;
            double tr = fr - r;
            int i = r * n + c;
            double a = h[i] + (h[i + 1] - h[i]) * tc;
            double b = h[i + n] + (h[i + n + 1] - h[i + n]) * tc;
            return a + (b - a) * tr;
        };
        Network net = CanyonElement.network(canyon.resolved(), plateau, f, n, canyon.seed());
        return new Laid(env.generate(), net);
    }

    static Laid canyonCountry(long seed) {
        return laid(Preset.CANYON_COUNTRY.environment(seed));
    }

    /** The world's height at the sample nearest (x, z). */
    static double nearest(World w, double x, double z) {
        var f = w.frame();
        int c = (int) Math.round(Math.max(0, Math.min(w.columns() - 1, f.column(x))));
        int r = (int) Math.round(Math.max(0, Math.min(w.rows() - 1, f.row(z))));
        return w.heights().get(c, r);
    }

    /** Every path from a channel's first vertex to the outlet: (channel, vertex) pairs, downstream. */
    static List<int[]> path(Network net, int start) {
        List<int[]> out = new ArrayList<>();
        int ch = start;
        int from = 0;
        while (ch >= 0) {
            Channel c = net.channels().get(ch);
            int end = c.size() - (c.into() >= 0 ? 1 : 0); // the last vertex is the next channel's
            for (int j = from; j < end; j++) {
                out.add(new int[] {ch, j});
            }
            from = c.at();
            ch = c.into();
        }
        return out;
    }

    /**
     * (a) No pits: along every path from a channel head to the outlet the network's floor falls at every
     * vertex, and the world's height at the sample nearest each vertex never rises by more than
     * {@link #RISE} (the nearest sample lies up to 0.7 of a sample off the line, up to half a sample along
     * it, where the floor may stand a few metres lower or higher: 40 m along a floor falling 5 %, its
     * steepest ease past a junction, is 2 m).
     */
    static final double RISE = 3;

    @Test
    void floorsFallAlongEveryChannel() {
        int rises = 0;
        int steps = 0;
        double worst = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Laid l = canyonCountry(seed);
            Network net = l.network();
            for (int k = 0; k < net.channels().size(); k++) {
                List<int[]> p = path(net, k);
                double lastFloor = Double.POSITIVE_INFINITY;
                double lastWorld = Double.POSITIVE_INFINITY;
                for (int[] v : p) {
                    Channel c = net.channels().get(v[0]);
                    double fl = c.floor()[v[1]];
                    assertTrue(fl < lastFloor, "seed " + seed + " channel " + v[0] + " vertex " + v[1] + ": floor "
                            + fl + " after " + lastFloor);
                    lastFloor = fl;
                    double h = nearest(l.world(), c.x()[v[1]], c.z()[v[1]]);
                    if (h > lastWorld + RISE) {
                        rises++;
                    }
                    worst = Math.max(worst, h - lastWorld);
                    steps++;
                    lastWorld = Math.min(lastWorld, h);
                }
            }
        }
        System.out.printf("canyon floors: %d rises > %.1f m in %d steps, worst rise %.2f m%n", rises, RISE, steps, worst);
        assertEquals(0, rises, "worst rise " + worst);
    }

    /** Direction of flow into a junction over the last {@code chord} metres of a channel. */
    static double[] inflow(Channel c, int end, double chord) {
        int j = end;
        while (j > 0 && c.s()[end] - c.s()[j] < chord) {
            j--;
        }
        double dx = c.x()[end] - c.x()[j];
        double dz = c.z()[end] - c.z()[j];
        double len = Math.hypot(dx, dz);
        return new double[] {dx / len, dz / len};
    }

    /** Junction angles, degrees: each tributary's inflow against the receiving channel's flow at the join. */
    static List<Double> junctionAngles(Network net, double chord) {
        List<Double> out = new ArrayList<>();
        for (Channel c : net.channels()) {
            if (c.into() < 0 || c.size() < 3) {
                continue;
            }
            Channel r = net.channels().get(c.into());
            double[] t = inflow(c, c.size() - 1, chord);
            // the receiving channel's flow at the join: over a chord across it
            int a = c.at();
            int b = a;
            while (b < r.size() - 1 && r.s()[b] - r.s()[a] < chord / 2) {
                b++;
            }
            while (a > 0 && r.s()[b] - r.s()[a] < chord) {
                a--;
            }
            double dx = r.x()[b] - r.x()[a];
            double dz = r.z()[b] - r.z()[a];
            double len = Math.hypot(dx, dz);
            double cos = (t[0] * dx + t[1] * dz) / len;
            out.add(Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, cos)))));
        }
        return out;
    }

    /** (b) Tributaries join at acute angles (median below 75°), measured over a 600 m chord. */
    static final double MEDIAN_ANGLE = 75;

    @Test
    void junctionsAreAcute() {
        List<Double> all = new ArrayList<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            all.addAll(junctionAngles(canyonCountry(seed).network(), 600));
        }
        double[] a = all.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = a[a.length / 2];
        long obtuse = all.stream().filter(x -> x > 90).count();
        System.out.printf("canyon junctions: %d, median %.1f deg, quartiles %.1f / %.1f, %d above 90 deg%n", a.length,
                median, a[a.length / 4], a[3 * a.length / 4], obtuse);
        assertTrue(a.length >= 3 * SEEDS, "junctions: " + a.length);
        assertTrue(median < MEDIAN_ANGLE, "median junction angle " + median);
    }

    /**
     * (b) No doubled canyon: the centre lines of two channels never come closer than the wider one's width,
     * except where both lie within {@link CanyonElement#JUNCTION} widths of a junction they share (a
     * channel's last vertex, where it joins). Brute force over every pair of vertices.
     */
    @Test
    void noChannelRunsBesideAnother() {
        int pairs = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Network net = canyonCountry(seed).network();
            List<Channel> cs = net.channels();
            for (int p = 0; p < cs.size(); p++) {
                for (int q = p + 1; q < cs.size(); q++) {
                    Channel a = cs.get(p);
                    Channel b = cs.get(q);
                    List<double[]> joins = new ArrayList<>();
                    for (Channel c : List.of(a, b)) {
                        if (c.into() >= 0) {
                            joins.add(new double[] {c.x()[c.size() - 1], c.z()[c.size() - 1]});
                        }
                    }
                    for (int i = 0; i < a.size(); i++) {
                        for (int j = 0; j < b.size(); j++) {
                            double w = Math.max(a.width()[i], b.width()[j]);
                            double d = Math.hypot(a.x()[i] - b.x()[j], a.z()[i] - b.z()[j]);
                            if (d >= w) {
                                continue;
                            }
                            boolean atJoin = false;
                            for (double[] jn : joins) {
                                double reach = CanyonElement.JUNCTION * w;
                                atJoin |= Math.hypot(a.x()[i] - jn[0], a.z()[i] - jn[1]) <= reach
                                        && Math.hypot(b.x()[j] - jn[0], b.z()[j] - jn[1]) <= reach;
                            }
                            if (!atJoin) {
                                pairs++;
                            }
                        }
                    }
                }
            }
        }
        System.out.printf("canyon vertex pairs closer than a width away from a junction: %d%n", pairs);
        assertEquals(0, pairs);
    }

    /**
     * Strahler orders at each channel's lowest vertex: a channel starts at 1 at its head and, walking down,
     * takes one more where a tributary of its own order joins it and a tributary's order where that is
     * higher.
     */
    static int[] strahler(Network net) {
        int n = net.channels().size();
        int[] order = new int[n];
        List<List<int[]>> joins = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            joins.add(new ArrayList<>());
        }
        for (int k = n - 1; k >= 0; k--) { // tributaries come after what they join
            Channel c = net.channels().get(k);
            List<int[]> in = joins.get(k);
            in.sort((u, v) -> Integer.compare(u[0], v[0]));
            int o = 1;
            for (int[] t : in) {
                o = t[1] == o ? o + 1 : Math.max(o, t[1]);
            }
            order[k] = o;
            if (c.into() >= 0) {
                joins.get(c.into()).add(new int[] {c.at(), o});
            }
        }
        return order;
    }

    /**
     * (c) Branching like drainage: over 20 seeds the system reaches Strahler order 3 in at least 15, and
     * the channels of order 1 outnumber those of order 2 by a bifurcation ratio in Horton's range widened
     * to [2, 8].
     */
    @Test
    void branchesInOrders() {
        int third = 0;
        int n1 = 0;
        int n2 = 0;
        int[] maxOrders = new int[SEEDS];
        for (long seed = 0; seed < SEEDS; seed++) {
            Network net = canyonCountry(seed).network();
            int[] o = strahler(net);
            int max = Arrays.stream(o).max().orElse(0);
            maxOrders[(int) seed] = max;
            third += max >= 3 ? 1 : 0;
            for (int x : o) {
                n1 += x == 1 ? 1 : 0;
                n2 += x == 2 ? 1 : 0;
            }
        }
        double rb = n2 == 0 ? Double.POSITIVE_INFINITY : n1 / (double) n2;
        System.out.printf("canyon orders: max order per seed %s; order >= 3 in %d of %d; N1 %d, N2 %d, Rb %.2f%n",
                Arrays.toString(maxOrders), third, SEEDS, n1, n2, rb);
        assertTrue(third >= 15, "order 3 in " + third + " seeds");
        assertTrue(rb >= 2 && rb <= 8, "bifurcation ratio " + rb);
    }

    /**
     * (d) Depth grows with drainage area: the depth cut (the plateau under a vertex less the world's height
     * at the nearest sample) ranks with the area at a Spearman correlation above 0.5, and the deepest
     * quarter of the area is cut at least 1.3 times as deep as the shallowest quarter.
     */
    @Test
    void depthGrowsWithArea() {
        List<double[]> pts = new ArrayList<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            Laid l = canyonCountry(seed);
            for (Channel c : l.network().channels()) {
                for (int j = 0; j < c.size(); j += 4) {
                    pts.add(new double[] {c.area()[j], c.ground()[j] - nearest(l.world(), c.x()[j], c.z()[j])});
                }
            }
        }
        double rho = spearman(pts);
        pts.sort((u, v) -> Double.compare(u[0], v[0]));
        int q = pts.size() / 4;
        double low = pts.subList(0, q).stream().mapToDouble(v -> v[1]).average().orElse(0);
        double high = pts.subList(pts.size() - q, pts.size()).stream().mapToDouble(v -> v[1]).average().orElse(0);
        System.out.printf("canyon depth against area: Spearman %.3f over %d vertices; mean depth %.0f m (smallest quarter)"
                + " -> %.0f m (largest)%n", rho, pts.size(), low, high);
        assertTrue(rho > 0.5, "Spearman " + rho);
        assertTrue(high >= 1.3 * low, low + " -> " + high);
    }

    static double spearman(List<double[]> pts) {
        int n = pts.size();
        double[] ra = ranks(pts, 0);
        double[] rb = ranks(pts, 1);
        double m = (n - 1) / 2.0;
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < n; i++) {
            sab += (ra[i] - m) * (rb[i] - m);
            saa += (ra[i] - m) * (ra[i] - m);
            sbb += (rb[i] - m) * (rb[i] - m);
        }
        return sab / Math.sqrt(saa * sbb);
    }

    private static double[] ranks(List<double[]> pts, int k) {
        Integer[] idx = new Integer[pts.size()];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (u, v) -> Double.compare(pts.get(u)[k], pts.get(v)[k]));
        double[] r = new double[idx.length];
        for (int i = 0; i < idx.length; i++) {
            r[idx[i]] = i;
        }
        return r;
    }

    /**
     * The network re-laid here is the one the world was cut with: at every vertex the world's nearest
     * sample lies no higher than the floor within one sample along the channel (plus 0.5 m), and at 90 %
     * of the vertices or more no lower than the floor within half the canyon's width and a sample along it
     * (less 0.5 m: the flat floor reaches that far, and a sample takes the lowest floor it reaches; the
     * rest lie where a wider canyon they join cuts deeper).
     */
    @Test
    void theWorldIsCutToTheLaidFloor() {
        for (long seed : new long[] {0, 7, 13}) {
            Laid l = canyonCountry(seed);
            double sp = l.world().frame().spacingX();
            int above = 0;
            int on = 0;
            int all = 0;
            for (Channel c : l.network().channels()) {
                for (int j = 0; j < c.size(); j++) {
                    double h = nearest(l.world(), c.x()[j], c.z()[j]);
                    double top = Double.NEGATIVE_INFINITY;
                    double bottom = Double.POSITIVE_INFINITY;
                    for (int q = 0; q < c.size(); q++) {
                        double along = Math.abs(c.s()[q] - c.s()[j]);
                        if (along <= sp) {
                            top = Math.max(top, c.floor()[q]);
                        }
                        if (along <= c.width()[j] / 2 + sp) {
                            bottom = Math.min(bottom, c.floor()[q]);
                        }
                    }
                    above += h > top + 0.5 ? 1 : 0;
                    on += h >= bottom - 0.5 ? 1 : 0;
                    all++;
                }
            }
            System.out.printf("canyon seed %d: %d of %d vertices above the floor, %d on it%n", seed, above, all, on);
            assertEquals(0, above, "seed " + seed);
            assertTrue(on >= 0.9 * all, "seed " + seed + ": " + on + " of " + all + " on the floor");
        }
    }
}
