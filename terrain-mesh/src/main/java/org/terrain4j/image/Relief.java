package org.terrain4j.image;

import java.awt.image.BufferedImage;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.Statistics;
import org.terrain4j.dem.internal.Images;
import org.terrain4j.dem.Hillshade;

/**
 * Colour pictures of terrain: a hypsometric tint (heights coloured through a {@link Ramp}) and the
 * tint multiplied by a hillshade (shaded relief).
 *
 * <p>Multiply blend: each colour channel becomes {@code round(channel · shade / 255)} with the
 * unrounded shade in [1, 255] from {@link Hillshade#compute}; alpha is kept. Where the height is
 * no-data the pixel is the ramp's no-data colour; where only the shade is undefined (the one-sample
 * border of a hillshade without {@link Hillshade#computeEdges() edge computation}) the tint is left
 * unshaded.
 *
 * <p>Stateless and thread-safe. The multiply blend is the usual way cartographers lay a hillshade over
 * a tint.
 *
 * @since 0.1
 */
public final class Relief {

    private Relief() {
    }

    /**
     * The default tint: the heights coloured through {@link Ramp#landAndSea(double, double, double)}
     * with the sea at 0 m, resolved against the field's own range (land above 0 m in
     * {@link Ramp#hypsometric()}'s colours, sea at and below it in {@link Ramp#bathymetric()}'s; a field
     * entirely above 0 m gets the plain hypsometric tint).
     *
     * @param source heights, metres
     * @return a new colour image, one pixel per sample, image row 0 the northern row
     * @throws NullPointerException if source is null
     */
    public static BufferedImage tint(HeightfieldView source) {
        return tint(source, landAndSea(source, 0));
    }

    /**
     * @param source   heights, metres
     * @param seaLevel sea surface, metres; finite
     * @return {@link Ramp#landAndSea(double, double, double)} over the field's valid range, or
     *         {@link Ramp#hypsometric()} for a field without valid samples
     * @throws IllegalArgumentException if seaLevel is not finite
     */
    static Ramp landAndSea(HeightfieldView source, double seaLevel) {
        Statistics s = Objects.requireNonNull(source, "source").statistics();
        return s.count() == 0 ? Ramp.hypsometric() : Ramp.landAndSea(s.min(), seaLevel, s.max());
    }

    /**
     * A tint of the heights through a ramp (percentages resolved against the field's range).
     *
     * @param source heights
     * @param ramp   the colours
     * @return a new colour image, one pixel per sample, image row 0 the northern row
     *         ({@code TYPE_INT_RGB} when every pixel is opaque, else {@code TYPE_INT_ARGB})
     * @throws NullPointerException if an argument is null
     */
    public static BufferedImage tint(HeightfieldView source, Ramp ramp) {
        Objects.requireNonNull(ramp, "ramp");
        return ramp.image(source);
    }

    /**
     * The default shaded relief: the {@link #tint(HeightfieldView) default tint} (sea at 0 m) multiplied
     * by the {@link Hillshade#standard() standard hillshade} (azimuth 315°, altitude 45°, z-factor 1,
     * edges computed).
     *
     * @param source heights, metres
     * @return a new colour image, one pixel per sample, image row 0 the northern row
     * @throws NullPointerException if source is null
     */
    public static BufferedImage shaded(HeightfieldView source) {
        return shaded(source, landAndSea(source, 0), Hillshade.standard());
    }

    /**
     * A tint multiplied by a hillshade of the same heights.
     *
     * @param source    heights, metres
     * @param ramp      the tint's colours
     * @param hillshade the light
     * @return a new colour image, one pixel per sample, image row 0 the northern row
     *         ({@code TYPE_INT_RGB} when every pixel is opaque, else {@code TYPE_INT_ARGB})
     * @throws NullPointerException if an argument is null
     */
    public static BufferedImage shaded(HeightfieldView source, Ramp ramp, Hillshade hillshade) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(ramp, "ramp");
        Objects.requireNonNull(hillshade, "hillshade");
        int[] argb = ramp.argb(source);
        multiply(source, argb, hillshade.compute(source));
        return Images.colour(source.columns(), source.rows(), argb);
    }

    /**
     * Multiplies colours by shades in place.
     *
     * @param heights the heights (to find no-data)
     * @param argb    row-major colours, changed in place
     * @param shade   shades in [1, 255] or NaN, same shape
     */
    static void multiply(HeightfieldView heights, int[] argb, HeightfieldView shade) {
        int columns = heights.columns();
        float[] h = new float[columns];
        float[] s = new float[columns];
        for (int r = 0, i = 0; r < heights.rows(); r++) {
            heights.copyRowTo(r, h, 0);
            shade.copyRowTo(r, s, 0);
            for (int c = 0; c < columns; c++, i++) {
                float k = s[c];
                if (h[c] != h[c] || k != k) {
                    continue;
                }
                double f = k / 255.0;
                int p = argb[i];
                int red = Images.round((p >> 16 & 0xFF) * f);
                int green = Images.round((p >> 8 & 0xFF) * f);
                int blue = Images.round((p & 0xFF) * f);
                argb[i] = p & 0xFF000000 | red << 16 | green << 8 | blue;
            }
        }
    }
}
