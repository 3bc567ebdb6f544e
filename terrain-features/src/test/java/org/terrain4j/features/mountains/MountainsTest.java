package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Shapes;

class MountainsTest {

    static final double MM = 1e-3;

    /** A massif 36 km × 24 km with three named summits, on land that tilts 1 % to the east. */
    static final List<MountainRange> MASSIF = List.of(
            MountainRange.massif("Spine", Shapes.polygon(0, 0, 36000, 2000, 34000, 24000, 2000, 22000), 2200)
                    .withPeaks(List.of(Peak.of("Snowcrown", 12000, 11000, 3400), Peak.of("Greyhorn", 24000, 9000, 2900),
                            Peak.of("Tarnfell", 20000, 17000, 2600)))
                    .withTarns(List.of(Tarn.of(16000, 14500, 150))));
    static final HeightFunction TILT = (x, z) -> 100 + 0.01 * x;
    static final Mountains SETTINGS = Mountains.standard().withSeed(42).withThreads(2);

    static MountainGroup built;

    @BeforeAll
    static void build() {
        List<MountainGroup> groups = SETTINGS.build(MASSIF, TILT, org.terrain4j.api.ProgressListener.NONE);
        assertEquals(1, groups.size());
        built = groups.get(0);
    }

    @Test
    void everyNamedSummitIsPinnedToItsElevationWithinAMillimetre() {
        HeightFunction ground = built.onto(TILT);
        for (Peak p : MASSIF.get(0).peaks()) {
            assertEquals(p.elevation(), ground.height(p.x(), p.z()), MM, p.name());
        }
    }

    @Test
    void nothingWithinTwoAndAHalfKilometresStandsAboveANamedSummit() {
        Heightfield relief = built.relief();
        double x0 = relief.frame().originX();
        double z0 = relief.frame().originZ();
        double s = relief.frame().spacingX();
        for (Peak p : MASSIF.get(0).peaks()) {
            double highest = Double.NEGATIVE_INFINITY;
            int inside = 0;
            for (int r = 0; r < relief.rows(); r++) {
                for (int c = 0; c < relief.columns(); c++) {
                    double x = x0 + c * s;
                    double z = z0 + r * s;
                    if (Math.hypot(x - p.x(), z - p.z()) <= Mountains.CROWN_INNER_M) {
                        inside++;
                        // Total height everywhere, the summit's own cell included (issue 30: its
                        // corners stood up to 2 m above the summit on this tilted land).
                        double total = relief.get(c, r) + TILT.height(x, z);
                        highest = Math.max(highest, total - p.elevation());
                    }
                }
            }
            assertTrue(inside > 400, "samples within 2.5 km: " + inside);
            assertTrue(highest <= MM, p.name() + " is topped by " + highest + " m");
        }
    }

    @Test
    void generatedSummitsKeepClearOfNamedOnesAndStandLower() {
        List<RangeSummit> s = built.summits();
        long generated = s.stream().filter(x -> !x.authored()).count();
        assertTrue(generated >= 10, "generated summits: " + generated);
        for (RangeSummit q : s) {
            if (!q.authored()) {
                continue;
            }
            for (RangeSummit g : s) {
                if (g.authored()) {
                    continue;
                }
                double d = Math.hypot(g.x() - q.x(), g.z() - q.z());
                assertTrue(d >= Mountains.GENERATED_CLEARANCE_M, "generated summit " + d + " m from " + q.name());
                if (d < q.relief() / Mountains.FLANK_SLOPE) {
                    assertTrue(g.relief() < q.relief(), "generated " + g.relief() + " under " + q.name());
                }
            }
        }
    }

    @Test
    void ridgesFormTheMinimumSpanningTreeOfTheTriangulationUnderTheCost() {
        List<RangeSummit> s = built.summits();
        int n = s.size();
        double[] x = new double[n];
        double[] z = new double[n];
        double[] crest = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = s.get(i).x();
            z[i] = s.get(i).z();
            crest[i] = s.get(i).relief();
        }
        // Independent: brute-force Delaunay by empty circumcircles, then Prim.
        Set<Long> delaunay = RidgeGraphTest.bruteDelaunay(x, z);
        List<RidgeGraph.Edge> edges = new java.util.ArrayList<>();
        for (long k : delaunay) {
            int p = (int) (k >>> 32);
            int q = (int) k;
            edges.add(new RidgeGraph.Edge(p, q, Math.hypot(x[p] - x[q], z[p] - z[q])));
        }
        Set<Long> expected = RidgeGraphTest.prim(n, edges, crest);
        Set<Long> tree = new HashSet<>();
        for (Ridge r : built.ridges()) {
            assertTrue(r.from() < r.to());
            assertTrue(delaunay.contains(RidgeGraphTest.key(r.from(), r.to())), "ridge on a Delaunay edge");
            if (!r.spur()) {
                tree.add(RidgeGraphTest.key(r.from(), r.to()));
            }
        }
        assertEquals(expected, tree);
    }

    @Test
    void reliefIsFiniteNonNegativeAndZeroAtTheGridEdge() {
        Heightfield r = built.relief();
        for (int row = 0; row < r.rows(); row++) {
            for (int c = 0; c < r.columns(); c++) {
                double v = r.get(c, row);
                assertTrue(Double.isFinite(v) && v >= 0, "relief " + v);
                if (row == 0 || c == 0 || row == r.rows() - 1 || c == r.columns() - 1) {
                    assertEquals(0, v, 1e-6, "edge sample " + c + "," + row);
                }
            }
        }
        assertTrue(r.statistics().max() > 2500);
    }

    @Test
    void sameSeedGivesTheSameBitsOnOneTwoAndFourThreads() {
        for (int threads : new int[] {1, 4}) {
            MountainGroup g = SETTINGS.withThreads(threads).build(MASSIF, TILT,
                    org.terrain4j.api.ProgressListener.NONE).get(0);
            assertArrayEquals(built.relief().toArray(), g.relief().toArray(), "threads " + threads);
            assertArrayEquals(built.uplift().toArray(), g.uplift().toArray(), "threads " + threads);
            assertEquals(built.summits(), g.summits());
            assertEquals(built.ridges(), g.ridges());
        }
        MountainGroup other = SETTINGS.withSeed(43).build(MASSIF, TILT, org.terrain4j.api.ProgressListener.NONE).get(0);
        assertFalse(java.util.Arrays.equals(built.relief().toArray(), other.relief().toArray()), "seed matters");
    }

    @Test
    void ringRangeWrapsAroundItsAxis() {
        double c = 120000;
        MountainRange girdle = MountainRange.ring("Girdle", -8000, 8000, 2000).withPeakDensity(3)
                .withPeaks(List.of(Peak.of("Seam", 500, 0, 2600)));
        MountainGroup g = Mountains.standard().withSpacing(400).withCircumference(c).withSeed(7).build(List.of(girdle))
                .get(0);
        assertTrue(g.ring());
        assertEquals(c, g.relief().columns() * g.relief().frame().spacingX(), 1e-6);
        HeightFunction f = g.heightFunction();
        assertEquals(2600, f.height(500, 0), MM);
        assertEquals(2600, f.height(500 + c, 0), MM);
        assertEquals(2600, f.height(500 - c, 0), MM);
        // Continuous across the seam: the last column and the first differ no more than neighbours do.
        Heightfield r = g.relief();
        double seam = 0;
        double inner = 0;
        for (int row = 0; row < r.rows(); row++) {
            seam = Math.max(seam, Math.abs(r.get(0, row) - r.get(r.columns() - 1, row)));
            inner = Math.max(inner, Math.abs(r.get(1, row) - r.get(0, row)));
            inner = Math.max(inner, Math.abs(r.get(r.columns() - 1, row) - r.get(r.columns() - 2, row)));
        }
        assertTrue(seam <= 2 * inner + 1, "step across the seam " + seam + " vs " + inner);
        // Generated summits run along the band's centre line, within a quarter of its half-width.
        long generated = g.summits().stream().filter(sm -> !sm.authored()).count();
        assertTrue(generated >= 10, "generated: " + generated);
        for (RangeSummit sm : g.summits()) {
            if (!sm.authored()) {
                assertTrue(Math.abs(sm.z()) <= 8000 * 0.25 + 1e-9, "off the centre line: " + sm);
                assertTrue(sm.x() >= 0 && sm.x() < c, "x wrapped into the ring: " + sm);
            }
        }
        boolean crosses = g.ridges().stream().anyMatch(rd -> Math.abs(g.summits().get(rd.from()).x()
                - g.summits().get(rd.to()).x()) > c / 2);
        assertTrue(crosses, "a ridge crosses the seam");
    }

    @Test
    void overlappingRangesAreOneGroupAndSeparateOnesAreNot() {
        MountainRange a = MountainRange.massif("A", Shapes.circle(0, 0, 6000), 1500);
        MountainRange b = MountainRange.massif("B", Shapes.circle(9000, 0, 6000), 1800);
        MountainRange far = MountainRange.massif("Far", Shapes.circle(200000, 0, 5000), 1500);
        List<MountainGroup> groups = Mountains.standard().withSpacing(400).build(List.of(a, far, b));
        assertEquals(2, groups.size());
        assertEquals(Set.of("A", "B"), Set.copyOf(groups.get(0).names()));
        assertEquals(List.of("Far"), groups.get(1).names());
    }

    @Test
    void badInputIsRefusedNamingTheParameter() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MountainRange.massif("A", Shapes.circle(0, 0, 5000), Double.NaN));
        assertTrue(e.getMessage().contains("height"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Mountains.standard().withSpacing(0));
        assertTrue(e.getMessage().contains("spacing"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MountainRange.ring("R", 0, 1000, 900).withRuggedness(1.5));
        assertTrue(e.getMessage().contains("ruggedness"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Mountains.standard().build(List.of(MountainRange.ring("R", 0, 9000, 900))));
        assertTrue(e.getMessage().contains("circumference"), e.getMessage());
        MountainRange close = MountainRange.massif("C", Shapes.circle(0, 0, 9000), 1500)
                .withPeaks(List.of(Peak.of("P", 0, 0, 2000), Peak.of("Q", 1000, 0, 2100)));
        e = assertThrows(IllegalArgumentException.class, () -> Mountains.standard().build(List.of(close)));
        assertTrue(e.getMessage().contains("'P'") && e.getMessage().contains("'Q'"), e.getMessage());
        MountainRange sunk = MountainRange.massif("S", Shapes.circle(0, 0, 9000), 1500)
                .withPeaks(List.of(Peak.of("Low", 0, 0, 50)));
        e = assertThrows(IllegalArgumentException.class,
                () -> Mountains.standard().build(List.of(sunk), (x, z) -> 80, org.terrain4j.api.ProgressListener.NONE));
        assertTrue(e.getMessage().contains("Low"), e.getMessage());
    }

    /**
     * Review leftover: the library's mountain-range messages printed numbers in Java's double form
     * ("at least 2500.0 m apart", "elevation 50.0 m, land there 80.0 m", "peakDensity must be in
     * [0.0, 1000.0], was 2500.0"); they now write them as the rest of the library's messages do,
     * whole numbers without a fraction and others as they read back.
     */
    @Test
    void mountainRangeMessagesWriteWholeNumbersWithoutAFraction() {
        MountainRange close = MountainRange.massif("C", Shapes.circle(0, 0, 9000), 1500)
                .withPeaks(List.of(Peak.of("P", 0, 0, 2000), Peak.of("Q", 1000, 0, 2100)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mountains.standard().build(List.of(close)));
        assertEquals("peaks 'P' (2000 m) and 'Q' (2100 m) are 1000 m apart; the higher one's flank, falling at most 50°,"
                + " would stand above 'P' within 2500 m of it: they must be at least 3318 m apart (or nearer in"
                + " elevation)", e.getMessage());
        MountainRange sunk = MountainRange.massif("S", Shapes.circle(0, 0, 9000), 1500)
                .withPeaks(List.of(Peak.of("Low", 0, 0, 50)));
        e = assertThrows(IllegalArgumentException.class,
                () -> Mountains.standard().build(List.of(sunk), (x, z) -> 80.5, org.terrain4j.api.ProgressListener.NONE));
        assertEquals("peak 'Low' of range 'S' must stand above the land: elevation 50 m, land there 80.5 m",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> MountainRange.massif("A", Shapes.circle(0, 0, 5000), 1500).withPeakDensity(2500));
        assertEquals("peakDensity must be in [0, 1000], was 2500", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Peak.of("P", 0, 0, 2e5));
        assertEquals("elevation must be in (0, 1e5] m, was 200000", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MountainRange.ring("R", 2000, 1000, 900));
        assertEquals("zTo must be > zFrom (2000), was 1000", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MountainRange.ring("R", 0, 1000, 900)
                .withPeaks(List.of(Peak.of("Out", 0, 1500, 2000))));
        assertEquals("peaks[0] ('Out') at z 1500 m lies outside the band 0 < z < 1000 m: a named summit must stand"
                + " inside its range", e.getMessage());
    }

    /**
     * Review 6, finding 22: a peak at x 1e39 lay "1000000000000000000000000000000000000000 m outside the
     * outline" (the distance in %.0f); a distance of a million metres or more is now written in six
     * significant digits, as the rest of the message writes its numbers, and a nearer one in whole metres.
     */
    @Test
    void review6APeakFarOutsideTheOutlineHasItsDistanceInSixDigits() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MountainRange.massif("M", Shapes.circle(0, 0, 5000), 1500)
                        .withPeaks(List.of(Peak.of("Far", 1e39, 0, 2000))));
        assertEquals("peaks[0] ('Far') at (1.0E39, 0) m lies 1e+39 m outside the outline: a named summit must"
                + " stand inside its range or less than 2000 m outside its outline", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MountainRange.massif("M", Shapes.circle(0, 0, 5000),
                1500).withPeaks(List.of(Peak.of("Near", 12345.6, 0, 2000))));
        assertTrue(e.getMessage().contains(" lies 7346 m outside"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> MountainRange.massif("M", Shapes.circle(0, 0, 5000),
                1500).withPeaks(List.of(Peak.of("Mid", 123456789, 0, 2000))));
        assertTrue(e.getMessage().contains(" lies 1.23452e+08 m outside"), e.getMessage());
    }

    @Test
    void aTarnKeepsItsShelfAtTheUncutFieldsHeight() {
        // Far from every named summit, so only the shelf acts there.
        MountainRange plain = MountainRange.massif("Shelf", Shapes.circle(0, 0, 15000), 2000).withPeakDensity(6);
        Mountains m = Mountains.standard().withSpacing(400).withSeed(9);
        MountainGroup cut = m.build(List.of(plain)).get(0);
        // The tarn goes where erosion cut deepest below the uncut field, in a valley.
        Heightfield u = cut.uplift();
        double tx = 0;
        double tz = 0;
        double deepest = 0;
        for (int row = 0; row < u.rows(); row++) {
            for (int c = 0; c < u.columns(); c++) {
                double x = u.frame().x(c);
                double z = u.frame().z(row);
                double cutBy = u.get(c, row) - cut.relief().get(c, row);
                if (Math.hypot(x, z) < 8000 && cutBy > deepest) {
                    deepest = cutBy;
                    tx = x;
                    tz = z;
                }
            }
        }
        assertTrue(deepest > 100, "erosion cut a valley: " + deepest);
        double cx = tx;
        double cz = tz;
        MountainGroup kept = m.build(List.of(plain.withTarns(List.of(Tarn.of(cx, cz, 300))))).get(0);
        double shelf = u.heightAt(cx, cz, org.terrain4j.api.EdgePolicy.clamp());
        Heightfield r = kept.relief();
        // level at the shelf, or lower as far as 1.05 times the uncut field asks on the bench
        for (int row = 0; row < r.rows(); row++) {
            for (int c = 0; c < r.columns(); c++) {
                if (Math.hypot(r.frame().x(c) - cx, r.frame().z(row) - cz) <= 300 + 600) {
                    shelf = Math.min(shelf, Summits.SHELF_FILL * u.get(c, row));
                }
            }
        }
        int checked = 0;
        for (int row = 0; row < r.rows(); row++) {
            for (int c = 0; c < r.columns(); c++) {
                double x = r.frame().x(c);
                double z = r.frame().z(row);
                double d = Math.hypot(x - cx, z - cz);
                if (d <= 300 + 600) {
                    assertEquals(shelf, r.get(c, row), MM, "shelf sample");
                    checked++;
                }
                if (d > 300 + 600 + 2500) {
                    assertEquals(cut.relief().get(c, row), r.get(c, row), 0.0, "untouched beyond the shelf");
                }
            }
        }
        assertTrue(checked >= 12, "samples on the shelf: " + checked);
    }

    @Test
    void cancellingStopsTheBuild() {
        org.terrain4j.api.ProgressListener cancel = new org.terrain4j.api.ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> SETTINGS.build(MASSIF, TILT, cancel));
    }
}
