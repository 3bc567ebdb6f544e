package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The earthworks under the strip over every preset and 20 seeds (issue 29): the largest cut or fill
 * under the pavement is the largest difference between the pavement's height and the ground the runway
 * stage was given, read off the same world generated without the strip (the runway is drawn last, so
 * that world is exactly the ground it was cut over). BACK COUNTRY refuses a strip as a preset; its
 * ground is measured with one placed by {@link Environment#withRunway(boolean)}.
 */
class RunwayCutFillTest {

    static final int SEEDS = 20;
    /** The goal for the worst world, metres. */
    static final double WORST = 25;
    /** The goal for the median world, metres. */
    static final double MEDIAN = 2;

    private static final Map<Preset, double[]> CUT_FILL = new EnumMap<>(Preset.class);

    static double smoothstep(double e0, double e1, double x) {
        double t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
        return t * t * (3 - 2 * t);
    }

    /** Distance of a sample outside the pavement, metres, from the record alone. */
    static double outside(World w, RunwayRecord rec, int c, int r) {
        double ax = Math.sin(Math.toRadians(rec.heading()));
        double az = -Math.cos(Math.toRadians(rec.heading()));
        double dx = w.frame().x(c) - rec.x();
        double dz = w.frame().z(r) - rec.z();
        double du = Math.max(0, Math.abs(dx * ax + dz * az) - rec.length() / 2);
        double dv = Math.max(0, Math.abs(-dx * az + dz * ax) - Math.max(rec.width() / 2, 0.71 * w.frame().spacingX()));
        return Math.hypot(du, dv);
    }

    /**
     * Generates the preset's 20 strips and checks each one; returns the largest cut or fill of each.
     */
    static synchronized double[] cutFill(Preset p) {
        return CUT_FILL.computeIfAbsent(p, k -> {
            double[] out = new double[SEEDS];
            int eased = 0;
            for (int s = 0; s < SEEDS; s++) {
                Environment e = k.environment(s).withRunway(true);
                World bare = e.withRunway(false).generate();
                World w = e.generate();
                RunwayRecord rec = w.runway().orElseThrow();
                double apron = 450;
                double worst = 0;
                for (int r = 0; r < w.rows(); r++) {
                    for (int c = 0; c < w.columns(); c++) {
                        double before = bare.heights().get(c, r);
                        double now = w.heights().get(c, r);
                        if (w.pavement(c, r)) {
                            worst = Math.max(worst, Math.abs(before - rec.height()));
                            continue;
                        }
                        double d = outside(w, rec, c, r);
                        if (d <= apron) {
                            // the apron eases back from the pavement's height into the ground it was cut over
                            double expected = rec.height() + (before - rec.height()) * smoothstep(0, apron, d);
                            int seed = s;
                            int col = c;
                            int row = r;
                            assertEquals(expected, now, 2e-3, () -> k + " seed " + seed + ": apron at (" + col + ", " + row
                                    + "), " + d + " m out");
                            eased += Math.abs(before - rec.height()) > 0.1 ? 1 : 0;
                        } else {
                            if (before != now) {
                                assertEquals(before, now, 0.0, k + " seed " + s + ": the strip moved ground beyond its apron");
                            }
                        }
                    }
                }
                RunwayTest.assertStripClear(w);
                RunwayTest.assertWaterUnderItsLine(w);
                out[s] = worst;
            }
            assertTrue(eased > 100, k + ": apron samples eased more than 0.1 m: " + eased);
            return out;
        });
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void theStripSitsInTheCountryNotOnAPlinth(Preset p) {
        double[] m = cutFill(p);
        double worst = Arrays.stream(m).max().orElseThrow();
        assertTrue(worst <= WORST, String.format(Locale.ROOT, "%s: largest cut or fill %.1f m, seeds %s", p, worst,
                Arrays.toString(m)));
    }

    static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : 0.5 * (s[s.length / 2 - 1] + s[s.length / 2]);
    }

    @Test
    void tableOfCutAndFill() {
        List<Double> all = new ArrayList<>();
        StringBuilder table = new StringBuilder();
        for (Preset p : Preset.values()) {
            double[] m = cutFill(p);
            for (double v : m) {
                all.add(v);
            }
            table.append(String.format(Locale.ROOT, "%-15s median %5.1f m worst %5.1f m%n", p, median(m),
                    Arrays.stream(m).max().orElseThrow()));
        }
        double[] v = all.stream().mapToDouble(Double::doubleValue).toArray();
        double worst = Arrays.stream(v).max().orElseThrow();
        assertEquals(Preset.values().length * SEEDS, v.length);
        assertTrue(worst <= WORST, table.toString());
        assertTrue(median(v) <= MEDIAN, "median " + median(v) + " m\n" + table);
    }
}
