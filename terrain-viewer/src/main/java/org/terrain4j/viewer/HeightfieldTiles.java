package org.terrain4j.viewer;

import java.awt.image.BufferedImage;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.image.Relief;
import org.terrain4j.viewer.internal.ShoreDistance;
import org.terrain4j.world.sky.Water;

/**
 * A heightfield (a file's elevation model) as one tile at its real scale: its frame's spacings in metres,
 * centred on the origin, coloured by terrain-mesh's default tint ({@link Relief#tint}). Samples at or below
 * a sea level, if one is given, are water at that level. Voids (NaN) are drawn at the lowest valid height,
 * grey. Immutable and thread-safe; the tile is built once.
 *
 * @since 0.1
 */
public final class HeightfieldTiles implements TileSource {

    private final String name;
    private final Tile tile;
    private final Water water;

    /**
     * A heightfield painted with colours of its own, with water standing on it where a surface is given
     * (the example island with its layers and its brook, say): one tile at its real scale, centred on the
     * origin.
     *
     * @param name         display name
     * @param field        heights, metres, with a frame in metres; no voids
     * @param rgb          a colour per sample, sRGB {@code 0xRRGGBB}, row-major (columns along x)
     * @param waterSurface the water surface per sample, metres, NaN where dry, row-major
     * @param water        the waves the page draws the water with
     * @throws IllegalArgumentException if the field has fewer than 2 × 2 samples or a void, an array's
     *                                  length is not the sample count, or a surface is infinite
     * @return the one-tile source
     * @throws NullPointerException     if an argument is null
     * @since 0.1
     */
    public static HeightfieldTiles painted(String name, Heightfield field, int[] rgb, float[] waterSurface, Water water) {
        return new HeightfieldTiles(name, field, rgb, waterSurface, water);
    }

    private HeightfieldTiles(String name, Heightfield field, int[] rgb, float[] waterSurface, Water water) {
        this.name = Objects.requireNonNull(name, "name");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(rgb, "rgb");
        Objects.requireNonNull(waterSurface, "waterSurface");
        this.water = Objects.requireNonNull(water, "water");
        int n = field.columns();
        int m = field.rows();
        if (rgb.length != n * m || waterSurface.length != n * m) {
            throw new IllegalArgumentException("rgb and waterSurface must hold " + n * m + " samples (" + n + " × " + m
                    + "), held " + rgb.length + " and " + waterSurface.length);
        }
        float[] h = new float[n * m];
        int[] colours = new int[n * m];
        float[] surface = new float[n * m];
        boolean[] wet = new boolean[n * m];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double v = field.get(c, r);
                if (Double.isNaN(v)) {
                    throw new IllegalArgumentException("field must have no voids, had one at (" + c + ", " + r + ")");
                }
                if (Float.isInfinite(waterSurface[i])) {
                    throw new IllegalArgumentException("waterSurface must be finite or NaN, was " + waterSurface[i]
                            + " at (" + c + ", " + r + ")");
                }
                h[i] = (float) v;
                colours[i] = rgb[i] & 0xFFFFFF;
                surface[i] = waterSurface[i];
                wet[i] = !Float.isNaN(waterSurface[i]);
            }
        }
        this.tile = tile(field, h, colours, surface, wet);
    }

    /**
     * @param name     display name (the file's name)
     * @param field    heights, metres, with a frame in metres (place a geographic grid in metres first)
     * @param seaLevel the sea surface, metres, or NaN for no water
     * @throws IllegalArgumentException if the field has fewer than 2 × 2 samples, no valid sample, or
     *                                  seaLevel is infinite
     */
    public HeightfieldTiles(String name, Heightfield field, double seaLevel) {
        this.name = Objects.requireNonNull(name, "name");
        Objects.requireNonNull(field, "field");
        if (Double.isInfinite(seaLevel)) {
            throw new IllegalArgumentException("seaLevel must be finite or NaN, was " + seaLevel);
        }
        int n = field.columns();
        int m = field.rows();
        double min = Double.POSITIVE_INFINITY;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                double v = field.get(c, r);
                if (v < min) {
                    min = v;
                }
            }
        }
        if (!(min < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("field must hold at least one valid sample, held none");
        }
        BufferedImage tint = Relief.tint(field);
        float[] h = new float[n * m];
        int[] rgb = new int[n * m];
        float[] surface = new float[n * m];
        boolean[] water = new boolean[n * m];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double v = field.get(c, r);
                boolean valid = !Double.isNaN(v);
                h[i] = (float) (valid ? v : min);
                rgb[i] = valid ? tint.getRGB(c, r) & 0xFFFFFF : 0x808080;
                water[i] = valid && v <= seaLevel;
                surface[i] = water[i] ? (float) seaLevel : Float.NaN;
            }
        }
        this.tile = tile(field, h, rgb, surface, water);
        this.water = Water.standard();
    }

    private static Tile tile(Heightfield field, float[] h, int[] rgb, float[] surface, boolean[] wet) {
        int n = field.columns();
        int m = field.rows();
        GridFrame f = field.frame();
        double sx = Math.abs(f.spacingX());
        double sz = Math.abs(f.spacingZ());
        float[] shore = ShoreDistance.of(wet, n, m, sx, sz);
        return Tile.builder(new GridFrame(-(n - 1) * sx / 2, -(m - 1) * sz / 2, sx, sz), n, m).withHeights(h)
                .withColours(rgb).withWater(surface, shore).build();
    }

    @Override
    public Water water() {
        return water;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public double tileSizeX() {
        return (tile.columns() - 1) * tile.spacingX();
    }

    @Override
    public double tileSizeZ() {
        return (tile.rows() - 1) * tile.spacingZ();
    }

    @Override
    public boolean contains(int col, int row) {
        return col == 0 && row == 0;
    }

    @Override
    public Tile tile(int col, int row) {
        if (!contains(col, row)) {
            throw new IllegalArgumentException("tile must be (0, 0) for a file, was (" + col + ", " + row + ")");
        }
        return tile;
    }

    @Override
    public long version() {
        return 0;
    }
}
