package org.terrain4j.analysis.visibility;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

/**
 * The ray sweep against the exact line of sight (R3) of every sample, on random smooth and rough
 * grids. The sweep decides a sample by the ray passing nearest to it, so it may differ where the
 * exact clearance is close to 0; the test bounds how many differ and how far from 0 they may be.
 */
class ViewshedBruteForceTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5EE_5EEL, 40);
    }

    /** Clearance under which a difference counts as a tie (the exact line grazes the ground), degrees. */
    static final double TIE = 0.01;
    /** Largest shares of samples differing by more than a tie (smooth, rough fields) and at all: rays. */
    static final double[] RAYS = {0.02, 0.05, 0.15};
    /** The same for propagation. */
    static final double[] PROPAGATION = {0.05, 0.10, 0.20};

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sweepAgreesWithExactLinesOfSight(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(2, 60);
        int rows = rnd.nextInt(2, 60);
        double spacing = rnd.nextDouble(0.5, 30);
        boolean smooth = rnd.nextBoolean();
        Heightfield land = (smooth ? Fields.smooth(rnd, columns, rows, rnd.nextDouble(1, 200))
                : Fields.uniform(rnd, columns, rows, 0, rnd.nextDouble(0.5, 20)))
                .withFrame(GridFrame.of(rnd.nextDouble(-100, 100), rnd.nextDouble(-100, 100), spacing));
        GridFrame f = land.frame();
        double oc = rnd.nextBoolean() ? rnd.nextInt(columns) : rnd.nextDouble(columns - 1);
        double or = rnd.nextBoolean() ? rnd.nextInt(rows) : rnd.nextDouble(rows - 1);
        GroundPoint eye = new GroundPoint(f.x(oc), f.z(or));
        Visibility base = Visibility.standard().withObserverHeight(rnd.nextDouble(0, 10))
                .withCurvature(rnd.nextBoolean() ? 0 : 1);
        for (Visibility.Method method : Visibility.Method.values()) {
            check(base.withMethod(method), land, eye, smooth);
        }
    }

    private static void check(Visibility v, Heightfield land, GroundPoint eye, boolean smooth) {
        GridFrame f = land.frame();
        int columns = land.columns();
        int rows = land.rows();
        Viewshed vs = v.viewshed(land, eye);
        int differ = 0;
        int clear = 0;
        double worst = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                GroundPoint t = new GroundPoint(f.x(c), f.z(r));
                boolean exact = v.visible(land, eye, t);
                if (exact != vs.visible(c, r)) {
                    differ++;
                    double margin = Math.abs(v.clearance(land, eye, t));
                    worst = Math.max(worst, margin);
                    if (margin >= TIE) {
                        clear++;
                    }
                }
            }
        }
        int n = columns * rows;
        System.out.printf("viewshed %s vs R3 %s %dx%d: %d of %d differ (%.2f%%), %d by >= %.2f deg (%.2f%%),"
                        + " worst |clearance| %.3f deg%n", v.method(), smooth ? "smooth" : "rough", columns, rows, differ, n,
                100.0 * differ / n, clear, TIE, 100.0 * clear / n, worst);
        double[] bound = v.method() == Visibility.Method.RAYS ? RAYS : PROPAGATION;
        assertTrue(clear <= (smooth ? bound[0] : bound[1]) * n + 5,
                clear + " of " + n + " differ by at least " + TIE + " degrees of clearance");
        assertTrue(differ <= bound[2] * n + 5, differ + " of " + n + " differ");
    }

}
