package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;

/**
 * Issue 31: a top is seen when its crown is, so a rounded or levelled summit is seen as a cone of its
 * height is; and a lookout's view is taken from its top and from spots 4 m inside its rim (seed 004).
 */
class RoundTopsTest {

    /** The shape of a summit of height {@code h} and base radius {@code a}, at plan distance {@code d}. */
    enum Top {
        /** A straight-sided cone: its top is visible from everywhere on a plain. */
        CONE {
            @Override
            double height(double d, double h, double a) {
                return d >= a ? 0 : h * (1 - d / a);
            }
        },
        /** A rounded summit, {@code h·cos²(π d / 2a)}: level at the top, its own dome hides its highest point. */
        DOME {
            @Override
            double height(double d, double h, double a) {
                double c = Math.cos(Math.PI / 2 * Math.min(d, a) / a);
                return h * c * c;
            }
        },
        /** A cone levelled 20 m across at its top (seed 004's lookout pad): its own edge hides its middle. */
        MESA {
            @Override
            double height(double d, double h, double a) {
                return d >= a ? 0 : h * Math.min(1, (a - d) / (a - 10));
            }
        };

        abstract double height(double d, double h, double a);
    }

    private static final double SPACING = 10;
    private static final int N = 301; // 3 km: landmarks need 45 m of prominence, vantages 15 m
    private static final double[][] TOPS = {{800, 800}, {2300, 1000}, {1400, 2400}};
    private static final GroundPoint START = new GroundPoint(1500, 1500);

    /** A plain rising 0.5 % southwards with three 90 m summits 300 m in radius, none in front of another. */
    static Heightfield threeTops(Top shape) {
        double[] h = new double[N * N];
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                double x = c * SPACING;
                double z = r * SPACING;
                double v = 20 + 0.005 * z;
                for (double[] t : TOPS) {
                    v += shape.height(Math.hypot(x - t[0], z - t[1]), 90, 300);
                }
                h[r * N + c] = v;
            }
        }
        return Heightfield.of(N, N, h).withFrame(GridFrame.of(0, 0, SPACING));
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Top.class, names = {"DOME", "MESA"})
    void aRoundOrLevelledTopIsSeenAsAConeOfItsHeightIs(Top shape) {
        PlaySpace measure = PlaySpace.standard().withThreads(1);
        PlaySpaceReport cones = measure.measure(threeTops(Top.CONE), START);
        PlaySpaceReport tops = measure.measure(threeTops(shape), START);
        assertEquals(3, cones.test(Criterion.LANDMARKS).value(), cones.table());
        assertEquals(cones.test(Criterion.LANDMARKS).value(), tops.test(Criterion.LANDMARKS).value(),
                shape + "\n" + tops.landmarks() + "\ncones\n" + cones.landmarks());
        for (Landmark l : tops.landmarks()) {
            Landmark cone = cones.landmarks().stream().filter(c -> c.top().distanceTo(l.top()) < 50).findFirst()
                    .orElseThrow(() -> new AssertionError(l + " has no cone among " + cones.landmarks()));
            // seen from the same route samples but those on the summit's own upper flank
            assertEquals(cone.seenShare(), l.seenShare(), 0.15, shape + " " + l + " against " + cone);
        }
    }

    /**
     * A plateau 90 m high and 1 km across in the south of the land, with a dome of {@code dome} metres and
     * 200 m radius in its middle. Seen from the plain north of it, the plateau's rim hides a 20 m dome;
     * the ground from the dome's top back to the eye falls all the way (dome, plateau, cliff, plain), so
     * the flank rule alone, which leaves the top's own flank out of the foreground, would count it seen.
     */
    static Heightfield domeOnAPlateau(double dome) {
        double[] h = new double[N * N];
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                double x = c * SPACING;
                double z = r * SPACING;
                double d = Math.hypot(x - 1500, z - 2300);
                h[r * N + c] = 20 + 0.005 * z + 90 * Math.max(0, Math.min(1, (600 - d) / 100))
                        + Top.DOME.height(d, dome, 200);
            }
        }
        return Heightfield.of(N, N, h).withFrame(GridFrame.of(0, 0, SPACING));
    }

    @Test
    void aDomeBehindThePlateausRimStaysUnseen() {
        List<GroundPoint> north = List.of(new GroundPoint(700, 600), new GroundPoint(2300, 700),
                new GroundPoint(1500, 300));
        GroundPoint start = new GroundPoint(1500, 1000);
        GroundPoint top = new GroundPoint(1500, 2300);
        for (double dome : new double[] {20, 60}) {
            PlaySpaceReport report = PlaySpace.standard().withThreads(1).measure(domeOnAPlateau(dome), start, null,
                    north, ProgressListener.NONE);
            Landmark l = report.landmarks().stream().filter(m -> m.top().equals(top)).findFirst()
                    .orElseThrow(() -> new AssertionError(report.landmarks().toString()));
            if (dome == 20) {
                assertEquals(0, l.seenShare(), "a 20 m dome behind the rim: " + l);
                assertFalse(l.counted());
            } else {
                assertTrue(l.counted() && l.seenShare() > 0.5, "a 60 m dome shows over the rim: " + l);
            }
        }
    }

    /**
     * A lookout: a level top 48 m across, 40 m over a 1 km plain on 2 m samples, with 35° shoulders. From
     * its middle the top's own edge hides the plain within about 560 m; from 4 m inside the rim it hides
     * only the ground within about 120 m of that side.
     */
    static Heightfield lookout() {
        int n = 501;
        double[] h = new double[n * n];
        double tan = Math.tan(Math.toRadians(35));
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double d = Math.hypot(c - 250, r - 250) * 2;
                double v = d <= 24 ? 40 + 0.3 * (1 - d / 24) : Math.max(0, 40 - (d - 24) * tan);
                h[r * n + c] = 5 + 0.002 * r * 2 + v;
            }
        }
        return Heightfield.of(n, n, h).withFrame(GridFrame.of(0, 0, 2));
    }

    @Test
    void aLookoutsRimViewExceedsItsCentres() {
        Heightfield land = lookout();
        PlaySpaceReport report = PlaySpace.standard().withThreads(2).measure(land, new GroundPoint(100, 100));
        GroundPoint top = new GroundPoint(500, 500);
        Vantage v = report.vantages().stream().filter(x -> x.top().equals(top)).findFirst()
                .orElseThrow(() -> new AssertionError(report.vantages().toString()));
        assertTrue(v.reached(), v.toString());
        double centre = share(land, top);
        assertTrue(centre < 0.5, "from the middle the pad hides most of the plain: " + centre);
        assertTrue(v.coverage() > centre + 0.3, v + " against " + centre + " from the centre alone");
    }

    /** On a cone the rim is within 4 m of the top: the view is the top's own. */
    @Test
    void aConesViewIsItsTopsView() {
        Heightfield land = threeTops(Top.CONE);
        PlaySpaceReport report = PlaySpace.standard().withThreads(1).measure(land, START);
        for (Vantage v : report.vantages()) {
            if (v.reached()) {
                assertEquals(share(land, v.top()), v.coverage(), 1e-12, v.toString());
            }
        }
    }

    private static double share(Heightfield land, GroundPoint eye) {
        boolean[] seen = Visibility.standard().withRadius(3000).viewshed(land, eye).toArray();
        long c = 0;
        for (boolean b : seen) {
            if (b) {
                c++;
            }
        }
        return (double) c / seen.length;
    }
}
