package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.world.HueRoundingTest.TOLERANCE;
import static org.terrain4j.world.HueRoundingTest.hueOff;
import static org.terrain4j.world.HueRoundingTest.oklab;

import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** {@link Oklch#round}: 8-bit rounding that keeps the hue, against a brute force over the eight codes around. */
class OklchRoundingTest {

    static Stream<Named<Long>> colours() {
        return Cases.seeds(0x4E_0B_33L, 40);
    }

    /**
     * The rounding keeps the hue within 5° for colours of chroma ≥ 0.011 and lightness ≥ 0.2, picks one of
     * the eight codes around the exact colour, and keeps the plain rounding when that is within 5° already.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("colours")
    void roundingKeepsTheHue(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int tried = 0;
        int moved = 0;
        while (tried < 2000) {
            double l = rnd.nextDouble(0.2, 1);
            double c = rnd.nextInt(3) == 0 ? rnd.nextDouble(0.011, 0.02) : rnd.nextDouble(0.011, 0.15);
            double h = rnd.nextDouble(0, 360);
            double[] lin = linearOf(l, c * Math.cos(Math.toRadians(h)), c * Math.sin(Math.toRadians(h)));
            if (!(lin[0] >= 0 && lin[0] <= 1 && lin[1] >= 0 && lin[1] <= 1 && lin[2] >= 0 && lin[2] <= 1)) {
                continue;
            }
            tried++;
            int got = Oklch.round(lin[0], lin[1], lin[2], h);
            double[] e = {255 * encode(lin[0]), 255 * encode(lin[1]), 255 * encode(lin[2])};
            int plain = (int) Math.round(e[0]) << 16 | (int) Math.round(e[1]) << 8 | (int) Math.round(e[2]);
            String what = String.format("L %.4f C %.4f h %.2f: %06x (plain %06x)", l, c, h, got, plain);
            assertTrue(hueOff(oklab(got), h) <= TOLERANCE, what + " is " + hueOff(oklab(got), h) + "° off");
            for (int k = 0; k < 3; k++) {
                int code = got >> (16 - 8 * k) & 0xFF;
                assertTrue(code == Math.floor(e[k]) || code == Math.ceil(e[k]), what + " channel " + k);
            }
            assertEquals(bruteForce(lin, h), got, what);
            if (hueOff(oklab(plain), h) <= TOLERANCE) {
                assertEquals(plain, got, what);
            } else {
                moved++;
            }
        }
        assertTrue(moved < tried / 4, moved + " of " + tried + " moved off the plain rounding");
    }

    private static double encode(double linear) {
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;
    }

    private static double[] linearOf(double lightness, double a, double b) {
        double l = lightness + 0.3963377774 * a + 0.2158037573 * b;
        double m = lightness - 0.1055613458 * a - 0.0638541728 * b;
        double s = lightness - 0.0894841775 * a - 1.2914855480 * b;
        l = l * l * l;
        m = m * m * m;
        s = s * s * s;
        return new double[] {4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s};
    }

    /**
     * Dark and near-grey colours, where no 8-bit code may lie within 5°: the rule still picks as the brute force
     * does (within 5° and nearest if any, else closest in hue, never an exact grey when a tinted code is at hand),
     * and rounds a grey (chroma under 0.002) plainly.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("colours")
    void darkAndNearGreyColoursFollowTheRule(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int tried = 0;
        while (tried < 500) {
            double l = rnd.nextDouble(0.02, 0.6);
            double c = rnd.nextDouble(0.0005, 0.012);
            double h = rnd.nextDouble(0, 360);
            double[] lin = linearOf(l, c * Math.cos(Math.toRadians(h)), c * Math.sin(Math.toRadians(h)));
            if (!(lin[0] >= 0 && lin[0] <= 1 && lin[1] >= 0 && lin[1] <= 1 && lin[2] >= 0 && lin[2] <= 1)) {
                continue;
            }
            tried++;
            int got = Oklch.round(lin[0], lin[1], lin[2], h);
            assertEquals(bruteForce(lin, h), got, String.format("L %.4f C %.4f h %.2f", l, c, h));
        }
    }

    /** The rule, written out over the eight codes: plain if within 5°, else nearest within 5°, else closest in hue. */
    static int bruteForce(double[] lin, double hue) {
        double[] e = {255 * encode(lin[0]), 255 * encode(lin[1]), 255 * encode(lin[2])};
        int plain = (int) Math.round(e[0]) << 16 | (int) Math.round(e[1]) << 8 | (int) Math.round(e[2]);
        if (hueOff(oklab(plain), hue) <= TOLERANCE) {
            return plain;
        }
        double[] exact = oklab(lin[0], lin[1], lin[2]);
        if (Math.hypot(exact[1], exact[2]) < 0.002) {
            return plain; // a grey (Oklch.GREY_CHROMA)
        }
        int best = -1;
        double bestKey1 = Double.POSITIVE_INFINITY;
        double bestKey2 = Double.POSITIVE_INFINITY;
        for (int dr = 0; dr <= 1; dr++) {
            for (int dg = 0; dg <= 1; dg++) {
                for (int db = 0; db <= 1; db++) {
                    int code = Math.min(255, (int) Math.floor(e[0]) + dr) << 16
                            | Math.min(255, (int) Math.floor(e[1]) + dg) << 8 | Math.min(255, (int) Math.floor(e[2]) + db);
                    double[] q = oklab(code);
                    double off = hueOff(q, hue);
                    double d = Math.sqrt(Math.pow(q[0] - exact[0], 2) + Math.pow(q[1] - exact[1], 2)
                            + Math.pow(q[2] - exact[2], 2));
                    // within the tolerance: rank by distance alone (key1 = 0); outside: by hue, then distance
                    double k1 = off <= TOLERANCE ? -1 : off;
                    if (k1 < bestKey1 || (k1 == bestKey1 && d < bestKey2)) {
                        best = code;
                        bestKey1 = k1;
                        bestKey2 = d;
                    }
                }
            }
        }
        return best;
    }

    @Test
    void greysStayGrey() {
        for (double hue : new double[] {0, 45, 200, 300}) {
            for (double l : new double[] {0.1, 0.5, 0.77, 1}) {
                int rgb = new Oklch(l, 0, hue).toRgb();
                assertEquals(rgb >> 16 & 0xFF, rgb & 0xFF, Integer.toHexString(rgb));
                assertEquals(rgb >> 8 & 0xFF, rgb & 0xFF, Integer.toHexString(rgb));
            }
            for (int grey : new int[] {0x808080, 0x3a3a3a, 0xd0d0d0}) {
                for (double k : new double[] {0.35, 0.7, 1.2}) {
                    int s = WorldPng.scale(grey, k, hue);
                    int expected = Oklch.encode(Oklch.decode(grey & 0xFF) * k);
                    assertEquals(expected * 0x010101, s, Integer.toHexString(grey) + " × " + k);
                }
            }
        }
        assertEquals(0xFFFFFF, new Oklch(1, 0.1, 30).toRgb());
        assertEquals(0, new Oklch(0, 0.1, 30).toRgb());
    }
}
