package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * One implicit incision step ({@link StreamPower#incise}) down a straight channel against the closed forms
 * of its equation {@code x − h + F·(x − h_r)ⁿ = 0}, {@code F = K·Δt·A^m / Lⁿ}: for n = 1, 2 and ½ the
 * drop δ = x − h_r is the root of a linear or quadratic equation, written here in the textbook form (the
 * code uses other, cancellation-free forms).
 */
class StreamPowerInciseTest {

    private static final int COLUMNS = 7;
    private static final double SPACING = 12.5;

    /** A one-row channel draining west to its only outlet, sample 0; spacing 12.5 m. */
    private static DrainageGrid channel() {
        boolean[] outlet = new boolean[COLUMNS];
        outlet[0] = true;
        return DrainageGrid.of(COLUMNS, 1, SPACING, SPACING).withOutlets(outlet);
    }

    private static float[] heights() {
        float[] h = new float[COLUMNS];
        for (int i = 0; i < COLUMNS; i++) {
            h[i] = (float) (3 + 4.5 * i + (i % 2) * 1.25);
        }
        return h;
    }

    /** The drop δ in [0, δ0] with {@code δ − δ0 + F·δⁿ = 0}, for n = 1, 2 and ½ only. */
    private static double closedFormDrop(double d0, double f, double n) {
        if (n == 1) {
            return d0 / (1 + f);
        }
        if (n == 2) {
            return (-1 + Math.sqrt(1 + 4 * f * d0)) / (2 * f);
        }
        if (n == 0.5) {
            double s = (-f + Math.sqrt(f * f + 4 * d0)) / 2; // s = √δ: s² + F·s − δ0 = 0
            return s * s;
        }
        throw new IllegalArgumentException("no closed form for n = " + n);
    }

    @ParameterizedTest(name = "n={0} m={1} K={2} dt={3}")
    @CsvSource({"1, 0.5, 2e-4, 500", "2, 0.5, 2e-4, 500", "0.5, 0.5, 2e-4, 500", "2, 0.4, 3e-3, 40",
        "0.5, 0.4, 3e-5, 2000", "1, 0.3, 1e-3, 10"})
    void aChannelFollowsTheClosedForm(double n, double m, double k, double dt) {
        DrainageGrid grid = channel();
        float[] h = heights();
        FlowNetwork net = FlowNetwork.steepestDescent(grid, h);
        double[] area = net.drainageArea();
        StreamPower sp = StreamPower.incision().withErodibility(k).withAreaExponent(m).withSlopeExponent(n);
        float[] before = h.clone();
        double removed = sp.incise(net, area, h, dt);

        double[] expected = new double[COLUMNS];
        expected[0] = before[0];
        double expectedRemoved = 0;
        for (int i = 1; i < COLUMNS; i++) {
            double a = (COLUMNS - i) * SPACING * SPACING; // the sample and everything upstream of it
            assertEquals(a, area[i], 1e-9 * a, "area at " + i);
            double f = k * dt * Math.pow(a, m) / Math.pow(SPACING, n);
            double d0 = before[i] - expected[i - 1];
            float x = (float) (expected[i - 1] + closedFormDrop(d0, f, n));
            expected[i] = x;
            expectedRemoved += before[i] - x;
            assertTrue(x < before[i] && x > expected[i - 1], "the case incises sample " + i);
        }
        for (int i = 0; i < COLUMNS; i++) {
            assertEquals(expected[i], h[i], 2 * Math.ulp((float) expected[i]), "sample " + i + ", n = " + n);
        }
        assertEquals(expectedRemoved, removed, 1e-6 * expectedRemoved, "the height removed");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"-1", "1"})
    void arraysOfAnotherLengthAreRefusedByName(int extra) {
        DrainageGrid grid = channel();
        float[] h = heights();
        FlowNetwork net = FlowNetwork.steepestDescent(grid, h);
        double[] area = net.drainageArea();
        StreamPower sp = StreamPower.incision();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> sp.incise(net, new double[COLUMNS + extra], h, 1));
        assertTrue(e.getMessage().startsWith("area must have 7 elements"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> sp.incise(net, area, new float[COLUMNS + extra], 1));
        assertTrue(e.getMessage().startsWith("heights must have 7 elements"), e.getMessage());
        StreamPower mapped = sp.withErodibilityMap(Heightfield.of(COLUMNS + extra, 1, new float[COLUMNS + extra]));
        e = assertThrows(IllegalArgumentException.class, () -> mapped.incise(net, area, h, 1));
        assertTrue(e.getMessage().startsWith("erodibility map must have 7 elements"), e.getMessage());
    }
}
