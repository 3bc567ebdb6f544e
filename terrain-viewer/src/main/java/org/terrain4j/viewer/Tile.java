package org.terrain4j.viewer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

import org.terrain4j.api.GridFrame;

/**
 * One tile as the page draws it: heights, sRGB colours, the water surface and each water sample's
 * distance to the shore, row-major {@code row · columns + column}, sample (0, 0) at
 * {@code (originX, originZ)}. Immutable (the arrays are copied in and never handed out) and thread-safe.
 *
 * @since 0.1
 */
public final class Tile {

    /** The encoding's magic number, {@code "T4JT"} read as a little-endian int. */
    public static final int MAGIC = 0x544A3454;
    /** Bytes before the arrays. */
    public static final int HEADER_BYTES = 48;

    private final int columns;
    private final int rows;
    private final double spacingX;
    private final double spacingZ;
    private final double originX;
    private final double originZ;
    private final float[] heights;
    private final int[] rgb;
    private final float[] surface;
    private final float[] shore;

    private Tile(int columns, int rows, double spacingX, double spacingZ, double originX, double originZ,
            float[] heights, int[] rgb, float[] surface, float[] shore) {
        this.columns = columns;
        this.rows = rows;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.originX = originX;
        this.originZ = originZ;
        this.heights = heights;
        this.rgb = rgb;
        this.surface = surface;
        this.shore = shore;
    }

    /**
     * Starts a tile.
     *
     * @param frame   where the samples stand: sample (c, r) at {@code (originX + c · spacingX, originZ + r · spacingZ)},
     *                spacings &gt; 0
     * @param columns samples along x, ≥ 2
     * @param rows    samples along z, ≥ 2; {@code columns · rows} at most 2<sup>24</sup>
     * @return a builder: heights 0, colours black, everything dry until set
     * @throws IllegalArgumentException naming the argument if a size or spacing is out of range
     */
    public static Builder builder(GridFrame frame, int columns, int rows) {
        Objects.requireNonNull(frame, "frame");
        if (columns < 2 || rows < 2 || (long) columns * rows > 1 << 24) {
            throw new IllegalArgumentException("columns × rows must be at least 2 × 2 and at most 2^24 samples, was "
                    + columns + " × " + rows);
        }
        if (!(frame.spacingX() > 0 && frame.spacingZ() > 0)) {
            throw new IllegalArgumentException("frame's spacings must be > 0 m, were " + frame.spacingX() + ", "
                    + frame.spacingZ());
        }
        return new Builder(frame, columns, rows);
    }

    /**
     * Builds a {@link Tile}: arrays row-major, {@code columns · rows} long, copied when {@link #build()} is
     * called. Not thread-safe.
     *
     * @since 0.1
     */
    public static final class Builder {
        private final GridFrame frame;
        private final int columns;
        private final int rows;
        private float[] heights;
        private int[] rgb;
        private float[] surface;
        private float[] shore;

        private Builder(GridFrame frame, int columns, int rows) {
            this.frame = frame;
            this.columns = columns;
            this.rows = rows;
            int n = columns * rows;
            this.heights = new float[n];
            this.rgb = new int[n];
            this.surface = new float[n];
            java.util.Arrays.fill(surface, Float.NaN);
            this.shore = new float[n];
        }

        /**
         * @param v heights, metres, finite
         * @return this builder
         */
        public Builder withHeights(float[] v) {
            heights = Objects.requireNonNull(v, "heights");
            return this;
        }

        /**
         * @param v colours, {@code 0xRRGGBB} sRGB
         * @return this builder
         */
        public Builder withColours(int[] v) {
            rgb = Objects.requireNonNull(v, "rgb");
            return this;
        }

        /**
         * @param surfaceHeights the water surface, metres, NaN where dry
         * @param shoreDistances metres from each water sample to the nearest dry one (0 where dry), ≥ 0
         * @return this builder
         */
        public Builder withWater(float[] surfaceHeights, float[] shoreDistances) {
            surface = Objects.requireNonNull(surfaceHeights, "surface");
            shore = Objects.requireNonNull(shoreDistances, "shore");
            return this;
        }

        /**
         * @return the tile
         * @throws IllegalArgumentException naming the array if one has the wrong length, a height is not finite
         *                                  or a shore distance is negative or NaN
         */
        public Tile build() {
            int n = columns * rows;
            check("heights", heights.length, n);
            check("rgb", rgb.length, n);
            check("surface", surface.length, n);
            check("shore", shore.length, n);
            for (int i = 0; i < n; i++) {
                if (!Float.isFinite(heights[i])) {
                    throw new IllegalArgumentException("heights must be finite, sample " + i + " was " + heights[i]);
                }
                if (!(shore[i] >= 0)) {
                    throw new IllegalArgumentException("shore distances must be >= 0, sample " + i + " was " + shore[i]);
                }
            }
            return new Tile(columns, rows, frame.spacingX(), frame.spacingZ(), frame.originX(), frame.originZ(),
                    heights.clone(), rgb.clone(), surface.clone(), shore.clone());
        }
    }

    private static void check(String name, int length, int n) {
        if (length != n) {
            throw new IllegalArgumentException(name + " must hold columns × rows = " + n + " values, held " + length);
        }
    }

    /** @return samples along x */
    public int columns() {
        return columns;
    }

    /** @return samples along z */
    public int rows() {
        return rows;
    }

    /** @return metres between columns */
    public double spacingX() {
        return spacingX;
    }

    /** @return metres between rows */
    public double spacingZ() {
        return spacingZ;
    }

    /** @return x of sample (0, 0), metres */
    public double originX() {
        return originX;
    }

    /** @return z of sample (0, 0), metres */
    public double originZ() {
        return originZ;
    }

    /**
     * @param column column
     * @param row    row
     * @return the height, metres
     */
    public double height(int column, int row) {
        return heights[index(column, row)];
    }

    /**
     * @param column column
     * @param row    row
     * @return the colour, {@code 0xRRGGBB}
     */
    public int colour(int column, int row) {
        return rgb[index(column, row)];
    }

    /**
     * @param column column
     * @param row    row
     * @return the water surface, metres, NaN where dry
     */
    public double surface(int column, int row) {
        return surface[index(column, row)];
    }

    /**
     * @param column column
     * @param row    row
     * @return metres to the nearest dry sample (0 where dry)
     */
    public double shore(int column, int row) {
        return shore[index(column, row)];
    }

    private int index(int column, int row) {
        Objects.checkIndex(column, columns);
        Objects.checkIndex(row, rows);
        return row * columns + column;
    }

    /** @return the bytes {@link #encode()} gives */
    public int encodedLength() {
        int n = columns * rows;
        return HEADER_BYTES + 12 * n + ((3 * n + 3) & ~3);
    }

    /**
     * The tile as the page reads it, little-endian: {@code int} magic {@link #MAGIC}, {@code int} version 1,
     * {@code int} columns, {@code int} rows, {@code double} spacingX, spacingZ, originX, originZ; then
     * {@code float[n]} heights, {@code float[n]} water surface (NaN dry), {@code float[n]} shore distance,
     * and {@code byte[3n]} sRGB colours, padded to a multiple of 4 bytes.
     *
     * @return a new array
     */
    public byte[] encode() {
        int n = columns * rows;
        ByteBuffer b = ByteBuffer.allocate(encodedLength()).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(MAGIC).putInt(1).putInt(columns).putInt(rows);
        b.putDouble(spacingX).putDouble(spacingZ).putDouble(originX).putDouble(originZ);
        for (float v : heights) {
            b.putFloat(v);
        }
        for (float v : surface) {
            b.putFloat(v);
        }
        for (float v : shore) {
            b.putFloat(v);
        }
        for (int i = 0; i < n; i++) {
            b.put((byte) (rgb[i] >> 16)).put((byte) (rgb[i] >> 8)).put((byte) rgb[i]);
        }
        return b.array();
    }
}
