package org.terrain4j.analysis.landform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

class LandformsTest {

    private static final double A = 50;
    private static final double WAVELENGTH = 1000;
    private static final double K = 2 * Math.PI / WAVELENGTH;

    /** Parallel ridges h = A·cos(kx), 3000 m × 1200 m at 10 m. */
    private static Heightfield ridges() {
        return Heightfield.sampled(GridFrame.of(0, 0, 10), 301, 121, (x, z) -> A * Math.cos(K * x));
    }

    /**
     * The mean of cos(k·u) over a disc of radius R, u the offset along x: (2 / πR²)·∫ cos(ku)·√(R² − u²) du
     * over [−R, R] (= 2·J₁(kR)/(kR)), by Simpson's rule.
     */
    private static double discMeanOfCosine(double k, double radius) {
        int n = 20_000;
        double h = 2 * radius / n;
        double sum = 0;
        for (int i = 0; i <= n; i++) {
            double u = -radius + i * h;
            double f = Math.cos(k * u) * Math.sqrt(Math.max(0, radius * radius - u * u));
            sum += f * (i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2);
        }
        return sum * h / 3 * 2 / (Math.PI * radius * radius);
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> grids() {
        java.util.List<org.junit.jupiter.params.provider.Arguments> out = new java.util.ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            out.add(org.junit.jupiter.params.provider.Arguments.of("seed " + seed, seed));
        }
        return out.stream();
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("grids")
    void tpiIsTheDiscMeanByBruteForceAcrossRowBlocks(String name, long seed) {
        // Random grids of 17-80 rows (blocks of 16 rows and a partial last block), spacings 1-3 m, radii from one
        // spacing to past the grid, every seventh grid with no-data: the TPI is the height less the mean of the finite
        // samples whose centres lie within the radius, summed here one sample at a time.
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        int columns = 5 + r.nextInt(60);
        int rows = 17 + r.nextInt(64);
        double sx = 1 + 2 * r.nextDouble();
        double sz = 1 + 2 * r.nextDouble();
        double radius = Math.max(sx, sz) * (1 + r.nextDouble() * (seed % 4 == 0 ? 100 : 12));
        float[] h = new float[columns * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = seed % 7 == 3 && r.nextInt(9) == 0 ? Float.NaN : (float) (100 * r.nextDouble());
        }
        float[] tpi = Landforms.tpi(h, columns, rows, sx, sz, radius);
        for (int row = 0; row < rows; row++) {
            for (int c = 0; c < columns; c++) {
                double sum = 0;
                int n = 0;
                for (int rr = 0; rr < rows; rr++) {
                    for (int cc = 0; cc < columns; cc++) {
                        double dx = (cc - c) * sx;
                        double dz = (rr - row) * sz;
                        if (dx * dx + dz * dz <= radius * radius * (1 + 1e-12) && Float.isFinite(h[rr * columns + cc])) {
                            sum += h[rr * columns + cc];
                            n++;
                        }
                    }
                }
                float v = h[row * columns + c];
                if (Float.isNaN(v)) {
                    assertEquals(Float.NaN, tpi[row * columns + c], name);
                } else {
                    assertEquals(v - sum / n, tpi[row * columns + c], 1e-3, name + ": sample (" + c + ", " + row + ")");
                }
            }
        }
    }

    @Test
    void tpiOfParallelRidgesIsTheClosedForm() {
        LandformMap map = Landforms.standard().map(ridges());
        double factor = 1 - discMeanOfCosine(K, 300);
        for (int r = 30; r <= 90; r += 15) {
            for (int c = 30; c <= 270; c += 7) {
                double expected = A * Math.cos(K * c * 10) * factor;
                assertEquals(expected, map.tpi(c, r), 0.3, "sample (" + c + ", " + r + ")");
            }
        }
    }

    @Test
    void standardizedTpiAndClassesFollowTheirDefinitions() {
        LandformMap map = Landforms.standard().map(ridges());
        double s = 0;
        int n = 301 * 121;
        for (int r = 0; r < 121; r++) {
            for (int c = 0; c < 301; c++) {
                s += map.tpi(c, r);
            }
        }
        double mean = s / n;
        double ss = 0;
        for (int r = 0; r < 121; r++) {
            for (int c = 0; c < 301; c++) {
                ss += (map.tpi(c, r) - mean) * (map.tpi(c, r) - mean);
            }
        }
        double sd = Math.sqrt(ss / n);
        assertEquals(mean, map.tpiMean(), 1e-6);
        assertEquals(sd, map.tpiStandardDeviation(), 1e-6);
        long[] counts = new long[6];
        for (int r = 0; r < 121; r++) {
            for (int c = 0; c < 301; c++) {
                double z = (map.tpi(c, r) - mean) / sd;
                assertEquals(z, map.standardizedTpi(c, r), 1e-9);
                assertEquals(Landforms.standard().classOf(z, map.slopeDegrees(c, r)), map.landform(c, r));
                counts[map.landform(c, r).ordinal()]++;
            }
        }
        // crests are ridges, troughs valleys, the inflections (17° slopes) middle slopes
        assertEquals(Landform.RIDGE, map.landform(100, 60));
        assertEquals(Landform.VALLEY, map.landform(150, 60));
        assertEquals(Landform.MIDDLE_SLOPE, map.landform(125, 60));
        double zUpper = map.standardizedTpi(110, 60); // 100 m down from a crest, cos(0.2π) = 0.81 of it
        assertEquals(true, zUpper > 0.5 && zUpper <= 1, "z = " + zUpper);
        assertEquals(Landform.UPPER_SLOPE, map.landform(110, 60));
        double h = 0;
        for (Landform l : Landform.values()) {
            assertEquals(counts[l.ordinal()], map.count(l));
            double p = counts[l.ordinal()] / (double) n;
            h -= p > 0 ? p * Math.log(p) / Math.log(2) : 0;
        }
        assertEquals(h, map.entropyBits(), 1e-12);
        assertEquals(h / (Math.log(6) / Math.log(2)), map.evenness(), 1e-12);
    }

    @Test
    void flatGroundIsAllFlatWithNoEntropy() {
        LandformMap map = Landforms.standard().map(Heightfield.sampled(GridFrame.of(0, 0, 10), 50, 40, (x, z) -> 7));
        assertEquals(2000, map.count(Landform.FLAT));
        assertEquals(0, map.entropyBits());
        assertEquals(0, map.evenness());
        assertEquals(1, map.share(Landform.FLAT));
    }

    @Test
    void theClassesAreHalfOpenAndCoverEveryValue() {
        Landforms l = Landforms.standard();
        assertEquals(Landform.RIDGE, l.classOf(Math.nextUp(1.0), 30));
        assertEquals(Landform.UPPER_SLOPE, l.classOf(1, 30));
        assertEquals(Landform.UPPER_SLOPE, l.classOf(Math.nextUp(0.5), 0));
        assertEquals(Landform.MIDDLE_SLOPE, l.classOf(0.5, 5.0001));
        assertEquals(Landform.FLAT, l.classOf(0.5, 5));
        assertEquals(Landform.FLAT, l.classOf(-0.5, 0));
        assertEquals(Landform.LOWER_SLOPE, l.classOf(Math.nextDown(-0.5), 0));
        assertEquals(Landform.LOWER_SLOPE, l.classOf(-1, 0));
        assertEquals(Landform.VALLEY, l.classOf(Math.nextDown(-1.0), 0));
        assertEquals(Landform.VALLEY, l.classOf(Double.NEGATIVE_INFINITY, 0));
        assertEquals(Landform.RIDGE, l.classOf(Double.POSITIVE_INFINITY, 0));
        assertNull(l.classOf(Double.NaN, 0));
        assertNull(l.classOf(0, Double.NaN));
        for (double z = -3; z <= 3; z += 0.001) {
            if (l.classOf(z, 3) == null) {
                throw new AssertionError("no class for " + z);
            }
        }
    }

    @Test
    void badSettingsAreRefusedByName() {
        assertThrows(IllegalArgumentException.class, () -> Landforms.standard().withRadius(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> Landforms.standard().withRadius(0));
        assertThrows(IllegalArgumentException.class, () -> Landforms.standard().withFlatSlopeDegrees(-1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Landforms.standard().withRadius(5).map(ridges()));
        assertEquals(true, e.getMessage().contains("radius"));
    }
}
