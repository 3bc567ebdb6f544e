package org.terrain4j.world;

import java.util.Objects;

/**
 * A gradient between a light and a dark end of one base hue (the first rule of terrain4j's own
 * environment design: every colour an element lays down is a blend along one hue, so nothing shifts hue across the
 * ground it covers). Both ends are OKLCH colours of the same {@link #hue()}; {@link #rgb(double)}
 * interpolates lightness and chroma linearly, which in OKLab is a straight line inside the plane of
 * that hue, so every colour of the gradient has the base hue up to the 8-bit rounding of sRGB.
 *
 * <p>Immutable and thread-safe; copies are made with the {@code withX} methods. Colours are
 * {@code 0xRRGGBB} sRGB.
 *
 * @since 0.1
 */
public final class ColourGradient {

    private final double hue;
    private final double lightL;
    private final double lightC;
    private final double darkL;
    private final double darkC;
    private volatile int[] table;

    private ColourGradient(double hue, double lightL, double lightC, double darkL, double darkC) {
        this.hue = new Oklch(0.5, 0, hue).hue();
        this.lightL = check("light lightness", lightL, 1);
        this.lightC = check("light chroma", lightC, 0.4);
        this.darkL = check("dark lightness", darkL, 1);
        this.darkC = check("dark chroma", darkC, 0.4);
    }

    private int[] table() {
        int[] t = table;
        if (t == null) {
            t = new int[257];
            for (int i = 0; i <= 256; i++) {
                double f = i / 256.0;
                t[i] = new Oklch(lightL + (darkL - lightL) * f, lightC + (darkC - lightC) * f, hue).toRgb();
            }
            table = t; // racing threads compute the same table
        }
        return t;
    }

    private static double check(String name, double v, double max) {
        if (!(v >= 0 && v <= max)) {
            throw new IllegalArgumentException(name + " must be in [0, " + max + "], was " + v);
        }
        return v;
    }

    /**
     * A gradient of one hue.
     *
     * @param hue    OKLCH hue of both ends, degrees (any finite value, taken modulo 360)
     * @param lightL OKLab lightness of the light end, [0, 1]
     * @param lightC OKLCH chroma of the light end, [0, 0.4]
     * @param darkL  lightness of the dark end, [0, 1]
     * @param darkC  chroma of the dark end, [0, 0.4]
     * @return the gradient
     * @throws IllegalArgumentException if a value is out of range or not finite
     */
    public static ColourGradient of(double hue, double lightL, double lightC, double darkL, double darkC) {
        if (!Double.isFinite(hue)) {
            throw new IllegalArgumentException("hue must be finite, was " + hue);
        }
        return new ColourGradient(hue, lightL, lightC, darkL, darkC);
    }

    /** @return the base hue, OKLCH degrees [0, 360) */
    public double hue() {
        return hue;
    }

    /** @return the light end */
    public Oklch light() {
        return new Oklch(lightL, lightC, hue);
    }

    /** @return the dark end */
    public Oklch dark() {
        return new Oklch(darkL, darkC, hue);
    }

    /**
     * @param lightness lightness of the light end of the copy, [0, 1]
     * @return a copy with another light-end lightness (same hue and chroma)
     */
    public ColourGradient withLightLightness(double lightness) {
        return new ColourGradient(hue, lightness, lightC, darkL, darkC);
    }

    /**
     * @param lightness lightness of the dark end of the copy, [0, 1]
     * @return a copy with another dark-end lightness (same hue and chroma)
     */
    public ColourGradient withDarkLightness(double lightness) {
        return new ColourGradient(hue, lightL, lightC, lightness, darkC);
    }

    /**
     * The colour a fraction of the way from the light end to the dark end, from a 257-entry table
     * (nearest entry).
     *
     * @param t 0 light … 1 dark; values outside are clamped, NaN reads as 0
     * @return {@code 0xRRGGBB} sRGB
     */
    public int rgb(double t) {
        int i = (int) (t * 256 + 0.5);
        return table()[i <= 0 ? 0 : Math.min(256, i)];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColourGradient g && g.hue == hue && g.lightL == lightL && g.lightC == lightC
                && g.darkL == darkL && g.darkC == darkC;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hue, lightL, lightC, darkL, darkC);
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "ColourGradient[hue=%.1f, light=(%.3f, %.3f), dark=(%.3f, %.3f)]",
                hue, lightL, lightC, darkL, darkC);
    }
}
