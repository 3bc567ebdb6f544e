package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.testkit.Cases;

/**
 * The summit rules of {@link Summits} on worked grids, each checked as its Javadoc states it: the
 * crown scales by the full ratio within 2.5 km and eases to nothing at 7 km; a pin is one smooth
 * bump (its shape the kernel's, 1 at the summit and 0 from 1.5 km) that makes the summit exact; the
 * summit's cell is levelled at the summit's total height and the rest made exact by bumps of radius
 * one and a half cells; a shelf is level out to radius + 600 m, only raised beyond.
 */
class SummitsTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5A331L, 20);
    }

    static float[] random(SplittableRandom rnd, GroupGrid g, double lo, double hi) {
        float[] f = new float[g.size()];
        for (int k = 0; k < f.length; k++) {
            f[k] = (float) rnd.nextDouble(lo, hi);
        }
        return f;
    }

    /** An uncut field rising {@code slope} a metre east from 1 000 m at x = 0. */
    static float[] ramp(GroupGrid g, double slope) {
        float[] f = new float[g.size()];
        for (int k = 0; k < f.length; k++) {
            f[k] = (float) (1000 + slope * g.x(k % g.columns));
        }
        return f;
    }

    /** The shelf cap ({@link Summits#envelope}) over this land. */
    static float[] capOf(GroupGrid g, float[] field, HeightFunction land) {
        return Summits.envelope(g, field, RangeBuilder.landAtNodes(g, land, java.util.concurrent.ForkJoinPool.commonPool()));
    }

    /** The benches ({@link Summits#benches}), then the shelves on them. */
    static void shelves(GroupGrid g, float[] field, float[] relief, List<Tarn> tarns, List<RangeSummit> named,
                        org.terrain4j.noise.Noise noise, HeightFunction land) {
        List<String> labels = new java.util.ArrayList<>();
        for (int i = 0; i < tarns.size(); i++) {
            labels.add("tarns[" + i + "]");
        }
        float[] cap = capOf(g, field, land);
        Summits.keepShelves(g, cap, relief, tarns, Summits.benches(g, field, cap, tarns, labels, named, land), named,
                noise, land);
    }

    static double dist(GroupGrid g, int k, double x, double z) {
        return g.distance(x, z, g.x(k % g.columns), g.z(k / g.columns));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void theCrownScalesByTheFullRatioWithinTwoAndAHalfKilometresEasingOutBySeven(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(-9000, -9000, 200, 250, 91, 73, 0);
        float[] before = random(rnd, g, 100, 900);
        double sx = rnd.nextDouble(-1000, 1000);
        double sz = rnd.nextDouble(-1000, 1000);
        // A spike 1-2 km from the summit stands above it.
        double a = rnd.nextDouble(0, 2 * Math.PI);
        double spikeD = rnd.nextDouble(1000, 2000);
        int spike = (int) Math.round((sz + spikeD * Math.sin(a) - g.z0) / g.dz) * g.columns
                + (int) Math.round((sx + spikeD * Math.cos(a) - g.x0) / g.dx);
        before[spike] = 1600;
        RangeSummit p = new RangeSummit("P", new GroundPoint(sx, sz), 1000, true);
        float[] after = before.clone();
        Summits.crown(g, after, List.of(p));
        double ratio = 1000 / 1600.0;
        double lastFactor = ratio;
        double highest = 0;
        double midD = 0;
        double midFactor = Double.NaN;
        Integer[] order = new Integer[g.size()];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        java.util.Arrays.sort(order, (i, j) -> Double.compare(dist(g, i, sx, sz), dist(g, j, sx, sz)));
        for (int k : order) {
            double d = dist(g, k, sx, sz);
            double factor = after[k] / (double) before[k];
            if (d <= 2500) {
                assertEquals(ratio, factor, 1e-6, "within 2.5 km, at " + d + " m");
                highest = Math.max(highest, after[k]);
            } else if (d >= 7000) {
                assertEquals(before[k], after[k], 0, "from 7 km, at " + d + " m");
            } else {
                assertTrue(factor >= lastFactor - 1e-6 && factor <= 1 + 1e-6, "easing out, at " + d + " m: " + factor
                        + " after " + lastFactor);
                lastFactor = factor;
                if (Math.abs(d - 4750) < Math.abs(midD - 4750)) {
                    midD = d;
                    midFactor = factor;
                }
            }
        }
        assertEquals(1000, highest, 1e-3, "the highest ground within 2.5 km is the summit's");
        assertTrue(midFactor > ratio + 0.1 && midFactor < 0.9, "eased between, about 4.75 km out: " + midFactor);
        // Nothing above the summit: the crown leaves the ground as it is.
        float[] low = random(rnd, g, 100, 900);
        float[] kept = low.clone();
        Summits.crown(g, kept, List.of(p));
        assertEquals(java.util.Arrays.toString(low), java.util.Arrays.toString(kept));
    }

    @Test
    void thePinKernelIsASmoothstepFromOneToZeroAtItsRadius() {
        double r = Summits.PIN_RADIUS_M;
        assertEquals(1, Summits.pinKernel(0), 0);
        assertEquals(0.5, Summits.pinKernel(r / 2), 1e-15);
        assertEquals(0, Summits.pinKernel(r), 0);
        assertEquals(0, Summits.pinKernel(2 * r), 0);
        for (double u : new double[] {0.1, 0.25, 0.7, 0.9}) {
            double t = 1 - u;
            assertEquals(t * t * (3 - 2 * t), Summits.pinKernel(u * r), 1e-15, "at " + u + " of the radius");
        }
        double h = 1e-3;
        assertEquals(0, (Summits.pinKernel(h) - 1) / h, 1e-5, "flat at the summit");
        assertEquals(0, Summits.pinKernel(r - h) / h, 1e-5, "flat at the radius");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aPinIsOneKernelShapedBumpThatMakesTheSummitExact(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(0, 0, 100, 150, 50, 40, rnd.nextBoolean() ? 5000 : 0);
        float[] before = random(rnd, g, 0, 800);
        double sx = rnd.nextDouble(0, 5000);
        double sz = rnd.nextDouble(1600, 4200);
        RangeSummit p = new RangeSummit("P", new GroundPoint(sx, sz), rnd.nextDouble(200, 1500), true);
        float[] after = before.clone();
        Summits.pin(g, after, List.of(p));
        assertEquals(p.relief(), g.sample(after, sx, sz), 1e-4, "the summit exact");
        double amplitude = Double.NaN;
        for (int k = 0; k < after.length; k++) {
            double d = dist(g, k, sx, sz);
            double kernel = Summits.pinKernel(d);
            if (kernel == 0) {
                assertEquals(before[k], after[k], 0, "untouched at " + d + " m");
            } else if (kernel > 0.05) {
                double a = (after[k] - before[k]) / kernel;
                if (Double.isNaN(amplitude)) {
                    amplitude = a;
                }
                assertEquals(amplitude, a, 1e-3 * Math.max(1, Math.abs(amplitude)) + 1e-4 / kernel, "the bump's shape at "
                        + d + " m");
            }
        }
    }

    /** Land that tilts and curves, so the cell's corners at the summit's total height are not yet exact. */
    static final HeightFunction CURVED = (x, z) -> 40 + 0.03 * x - 0.02 * z + 2e-5 * x * x + 3e-5 * x * z;

    static double smooth(double u) {
        return u <= 0 ? 0 : u * u * (3 - 2 * u);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void theSummitsCellIsLevelledAndTheRestMadeExactBySmallBumps(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean ring = rnd.nextBoolean();
        int cols = 30;
        int rows = 24;
        double dx = 100;
        double dz = 125;
        GroupGrid g = new GroupGrid(0, 0, dx, dz, cols, rows, ring ? cols * dx : 0);
        // A ring's land is periodic in x: there it tilts in z only, or curves along the ring.
        boolean curved = rnd.nextBoolean();
        HeightFunction land = curved ? (ring ? (x, z) -> 40 + 30 * Math.sin(2 * Math.PI * x / (cols * dx)) - 0.02 * z
                : CURVED) : ring ? (x, z) -> 40 - 0.02 * z : (x, z) -> 40 + 0.03 * x - 0.02 * z;
        float[] before = random(rnd, g, 0, 300);
        // Summits inside a cell, on a node, on the last row or column, and (in a ring) in the seam's cell.
        double sx;
        double sz;
        switch ((int) (seed & 3)) {
            case 0:
                sx = rnd.nextDouble(5, 24) * dx;
                sz = rnd.nextDouble(5, 18) * dz;
                break;
            case 1:
                sx = (cols - 1) * dx + (ring ? rnd.nextDouble(0, 1) * dx : 0);
                sz = rnd.nextDouble(5, 18) * dz;
                break;
            case 2:
                sx = rnd.nextDouble(5, 24) * dx;
                sz = (rows - 1) * dz;
                break;
            default:
                sx = rnd.nextInt(5, 24) * dx;
                sz = rnd.nextInt(5, 18) * dz;
                break;
        }
        RangeSummit p = new RangeSummit("P", new GroundPoint(sx, sz), 500, true);
        double top = land.height(sx, sz) + p.relief();
        // The cell's corners as the rule sets them, before the bumps.
        float[] levelled = before.clone();
        int c0 = (int) Math.floor(sx / dx);
        int r0 = (int) Math.floor(sz / dz);
        int[] corners = new int[4];
        for (int i = 0; i < 4; i++) {
            // Only the corners the bilinear ground at the summit reads (a summit on a node: that node).
            if (i % 2 == 1 && sx / dx == c0 || i / 2 == 1 && sz / dz == r0) {
                corners[i] = -1;
                continue;
            }
            int r = Math.min(rows - 1, r0 + i / 2);
            int cu = c0 + i % 2;
            int c = ring ? Math.floorMod(cu, cols) : Math.min(cols - 1, cu);
            corners[i] = r * cols + c;
            levelled[corners[i]] = (float) (top - land.height(g.wrapX(g.x(ring ? cu : c)), g.z(r)));
        }
        float[] after = before.clone();
        Summits.level(g, after, List.of(p), land);
        String where = (ring ? "ring" : "plane") + ", summit at (" + sx + ", " + sz + ")";
        assertEquals(p.relief(), g.sample(after, sx, sz), 1e-4, where + ": the summit exact");
        double radius = 1.5 * Math.max(dx, dz);
        double amplitude = Double.NaN;
        for (int k = 0; k < after.length; k++) {
            double d = dist(g, k, sx, sz);
            double w = smooth(1 - d / radius);
            double change = after[k] - levelled[k];
            if (w == 0) {
                assertEquals(levelled[k], after[k], 0, where + ": untouched at node " + k + ", " + d + " m");
            } else if (w > 0.05) {
                double a = change / w;
                if (Double.isNaN(amplitude)) {
                    amplitude = a;
                }
                assertEquals(amplitude, a, 1e-3 * Math.max(1, Math.abs(amplitude)) + 1e-4 / w, where
                        + ": the bumps' shape at node " + k);
            }
        }
        if (!curved) {
            for (int k : corners) {
                if (k >= 0) {
                    assertEquals(levelled[k], after[k], 1e-3, where + ": a corner on bilinear land");
                }
            }
        }
    }

    /**
     * A tarn's shelf as documented ({@link Summits#keepShelves}): level in total height out to radius +
     * 600 m at the uncut field's height at the centre, or lower as far as the whole bench needs to stay
     * within 1.05 times the uncut field (the field here falls 5 % a metre east, so a wide bench is cut
     * into the slope); beyond, raised toward it, never above 1.05 times the field, and lowered onto a
     * 0.7 headwall from the rim where the ground stands above that; untouched past 2.5 km more. Half the
     * cases stand on land tilting 2 % east and 1 % north, where the bench is level in land plus relief.
     */
    @ParameterizedTest
    @MethodSource("cases")
    void aShelfIsLevelOutToItsRadiusAndOnlyRaisedBeyond(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 80, 70, 0);
        float[] field = ramp(g, 0.05);
        boolean tilted = rnd.nextBoolean();
        HeightFunction land = tilted ? (x, z) -> 50 + 0.02 * x + 0.01 * z : (x, z) -> 0;
        float[] before = random(rnd, g, 0, 2000);
        // A centre on a node, so nodes stand exactly at radius + 600 m.
        double cx = rnd.nextInt(30, 50) * 100.0;
        double cz = rnd.nextInt(25, 45) * 100.0;
        Tarn t = Tarn.of(cx, cz, rnd.nextInt(1, 10) * 100.0);
        double inner = t.radius() + 600;
        double level = g.sample(field, cx, cz) + land.height(cx, cz);
        double atCentre = level;
        for (int k = 0; k < field.length; k++) {
            if (dist(g, k, cx, cz) <= inner) {
                level = Math.min(level, land.height(g.x(k % g.columns), g.z(k / g.columns)) + 1.05 * field[k]);
            }
        }
        assertTrue(level <= atCentre, "never above the centre's height");
        assertEquals(level, Summits.bench(g, field, capOf(g, field, land), t, List.of(), land).level(), 1e-3, "the bench's level");
        assertEquals(inner, Summits.bench(g, field, capOf(g, field, land), t, List.of(), land).reach(), 0, "the bench's reach");
        float[] after = before.clone();
        org.terrain4j.noise.Noise apronNoise = RangeBuilder.noise(seed);
        shelves(g, field, after, List.of(t), List.of(), apronNoise, land);
        int onRim = 0;
        int levelNodes = 0;
        int benchNodes = 0;
        int lowered = 0;
        for (int k = 0; k < after.length; k++) {
            double d = dist(g, k, cx, cz);
            double x = g.x(k % g.columns);
            double z = g.z(k / g.columns);
            double cap = 1.05 * field[k];
            double want = level - land.height(x, z);
            String where = (tilted ? "tilted, " : "") + d + " m out";
            if (d <= inner) {
                assertEquals((float) Math.max(0, want), after[k], 1e-3, "the bench, " + where);
                assertTrue(after[k] <= cap + 1e-3, "over 1.05 x the field, " + where);
                onRim += d == inner ? 1 : 0;
                benchNodes++;
                levelNodes += Math.abs(after[k] + land.height(x, z) - level) < 1e-3 ? 1 : 0;
            } else if (d >= inner + 2500) {
                assertEquals(before[k], after[k], 0, "untouched, " + where);
            } else {
                // The apron as documented: its distance past the bench stretched by 1 + 0.3·(1 + noise at 1 km).
                double j = 1 + 0.3 * (1 + apronNoise.value(x / 1000, z / 1000));
                double w = 1 - RangeBuilder.smoothstep(inner, inner + 2500, inner + (d - inner) * j);
                double toward = before[k] + (want - before[k]) * w;
                double raised = Math.max(before[k], Math.min(toward, cap));
                double wall = want + 0.7 * (d - inner);
                assertEquals((float) Math.max(0, Math.min(raised, wall)), after[k], 1e-3, "the apron, " + where);
                assertTrue(after[k] <= Math.max(before[k], cap + 1e-3), "not raised over 1.05 x the field, " + where);
                lowered += after[k] < before[k] ? 1 : 0;
            }
        }
        assertTrue(onRim >= 4, "nodes exactly on the shelf's rim: " + onRim);
        assertTrue(lowered > 0, "the headwall lowers some of the random ground above the bench");
        // Every bench node at or above the land is level in total height.
        assertEquals(benchNodes, levelNodes, "bench nodes level");
        // A tarn where the uncut field is 0 (off the range) gets no shelf.
        float[] none = before.clone();
        shelves(g, new float[g.size()], none, List.of(t), List.of(), RangeBuilder.noise(seed), land);
        assertEquals(java.util.Arrays.toString(before), java.util.Arrays.toString(none));
    }

    /**
     * A bench's level and reach beside a named summit, in closed form (field 1 000 m, flat land, 100 m
     * grid, the summit on a node 1.5 or 1.2 km west of the tarn): its level keeps within the summit's cone
     * (1 000 m − 0.08 × 2 200 m to the farthest bench node = 824 m); beside a 2 000 m summit the margin
     * shrinks to 250 m (1 000 m over 1.19 × (1 200 − 350) m), and beside a 3 000 m one to none.
     */
    @Test
    void aBenchKeepsWithinASummitsConeAndShrinksItsMarginBesideASteepOne() {
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 120, 120, 0);
        float[] field = new float[g.size()];
        java.util.Arrays.fill(field, 1000);
        HeightFunction flat = (x, z) -> 0;
        Tarn t = Tarn.of(4500, 3000, 100);
        Summits.Bench b = Summits.bench(g, field, capOf(g, field, flat), t, List.of(new RangeSummit("A", new GroundPoint(3000, 3000), 1000, true)),
                flat);
        assertEquals(700, b.reach(), 0);
        assertEquals(1000 - 0.08 * 2200, b.level(), 1e-9);
        Tarn near = Tarn.of(4200, 3000, 100);
        b = Summits.bench(g, field, capOf(g, field, flat), near, List.of(new RangeSummit("B", new GroundPoint(3000, 3000), 2000, true)), flat);
        assertEquals(350, b.reach(), 0);
        assertEquals(1000, b.level(), 1e-9);
        b = Summits.bench(g, field, capOf(g, field, flat), near, List.of(new RangeSummit("C", new GroundPoint(3000, 3000), 3000, true)), flat);
        assertEquals(100, b.reach(), 0, "margin none: the lake alone");
        assertEquals(1000, b.level(), 1e-9);
        assertEquals(700, Summits.bench(g, field, capOf(g, field, flat), near, List.of(), flat).reach(), 0, "no summit: the whole margin");
    }

    /**
     * Tarns laid out together, in closed form on a field rising {@code a} a metre east (flat land, 100 m
     * grid, centres on nodes, so a bench's lowest node is its westmost): a bench of reach R at x stands at
     * {@code min(1000 + a·x, 1.05·(1000 + a·(x − R')))}, R' the westmost node's distance.
     * <ul>
     * <li>a = 0.5, r 100 at x 3 000 and 3 800: at 700 m they stand 420 m apart with overlapping rims;
     *     both narrow, a pass at a time, to 200 m, where they stand at 2 500 and 2 900 m with 400 m
     *     between the rims (400 / tan 50° = 336 m).</li>
     * <li>a = 1, the same tarns: 800 m apart in level with 600 m between the lakes, less than
     *     800 / tan 50° = 671 m: refused, naming both.</li>
     * <li>a = 0.5, r 300 at x 3 000 and 3 500 (the lakes overlap): one water first, so nothing clashes
     *     and both keep their 600 m margins at the lower level, 1.05 × (1000 + 0.5 × 2 100) = 2 152.5 m.</li>
     * </ul>
     */
    @Test
    void tarnsLaidOutTogetherNarrowIntoAStairShareOneWaterOrAreRefused() {
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 80, 60, 0);
        HeightFunction flat = (x, z) -> 0;
        float[] gentle = ramp(g, 0.5);
        float[] steep = ramp(g, 1);
        List<Tarn> two = List.of(Tarn.of(3000, 3000, 100), Tarn.of(3800, 3000, 100));
        List<String> labels = List.of("tarns[0] of range 'R'", "tarns[1] of range 'R'");
        Summits.Bench[] b = Summits.benches(g, gentle, capOf(g, gentle, flat), two, labels, List.of(), flat);
        assertEquals(200, b[0].reach(), 0);
        assertEquals(200, b[1].reach(), 0);
        assertEquals(2500, b[0].level(), 1e-3);
        assertEquals(2900, b[1].level(), 1e-3);
        Summits.Bench[] swapped = Summits.benches(g, gentle, capOf(g, gentle, flat), List.of(two.get(1), two.get(0)), labels, List.of(), flat);
        assertEquals(b[0], swapped[1]);
        assertEquals(b[1], swapped[0]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Summits.benches(g, steep, capOf(g, steep, flat), two, labels, List.of(), flat));
        assertTrue(e.getMessage().startsWith("tarns[0] of range 'R' and tarns[1] of range 'R': their shelves stand 800 m"
                + " apart in level with 600 m between their rims") && e.getMessage().contains("about 872 m apart"),
                e.getMessage());
        b = Summits.benches(g, gentle, capOf(g, gentle, flat), List.of(Tarn.of(3000, 3000, 300), Tarn.of(3500, 3000, 300)), labels, List.of(),
                flat);
        assertEquals(900, b[0].reach(), 0);
        assertEquals(900, b[1].reach(), 0);
        assertEquals(1.05 * (1000 + 0.5 * 2100), b[0].level(), 1e-3);
        assertEquals(b[0].level(), b[1].level(), 0, "one water, one level");
        // Lakes 0.5 m apart are one water too.
        b = Summits.benches(g, gentle, capOf(g, gentle, flat), List.of(Tarn.of(3000, 3000, 300), Tarn.of(3600.5, 3000, 300)), labels, List.of(),
                flat);
        assertEquals(b[0].level(), b[1].level(), 0, "touching lakes, one level");
        // One water sinks the east lake's bench to 2 152.5 m, too low for a 4 200 m summit 2.5 km east with its
        // rim 900 m out (2 047.5 m > tan 50° × 1 600 m): it narrows to 750 m (2 047.5 m <= tan 50° × 1 750 m).
        RangeSummit east = new RangeSummit("E", new GroundPoint(6000, 3000), 4200, true);
        b = Summits.benches(g, gentle, capOf(g, gentle, flat), List.of(Tarn.of(3000, 3000, 300), Tarn.of(3500, 3000, 300)), labels,
                List.of(east), flat);
        assertEquals(900, b[0].reach(), 0);
        assertEquals(750, b[1].reach(), 0);
        assertEquals(2152.5, b[1].level(), 1e-3);
        // With no margin left a bench too low under a summit is refused: the rim 300 m out, 2 000 m from a
        // 5 000 m summit, the shelf at 1.05 × (1000 + 0.5 × 2 700) = 2 467.5 m; about 300 + 2 532.5 / tan 50° m.
        RangeSummit west = new RangeSummit("W", new GroundPoint(1000, 3000), 5000, true);
        e = assertThrows(IllegalArgumentException.class, () -> Summits.benches(g, gentle, capOf(g, gentle, flat),
                List.of(Tarn.of(3000, 3000, 300)), labels, List.of(west), flat));
        assertEquals("tarns[0] of range 'R' at (3000, 3000) m, radius 300 m: its shelf at 2468 m stands 2533 m below"
                + " peak 'W', 2000 m from the tarn's centre: the ground from its rim 300 m out would rise steeper than"
                + " 50° (at this level the summit must be about 2426 m away)", e.getMessage());
        // One tarn alone keeps its whole margin.
        assertEquals(700, Summits.benches(g, gentle, capOf(g, gentle, flat), two.subList(0, 1), labels, List.of(), flat)[0].reach(), 0);
    }

    /**
     * Two tarns and a named summit, as documented ({@link Summits#keepShelves}): bench nodes at their
     * bench's level; beyond, every tarn's raise taken from the ground before any, the highest kept, then
     * lowered onto the lowest headwall but never below the 50° cone under the summit or any bench's rim;
     * untouched past every apron; and the tarns' order changes no bit. Random ground 0–5 000 m, a 4 000 m summit, a
     * field rising 0.3 a metre east, on land tilting 2 % east and 1 % north, so the two benches stand
     * hundreds of metres apart in level and the higher one's cone holds ground over the lower one's
     * headwall.
     */
    @ParameterizedTest
    @MethodSource("cases")
    void headwallsStopAtTheSummitsAndEveryBenchsFiftyDegreeCone(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 90, 90, 0);
        float[] field = ramp(g, 0.3);
        HeightFunction land = (x, z) -> 50 + 0.02 * x - 0.01 * z;
        float[] before = random(rnd, g, 0, 5000);
        RangeSummit p = new RangeSummit("P", new GroundPoint(2000, 4500), 4000, true);
        double top = 4000 + land.height(2000, 4500);
        List<Tarn> tarns = List.of(Tarn.of(4000, 4500 + 100 * rnd.nextInt(-3, 4), 100),
                Tarn.of(5500 + 100 * rnd.nextInt(0, 2), 4500, 100));
        org.terrain4j.noise.Noise noise = RangeBuilder.noise(seed);
        float[] after = before.clone();
        shelves(g, field, after, tarns, List.of(p), noise, land);
        float[] swapped = before.clone();
        shelves(g, field, swapped, List.of(tarns.get(1), tarns.get(0)), List.of(p), noise, land);
        assertArrayEquals(after, swapped, "the tarns' order");
        Summits.Bench[] b = {Summits.bench(g, field, capOf(g, field, land), tarns.get(0), List.of(p), land),
                Summits.bench(g, field, capOf(g, field, land), tarns.get(1), List.of(p), land)};
        assertTrue(b[0].level() != b[1].level(), "two levels");
        double tan50 = Math.tan(Math.toRadians(50));
        int floored = 0;
        int benchFloored = 0;
        int summitFloored = 0;
        for (int k = 0; k < after.length; k++) {
            double x = g.x(k % g.columns);
            double z = g.z(k / g.columns);
            double cap = 1.05 * field[k];
            double ground = land.height(x, z);
            double[] d = {dist(g, k, tarns.get(0).centre().x(), tarns.get(0).centre().z()),
                    dist(g, k, tarns.get(1).centre().x(), tarns.get(1).centre().z())};
            String where = "(" + x + ", " + z + ")";
            int on = d[0] <= b[0].reach() ? 0 : d[1] <= b[1].reach() ? 1 : -1;
            if (on >= 0) {
                assertEquals((float) Math.max(0, Math.min(b[on].level() - ground, cap)), after[k], 1e-3, "bench " + where);
                continue;
            }
            double raised = before[k];
            double ramp = Double.POSITIVE_INFINITY;
            double floor = top - tan50 * Math.hypot(x - 2000, z - 4500) - ground;
            boolean near = false;
            for (int i = 0; i < 2; i++) {
                floor = Math.max(floor, b[i].level() - tan50 * Math.max(0, d[i] - b[i].reach()) - ground);
                if (d[i] <= b[i].reach() + 2500) {
                    near = true;
                    double want = b[i].level() - ground;
                    double j = 1 + 0.3 * (1 + noise.value(x / 1000, z / 1000));
                    double w = 1 - RangeBuilder.smoothstep(b[i].reach(), b[i].reach() + 2500,
                            b[i].reach() + (d[i] - b[i].reach()) * j);
                    raised = Math.max(raised, Math.min(before[k] + (want - before[k]) * w, cap));
                    ramp = Math.min(ramp, want + 0.7 * (d[i] - b[i].reach()));
                }
            }
            if (!near) {
                assertEquals(before[k], after[k], 0, "untouched " + where);
                continue;
            }
            assertEquals((float) Math.max(0, Math.min(raised, Math.max(ramp, floor))), after[k], 1e-3, where);
            double summitFloor = top - tan50 * Math.hypot(x - 2000, z - 4500) - ground;
            floored += raised > floor && floor > ramp ? 1 : 0;
            benchFloored += raised > floor && floor > ramp && floor > summitFloor ? 1 : 0;
            summitFloored += raised > floor && floor > ramp && floor == summitFloor ? 1 : 0;
        }
        assertTrue(floored >= 10, "nodes the cones hold above a headwall: " + floored);
        assertTrue(summitFloored >= 5, "nodes the summit's cone holds above a headwall: " + summitFloored);
        assertTrue(benchFloored >= 1, "nodes a bench's cone holds above another's headwall: " + benchFloored);
    }

    /**
     * The rise's weight and reach as documented: {@code (1 − d/reach)²} inside the reach (1 at the
     * summit, falling with slope 2/reach there, 0 with zero slope at the reach), and the reach
     * {@code 2·D / 0.8} kept within 2.5–5 km.
     */
    @Test
    void theRisesWeightAndReachHaveTheirClosedForms() {
        for (double reach : new double[] {2500, 3700, 5000}) {
            assertEquals(1, Summits.riseWeight(0, reach), 0);
            for (double u = 0; u <= 1.2; u += 0.05) {
                double want = u < 1 ? (1 - u) * (1 - u) : 0;
                assertEquals(want, Summits.riseWeight(u * reach, reach), 1e-12, "at " + u + " of " + reach + " m");
            }
            double h = 1e-3;
            assertEquals(-2 / reach, (Summits.riseWeight(h, reach) - 1) / h, 1e-6, "slope at the summit");
            assertEquals(0, Summits.riseWeight(reach - h, reach) / h, 1e-6, "flat at the reach");
        }
        assertEquals(2500, Summits.riseReach(0), 0);
        assertEquals(2500, Summits.riseReach(1000), 0);
        assertEquals(3000, Summits.riseReach(1200), 1e-9);
        assertEquals(5000, Summits.riseReach(2000), 1e-9);
        assertEquals(5000, Summits.riseReach(9000), 0);
    }

    /**
     * The rise as documented: each node within the reach moves from R toward U by the weight at its
     * distance scaled by {@code 1 + 0.3·noise(x/1500, z/1500)}, only where U stands above R; the
     * summit's own place reaches U; nothing is lowered; nodes beyond reach / 0.7 are untouched.
     */
    @ParameterizedTest
    @MethodSource("cases")
    void theRiseMovesTheCarvedReliefTowardTheUpliftByItsWeight(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = new GroupGrid(-8000, -8000, 200, 200, 81, 81, 0);
        float[] field = random(rnd, g, 1000, 3000);
        float[] before = random(rnd, g, 0, 2500);
        double sx = rnd.nextInt(-10, 10) * 200.0;
        double sz = rnd.nextInt(-10, 10) * 200.0;
        RangeSummit p = new RangeSummit("P", new GroundPoint(sx, sz), 3000, true);
        double deepest = 0;
        for (int k = 0; k < before.length; k++) {
            if (dist(g, k, sx, sz) <= 2500) {
                deepest = Math.max(deepest, field[k] - before[k]);
            }
        }
        double reach = Math.min(5000, Math.max(2500, 2 * deepest / 0.8));
        org.terrain4j.noise.Noise noise = RangeBuilder.noise(seed);
        float[] after = before.clone();
        Summits.rise(g, field, after, List.of(p), noise);
        for (int k = 0; k < after.length; k++) {
            double d = dist(g, k, sx, sz);
            double x = g.x(k % g.columns);
            double z = g.z(k / g.columns);
            double j = 1 + 0.3 * noise.value(x / 1500, z / 1500);
            double u = d * j < reach ? 1 - d * j / reach : 0;
            double want = field[k] > before[k] ? before[k] + (field[k] - before[k]) * u * u : before[k];
            assertEquals((float) want, after[k], 1e-3, "at " + d + " m");
            assertTrue(after[k] >= before[k], "never lowered");
            if (d > reach / 0.7) {
                assertEquals(before[k], after[k], 0, "untouched at " + d + " m");
            }
            if (d == 0) {
                assertEquals(Math.max(field[k], before[k]), after[k], 1e-3, "the summit's node reaches U");
            }
        }
    }

    /**
     * A bench narrows until no node's land stands over 5 m above its level (the ninth review: on tilted
     * land where the field cannot lift the shelf, the lake followed the land). Closed form: a field of 500 m
     * on land tilting 0.5 eastward, 100 m nodes, a tarn of radius 100 m on a node: the cap is 525 m over the
     * land, so a bench reaching n nodes east and west stands 525 − 50 n m over the land at its centre, and
     * its east rim's land 50 n m over that: at 600 m (n = 6) the rim stands 75 m over the level, at 550 m
     * (n = 5) 25 m under it, so the margin narrows from 600 m to 450 m (reach 550 m, level 275 m over the
     * centre's land). Several benches do the same; a tarn on land rising 100 m across its lake where the
     * field is 1 m is refused.
     */
    @Test
    void aBenchNarrowsWhereTheLandStandsOverItsLevel() {
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 60, 40, 0);
        HeightFunction land = (x, z) -> 0.5 * x;
        float[] under = new float[g.size()];
        float[] field = new float[g.size()];
        for (int k = 0; k < g.size(); k++) {
            under[k] = (float) land.height(g.x(k % g.columns), g.z(k / g.columns));
            field[k] = 500;
        }
        float[] cap = Summits.envelope(g, field, under);
        Tarn t = Tarn.of(3000, 2000, 100);
        Summits.Bench b = Summits.bench(g, field, cap, t, List.of(), land);
        assertEquals(550, b.reach(), 1e-9);
        assertEquals(1500 + 275, b.level(), 1e-3);
        Summits.Bench[] both = Summits.benches(g, field, cap, List.of(t, Tarn.of(3000, 1000, 100)), List.of("a", "b"),
                List.of(), land);
        assertEquals(550, both[0].reach(), 1e-9);
        assertEquals(550, both[1].reach(), 1e-9);
        // one water: a lake touching the first 200 m east shares the lower level, and while it stands dry
        // both narrow (the tenth review): at 550 m the shared level is 1 775 m and the second's east node
        // (x 3 700 m) stands on 1 850 m; at 500 m still 1 775 m under 1 850 m; at 450 m the first's level
        // rises to 525 + 1 300 = 1 825 m, the second's east node (x 3 600 m) stands on 1 800 m: both 450 m
        Summits.Bench[] water = Summits.benches(g, field, cap, List.of(t, Tarn.of(3200, 2000, 100)), List.of("a", "b"),
                List.of(), land);
        assertEquals(450, water[0].reach(), 1e-9);
        assertEquals(450, water[1].reach(), 1e-9);
        assertEquals(1825, water[1].level(), 1e-3);
        assertEquals(1825, water[0].level(), 1e-3);
        float[] none = new float[g.size()];
        java.util.Arrays.fill(none, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Summits.benches(g, none,
                Summits.envelope(g, none, under), List.of(Tarn.of(3000, 2000, 150)), List.of("tarns[0] of range 'R'"),
                List.of(), land));
        assertTrue(e.getMessage().startsWith("tarns[0] of range 'R' at (3000, 2000) m, radius 150 m: its shelf at 1451 m"
                + " lies on land from 1450 to 1550 m within 150 m of its centre"), e.getMessage());
    }
}
