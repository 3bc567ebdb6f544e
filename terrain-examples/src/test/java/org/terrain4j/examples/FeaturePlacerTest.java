package org.terrain4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.play.Knoll;
import org.terrain4j.features.play.Wobble;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;

/** Seed 004's lessons about placing features: route-aware sight, and lakes where the shaped ground holds water. */
class FeaturePlacerTest {

    /**
     * A plain 1.2 km square at 4 m, 10 m up, sea round its edge, with a closed ring of cliff walls 40 m high and
     * 20 m thick round the square x, z in [−250, 250] m: the straight line from (0, 500) to (0, −500) crosses the
     * pocket inside, the walker goes round it.
     */
    static Heightfield ringLand() {
        int n = 301;
        GridFrame frame = GridFrame.centred(n, n, 4);
        float[] h = new float[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double x = frame.x(c);
                double z = frame.z(r);
                double edge = Math.min(Math.min(x + 600, 600 - x), Math.min(z + 600, 600 - z));
                double ring = Math.max(Math.abs(x), Math.abs(z));
                double ground = edge < 20 ? -2 : ring >= 230 && ring <= 250 ? 50 : 10;
                h[r * n + c] = (float) ground;
            }
        }
        return Heightfield.of(n, n, h).withFrame(frame);
    }

    @Test
    void routeAwarePlacementBeatsStraightLinePlacementInSeenShare() {
        // Seed 004: forms placed by straight lines from the start saw over ridges the routes go around and were
        // 0-14 % seen. Pick the best of the same candidate sites once by the share of the straight line's samples
        // that see them and once by the share of the route's samples, then judge both by the route.
        Heightfield land = ringLand();
        GroundPoint start = new GroundPoint(0, 500);
        GroundPoint target = new GroundPoint(0, -500);
        PlaySpaceReport report = PlaySpace.standard().withThreads(1).measure(land, start, null, List.of(target),
                ProgressListener.NONE);
        List<GroundPoint> route = report.routes().get(0).samples();
        double wide = route.stream().mapToDouble(p -> Math.abs(p.x())).max().orElseThrow();
        assertTrue(wide > 250, "the route goes round the ring: " + wide);
        List<GroundPoint> line = new ArrayList<>();
        for (double z = 500; z >= -500; z -= 50) {
            line.add(new GroundPoint(0, z));
        }
        GroundPoint byLine = null;
        GroundPoint byRoute = null;
        double bestLine = -1;
        double bestRoute = -1;
        for (double z = -500; z <= 500; z += 100) {
            for (double x = -500; x <= 500; x += 100) {
                double ring = Math.max(Math.abs(x), Math.abs(z));
                if (ring >= 220 && ring <= 260) {
                    continue;
                }
                double top = land.heightAt(x, z) + 8;
                double l = FeaturePlacer.seenShare(land, x, z, top, line);
                double r = FeaturePlacer.seenShare(land, x, z, top, route);
                if (l > bestLine) {
                    bestLine = l;
                    byLine = new GroundPoint(x, z);
                }
                if (r > bestRoute) {
                    bestRoute = r;
                    byRoute = new GroundPoint(x, z);
                }
            }
        }
        double lineSiteSeen = FeaturePlacer.seenShare(land, byLine.x(), byLine.z(), land.heightAt(byLine.x(), byLine.z()) + 8,
                route);
        double routeSiteSeen = FeaturePlacer.seenShare(land, byRoute.x(), byRoute.z(),
                land.heightAt(byRoute.x(), byRoute.z()) + 8, route);
        System.out.printf("straight-line site %s seen from %.2f of the route; route-aware site %s from %.2f%n", byLine,
                lineSiteSeen, byRoute, routeSiteSeen);
        assertTrue(Math.max(Math.abs(byLine.x()), Math.abs(byLine.z())) < 230, "the straight line picks a site in"
                + " the pocket it crosses: " + byLine);
        assertEquals(0, lineSiteSeen, 0, "which the route never sees");
        assertTrue(routeSiteSeen > 0.5, "the route-aware site is seen from most of the route: " + routeSiteSeen);
    }

    @Test
    void seenShareSeesOverFlatGroundAndNotThroughAWall() {
        Heightfield land = ringLand();
        List<GroundPoint> north = List.of(new GroundPoint(-100, 400), new GroundPoint(100, 400));
        assertEquals(1, FeaturePlacer.seenShare(land, 0, 300, 20, north), 0);
        assertEquals(0, FeaturePlacer.seenShare(land, 0, 0, 20, north), 0, "behind the ring's wall");
        assertEquals(0.5, FeaturePlacer.seenShare(land, 0, 0, 20, List.of(new GroundPoint(0, 100), north.get(0))), 0);
        assertEquals(0, FeaturePlacer.seenShare(land, 0, 0, 20, List.of(new GroundPoint(0, 3500))), 0,
                "nothing within 3 km");
    }

    @Test
    void lakesWhereTheShapedGroundHoldsWater() {
        // A trough falling 2 m per 100 m to the sea at its west end; a knoll laid across it before the lakes are
        // cut dams it, and the cut keeps the water behind the dam as a lake (at least 1 m deep over 2500 m²)
        // where the plain trough drained and kept none.
        int columns = 301;
        int rows = 101;
        GridFrame frame = GridFrame.of(0, -200, 4);
        float[] h = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double x = frame.x(c);
                double z = frame.z(r);
                h[r * columns + c] = (float) (c == 0 ? -1 : 2 + 0.02 * x + 0.0004 * z * z);
            }
        }
        float[] plain = h.clone();
        ProvingGround.cutLakes(plain, columns, rows, 16);
        assertEquals(0, lakeSamples(plain, columns, rows), "the plain trough drains to the sea");

        HeightfieldBuffer shaped = Heightfield.of(columns, rows, h.clone()).withFrame(frame).toBuffer();
        FeaturePlan dam = FeaturePlan.NONE.withForm(Knoll.at(500, 0).withHeight(8).withFlankAngle(5)
                .withWobble(Wobble.none()));
        ProvingGround.shape(shaped, dam);
        float[] cut = shaped.toArray();
        ProvingGround.cutLakes(cut, columns, rows, 16);
        int lake = lakeSamples(cut, columns, rows);
        assertTrue(lake * 16 >= ProvingGround.LAKE_AREA, lake + " lake samples behind the knoll");
    }

    /** Samples a flat fill would still raise: the lakes the cut kept. */
    private static int lakeSamples(float[] h, int columns, int rows) {
        float[] f = DepressionFill.flat().filled(DrainageGrid.of(columns, rows, 4, 4), h);
        int n = 0;
        for (int i = 0; i < h.length; i++) {
            if (f[i] > h[i]) {
                n++;
            }
        }
        return n;
    }
    /**
     * A newcomer's review (issue 31): on seed 4 an 85 m knoll was laid 170 m from the West Ridge's lookout and rose
     * 50 m above the named summit, leaving the lookout's level top on its flank. No form within
     * {@link FeaturePlacer#SPREAD} of a kept lookout's summit, as none within it of a kept form.
     */
    @Test
    void noFormStandsBesideAKeptLookoutOrAKeptForm() {
        FeaturePlan withLookout = FeaturePlan.NONE.withLookout(org.terrain4j.features.play.Lookout.at(-872, -34));
        assertTrue(FeaturePlacer.tooClose(Knoll.at(-872, 136), withLookout), "170 m from the lookout");
        assertTrue(FeaturePlacer.tooClose(Knoll.at(-872 + 399, -34), withLookout), "399 m from it");
        assertFalse(FeaturePlacer.tooClose(Knoll.at(-872 + 401, -34), withLookout), "401 m from it");
        FeaturePlan withKnoll = FeaturePlan.NONE.withForm(Knoll.at(100, 100));
        assertTrue(FeaturePlacer.tooClose(Knoll.at(100, 450), withKnoll), "350 m from a kept knoll");
        assertFalse(FeaturePlacer.tooClose(Knoll.at(100, 550), withKnoll), "450 m from it");
        assertFalse(FeaturePlacer.tooClose(Knoll.at(100, 100), FeaturePlan.NONE), "nothing kept");
    }
}
