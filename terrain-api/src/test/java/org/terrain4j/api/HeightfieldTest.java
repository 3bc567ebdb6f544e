package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeightfieldTest {

    private static final double EXACT = 0;
    private static final double TIGHT = 1e-12;

    /** A 3 × 2 field written as text: row 0 then row 1. */
    private static final Heightfield SMALL = Heightfield.of(3, 2, new float[] {
        1, 2, 3,
        4, 5, 6});

    @Test
    void rowMajorLayout() {
        assertEquals(3, SMALL.columns());
        assertEquals(2, SMALL.rows());
        assertEquals(6, SMALL.sampleCount());
        assertEquals(3, SMALL.get(2, 0), EXACT);
        assertEquals(4, SMALL.get(0, 1), EXACT);
        assertArrayEquals(new float[] {1, 2, 3, 4, 5, 6}, SMALL.toArray());
    }

    @Test
    void closureFormSamplesNormalisedCoordinates() {
        Heightfield f = Heightfield.of(5, 3, (u, v) -> 10 * u + 100 * v);
        assertEquals(0, f.get(0, 0), EXACT);
        assertEquals(10, f.get(4, 0), EXACT);
        assertEquals(100, f.get(0, 2), EXACT);
        assertEquals(2.5 + 50, f.get(1, 1), 1e-5);
    }

    @Test
    void constructionCopiesTheCallersArray() {
        float[] data = {1, 2, 3, 4};
        Heightfield f = Heightfield.of(2, 2, data);
        data[0] = 99;
        assertEquals(1, f.get(0, 0), EXACT);
        float[] out = f.toArray();
        out[1] = 99;
        assertEquals(2, f.get(1, 0), EXACT);
    }

    @Test
    void badSizesAreRefusedWithTheParameterNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Heightfield.filled(-1, 4, 0));
        assertTrue(e.getMessage().contains("columns") && e.getMessage().contains("-1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Heightfield.of(2, 2, new float[3]));
        assertTrue(e.getMessage().contains("rowMajor.length"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Heightfield.filled(1_000_000, 1_000_000, 0));
        assertTrue(e.getMessage().contains("columns × rows"), e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> SMALL.get(3, 0));
        assertThrows(IllegalArgumentException.class, () -> SMALL.value(Double.NaN, 0));
        assertThrows(IllegalArgumentException.class, () -> SMALL.scale(Double.POSITIVE_INFINITY));
    }

    @Test
    void bilinearValueBetweenSamples() {
        // centre of the left square: mean of 1, 2, 4, 5
        assertEquals(3, SMALL.value(0.25, 0.5), TIGHT);
        assertEquals(6, SMALL.value(1, 1), EXACT);
        assertEquals(1, SMALL.value(-5, -5), EXACT); // clamped
    }

    @Test
    void edgePolicies() {
        Heightfield f = SMALL.withFrame(GridFrame.of(100, 200, 10));
        assertEquals(1, f.heightAt(100, 200), EXACT);
        assertEquals(3, f.heightAt(1000, 0), EXACT);
        assertEquals(-30, f.heightAt(99, 200, EdgePolicy.constant(-30)), EXACT);
        assertEquals(6, f.heightAt(120, 210, EdgePolicy.constant(-30)), EXACT);
        // wrap: period 3 columns × 10 m; x = 130 is column 3 = column 0
        assertEquals(1, f.heightAt(130, 200, EdgePolicy.wrap()), EXACT);
        // between the last column and the wrapped first: halfway from 3 to 1
        assertEquals(2, f.heightAt(125, 200, EdgePolicy.wrap()), TIGHT);
        assertEquals(1, f.heightAt(70, 200, EdgePolicy.wrap()), EXACT);
    }

    @Test
    void gradientSlopeAndNormalOfAPlane() {
        // h = 2x + 3z on 5 m spacing
        GridFrame frame = GridFrame.of(0, 0, 5);
        Heightfield plane = Heightfield.of(9, 9, (u, v) -> 2 * (u * 40) + 3 * (v * 40)).withFrame(frame);
        for (double[] p : new double[][] {{0, 0}, {17, 23}, {40, 40}, {40, 0}, {-10, 50}}) {
            Gradient g = plane.gradientAt(Math.max(0, Math.min(40, p[0])), Math.max(0, Math.min(40, p[1])));
            assertEquals(2, g.dx(), 1e-4, "dx at " + p[0] + "," + p[1]);
            assertEquals(3, g.dz(), 1e-4, "dz at " + p[0] + "," + p[1]);
        }
        assertEquals(Math.atan(Math.sqrt(13)), plane.slopeAt(20, 20), 1e-5);
        double[] n = plane.normalAt(20, 20);
        double len = Math.sqrt(14);
        assertArrayEquals(new double[] {-2 / len, 1 / len, -3 / len}, n, 1e-5);
    }

    @Test
    void operations() {
        assertArrayEquals(new float[] {0, 0.2f, 0.4f, 0.6f, 0.8f, 1}, SMALL.normalized().toArray(), 1e-7f);
        assertArrayEquals(new float[] {2, 4, 6, 8, 10, 12}, SMALL.scale(2).toArray());
        assertArrayEquals(new float[] {11, 12, 13, 14, 15, 16}, SMALL.add(10).toArray());
        assertArrayEquals(new float[] {2, 4, 6, 8, 10, 12}, SMALL.add(SMALL).toArray());
        assertArrayEquals(new float[] {-1, -4, -9, -16, -25, -36}, SMALL.map(h -> -h * h).toArray());
        Heightfield crop = SMALL.withFrame(GridFrame.of(0, 0, 10)).crop(1, 1, 2, 1);
        assertArrayEquals(new float[] {5, 6}, crop.toArray());
        assertEquals(GridFrame.of(10, 10, 10), crop.frame());
        assertThrows(IllegalArgumentException.class, () -> SMALL.crop(2, 0, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> SMALL.add(Heightfield.filled(2, 2, 0)));
    }

    @Test
    void resampleKeepsCornersAndExtent() {
        Heightfield f = SMALL.withFrame(GridFrame.of(0, 0, 10));
        Heightfield r = f.resample(5, 3);
        assertEquals(1, r.get(0, 0), EXACT);
        assertEquals(6, r.get(4, 2), EXACT);
        assertEquals((2 + 5) / 2.0, r.get(2, 1), TIGHT); // column 1, halfway between rows
        assertEquals(5, r.frame().spacingX(), EXACT);
        assertEquals(5, r.frame().spacingZ(), EXACT);
    }

    @Test
    void statisticsIgnoreNoData() {
        Heightfield f = Heightfield.of(2, 2, new float[] {1, Float.NaN, 3, 8});
        assertEquals(1, f.min(), EXACT);
        assertEquals(8, f.max(), EXACT);
        assertEquals(4, f.mean(), EXACT);
        assertEquals(12, f.sum(), EXACT);
        assertEquals(1, f.noDataCount());
        Heightfield n = f.normalized();
        assertTrue(Double.isNaN(n.get(1, 0)));
        assertEquals(1, n.get(1, 1), EXACT);
        // a sample's own value never mixes in a NaN neighbour
        assertEquals(1, f.value(0, 0), EXACT);
        assertTrue(Double.isNaN(f.value(0.5, 0)));
        Statistics none = Heightfield.filled(2, 2, Double.NaN).statistics();
        assertEquals(0, none.count());
        assertTrue(Double.isNaN(none.mean()));
    }

    @Test
    void constantFieldNormalisesToZero() {
        assertArrayEquals(new float[4], Heightfield.filled(2, 2, 7).normalized().toArray());
    }

    @Test
    void equalityIsExactAndToleranceIsSeparate() {
        Heightfield a = Heightfield.of(2, 1, new float[] {1, Float.NaN});
        Heightfield b = Heightfield.of(2, 1, new float[] {1, Float.NaN});
        Heightfield c = Heightfield.of(2, 1, new float[] {1.0001f, Float.NaN});
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, c);
        assertTrue(a.equalsWithin(c, 1e-3));
        assertFalse(a.equalsWithin(c, 1e-5));
        assertNotEquals(a, a.withFrame(GridFrame.of(0, 0, 2)));
        assertFalse(Heightfield.of(1, 1, new float[] {0f}).equals(Heightfield.of(1, 1, new float[] {-0f})));
    }

    @Test
    void erodedRunsTheContractOnACopy() {
        Erosion lowerEverything = (field, seed, progress) -> {
            float[] s = field.toArray();
            for (int i = 0; i < s.length; i++) {
                s[i] -= seed;
            }
            field.copyFrom(s, 0);
            return new ErosionLedger(seed * s.length, 0, seed * s.length, 0);
        };
        Heightfield out = SMALL.eroded(lowerEverything, 1);
        assertArrayEquals(new float[] {0, 1, 2, 3, 4, 5}, out.toArray());
        assertEquals(1, SMALL.get(0, 0), EXACT);
        assertEquals(SMALL, SMALL.eroded(lowerEverything));
    }

    /**
     * Review 7, finding 18: {@code Heightfield.resample} spread a void to every new sample that gave it
     * weight while {@code terrain resample} (and {@code Resample}) keep voids from spreading; the two now
     * share one rule. Around a void in the middle of a 5 × 5 grid doubled to 9 × 9, the new samples between
     * it and its neighbours take the neighbours' heights, and only the void's own sample stays NaN.
     */
    @Test
    void review7Finding18ResampleKeepsVoidsFromSpreadingAsTheCommandDoes() {
        float[] h = new float[25];
        java.util.Arrays.fill(h, 7);
        h[12] = Float.NaN;
        Heightfield r = Heightfield.of(5, 5, h).resample(9, 9);
        assertEquals(1, r.noDataCount());
        assertTrue(Double.isNaN(r.get(4, 4)));
        assertEquals(7, r.get(3, 4), EXACT);
        assertEquals(7, r.get(5, 5), EXACT);
        Heightfield voids = Heightfield.of(2, 2, new float[] {Float.NaN, Float.NaN, Float.NaN, Float.NaN});
        assertEquals(9, voids.resample(3, 3).noDataCount());
    }

    /**
     * Review 7, finding 18: {@code map} and {@code scale} said nothing of heights beyond float; a factor of
     * 1e39 stored +Infinity, which every writer then refused. Now refused where it happens, naming the sample.
     */
    @Test
    void review7Finding18MapScaleAndAddRefuseHeightsBeyondFloat() {
        Heightfield f = Heightfield.of(2, 1, new float[] {1, Float.NaN});
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> f.scale(1e39));
        assertEquals("sample (0, 0) of height 1.0: factor 1.0E39 gives 1.0E39, beyond the range of float"
                + " (±3.4028235e38)", e.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> f.map(v -> 4e38));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> f.map(v -> Double.NEGATIVE_INFINITY));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> f.add(3.5e38));
        Heightfield big = Heightfield.of(2, 1, new float[] {3e38f, 0});
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> big.add(big));
        // NaN stays a void; a result within float is kept
        assertEquals(2, f.map(v -> Double.NaN).noDataCount());
        assertEquals(3.4e38f, f.scale(3.4e38).get(0, 0), 0);
    }

    /**
     * Review 8, finding 1: {@code Heightfield.of(2, 1, new double[] {1, 1e39})}, {@code filled(…, 1e39)} and
     * {@code of(uv -> 1e39)} stored +Infinity, and max() said Infinity, while map refused the same height.
     * Every factory now refuses a height beyond float, naming it; NaN stays a void.
     */
    @Test
    void review8Finding1FactoriesRefuseHeightsBeyondFloat() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Heightfield.of(2, 1, new double[] {1, 1e39}));
        assertEquals("rowMajor[1] (column 1, row 0) is 1.0E39: heights must be finite, within ±3.4028235e38 (the"
                + " range of float), or NaN for a void", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Heightfield.of(1, 2, new float[] {0, Float.NEGATIVE_INFINITY}));
        assertThrows(IllegalArgumentException.class, () -> Heightfield.filled(2, 2, 1e39));
        assertThrows(IllegalArgumentException.class, () -> Heightfield.filled(2, 2, Double.POSITIVE_INFINITY));
        e = assertThrows(IllegalArgumentException.class, () -> Heightfield.of(3, 3, (u, v) -> u == 1 ? 1e39 : 0));
        assertTrue(e.getMessage().startsWith("f gives 1.0E39 at u = 1.0, v = 0.0 (column 2, row 0)"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Heightfield.sampled(GridFrame.UNIT, 2, 2, (x, z) -> Double.NEGATIVE_INFINITY));
        // voids and the largest floats are heights
        assertEquals(1, Heightfield.of(2, 1, new double[] {Double.NaN, 3.4e38}).noDataCount());
        assertEquals(4, Heightfield.filled(2, 2, Double.NaN).noDataCount());
        assertEquals(-Float.MAX_VALUE, Heightfield.of(1, 1, new float[] {-Float.MAX_VALUE}).min(), 0);
    }
}
