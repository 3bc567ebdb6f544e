package org.terrain4j.erosion.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

class ErosionFilterTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xE205L, 20);
    }

    /** A dome 150 m high, 540 m to its foot. */
    static final HeightFunction DOME = (x, z) -> {
        double r = Math.sqrt(x * x + z * z) / 540;
        return r >= 1 ? 0 : 150 * (1 - r * r) * (1 - r * r);
    };

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void neverRaisesAPointAndCutsAtMostMaxCut(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        ErosionFilter f = ErosionFilter.standard().withSeed(rnd.nextLong());
        for (int i = 0; i < 2000; i++) {
            double x = rnd.nextDouble(-2000, 2000);
            double z = rnd.nextDouble(-2000, 2000);
            double h = rnd.nextDouble(-50, 400);
            double gx = rnd.nextDouble(-3, 3);
            double gz = rnd.nextDouble(-3, 3);
            double out = f.apply(x, z, h, gx, gz);
            assertTrue(out <= h, () -> out + " > " + h);
            assertTrue(out >= h - f.maxCut() - 1e-9, () -> out + " below " + h + " - " + f.maxCut());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void neverRaisesAGridSample(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double cx = rnd.nextDouble(-100, 100);
        double cz = rnd.nextDouble(-100, 100);
        Heightfield raw = Heightfield.of(97, 97, (u, v) -> DOME.height(u * 1200 - 600 - cx, v * 1200 - 600 - cz))
                .withFrame(GridFrame.centred(97, 97, 12.5));
        Heightfield out = ErosionFilter.standard().withSeed(rnd.nextLong()).apply(raw);
        for (int r = 0; r < 97; r++) {
            for (int c = 0; c < 97; c++) {
                assertTrue(out.get(c, r) <= raw.get(c, r));
            }
        }
    }

    @Test
    void cutsTheFlanksButLeavesFlatAndLowGroundAlone() {
        ErosionFilter f = ErosionFilter.standard();
        HeightFunction g = f.apply(DOME, 2);
        // low ground (h <= 1 m) and flat ground are unchanged
        assertEquals(0.5, f.apply(10, 10, 0.5, 1, 1));
        assertEquals(80, f.apply(10, 10, 80, 0.01, 0.01));
        // the foot (up < 2 %) is unchanged
        assertEquals(2, f.apply(10, 10, 2, 1, 0));
        // on the flanks, a ring at 300 m from the middle: the cut varies, reaching metres somewhere
        double maxCut = 0;
        double minCut = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 720; i++) {
            double a = i * Math.PI / 360;
            double x = 300 * Math.cos(a);
            double z = 300 * Math.sin(a);
            double cut = DOME.height(x, z) - g.height(x, z);
            maxCut = Math.max(maxCut, cut);
            minCut = Math.min(minCut, cut);
        }
        assertTrue(maxCut > 5, "deepest gully on the ring " + maxCut);
        assertTrue(minCut < 1, "shallowest point on the ring " + minCut);
        assertTrue(maxCut <= f.maxCut());
    }

    @Test
    void deterministicAcrossRuns() {
        Heightfield raw = Heightfield.of(65, 65, (u, v) -> DOME.height(u * 800 - 400, v * 800 - 400))
                .withFrame(GridFrame.centred(65, 65, 12.5));
        ErosionFilter f = ErosionFilter.standard();
        assertEquals(f.apply(raw), f.apply(raw));
    }

    @Test
    void validatesArguments() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ErosionFilter.standard().withSize(Double.NaN));
        assertTrue(e.getMessage().contains("size"));
        assertThrows(IllegalArgumentException.class, () -> ErosionFilter.standard().withDepth(-1));
        assertThrows(IllegalArgumentException.class, () -> ErosionFilter.standard().withOctaves(0));
        assertThrows(IllegalArgumentException.class, () -> ErosionFilter.standard().apply(DOME, 0));
        assertEquals(9 * 1.875, ErosionFilter.standard().maxCut(), 1e-12);
    }
}
