package org.terrain4j.mesh;

/**
 * Gives a vertex its colour from the height of the sample it stands on: how a mesh is coloured
 * through a ramp (for example GDAL's color-relief ramp, whose colours are sRGB).
 *
 * <p>Implementations must be pure functions (same height, same colour) and safe to call from any
 * thread; mesh builders call them once per vertex.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface ColourFunction {

    /**
     * The colour of a height.
     *
     * @param height the field's own height of the sample (before the mesh's vertical scale), finite
     * @return the colour packed as {@code 0xRRGGBBAA}, 8 bits a channel, sRGB-encoded, alpha linear
     *         (0 transparent, 255 opaque)
     */
    int rgba(double height);

    /**
     * Packs four 8-bit channels.
     *
     * @param red   0…255
     * @param green 0…255
     * @param blue  0…255
     * @param alpha 0…255
     * @return {@code 0xRRGGBBAA}
     * @throws IllegalArgumentException if a channel is outside 0…255
     */
    static int pack(int red, int green, int blue, int alpha) {
        org.terrain4j.api.internal.Checks.inRange("red", red, 0, 255);
        org.terrain4j.api.internal.Checks.inRange("green", green, 0, 255);
        org.terrain4j.api.internal.Checks.inRange("blue", blue, 0, 255);
        org.terrain4j.api.internal.Checks.inRange("alpha", alpha, 0, 255);
        return red << 24 | green << 16 | blue << 8 | alpha;
    }
}
