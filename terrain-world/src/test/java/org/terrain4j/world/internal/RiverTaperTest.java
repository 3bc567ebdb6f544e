package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.Elements;
import org.terrain4j.world.Placement;
import org.terrain4j.world.PlaneCanvas;

/**
 * A river drawn across joins tapers out at its line's ends ({@link RiverElement#TAPER}): on a flat plane
 * a straight river's channel at the end of its line is no deeper and no wider than the grid's least
 * (issue 35: it stopped there at full width and depth, a stub); away from the ends it is drawn as before.
 */
class RiverTaperTest {

    @Test
    void aTaperedRiverFadesOutAtItsEndsAndIsUnchangedBetween() {
        int samples = 161;
        Placement p = Elements.standard().element(Elements.RIVER)
                .resolved(Placement.of(Elements.RIVER).withSpan("width", 600, 800), BaseGround.standard().withSamples(samples));
        int m = 241;
        double[][] path = new double[3][m];
        double[] surface = new double[m];
        for (int k = 0; k < m; k++) {
            path[0][k] = -6000 + 50.0 * k;
            path[1][k] = 0;
            path[2][k] = 50.0 * k;
            surface[k] = 99;
        }
        RiverElement.Plan plan = new RiverElement.Plan(path, surface);
        Canvas plain = PlaneCanvas.of(samples, 0, 0, 100);
        Canvas tapered = PlaneCanvas.of(samples, 0, 0, 100);
        RiverElement.draw(p, plain, 5, plan, 0, 0, false);
        RiverElement.draw(p, tapered, 5, plan, 0, 0, true);
        int n = plain.columns();
        double sp = plain.spacing();
        int end = (int) Math.round(plain.frame().column(6000));
        int middle = (int) Math.round(plain.frame().row(0));
        // at the end of the line: the untapered river is a full stub, the tapered one 1 m of water at most
        double depthMin = p.span("depth").min();
        assertTrue(plain.waterSurface(middle * n + end) - plain.height(middle * n + end) >= depthMin - 1e-3,
                "untapered: full depth at the line's end");
        assertEquals(99, tapered.height(middle * n + end), 1e-3, "tapered: the bed at the surface at the line's end");
        int wetPlain = 0;
        int wetTapered = 0;
        for (int r = 0; r < n; r++) {
            wetPlain += plain.isRiver(r * n + end) ? 1 : 0;
            wetTapered += tapered.isRiver(r * n + end) ? 1 : 0;
        }
        double least = sp * Math.sqrt(0.5);
        assertTrue(wetTapered <= 2 * Math.ceil(least / sp) + 1 && wetTapered < wetPlain,
                "tapered water across the line's end: " + wetTapered + " samples, untapered " + wetPlain);
        // no dry groove beside the thread: the banks and valley fade with the water (the review saw dark dry
        // channels across rock past tapered ends). The water 40 m under the plane, so the banks are eased
        double[] low = new double[m];
        java.util.Arrays.fill(low, 60);
        RiverElement.Plan sunk = new RiverElement.Plan(path, low);
        Canvas plainSunk = PlaneCanvas.of(samples, 0, 0, 100);
        Canvas taperedSunk = PlaneCanvas.of(samples, 0, 0, 100);
        RiverElement.draw(p, plainSunk, 5, sunk, 0, 0, false);
        RiverElement.draw(p, taperedSunk, 5, sunk, 0, 0, true);
        // and in a valley: the valley's cut fades with the water too
        Placement valleyed = Elements.standard().element(Elements.RIVER).resolved(Placement.of(Elements.RIVER)
                .withSpan("width", 600, 800).withValue("valley", 30), BaseGround.standard().withSamples(samples));
        Canvas plainValley = PlaneCanvas.of(samples, 0, 0, 100);
        Canvas taperedValley = PlaneCanvas.of(samples, 0, 0, 100);
        RiverElement.draw(valleyed, plainValley, 5, plan, 0, 0, false);
        RiverElement.draw(valleyed, taperedValley, 5, plan, 0, 0, true);
        int cutPlain = 0;
        for (int r = 0; r < n; r++) {
            int i = r * n + end;
            if (!taperedValley.isRiver(i)) {
                assertEquals(100, taperedValley.height(i), 1e-9, "no valley at the line's end, row " + r);
            }
            cutPlain += !plainValley.isRiver(i) && plainValley.height(i) < 95 ? 1 : 0;
        }
        assertTrue(cutPlain > 0, "the untapered river's valley is cut there");
        int loweredPlain = 0;
        for (int r = 0; r < n; r++) {
            int i = r * n + end;
            if (!taperedSunk.isRiver(i)) {
                assertEquals(100, taperedSunk.height(i), 1e-9, "dry ground at the line's end, row " + r);
            }
            loweredPlain += !plainSunk.isRiver(i) && plainSunk.height(i) < 99 ? 1 : 0;
        }
        assertTrue(loweredPlain > 0, "the untapered river eases its banks there");
        // more than TAPER from both ends: the same bits
        for (int c = 0; c < n; c++) {
            double x = plain.x(c);
            if (Math.abs(x) < 6000 - RiverElement.TAPER - RiverElement.BANK_REACH - 300) {
                for (int r = 0; r < n; r++) {
                    assertEquals(plain.height(r * n + c), tapered.height(r * n + c), 0, "sample " + c + "," + r);
                }
            }
        }
    }
}
