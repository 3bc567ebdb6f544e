package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleUnaryOperator;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.internal.CanyonElement;
import org.terrain4j.world.internal.ForestElement;
import org.terrain4j.world.internal.RiverElement;

/**
 * Nothing is symmetrical: no translational repeat and no mirror axis in rivers, canyons, forest
 * outlines and dunes, measured as the largest normalised correlation of a signal with its own shift or
 * its own reflection. Each test first shows that it detects a symmetric control.
 */
class SymmetryTest {

    /**
     * Correlation limit. A symmetric signal correlates with its shifted or mirrored copy at 1 (the
     * controls reach above 0.99); three incommensurate waves over a few of their periods still find
     * partial mirror axes (measured up to about 0.93), so the line is drawn at 0.95.
     */
    static final double LIMIT = 0.95;

    static double correlation(double[] a, double[] b) {
        int n = Math.min(a.length, b.length);
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < n; i++) {
            ma += a[i];
            mb += b[i];
        }
        ma /= n;
        mb /= n;
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < n; i++) {
            sab += (a[i] - ma) * (b[i] - mb);
            saa += (a[i] - ma) * (a[i] - ma);
            sbb += (b[i] - mb) * (b[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }

    /**
     * Largest correlation of a 1-D signal (samples) with its shifts by at least {@code minShift} (which
     * the callers put at half the shortest wave, beyond the reach of plain smoothness) and with its
     * reflections about every axis in its middle half.
     */
    static double worst(double[] s, int minShift) {
        int n = s.length;
        double worst = -1;
        for (int shift = minShift; shift < n / 2; shift++) {
            double[] a = java.util.Arrays.copyOfRange(s, 0, n - shift);
            double[] b = java.util.Arrays.copyOfRange(s, shift, n);
            worst = Math.max(worst, correlation(a, b));
        }
        // mirror about every axis in the middle quarter, over at least 3/8 of the signal each side:
        // s(c + d) against s(c − d)
        for (int c = 3 * n / 8; c < 5 * n / 8; c++) {
            int m = Math.min(c, n - 1 - c);
            double[] a = new double[m];
            double[] b = new double[m];
            for (int d = 1; d <= m; d++) {
                a[d - 1] = s[c + d];
                b[d - 1] = s[c - d];
            }
            worst = Math.max(worst, Math.abs(correlation(a, b)));
        }
        return worst;
    }

    /** Largest circular correlation of a closed outline with its rotations (≥ minShift samples) and reflections. */
    static double worstClosed(double[] s, int minShift) {
        int n = s.length;
        double worst = -1;
        double[] b = new double[n];
        for (int shift = minShift; shift <= n - minShift; shift++) {
            for (int i = 0; i < n; i++) {
                b[i] = s[(i + shift) % n];
            }
            worst = Math.max(worst, correlation(s, b));
        }
        for (int c = 0; c < n; c++) {
            for (int i = 0; i < n; i++) {
                b[i] = s[((2 * c - i) % n + n) % n];
            }
            worst = Math.max(worst, correlation(s, b));
        }
        return worst;
    }

    static double[] sample(DoubleUnaryOperator f, double from, double to, int n) {
        double[] s = new double[n];
        for (int i = 0; i < n; i++) {
            s[i] = f.applyAsDouble(from + (to - from) * i / (n - 1));
        }
        return s;
    }

    /** Lateral offset of a path from the straight line through its ends, as a function of distance. */
    static double[] offsets(double[][] path) {
        double[] xs = path[0];
        double[] zs = path[1];
        int m = xs.length;
        double dx = xs[m - 1] - xs[0];
        double dz = zs[m - 1] - zs[0];
        double len = Math.hypot(dx, dz);
        double[] out = new double[m];
        for (int k = 0; k < m; k++) {
            out[k] = (-(xs[k] - xs[0]) * dz + (zs[k] - zs[0]) * dx) / len;
        }
        return out;
    }

    @Test
    void theControlsAreDetected() {
        double[] sine = sample(s -> Math.sin(2 * Math.PI * s / 3000), 0, 24_000, 600);
        assertTrue(worst(sine, 50) > 0.99);
        double[] lobes = new double[720];
        for (int i = 0; i < 720; i++) {
            lobes[i] = Math.sin(3 * i * Math.PI / 360) + 0.5 * Math.sin(5 * i * Math.PI / 360 + 1);
        }
        assertTrue(worstClosed(lobes, 36) > 0.99); // two lobes of one phase have a mirror axis
    }

    @Test
    void riversWander() {
        for (long seed = 1; seed <= 5; seed++) {
            double[] off = offsets(RiverElement.centreLine(16_000, 40, 0.55, seed));
            double w = worst(off, off.length / 12);
                        assertTrue(w < LIMIT, "river seed " + seed + ": " + w);
        }
    }

    /** The longer channels of CANYON COUNTRY's laid canyon system (at least 60 vertices), each {x[], z[]}. */
    static List<double[][]> canyonLines(long seed) {
        List<double[][]> out = new java.util.ArrayList<>();
        for (CanyonElement.Channel c : CanyonTest.canyonCountry(seed).network().channels()) {
            if (c.size() >= 60) {
                out.add(new double[][] {c.x(), c.z()});
            }
        }
        return out;
    }

    /** The turn of a path at each vertex, radians, over chords of {@code span} vertices either side. */
    static double[] turns(double[][] path, int span) {
        double[] xs = path[0];
        double[] zs = path[1];
        double[] out = new double[xs.length - 2 * span];
        for (int k = span; k < xs.length - span; k++) {
            double a = Math.atan2(zs[k] - zs[k - span], xs[k] - xs[k - span]);
            double b = Math.atan2(zs[k + span] - zs[k], xs[k + span] - xs[k]);
            out[k - span] = Math.IEEEremainder(b - a, 2 * Math.PI);
        }
        return out;
    }

    /**
     * A canyon follows the drainage of its ground, set wandering on three waves: the turns along each long
     * channel (over 100 m chords) repeat under no shift and mirror about no axis. (Offsets from the chord
     * do not serve here: a channel that bends once is a mirror of itself about its middle.)
     */
    @Test
    void canyonsWander() {
        for (long seed = 1; seed <= 5; seed++) {
            for (double[][] line : canyonLines(seed)) {
                double[] turn = turns(line, 2);
                double w = worst(turn, turn.length / 12);
                assertTrue(w < LIMIT, "canyon seed " + seed + ": " + w);
            }
        }
    }

    @Test
    void forestOutlinesHaveNoSymmetry() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(3);
        for (int k = 0; k < 10; k++) {
            double[] phases = {rnd.nextDouble() * 6.283, rnd.nextDouble() * 6.283, rnd.nextDouble() * 6.283};
            double[] r = new double[720];
            for (int i = 0; i < 720; i++) {
                r[i] = ForestElement.outline(500, i * Math.PI / 360, phases);
            }
            double w = worstClosed(r, 36); // rotations of at least half the shortest lobe's period (72°)
                        assertTrue(w < LIMIT, "outline " + k + ": " + w);
        }
    }

    @Test
    void dunesAreNotARepeatingPattern() {
        // the dune height along the wind, across 20 crest spacings, in three seeds' worlds
        for (long seed = 1; seed <= 3; seed++) {
            Environment e = new Environment("dunes", seed, BaseGround.standard().withRelief(0).withPlainsDepth(0)
                    .withSamples(401), List.of(Placement.of(Elements.DESERT).withValue("coverage", 1)
                    .withSpan("dune height", 10, 10)));
            World w = e.generate();
            // a row and a column through the middle: crests cross both unless the wind runs along one
            double[] row = new double[401];
            double[] col = new double[401];
            for (int i = 0; i < 401; i++) {
                row[i] = w.heights().get(i, 200);
                col[i] = w.heights().get(200, i);
            }
            double wr = worst(row, 4);
            double wc = worst(col, 4);
            assertTrue(Math.min(wr, wc) < LIMIT, "dunes seed " + seed + ": " + wr + ", " + wc);
        }
    }
}
