package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every colour is a gradient of one base hue, measured in OKLCH. */
class ColourTest {

    /**
     * Tolerance on hue, in OKLab: the distance from the colour to the half-plane of its base hue (the
     * component of (a, b) perpendicular to the hue direction) at most 0.004, and on the hue's side
     * (not its opposite) whenever chroma is 0.02 or more. Rounding to 8-bit sRGB alone moves (a, b) by
     * up to about 0.003 (half a code value in each channel); 0.004 is 2.3° of hue at chroma 0.1.
     */
    static final double HUE_OFFSET = 0.004;
    static final double HUE_DEGREES = HUE_OFFSET;

    /** @return the off-hue distance in OKLab, or 1 if the colour lies on the opposite side of grey */
    static double offHue(int rgb, double hue) {
        double[] lab = Oklch.lab(rgb);
        double c = Math.hypot(lab[1], lab[2]);
        double ha = Math.toRadians(hue);
        double perpendicular = Math.abs(-lab[1] * Math.sin(ha) + lab[2] * Math.cos(ha));
        double along = lab[1] * Math.cos(ha) + lab[2] * Math.sin(ha);
        if (c >= 0.02 && along <= 0) {
            return 1;
        }
        return perpendicular;
    }

    static List<ColourGradient> allGradients() {
        List<ColourGradient> out = new ArrayList<>();
        out.add(Canvas.ROCK);
        for (Element e : Elements.standard().elements()) {
            out.addAll(e.defaults().gradients().values());
        }
        for (Preset p : Preset.values()) {
            for (Placement pl : p.placements()) {
                out.addAll(pl.gradients().values());
            }
        }
        return out;
    }

    @Test
    void everyGradientStaysOnItsHue() {
        double worst = 0;
        for (ColourGradient g : allGradients()) {
            for (int k = 0; k <= 64; k++) {
                double off = offHue(g.rgb(k / 64.0), g.hue());
                worst = Math.max(worst, off);
                assertTrue(off <= HUE_DEGREES, () -> g + " leaves its hue");
            }
        }
        System.out.printf("worst gradient off-hue distance %.5f%n", worst);
    }

    @ParameterizedTest
    @EnumSource(Preset.class)
    void everySampleOfEveryPresetIsOnItsElementsHue(Preset preset) {
        World w = preset.environment(12, preset != Preset.BACK_COUNTRY).generate();
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                ColourGradient g = w.gradientAt(c, r);
                double off = offHue(w.colour(c, r), g.hue());
                int cc = c;
                int rr = r;
                assertTrue(off <= HUE_DEGREES, () -> "sample " + cc + "," + rr + " off " + g);
            }
        }
    }

    @Test
    void shadingKeepsHue() {
        for (ColourGradient g : allGradients()) {
            int rgb = g.rgb(0.3);
            for (double k : new double[] {0.4, 0.7, 1.1}) {
                int s = WorldPng.scale(rgb, k, g.hue());
                assertTrue(offHue(s, g.hue()) <= 2 * HUE_DEGREES, () -> g + " shaded by " + k);
            }
        }
    }

    @Test
    void oklabOfWhiteAndBlack() {
        double[] white = Oklch.lab(0xFFFFFF);
        assertEquals(1, white[0], 1e-4);
        assertEquals(0, white[1], 1e-4);
        assertEquals(0, white[2], 1e-4);
        assertEquals(0, Oklch.lab(0)[0], 1e-9);
        // Ottosson's published value for sRGB red: L 0.627955, a 0.224863, b 0.125846
        double[] red = Oklch.lab(0xFF0000);
        assertEquals(0.627955, red[0], 1e-4);
        assertEquals(0.224863, red[1], 1e-4);
        assertEquals(0.125846, red[2], 1e-4);
        Oklch o = Oklch.fromRgb(0x3366AA);
        int back = o.toRgb();
        assertEquals(0x3366AA, back);
    }
}
