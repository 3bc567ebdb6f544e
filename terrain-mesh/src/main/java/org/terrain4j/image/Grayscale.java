package org.terrain4j.image;

import java.awt.image.BufferedImage;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.Statistics;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.dem.internal.Images;

/**
 * Grayscale heightmap images: heights mapped linearly to 8-bit (0…255) or 16-bit (0…65535) levels,
 * one pixel per sample, image row 0 the northern row (sample row 0), image x running east.
 *
 * <p>Mapping: {@code level = round((h − low) / (high − low) · full)}, rounded half up and clamped to
 * [0, full] ({@code full} = 255 or 65535). By default ({@link #stretched()}) {@code low} and
 * {@code high} are the field's own minimum and maximum, so the lowest sample is black and the highest
 * white; a field of one height maps to 0. {@link #range(double, double)} fixes them instead (heights
 * outside are clamped), which keeps the mapping the same across fields and lets a reader recover
 * heights as {@code low + level / full · (high − low)}.
 *
 * <p>No-data (NaN) samples get {@link #noDataLevel()}, 0 by default. Note that with the default
 * stretch the lowest valid sample also maps to 0; choose a range or another no-data level (such as
 * the full level) when the two must be told apart.
 *
 * <p>Immutable and thread-safe. The 16-bit form is what game engines and GDAL read as an unsigned
 * 16-bit heightmap.
 *
 * @since 0.1
 */
public final class Grayscale {

    private static final Grayscale STRETCHED = new Grayscale(Double.NaN, Double.NaN, 0);

    private final double low;
    private final double high;
    private final int noDataLevel;

    private Grayscale(double low, double high, int noDataLevel) {
        this.low = low;
        this.high = high;
        this.noDataLevel = noDataLevel;
    }

    /**
     * Maps each field's own minimum to 0 and its maximum to the full level; no-data level 0.
     *
     * @return the stretching mapping
     */
    public static Grayscale stretched() {
        return STRETCHED;
    }

    /**
     * Maps {@code low} to 0 and {@code high} to the full level, whatever the field holds.
     *
     * @param low  height at level 0, metres; finite
     * @param high height at the full level, metres; finite and &gt; low
     * @return the fixed mapping, no-data level 0
     * @throws IllegalArgumentException if a bound is not finite or {@code high ≤ low}
     */
    public static Grayscale range(double low, double high) {
        Checks.finite("low", low);
        Checks.finite("high", high);
        if (!(high > low)) {
            throw new IllegalArgumentException("high must be > low = " + low + ", was " + high);
        }
        return new Grayscale(low, high, 0);
    }

    /**
     * @param level the level for no-data samples, in [0, 65535] (at most 255 for
     *              {@link #image8 8-bit images})
     * @return a copy with this no-data level
     * @throws IllegalArgumentException if level is outside [0, 65535]
     */
    public Grayscale withNoDataLevel(int level) {
        Checks.inRange("level", level, 0, 65535);
        return new Grayscale(low, high, level);
    }

    /**
     * @return whether the field's own minimum and maximum are used
     */
    public boolean isStretched() {
        return Double.isNaN(low);
    }

    /**
     * @return the height at level 0, or NaN when {@linkplain #isStretched() stretched}
     */
    public double low() {
        return low;
    }

    /**
     * @return the height at the full level, or NaN when {@linkplain #isStretched() stretched}
     */
    public double high() {
        return high;
    }

    /**
     * @return the level given to no-data samples
     */
    public int noDataLevel() {
        return noDataLevel;
    }

    /**
     * An 8-bit grayscale image of the heights.
     *
     * @param source heights
     * @return a new {@link BufferedImage#TYPE_BYTE_GRAY} image, {@code columns × rows} pixels
     * @throws IllegalArgumentException if the no-data level exceeds 255
     * @throws NullPointerException     if source is null
     */
    public BufferedImage image8(HeightfieldView source) {
        Objects.requireNonNull(source, "source");
        if (noDataLevel > 255) {
            throw new IllegalArgumentException("noDataLevel must be in [0, 255] for an 8-bit image, was "
                    + noDataLevel);
        }
        BufferedImage image = Images.gray8(source.columns(), source.rows());
        byte[] px = Images.bytes(image);
        fill(source, 255, (i, level) -> px[i] = (byte) level);
        return image;
    }

    /**
     * A 16-bit grayscale image of the heights (unsigned samples; PNG stores them big-endian).
     *
     * @param source heights
     * @return a new {@link BufferedImage#TYPE_USHORT_GRAY} image, {@code columns × rows} pixels
     * @throws NullPointerException if source is null
     */
    public BufferedImage image16(HeightfieldView source) {
        Objects.requireNonNull(source, "source");
        BufferedImage image = new BufferedImage(source.columns(), source.rows(), BufferedImage.TYPE_USHORT_GRAY);
        short[] px = Images.shorts(image);
        fill(source, 65535, (i, level) -> px[i] = (short) level);
        return image;
    }

    @FunctionalInterface
    private interface LevelSink {
        void put(int index, int level);
    }

    private void fill(HeightfieldView source, int full, LevelSink sink) {
        double lo = low;
        double hi = high;
        if (isStretched()) {
            Statistics s = source.statistics();
            lo = s.min();
            hi = s.max();
        }
        double range = hi > lo ? hi - lo : Double.POSITIVE_INFINITY; // constant field → 0
        float[] row = new float[source.columns()];
        for (int r = 0, i = 0; r < source.rows(); r++) {
            source.copyRowTo(r, row, 0);
            for (int c = 0; c < row.length; c++, i++) {
                float h = row[c];
                int level;
                if (h != h) {
                    level = noDataLevel;
                } else {
                    double x = (h - lo) / range * full;
                    level = x <= 0 ? 0 : x >= full ? full : Math.min(full, Images.round(x));
                }
                sink.put(i, level);
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grayscale g && Double.compare(low, g.low) == 0 && Double.compare(high, g.high) == 0
                && noDataLevel == g.noDataLevel;
    }

    @Override
    public int hashCode() {
        return Objects.hash(low, high, noDataLevel);
    }

    @Override
    public String toString() {
        return isStretched() ? "Grayscale[stretched, noDataLevel=" + noDataLevel + "]"
                : "Grayscale[low=" + low + ", high=" + high + ", noDataLevel=" + noDataLevel + "]";
    }
}
