package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageGrid;

/**
 * Hillslopes by multiple flow ({@link SteadyState#withHillslopeSpread}, issue 30): closed forms on a
 * plane, the channel rule, and its refusals.
 */
class HillslopeSpreadTest {

    static final int COLS = 12;
    static final int ROWS = 10;
    static final double D = 50;

    /** A plane falling to its outlet row 0, wrapped in x: every sample has three lower neighbours. */
    static float[] plane(double drop) {
        float[] h = new float[COLS * ROWS];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (i / COLS * drop);
        }
        return h;
    }

    static DrainageGrid grid() {
        boolean[] outlet = new boolean[COLS * ROWS];
        for (int c = 0; c < COLS; c++) {
            outlet[c] = true;
        }
        return DrainageGrid.of(COLS, ROWS, D, D).withWrapX(true).withOutlets(outlet);
    }

    /**
     * On a plane routed once, the lower neighbours of an inner sample are the one below (run D, tan β
     * = g) and the two diagonals below (run √2·D, tan β = g/√2). Each row then stands above the one
     * below by S·D·(1 + 2√2·2^(−p/2)) / (1 + 2·2^(−p/2)), the weighted mean run: 1.239·S·D at p = 1.1,
     * (1 + 2√2)/3·S·D as p tends to 0 and S·D (the steepest descent's run) as p grows.
     */
    @ParameterizedTest(name = "exponent {0}")
    @ValueSource(doubles = {0.5, 1, 1.1, 2, 8})
    void onAPlaneEachRowStandsTheWeightedMeanRunAboveTheOneBelow(double p) {
        double k = 1.0 / 600;
        double area = 1e12;
        SteadyState s = SteadyState.standard().withErodibility(k).withChannelArea(area).withHillslopeSpread(p);
        float[] out = s.solve(grid(), plane(7), uniform(0.5f), 1, ProgressListener.NONE);
        double slope = 0.5 / (k * Math.sqrt(area));
        double w = Math.pow(2, -p / 2);
        double rise = slope * D * (1 + 2 * Math.sqrt(2) * w) / (1 + 2 * w);
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLS; c++) {
                assertEquals(r * rise, out[r * COLS + c], 1e-4 * (1 + r * rise), "row " + r + ", column " + c);
            }
        }
        float[] d8 = SteadyState.standard().withErodibility(k).withChannelArea(area)
                .solve(grid(), plane(7), uniform(0.5f), 1, ProgressListener.NONE);
        assertEquals(slope * D * (ROWS - 1), d8[(ROWS - 1) * COLS + 3], 1e-3, "steepest descent: one run a row");
    }

    /** Where every sample is a channel (A_c = 0) the spreading changes nothing: the same bits as steepest descent. */
    @Test
    void channelsKeepTheirSingleReceiver() {
        float[] h = StreamPowerGoldenPinsTest.surface();
        DrainageGrid g = DrainageGrid.of(StreamPowerGoldenPinsTest.COLS, StreamPowerGoldenPinsTest.ROWS, 30, 30);
        SteadyState s = SteadyState.standard().withErodibility(1.0 / 600).withChannelArea(0).withPasses(3)
                .withTieJitter(4.5);
        float[] u = uniform(0.7f, h.length);
        assertArrayEquals(s.solve(g, h, u, 5, ProgressListener.NONE),
                s.withHillslopeSpread(1.1).solve(g, h, u, 5, ProgressListener.NONE));
        float[] hill = s.withChannelArea(9000).withHillslopeSpread(1.1).solve(g, h, u, 5, ProgressListener.NONE);
        assertNotEquals(0, java.util.Arrays.compare(hill, s.withChannelArea(9000).solve(g, h, u, 5,
                ProgressListener.NONE)), "below the channel area the spreading does change the hillslopes");
        for (float v : hill) {
            assertTrue(Float.isFinite(v) && v >= 0, "finite, not below the base level: " + v);
        }
    }

    @Test
    void badExponentsAreRefusedByName() {
        for (double p : new double[] {-0.1, 100.5, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SteadyState.standard().withHillslopeSpread(p));
            assertTrue(e.getMessage().contains("hillslopeSpread"), e.getMessage());
        }
        SteadyState s = SteadyState.standard().withHillslopeSpread(1.1);
        assertEquals(1.1, s.hillslopeSpread());
        assertEquals(0, SteadyState.standard().hillslopeSpread());
        assertNotEquals(SteadyState.standard(), s);
        assertEquals(SteadyState.standard().withHillslopeSpread(1.1), s);
        assertEquals(SteadyState.standard().withHillslopeSpread(1.1).hashCode(), s.hashCode());
        assertTrue(s.toString().contains("hillslopeSpread=1.1"), s.toString());
    }

    static float[] uniform(float v) {
        return uniform(v, COLS * ROWS);
    }

    static float[] uniform(float v, int n) {
        float[] u = new float[n];
        java.util.Arrays.fill(u, v);
        return u;
    }
}
