package org.terrain4j.world.sky;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Oklch;
import org.terrain4j.world.Preset;
import org.terrain4j.world.World;
import org.terrain4j.world.WorldPng;

/** Noon lights a world exactly as the shaded PNG writer drew it before there was a day. */
class UndayedNoonTest {

    /** Two 8-bit codes in linear light near mid-grey, plus the hue-keeping rounding's step. */
    private static final double TOLERANCE = 0.012;

    @Test
    void noonLightEqualsWorldPngShading() {
        World world = Preset.LAKESIDE.environment(5).withGround(BaseGround.standard().withSamples(65)).generate();
        BufferedImage flat = WorldPng.image(world, false);
        BufferedImage shaded = WorldPng.image(world, true);
        Sky noon = DayCycle.standard().at(DayCycle.NOON);
        var h = world.heights();
        int n = world.columns();
        double sp = world.frame().spacingX();
        double worst = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double gx = (h.get(Math.min(n - 1, c + 1), r) - h.get(Math.max(0, c - 1), r)) / (2 * sp);
                double gz = (h.get(c, Math.min(n - 1, r + 1)) - h.get(c, Math.max(0, r - 1))) / (2 * sp);
                LinearRgb k = noon.light(Direction.normalised(-gx, 1, -gz));
                LinearRgb albedo = LinearRgb.fromSrgb(flat.getRGB(c, r));
                LinearRgb got = LinearRgb.fromSrgb(shaded.getRGB(c, r));
                worst = Math.max(worst, Math.abs(albedo.red() * k.red() - got.red()));
                worst = Math.max(worst, Math.abs(albedo.green() * k.green() - got.green()));
                worst = Math.max(worst, Math.abs(albedo.blue() * k.blue() - got.blue()));
            }
        }
        assertTrue(worst <= TOLERANCE, "largest linear difference " + worst);
    }

    @Test
    void sheenIsAColourNoPresetPaints() {
        double[] sheen = Oklch.lab(Water.SHEEN.toSrgb());
        double nearest = Double.POSITIVE_INFINITY;
        for (Preset p : Preset.values()) {
            World w = p.environment(11, p != Preset.BACK_COUNTRY).withGround(BaseGround.standard().withSamples(97)).generate();
            for (int c : w.coloursToArray()) {
                double[] lab = Oklch.lab(c);
                double d = Math.sqrt(sq(lab[0] - sheen[0]) + sq(lab[1] - sheen[1]) + sq(lab[2] - sheen[2]));
                nearest = Math.min(nearest, d);
            }
        }
        // 0.05 in OKLab is several just-noticeable differences (a JND is about 0.02)
        assertTrue(nearest > 0.05, "a preset paints a colour " + nearest + " from the sheen in OKLab");
    }

    private static double sq(double v) {
        return v * v;
    }
}
