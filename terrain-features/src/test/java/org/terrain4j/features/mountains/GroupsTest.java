package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.features.Shapes;
import org.terrain4j.testkit.Cases;

/**
 * How ranges become groups and where their generated summits go, each rule from the Javadoc and the
 * docs: a range's box holds its outline and its claim, boxes that meet (across a ring's seam too) are
 * one group led by the largest range, a band's claim is 1 along its middle and 0 at its edges, and
 * generated summits stand where and as high as {@code docs/mountains.md} says.
 */
class GroupsTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6E0A9L, 20);
    }

    static RangeBuilder.Member member(MountainRange r, int index) {
        return new RangeBuilder.Member(r, index, 200);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aMassifsBoxHoldsItsClaimAndItsDeepestPointIsTheInscribedRadius(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double cx = rnd.nextDouble(-50000, 50000);
        double cz = rnd.nextDouble(-50000, 50000);
        double radius = rnd.nextDouble(3000, 20000);
        RangeBuilder.Member m = member(MountainRange.massif("C", Shapes.circle(cx, cz, radius), rnd.nextDouble(500,
                4000)), 0);
        assertEquals(radius, m.maxInside, radius * 0.03, "the deepest point of a circle is its radius");
        assertTrue(m.minX < cx - radius - MountainRange.CLAIM_OUTSIDE_M && m.maxX > cx + radius
                + MountainRange.CLAIM_OUTSIDE_M && m.minZ < cz - radius - MountainRange.CLAIM_OUTSIDE_M && m.maxZ > cz
                + radius + MountainRange.CLAIM_OUTSIDE_M, "the box holds the claim");
        assertEquals(1, m.claim(cx, cz), 1e-12, "claimed at the centre");
        assertEquals(0, m.claim(cx + radius + MountainRange.CLAIM_OUTSIDE_M, cz), 1e-12, "unclaimed past the fade");
        // A rectangle's deepest point is half its shorter side.
        double w = rnd.nextDouble(4000, 30000);
        double h = rnd.nextDouble(4000, 30000);
        RangeBuilder.Member rect = member(MountainRange.massif("R", Shapes.polygon(cx, cz, cx + w, cz, cx + w, cz + h,
                cx, cz + h), 1000), 0);
        assertEquals(Math.min(w, h) / 2, rect.maxInside, Math.max(w, h) / 48, "a " + w + " x " + h + " rectangle");
        assertEquals(cx, rect.minX + (rect.maxX - rect.minX - w) / 2, 1e-6, "the box is centred on the outline");
        assertEquals(cz, rect.minZ + (rect.maxZ - rect.minZ - h) / 2, 1e-6, "the box is centred on the outline");
    }

    @Test
    void aBandsClaimIsOneAlongItsMiddleAndZeroAtItsEdges() {
        RangeBuilder.Member b = member(MountainRange.ring("Band", 3000, 23000, 1500), 0);
        assertTrue(b.band());
        assertEquals(3000, b.minZ, 0);
        assertEquals(23000, b.maxZ, 0);
        assertEquals(10000, b.maxInside, 0, "half the band's width");
        assertEquals(1, b.claim(5, 13000), 0, "the middle");
        assertEquals(1, b.claim(5, 13000 + 3500), 1e-12, "within 0.35 of the half-width");
        assertEquals(0, b.claim(5, 3000), 1e-12, "the north edge");
        assertEquals(0, b.claim(5, 23000), 1e-12, "the south edge");
        double mid = b.claim(5, 13000 + 6750);
        assertTrue(mid > 0.3 && mid < 0.7, "halfway through the fade: " + mid);
    }

    /** Two circles of the same size and crest {@code gap} metres apart box edge to box edge. */
    static List<RangeBuilder.Member> pair(double gap, boolean alongX) {
        RangeBuilder.Member a = member(MountainRange.massif("A", Shapes.circle(1000, 3000, 4000), 800), 0);
        double span = alongX ? a.maxX - a.minX : a.maxZ - a.minZ;
        double bx = alongX ? 1000 + span + gap : 1000;
        double bz = alongX ? 3000 : 3000 + span + gap;
        RangeBuilder.Member b = member(MountainRange.massif("B", Shapes.circle(bx, bz, 4000), 800), 1);
        assertEquals(gap, alongX ? b.minX - a.maxX : b.minZ - a.maxZ, 0, "the boxes' gap");
        return List.of(a, b);
    }

    @Test
    void boxesThatMeetAreOneGroupAndBoxesApartAreNot() {
        for (boolean alongX : new boolean[] {true, false}) {
            assertEquals(1, RangeBuilder.groups(pair(0, alongX), 0).size(), "touching along " + (alongX ? "x" : "z"));
            assertEquals(1, RangeBuilder.groups(pair(-1, alongX), 0).size(), "overlapping along " + (alongX ? "x" : "z"));
            assertEquals(2, RangeBuilder.groups(pair(1, alongX), 0).size(), "a metre apart along " + (alongX ? "x"
                    : "z"));
            for (double gap : new double[] {-1, 0, 1}) {
                List<RangeBuilder.Member> swapped = new ArrayList<>(pair(gap, alongX));
                java.util.Collections.reverse(swapped);
                assertEquals(gap > 0 ? 2 : 1, RangeBuilder.groups(swapped, 0).size(), "gap " + gap
                        + ", the other way round");
            }
        }
    }

    @Test
    void boxesMeetAcrossARingsSeam() {
        double c = 100000;
        RangeBuilder.Member west = member(MountainRange.massif("W", Shapes.circle(2000, 0, 4000), 800), 0);
        RangeBuilder.Member middle = member(MountainRange.massif("M", Shapes.circle(50000, 0, 4000), 800), 1);
        RangeBuilder.Member east = member(MountainRange.massif("E", Shapes.circle(97000, 0, 4000), 800), 2);
        RangeBuilder.Member beyond = member(MountainRange.massif("B", Shapes.circle(197000, 0, 4000), 800), 3);
        List<List<RangeBuilder.Member>> g = RangeBuilder.groups(List.of(west, middle, east, beyond), c);
        assertEquals(2, g.size(), "the seam's three and the middle one");
        assertEquals(List.of(west, east, beyond), g.get(0));
        assertEquals(List.of(middle), g.get(1));
        assertEquals(3, RangeBuilder.groups(List.of(west, middle, east), 0).size(), "a plane has no seam");
        // A band is one group with everything it meets in z, wherever in x.
        RangeBuilder.Member band = member(MountainRange.ring("R", -3000, 3000, 1000), 4);
        List<List<RangeBuilder.Member>> withBand = RangeBuilder.groups(List.of(west, middle, band), c);
        assertEquals(1, withBand.size());
        assertEquals(band, withBand.get(0).get(0), "a band, the largest of all, leads");
    }

    /**
     * Two massifs meeting across a ring world's seam are one group built in its lead's frame: the eastern
     * one is moved there with its summit (it was left at x = 97 km, off the group's grid, and the ground
     * where it stands read 46 m), and the group reads the same a whole period away.
     */
    @Test
    void aMassifAcrossARingsSeamIsBuiltWhereItStands() {
        double c = 100000;
        MountainRange west = MountainRange.massif("W", Shapes.circle(2000, 0, 4000), 900)
                .withPeaks(List.of(Peak.of("West top", 2000, 0, 1500)));
        MountainRange east = MountainRange.massif("E", Shapes.circle(97000, 500, 3000), 800)
                .withPeaks(List.of(Peak.of("East top", 97000, 500, 1400)));
        Mountains m = Mountains.standard().withSpacing(250).withPasses(2).withSeed(3).withCircumference(c);
        List<MountainGroup> gs = m.build(List.of(west, east));
        assertEquals(1, gs.size(), "one group across the seam");
        MountainGroup g = gs.get(0);
        assertFalse(g.ring());
        var h = g.heightFunction();
        assertEquals(1500, h.height(2000, 0), 1e-3, "the lead's summit");
        assertEquals(1400, h.height(97000, 500), 1e-3, "the summit across the seam, where it was named");
        assertEquals(1400, h.height(-3000, 500), 1e-3, "the same place a period west");
        assertEquals(1500, h.height(102000, 0), 1e-3, "the lead's summit a period east");
        for (double d : new double[] {500, 1000, 1500}) {
            double flank = h.height(97000 + d, 500);
            assertTrue(flank > 400 && flank < 1400, "the eastern massif's flank " + d + " m from its top: " + flank);
        }
        assertEquals(2, g.summits().stream().filter(RangeSummit::authored).count());
    }

    /** A massif moved east keeps its shape, summits and tarns, each moved by the same metres. */
    @Test
    void aShiftedMassifIsTheSameMassifFurtherEast() {
        List<org.terrain4j.features.Shape> shapes = List.of(Shapes.circle(1000, -500, 3000),
                org.terrain4j.features.Shapes.capsule(-2000, 100, 3000, 900, 1500),
                org.terrain4j.features.Polygon.of(-3000, -2000, 4000, -2500, 3500, 3000, -2500, 2000));
        for (org.terrain4j.features.Shape shape : shapes) {
            MountainRange r = MountainRange.massif("S", shape, 900).withPeaks(List.of(Peak.of("T", 500, 200, 1300)))
                    .withTarns(List.of(Tarn.of(-700, 300, 250))).withRuggedness(0.7).withErosion(0.8)
                    .withPeakDensity(3);
            double dx = -100000;
            MountainRange s = RangeBuilder.shiftedX(r, dx);
            org.terrain4j.features.Shape moved = ((Outline.Massif) s.outline()).shape();
            assertEquals(shape.getClass(), moved.getClass());
            SplittableRandom rnd = new SplittableRandom(11);
            for (int i = 0; i < 200; i++) {
                double x = rnd.nextDouble(-6000, 6000);
                double z = rnd.nextDouble(-6000, 6000);
                assertEquals(shape.signedDistance(x, z), moved.signedDistance(x + dx, z), 1e-6, shape + " at " + x + ", " + z);
            }
            assertEquals(List.of(Peak.of("T", 500 + dx, 200, 1300)), s.peaks());
            assertEquals(List.of(Tarn.of(-700 + dx, 300, 250)), s.tarns());
            assertEquals(List.of(r.name(), r.height(), r.ruggedness(), r.erosion(), r.peakDensity()),
                    List.of(s.name(), s.height(), s.ruggedness(), s.erosion(), s.peakDensity()));
        }
    }

    @Test
    void theLargestRangeLeadsItsGroupTiesInInputOrder() {
        RangeBuilder.Member small = member(MountainRange.massif("S", Shapes.circle(12000, 0, 3000), 800), 0);
        RangeBuilder.Member large = member(MountainRange.massif("L", Shapes.circle(0, 0, 8000), 800), 1);
        RangeBuilder.Member same = member(MountainRange.massif("T", Shapes.circle(-12000, 0, 3000), 800), 2);
        assertEquals(List.of(large, small, same), RangeBuilder.groups(List.of(small, large, same), 0).get(0));
        RangeBuilder.Member wide = member(MountainRange.massif("W", Shapes.polygon(5000, -1000, 25000, -1000, 25000,
                1000, 5000, 1000), 800), 3);
        // 20 km x 2 km against 16 km x 16 km: the box's area decides, not its width.
        assertEquals(List.of(large, wide), RangeBuilder.groups(List.of(wide, large), 0).get(0));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void generatedSummitsStandWhereAndAsHighAsTheDocsSay(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double c = rnd.nextDouble(60000, 300000);
        double zFrom = rnd.nextDouble(-20000, 20000);
        double zTo = zFrom + rnd.nextDouble(4000, 30000);
        double height = rnd.nextDouble(500, 4000);
        double density = rnd.nextDouble(0.5, 20);
        RangeBuilder.Member band = member(MountainRange.ring("R", zFrom, zTo, height).withPeakDensity(density), 0);
        List<double[]> g = RangeBuilder.generated(band, new SplittableRandom(seed), c);
        int count = (int) Math.max(3, Math.round(c * Math.sqrt(density / 100e6)));
        assertEquals(count, g.size(), "one generated summit a slot along the ring");
        double zc = (zFrom + zTo) / 2;
        double half = (zTo - zFrom) / 2;
        for (int k = 0; k < count; k++) {
            double[] s = g.get(k);
            assertTrue(s[0] >= (k + 0.2) / count * c && s[0] <= (k + 0.8) / count * c, "slot " + k + " at x " + s[0]);
            assertTrue(Math.abs(s[1] - zc) <= half * 0.25, "near the band's middle: " + s[1]);
            assertTrue(s[2] >= 0.55 * height && s[2] <= height, "crest " + s[2] + " of " + height);
        }
        double radius = rnd.nextDouble(5000, 20000);
        double cx = rnd.nextDouble(-50000, 50000);
        RangeBuilder.Member m = member(MountainRange.massif("C", Shapes.circle(cx, zc, radius), height)
                .withPeakDensity(density * 5), 0);
        List<double[]> inside = RangeBuilder.generated(m, new SplittableRandom(seed), 0);
        double spacing = 1 / Math.sqrt(density * 5 / 100e6);
        double expected = Math.PI * Math.pow(radius * 0.8, 2) / (spacing * spacing);
        assertTrue(inside.size() >= 0.5 * expected - 3 && inside.size() <= 1.6 * expected + 3, inside.size()
                + " summits where about " + expected + " fit");
        for (double[] s : inside) {
            double depth = radius - Math.hypot(s[0] - cx, s[1] - zc);
            assertTrue(depth >= m.maxInside * 0.2 - 1e-6, "at least a fifth of the way in: " + depth);
            double d = Math.min(1, depth / m.maxInside);
            assertTrue(s[2] >= height * (0.35 + 0.45 * d) * 0.75 - 1e-6 && s[2] <= height * (0.35 + 0.45 * d) + 1e-6,
                    "crest " + s[2] + " at depth " + depth);
        }
        assertEquals(0, RangeBuilder.generated(member(MountainRange.massif("N", Shapes.circle(0, 0, 9000), height)
                .withPeakDensity(0), 0), new SplittableRandom(seed), 0).size(), "density 0 generates none");
    }

    @Test
    void tooManySummitCellsAreRefusedNamingTheDensity() {
        double spacing = 1 / Math.sqrt(1000 / 100e6);
        // 1000 x 1000 cells of the summit grid are allowed, 1001 x 1001 are not (a square centred on 0).
        double ok = 999.5 * spacing / 2;
        double over = 1000.5 * spacing / 2;
        RangeBuilder.Member fits = member(MountainRange.massif("Fits", Shapes.polygon(-ok, -ok, ok, -ok, ok, ok, -ok,
                ok), 1000).withPeakDensity(1000), 0);
        assertFalse(RangeBuilder.generated(fits, new SplittableRandom(1), 0).isEmpty());
        RangeBuilder.Member big = member(MountainRange.massif("Big", Shapes.polygon(-over, -over, over, -over, over,
                over, -over, over), 1000).withPeakDensity(1000), 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RangeBuilder.generated(big,
                new SplittableRandom(1), 0));
        assertTrue(e.getMessage().contains("peakDensity") && e.getMessage().contains("1002001"), e.getMessage());
    }

    @Test
    void aPeakMustStandAboveTheLandAndNamedSummitsAtTheLeastDistanceApartAreAllowed() {
        Mountains m = Mountains.standard().withSpacing(500).withPasses(1).withThreads(1);
        MountainRange r = MountainRange.massif("P", Shapes.circle(0, 0, 8000), 800);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.build(List.of(r.withPeaks(
                List.of(Peak.of("Flat", 100, 100, 500)))), (x, z) -> 500, org.terrain4j.api.ProgressListener.NONE));
        assertTrue(e.getMessage().contains("Flat") && e.getMessage().contains("above the land")
                && e.getMessage().contains("land there 500 m"), e.getMessage());
        // 2 500 m + (100 m + 200 m) / tan 50° + one 500 m cell's diagonal = 3 459 m apart at least (2 500 m was
        // allowed before: B could not be the highest ground within 2.5 km of it)
        double half = Math.ceil(RangeBuilder.apartFor(1500, 1400) + 2 * Math.hypot(500, 500)) / 2;
        MountainGroup g = m.build(List.of(r.withPeaks(List.of(Peak.of("A", -half, 0, 1500), Peak.of("B", half, 0,
                1400))))).get(0);
        assertEquals(1500, g.heightFunction().height(-half, 0), 1e-3);
        assertEquals(1400, g.heightFunction().height(half, 0), 1e-3);
        double over = AuthoredShapeTest.overUplift(g);
        assertTrue(over <= 1e-3, "a sample stands " + over + " m over 1.05 x the uplift field");
    }

    @Test
    void eachRidgesSaddleLiesOnItAtItsFraction() {
        for (Mountains m : new Mountains[] {Mountains.standard().withSpacing(500).withPasses(1).withSeed(5),
            Mountains.standard().withSpacing(1000).withPasses(1).withSeed(6).withCircumference(120000)}) {
            MountainRange r = m.circumference() > 0 ? MountainRange.ring("R", -6000, 6000, 1500).withPeakDensity(6)
                    : MountainRange.massif("M", Shapes.circle(3000, -2000, 15000), 1500).withPeakDensity(6);
            MountainGroup g = m.build(List.of(r)).get(0);
            assertEquals(m.circumference() > 0, g.ring());
            assertEquals(m.circumference(), g.circumference(), 0);
            assertTrue(g.ridges().size() >= 5, "ridges: " + g.ridges().size());
            for (Ridge rd : g.ridges()) {
                RangeSummit p = g.summits().get(rd.from());
                RangeSummit q = g.summits().get(rd.to());
                double qx = q.x();
                double c = m.circumference();
                if (c > 0) {
                    qx -= Math.rint((qx - p.x()) / c) * c;
                }
                double x = p.x() + (qx - p.x()) * rd.saddleAt();
                double z = p.z() + (q.z() - p.z()) * rd.saddleAt();
                if (c > 0) {
                    x -= Math.floor(x / c) * c;
                }
                assertEquals(x, rd.saddle().x(), 1e-6, "saddle x of " + rd);
                assertEquals(z, rd.saddle().z(), 1e-6, "saddle z of " + rd);
                assertEquals(Math.hypot(qx - p.x(), q.z() - p.z()), rd.length(), 1e-6, "length of " + rd);
            }
        }
    }

    @Test
    void copiesChangeOnlyTheirOwnValue() {
        MountainRange r = MountainRange.massif("A", Shapes.circle(0, 0, 5000), 1000);
        assertEquals(0.9, r.withRuggedness(0.9).ruggedness(), 0);
        assertEquals(1234, r.withHeight(1234).height(), 0);
        assertEquals("B", r.withName("B").name());
        assertEquals(r.outline(), r.withName("B").outline());
        assertEquals(777, Peak.of("P", 1, 2, 500).withElevation(777).elevation(), 0);
        assertEquals(2e5, Mountains.standard().withChannelArea(2e5).channelArea(), 0);
        MountainGroup g = Mountains.standard().withSpacing(1000).withPasses(1).build(List.of(r)).get(0);
        assertFalse(g.ring());
        assertEquals(0, g.circumference(), 0);
        assertTrue(g.toString().startsWith("MountainGroup[A] "), g.toString());
    }

    /** A massif with no summit at all (density 0, none named) raises nothing: its relief is 0. */
    @Test
    void aMassifWithoutSummitsStaysFlat() {
        MountainGroup g = Mountains.standard().withSpacing(1000).withPasses(2).build(List.of(MountainRange.massif("Flat",
                Shapes.circle(0, 0, 6000), 1000).withPeakDensity(0))).get(0);
        assertEquals(0, g.summits().size());
        assertEquals(0, g.relief().min(), 0);
        assertEquals(0, g.relief().max(), 0);
    }

    /**
     * On a ring world two massifs whose boxes meet once brought to the same turn are one group,
     * whichever turn each was given and wherever along the ring they stand; half a ring apart they
     * are two.
     */
    @ParameterizedTest
    @MethodSource("cases")
    void massifsMeetAcrossAnyNumberOfTurns(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double c = 100000;
        for (int trial = 0; trial < 12; trial++) {
            double x = rnd.nextDouble(0, c);
            int turns = rnd.nextInt(-2, 3);
            boolean near = rnd.nextBoolean();
            double other = x + turns * c + (near ? rnd.nextDouble(-6000, 6000) : c / 2 + rnd.nextDouble(-5000, 5000));
            RangeBuilder.Member a = member(MountainRange.massif("A", Shapes.circle(x, 0, 4000), 800), 0);
            RangeBuilder.Member b = member(MountainRange.massif("B", Shapes.circle(other, 500, 4000), 800), 1);
            String where = "at " + x + " and " + other;
            assertEquals(near ? 1 : 2, RangeBuilder.groups(List.of(a, b), c).size(), where);
            assertEquals(near ? 1 : 2, RangeBuilder.groups(List.of(b, a), c).size(), where + ", the other way round");
        }
    }

    @Test
    void aCapsulesBoxHoldsItAndItsDeepestPointIsItsRadius() {
        RangeBuilder.Member m = member(MountainRange.massif("K", Shapes.capsule(30000, -5000, 10000, 7000, 3000), 800),
                0);
        double out = 3000 + MountainRange.CLAIM_OUTSIDE_M;
        assertTrue(m.minX < 10000 - out && m.maxX > 30000 + out && m.minZ < -5000 - out && m.maxZ > 7000 + out,
                "the box holds the capsule and its claim");
        assertEquals(20000, (m.minX + m.maxX) / 2, 1e-9, "the box is centred on the capsule");
        assertEquals(1000, (m.minZ + m.maxZ) / 2, 1e-9, "the box is centred on the capsule");
        assertEquals(m.maxX - m.minX - 20000, m.maxZ - m.minZ - 12000, 1e-9, "the same margin all round");
        assertEquals(3000, m.maxInside, 3000 * 0.05, "a capsule is its radius deep");
    }

    @Test
    void aRingWithoutDensityGeneratesNoSummit() {
        RangeBuilder.Member band = member(MountainRange.ring("R", 0, 10000, 1000).withPeakDensity(0), 0);
        assertEquals(0, RangeBuilder.generated(band, new SplittableRandom(1), 100000).size());
    }

    /** Docs: generated summits stand lower than the named summits they stand near, tall range or not. */
    @Test
    void generatedSummitsNearALowNamedSummitStandLower() {
        MountainRange r = MountainRange.massif("Tall", Shapes.circle(0, 0, 15000), 3000).withPeakDensity(60)
                .withPeaks(List.of(Peak.of("Low", 0, 0, 1200)));
        MountainGroup g = Mountains.standard().withSpacing(1000).withPasses(1).withSeed(8).build(List.of(r)).get(0);
        int near = 0;
        for (RangeSummit s : g.summits()) {
            double d = Math.hypot(s.x(), s.z());
            if (!s.authored() && d < 1200 / Mountains.FLANK_SLOPE) {
                near++;
                assertTrue(s.relief() < 1200, "a generated summit " + d + " m from the 1200 m one stands " + s.relief());
            }
        }
        assertTrue(near >= 10, "generated summits near the named one: " + near);
    }

    @Test
    void aGroupsGridPastTheLimitIsRefusedNamingTheSpacing() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Mountains.standard()
                .withSpacing(10).build(List.of(MountainRange.massif("Huge", Shapes.circle(0, 0, 45000), 1000))));
        assertTrue(e.getMessage().contains("Huge") && e.getMessage().contains("raise spacing"), e.getMessage());
    }

    /** The row runner hands a worker's exception on as it is and turns an interrupt into a cancellation. */
    @Test
    void rowsPassOnAWorkersFailureAndAnInterrupt() {
        java.util.concurrent.ForkJoinPool pool = new java.util.concurrent.ForkJoinPool(2);
        try {
            // The pool may hand on a copy of the worker's exception (same type, the original as its cause).
            IllegalStateException ise = assertThrows(IllegalStateException.class, () -> RangeBuilder.rows(pool, 8,
                    r -> {
                        if (r == 3) {
                            throw new IllegalStateException("row 3");
                        }
                    }));
            assertTrue(String.valueOf(ise.getMessage()).contains("row 3"), ise.toString());
            AssertionError err = assertThrows(AssertionError.class, () -> RangeBuilder.rows(pool, 8, r -> {
                if (r == 5) {
                    throw new AssertionError("row 5");
                }
            }));
            assertTrue(("" + err.getMessage() + err.getCause()).contains("row 5"), err + " caused by " + err.getCause());
            Thread.currentThread().interrupt();
            assertThrows(java.util.concurrent.CancellationException.class, () -> RangeBuilder.rows(pool, 8, r -> {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException x) {
                    Thread.currentThread().interrupt();
                }
            }));
            assertTrue(Thread.interrupted(), "the interrupt is kept");
        } finally {
            Thread.interrupted();
            pool.shutdown();
        }
    }
}
