package org.terrain4j.features.land;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.Shape;

/**
 * A land's ground drawn finest where it matters: at the grid's own spacing inside an outline on the
 * plan and at every {@code step}-th sample (by default every fourth, as on terrain4j's example island,
 * {@code org.terrain4j.examples.Island}) outside it, with no cracks where the two meet.
 *
 * <h2>How it is cut</h2>
 * The grid's cells are grouped in blocks of {@code step × step}. A block is <em>fine</em> when the
 * outline reaches it (the outline's signed distance at the block's middle is at most the block's
 * half-diagonal, so every point of the plan inside the outline lies in a fine block), or when it is a
 * partial block at the grid's east or south border. A fine block draws each cell as two triangles
 * split along the diagonal from its north-west to its south-east sample. A coarse block draws a fan
 * from its middle sample to its border, where the border holds the block's four corners and, on each
 * side shared with a fine block, every sample of that side: the T-junctions are stitched, so every
 * edge inside the mesh is shared by exactly two triangles. Every vertex is a grid sample at its exact
 * height, so the drawn surface equals the grid at every sample, and inside the outline it is the
 * grid's own triangulated surface ({@link #surfaceHeight}).
 *
 * <p>Note: {@link Land#height} interpolates the grid bilinearly; inside a cell the bilinear surface
 * and the two triangles differ by up to a quarter of the cell's twist
 * {@code |h00 + h11 − h10 − h01| / 4}. {@link #surfaceHeight} answers what is drawn.
 *
 * <p>Arrays: positions {@code x, y, z} per vertex (x east, y up, z south, metres, in the grid's
 * frame), unit normals per vertex (central differences of the grid, one-sided at the border), indices
 * three per triangle, counter-clockwise seen from above. Immutable and thread-safe; accessors return
 * copies.
 *
 * @since 0.1
 */
public final class FineMesh {

    /** The default coarse step outside the outline: every fourth sample. */
    public static final int DEFAULT_STEP = 4;

    private final HeightfieldView grid;
    private final int step;
    private final boolean[] fine;
    private final int blocksX;
    private final float[] positions;
    private final float[] normals;
    private final int[] indices;

    private FineMesh(HeightfieldView grid, int step, boolean[] fine, int blocksX, float[] positions, float[] normals,
            int[] indices) {
        this.grid = grid;
        this.step = step;
        this.fine = fine;
        this.blocksX = blocksX;
        this.positions = positions;
        this.normals = normals;
        this.indices = indices;
    }

    /**
     * A land's ground, fine inside an outline, every fourth sample outside.
     *
     * @param land    the land (its {@link Land#grid()} is drawn)
     * @param outline where to draw at the grid's own spacing, on the land's plan
     * @return the mesh
     * @throws NullPointerException if an argument is null
     */
    public static FineMesh of(Land land, Shape outline) {
        Objects.requireNonNull(land, "land");
        return of(land.grid(), outline, DEFAULT_STEP);
    }

    /**
     * A grid drawn at its own spacing inside an outline and at every {@code step}-th sample outside.
     *
     * @param grid    the heights (row-major, columns along x/east, rows along z/south), metres; finite
     * @param outline where to draw fine, on the grid frame's plan
     * @param step    the coarse step, samples; 2 to 64 and even, so each coarse block has a middle
     *                sample
     * @return the mesh
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if step is out of range or odd
     */
    public static FineMesh of(HeightfieldView grid, Shape outline, int step) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(outline, "outline");
        Checks.inRange("step", step, 2, 64);
        if (step % 2 != 0) {
            throw new IllegalArgumentException("step must be even, was " + step);
        }
        int cols = grid.columns();
        int rows = grid.rows();
        GridFrame f = grid.frame();
        int bx = (cols - 2) / step + 1;
        int bz = (rows - 2) / step + 1;
        boolean[] fine = new boolean[bx * bz];
        double halfDiagonal = 0.5 * step * Math.hypot(f.spacingX(), f.spacingZ());
        for (int j = 0; j < bz; j++) {
            for (int i = 0; i < bx; i++) {
                int c0 = i * step;
                int r0 = j * step;
                boolean partial = c0 + step > cols - 1 || r0 + step > rows - 1;
                double d = outline.signedDistance(f.x(c0 + 0.5 * step), f.z(r0 + 0.5 * step));
                fine[j * bx + i] = partial || !(d > halfDiagonal * (1 + 1e-9));
            }
        }
        // which samples are vertices
        int[] vertex = new int[cols * rows];
        java.util.Arrays.fill(vertex, -1);
        IntList tri = new IntList();
        int[] count = {0};
        for (int j = 0; j < bz; j++) {
            for (int i = 0; i < bx; i++) {
                int c0 = i * step;
                int r0 = j * step;
                int c1 = Math.min(c0 + step, cols - 1);
                int r1 = Math.min(r0 + step, rows - 1);
                if (fine[j * bx + i]) {
                    for (int r = r0; r < r1; r++) {
                        for (int c = c0; c < c1; c++) {
                            int a = v(vertex, count, cols, c, r);
                            int b = v(vertex, count, cols, c, r + 1);
                            int d = v(vertex, count, cols, c + 1, r + 1);
                            int e = v(vertex, count, cols, c + 1, r);
                            tri.add(a, b, d);
                            tri.add(a, d, e);
                        }
                    }
                } else {
                    boolean west = i > 0 && fine[j * bx + i - 1];
                    boolean east = i < bx - 1 && fine[j * bx + i + 1];
                    boolean north = j > 0 && fine[(j - 1) * bx + i];
                    boolean south = j < bz - 1 && fine[(j + 1) * bx + i];
                    int middle = v(vertex, count, cols, c0 + step / 2, r0 + step / 2);
                    IntList ring = new IntList();
                    // counter-clockwise seen from above: west side southwards, south side eastwards,
                    // east side northwards, north side westwards
                    for (int r = r0; r < r1; r += west ? 1 : step) {
                        ring.add(v(vertex, count, cols, c0, r));
                    }
                    for (int c = c0; c < c1; c += south ? 1 : step) {
                        ring.add(v(vertex, count, cols, c, r1));
                    }
                    for (int r = r1; r > r0; r -= east ? 1 : step) {
                        ring.add(v(vertex, count, cols, c1, r));
                    }
                    for (int c = c1; c > c0; c -= north ? 1 : step) {
                        ring.add(v(vertex, count, cols, c, r0));
                    }
                    for (int k = 0; k < ring.size; k++) {
                        tri.add(middle, ring.data[k], ring.data[(k + 1) % ring.size]);
                    }
                }
            }
        }
        int n = count[0];
        float[] pos = new float[3 * n];
        float[] nor = new float[3 * n];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int k = vertex[r * cols + c];
                if (k < 0) {
                    continue;
                }
                pos[3 * k] = (float) f.x(c);
                pos[3 * k + 1] = (float) grid.get(c, r);
                pos[3 * k + 2] = (float) f.z(r);
                int cw = Math.max(0, c - 1);
                int ce = Math.min(cols - 1, c + 1);
                int rn = Math.max(0, r - 1);
                int rs = Math.min(rows - 1, r + 1);
                double gx = (grid.get(ce, r) - grid.get(cw, r)) / ((ce - cw) * f.spacingX());
                double gz = (grid.get(c, rs) - grid.get(c, rn)) / ((rs - rn) * f.spacingZ());
                double len = Math.sqrt(gx * gx + gz * gz + 1);
                nor[3 * k] = (float) (-gx / len);
                nor[3 * k + 1] = (float) (1 / len);
                nor[3 * k + 2] = (float) (-gz / len);
            }
        }
        return new FineMesh(grid, step, fine, bx, pos, nor, tri.toArray());
    }

    private static int v(int[] vertex, int[] count, int cols, int c, int r) {
        int s = r * cols + c;
        if (vertex[s] < 0) {
            vertex[s] = count[0]++;
        }
        return vertex[s];
    }

    /** A growable int array. */
    private static final class IntList {
        int[] data = new int[16];
        int size;

        void add(int a) {
            if (size == data.length) {
                data = java.util.Arrays.copyOf(data, 2 * size);
            }
            data[size++] = a;
        }

        void add(int a, int b, int c) {
            add(a);
            add(b);
            add(c);
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(data, size);
        }
    }

    /**
     * Whether the point lies in a block drawn at the grid's own spacing.
     *
     * @param x metres east, in the grid's frame
     * @param z metres south
     * @return true inside a fine block; false in a coarse block or off the grid
     */
    public boolean isFine(double x, double z) {
        GridFrame f = grid.frame();
        double c = f.column(x);
        double r = f.row(z);
        if (!(c >= 0 && r >= 0 && c <= grid.columns() - 1 && r <= grid.rows() - 1)) {
            return false;
        }
        int i = Math.min((int) (c / step), blocksX - 1);
        int j = Math.min((int) (r / step), fine.length / blocksX - 1);
        return fine[j * blocksX + i];
    }

    /**
     * The height of the grid's own triangulated surface (each cell split along its north-west to
     * south-east diagonal): what this mesh draws at any point of a fine block.
     *
     * @param x metres east, in the grid's frame; clamped to the grid
     * @param z metres south; clamped to the grid
     * @return metres
     * @throws IllegalArgumentException if x or z is NaN
     */
    public double surfaceHeight(double x, double z) {
        Checks.finite("x", x);
        Checks.finite("z", z);
        GridFrame f = grid.frame();
        double c = Math.max(0, Math.min(grid.columns() - 1, f.column(x)));
        double r = Math.max(0, Math.min(grid.rows() - 1, f.row(z)));
        return Land.triangleHeight(grid, c, r);
    }

    /** @return the number of vertices */
    public int vertexCount() {
        return positions.length / 3;
    }

    /** @return the number of triangles */
    public int triangleCount() {
        return indices.length / 3;
    }

    /** @return the coarse step, samples */
    public int step() {
        return step;
    }

    /** @return a copy of the positions, x y z per vertex, metres */
    public float[] positionsToArray() {
        return positions.clone();
    }

    /** @return a copy of the unit normals, x y z per vertex */
    public float[] normalsToArray() {
        return normals.clone();
    }

    /** @return a copy of the indices, three per triangle, counter-clockwise seen from above */
    public int[] indicesToArray() {
        return indices.clone();
    }

    @Override
    public String toString() {
        return "FineMesh[" + vertexCount() + " vertices, " + triangleCount() + " triangles, step " + step + "]";
    }
}
