package org.terrain4j.world;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.terrain4j.api.GridFrame;

/**
 * The fields an {@link Element} draws into while an environment is generated: heights (metres), an
 * sRGB colour and the gradient it came from per sample, the water an element owns (with its surface
 * height), the ground the runway has reserved, and the placements (trees, buildings, streets). Samples
 * are row-major, index {@code row · columns + column}, positioned by {@link #frame()}.
 *
 * <p>Mutable and not thread-safe: one canvas belongs to one generation. {@link #forEachRow} runs a
 * per-row task on the generation's threads; the task must write only its own row.
 *
 * @since 0.1
 */
public final class Canvas {

    /** Water kind: none. */
    static final byte DRY = 0;
    /** Water kind: a water body's. */
    static final byte LAKE = 1;
    /** Water kind: a river's. */
    static final byte RIVER = 2;
    /** Water kind: the base ground's standing water. */
    static final byte STANDING = 3;

    final BaseGround settings;
    final Ground ground;
    final GridFrame frame;
    final int n;
    final float[] h;
    final int[] rgb;
    final int[] owner;
    final float[] surface;
    final byte[] water;
    final byte[] reserve;
    final List<ColourGradient> gradients = new ArrayList<>();
    private final Map<ColourGradient, Integer> gradientIds = new HashMap<>();
    final List<Tree> trees = new ArrayList<>();
    final List<Building> buildings = new ArrayList<>();
    final List<Street> streets = new ArrayList<>();
    final List<Hold> holds = new ArrayList<>();
    private final ForkJoinPool pool;
    int placement = -1;
    /**
     * Which placements wrote each sample (a height, a colour or water), one bit a placement index, the
     * placements from the 31st on sharing bit 31; null unless a strip is placed (only the strip's
     * ground is read, to say which elements were levelled under it).
     */
    int[] touched;
    /** The base ground as the generator laid it, before any element drew; null on a canvas laid otherwise. */
    float[] base;
    String element = "";
    private final int rock;

    Canvas(BaseGround settings, long seed, ForkJoinPool pool) {
        this(settings, seed, pool, settings.frame(), settings.samples());
    }

    /** A canvas of {@code n × n} samples at {@code frame} (a block of tiles), for the settings' elements. */
    Canvas(BaseGround settings, long seed, ForkJoinPool pool, GridFrame frame, int n) {
        this.settings = settings;
        this.ground = settings.ground(seed);
        this.frame = frame;
        this.n = n;
        int size = n * n;
        this.h = new float[size];
        this.rgb = new int[size];
        this.owner = new int[size];
        this.surface = new float[size];
        Arrays.fill(surface, Float.NaN);
        this.water = new byte[size];
        this.reserve = new byte[size];
        this.pool = pool;
        this.rock = gradient(ROCK);
    }

    /** The world's bare-rock gradient: bare ground, cut walls and peaks no cover claimed. */
    public static final ColourGradient ROCK = ColourGradient.of(70, 0.70, 0.035, 0.40, 0.03);

    /** @return samples along x (and along z: the grid is square) */
    public int columns() {
        return n;
    }

    /** @return samples along z */
    public int rows() {
        return n;
    }

    /** @return the grid's frame (metres) */
    public GridFrame frame() {
        return frame;
    }

    /** @return the base ground settings */
    public BaseGround baseGround() {
        return settings;
    }

    /** @return the base ground of this world's seed */
    public Ground ground() {
        return ground;
    }

    /** @return distance between samples, metres */
    public double spacing() {
        return frame.spacingX();
    }

    /**
     * @param c column
     * @return its x, metres
     */
    public double x(int c) {
        return frame.x(c);
    }

    /**
     * @param r row
     * @return its z, metres
     */
    public double z(int r) {
        return frame.z(r);
    }

    /**
     * @param i sample index
     * @return its height, metres
     */
    public double height(int i) {
        return h[i];
    }

    /**
     * @param i sample index
     * @param v new height, metres, finite
     */
    public void setHeight(int i, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalStateException(element + " drew a non-finite height " + v + " at sample " + i);
        }
        h[i] = (float) v;
        mark(i);
    }

    /**
     * Bilinear height of the field as drawn so far, clamped at the grid's edge.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double heightAt(double x, double z) {
        return bilinear(h, x, z);
    }

    /**
     * Bilinear height of the base ground as the generator laid it before any element drew, clamped at
     * the grid's edge: with {@link #heightAt} it tells how far the landforms drawn so far stand over
     * the country beneath them.
     *
     * @param x metres east
     * @param z metres south
     * @return metres, or NaN on a canvas whose base ground was not laid by the generator
     * @since 0.1
     */
    public double baseHeightAt(double x, double z) {
        return base == null ? Double.NaN : bilinear(base, x, z);
    }

    private double bilinear(float[] f, double x, double z) {
        double fc = Math.max(0, Math.min(n - 1, frame.column(x)));
        double fr = Math.max(0, Math.min(n - 1, frame.row(z)));
        int c = Math.min(n - 2, (int) fc);
        int r = Math.min(n - 2, (int) fr);
        double tc = fc - c;
        double tr = fr - r;
        int i = r * n + c;
        double a = f[i] + (f[i + 1] - f[i]) * tc;
        double b = f[i + n] + (f[i + n + 1] - f[i + n]) * tc;
        return a + (b - a) * tr;
    }

    /**
     * Registers a gradient so samples can be painted from it.
     *
     * @param g the gradient
     * @return its id on this canvas
     */
    public synchronized int gradient(ColourGradient g) {
        return gradientIds.computeIfAbsent(g, k -> {
            gradients.add(k);
            return gradients.size() - 1;
        });
    }

    /**
     * Paints a sample from a registered gradient.
     *
     * @param i        sample index
     * @param gradient a gradient id from {@link #gradient(ColourGradient)}
     * @param t        0 light … 1 dark
     */
    public void paint(int i, int gradient, double t) {
        rgb[i] = gradients.get(gradient).rgb(t);
        owner[i] = gradient;
        mark(i);
    }

    /**
     * Paints a sample with the world's rock gradient.
     *
     * @param i index
     * @param t 0 light … 1 dark
     */
    public void paintRock(int i, double t) {
        paint(i, rock, t);
    }

    /**
     * @param i sample index
     * @return true if a water element owns it
     */
    public boolean isWater(int i) {
        return water[i] != DRY;
    }

    /**
     * @param i sample index
     * @return true if a river owns it
     */
    public boolean isRiver(int i) {
        return water[i] == RIVER;
    }

    /**
     * @param i sample index
     * @return the water surface over it, metres, or NaN if dry
     */
    public double waterSurface(int i) {
        return surface[i];
    }

    /**
     * Marks a sample a water body's, under {@code line}.
     *
     * @param i index
     * @param line surface, metres
     */
    public void setLake(int i, double line) {
        water[i] = LAKE;
        mark(i);
        surface[i] = (float) line;
    }

    /**
     * Marks a sample a river's.
     *
     * @param i index
     * @param line the river's surface there, metres
     */
    public void setRiver(int i, double line) {
        water[i] = RIVER;
        mark(i);
        surface[i] = (float) line;
    }

    /**
     * @param i sample index
     * @return true if the runway reserved it (pavement or apron)
     */
    public boolean reserved(int i) {
        return reserve[i] != 0;
    }

    /**
     * @param i sample index
     * @return true if it lies under the runway's pavement
     */
    public boolean pavement(int i) {
        return reserve[i] == 1;
    }

    /** @param t a tree to place */
    public void add(Tree t) {
        trees.add(t);
    }

    /** @param b a building to place */
    public void add(Building b) {
        buildings.add(b);
    }

    /** @param s a street to lay */
    public void add(Street s) {
        streets.add(s);
    }

    private void mark(int i) {
        if (touched != null && placement >= 0) {
            touched[i] |= 1 << Math.min(31, placement);
        }
    }

    /**
     * Records that a range of the element being drawn was held off the runway.
     *
     * @param range   the range
     * @param message what was held off
     */
    public void hold(String range, String message) {
        hold(placement, element, range, message);
    }

    /** Records a hold for a placement, once per (placement, range). */
    void hold(int placement, String element, String range, String message) {
        for (Hold x : holds) {
            if (x.placement() == placement && x.range().equals(range)) {
                return;
            }
        }
        holds.add(new Hold(placement, element, range, message));
    }

    /**
     * Runs {@code task} for every row, on the generation's threads. Rows are independent tasks: the
     * task must read only what no other row writes, and write only its own row.
     *
     * @param task row → work
     */
    public void forEachRow(IntConsumer task) {
        if (pool == null) {
            for (int r = 0; r < n; r++) {
                task.accept(r);
            }
        } else {
            pool.submit(() -> IntStream.range(0, n).parallel().forEach(task)).join();
        }
    }
}
