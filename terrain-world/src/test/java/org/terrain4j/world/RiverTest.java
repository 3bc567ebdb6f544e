package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.internal.Kit;
import org.terrain4j.world.internal.RiverElement;

/**
 * The river's course and surface read the drainage of the field it is drawn over: depressions filled
 * by priority flood, and of eight three-wave candidates the course that cuts least into that ground.
 */
class RiverTest {

    /** A canvas holding the base ground of {@code seed}, as the generator lays it before any element. */
    static Canvas bare(BaseGround g, long seed) {
        Canvas canvas = new Canvas(g, seed, null);
        double[] row = new double[canvas.n];
        for (int r = 0; r < canvas.n; r++) {
            canvas.ground.row(r, row);
            for (int c = 0; c < canvas.n; c++) {
                canvas.h[r * canvas.n + c] = (float) row[c];
            }
        }
        return canvas;
    }

    static double cut(Canvas canvas, float[] filled, double[][] line) {
        double[] cut = new double[1];
        RiverElement.surface(RiverElement.courseGround(canvas, filled, line), line, canvas.baseGround().size(), cut);
        return cut[0];
    }

    @Test
    void theCourseTakenCutsLeastOfItsCandidates() {
        BaseGround g = BaseGround.standard();
        double chosen = 0;
        double all = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Canvas canvas = bare(g, seed);
            float[] filled = RiverElement.filled(canvas);
            long course = RiverElement.course(canvas, filled, 0.8, 200, seed);
            double taken = cut(canvas, filled, RiverElement.centreLine(g.size(), 100, 0.8, 200, course));
            chosen += taken;
            boolean among = false;
            for (int k = 0; k < RiverElement.COURSES; k++) {
                long s = Kit.seed(seed, 100 + k);
                double c = cut(canvas, filled, RiverElement.centreLine(g.size(), 100, 0.8, 200, s));
                assertTrue(taken <= c, "seed " + seed + ": candidate " + k + " cuts " + c + " m, the course taken " + taken);
                among |= s == course;
                all += c / RiverElement.COURSES;
            }
            assertTrue(among, "seed " + seed + ": the course is one of the candidates");
        }
        // the choice matters: the courses taken cut far less than a candidate drawn at random
        assertTrue(chosen < 0.5 * all, "mean cut taken " + chosen / 8 + " m, of all candidates " + all / 8 + " m");
    }

    @Test
    void aClosedHollowOnTheCourseHoldsTheRiverUpAtItsSpillLevel() {
        BaseGround g = BaseGround.standard().withSamples(101);
        Canvas canvas = new Canvas(g, 3, null);
        double[][] line = RiverElement.centreLine(g.size(), 100, 0.5, 200, 3);
        int mid = line[0].length / 2;
        double px = line[0][mid];
        double pz = line[1][mid];
        // gentle ground falling 2 m a kilometre toward +x, with a hollow 200 m deep and 700 m across on the course
        for (int r = 0; r < canvas.n; r++) {
            for (int c = 0; c < canvas.n; c++) {
                double x = canvas.x(c);
                double d = Math.hypot(x - px, canvas.z(r) - pz);
                canvas.h[r * canvas.n + c] = (float) (100 - 0.002 * x - (d < 700 ? 200 * (1 - d / 700) : 0));
            }
        }
        float[] filled = RiverElement.filled(canvas);
        double held = cut(canvas, filled, line);
        // on the raw ground the running minimum drops into the hollow and stays there downstream
        double[] raw = new double[line[0].length];
        for (int k = 0; k < raw.length; k++) {
            raw[k] = canvas.heightAt(line[0][k], line[1][k]);
        }
        double[] rawCut = new double[1];
        RiverElement.surface(raw, line, g.size(), rawCut);
        assertTrue(rawCut[0] > 20, "the hollow drags an unfilled surface down: " + rawCut[0]);
        assertTrue(held < 3, "the filled hollow holds the river up: cut " + held + " m");
    }

    /**
     * A mesa 60 m high and 3 km across on the course, over the base ground of seed 4: the ground the
     * surface is laid on is the course's ground less the mesa's height over {@link RiverElement#LANDFORM}
     * (closed form, on the mesa's top), unchanged off it; so the surface crosses the mesa at most
     * {@code LANDFORM} over the base ground beneath it, not held at the cap or at the spill level of a
     * hollow it dams.
     */
    @Test
    void aRiverCrossesAMesaAtMostALandformOverTheBaseGround() {
        BaseGround g = BaseGround.standard().withSamples(101);
        Canvas canvas = bare(g, 4);
        canvas.base = canvas.h.clone();
        double[][] line = RiverElement.centreLine(g.size(), 100, 0.5, 200, 4);
        int mid = line[0].length / 2;
        double px = line[0][mid];
        double pz = line[1][mid];
        for (int r = 0; r < canvas.n; r++) {
            for (int c = 0; c < canvas.n; c++) {
                if (Math.hypot(canvas.x(c) - px, canvas.z(r) - pz) < 1500) {
                    canvas.h[r * canvas.n + c] += 60;
                }
            }
        }
        float[] filled = RiverElement.filled(canvas);
        double[] course = RiverElement.courseGround(canvas, filled, line);
        double[] cut = RiverElement.cutGround(canvas, filled, line);
        double[] surface = RiverElement.surface(cut, line, g.size(), new double[1]);
        int onTop = 0;
        for (int k = 0; k < course.length; k++) {
            double d = Math.hypot(line[0][k] - px, line[1][k] - pz);
            if (d < 1500 - 2 * canvas.spacing()) {
                onTop++;
                assertTrue(Math.abs(cut[k] - (course[k] - (60 - RiverElement.LANDFORM))) < 1e-3,
                        "on the mesa at " + k + ": " + cut[k] + " m, course ground " + course[k] + " m");
                double over = surface[k] - canvas.baseHeightAt(line[0][k], line[1][k]);
                assertTrue(over <= RiverElement.LANDFORM, "the river stands " + over + " m over the base ground on the mesa");
            } else if (d > 1500 + 2 * canvas.spacing()) {
                assertTrue(cut[k] == course[k], "off the mesa at " + k + ": " + cut[k] + " m, course ground " + course[k]);
            }
        }
        assertTrue(onTop > 20, onTop + " points on the mesa");
    }
}
