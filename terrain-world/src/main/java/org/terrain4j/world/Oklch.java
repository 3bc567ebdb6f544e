package org.terrain4j.world;

/**
 * A colour in OKLCH, the polar form of Björn Ottosson's OKLab perceptual colour space ("A perceptual
 * color space for image processing", 2020): lightness {@code L} (0 black … 1 white), chroma {@code C}
 * (0 grey, about 0.37 at most inside sRGB) and hue {@code h} in degrees [0, 360).
 *
 * <p>Conversions go through linear sRGB with the IEC 61966-2-1 transfer curve and Ottosson's
 * published matrices. Immutable and thread-safe.
 *
 * @param lightness OKLab L, in [0, 1]
 * @param chroma    OKLab chroma √(a² + b²), ≥ 0
 * @param hue       hue angle atan2(b, a) in degrees, [0, 360)
 * @since 0.1
 */
public record Oklch(double lightness, double chroma, double hue) {

    /**
     * @param lightness OKLab L, in [0, 1]
     * @param chroma    OKLab chroma √(a² + b²), ≥ 0
     * @param hue       hue angle atan2(b, a) in degrees, [0, 360)
     * @throws IllegalArgumentException if lightness is outside [0, 1], chroma is negative or above 0.5,
     *                                  or hue is not finite
     */
    public Oklch {
        if (!(lightness >= 0 && lightness <= 1)) {
            throw new IllegalArgumentException("lightness must be in [0, 1], was " + lightness);
        }
        if (!(chroma >= 0 && chroma <= 0.5)) {
            throw new IllegalArgumentException("chroma must be in [0, 0.5], was " + chroma);
        }
        if (!Double.isFinite(hue)) {
            throw new IllegalArgumentException("hue must be finite, was " + hue);
        }
        hue = ((hue % 360) + 360) % 360;
    }

    /**
     * The OKLCH coordinates of an 8-bit sRGB colour.
     *
     * @param rgb {@code 0xRRGGBB} (higher bits ignored)
     * @return its lightness, chroma and hue (hue 0 for a grey)
     */
    public static Oklch fromRgb(int rgb) {
        double[] lab = lab(rgb);
        double c = Math.hypot(lab[1], lab[2]);
        double h = c < 1e-9 ? 0 : Math.toDegrees(Math.atan2(lab[2], lab[1]));
        return new Oklch(Math.min(1, Math.max(0, lab[0])), Math.min(0.5, c), h);
    }

    /**
     * OKLab {@code {L, a, b}} of an 8-bit sRGB colour.
     *
     * @param rgb {@code 0xRRGGBB}
     * @return a new array {@code {L, a, b}}
     */
    public static double[] lab(int rgb) {
        return labOfLinear(LINEAR[(rgb >> 16) & 0xFF], LINEAR[(rgb >> 8) & 0xFF], LINEAR[rgb & 0xFF]);
    }

    /** OKLab {L, a, b} of a linear sRGB colour. */
    private static double[] labOfLinear(double r, double g, double b) {
        double l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
        double m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
        double s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
        return new double[] {
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s };
    }

    /**
     * The nearest 8-bit sRGB colour of the same hue and lightness: if this colour lies outside the
     * sRGB gamut its chroma is reduced (bisection) until it fits, so the hue is kept; the 8-bit code
     * is then chosen to keep the hue too ({@link #HUE_TOLERANCE}: see {@link #round(double, double,
     * double, double)}).
     *
     * @return {@code 0xRRGGBB}
     */
    public int toRgb() {
        double a = Math.cos(Math.toRadians(hue));
        double b = Math.sin(Math.toRadians(hue));
        double[] lin = new double[3];
        if (linear(lightness, chroma * a, chroma * b, lin)) {
            return chroma == 0 ? pack(lin) : round(lin[0], lin[1], lin[2], hue);
        }
        double lo = 0;
        double hi = chroma;
        for (int i = 0; i < 40; i++) {
            double mid = 0.5 * (lo + hi);
            if (linear(lightness, mid * a, mid * b, lin)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        linear(lightness, lo * a, lo * b, lin);
        return lo == 0 ? pack(lin) : round(lin[0], lin[1], lin[2], hue);
    }

    /**
     * @param newLightness the lightness of the copy, [0, 1]
     * @return this colour with another lightness, same chroma and hue
     */
    public Oklch withLightness(double newLightness) {
        return new Oklch(newLightness, chroma, hue);
    }

    /** Linear sRGB of an OKLab colour into {@code out}; true if inside the gamut (with a tiny slack). */
    private static boolean linear(double lL, double la, double lb, double[] out) {
        double l = lL + 0.3963377774 * la + 0.2158037573 * lb;
        double m = lL - 0.1055613458 * la - 0.0638541728 * lb;
        double s = lL - 0.0894841775 * la - 1.2914855480 * lb;
        l = l * l * l;
        m = m * m * m;
        s = s * s * s;
        out[0] = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
        out[1] = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
        out[2] = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s;
        double e = 1e-7;
        return out[0] >= -e && out[0] <= 1 + e && out[1] >= -e && out[1] <= 1 + e && out[2] >= -e
                && out[2] <= 1 + e;
    }

    private static int pack(double[] lin) {
        return encode(lin[0]) << 16 | encode(lin[1]) << 8 | encode(lin[2]);
    }

    static double decode(int c8) {
        return LINEAR[c8];
    }

    /** Linear sRGB of each 8-bit code, IEC 61966-2-1. */
    private static final double[] LINEAR = new double[256];

    static {
        for (int i = 0; i < 256; i++) {
            double c = i / 255.0;
            LINEAR[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        }
    }

    static int encode(double linear) {
        return (int) Math.round(encoded(linear));
    }

    /** sRGB-encoded value of a linear one, clamped to [0, 1], times 255 (not rounded). */
    private static double encoded(double linear) {
        double c = Math.min(1, Math.max(0, linear));
        return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
    }

    /**
     * The hue that rounding to 8 bits keeps, degrees: {@link #round(double, double, double, double)}
     * picks a code whose OKLCH hue is within this of the colour's own whenever one of the eight nearest
     * codes is.
     */
    public static final double HUE_TOLERANCE = 5;

    /**
     * The chroma below which a colour is taken for a grey and rounded plainly: a tenth of OKLab's
     * just-noticeable difference (about 0.02), where the hue is noise (the gamut-reduced end of a bright
     * gradient, a shaded grey) and a tinted code would only be a worse grey.
     */
    public static final double GREY_CHROMA = 0.002;

    /**
     * A linear sRGB colour rounded to 8-bit sRGB keeping its hue. The candidates are the eight codes
     * around the exact value (each channel's code below and above); the plain rounding (nearest code
     * per channel) is kept when its OKLCH hue lies within {@link #HUE_TOLERANCE} of {@code hue};
     * otherwise, unless the exact colour's chroma is below {@link #GREY_CHROMA} (a grey: rounded
     * plainly), the candidate within the tolerance nearest the exact colour in OKLab; if none is within
     * it, the candidate closest in hue (nearer in OKLab on a tie). A candidate that is exactly grey has
     * no hue and counts as 180° off. Why: near grey, half a code in each channel moves OKLab's (a, b) by
     * up to about 0.003, which at chroma 0.01 is 17° of hue; one of the eight codes around lies within
     * 5° of the hue for every colour of chroma 0.011 or more and lightness 0.2 or more (an exhaustive
     * sweep of lightness in steps of 0.01 and hue in steps of 1°), while the plain rounding reaches
     * 12°. Darker or greyer colours may have no code within 5°: 8-bit sRGB cannot hold their hue.
     *
     * @param r   linear red, [0, 1] (clamped)
     * @param g   linear green
     * @param b   linear blue
     * @param hue the hue to keep, OKLCH degrees
     * @return {@code 0xRRGGBB}
     */
    static int round(double r, double g, double b, double hue) {
        double er = encoded(r);
        double eg = encoded(g);
        double eb = encoded(b);
        int plain = (int) Math.round(er) << 16 | (int) Math.round(eg) << 8 | (int) Math.round(eb);
        if (hueOff(lab(plain), hue) <= HUE_TOLERANCE) {
            return plain;
        }
        double[] exact = labOfLinear(Math.min(1, Math.max(0, r)), Math.min(1, Math.max(0, g)),
                Math.min(1, Math.max(0, b)));
        if (Math.hypot(exact[1], exact[2]) < GREY_CHROMA) {
            return plain; // a grey: its hue is noise, and a tinted code would be a worse grey
        }
        int r0 = (int) Math.floor(er);
        int g0 = (int) Math.floor(eg);
        int b0 = (int) Math.floor(eb);
        int best = plain;
        boolean bestWithin = false;
        double bestOff = Double.POSITIVE_INFINITY;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int k = 0; k < 8; k++) {
            int c = Math.min(255, r0 + (k & 1)) << 16 | Math.min(255, g0 + (k >> 1 & 1)) << 8
                    | Math.min(255, b0 + (k >> 2 & 1));
            double[] q = lab(c);
            double off = hueOff(q, hue);
            boolean within = off <= HUE_TOLERANCE;
            double d = Math.hypot(Math.hypot(q[0] - exact[0], q[1] - exact[1]), q[2] - exact[2]);
            boolean better = within ? !bestWithin || d < bestDistance
                    : !bestWithin && (off < bestOff || off == bestOff && d < bestDistance);
            if (better) {
                best = c;
                bestWithin = within;
                bestOff = off;
                bestDistance = d;
            }
        }
        return best;
    }

    /** Degrees between an OKLab colour's hue and {@code hue}, [0, 180]; 180 for an exact grey. */
    static double hueOff(double[] lab, double hue) {
        if (Math.hypot(lab[1], lab[2]) < 1e-9) {
            return 180;
        }
        double d = Math.abs(Math.toDegrees(Math.atan2(lab[2], lab[1])) - hue) % 360;
        return d > 180 ? 360 - d : d;
    }
}
