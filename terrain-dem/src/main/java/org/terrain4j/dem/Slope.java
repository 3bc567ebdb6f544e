package org.terrain4j.dem;

import java.awt.image.BufferedImage;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.dem.internal.Horn;
import org.terrain4j.dem.internal.Images;

/**
 * Slope as GDAL's {@code gdaldem slope} defines it: the steepness of the surface from Horn's 3 × 3
 * gradient, in degrees or percent.
 *
 * <h2>Gradient</h2>
 * For the window {@code a b c / d e f / g h i} around sample {@code e} (row {@code a b c} to the north,
 * i.e. the previous row; column {@code a d g} to the west):
 * <pre>
 *   ∂h/∂east  = k · ((c + 2f + i) − (a + 2d + g)) / (8 · spacingX)
 *   ∂h/∂north = k · ((a + 2b + c) − (g + 2h + i)) / (8 · spacingZ)      k = zFactor / scale
 * </pre>
 * with spacings from the field's {@link org.terrain4j.api.GridFrame}. The slope is
 * {@code atan(|∇h|)} in degrees, in [0, 90), or {@code 100 · |∇h|} in percent, in [0, ∞).
 *
 * <h2>Borders and no-data</h2>
 * Without {@link #computeEdges()} a sample gets NaN when it is NaN, when its window holds a NaN or
 * when its window leaves the grid, so the outermost ring of samples is NaN (GDAL writes −9999 there).
 * With {@code computeEdges} (GDAL's {@code -compute_edges}): a NaN sample still gives NaN; a window
 * row past the northern or southern edge is extrapolated linearly ({@code 2·row₀ − row₁}) with its
 * columns clamped to the grid (so at the four corners the missing column repeats the centre column);
 * on the other rows a window column past the western or eastern edge is extrapolated linearly
 * ({@code 2·col₀ − col₁}); finally every NaN left in the window is replaced by the centre sample. A
 * grid with fewer than two columns or rows gives NaN everywhere.
 *
 * <p>Immutable and thread-safe. Source: GDAL {@code gdaldem} documentation and its behaviour
 * (GDAL 3.6, checked against {@code gdaldem} in the tests); Horn (1981). GDAL's slope has no
 * z-factor (it is 1 here by default).
 *
 * @param unit         degrees or percent
 * @param zFactor      vertical exaggeration applied to heights, finite and &gt; 0
 * @param scale        ratio of vertical to horizontal units (GDAL's {@code -s}; 111120 for heights in
 *                     metres on a grid spaced in degrees), finite and &gt; 0
 * @param computeEdges whether to compute the border and the neighbours of no-data
 * @since 0.1
 */
public record Slope(Unit unit, double zFactor, double scale, boolean computeEdges) implements HornOperation {

    /**
     * How a slope is expressed.
     *
     * @since 0.1
     */
    public enum Unit {
        /** Degrees from the horizontal, atan(|∇h|), in [0, 90). */
        DEGREES,
        /** Percent, 100 · |∇h| (rise over run), in [0, ∞); GDAL's {@code -p}. */
        PERCENT
    }

    /**
     * Validates the parameters.
     *
     * @param unit degrees or percent
     * @param zFactor vertical exaggeration, finite and &gt; 0
     * @param scale ratio of vertical to horizontal units, finite and &gt; 0
     * @param computeEdges whether to compute the border and the neighbours of no-data
     * @throws IllegalArgumentException if zFactor or scale is not finite and positive
     * @throws NullPointerException     if unit is null
     */
    public Slope {
        Objects.requireNonNull(unit, "unit");
        Checks.positiveFinite("zFactor", zFactor);
        Checks.positiveFinite("scale", scale);
    }

    /**
     * GDAL's defaults: degrees, z-factor 1, scale 1, no edge computation.
     *
     * @return the standard slope
     */
    public static Slope degrees() {
        return new Slope(Unit.DEGREES, 1, 1, false);
    }

    /**
     * Percent slope ({@code gdaldem slope -p}), z-factor 1, scale 1, no edge computation.
     *
     * @return the percent slope
     */
    public static Slope percent() {
        return new Slope(Unit.PERCENT, 1, 1, false);
    }

    /**
     * @param zFactor vertical exaggeration, finite and &gt; 0
     * @return a copy with this z-factor
     * @throws IllegalArgumentException if not finite and positive
     */
    public Slope withZFactor(double zFactor) {
        return new Slope(unit, zFactor, scale, computeEdges);
    }

    /**
     * @param scale ratio of vertical to horizontal units, finite and &gt; 0
     * @return a copy with this scale
     * @throws IllegalArgumentException if not finite and positive
     */
    public Slope withScale(double scale) {
        return new Slope(unit, zFactor, scale, computeEdges);
    }

    /**
     * @param computeEdges whether to compute the border and the neighbours of no-data
     * @return a copy with this edge rule
     */
    public Slope withComputeEdges(boolean computeEdges) {
        return new Slope(unit, zFactor, scale, computeEdges);
    }

    /**
     * The slope of every sample written into a buffer the caller owns. The source is read row by row
     * into internal buffers, so {@code dest} may be the source itself.
     *
     * @param source heights, metres
     * @param dest   a writable buffer of the source's shape; receives the slopes and the source's frame
     * @return dest
     * @throws IllegalArgumentException if dest's shape differs from the source's
     * @throws IllegalStateException    if dest is frozen
     * @throws NullPointerException     if an argument is null
     */
    @Override
    public HeightfieldBuffer compute(HeightfieldView source, HeightfieldBuffer dest) {
        float[] out = Images.destination(source, dest);
        Horn.Sink sink = unit == Unit.DEGREES
                ? (gx, gn) -> (float) Math.toDegrees(Math.atan(Math.sqrt(gx * gx + gn * gn)))
                : (gx, gn) -> (float) (100 * Math.sqrt(gx * gx + gn * gn));
        Horn.apply(source, zFactor / scale, computeEdges, out, sink);
        return dest;
    }

    /**
     * The slope as an 8-bit grayscale image, one pixel per sample, image row 0 the northern row: flat
     * ground white, steep ground dark, level {@code 1 + round(254 · (1 − slope° / 90))} in [1, 255]
     * whatever {@link #unit()} is; level 0 marks no-data.
     *
     * @param source heights, metres
     * @return a new {@link BufferedImage#TYPE_BYTE_GRAY} image, {@code columns × rows} pixels
     * @throws NullPointerException if source is null
     */
    public BufferedImage image(HeightfieldView source) {
        return image(source, 90);
    }

    /**
     * The slope as an 8-bit grayscale image stretched to the terrain's own steepness: flat ground white,
     * {@code steepest} degrees and steeper darkest, level {@code 1 + round(254 · (1 − min(slope°,
     * steepest) / steepest))} in [1, 255] whatever {@link #unit()} is; level 0 marks no-data. Real
     * terrain seldom passes 40°, so {@link #image(HeightfieldView)}'s 0…90° leaves it nearly white;
     * {@link #percentile(HeightfieldView, double)} gives a stretch that fits the field.
     *
     * @param source   heights, metres
     * @param steepest the slope drawn darkest, degrees, in (0, 90]
     * @return a new {@link BufferedImage#TYPE_BYTE_GRAY} image, {@code columns × rows} pixels
     * @throws IllegalArgumentException if steepest is outside (0, 90] (NaN included)
     * @throws NullPointerException     if source is null
     */
    public BufferedImage image(HeightfieldView source, double steepest) {
        if (!(steepest > 0 && steepest <= 90)) {
            throw new IllegalArgumentException("steepest must be in (0, 90] degrees, was " + steepest);
        }
        Heightfield deg = new Slope(Unit.DEGREES, zFactor, scale, computeEdges).compute(source);
        BufferedImage image = Images.gray8(source.columns(), source.rows());
        byte[] px = Images.bytes(image);
        float[] row = new float[source.columns()];
        for (int r = 0, i = 0; r < source.rows(); r++) {
            deg.copyRowTo(r, row, 0);
            for (int c = 0; c < row.length; c++, i++) {
                float s = row[c];
                px[i] = s == s ? (byte) (1 + Images.round(254 * (1 - Math.min(steepest, s) / steepest))) : 0;
            }
        }
        return image;
    }

    /**
     * A percentile of the field's slope in degrees (with this z-factor, scale and edge rule): the
     * smallest computed slope that at least {@code percent} % of the defined slopes do not exceed.
     *
     * @param source  heights, metres
     * @param percent in [0, 100]
     * @return degrees in [0, 90), or NaN if no sample has a slope
     * @throws IllegalArgumentException if percent is outside [0, 100] (NaN included)
     * @throws NullPointerException     if source is null
     */
    public double percentile(HeightfieldView source, double percent) {
        Checks.inRange("percent", percent, 0, 100);
        Heightfield deg = new Slope(Unit.DEGREES, zFactor, scale, computeEdges).compute(source);
        float[] all = deg.toArray();
        int n = 0;
        for (float v : all) {
            if (v == v) {
                all[n++] = v;
            }
        }
        if (n == 0) {
            return Double.NaN;
        }
        java.util.Arrays.sort(all, 0, n);
        int k = (int) Math.ceil(percent / 100 * n) - 1;
        return all[Math.max(0, Math.min(n - 1, k))];
    }
}
