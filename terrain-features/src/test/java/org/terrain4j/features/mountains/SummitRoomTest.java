package org.terrain4j.features.mountains;

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
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Shapes;

/**
 * A named summit's flanks within the uplift field (issue 30's seventh review): where the field fell
 * faster than the summit's 50° cone, the ground the cone kept stood over 1.05 times the field (a 4 000 m
 * summit in a 6 km ring band: its edge rows 563 m over; two summits at the least distance apart: 88 m).
 * The field is now raised under the cone before the erosion ({@link Summits#support}), and a summit whose
 * cone would still stand above the land at its grid's edge is refused ({@link RangeBuilder#roomFor}).
 */
class SummitRoomTest {

    static final double TAN50 = Math.tan(Math.toRadians(50));

    static Stream<Named<Long>> seeds() {
        return new SplittableRandom(30_7L).longs(6).mapToObj(s -> Named.of("seed " + s, s));
    }

    /**
     * Brute force: on a bumpy field under tilted land, the raised field F is the least surface at or
     * above the field and at or above {@code (top − land) / 1.05} on the summit's levelled nodes (its
     * cell's corners, as the summit lies on a node, a line or inside a cell) such that 1.05 F plus the
     * land nowhere falls steeper than tan 50°: each node ends at the highest of those seeds less
     * tan 50° times its distance, found here over every pair of nodes.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void theFieldIsRaisedToTheLeastSurfaceTheThresholdSlopeAllowsUnderTheSummit(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean ring = rnd.nextBoolean();
        GroupGrid g = new GroupGrid(0, 0, 100, 120, 60, 40, ring ? 6000 : 0);
        double tilt = rnd.nextDouble(-0.05, 0.05);
        HeightFunction land = (x, z) -> 200 + tilt * x;
        float[] under = new float[g.size()];
        float[] field = new float[g.size()];
        double[][] bumps = new double[5][];
        for (int b = 0; b < bumps.length; b++) {
            bumps[b] = new double[] {rnd.nextDouble(0, 6000), rnd.nextDouble(0, 4800), rnd.nextDouble(200, 1500),
                rnd.nextDouble(300, 1500)};
        }
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.columns; c++) {
                under[r * g.columns + c] = (float) land.height(g.x(c), g.z(r));
                double v = 0;
                for (double[] b : bumps) {
                    v = Math.max(v, b[2] * Math.max(0, 1 - g.distance(b[0], b[1], g.x(c), g.z(r)) / b[3] / 2));
                }
                field[r * g.columns + c] = (float) v;
            }
        }
        // on a node, on a column's line, inside a cell
        double[][] at = {{3000, 2400}, {2500, 1200 + rnd.nextDouble(1, 119)},
            {4000 + rnd.nextDouble(1, 99), 3600 + rnd.nextDouble(1, 119)}};
        int which = rnd.nextInt(3);
        double sx = at[which][0];
        double sz = at[which][1];
        double relief = rnd.nextDouble(1500, 4000);
        Summit s = new Summit("S", new GroundPoint(sx, sz), relief, true);
        float[] before = field.clone();
        Summits.support(g, field, List.of(s), under, land);
        double top = land.height(sx, sz) + relief;
        double cx0 = Math.floor(sx / 100) * 100;
        double cx1 = sx == cx0 ? cx0 : cx0 + 100;
        double cz0 = Math.floor(sz / 120) * 120;
        double cz1 = sz == cz0 ? cz0 : cz0 + 120;
        double[] seedOf = new double[g.size()];
        int corners = 0;
        for (int k = 0; k < g.size(); k++) {
            double x = g.x(k % g.columns);
            double z = g.z(k / g.columns);
            seedOf[k] = 1.05 * before[k] + under[k];
            if (x >= cx0 && x <= cx1 && z >= cz0 && z <= cz1) {
                seedOf[k] = Math.max(seedOf[k], top);
                corners++;
            }
        }
        assertEquals(which == 0 ? 1 : which == 1 ? 2 : 4, corners, "the summit's levelled nodes");
        int raised = 0;
        double worst = 0;
        for (int i = 0; i < g.size(); i++) {
            double xi = g.x(i % g.columns);
            double zi = g.z(i / g.columns);
            double least = seedOf[i];
            for (int j = 0; j < g.size(); j++) {
                least = Math.max(least, seedOf[j] - TAN50 * g.distance(xi, zi, g.x(j % g.columns), g.z(j / g.columns)));
            }
            double got = 1.05 * field[i] + under[i];
            worst = Math.max(worst, Math.abs(got - least));
            assertTrue(field[i] >= before[i], "nothing is lowered");
            if (field[i] > before[i]) {
                raised++;
            }
        }
        // the raise propagates distances from neighbours (SteadyStateRelief.limitSlope): exact to float
        // rounding on surfaces this smooth
        assertTrue(worst < 0.01, "1.05 x the field stands up to " + worst + " m off the least surface");
        assertTrue(raised > 50, "the summit's cone raised " + raised + " nodes");
    }

    @Test
    void aSummitTooNearItsBandsEdgeIsRefusedBeforeAnyWork() {
        // the review's spec: a 60 km ring, band ±3 000 m, one 4 000 m summit in its middle, 100 m spacing;
        // it needs 4 000 / tan 50° + 141.4 m = 3 497.8 m to its edges
        Mountains m = Mountains.standard().withSeed(1).withSpacing(100).withCircumference(60000).withThreads(1);
        MountainRange band = MountainRange.ring("R", -3000, 3000, 3500).withPeaks(List.of(Peak.of("A", 30000, 0, 4000)));
        boolean[] started = {false};
        ProgressListener watch = new ProgressListener() {
            @Override
            public void progress(double fraction, String stage) {
                started[0] = true;
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.build(List.of(band), (x, z) -> 0, watch));
        assertTrue(e.getMessage().contains("peak 'A' of range 'R' (4000 m) stands 3000 m from the edge")
                && e.getMessage().contains("at least 3498 m from the edge")
                && e.getMessage().contains("up to " + Math.round(4000 - TAN50 * (3000 - Math.sqrt(2) * 100))
                        + " m above the land"), e.getMessage());
        assertTrue(!started[0], "refused before any work");
        // on land 200 m high the summit's relief is 3 800 m: 3 188.6 + 141.4 = 3 330 m
        IllegalArgumentException high = assertThrows(IllegalArgumentException.class,
                () -> m.build(List.of(band), (x, z) -> 200, ProgressListener.NONE));
        assertTrue(high.getMessage().contains("at least 3330 m from the edge"), high.getMessage());
        // 3 498 m each side is enough
        MountainGroup ok = m.build(List.of(MountainRange.ring("R", -3500, 3500, 3500)
                .withPeaks(List.of(Peak.of("A", 30000, 0, 4000))))).get(0);
        assertEquals(4000, ok.heightFunction().height(30000, 0), 1e-3);
        double over = AuthoredShapeTest.overUplift(ok);
        assertTrue(over <= 1e-3, "a sample stands " + over + " m over 1.05 x the uplift field");
    }

    @Test
    void aMassifsGridEdgeIsCheckedToo() {
        // a massif's grid reaches past its outline by the flanks' reach, so only a named summit 2 km out
        // of a small outline with land falling away could reach it; on level land nothing is refused
        Mountains m = Mountains.standard().withSpacing(200).withThreads(1);
        MountainRange small = MountainRange.massif("S", Shapes.circle(0, 0, 1000), 600)
                .withPeaks(List.of(Peak.of("Out", 2900, 0, 1500)));
        MountainGroup g = m.build(List.of(small)).get(0);
        assertEquals(1500, g.heightFunction().height(2900, 0), 1e-3);
        assertTrue(AuthoredShapeTest.overUplift(g) <= 1e-3, "over " + AuthoredShapeTest.overUplift(g));
        // land falling 60 % eastward: the cone from 1 500 m over it reaches past the grid's east edge
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.build(List.of(small), (x, z) -> -0.6 * x, ProgressListener.NONE));
        assertTrue(e.getMessage().contains("peak 'Out' of range 'S'") && e.getMessage().contains("edge"), e.getMessage());
    }

    /**
     * Two summits of a 100 m ring band, 4 000 and 3 800 m, the band just wide enough for both (±3.5 km;
     * the higher needs 3 498 m) with three tarns near its edges: the review's second spec, its band
     * widened from ±3 km. Without the raised field 124.8 m stood over 1.05 times it; now nothing, and both
     * summits are exact.
     */
    @Test
    void twoHighSummitsInAJustWideEnoughBandStayWithinTheField() {
        Mountains m = Mountains.standard().withSeed(14).withSpacing(100).withCircumference(60000).withThreads(2);
        MountainRange band = MountainRange.ring("R", -3500, 3500, 3500).withPeakDensity(8)
                .withPeaks(List.of(Peak.of("A", 30000, 0, 4000), Peak.of("B", 0, 0, 3800)))
                .withTarns(List.of(Tarn.of(55000, 3100, 120), Tarn.of(6000, -3100, 120), Tarn.of(15000, 3200, 200)));
        MountainGroup g = m.build(List.of(band)).get(0);
        assertEquals(4000, g.heightFunction().height(30000, 0), 1e-3);
        assertEquals(3800, g.heightFunction().height(0, 0), 1e-3);
        double over = AuthoredShapeTest.overUplift(g);
        assertTrue(over <= 1e-3, "a sample stands " + over + " m over 1.05 x the uplift field");
    }
}
