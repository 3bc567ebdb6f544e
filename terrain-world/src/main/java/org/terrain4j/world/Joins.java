package org.terrain4j.world;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import org.terrain4j.api.Heightfield;

/**
 * Settling the joins of an assembly of tiles (seed 002): every vertex two or more tiles share is brought
 * to one value, the mean of what every tile holding it had there (a corner against all four at once),
 * and each tile is walked back to what it was over the next {@code walkBack} vertices in, so the seam
 * closes without flattening the country behind it.
 *
 * <p>Tiles are keyed by {@link TileKey}; every tile has the same {@code columns × rows} samples (row-major)
 * and column {@code columns − 1} of tile {@code (c, r)} is column 0 of tile {@code (c + 1, r)} (rows
 * likewise), as {@link Environment#tile(long, long, boolean, Elements, int)} lays them. The correction
 * {@code δ = mean − own} at each border vertex is carried inward by the transfinite (Coons) sum of the four
 * edges' corrections less the four corners', each weighted by {@code w(d) = 1 − smoothstep(0, walkBack, d)}
 * of the distance {@code d} in samples from its edge; on the border it is the mean itself, so after
 * settling every shared vertex holds one value in every tile that has it. A vertex no other tile of the
 * set holds is left as it was. The means are taken in double over the holders in {@link TileKey} order, so
 * the result does not depend on the map's iteration order.
 *
 * <p>Use it for what a joined tile cannot make exact (rivers, water bodies, cover and snow colours, towns,
 * forests, canyons and runways stay inside their tile); joined heights that already agree are left as they
 * are. Pure functions of their arguments; thread-safe.
 *
 * @since 0.1
 */
public final class Joins {

    /** The seed's "next few vertices": how far in a settled tile is walked back by default, samples. */
    public static final int WALK_BACK = 8;

    private Joins() {
    }

    /**
     * Settles the heights of a set of adjacent tiles with the default walk-back ({@link #WALK_BACK}).
     *
     * @param tiles the tiles' heights, metres, every one the same {@code columns × rows}
     * @return the settled heights, same keys, each with its tile's frame
     * @throws IllegalArgumentException as {@link #settle(Map, int)}
     */
    public static Map<TileKey, Heightfield> settle(Map<TileKey, Heightfield> tiles) {
        return settle(tiles, WALK_BACK);
    }

    /**
     * Settles the heights of a set of adjacent tiles.
     *
     * @param tiles    the tiles' heights, metres, every one the same {@code columns × rows} (at least 2 × 2),
     *                 finite; not null, no null key or value; may be empty
     * @param walkBack how many vertices in from the border the correction reaches, samples, in
     *                 {@code [1, (min(columns, rows) − 1) / 2]}
     * @return the settled heights in a new map (sorted by {@link TileKey}), each with its tile's frame
     * @throws IllegalArgumentException if the tiles differ in size, a height is not finite (naming the tile
     *                                  and sample), or walkBack is out of range
     */
    public static Map<TileKey, Heightfield> settle(Map<TileKey, Heightfield> tiles, int walkBack) {
        Objects.requireNonNull(tiles, "tiles");
        Map<TileKey, Heightfield> out = new TreeMap<>();
        if (tiles.isEmpty()) {
            return out;
        }
        int[] size = size(tiles.values().stream().map(h -> new int[] {h.columns(), h.rows()}).toList());
        Map<TileKey, double[]> values = new TreeMap<>();
        for (var e : tiles.entrySet()) {
            Heightfield h = Objects.requireNonNull(e.getValue(), "tile " + e.getKey());
            double[] v = new double[size[0] * size[1]];
            for (int r = 0; r < size[1]; r++) {
                for (int c = 0; c < size[0]; c++) {
                    double x = h.get(c, r);
                    if (!Double.isFinite(x)) {
                        throw new IllegalArgumentException("tile " + e.getKey() + " has a non-finite height " + x
                                + " at column " + c + ", row " + r);
                    }
                    v[r * size[0] + c] = x;
                }
            }
            values.put(Objects.requireNonNull(e.getKey(), "tile key"), v);
        }
        Map<TileKey, double[]> settled = settleAll(values, size[0], size[1], walkBack);
        for (var e : settled.entrySet()) {
            double[] v = e.getValue();
            float[] f = new float[v.length];
            for (int i = 0; i < v.length; i++) {
                f[i] = (float) v[i];
            }
            out.put(e.getKey(), Heightfield.of(size[0], size[1], f).withFrame(tiles.get(e.getKey()).frame()));
        }
        return out;
    }

    /**
     * Settles the colours of a set of adjacent tiles: each sRGB channel as {@link #settle(Map, int)} settles
     * heights (means of the 8-bit channel values, rounded half up, kept in [0, 255]).
     *
     * @param colours  each tile's colours, row-major {@code 0xRRGGBB}, every array {@code columns · rows} long
     *                 (higher bits ignored)
     * @param columns  samples along x, ≥ 2
     * @param rows     samples along z, ≥ 2
     * @param walkBack as {@link #settle(Map, int)}
     * @return the settled colours in a new map (sorted by {@link TileKey}); the arrays are new
     * @throws IllegalArgumentException if an array has the wrong length, the sizes are below 2, or walkBack
     *                                  is out of range
     */
    public static Map<TileKey, int[]> settleColours(Map<TileKey, int[]> colours, int columns, int rows, int walkBack) {
        Objects.requireNonNull(colours, "colours");
        List<int[]> sizes = new ArrayList<>();
        for (var e : colours.entrySet()) {
            int[] a = Objects.requireNonNull(e.getValue(), "tile " + e.getKey());
            if (a.length != (long) columns * rows) {
                throw new IllegalArgumentException("tile " + e.getKey() + " has " + a.length + " colours, expected "
                        + columns + " × " + rows);
            }
            sizes.add(new int[] {columns, rows});
        }
        Map<TileKey, int[]> out = new TreeMap<>();
        if (colours.isEmpty()) {
            return out;
        }
        size(sizes);
        for (var e : colours.entrySet()) {
            out.put(Objects.requireNonNull(e.getKey(), "tile key"), new int[columns * rows]);
        }
        for (int shift = 16; shift >= 0; shift -= 8) {
            Map<TileKey, double[]> channel = new TreeMap<>();
            for (var e : colours.entrySet()) {
                int[] a = e.getValue();
                double[] v = new double[a.length];
                for (int i = 0; i < a.length; i++) {
                    v[i] = (a[i] >>> shift) & 0xFF;
                }
                channel.put(e.getKey(), v);
            }
            Map<TileKey, double[]> s = settleAll(channel, columns, rows, walkBack);
            for (var e : s.entrySet()) {
                int[] o = out.get(e.getKey());
                double[] v = e.getValue();
                for (int i = 0; i < v.length; i++) {
                    int q = (int) Math.floor(v[i] + 0.5);
                    o[i] |= Math.max(0, Math.min(255, q)) << shift;
                }
            }
        }
        return out;
    }

    private static int[] size(List<int[]> sizes) {
        int[] first = sizes.get(0);
        for (int[] s : sizes) {
            if (s[0] != first[0] || s[1] != first[1]) {
                throw new IllegalArgumentException("tiles must all have the same size, found " + first[0] + " × "
                        + first[1] + " and " + s[0] + " × " + s[1]);
            }
        }
        if (first[0] < 2 || first[1] < 2) {
            throw new IllegalArgumentException("tiles must be at least 2 × 2 samples, were " + first[0] + " × " + first[1]);
        }
        return first;
    }

    /** The settling itself, on double values; the maps are sorted by key. */
    private static Map<TileKey, double[]> settleAll(Map<TileKey, double[]> tiles, int cols, int rows, int walkBack) {
        int most = (Math.min(cols, rows) - 1) / 2;
        if (walkBack < 1 || walkBack > most) {
            throw new IllegalArgumentException("walkBack must be in [1, " + most + "] samples for tiles of " + cols
                    + " × " + rows + ", was " + walkBack);
        }
        // the mean at every shared border vertex, by global index (column, row) of the assembly
        Map<Vertex2, double[]> sums = new HashMap<>();
        for (var e : tiles.entrySet()) {
            forEachBorder(cols, rows, (c, r) -> {
                long gx = e.getKey().column() * (cols - 1) + c;
                long gz = e.getKey().row() * (rows - 1) + r;
                double[] s = sums.computeIfAbsent(key(gx, gz), k -> new double[2]);
                s[0] += e.getValue()[r * cols + c];
                s[1]++;
            });
        }
        Map<TileKey, double[]> out = new TreeMap<>();
        for (var e : tiles.entrySet()) {
            TileKey t = e.getKey();
            double[] own = e.getValue();
            double[] mean = new double[own.length];
            forEachBorder(cols, rows, (c, r) -> {
                double[] s = sums.get(key(t.column() * (cols - 1) + c, t.row() * (rows - 1) + r));
                mean[r * cols + c] = s[1] > 1 ? s[0] / s[1] : own[r * cols + c];
            });
            double[] v = own.clone();
            double nw = mean[0] - own[0];
            double ne = mean[cols - 1] - own[cols - 1];
            double sw = mean[(rows - 1) * cols] - own[(rows - 1) * cols];
            double se = mean[rows * cols - 1] - own[rows * cols - 1];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    int i = r * cols + c;
                    if (c == 0 || r == 0 || c == cols - 1 || r == rows - 1) {
                        v[i] = mean[i];
                        continue;
                    }
                    double ww = w(c, walkBack);
                    double we = w(cols - 1 - c, walkBack);
                    double wn = w(r, walkBack);
                    double ws = w(rows - 1 - r, walkBack);
                    if (ww == 0 && we == 0 && wn == 0 && ws == 0) {
                        continue;
                    }
                    int iw = r * cols;
                    int ie = r * cols + cols - 1;
                    int in = c;
                    int is = (rows - 1) * cols + c;
                    double corr = ww * (mean[iw] - own[iw]) + we * (mean[ie] - own[ie]) + wn * (mean[in] - own[in])
                            + ws * (mean[is] - own[is]) - ww * wn * nw - we * wn * ne - ww * ws * sw - we * ws * se;
                    v[i] = own[i] + corr;
                }
            }
            out.put(t, v);
        }
        return out;
    }

    /** The walk-back weight at {@code d} samples in: 1 − smoothstep(0, walkBack, d). */
    static double w(int d, int walkBack) {
        if (d >= walkBack) {
            return 0;
        }
        double s = d / (double) walkBack;
        return 1 - s * s * (3 - 2 * s);
    }

    private static Vertex2 key(long gx, long gz) {
        return new Vertex2(gx, gz);
    }

    /** A vertex of the assembly by its global sample index. */
    private record Vertex2(long x, long z) {
    }

    private interface Vertex {
        void at(int c, int r);
    }

    private static void forEachBorder(int cols, int rows, Vertex v) {
        for (int c = 0; c < cols; c++) {
            v.at(c, 0);
            v.at(c, rows - 1);
        }
        for (int r = 1; r < rows - 1; r++) {
            v.at(0, r);
            v.at(cols - 1, r);
        }
    }
}
