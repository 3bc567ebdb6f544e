package org.terrain4j.image;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;

/**
 * Resamples a field onto square ground pixels, so that a picture drawn one pixel per sample (every
 * image maker in this package) shows the ground in its true proportions and at a readable size.
 *
 * <p>A grid of {@code columns × rows} samples spaced {@code spacingX × spacingZ} stands for an area of
 * {@code columns · spacingX} by {@code rows · spacingZ} metres (each sample the centre of its cell, as
 * the SVG writer lays a picture out). Drawn one pixel per sample, a grid whose spacings differ is
 * squashed: a geographic tile at 57.5° N placed in metres (50 m east–west, 93 m north–south) comes
 * out 1.86 times too wide. {@link #resample(HeightfieldView, double)} lays {@code m = round(columns ·
 * spacingX / p)} by {@code round(rows · spacingZ / p)} square pixels of exactly {@code p} metres (at
 * least one each way) centred on that area, so the picture's edges lie within half a pixel of the
 * grid's. New sample {@code i} sits at source index {@code (columns · spacingX − m · p) / (2 · spacingX)
 * + (i + ½) · p / spacingX − ½} (clamped to the grid: a pixel reaching past the edge takes the edge's
 * heights), and likewise along z.
 *
 * <p>Heights between samples come from a Catmull–Rom spline in each direction (the 4 × 4 samples
 * around the point, indices clamped at the border), so a hillshade of an enlarged field stays smooth
 * instead of showing the facets of bilinear cells. Where one of those 16 samples is NaN (no-data) the
 * height is bilinear in the four nearest samples, and NaN when one of them with a non-zero weight is
 * NaN: voids keep their extent to within a sample.
 *
 * <p>Stateless and thread-safe. Source: the Catmull–Rom spline (Catmull and Rom 1974) with its
 * usual tension ½.
 *
 * @since 0.1
 */
public final class SquarePixels {

    /**
     * The fewest pixels along the longer side of a picture at the {@link #defaultPixelSize default
     * pixel size}: smaller grids are drawn with pixels finer than their spacing.
     */
    public static final int MIN_LONG_SIDE = 1024;

    private SquarePixels() {
    }

    /**
     * The pixel size a picture of the field gets unless the caller chooses one: the finer of the two
     * spacings (no sample is lost along either axis), made smaller where needed so that the longer side
     * has at least {@link #MIN_LONG_SIDE} pixels.
     *
     * @param field the field to draw
     * @return metres of ground per pixel, finite and &gt; 0
     * @throws NullPointerException if field is null
     */
    public static double defaultPixelSize(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        GridFrame f = field.frame();
        double spanX = field.columns() * f.spacingX();
        double spanZ = field.rows() * f.spacingZ();
        double p = Math.min(f.spacingX(), f.spacingZ());
        double longest = Math.max(spanX, spanZ);
        if (longest / p < MIN_LONG_SIDE) {
            p = longest / MIN_LONG_SIDE;
        }
        return p;
    }

    /**
     * The field resampled to {@link #defaultPixelSize(HeightfieldView)}.
     *
     * @param field heights, metres
     * @return a new field covering the same area with square pixels
     * @throws IllegalArgumentException if the result would exceed the largest grid
     * @throws NullPointerException     if field is null
     */
    public static Heightfield resample(HeightfieldView field) {
        return resample(field, defaultPixelSize(field));
    }

    /**
     * The field resampled onto square pixels of {@code pixelSize} metres covering the same area (see the
     * class description for the layout and the interpolation).
     *
     * @param field     heights, metres
     * @param pixelSize metres of ground per pixel, finite and &gt; 0
     * @return a new field with both spacings exactly {@code pixelSize}, covering the grid's area to
     *         within half a pixel on each side (see the class notes), its origin at the first pixel's centre
     * @throws IllegalArgumentException if pixelSize is not finite and positive, or the result would exceed
     *                                  the largest grid
     * @throws NullPointerException     if field is null
     */
    public static Heightfield resample(HeightfieldView field, double pixelSize) {
        Objects.requireNonNull(field, "field");
        Checks.positiveFinite("pixelSize", pixelSize);
        GridFrame f = field.frame();
        int columns = field.columns();
        int rows = field.rows();
        long newColumns = count(columns * f.spacingX() / pixelSize);
        long newRows = count(rows * f.spacingZ() / pixelSize);
        Checks.gridSize(newColumns, newRows);
        int nc = (int) newColumns;
        int nr = (int) newRows;
        // the margins: how far the picture's first pixel edge lies inside (or, negative, outside) the grid's
        double marginX = (columns * f.spacingX() - nc * pixelSize) / 2;
        double marginZ = (rows * f.spacingZ() - nr * pixelSize) / 2;
        GridFrame frame = new GridFrame(f.originX() - f.spacingX() / 2 + marginX + pixelSize / 2,
                f.originZ() - f.spacingZ() / 2 + marginZ + pixelSize / 2, pixelSize, pixelSize);
        float[] src = new float[columns * rows];
        field.copyTo(src, 0);
        if (nc == columns && nr == rows && pixelSize == f.spacingX() && pixelSize == f.spacingZ()) {
            return Heightfield.of(nc, nr, src).withFrame(frame);
        }
        Axis ax = new Axis(columns, nc, marginX / f.spacingX(), pixelSize / f.spacingX());
        Axis az = new Axis(rows, nr, marginZ / f.spacingZ(), pixelSize / f.spacingZ());
        float[] out = new float[nc * nr];
        for (int r = 0, k = 0; r < nr; r++) {
            for (int c = 0; c < nc; c++, k++) {
                out[k] = (float) sample(src, columns, ax, c, az, r);
            }
        }
        return Heightfield.of(nc, nr, out).withFrame(frame);
    }

    private static long count(double cells) {
        return Math.max(1, Math.round(cells));
    }

    /** Source positions of the new samples along one axis: the four taps and their weights. */
    private static final class Axis {
        final int[] base;
        final double[] t;

        /**
         * @param n      source samples
         * @param m      new samples
         * @param margin where the first new pixel's edge lies, in source spacings from the grid's edge
         * @param step   the new pixel size in source spacings
         */
        Axis(int n, int m, double margin, double step) {
            base = new int[m];
            t = new double[m];
            for (int i = 0; i < m; i++) {
                double u = Math.max(0, Math.min(n - 1, margin + (i + 0.5) * step - 0.5));
                int b = Math.min((int) Math.floor(u), Math.max(0, n - 2));
                base[i] = b;
                t[i] = u - b;
            }
        }
    }

    private static double sample(float[] src, int columns, Axis ax, int c, Axis az, int r) {
        int bx = ax.base[c];
        int bz = az.base[r];
        double tx = ax.t[c];
        double tz = az.t[r];
        int lastX = columns - 1;
        int lastZ = src.length / columns - 1;
        double sum = 0;
        for (int j = -1; j <= 2; j++) {
            int z = Math.max(0, Math.min(lastZ, bz + j));
            double wz = weight(j, tz);
            double line = 0;
            for (int i = -1; i <= 2; i++) {
                int x = Math.max(0, Math.min(lastX, bx + i));
                line += weight(i, tx) * src[z * columns + x];
            }
            sum += wz * line;
        }
        if (sum == sum) {
            return sum;
        }
        // a void among the 16 samples: bilinear in the four nearest, NaN only where a void weighs in
        double value = 0;
        for (int j = 0; j <= 1; j++) {
            double wz = j == 0 ? 1 - tz : tz;
            if (wz == 0) {
                continue;
            }
            int z = Math.min(lastZ, bz + j);
            for (int i = 0; i <= 1; i++) {
                double wx = i == 0 ? 1 - tx : tx;
                if (wx == 0) {
                    continue;
                }
                value += wz * wx * src[z * columns + Math.min(lastX, bx + i)];
            }
        }
        return value;
    }

    /** Catmull–Rom weight of tap {@code k} (−1…2) at fraction {@code t} in [0, 1]. */
    private static double weight(int k, double t) {
        double t2 = t * t;
        double t3 = t2 * t;
        return switch (k) {
            case -1 -> 0.5 * (-t3 + 2 * t2 - t);
            case 0 -> 0.5 * (3 * t3 - 5 * t2 + 2);
            case 1 -> 0.5 * (-3 * t3 + 4 * t2 + t);
            default -> 0.5 * (t3 - t2);
        };
    }
}
