package org.terrain4j.dem;

import java.awt.image.BufferedImage;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.dem.internal.Horn;
import org.terrain4j.dem.internal.Images;

/**
 * Aspect as GDAL's {@code gdaldem aspect} defines it: the compass direction a slope faces (the
 * direction of steepest descent), from Horn's 3 × 3 gradient (see {@link Slope} for the formula and
 * the border rule).
 *
 * <p>With ∂h/∂east and ∂h/∂north from Horn's formula, the downhill direction is
 * {@code (−∂h/∂east, −∂h/∂north)} and the aspect is its azimuth,
 * {@code atan2(−∂h/∂east, −∂h/∂north)} in degrees clockwise from north, in [0, 360): 0° a slope facing
 * north, 90° east, 180° south, 270° west. With {@link #trigonometric()} it is instead the angle
 * counter-clockwise from east (GDAL's {@code -trigonometric}): 0° east, 90° north.
 *
 * <p>Flat samples (both differences exactly 0) have no direction and get {@link #flatValue()}: NaN
 * by default, which is how this library marks no-data (GDAL writes −9999, its no-data value, there);
 * {@code withFlatValue(0)} gives 0 as GDAL's {@code -zero_for_flat} does. No-data and border samples are
 * NaN as for {@link Slope}.
 *
 * <p>Known difference: GDAL's aspect ignores the grid spacing (it assumes square cells); this one
 * divides by {@code spacingX} and {@code spacingZ}, so both agree on square cells and this one is
 * right on rectangular ones. A z-factor does not change an aspect and so is not a parameter.
 *
 * <p>Immutable and thread-safe. Source: GDAL {@code gdaldem} documentation; Horn (1981).
 *
 * @param flatValue     the value given to flat samples: NaN (default), 0, −9999 or any other
 * @param trigonometric whether to return the angle counter-clockwise from east instead of the azimuth
 * @param computeEdges  whether to compute the border and the neighbours of no-data
 * @since 0.1
 */
public record Aspect(double flatValue, boolean trigonometric, boolean computeEdges) implements HornOperation {

    /** GDAL's marker for flat areas (also its aspect no-data value). */
    public static final double GDAL_FLAT = -9999;

    /**
     * GDAL's defaults: azimuth, flat samples NaN (GDAL's −9999 no-data), no edge computation.
     *
     * @return the standard aspect
     */
    public static Aspect azimuth() {
        return new Aspect(Double.NaN, false, false);
    }

    /**
     * @param flatValue the value for flat samples (any value, NaN included; 0 is GDAL's
     *                  {@code -zero_for_flat})
     * @return a copy with this flat value
     */
    public Aspect withFlatValue(double flatValue) {
        return new Aspect(flatValue, trigonometric, computeEdges);
    }

    /**
     * @param trigonometric whether to return the angle counter-clockwise from east
     * @return a copy with this convention
     */
    public Aspect withTrigonometric(boolean trigonometric) {
        return new Aspect(flatValue, trigonometric, computeEdges);
    }

    /**
     * @param computeEdges whether to compute the border and the neighbours of no-data
     * @return a copy with this edge rule
     */
    public Aspect withComputeEdges(boolean computeEdges) {
        return new Aspect(flatValue, trigonometric, computeEdges);
    }

    /**
     * The aspect of every sample written into a buffer the caller owns. The source is read row by row
     * into internal buffers, so {@code dest} may be the source itself.
     *
     * @param source heights, metres
     * @param dest   a writable buffer of the source's shape; receives the aspects and the source's
     *               frame
     * @return dest
     * @throws IllegalArgumentException if dest's shape differs from the source's
     * @throws IllegalStateException    if dest is frozen
     * @throws NullPointerException     if an argument is null
     */
    @Override
    public HeightfieldBuffer compute(HeightfieldView source, HeightfieldBuffer dest) {
        float[] out = Images.destination(source, dest);
        float flat = (float) flatValue;
        boolean trig = trigonometric;
        Horn.apply(source, 1, computeEdges, out, (gx, gn) -> {
            if (gx == 0 && gn == 0) {
                return flat;
            }
            double deg = trig ? Math.toDegrees(Math.atan2(-gn, -gx)) : Math.toDegrees(Math.atan2(-gx, -gn));
            float a = (float) (deg < 0 ? deg + 360 : deg);
            return a >= 360f ? 0f : a;
        });
        return dest;
    }

    /**
     * The aspect as an 8-bit grayscale image, one pixel per sample, image row 0 the northern row:
     * level {@code 1 + round(254 · aspect / 360)} in [1, 255]; flat and no-data samples level 0.
     *
     * @param source heights, metres
     * @return a new {@link BufferedImage#TYPE_BYTE_GRAY} image, {@code columns × rows} pixels
     * @throws NullPointerException if source is null
     */
    public BufferedImage image(HeightfieldView source) {
        Heightfield deg = new Aspect(Double.NaN, trigonometric, computeEdges).compute(source);
        BufferedImage image = Images.gray8(source.columns(), source.rows());
        byte[] px = Images.bytes(image);
        float[] row = new float[source.columns()];
        for (int r = 0, i = 0; r < source.rows(); r++) {
            deg.copyRowTo(r, row, 0);
            for (int c = 0; c < row.length; c++, i++) {
                float a = row[c];
                px[i] = a == a ? (byte) (1 + Images.round(254 * (a / 360.0))) : 0;
            }
        }
        return image;
    }
}
