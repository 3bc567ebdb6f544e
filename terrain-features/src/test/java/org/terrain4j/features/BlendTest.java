package org.terrain4j.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

class BlendTest {

    private static final double EPS = 1e-12;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xB1E4DL, 40);
    }

    @Test
    void smoothstepIsTheHermiteRampWithClampedEnds() {
        assertEquals(0, Blend.smoothstep(60, 60, 220));
        assertEquals(0, Blend.smoothstep(-1e9, 60, 220));
        assertEquals(1, Blend.smoothstep(220, 60, 220));
        assertEquals(1, Blend.smoothstep(1e9, 60, 220));
        assertEquals(0.5, Blend.smoothstep(140, 60, 220), EPS);
        // t = 1/4: 3/16 − 2/64 = 0.15625
        assertEquals(0.15625, Blend.smoothstep(100, 60, 220), EPS);
    }

    @Test
    void reversedEndsFall() {
        // the example island's sand: none above 2.7 m, full below 1.3 m
        assertEquals(0, Blend.fading(2.7, 2.7, 1.3));
        assertEquals(0, Blend.fading(10, 2.7, 1.3));
        assertEquals(1, Blend.fading(1.3, 2.7, 1.3));
        assertEquals(1, Blend.fading(-3, 2.7, 1.3));
        assertEquals(0.5, Blend.fading(2.0, 2.7, 1.3), EPS);
        // rock: none below 33°, full above 44°
        assertEquals(0, Blend.fading(30, 33, 44));
        assertEquals(1, Blend.fading(45, 33, 44));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void swappingTheEndsMirrorsTheRamp(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double a = rnd.nextDouble(-100, 100);
        double b = a + rnd.nextDouble(0.01, 50) * (rnd.nextBoolean() ? 1 : -1);
        for (int i = 0; i < 50; i++) {
            double x = rnd.nextDouble(-200, 200);
            double up = Blend.smoothstep(x, a, b);
            assertTrue(up >= 0 && up <= 1);
            assertEquals(1, up + Blend.smoothstep(x, b, a), 1e-12);
            double y = x + rnd.nextDouble(0, 10);
            assertTrue((Blend.smoothstep(y, a, b) - up) * (b - a) >= -1e-15, "monotone towards 'to'");
        }
    }

    @Test
    void lerpHitsItsEndsExactly() {
        assertEquals(0.1, Blend.lerp(0.1, 7.3, 0));
        assertEquals(7.3, Blend.lerp(0.1, 7.3, 1));
        assertEquals(4.6, Blend.lerp(-2, 4.6, 1));
        assertEquals(1.0, Blend.lerp(0, 4, 0.25), EPS);
    }

    @Test
    void badEndsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Blend.smoothstep(1, 2, 2));
        assertTrue(e.getMessage().contains("from"));
        assertThrows(IllegalArgumentException.class, () -> Blend.smoothstep(1, Double.NaN, 2));
        assertThrows(IllegalArgumentException.class, () -> Blend.fading(1, 0, Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> Blend.clamp(1, 2, 0));
        assertTrue(Double.isNaN(Blend.smoothstep(Double.NaN, 0, 1)));
    }
}
