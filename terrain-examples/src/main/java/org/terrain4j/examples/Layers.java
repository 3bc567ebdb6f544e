package org.terrain4j.examples;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.IntStream;

import javax.imageio.ImageIO;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.features.land.Land;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

import static org.terrain4j.features.Blend.fading;

/**
 * The ground's look as material layers over grass, each a rule asking one of the land's questions
 * (this example's own rules):
 * <pre>
 *   sand       fading(height, 2.7 m, 1.3 m)
 *   rock       fading(slope angle, 33°, 44°)
 *   litter     forest density · (1 − sand)                                 (only on dry ground)
 *   earth      fading(walkway distance + 0.25 m · n(p), 1.25 m, 0.7 m)     (an uneven edge)
 *   damp       fading(brook distance, 4.6 m, 2.4 m)
 *   mud        fading(brook distance, 2.5 m, 1.5 m)
 *   wet gravel fading(brook distance, 1.55 m, 0.95 m)
 * </pre>
 * Each layer covers the given fraction of everything under it, in that order, so the weights are
 * {@code w_k · Π_{j > k} (1 − w_j)} for the layers and {@code Π (1 − w_j)} for the grass: they lie in
 * [0, 1] and sum to one, and a layer whose rule says 1 hides everything under it. {@code n(p)} is
 * fbm noise of 3 m (2 octaves, seed 71) in [−1, 1]. The walkway distance is asked within 16 m and the
 * brook distance within 8 m; the slope angle is {@code atan} of the land's {@link Land#slope}.
 *
 * <p>Splat maps: two RGBA images, the first (grass, sand, rock, litter), the second (earth, damp, mud,
 * wet gravel), 8 bits each, rounded by largest remainder so that the eight channels of a pixel sum
 * to exactly 255.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Layers {

    /**
     * The materials, in layer order (grass first, under everything).
     *
     * @since 0.1
     */
    public enum Material {
        /** The ground under every layer. */
        GRASS,
        /** By the water. */
        SAND,
        /** Where the slope passes 33 to 44 degrees. */
        ROCK,
        /** Leaf litter under the forest. */
        LITTER,
        /** Packed earth of the walkway. */
        EARTH,
        /** The damp margin by the brook. */
        DAMP,
        /** The brook's banks. */
        MUD,
        /** The brook's bed. */
        WET_GRAVEL
    }

    /** The number of materials. */
    public static final int COUNT = Material.values().length;

    private final Land land;
    private final String path;
    private final String brook;
    private final HeightFunction forest;
    private final Noise uneven = Noises.fbm(71, 2, 1 / 3.0, 2, 0.5);

    private Layers(Land land, String path, String brook, HeightFunction forest) {
        this.land = Objects.requireNonNull(land, "land");
        this.path = Objects.requireNonNull(path, "path");
        this.brook = Objects.requireNonNull(brook, "brook");
        this.forest = Objects.requireNonNull(forest, "forest");
        land.feature(path);
        land.feature(brook);
    }

    /**
     * The layers of a land.
     *
     * @param land   the land asked
     * @param path   the name of its walkway feature
     * @param brook  the name of its brook feature
     * @param forest the forest density in [0, 1] at a point (values outside are clamped)
     * @return the layers
     * @throws IllegalArgumentException if the land has no feature of one of the names
     * @throws NullPointerException     if an argument is null
     */
    public static Layers of(Land land, String path, String brook, HeightFunction forest) {
        return new Layers(land, path, brook, forest);
    }

    /**
     * The coverage of one layer's own rule at a point (before the layers above it), in [0, 1]; for
     * grass, 1.
     *
     * @param m the material
     * @param x metres east
     * @param z metres south
     * @return the rule's value
     */
    public double rule(Material m, double x, double z) {
        switch (m) {
            case GRASS:
                return 1;
            case SAND:
                return fading(land.height(x, z), 2.7, 1.3);
            case ROCK:
                return fading(Math.toDegrees(Math.atan(land.slope(x, z))), 33, 44);
            case LITTER:
                // leaf litter lies on dry ground only: none where the sand rule is whole (the beach and
                // everything under the sea), as the forest's own density does not know the shore
                return Math.max(0, Math.min(1, forest.height(x, z))) * (1 - fading(land.height(x, z), 2.7, 1.3));
            case EARTH:
                return fading(land.distanceTo(path, x, z, 16) + 0.25 * uneven.value(x, z), 1.25, 0.7);
            case DAMP:
                return fading(land.distanceTo(brook, x, z, 8), 4.6, 2.4);
            case MUD:
                return fading(land.distanceTo(brook, x, z, 8), 2.5, 1.5);
            default:
                return fading(land.distanceTo(brook, x, z, 8), 1.55, 0.95);
        }
    }

    /**
     * The weight of every material at a point, in {@link Material} order, each in [0, 1], summing to
     * one.
     *
     * @param x    metres east
     * @param z    metres south
     * @param dest an array of at least {@link #COUNT} values, or null for a new one
     * @return dest (or the new array)
     */
    public double[] weights(double x, double z, double[] dest) {
        double[] w = dest != null ? dest : new double[COUNT];
        Material[] all = Material.values();
        double cover = 1;
        for (int k = COUNT - 1; k >= 1; k--) {
            double r = rule(all[k], x, z);
            w[k] = r * cover;
            cover *= 1 - r;
        }
        w[0] = cover;
        return w;
    }

    /**
     * Rounds weights to 8-bit values summing to exactly 255 (largest remainder).
     *
     * @param weights {@link #COUNT} weights summing to one
     * @param dest    {@link #COUNT} ints to write
     * @return dest
     */
    static int[] quantise(double[] weights, int[] dest) {
        int sum = 0;
        double[] rem = new double[COUNT];
        for (int k = 0; k < COUNT; k++) {
            double v = weights[k] * 255;
            dest[k] = (int) Math.floor(v);
            rem[k] = v - dest[k];
            sum += dest[k];
        }
        while (sum < 255) {
            int best = 0;
            for (int k = 1; k < COUNT; k++) {
                if (rem[k] > rem[best]) {
                    best = k;
                }
            }
            dest[best]++;
            rem[best] = -1;
            sum++;
        }
        return dest;
    }

    /**
     * The two splat maps over a grid (row-major, columns along x, rows along z): image 0 holds grass,
     * sand, rock and litter in R, G, B, A; image 1 earth, damp, mud and wet gravel. Rows run in
     * parallel; the result does not depend on the thread count.
     *
     * @param columns pixels along x, ≥ 1
     * @param rows    pixels along z, ≥ 1
     * @param frame   where the pixels lie in the land's frame
     * @return two new TYPE_INT_ARGB images
     */
    public BufferedImage[] splatMaps(int columns, int rows, GridFrame frame) {
        Objects.requireNonNull(frame, "frame");
        int[] a = new int[columns * rows];
        int[] b = new int[columns * rows];
        IntStream.range(0, rows).parallel().forEach(r -> {
            double[] w = new double[COUNT];
            int[] q = new int[COUNT];
            for (int c = 0; c < columns; c++) {
                quantise(weights(frame.x(c), frame.z(r), w), q);
                a[r * columns + c] = q[3] << 24 | q[0] << 16 | q[1] << 8 | q[2];
                b[r * columns + c] = q[7] << 24 | q[4] << 16 | q[5] << 8 | q[6];
            }
        });
        BufferedImage[] out = {new BufferedImage(columns, rows, BufferedImage.TYPE_INT_ARGB),
            new BufferedImage(columns, rows, BufferedImage.TYPE_INT_ARGB)};
        out[0].setRGB(0, 0, columns, rows, a, 0, columns);
        out[1].setRGB(0, 0, columns, rows, b, 0, columns);
        return out;
    }

    /**
     * Writes the splat maps at the land's own grid as {@code <prefix>-0.png} and {@code <prefix>-1.png},
     * each atomically.
     *
     * @param dir    an existing directory
     * @param prefix the file names' start
     * @throws IOException naming the file and the reason if writing fails
     */
    public void writeSplatMaps(Path dir, String prefix) throws IOException {
        var g = land.grid();
        BufferedImage[] maps = splatMaps(g.columns(), g.rows(), g.frame());
        for (int i = 0; i < maps.length; i++) {
            BufferedImage img = maps[i];
            Path target = dir.resolve(prefix + "-" + i + ".png");
            AtomicFiles.write(target, out -> {
                if (!ImageIO.write(img, "png", out)) {
                    throw new IOException(target + ": no PNG writer");
                }
            });
        }
    }
}
