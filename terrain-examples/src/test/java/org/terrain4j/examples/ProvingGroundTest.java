package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.playspace.Criterion;
import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;

/**
 * The plain Proving Ground (seed 004), built once at its full grid (2001 × 2001 samples 2 m apart; about
 * 7 s on two cores) and measured (about 7 s).
 */
class ProvingGroundTest {

    static final long SEED = 4;
    static Heightfield plain;
    static PlaySpaceReport report;

    @BeforeAll
    static void build() {
        long t0 = System.nanoTime();
        plain = ProvingGround.create(SEED).withThreads(2).plain(ProgressListener.NONE);
        long t1 = System.nanoTime();
        report = PlaySpace.standard().withThreads(2).measure(plain, ProvingGround.START);
        long t2 = System.nanoTime();
        System.out.printf("Proving Ground seed %d: built in %.1f s, measured in %.1f s%n%s%n", SEED, (t1 - t0) / 1e9,
                (t2 - t1) / 1e9, report.table());
    }

    static long crc(float[] data) {
        ByteBuffer b = ByteBuffer.allocate(data.length * 4);
        for (float v : data) {
            b.putInt(Float.floatToRawIntBits(v));
        }
        CRC32 crc = new CRC32();
        crc.update(b.array());
        return crc.getValue();
    }

    private static double at(double x, double z) {
        int c = (int) Math.round((x + ProvingGround.SIDE / 2) / ProvingGround.SPACING);
        int r = (int) Math.round((z + ProvingGround.SIDE / 2) / ProvingGround.SPACING);
        return plain.get(c, r);
    }

    @Test
    void theIslandIsFourKilometresAtTwoMetresWithSeaAllRound() {
        assertEquals(2001, plain.columns());
        assertEquals(2001, plain.rows());
        assertEquals(2, plain.frame().spacingX());
        assertEquals(-2000, plain.frame().x(0));
        assertEquals(2000, plain.frame().z(2000));
        for (int k = 0; k <= 2000; k += 40) {
            assertTrue(plain.get(k, 0) < 0 && plain.get(0, k) < 0 && plain.get(k, 2000) < 0 && plain.get(2000, k) < 0,
                    "sea along the edge at " + k);
        }
        assertTrue(at(0, 0) > 0, "land in the middle");
        for (int i = 0; i < plain.columns() * plain.rows(); i += 997) {
            assertTrue(Double.isFinite(plain.get(i % 2001, i / 2001)));
        }
    }

    @Test
    void theWestRidgeStandsAtItsNamedHeightAndIsTheHighestGround() {
        // Named 330 m. The stream power's hillslope diffusion rounds the mountains' pinned spike to 303 m (seed 4);
        // the build brings it back with a 600 m bump before thermal weathering, which does not reach a round top, and
        // the lakes leave a summit alone: so the ground at the summit's point is its named height, and the highest
        // ground of the island stands beside it, a little above it (the bump also raised the round top's shoulder,
        // a few metres east, that stood 2 m over the point).
        assertEquals(ProvingGround.WEST_RIDGE_TOP, at(ProvingGround.WEST_RIDGE_X, ProvingGround.WEST_RIDGE_Z), 1e-3);
        double top = plain.max();
        assertTrue(top >= ProvingGround.WEST_RIDGE_TOP && top < ProvingGround.WEST_RIDGE_TOP + 3, "highest ground " + top);
        double ridge = 0;
        for (int dz = -100; dz <= 100; dz += 2) {
            for (int dx = -100; dx <= 100; dx += 2) {
                ridge = Math.max(ridge, at(ProvingGround.WEST_RIDGE_X + dx, ProvingGround.WEST_RIDGE_Z + dz));
            }
        }
        assertEquals(top, ridge, 1e-3, "the highest ground is within 100 m of the West Ridge's named summit");
    }

    @Test
    void aNamedSummitIsPinnedByASmoothBumpThatReachesNoFartherThanItsRadius() {
        // A worked grid: a paraboloid 100 m high at its middle, 161 × 161 samples 10 m apart; a named summit of 140 m
        // between nodes at (13, -7) m. After the pin the bilinear ground there is 140 m (to 0.1 mm), samples the pin's
        // radius or more from it are unchanged, and between, each moved by the kernel's share of the summit's first correction
        // or less (later passes add the small rest).
        int side = 161;
        org.terrain4j.api.GridFrame frame = org.terrain4j.api.GridFrame.centred(side, side, 10);
        float[] g = new float[side * side];
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                double x = frame.x(c);
                double z = frame.z(r);
                g[r * side + c] = (float) (100 - (x * x + z * z) / 16000);
            }
        }
        float[] before = g.clone();
        java.util.List<org.terrain4j.features.mountains.MountainRange> ranges = java.util.List.of(
                org.terrain4j.features.mountains.MountainRange.massif("Test", org.terrain4j.features.Shapes.capsule(0, -200, 0,
                        200, 300), 50).withPeaks(java.util.List.of(org.terrain4j.features.mountains.Peak.of("Top", 13,
                                -7, 140))));
        double first = 140 - ProvingGround.bilinear(g, side, frame.column(13), frame.row(-7));
        ProvingGround.pinSummits(g, side, frame, ranges);
        assertEquals(140, ProvingGround.bilinear(g, side, frame.column(13), frame.row(-7)), 1e-4);
        int moved = 0;
        int kept = 0;
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                double d = Math.hypot(frame.x(c) - 13, frame.z(r) + 7);
                double change = g[r * side + c] - before[r * side + c];
                if (d >= ProvingGround.SUMMIT_PIN_RADIUS) {
                    assertEquals(0, change, 0, "sample (" + c + ", " + r + "), " + d + " m away");
                    kept++;
                } else {
                    assertEquals(first * ProvingGround.summitKernel(d), change, 0.05 * first, "sample (" + c + ", " + r
                            + ")");
                    moved++;
                }
            }
        }
        assertTrue(moved > 10000 && kept > 4000, moved + " samples moved, " + kept + " kept");
        assertEquals(1, ProvingGround.summitKernel(0), 0);
        assertEquals(0.5, ProvingGround.summitKernel(ProvingGround.SUMMIT_PIN_RADIUS / 2), 1e-12);
        assertEquals(0, ProvingGround.summitKernel(ProvingGround.SUMMIT_PIN_RADIUS), 0);
        assertEquals(0.15625, ProvingGround.summitKernel(0.75 * ProvingGround.SUMMIT_PIN_RADIUS), 1e-12);
    }

    @Test
    void everyDepressionLeftIsALakeByTheMeasuresRule() {
        // Independent check of the lake cut: refill, label the raised samples 4- and 8-connected by a plain
        // flood, and every group must be at least 1 m deep somewhere and cover at least 2500 m².
        float[] h = plain.toArray();
        float[] f = DepressionFill.flat().filled(DrainageGrid.of(2001, 2001, 2, 2), h);
        boolean[] seen = new boolean[h.length];
        int lakes = 0;
        int[] stack = new int[h.length];
        for (int s = 0; s < h.length; s++) {
            if (seen[s] || !(f[s] > h[s])) {
                continue;
            }
            int top = 0;
            stack[top++] = s;
            seen[s] = true;
            int count = 0;
            double deepest = 0;
            while (top > 0) {
                int i = stack[--top];
                count++;
                deepest = Math.max(deepest, f[i] - h[i]);
                int r = i / 2001;
                int c = i % 2001;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int rr = r + dr;
                        int cc = c + dc;
                        if (rr >= 0 && rr < 2001 && cc >= 0 && cc < 2001) {
                            int j = rr * 2001 + cc;
                            if (!seen[j] && f[j] > h[j]) {
                                seen[j] = true;
                                stack[top++] = j;
                            }
                        }
                    }
                }
            }
            assertTrue(deepest >= ProvingGround.LAKE_DEPTH && count * 4.0 >= ProvingGround.LAKE_AREA,
                    "a depression of " + count + " samples, " + deepest + " m deep, at sample " + s);
            lakes++;
        }
        System.out.println("Proving Ground seed " + SEED + ": " + lakes + " lakes");
    }

    @Test
    void lakesAreKeptAndPuddlesFilledOnAWorkedGrid() {
        // 60 × 60 samples 2 m apart, ground at 10 m, sea (−1 m) along the west column: a pit 2 m deep over
        // 30 × 30 samples (3600 m², a lake), a pit 3 m deep of 5 × 5 samples (100 m², too small), a pit
        // 0.5 m deep of 20 × 20 (shallow).
        int n = 60;
        float[] h = new float[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                float v = c == 0 ? -1 : 10;
                if (r >= 5 && r < 35 && c >= 5 && c < 35) {
                    v = 8;
                } else if (r >= 45 && r < 50 && c >= 45 && c < 50) {
                    v = 7;
                } else if (r >= 38 && r < 58 && c >= 10 && c < 30) {
                    v = 9.5f;
                }
                h[r * n + c] = v;
            }
        }
        float[] cut = h.clone();
        ProvingGround.cutLakes(cut, n, n, 4);
        for (int i = 0; i < h.length; i++) {
            int r = i / n;
            int c = i % n;
            boolean lake = r >= 5 && r < 35 && c >= 5 && c < 35;
            assertEquals(lake ? 8 : c == 0 ? -1 : 10, cut[i], 0, "sample (" + c + ", " + r + ")");
        }
    }

    @Test
    void catmullRomPassesThroughTheNodesAndKeepsAPlane() {
        int side = 7;
        float[] g = new float[side * side];
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                g[r * side + c] = (float) (3 + 0.5 * c - 0.25 * r);
            }
        }
        for (double v = 1; v <= 5; v += 0.125) {
            for (double u = 1; u <= 5; u += 0.125) {
                assertEquals(3 + 0.5 * u - 0.25 * v, ProvingGround.bicubic(g, side, u, v), 1e-9, u + ", " + v);
            }
        }
        g[3 * side + 2] = 42;
        assertEquals(42, ProvingGround.bicubic(g, side, 2, 3), 0);
    }

    @Test
    void theSameSeedGivesTheSameBitsOnOneThreadAndAnotherSeedAnotherIsland() {
        Heightfield one = ProvingGround.create(SEED).withThreads(1).plain(ProgressListener.NONE);
        assertArrayEquals(plain.toArray(), one.toArray());
        // A deliberate golden pin of seed 4 (CRC32 of the float bits, and samples): a change on purpose updates it
        // and says why in its commit message.
        assertEquals(PIN_CRC, crc(plain.toArray()));
        assertEquals(PIN_MIDDLE, plain.get(1000, 1000), 0);
        assertEquals(PIN_RIDGE, (float) at(ProvingGround.WEST_RIDGE_X, ProvingGround.WEST_RIDGE_Z), 0);
    }

    @Test
    void anotherSeedGivesAnotherCoastAndGround() {
        ProvingGround other = ProvingGround.create(5);
        ProvingGround mine = ProvingGround.create(SEED);
        int differ = 0;
        for (int k = 0; k < 100; k++) {
            double x = -1400 + 28 * k;
            if (other.lowland(x, 300) != mine.lowland(x, 300)) {
                differ++;
            }
        }
        assertTrue(differ > 90, differ + " of 100 lowland samples differ");
    }

    @Test
    void badThreadCountsAreRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ProvingGround.create(1).withThreads(0));
        assertTrue(e.getMessage().contains("threads"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ProvingGround.create(1).withThreads(257));
        assertThrows(NullPointerException.class, () -> ProvingGround.create(1).plain(null));
    }

    @Test
    void thePlainIsMeasuredAndPassesTheGate() {
        // The plain report is recorded in the commit and the note; here only what must hold of any plain
        // Proving Ground: all 21 tests are scored, the gate passes (easy ground at least half the land, almost
        // all walkable ground reached), and it is a plain — it does not pass all 21.
        assertEquals(21, report.tests().size());
        assertTrue(report.gate().passed(), report.gate().toString());
        assertTrue(report.passed() < 21, report.table());
        assertTrue(report.test(Criterion.EASY_GROUND).value() > 0.5);
        assertFalse(report.routes().isEmpty());
    }

    @Test
    void aLookoutShapedInsideTheErosionStepLowersNoSummitAndKeepsTheGate() {
        // Seed 004: the lookout only fills, so no summit is lowered. Here: the West Ridge lookout with its way up the
        // route the measure walks, shaped before thermal weathering and the lakes.
        ProvingGround pg = ProvingGround.create(SEED).withThreads(2);
        float[] before = pg.beforeShaping(ProgressListener.NONE);
        org.terrain4j.analysis.playspace.Vantage top = report.vantages().stream()
                .max(java.util.Comparator.comparingDouble(org.terrain4j.analysis.playspace.Vantage::height))
                .orElseThrow();
        java.util.List<org.terrain4j.api.GroundPoint> way = report.routes().stream()
                .filter(r -> r.target().startsWith("landmark 0")).findFirst().orElseThrow().samples();
        FeaturePlan plan = FeaturePlan.NONE.withLookout(
                org.terrain4j.features.play.Lookout.at(top.top().x(), top.top().z()).withRoute(way));
        Heightfield featured = pg.finish(before, plan, ProgressListener.NONE);
        assertTrue(featured.max() >= plain.max() - 1e-4, featured.max() + " against " + plain.max());
        double mostFill = 0;
        int lowered = 0;
        for (int i = 0; i < 2001 * 2001; i += 3) {
            double d = featured.get(i % 2001, i / 2001) - plain.get(i % 2001, i / 2001);
            mostFill = Math.max(mostFill, d);
            if (d < -0.5) {
                lowered++;
            }
        }
        // On seed 4 the West Ridge's top is round and most of its flank toward the start gentler than the ramp's
        // 22°, so the lookout levels the top and fills little (6.2 m at most on every third sample, measured); the
        // seed's ridge needed up to 30 m.
        assertTrue(mostFill <= 30 + 1, "fill " + mostFill + " m");
        assertEquals(0, lowered, "samples more than 0.5 m lower");
        PlaySpaceReport after = PlaySpace.standard().withThreads(2).measure(featured, ProvingGround.START)
                .withBaseline(report);
        System.out.printf("lookout: vantage coverage %.3f -> %.3f, easy %.3f -> %.3f, most fill %.2f m%n",
                report.test(Criterion.VANTAGE_COVERAGE).value(), after.test(Criterion.VANTAGE_COVERAGE).value(),
                report.gate().easyShare(), after.gate().easyShare(), mostFill);
        // Not asserted, a finding (issue 31): on seed 4 the lookout widens the vantages' view 0.655 -> 0.674
        // (measured; the seed's lookout 0.66 -> 0.77).
        assertTrue(after.gate().passed(), after.gate().toString());
    }

    // Moved on purpose when the ranges' routing jitter widened (issue 30's grid lean,
    // SteadyStateRelief.TIE_JITTER 0.15 -> 0.25): CRC 1965928857 -> 1332181604, middle 118.944084 -> 117.49288 m;
    // and again when every range's grid was put on its spacing's lattice (issue 30's second review):
    // -> 3296617168, middle 116.50710 m; and again when ridges were laid only on ground the ranges' outlines hold
    // (issue 31: the straight crest across the lowland from the West Ridge to the East Hills is gone):
    // -> 218539032, middle 119.05730 m.
    static final long PIN_CRC = 218539032L;
    static final float PIN_MIDDLE = 119.05729675292969f;
    static final float PIN_RIDGE = 330.0f;
}
