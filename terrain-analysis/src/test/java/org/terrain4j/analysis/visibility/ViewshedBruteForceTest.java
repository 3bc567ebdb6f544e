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
    /** Largest share of samples differing by more than a tie, smooth fields. */
    static final double SMOOTH = 0.02;
    /** Largest share of samples differing by more than a tie, rough (white-noise) fields. */
    static final double ROUGH = 0.05;
    /** Largest share of samples differing at all. */
    static final double ALL = 0.15;

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
        Visibility v = Visibility.standard().withObserverHeight(rnd.nextDouble(0, 10))
                .withCurvature(rnd.nextBoolean() ? 0 : 1);
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
        System.out.printf("viewshed vs R3 %s %dx%d: %d of %d differ (%.2f%%), %d by >= %.2f deg (%.2f%%),"
                        + " worst |clearance| %.3f deg%n", smooth ? "smooth" : "rough", columns, rows, differ, n,
                100.0 * differ / n, clear, TIE, 100.0 * clear / n, worst);
        assertTrue(clear <= (smooth ? SMOOTH : ROUGH) * n + 1,
                clear + " of " + n + " differ by at least " + TIE + " degrees of clearance");
        assertTrue(differ <= ALL * n + 2, differ + " of " + n + " differ");
    }

}
