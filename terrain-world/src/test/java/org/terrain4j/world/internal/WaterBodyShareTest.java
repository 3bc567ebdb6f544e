package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.Elements;
import org.terrain4j.world.Placement;
import org.terrain4j.world.PlaneCanvas;

/**
 * A water body with a {@code share} finds its line on the ground as drawn: in a round bowl the lake is the
 * disc of that share of the square, capped by the {@code water line} reading; and the line rises over a
 * one-sample neck while the lake barely grows.
 */
class WaterBodyShareTest {

    /** A bowl {@code h = r² / 16 000} m (r in metres): 0 at the centre, 1 000 m at 4 km. */
    private static final HeightFunction BOWL = (x, z) -> (x * x + z * z) / 16_000.0;

    private static Placement body(double line, double share) {
        return Elements.standard().element(Elements.WATER_BODY).resolved(
                Placement.of(Elements.WATER_BODY).withValue("water line", line).withValue("share", share),
                BaseGround.standard());
    }

    private static int wet(Canvas canvas) {
        int k = 0;
        for (int i = 0; i < canvas.columns() * canvas.rows(); i++) {
            k += canvas.isWater(i) ? 1 : 0;
        }
        return k;
    }

    @ParameterizedTest(name = "share {0}")
    @CsvSource({"0.1", "0.22", "0.4"})
    void inABowlTheLakeIsTheDiscOfItsShare(double share) {
        Canvas canvas = PlaneCanvas.of(201, BOWL);
        double size = canvas.frame().spacingX() * (canvas.columns() - 1);
        // the disc of that share: pi r^2 = share * size^2, at height r^2 / 16 000
        double expected = share * size * size / Math.PI / 16_000.0;
        double line = WaterBodyElement.line(body(2000, share), canvas);
        assertEquals(expected, line, 0.04 * expected, "line");
        WaterBodyElement.create().draw(body(2000, share), canvas, 1);
        double covered = wet(canvas) / (double) (canvas.columns() * canvas.rows());
        assertEquals(share, covered, 0.05 * share, "share of the square under water");
    }

    @Test
    void theWaterLineReadingIsTheHighestTheLakeMayStand() {
        Canvas canvas = PlaneCanvas.of(201, BOWL);
        assertEquals(300, WaterBodyElement.line(body(300, 0.4), canvas), 0.0);
        // without a share the reading is the line
        assertEquals(1500, WaterBodyElement.line(body(1500, 0), canvas), 0.0);
    }

    /**
     * Two basins at 0 m on a 21² grid, 100 m apart, joined through one sample at 4 m; the neck widens to three
     * samples at {@code widen} m ({@code rows} rows of the divide). The chosen level is 4 m (275 of 441
     * samples, nearest 0.6); the line rises to {@code widen} only if it is at most 8 m higher and the lake grows
     * by at most 15 %.
     */
    @ParameterizedTest(name = "neck widened at {0} m over {1} rows: line {2}")
    @CsvSource({"6, 3, 6", "13, 3, 4", "6, 17, 4"})
    void theLineRisesOverANeckWhileTheLakeBarelyGrows(double widen, int rows, double expected) {
        int m = 21;
        double size = 2000;
        HeightFunction g = (x, z) -> {
            int c = (int) Math.round(x / 100);
            int r = (int) Math.round(z / 100);
            if (r < 2 || r > 18 || c < 1 || c > 19) {
                return 50;
            }
            if (c >= 9 && c <= 11) {
                if (r == 10) {
                    return 4;
                }
                return Math.abs(r - 10) <= rows / 2 ? widen : 50;
            }
            return 0;
        };
        assertEquals(expected, WaterBodyElement.lakeLine(g, 0, 0, size, m, 0.6), 0.0);
    }

    /**
     * The lattice reaches the square's far edges and reads heights below zero in their order: a trench
     * one sample wide along the east (then the south) edge, 30 m under ground at −400 m, is the piece of a
     * share of one column (row); a lattice that stopped short of the edge would read only the ground.
     */
    @ParameterizedTest(name = "south edge {0}")
    @CsvSource({"false", "true"})
    void theFarEdgesAreRead(boolean south) {
        int m = 21;
        double size = 2000;
        double x0 = -700;
        double z0 = 300;
        HeightFunction g = (x, z) -> (south ? z : x) > (south ? z0 : x0) + size - 50 ? -430 : -400;
        assertEquals(-430, WaterBodyElement.lakeLine(g, x0, z0, size, m, 1.0 / m), 0.0);
    }
}
