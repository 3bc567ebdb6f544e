package org.terrain4j.world.sky;

/**
 * A colour in linear-light RGB (the sRGB primaries without the sRGB transfer curve), each channel ≥ 0
 * (1 is the display's full channel; a light's colour may be scaled past it by a strength). Immutable.
 *
 * @param red   red, ≥ 0
 * @param green green, ≥ 0
 * @param blue  blue, ≥ 0
 * @since 0.1
 */
public record LinearRgb(double red, double green, double blue) {

    /** White, (1, 1, 1). */
    public static final LinearRgb WHITE = new LinearRgb(1, 1, 1);

    /**
     * @param red   red, finite and ≥ 0
     * @param green green, finite and ≥ 0
     * @param blue  blue, finite and ≥ 0
     * @throws IllegalArgumentException naming the channel if one is negative, NaN or infinite
     */
    public LinearRgb {
        check("red", red);
        check("green", green);
        check("blue", blue);
    }

    private static void check(String name, double v) {
        if (!(v >= 0 && v < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(name + " must be finite and >= 0, was " + v);
        }
    }

    /**
     * The linear colour of an 8-bit sRGB code, by the sRGB transfer function (IEC 61966-2-1).
     *
     * @param rgb {@code 0xRRGGBB}; higher bits are ignored
     * @return the colour, channels in [0, 1]
     */
    public static LinearRgb fromSrgb(int rgb) {
        return new LinearRgb(decode((rgb >> 16) & 0xFF), decode((rgb >> 8) & 0xFF), decode(rgb & 0xFF));
    }

    /**
     * @param code an 8-bit sRGB code, 0…255
     * @return its linear value, 0…1 (IEC 61966-2-1)
     */
    public static double decode(int code) {
        double c = code / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /**
     * @param linear a linear value; clamped to [0, 1]
     * @return its sRGB value in [0, 1], not rounded (IEC 61966-2-1)
     */
    public static double encode(double linear) {
        double c = Math.max(0, Math.min(1, linear));
        return c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
    }

    /** @return the colour as an 8-bit sRGB code {@code 0xRRGGBB}, each channel clamped to [0, 1] and rounded */
    public int toSrgb() {
        return code(red) << 16 | code(green) << 8 | code(blue);
    }

    private static int code(double v) {
        return (int) Math.round(encode(v) * 255);
    }

    /**
     * @param k factor, finite and ≥ 0
     * @return this colour with every channel times {@code k}
     */
    public LinearRgb times(double k) {
        return new LinearRgb(red * k, green * k, blue * k);
    }

    /**
     * Linear interpolation, channel by channel.
     *
     * @param to the other end
     * @param t  0 gives this colour, 1 gives {@code to}; in [0, 1]
     * @return the blend
     */
    public LinearRgb mix(LinearRgb to, double t) {
        return new LinearRgb(red + (to.red - red) * t, green + (to.green - green) * t, blue + (to.blue - blue) * t);
    }
}
