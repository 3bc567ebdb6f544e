package org.terrain4j.features.mountains;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.Capsule;
import org.terrain4j.features.Circle;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Shape;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseType;

/** The steps of {@link Mountains#build}. Package-private. */
final class RangeBuilder {

    private static final long MAX_GROUP_SAMPLES = 1L << 26;
    private static final double CLAIM_OUTSIDE_M = MountainRange.CLAIM_OUTSIDE_M;

    private RangeBuilder() {
    }

    /** A range with its box (outline plus margin) and deepest inside distance. */
    static final class Member {
        final MountainRange range;
        final int index;
        final double minX;
        final double maxX;
        final double minZ;
        final double maxZ;
        final double maxInside;
        final double area;

        Member(MountainRange range, int index, double spacing) {
            this.range = range;
            this.index = index;
            double x0;
            double x1;
            double z0;
            double z1;
            if (range.outline() instanceof Outline.Band) {
                Outline.Band b = (Outline.Band) range.outline();
                x0 = Double.NEGATIVE_INFINITY;
                x1 = Double.POSITIVE_INFINITY;
                z0 = b.zFrom();
                z1 = b.zTo();
                maxInside = (b.zTo() - b.zFrom()) / 2;
                area = Double.POSITIVE_INFINITY;
            } else {
                Shape s = ((Outline.Massif) range.outline()).shape();
                double[] box = bounds(s);
                double top = range.height();
                for (Peak p : range.peaks()) {
                    top = Math.max(top, p.elevation());
                }
                double margin = Math.max(top / Mountains.FLANK_SLOPE * 0.3, CLAIM_OUTSIDE_M) + 2 * spacing;
                x0 = box[0] - margin;
                x1 = box[1] + margin;
                z0 = box[2] - margin;
                z1 = box[3] + margin;
                double best = 0;
                int n = 48;
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        double x = box[0] + (box[1] - box[0]) * (j + 0.5) / n;
                        double z = box[2] + (box[3] - box[2]) * (i + 0.5) / n;
                        best = Math.max(best, -s.signedDistance(x, z));
                    }
                }
                maxInside = best;
                area = (box[1] - box[0]) * (box[3] - box[2]);
            }
            // A named summit its outline claims only in part claims its own ground (Uplift.field), out to
            // NAMED_CLAIM_M + NAMED_CLAIM_FADE × its relief: the box holds that too, or the field would end
            // in a step at the grid's edge.
            for (Peak p : range.peaks()) {
                if (claim(p.x(), p.z()) < 1) {
                    double reach = Uplift.NAMED_CLAIM_M + Uplift.NAMED_CLAIM_FADE * p.elevation() + 2 * spacing;
                    x0 = Math.min(x0, p.x() - reach);
                    x1 = Math.max(x1, p.x() + reach);
                    z0 = Math.min(z0, p.z() - reach);
                    z1 = Math.max(z1, p.z() + reach);
                }
            }
            minX = x0;
            maxX = x1;
            minZ = z0;
            maxZ = z1;
        }

        boolean band() {
            return range.outline() instanceof Outline.Band;
        }

        /** How much this range claims (x, z), 0..1. */
        double claim(double x, double z) {
            if (band()) {
                Outline.Band b = (Outline.Band) range.outline();
                double half = (b.zTo() - b.zFrom()) / 2;
                double d = Math.abs(z - (b.zFrom() + b.zTo()) / 2);
                return smoothstep(half, half * 0.35, d);
            }
            Shape s = ((Outline.Massif) range.outline()).shape();
            return smoothstep(-CLAIM_OUTSIDE_M, Math.min(6000, maxInside * 0.4), -s.signedDistance(x, z));
        }

        /** Inside depth of a massif (metres inside its outline; negative outside). */
        double inside(double x, double z) {
            return -((Outline.Massif) range.outline()).shape().signedDistance(x, z);
        }
    }

    /** [minX, maxX, minZ, maxZ] of a shape. */
    static double[] bounds(Shape s) {
        if (s instanceof Circle) {
            Circle c = (Circle) s;
            return new double[] {c.centreX() - c.radius(), c.centreX() + c.radius(), c.centreZ() - c.radius(),
                c.centreZ() + c.radius()};
        }
        if (s instanceof Capsule) {
            Capsule c = (Capsule) s;
            return new double[] {Math.min(c.fromX(), c.toX()) - c.radius(), Math.max(c.fromX(), c.toX()) + c.radius(),
                Math.min(c.fromZ(), c.toZ()) - c.radius(), Math.max(c.fromZ(), c.toZ()) + c.radius()};
        }
        Polygon p = (Polygon) s;
        double[] b = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (int i = 0; i < p.cornerCount(); i++) {
            double x = p.corner(i).x();
            double z = p.corner(i).z();
            b[0] = Math.min(b[0], x);
            b[1] = Math.max(b[1], x);
            b[2] = Math.min(b[2], z);
            b[3] = Math.max(b[3], z);
        }
        return b;
    }

    static double smoothstep(double e0, double e1, double x) {
        double t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
        return t * t * (3 - 2 * t);
    }

    static List<MountainGroup> build(Mountains settings, List<MountainRange> ranges, HeightFunction land,
                                     ProgressListener progress) {
        List<Member> members = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            members.add(new Member(ranges.get(i), i, settings.spacing()));
        }
        for (Member m : members) {
            if (!(m.maxInside >= settings.spacing())) {
                throw new IllegalArgumentException("range '" + m.range.name() + "' reaches at most "
                        + Math.round(m.maxInside) + " m inside its outline, less than the spacing ("
                        + Checks.number(settings.spacing()) + " m): the grid would not see it; lower the spacing");
            }
        }
        List<List<Member>> groups = groups(members, settings.circumference());
        if (settings.circumference() > 0) {
            for (List<Member> g : groups) {
                unwrap(g, settings);
            }
        }
        for (List<Member> g : groups) {
            checkNamed(settings, g, land);
        }
        ForkJoinPool pool = new ForkJoinPool(settings.threads());
        try {
            List<MountainGroup> out = new ArrayList<>();
            for (int g = 0; g < groups.size(); g++) {
                double from = (double) g / groups.size();
                double span = 1.0 / groups.size();
                out.add(buildGroup(settings, groups.get(g), land, progress, pool, from, span));
            }
            progress.progress(1, "mountains built");
            return out;
        } finally {
            pool.shutdown();
        }
    }

    /**
     * Moves every member of a bounded group on a ring world to its lead's side of the seam, by whole
     * circumferences: its outline, named summits and tarns together, so the group is built in one plane
     * frame (a massif at x = 97 km beside a lead at x = 2 km on a 100 km ring is built at x = −3 km). A
     * group with a ring range is left as it is: its grid wraps.
     */
    static void unwrap(List<Member> g, Mountains settings) {
        if (g.stream().anyMatch(Member::band)) {
            return;
        }
        double c = settings.circumference();
        double ref = (g.get(0).minX + g.get(0).maxX) / 2;
        for (int i = 1; i < g.size(); i++) {
            Member m = g.get(i);
            double shift = -Math.rint(((m.minX + m.maxX) / 2 - ref) / c) * c;
            if (shift != 0) {
                g.set(i, new Member(shiftedX(m.range, shift), m.index, settings.spacing()));
            }
        }
    }

    /** A massif moved {@code dx} metres east: its outline, named summits and tarns. */
    static MountainRange shiftedX(MountainRange r, double dx) {
        Shape s = ((Outline.Massif) r.outline()).shape();
        Shape moved;
        if (s instanceof Circle) {
            Circle c = (Circle) s;
            moved = new Circle(c.centreX() + dx, c.centreZ(), c.radius());
        } else if (s instanceof Capsule) {
            Capsule c = (Capsule) s;
            moved = new Capsule(new GroundPoint(c.fromX() + dx, c.fromZ()), new GroundPoint(c.toX() + dx, c.toZ()),
                    c.radius());
        } else {
            Polygon p = (Polygon) s;
            List<GroundPoint> corners = new ArrayList<>();
            for (int i = 0; i < p.cornerCount(); i++) {
                corners.add(new GroundPoint(p.corner(i).x() + dx, p.corner(i).z()));
            }
            moved = Polygon.of(corners);
        }
        List<Peak> peaks = new ArrayList<>();
        for (Peak k : r.peaks()) {
            peaks.add(Peak.of(k.name(), k.x() + dx, k.z(), k.elevation()));
        }
        List<Tarn> tarns = new ArrayList<>();
        for (Tarn t : r.tarns()) {
            tarns.add(Tarn.of(t.centre().x() + dx, t.centre().z(), t.radius()));
        }
        return new MountainRange(r.name(), Outline.massif(moved), r.height(), peaks, r.peakDensity(), r.ruggedness(),
                r.erosion(), tarns);
    }

    /**
     * Refuses, before any group is built, a named summit that does not stand above the land, two named
     * summits of one group too near each other for the lower to be the highest ground within
     * {@link Mountains#CROWN_INNER_M} of it ({@link #apartFor}), and a tarn whose level shelf would hold
     * a named summit of its group.
     */
    static void checkNamed(Mountains settings, List<Member> ms, HeightFunction land) {
        GroupGrid grid = grid(settings, ms, ms.stream().anyMatch(Member::band));
        List<Peak> named = new ArrayList<>();
        for (Member m : ms) {
            for (Peak p : m.range.peaks()) {
                double relief = p.elevation() - land.height(p.x(), p.z());
                if (!(relief > 0)) {
                    throw new IllegalArgumentException("peak '" + p.name() + "' of range '" + m.range.name()
                            + "' must stand above the land: elevation " + Checks.number(p.elevation())
                            + " m, land there " + Checks.number(p.elevation() - relief) + " m");
                }
                for (Peak q : named) {
                    // apartFor is always more than CROWN_INNER_M, so this one test also keeps them that far apart;
                    // plus two cells' diagonals: the nodes levelled with the higher summit lie up to one nearer
                    // the lower, and the lower one's cone is measured from its own cell, up to one nearer again
                    // (issue 30's second review: at 500 m a 3 000 m summit's corner stood 2 470 m from a 2 400 m
                    // one built 5 m past the bare distance; the ninth, with one diagonal: a 3 000 m summit's node
                    // 299 m over a 2 000 m one's cone at 200 m)
                    double d = grid.distance(q.x(), q.z(), p.x(), p.z());
                    double need = apartFor(p.elevation(), q.elevation()) + 2 * Math.hypot(grid.dx, grid.dz);
                    if (!(d >= need)) {
                        Peak low = p.elevation() <= q.elevation() ? p : q;
                        Peak high = low == p ? q : p;
                        throw new IllegalArgumentException("peaks '" + low.name() + "' (" + Checks.number(low.elevation())
                                + " m) and '" + high.name() + "' (" + Checks.number(high.elevation()) + " m) are "
                                + (long) Math.floor(d) + " m apart; the higher one's flank, falling at most 50°, would stand"
                                + " above '" + low.name() + "' within " + Checks.number(Mountains.CROWN_INNER_M)
                                + " m of it: they must be at least " + (long) Math.ceil(need) + " m apart (or nearer"
                                + " in elevation)");
                    }
                }
                named.add(p);
                roomFor(grid, p, m.range, land);
            }
        }
        for (Member m : ms) {
            for (int i = 0; i < m.range.tarns().size(); i++) {
                Tarn t = m.range.tarns().get(i);
                for (Peak p : named) {
                    // the bench reaches radius + 600 m; plus one cell's diagonal, the summit's own cell
                    double d = grid.distance(t.centre().x(), t.centre().z(), p.x(), p.z());
                    double need = t.radius() + Summits.SHELF_MARGIN_M + Math.hypot(grid.dx, grid.dz);
                    if (!(d >= need)) {
                        throw new IllegalArgumentException("tarns[" + i + "] of range '" + m.range.name() + "' at ("
                                + Checks.number(t.centre().x()) + ", " + Checks.number(t.centre().z()) + ") m, radius "
                                + Checks.number(t.radius()) + " m, lies " + (long) Math.floor(d) + " m from peak '" + p.name()
                                + "': its level shelf reaches " + Checks.number(t.radius() + Summits.SHELF_MARGIN_M)
                                + " m out and would hold the summit; a tarn must be at least " + (long) Math.ceil(need)
                                + " m from every named summit (its radius + 600 m + one cell's diagonal)");
                    }
                }
            }
        }
    }

    /**
     * Refuses a named summit whose flanks, falling at most the threshold slope (tan 50°) to the land,
     * would still stand above it at the edge of the group's grid: a ring band's edge rows, which the
     * grid ends at. The summit's cell is levelled at its elevation and the ground is kept on no less
     * than that 50° cone, so the range could not fade out at its edge (issue 30's seventh review: a
     * 4 000 m summit in the middle of a 6 km band stood its edge rows 396–513 m high). The cone is taken
     * from one cell's diagonal nearer than the summit, as far as the nodes levelled with it lie.
     */
    static void roomFor(GroupGrid grid, Peak p, MountainRange range, HeightFunction land) {
        double diagonal = Math.hypot(grid.dx, grid.dz);
        double worst = 0;
        double worstD = 0;
        double worstNeed = 0;
        // the first and last rows, and on a plane the first and last columns
        int perimeter = 2 * grid.columns + (grid.ring() ? 0 : 2 * grid.rows);
        for (int e = 0; e < perimeter; e++) {
            int c = e < 2 * grid.columns ? e / 2 : (e % 2) * (grid.columns - 1);
            int r = e < 2 * grid.columns ? (e % 2) * (grid.rows - 1) : (e - 2 * grid.columns) / 2;
            double x = grid.wrapX(grid.x(c));
            double z = grid.z(r);
            double d = grid.distance(p.x(), p.z(), x, z);
            double ground = land.height(x, z);
            double over = p.elevation() - SteadyStateRelief.THRESHOLD_SLOPE * Math.max(0, d - diagonal) - ground;
            if (over > worst) {
                worst = over;
                worstD = d;
                worstNeed = (p.elevation() - ground) / SteadyStateRelief.THRESHOLD_SLOPE + diagonal;
            }
        }
        if (worst > 0) {
            throw new IllegalArgumentException("peak '" + p.name() + "' of range '" + range.name() + "' ("
                    + Checks.number(p.elevation()) + " m) stands " + (long) Math.floor(worstD) + " m from the edge of"
                    + " its range's grid (a band ends at its edges): its flanks, falling at most 50°, would stand "
                    + (worst < 1 ? "above" : "up to " + Math.round(worst) + " m above") + " the land there; it must be at"
                    + " least " + (long) Math.ceil(worstNeed)
                    + " m from the edge (widen the band, lower the peak or move it)");
        }
    }

    /**
     * How far apart two named summits of one group must stand for the lower one to be the highest ground
     * within {@link Mountains#CROWN_INNER_M} of it, on level land: its summit cone asks the ground there to
     * lie {@link Mountains#CONE_SLOPE} × that distance below it, and the higher one's flank cannot fall
     * faster than the threshold slope (tan 50°).
     *
     * @param e1 one summit's elevation, metres
     * @param e2 the other's, metres
     * @return the least distance, metres
     */
    static double apartFor(double e1, double e2) {
        return Mountains.CROWN_INNER_M + (Math.abs(e1 - e2) + Mountains.CONE_SLOPE * Mountains.CROWN_INNER_M)
                / SteadyStateRelief.THRESHOLD_SLOPE;
    }

    /** Union-find over overlapping boxes; groups in the order of their first range. */
    static List<List<Member>> groups(List<Member> members, double circumference) {
        int n = members.size();
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (overlaps(members.get(i), members.get(j), circumference)) {
                    int a = find(parent, i);
                    int b = find(parent, j);
                    parent[Math.max(a, b)] = Math.min(a, b);
                }
            }
        }
        List<List<Member>> out = new ArrayList<>();
        int[] slot = new int[n];
        Arrays.fill(slot, -1);
        for (int i = 0; i < n; i++) {
            int r = find(parent, i);
            if (slot[r] < 0) {
                slot[r] = out.size();
                out.add(new ArrayList<>());
            }
            out.get(slot[r]).add(members.get(i));
        }
        for (List<Member> g : out) {
            // The largest range leads (a ring is the largest of all); ties by input order.
            g.sort(Comparator.comparingDouble((Member m) -> -m.area).thenComparingInt(m -> m.index));
        }
        return out;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            i = parent[i];
        }
        return i;
    }

    private static boolean overlaps(Member p, Member q, double circumference) {
        if (p.maxZ < q.minZ || q.maxZ < p.minZ) {
            return false;
        }
        if (p.band() || q.band()) {
            return true;
        }
        double shift = 0;
        if (circumference > 0) {
            double cp = (p.minX + p.maxX) / 2;
            double cq = (q.minX + q.maxX) / 2;
            shift = -Math.rint((cq - cp) / circumference) * circumference;
        }
        return !(p.maxX < q.minX + shift || q.maxX + shift < p.minX);
    }

    // ------------------------------------------------------------------------------------- one group

    private static MountainGroup buildGroup(Mountains settings, List<Member> ms, HeightFunction land,
                                            ProgressListener progress, ForkJoinPool pool, double from, double span) {
        Member lead = ms.get(0);
        check(progress);
        progress.progress(from, "raising " + lead.range.name());
        SplittableRandom random = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + lead.index * 0xD1B54A32D192ED03L
                + 0x4D7L);
        long wobbleSeed = random.nextLong();
        long roughSeed = random.nextLong();
        long jitterSeed = random.nextLong();
        boolean ring = ms.stream().anyMatch(Member::band);
        GroupGrid grid = grid(settings, ms, ring);

        // Summits: the named ones first, then the generated ones kept below the named ones near them.
        List<RangeSummit> summits = new ArrayList<>();
        for (Member m : ms) {
            for (Peak p : m.range.peaks()) {
                double relief = p.elevation() - land.height(p.x(), p.z());
                summits.add(new RangeSummit(p.name(), new GroundPoint(grid.wrapX(p.x()), p.z()), relief, true));
            }
        }
        int authored = summits.size();
        for (Member m : ms) {
            for (double[] g : generated(m, random, settings.circumference())) {
                double x = grid.wrapX(g[0]);
                double z = g[1];
                double e = g[2];
                boolean keep = true;
                for (int i = 0; i < authored && keep; i++) {
                    RangeSummit q = summits.get(i);
                    double d = grid.distance(q.x(), q.z(), x, z);
                    if (d < Mountains.GENERATED_CLEARANCE_M) {
                        keep = false;
                    }
                    double radius = q.relief() / Mountains.FLANK_SLOPE;
                    if (d < radius) {
                        e = Math.min(e, q.relief() * (0.5 + 0.4 * (d / radius)));
                    }
                }
                if (keep && z >= grid.z0 && z <= grid.z(grid.rows - 1)) {
                    summits.add(new RangeSummit("", new GroundPoint(x, z), e, false));
                }
            }
        }

        // Ridges.
        int n = summits.size();
        double[] sx = new double[n];
        double[] sz = new double[n];
        double[] crest = new double[n];
        for (int i = 0; i < n; i++) {
            sx[i] = summits.get(i).x();
            sz[i] = summits.get(i).z();
            crest[i] = summits.get(i).relief();
        }
        double rugged = 0;
        for (Member m : ms) {
            rugged = Math.max(rugged, m.range.ruggedness());
        }
        List<RidgeGraph.Edge> edges = RidgeGraph.delaunay(sx, sz, ring ? settings.circumference() : 0);
        edges.removeIf(e -> !claimedAlong(grid, ms, summits, authored, e.p(), e.q()));
        List<RidgeGraph.Chosen> chosen = RidgeGraph.ridges(crest, edges, rugged, random);
        List<Ridge> ridges = new ArrayList<>();
        for (RidgeGraph.Chosen c : chosen) {
            RidgeGraph.Edge e = c.edge();
            double qx = grid.nearestX(sx[e.q()], sx[e.p()]);
            double t = c.saddleAt();
            ridges.add(new Ridge(e.p(), e.q(), e.length(), t, new GroundPoint(grid.wrapX(sx[e.p()] + (qx - sx[e.p()]) * t),
                    sz[e.p()] + (sz[e.q()] - sz[e.p()]) * t), c.saddle(), c.spur()));
        }
        check(progress);
        progress.progress(from + span * 0.1, "uplift of " + lead.range.name());
        float[] field = Uplift.field(grid, summits, ridges, ms, wobbleSeed, pool);
        // The tarns' shelves, checked before the erosion: a spec whose shelves cannot all be kept is refused.
        List<Tarn> tarns = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (Member m : ms) {
            for (int i = 0; i < m.range.tarns().size(); i++) {
                tarns.add(m.range.tarns().get(i));
                labels.add("tarns[" + i + "] of range '" + m.range.name() + "'");
            }
        }
        float[] under = landAtNodes(grid, land, pool);
        Summits.support(grid, field, summits.subList(0, authored), under, land);
        float[] envelope = Summits.envelope(grid, field, under);
        Summits.Bench[] benches = Summits.benches(grid, field, envelope, tarns, labels, summits.subList(0, authored), land);

        check(progress);
        double strength = 0;
        for (Member m : ms) {
            strength = Math.max(strength, m.range.erosion());
        }
        boolean[] outlet = new boolean[grid.size()];
        for (int r = 0; r < grid.rows; r++) {
            for (int c = 0; c < grid.columns; c++) {
                int k = r * grid.columns + c;
                outlet[k] = r == 0 || r == grid.rows - 1 || (!ring && (c == 0 || c == grid.columns - 1))
                        || field[k] < 1;
            }
        }
        float[] relief = SteadyStateRelief.erode(grid, field, outlet, strength, settings, roughSeed, jitterSeed,
                SteadyStateRelief.DRAINAGE, pool, progress, from + span * 0.2, span * 0.7);

        check(progress);
        progress.progress(from + span * 0.9, "pinning the summits of " + lead.range.name());
        List<RangeSummit> named2 = summits.subList(0, authored);
        Summits.rise(grid, field, relief, named2, noise(wobbleSeed ^ 0x51DE5L));
        // The threshold slope holds in total height (land plus relief): on land tilting 3 % the relief's
        // own bound let the ground stand at 1.22 between neighbours (issue 30's second review).
        onLand(grid, relief, under, h -> SteadyStateRelief.limitSlope(grid, h, SteadyStateRelief.THRESHOLD_SLOPE));
        Summits.crown(grid, relief, named2);
        Summits.pin(grid, relief, named2);
        Summits.keepShelves(grid, envelope, relief, tarns, benches, named2, noise(wobbleSeed ^ 0x5E1FL), land);
        Summits.cone(grid, relief, named2, land);
        // Held under the envelope, the ground stays under 1.05 × U through the last raise
        for (int k = 0; k < relief.length; k++) {
            if (relief[k] > envelope[k]) {
                relief[k] = envelope[k];
            }
        }
        Summits.level(grid, relief, named2, land);
        onLand(grid, relief, under, h -> SteadyStateRelief.raiseSlope(grid, h, SteadyStateRelief.THRESHOLD_SLOPE));
        // checked on every build when assertions are on (every test run): the authored shape kept
        assert withinField(grid, relief, field);

        List<String> names = new ArrayList<>();
        for (Member m : ms) {
            names.add(m.range.name());
        }
        return new MountainGroup(names, Heightfield.of(grid.columns, grid.rows, relief).withFrame(grid.frame()),
                Heightfield.of(grid.columns, grid.rows, field).withFrame(grid.frame()), summits, ridges,
                ring ? settings.circumference() : 0, settings.circumference());
    }

    /**
     * True if no node of the relief stands more than 1 mm over {@link Summits#SHELF_FILL} times the
     * uplift field (docs/mountains.md); otherwise an {@link AssertionError} naming the worst node.
     */
    static boolean withinField(GroupGrid grid, float[] relief, float[] field) {
        int worst = -1;
        double over = 1e-3;
        for (int k = 0; k < relief.length; k++) {
            double o = relief[k] - Summits.SHELF_FILL * field[k];
            if (o > over) {
                over = o;
                worst = k;
            }
        }
        if (worst >= 0) {
            throw new AssertionError("the relief stands " + over + " m over 1.05 x the uplift field at ("
                    + grid.x(worst % grid.columns) + ", " + grid.z(worst / grid.columns) + "): relief "
                    + relief[worst] + " m, field " + field[worst] + " m");
        }
        return true;
    }

    /** The land under every node of a group's grid (x wrapped in a ring). */
    static float[] landAtNodes(GroupGrid grid, HeightFunction land, ForkJoinPool pool) {
        float[] under = new float[grid.size()];
        rows(pool, grid.rows, r -> {
            double z = grid.z(r);
            for (int c = 0; c < grid.columns; c++) {
                under[r * grid.columns + c] = (float) land.height(grid.wrapX(grid.x(c)), z);
            }
        });
        return under;
    }

    /**
     * Runs a step on the total height (land plus relief) and takes the relief back, never below the
     * land: the threshold slope is a slope of the ground, not of the relief over tilted land.
     */
    static void onLand(GroupGrid grid, float[] relief, float[] under, java.util.function.Consumer<float[]> step) {
        float[] total = new float[relief.length];
        for (int k = 0; k < total.length; k++) {
            total[k] = relief[k] + under[k];
        }
        float[] before = total.clone();
        step.accept(total);
        for (int k = 0; k < total.length; k++) {
            // a node the step left alone keeps its relief to the bit (no round trip through the sum)
            if (total[k] != before[k]) {
                relief[k] = Math.max(0, total[k] - under[k]);
            }
        }
    }

    static void check(ProgressListener progress) {
        if (progress.isCancelled()) {
            throw new CancellationException("mountains cancelled");
        }
    }

    /**
     * The group's grid: a ring group's wraps the whole circumference; a bounded group's covers its
     * members' boxes, which {@link #unwrap} has already moved to the lead's side of a ring world's seam.
     *
     * @throws IllegalArgumentException if it would hold more than {@code MAX_GROUP_SAMPLES} samples
     */
    static GroupGrid grid(Mountains settings, List<Member> ms, boolean ring) {
        double s = settings.spacing();
        double minZ = Double.POSITIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        for (Member m : ms) {
            minZ = Math.min(minZ, m.minZ);
            maxZ = Math.max(maxZ, m.maxZ);
            minX = Math.min(minX, m.minX);
            maxX = Math.max(maxX, m.maxX);
        }
        // Every group's nodes lie on one lattice, the multiples of the spacing from the origin, so that
        // groups written on one grid keep their nodes (and their pinned summits' corners) exactly: with
        // origins at each group's own box, a second group was resampled between its nodes and its named
        // summits came out 4-5 m low (issue 30's second review).
        double z0 = Math.floor(minZ / s) * s;
        long rows = (long) Math.ceil((maxZ - z0) / s) + 1;
        long columns;
        double dx;
        double x0;
        if (ring) {
            columns = Math.round(settings.circumference() / s);
            dx = settings.circumference() / columns;
            x0 = 0;
        } else {
            x0 = Math.floor(minX / s) * s;
            columns = (long) Math.ceil((maxX - x0) / s) + 1;
            dx = s;
        }
        if (columns * rows > MAX_GROUP_SAMPLES) {
            throw new IllegalArgumentException("the group led by '" + ms.get(0).range.name() + "' needs a grid of "
                    + columns + " × " + rows + " samples at " + Checks.number(s) + " m; at most " + MAX_GROUP_SAMPLES
                    + " samples are allowed (raise spacing)");
        }
        return new GroupGrid(x0, z0, dx, s, (int) columns, (int) rows, ring ? settings.circumference() : 0);
    }

    /** Generated summits {x, z, crest} of one range, on a jittered grid (a ring's along its centre). */
    static List<double[]> generated(Member m, SplittableRandom random, double circumference) {
        List<double[]> out = new ArrayList<>();
        double density = m.range.peakDensity() / 100e6;
        if (density <= 0) {
            return out;
        }
        double spacing = 1 / Math.sqrt(density);
        double height = m.range.height();
        if (m.band()) {
            Outline.Band b = (Outline.Band) m.range.outline();
            double zc = (b.zFrom() + b.zTo()) / 2;
            double half = (b.zTo() - b.zFrom()) / 2;
            int count = (int) Math.max(3, Math.round(circumference / spacing));
            for (int k = 0; k < count; k++) {
                double x = (k + 0.2 + 0.6 * random.nextDouble()) / count * circumference;
                double z = zc + (random.nextDouble() - 0.5) * half * 0.5;
                out.add(new double[] {x, z, height * (0.55 + 0.45 * random.nextDouble())});
            }
            return out;
        }
        double[] box = bounds(((Outline.Massif) m.range.outline()).shape());
        long cells = (long) Math.ceil((box[1] - box[0]) / spacing) * (long) Math.ceil((box[3] - box[2]) / spacing);
        if (cells > 1_000_000) {
            throw new IllegalArgumentException("range '" + m.range.name() + "' would generate " + cells
                    + " summit cells; peakDensity " + Checks.number(m.range.peakDensity()) + " is too high for its outline");
        }
        for (double z = box[2]; z < box[3]; z += spacing) {
            for (double x = box[0]; x < box[1]; x += spacing) {
                double pz = z + random.nextDouble() * spacing;
                double px = x + random.nextDouble() * spacing;
                double u = random.nextDouble();
                double sd = m.inside(px, pz);
                if (sd < m.maxInside * 0.2) {
                    continue;
                }
                double depth = Math.min(1, sd / m.maxInside);
                out.add(new double[] {px, pz, height * (0.35 + 0.45 * depth) * (0.75 + 0.25 * u)});
            }
        }
        return out;
    }

    /**
     * Whether the straight crest between summits {@code p} and {@code q} lies wholly on ground the
     * group's ranges claim, so a ridge may be laid along it: each point, taken every half grid cell,
     * inside some member's outline (a band's z strip, a massif's shape), or within a named summit's own
     * ground at either end ({@link Uplift#NAMED_CLAIM_M} plus however far the summit stands outside every
     * outline). Ranges whose outlines do not meet are one group when their flanks' boxes overlap, but no
     * ridge crosses the lowland between them (issue 31: the Proving Ground's West Ridge and East Hills were
     * joined by a straight crest across 640 m of lowland, which erosion kept as a crease).
     */
    static boolean claimedAlong(GroupGrid grid, List<Member> ms, List<RangeSummit> summits, int authored, int p, int q) {
        double ax = summits.get(p).x();
        double az = summits.get(p).z();
        double bx = grid.nearestX(summits.get(q).x(), ax);
        double bz = summits.get(q).z();
        double length = Math.hypot(bx - ax, bz - az);
        double reachP = p < authored ? ownGround(grid, ms, ax, az) : -1;
        double reachQ = q < authored ? ownGround(grid, ms, bx, bz) : -1;
        int steps = (int) Math.ceil(length / (Math.min(grid.dx, grid.dz) * 0.5));
        for (int i = 1; i < steps; i++) {
            double t = (double) i / steps;
            if (t * length <= reachP || (1 - t) * length <= reachQ) {
                continue;
            }
            if (depth(grid, ms, ax + (bx - ax) * t, az + (bz - az) * t) < 0) {
                return false;
            }
        }
        return true;
    }

    /** How far a named summit's own ground reaches round it: {@link Uplift#NAMED_CLAIM_M} past every outline. */
    private static double ownGround(GroupGrid grid, List<Member> ms, double x, double z) {
        return Uplift.NAMED_CLAIM_M + Math.max(0, -depth(grid, ms, x, z));
    }

    /** The deepest any member's outline holds (x, z), metres (negative: outside them all by that much). */
    static double depth(GroupGrid grid, List<Member> ms, double x, double z) {
        double best = Double.NEGATIVE_INFINITY;
        for (Member m : ms) {
            if (m.band()) {
                Outline.Band b = (Outline.Band) m.range.outline();
                best = Math.max(best, (b.zTo() - b.zFrom()) / 2 - Math.abs(z - (b.zFrom() + b.zTo()) / 2));
            } else {
                best = Math.max(best, m.inside(grid.nearestX(x, (m.minX + m.maxX) / 2), z));
            }
        }
        return best;
    }

    /** Runs {@code body(row)} for every row in parallel on the pool. */
    static void rows(ForkJoinPool pool, int rows, IntConsumer body) {
        try {
            pool.submit(() -> IntStream.range(0, rows).parallel().forEach(body)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException) {
                throw (RuntimeException) c;
            }
            if (c instanceof Error) {
                throw (Error) c;
            }
            throw new IllegalStateException(c);
        }
    }

    /** A noise source for wobbles: OpenSimplex2, range [−1, 1]. */
    static Noise noise(long seed) {
        return Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(seed);
    }
}
