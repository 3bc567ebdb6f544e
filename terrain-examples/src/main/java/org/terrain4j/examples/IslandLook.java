package org.terrain4j.examples;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.stream.IntStream;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.land.BrookRibbon;
import org.terrain4j.features.land.Land;

/**
 * The example island as it is drawn: a colour for every sample of a baked island, its {@link Layers}
 * blended, and the water standing on it, the sea and the brook (for a viewer that paints ground by
 * colour and draws water over it).
 *
 * <p><b>Colours.</b> Each material has one sRGB colour ({@link #colour(Layers.Material)}: grass, sand,
 * rock, leaf litter, the walkway's packed earth, damp ground, mud, wet gravel); a sample's colour is the
 * materials' colours blended by their {@link Layers#weights} in linear light (IEC 61966-2-1) and encoded
 * again. Under the sea the colour runs with depth from the wet sand at the waterline to a deep blue at
 * 30 m ({@link #seaColour(double)}), since the layers describe the land.
 *
 * <p><b>Water.</b> The sea: every sample below 0 m joined to the grid's border through samples below
 * 0 m, at 0 m (hollows below 0 m behind the coast stay dry). The brook: every sample within its flat bed's
 * half-width plus three quarters of a sample spacing of its spine (so a coarse grid still holds a line
 * of water along it), at the brook's level there (the level of {@link BrookRibbon#of(Land, String)},
 * interpolated along the nearest piece); where sea and brook meet, the higher surface. Dry samples are
 * NaN. A brook sample whose ground lies under its level is painted {@link #BROOK_SRGB} (the water's
 * colour, as an environment's lake samples are painted by their element), one on the bank keeps its layers.
 *
 * <p>Arrays are row-major over the land's grid (columns along x, rows along z). Rows are computed in
 * parallel; the result does not depend on the thread count. Immutable; accessors return copies.
 *
 * @since 0.1
 */
public final class IslandLook {

    private static final int[] MATERIAL_SRGB = {
        0x5F914B, // grass
        0xD8C79B, // sand
        0x8C867A, // rock
        0x6E5532, // leaf litter
        0x9A7450, // packed earth (the walkway)
        0x4F6B3A, // damp ground
        0x5E4A36, // mud
        0x7D786C, // wet gravel
    };

    /** The brook's water, sRGB: the see-through blue of the island's GLB, over the bed it is poured on. */
    public static final int BROOK_SRGB = 0x3A6E8A;

    /** Depth under the sea (metres, ascending) and sRGB colour: wet sand at the waterline, deep blue at 30 m. */
    private static final double[] SEA_DEPTH = {0, 0.8, 2.5, 5, 12, 30};
    private static final int[] SEA_SRGB = {0xD7C89B, 0xC3C8A5, 0x82BEB4, 0x4696AA, 0x286996, 0x1C4678};

    private final int columns;
    private final int rows;
    private final int[] colours;
    private final float[] surface;
    private final int brookSamples;

    private IslandLook(int columns, int rows, int[] colours, float[] surface, int brookSamples) {
        this.columns = columns;
        this.rows = rows;
        this.colours = colours;
        this.surface = surface;
        this.brookSamples = brookSamples;
    }

    /**
     * @param island the island the land was baked from
     * @param land   a land from {@link Island#bake} or {@link Island#build}
     * @return its look
     * @throws NullPointerException if an argument is null
     */
    public static IslandLook of(Island island, Land land) {
        Objects.requireNonNull(island, "island");
        Objects.requireNonNull(land, "land");
        Heightfield g = land.grid();
        int n = g.columns();
        int m = g.rows();
        GridFrame f = g.frame();
        Layers layers = island.layers(land);
        float[] surface = new float[n * m];
        java.util.Arrays.fill(surface, Float.NaN);
        boolean[] sea = sea(g);
        for (int i = 0; i < n * m; i++) {
            if (sea[i]) {
                surface[i] = 0;
            }
        }
        int brook = brook(land, surface);
        int[] rgb = new int[n * m];
        IntStream.range(0, m).parallel().forEach(r -> {
            double[] w = new double[Layers.COUNT];
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double h = g.get(c, r);
                if (sea[i]) {
                    rgb[i] = seaColour(-h);
                    continue;
                }
                if (!Float.isNaN(surface[i]) && h < surface[i]) {
                    rgb[i] = BROOK_SRGB;
                    continue;
                }
                layers.weights(f.x(c), f.z(r), w);
                double red = 0;
                double green = 0;
                double blue = 0;
                for (int k = 0; k < Layers.COUNT; k++) {
                    int s = MATERIAL_SRGB[k];
                    red += w[k] * decode((s >> 16) & 0xFF);
                    green += w[k] * decode((s >> 8) & 0xFF);
                    blue += w[k] * decode(s & 0xFF);
                }
                rgb[i] = encode(red) << 16 | encode(green) << 8 | encode(blue);
            }
        });
        return new IslandLook(n, m, rgb, surface, brook);
    }

    /**
     * @param m a material
     * @return its colour, sRGB {@code 0xRRGGBB}
     */
    public static int colour(Layers.Material m) {
        return MATERIAL_SRGB[m.ordinal()];
    }

    /**
     * The sea floor's colour at a depth, interpolated in sRGB between keys at 0, 0.8, 2.5, 5, 12 and 30 m.
     *
     * @param depth metres under the surface; clamped to [0, 30]
     * @return sRGB {@code 0xRRGGBB}
     */
    public static int seaColour(double depth) {
        double d = Math.max(0, Math.min(SEA_DEPTH[SEA_DEPTH.length - 1], Double.isNaN(depth) ? 0 : depth));
        int k = 0;
        while (k < SEA_DEPTH.length - 2 && d > SEA_DEPTH[k + 1]) {
            k++;
        }
        double t = (d - SEA_DEPTH[k]) / (SEA_DEPTH[k + 1] - SEA_DEPTH[k]);
        int a = SEA_SRGB[k];
        int b = SEA_SRGB[k + 1];
        int out = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            double v = ((a >> shift) & 0xFF) * (1 - t) + ((b >> shift) & 0xFF) * t;
            out |= (int) Math.round(v) << shift;
        }
        return out;
    }

    /** @return samples along x */
    public int columns() {
        return columns;
    }

    /** @return samples along z */
    public int rows() {
        return rows;
    }

    /** @return every sample's colour, sRGB {@code 0xRRGGBB}, row-major; a copy */
    public int[] colours() {
        return colours.clone();
    }

    /** @return every sample's water surface, metres, NaN where dry, row-major; a copy */
    public float[] waterSurface() {
        return surface.clone();
    }

    /** @return the number of samples the brook's water covers (not the sea's) */
    public int brookSamples() {
        return brookSamples;
    }

    private static boolean[] sea(Heightfield g) {
        int n = g.columns();
        int m = g.rows();
        boolean[] sea = new boolean[n * m];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if ((r == 0 || c == 0 || r == m - 1 || c == n - 1) && g.get(c, r) < 0) {
                    sea[r * n + c] = true;
                    queue.add(r * n + c);
                }
            }
        }
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int i = queue.poll();
            int c = i % n;
            int r = i / n;
            for (int[] s : steps) {
                int cc = c + s[0];
                int rr = r + s[1];
                if (cc >= 0 && rr >= 0 && cc < n && rr < m && !sea[rr * n + cc] && g.get(cc, rr) < 0) {
                    sea[rr * n + cc] = true;
                    queue.add(rr * n + cc);
                }
            }
        }
        return sea;
    }

    /** Marks the brook's samples in surface (the higher level where water is there already); returns their count. */
    private static int brook(Land land, float[] surface) {
        Heightfield g = land.grid();
        int n = g.columns();
        int m = g.rows();
        GridFrame f = g.frame();
        double sx = Math.abs(f.spacingX());
        double sz = Math.abs(f.spacingZ());
        double pad = 0.75 * Math.max(sx, sz);
        float[] p = BrookRibbon.of(land, "brook").positionsToArray();
        int points = p.length / 6;
        double[] best = new double[n * m];
        java.util.Arrays.fill(best, Double.POSITIVE_INFINITY);
        float[] level = new float[n * m];
        java.util.Arrays.fill(level, Float.NaN);
        for (int i = 0; i + 1 < points; i++) {
            // the centre and half-width of the water at this point and the next (left and right vertices)
            double ax = (p[6 * i] + p[6 * i + 3]) / 2;
            double az = (p[6 * i + 2] + p[6 * i + 5]) / 2;
            double ay = p[6 * i + 1];
            double aw = Math.hypot(p[6 * i] - p[6 * i + 3], p[6 * i + 2] - p[6 * i + 5]) / 2;
            int j = i + 1;
            double bx = (p[6 * j] + p[6 * j + 3]) / 2;
            double bz = (p[6 * j + 2] + p[6 * j + 5]) / 2;
            double by = p[6 * j + 1];
            double bw = Math.hypot(p[6 * j] - p[6 * j + 3], p[6 * j + 2] - p[6 * j + 5]) / 2;
            double reach = Math.max(aw, bw) + pad;
            int c0 = Math.max(0, (int) Math.floor((Math.min(ax, bx) - reach - f.x(0)) / sx));
            int c1 = Math.min(n - 1, (int) Math.ceil((Math.max(ax, bx) + reach - f.x(0)) / sx));
            int r0 = Math.max(0, (int) Math.floor((Math.min(az, bz) - reach - f.z(0)) / sz));
            int r1 = Math.min(m - 1, (int) Math.ceil((Math.max(az, bz) + reach - f.z(0)) / sz));
            double dx = bx - ax;
            double dz = bz - az;
            double len2 = dx * dx + dz * dz;
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    double x = f.x(c);
                    double z = f.z(r);
                    double t = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / len2)) : 0;
                    double d = Math.hypot(x - ax - t * dx, z - az - t * dz);
                    double half = aw + (bw - aw) * t;
                    int k = r * n + c;
                    if (d <= half + pad && d < best[k]) {
                        best[k] = d;
                        level[k] = (float) (ay + (by - ay) * t);
                    }
                }
            }
        }
        int count = 0;
        for (int k = 0; k < n * m; k++) {
            if (!Float.isNaN(level[k])) {
                count++;
                surface[k] = Float.isNaN(surface[k]) ? level[k] : Math.max(surface[k], level[k]);
            }
        }
        return count;
    }

    private static double decode(int code) {
        double c = code / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static int encode(double linear) {
        double c = Math.max(0, Math.min(1, linear));
        double s = c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
        return (int) Math.round(s * 255);
    }
}
