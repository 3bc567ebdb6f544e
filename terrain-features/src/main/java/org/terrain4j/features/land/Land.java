package org.terrain4j.features.land;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;

import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.Gradient;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.features.GroundFeature;
import org.terrain4j.features.Shape;

/**
 * A land: a part placed in the world with its own frame, that draws its own ground. Its ground is a
 * height function baked into a grid, then its named features applied in the land's own order (the
 * height, then each feature in the order added: terrain4j's example island,
 * {@code org.terrain4j.examples.Island}, presses the walkway, then carves the brook). It answers
 * questions in its own frame (x east, z
 * south, metres from its origin) and, through {@link #worldHeight}, in the world's.
 *
 * <h2>Queries</h2>
 * {@link #height} is the bilinear height of the baked grid, with the {@link Edge} deciding past it
 * (a sea or a fall: a constant; a wall: clamped; a wrap: repeated). {@link #gradient} is the central
 * difference of that surface one grid spacing either side (rise over run), {@link #slope} its length,
 * {@link #normal} the unit normal (y up), {@link #curvature} the Laplacian over a distance, the
 * distance to a feature's spine capped at a limit, whether a point is inside a named outline, and
 * where a walker is stopped ({@link #walkable}, {@link #nearestWalkable}).
 *
 * <p>Immutable and thread-safe once built. Baking runs rows in parallel; every sample is a pure
 * function of its position, so the grid is the same bit for bit whatever the thread count.
 *
 * @since 0.1
 */
public final class Land {

    private final double originX;
    private final double originY;
    private final double originZ;
    private final HeightFunction ground;
    private final List<GroundFeature> features;
    private final Map<String, GroundFeature> byName;
    private final Map<String, Shape> outlines;
    private final Edge edge;
    private final Heightfield grid;
    private final EdgePolicy policy;
    private final double minX;
    private final double maxX;
    private final double minZ;
    private final double maxZ;

    private Land(Builder b, Heightfield grid) {
        this.originX = b.originX;
        this.originY = b.originY;
        this.originZ = b.originZ;
        this.ground = b.ground;
        this.features = List.copyOf(b.features);
        Map<String, GroundFeature> m = new LinkedHashMap<>();
        for (GroundFeature f : features) {
            m.put(f.name(), f);
        }
        this.byName = Collections.unmodifiableMap(m);
        this.outlines = Collections.unmodifiableMap(new LinkedHashMap<>(b.outlines));
        this.edge = b.edge;
        this.grid = grid;
        this.policy = edge.heights();
        GridFrame f = grid.frame();
        minX = f.x(0);
        maxX = f.x(grid.columns() - 1);
        minZ = f.z(0);
        maxZ = f.z(grid.rows() - 1);
    }

    /**
     * Starts a land over a grid.
     *
     * @param ground the height before any feature, metres, in the land's frame; pure and thread-safe
     * @param columns samples along x, ≥ 2
     * @param rows    samples along z, ≥ 2
     * @param frame   where the samples lie in the land's frame (e.g. {@code GridFrame.centred(1025,
     *                1025, 2)})
     * @return a builder
     * @throws NullPointerException     if ground or frame is null
     * @throws IllegalArgumentException if columns or rows is below 2
     */
    public static Builder builder(HeightFunction ground, int columns, int rows, GridFrame frame) {
        return new Builder(ground, columns, rows, frame);
    }

    /**
     * Samples a height function over a grid, rows in parallel, reporting progress and polling
     * cancellation from the calling thread between bands of rows.
     *
     * @param f        the height, metres; pure and thread-safe
     * @param columns  samples along x
     * @param rows     samples along z
     * @param frame    where the samples lie
     * @param progress receives fractions in [0, 1]
     * @return a new, unfrozen buffer
     * @throws CancellationException if the listener cancels
     */
    static HeightfieldBuffer sample(HeightFunction f, int columns, int rows, GridFrame frame,
            ProgressListener progress) {
        HeightfieldBuffer buf = new HeightfieldBuffer(columns, rows, frame);
        float[] data = Samples.shared(buf);
        int band = Math.max(1, rows / 64);
        for (int r0 = 0; r0 < rows; r0 += band) {
            if (progress.isCancelled()) {
                throw new CancellationException("land baking cancelled");
            }
            progress.progress((double) r0 / rows, "sampling the ground");
            int r1 = Math.min(rows, r0 + band);
            IntStream.range(r0, r1).parallel().forEach(r -> {
                double z = frame.z(r);
                int base = r * columns;
                for (int c = 0; c < columns; c++) {
                    data[base + c] = (float) f.height(frame.x(c), z);
                }
            });
        }
        progress.progress(1, "sampling the ground");
        return buf;
    }

    // ---- placement ----

    /** @return the land origin's world x, metres */
    public double originX() {
        return originX;
    }

    /** @return the land origin's world y (height), metres */
    public double originY() {
        return originY;
    }

    /** @return the land origin's world z, metres */
    public double originZ() {
        return originZ;
    }

    /**
     * The world height of the ground under a world position: {@code originY + height(wx − originX,
     * wz − originZ)}.
     *
     * @param worldX world metres east
     * @param worldZ world metres south
     * @return world metres up
     */
    public double worldHeight(double worldX, double worldZ) {
        return originY + height(worldX - originX, worldZ - originZ);
    }

    // ---- parts ----

    /** @return the height function before the features, in the land's frame */
    public HeightFunction ground() {
        return ground;
    }

    /** @return the baked grid (the ground, then every feature in order); frame in the land's frame */
    public Heightfield grid() {
        return grid;
    }

    /** @return the features in the order they were applied */
    public List<GroundFeature> features() {
        return features;
    }

    /**
     * @param name a feature's name
     * @return the feature
     * @throws IllegalArgumentException if the land has no feature of that name
     */
    public GroundFeature feature(String name) {
        GroundFeature f = byName.get(name);
        if (f == null) {
            throw new IllegalArgumentException("name must be one of " + byName.keySet() + ", was " + name);
        }
        return f;
    }

    /** @return the named outlines */
    public Map<String, Shape> outlines() {
        return outlines;
    }

    /** @return the edge */
    public Edge edge() {
        return edge;
    }

    // ---- questions ----

    /**
     * The ground's height. On the grid it interpolates the grid's own triangles (each cell split along
     * its north-west to south-east diagonal), the surface a mesh of the land draws, so a query and the
     * drawn ground agree wherever the mesh is drawn at the grid's spacing; past the grid the edge answers.
     *
     * @param x metres east in the land's frame; finite
     * @param z metres south; finite
     * @return the ground's height, metres (past the grid as the edge says)
     * @throws IllegalArgumentException if x or z is not finite
     */
    public double height(double x, double z) {
        GridFrame f = grid.frame();
        double c = f.column(Checks.finite("x", x));
        double r = f.row(Checks.finite("z", z));
        if (c >= 0 && c <= grid.columns() - 1 && r >= 0 && r <= grid.rows() - 1) {
            return triangleHeight(grid, c, r);
        }
        return grid.heightAt(x, z, policy);
    }

    /**
     * The height of a grid's triangulated surface at a fractional (column, row) inside it: each cell
     * split along its north-west (c, r) to south-east (c + 1, r + 1) diagonal.
     *
     * @param grid the grid, at least 1 × 1
     * @param c    fractional column in [0, columns − 1]
     * @param r    fractional row in [0, rows − 1]
     * @return the height
     */
    static double triangleHeight(HeightfieldView grid, double c, double r) {
        int c0 = Math.max(0, Math.min((int) c, grid.columns() - 2));
        int r0 = Math.max(0, Math.min((int) r, grid.rows() - 2));
        if (grid.columns() == 1 || grid.rows() == 1) {
            return grid.heightAt(grid.frame().x(c), grid.frame().z(r));
        }
        double u = c - c0;
        double w = r - r0;
        double h00 = grid.get(c0, r0);
        double h11 = grid.get(c0 + 1, r0 + 1);
        if (u >= w) { // triangle (00, 10, 11)
            double h10 = grid.get(c0 + 1, r0);
            return h00 + u * (h10 - h00) + w * (h11 - h10);
        }
        double h01 = grid.get(c0, r0 + 1); // triangle (00, 01, 11)
        return h00 + w * (h01 - h00) + u * (h11 - h01);
    }

    /**
     * @param x metres east; finite
     * @param z metres south; finite
     * @return ∂h/∂x and ∂h/∂z (rise over run) by central differences one grid spacing either side
     * @throws IllegalArgumentException if x or z is not finite
     */
    public Gradient gradient(double x, double z) {
        return grid.gradientAt(x, z, policy);
    }

    /**
     * @param x metres east; finite
     * @param z metres south; finite
     * @return the length of the gradient, rise over run (a plain number, not an angle)
     */
    public double slope(double x, double z) {
        return gradient(x, z).magnitude();
    }

    /**
     * @param x metres east; finite
     * @param z metres south; finite
     * @return {nx, ny, nz}, unit, y up
     */
    public double[] normal(double x, double z) {
        return gradient(x, z).normal();
    }

    /**
     * The Laplacian of the height over a distance: {@code (h(x+d) + h(x−d) + h(z+d) + h(z−d) − 4h) / d²}
     * (positive in a hollow, negative on a crest), per metre.
     *
     * @param x    metres east; finite
     * @param z    metres south; finite
     * @param over the distance d, metres; finite and &gt; 0
     * @return per metre
     * @throws IllegalArgumentException if over is not finite and positive
     */
    public double curvature(double x, double z, double over) {
        double d = Checks.positiveFinite("over", over);
        double h = height(x, z);
        return (height(x + d, z) + height(x - d, z) + height(x, z + d) + height(x, z - d) - 4 * h) / (d * d);
    }

    /**
     * The distance to a feature's spine, capped (terrain4j's example island caps the walkway at 16 m, the
     * brook at 8 m).
     *
     * @param name   the feature's name
     * @param x      metres east; finite
     * @param z      metres south; finite
     * @param within the cap, metres; ≥ 0
     * @return {@code min(distance, within)}, metres
     * @throws IllegalArgumentException if there is no such feature or an argument is out of range
     */
    public double distanceTo(String name, double x, double z, double within) {
        return feature(name).spine().distance(x, z, within);
    }

    /**
     * @param name an outline's name
     * @param x    metres east
     * @param z    metres south
     * @return whether the point is inside the outline
     * @throws IllegalArgumentException if there is no such outline
     */
    public boolean inside(String name, double x, double z) {
        Shape s = outlines.get(name);
        if (s == null) {
            throw new IllegalArgumentException("name must be one of " + outlines.keySet() + ", was " + name);
        }
        return s.contains(x, z);
    }

    /**
     * Whether a walker may stand at a point: with a sea edge, where the ground is no deeper than the
     * wading depth below the sea ({@code height ≥ −wade}); with a fall or a wall, on the grid; with a
     * wrap, everywhere.
     *
     * @param x metres east; finite
     * @param z metres south; finite
     * @return true where a walker may stand
     */
    public boolean walkable(double x, double z) {
        if (edge instanceof Edge.Wrap) {
            return true;
        }
        if (edge instanceof Edge.Sea s) {
            return height(x, z) >= -s.wade();
        }
        return x >= minX && x <= maxX && z >= minZ && z <= maxZ;
    }

    /**
     * Where a walker trying to stand at {@code (x, z)} is stopped: the point itself if
     * {@link #walkable}; with a wall or a fall the point clamped onto the grid; with a wrap the point
     * wrapped onto the grid; with a sea the nearest walkable grid sample within {@code search} metres,
     * refined by bisection along the line to it to within 1 cm of the wading line (the walker slides
     * along the shore). Returns null if nothing within {@code search} is walkable.
     *
     * @param x      metres east; finite
     * @param z      metres south; finite
     * @param search how far to look for a walkable sample, metres; finite and &gt; 0
     * @return {x, z}, a new array, or null
     * @throws IllegalArgumentException if search is not finite and positive
     */
    public double[] nearestWalkable(double x, double z, double search) {
        Checks.positiveFinite("search", search);
        if (edge instanceof Edge.Wrap) {
            double w = maxX - minX + grid.frame().spacingX();
            double d = maxZ - minZ + grid.frame().spacingZ();
            return new double[] {minX + floorMod(x - minX, w),
                    minZ + floorMod(z - minZ, d)};
        }
        if (!(edge instanceof Edge.Sea)) {
            return new double[] {Math.min(maxX, Math.max(minX, x)), Math.min(maxZ, Math.max(minZ, z))};
        }
        if (walkable(x, z)) {
            return new double[] {x, z};
        }
        GridFrame f = grid.frame();
        int c0 = (int) Math.floor(f.column(x - search));
        int c1 = (int) Math.ceil(f.column(x + search));
        int r0 = (int) Math.floor(f.row(z - search));
        int r1 = (int) Math.ceil(f.row(z + search));
        double best = search * search;
        double bx = Double.NaN;
        double bz = Double.NaN;
        for (int r = Math.max(0, r0); r <= Math.min(grid.rows() - 1, r1); r++) {
            for (int c = Math.max(0, c0); c <= Math.min(grid.columns() - 1, c1); c++) {
                double sx = f.x(c);
                double sz = f.z(r);
                double d2 = (sx - x) * (sx - x) + (sz - z) * (sz - z);
                if (d2 <= best && walkable(sx, sz)) {
                    best = d2;
                    bx = sx;
                    bz = sz;
                }
            }
        }
        if (Double.isNaN(bx)) {
            return null;
        }
        double lo = 0;
        double hi = 1;
        double len = Math.sqrt(best);
        while ((hi - lo) * len > 0.01) {
            double mid = 0.5 * (lo + hi);
            if (walkable(x + (bx - x) * mid, z + (bz - z) * mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return new double[] {x + (bx - x) * hi, z + (bz - z) * hi};
    }

    private static double floorMod(double a, double m) {
        double r = a % m;
        return r < 0 ? r + m : r;
    }

    @Override
    public String toString() {
        return "Land[origin=(" + originX + ", " + originY + ", " + originZ + "), grid=" + grid.columns() + "x"
                + grid.rows() + ", features=" + byName.keySet() + ", outlines=" + outlines.keySet() + ", edge="
                + edge + "]";
    }

    /**
     * A builder of {@link Land}s. Not thread-safe.
     *
     * @since 0.1
     */
    public static final class Builder {
        private final HeightFunction ground;
        private final int columns;
        private final int rows;
        private final GridFrame frame;
        private final List<GroundFeature> features = new ArrayList<>();
        private final Map<String, Shape> outlines = new LinkedHashMap<>();
        private Edge edge = Edge.sea(-30, 0.6);
        private double originX;
        private double originY;
        private double originZ;

        private Builder(HeightFunction ground, int columns, int rows, GridFrame frame) {
            this.ground = Objects.requireNonNull(ground, "ground");
            this.frame = Objects.requireNonNull(frame, "frame");
            this.columns = Checks.atLeast("columns", columns, 2);
            this.rows = Checks.atLeast("rows", rows, 2);
            Checks.gridSize(columns, rows);
        }

        /**
         * Places the land's origin in the world (default the world's origin).
         *
         * @param x world metres east; finite
         * @param y world metres up; finite
         * @param z world metres south; finite
         * @return this builder
         * @throws IllegalArgumentException if not finite
         */
        public Builder at(double x, double y, double z) {
            originX = Checks.finite("x", x);
            originY = Checks.finite("y", y);
            originZ = Checks.finite("z", z);
            return this;
        }

        /**
         * Adds a feature; features are applied in the order added.
         *
         * @param feature the feature; its name must be new to this land
         * @return this builder
         * @throws IllegalArgumentException if a feature of that name was added
         * @throws NullPointerException     if feature is null
         */
        public Builder feature(GroundFeature feature) {
            Objects.requireNonNull(feature, "feature");
            for (GroundFeature f : features) {
                if (f.name().equals(feature.name())) {
                    throw new IllegalArgumentException("feature name must be unique, was " + feature.name());
                }
            }
            features.add(feature);
            return this;
        }

        /**
         * Adds a named outline (changes no height).
         *
         * @param name  the outline's name
         * @param shape the outline
         * @return this builder
         * @throws NullPointerException if an argument is null
         */
        public Builder outline(String name, Shape shape) {
            outlines.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(shape, "shape"));
            return this;
        }

        /**
         * @param edge what lies past the grid (default {@code Edge.sea(-30, 0.6)})
         * @return this builder
         * @throws NullPointerException if edge is null
         */
        public Builder edge(Edge edge) {
            this.edge = Objects.requireNonNull(edge, "edge");
            return this;
        }

        /**
         * Bakes the land: samples the ground over the grid (rows in parallel), then applies each
         * feature in order.
         *
         * @param progress receives progress from the calling thread; may cancel
         * @return the land
         * @throws CancellationException if the listener cancels
         * @throws NullPointerException  if progress is null
         */
        public Land build(ProgressListener progress) {
            Objects.requireNonNull(progress, "progress");
            HeightfieldBuffer buf = sample(ground, columns, rows, frame, new ProgressListener() {
                @Override
                public void progress(double fraction, String message) {
                    progress.progress(0.9 * fraction, message);
                }

                @Override
                public boolean isCancelled() {
                    return progress.isCancelled();
                }
            });
            int n = features.size();
            for (int i = 0; i < n; i++) {
                if (progress.isCancelled()) {
                    throw new CancellationException("land baking cancelled");
                }
                GroundFeature f = features.get(i);
                progress.progress(0.9 + 0.1 * i / n, "applying " + f.name());
                f.applyTo(buf);
            }
            progress.progress(1, "land baked");
            return new Land(this, buf.freeze());
        }
    }
}
