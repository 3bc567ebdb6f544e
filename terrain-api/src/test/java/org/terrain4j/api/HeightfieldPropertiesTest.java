package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

class HeightfieldPropertiesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7E44A1A5L, 40);
    }

    private static Heightfield randomField(SplittableRandom rnd) {
        int columns = rnd.nextInt(1, 40);
        int rows = rnd.nextInt(1, 40);
        double lo = rnd.nextDouble(-1000, 1000);
        Heightfield f = rnd.nextBoolean()
                ? Fields.uniform(rnd, columns, rows, lo, lo + rnd.nextDouble(1e-3, 500))
                : Fields.smooth(rnd, columns, rows, rnd.nextDouble(0.1, 300)).add(lo);
        return f.withFrame(new GridFrame(rnd.nextDouble(-1e4, 1e4), rnd.nextDouble(-1e4, 1e4),
                rnd.nextDouble(0.1, 50), rnd.nextDouble(0.1, 50)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void normalizedMapsMinToZeroMaxToOneAndStaysInside(long seed) {
        Heightfield f = randomField(Cases.replay(seed));
        Heightfield n = f.normalized();
        Statistics s = n.statistics();
        if (f.min() == f.max()) {
            assertEquals(0, s.max());
        } else {
            assertEquals(0, s.min());
            assertEquals(1, s.max());
        }
        for (float h : n.toArray()) {
            assertTrue(h >= 0 && h <= 1, "sample " + h);
        }
        // the argmin stays the argmin
        float[] a = f.toArray();
        float[] b = n.toArray();
        for (int i = 0; i < a.length; i++) {
            if (a[i] == f.min()) {
                assertEquals(0, b[i]);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void valueAtASamplesOwnPositionIsTheSample(long seed) {
        Heightfield f = randomField(Cases.replay(seed));
        int cols = f.columns();
        int rows = f.rows();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double u = cols > 1 ? c / (double) (cols - 1) : 0;
                double v = rows > 1 ? r / (double) (rows - 1) : 0;
                assertEquals(f.get(c, r), f.value(u, v), 0, "sample " + c + "," + r);
                GridFrame fr = f.frame();
                assertEquals(f.get(c, r), f.heightAt(fr.x(c), fr.z(r)), 0, "world sample " + c + "," + r);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void resampleToTheSameSizeIsTheIdentity(long seed) {
        Heightfield f = randomField(Cases.replay(seed));
        assertEquals(f, f.resample(f.columns(), f.rows()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bilinearStaysWithinTheCellsCorners(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = randomField(rnd);
        for (int k = 0; k < 200; k++) {
            double u = rnd.nextDouble();
            double v = rnd.nextDouble();
            double fc = u * (f.columns() - 1);
            double fr = v * (f.rows() - 1);
            int c0 = (int) Math.floor(fc);
            int r0 = (int) Math.floor(fr);
            int c1 = Math.min(c0 + 1, f.columns() - 1);
            int r1 = Math.min(r0 + 1, f.rows() - 1);
            double lo = Math.min(Math.min(f.get(c0, r0), f.get(c1, r0)), Math.min(f.get(c0, r1), f.get(c1, r1)));
            double hi = Math.max(Math.max(f.get(c0, r0), f.get(c1, r0)), Math.max(f.get(c0, r1), f.get(c1, r1)));
            double h = f.value(u, v);
            double slack = 1e-9 * Math.max(1, Math.abs(hi));
            assertTrue(h >= lo - slack && h <= hi + slack, h + " outside [" + lo + ", " + hi + "]");
        }
    }
}
