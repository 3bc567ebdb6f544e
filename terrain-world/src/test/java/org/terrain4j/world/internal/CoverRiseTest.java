package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.PlaneCanvas;

/**
 * {@code CoverElement.rise} on planes, against the plane's own heights read where the rule reads them:
 * {@link CoverElement#REACH} metres either way, clamped to the grid; inside the grid the two differences
 * combined as a hypotenuse and halved, on a border the difference along that border alone, 0 at a corner.
 * Every sample of the grid is checked, so the clamped reads near the edges are checked too.
 */
class CoverRiseTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 12);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theRiseOfAPlaneIsHalfItsDifferencesAcrossTheReach(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int samples = 17 + rnd.nextInt(80);
        double a = rnd.nextDouble(-0.2, 0.2);
        double b = rnd.nextDouble(-0.2, 0.2);
        double h0 = rnd.nextDouble(-300, 900);
        Canvas canvas = PlaneCanvas.of(samples, a, b, h0);
        int n = canvas.columns();
        double x0 = Math.min(canvas.x(0), canvas.x(n - 1));
        double x1 = Math.max(canvas.x(0), canvas.x(n - 1));
        double z0 = Math.min(canvas.z(0), canvas.z(n - 1));
        double z1 = Math.max(canvas.z(0), canvas.z(n - 1));
        double reach = CoverElement.REACH;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double x = canvas.x(c);
                double z = canvas.z(r);
                double dx = a * (clamp(x + reach, x0, x1) - clamp(x - reach, x0, x1));
                double dz = b * (clamp(z + reach, z0, z1) - clamp(z - reach, z0, z1));
                boolean westEast = c == 0 || c == n - 1;
                boolean northSouth = r == 0 || r == n - 1;
                double expected;
                if (westEast && northSouth) {
                    expected = 0;
                } else if (westEast) {
                    expected = Math.abs(dz) / 2;
                } else if (northSouth) {
                    expected = Math.abs(dx) / 2;
                } else {
                    expected = Math.hypot(dx, dz) / 2;
                }
                double tolerance = 1e-6 * (Math.abs(h0) + 0.2 * (x1 - x0 + z1 - z0)) + 1e-9;
                assertEquals(expected, CoverElement.rise(canvas, c, r), tolerance,
                        "sample (" + c + ", " + r + ") of " + n + "², a " + a + ", b " + b);
            }
        }
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
