package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Shapes;

/**
 * Issue 30's newcomer review: a named summit is a peak whose ridges and valleys reach up to it, not
 * a level cap ringed by straight 50° planes, and the threshold slope leaves no grooves along the
 * grid's rows. Measured on the example range at 200 m and 150 m and on a 150 m range whose pin had
 * to lift its summit far above the carved relief; the bounds sit between the old behaviour (a pin
 * bump, a summit cone and an eight-neighbour threshold slope) and the new (the carved relief raised
 * toward the uplift field around each named summit, a round threshold cone): see docs/mountains.md.
 */
class SummitShapeTest {

    /** A narrow 150 m range whose 2,800 m summit stands far above the relief the water leaves there. */
    static final MountainRange CARN = MountainRange.massif("Carn", Shapes.polygon(0, 0, 30000, 2000, 28000, 22000,
            2000, 20000), 1600).withRuggedness(0.5)
            .withPeaks(List.of(Peak.of("Carn", 15000, 11000, 2800)));

    static Stream<Arguments> ranges() {
        return Stream.of(
                Arguments.of("example 200 m", Mountains.standard().withSeed(3).withThreads(2), AuthoredShapeTest.EXAMPLE),
                Arguments.of("example 150 m", Mountains.standard().withSeed(3).withThreads(2).withSpacing(150),
                        AuthoredShapeTest.EXAMPLE),
                Arguments.of("Carn 150 m", Mountains.standard().withSeed(9).withThreads(2).withSpacing(150), CARN));
    }

    /** The relief's bilinear height at a place. */
    private static double at(Heightfield r, double x, double z) {
        return r.heightAt(x, z, EdgePolicy.clamp());
    }

    /**
     * Along 72 rays from the summit out to 3 km, the bilinear profile sampled every half spacing: the
     * longest run (metres) over which the slope stays the same within 1e-3 (and steeper than 0.05, so
     * level ground does not count). Returns {mean over the rays, longest}.
     */
    static double[] straightRuns(Heightfield r, Peak p) {
        double step = r.frame().spacingX() / 2;
        int n = (int) (3000 / step);
        double sum = 0;
        double longest = 0;
        for (int k = 0; k < 72; k++) {
            double th = 2 * Math.PI * k / 72;
            double prev = at(r, p.x(), p.z());
            double lastSlope = Double.NaN;
            int run = 1;
            int best = 1;
            for (int i = 1; i <= n; i++) {
                double h = at(r, p.x() + Math.cos(th) * i * step, p.z() + Math.sin(th) * i * step);
                double slope = (h - prev) / step;
                if (Math.abs(slope - lastSlope) < 1e-3 && Math.abs(slope) > 0.05) {
                    run++;
                    best = Math.max(best, run);
                } else {
                    run = 1;
                }
                lastSlope = slope;
                prev = h;
            }
            sum += best * step;
            longest = Math.max(longest, best * step);
        }
        return new double[] {sum / 72, longest};
    }

    /** The area (km²) within 2.5 km of the summit standing within 100 m of it (nodes × cell area). */
    static double capArea(Heightfield r, Peak p) {
        int count = 0;
        for (int row = 0; row < r.rows(); row++) {
            for (int c = 0; c < r.columns(); c++) {
                double d = Math.hypot(r.frame().x(c) - p.x(), r.frame().z(row) - p.z());
                if (d <= Mountains.CROWN_INNER_M && r.get(c, row) >= p.elevation() - 100) {
                    count++;
                }
            }
        }
        return count * r.frame().spacingX() * r.frame().spacingZ() / 1e6;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ranges")
    void namedSummitsArePeaksNotCapsRingedByPlanes(String name, Mountains m, MountainRange range) {
        Heightfield r = m.build(List.of(range)).get(0).relief();
        List<String> report = new ArrayList<>();
        boolean ok = true;
        for (Peak p : range.peaks()) {
            double cap = capArea(r, p);
            double[] runs = straightRuns(r, p);
            report.add(String.format("%s: cap %.3f km², straight runs mean %.0f m, longest %.0f m", p.name(), cap,
                    runs[0], runs[1]));
            // Before (a pin bump, the 80 m/km cone, an eight-neighbour threshold raise): 0.36-0.92 km² within
            // 100 m of the top, straight runs of 276-418 m on average over the rays and up to 900-1,275 m;
            // after: 0.18-0.40 km², 97-133 m, up to 200-525 m.
            ok &= cap <= 0.5 && runs[0] <= 180 && runs[1] <= 700;
        }
        System.out.println(name + ": " + report);
        assertTrue(ok, name + ": " + report);
    }

    /**
     * The fine-scale isotropy within 3 km of each named summit ({@link FineScaleIsotropy#coherence} over
     * the square of half-width 3 km around it): the grid's grooves and planes beside a summit read as
     * one direction. The real DEMs' whole tiles measure 0.346-0.478 and the example range as a whole
     * 0.422 at 200 m (docs/mountains.md); before issue 30's review fix the summits' squares measured
     * 0.395-0.458 (4 of the 7 above 0.425), after 0.297-0.423. Held to 0.425: no more directional than
     * the range as a whole.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("ranges")
    void theGroundAroundNamedSummitsIsAsIsotropicAsARealDems(String name, Mountains m, MountainRange range) {
        Heightfield r = m.build(List.of(range)).get(0).relief();
        double s = r.frame().spacingX();
        List<String> report = new ArrayList<>();
        double worst = 0;
        for (Peak p : range.peaks()) {
            int half = (int) Math.round(3000 / s);
            int c0 = (int) Math.round((p.x() - r.frame().originX()) / s) - half;
            int r0 = (int) Math.round((p.z() - r.frame().originZ()) / s) - half;
            int side = 2 * half + 1;
            float[] w = new float[side * side];
            for (int i = 0; i < side; i++) {
                for (int j = 0; j < side; j++) {
                    w[i * side + j] = (float) r.get(c0 + j, r0 + i);
                }
            }
            double c = FineScaleIsotropy.coherence(w, side, side, s, s, 0.1);
            report.add(String.format("%s %.3f", p.name(), c));
            worst = Math.max(worst, c);
        }
        System.out.println(name + " coherence within 3 km: " + report);
        assertTrue(worst <= 0.425, name + ": fine-scale coherence within 3 km of the named summits " + report);
    }

    /**
     * The threshold slope raises a lone spike into a round cone: down a column ten cells east of the
     * spike the heights are a smooth hyperbola, with no crease on the spike's own row. An eight-neighbour
     * bound hangs an octagonal pyramid instead, creased along the row (a Λ across it): every row
     * carried its own ramp and the face read as grooves along the rows.
     */
    @Test
    void theThresholdSlopeRaisesARoundConeWithoutCreasesAlongTheRows() {
        GroupGrid g = new GroupGrid(0, 0, 100, 100, 41, 41, 0);
        float[] h = new float[g.size()];
        h[20 * 41 + 20] = 3000;
        SteadyStateRelief.raiseSlope(g, h, SteadyStateRelief.THRESHOLD_SLOPE);
        double worstCrease = 0;
        for (int c = 25; c <= 35; c++) {
            for (int r = 1; r < 40; r++) {
                double second = h[(r - 1) * 41 + c] - 2 * h[r * 41 + c] + h[(r + 1) * 41 + c];
                worstCrease = Math.max(worstCrease, Math.abs(second));
                double d = Math.hypot((c - 20) * 100.0, (r - 20) * 100.0);
                double cone = Math.max(0, 3000 - SteadyStateRelief.THRESHOLD_SLOPE * d);
                assertTrue(Math.abs(h[r * 41 + c] - cone) <= 1e-2, "(" + c + ", " + r + "): " + h[r * 41 + c]
                        + " m, the round cone " + cone + " m");
            }
        }
        // A round cone at 500 m from its apex bends across the rows by s·dz²/d ≈ 24 m at most; the
        // octagonal pyramid's crease is 2·(√2 − 1)·s·dz ≈ 99 m.
        assertTrue(worstCrease <= 30, "second difference across the rows " + worstCrease + " m");
    }
}
