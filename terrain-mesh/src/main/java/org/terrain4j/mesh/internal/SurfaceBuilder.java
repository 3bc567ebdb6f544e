package org.terrain4j.mesh.internal;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.mesh.ColourFunction;
import org.terrain4j.mesh.MeshOptions;

/**
 * Turns samples of a field into mesh vertices (position, normal, uv, colour) and adds the skirt or
 * base. Shared by the grid mesh and the adaptive mesh so both place a sample identically.
 *
 * <p>Normals: the gradient by central differences of the scaled heights using the mesh's spacing,
 * one-sided at the border; normal = normalise(−∂y/∂x, 1, −∂y/∂z).
 *
 * @since 0.1
 */
public final class SurfaceBuilder {

    private final int columns;
    private final int rows;
    private final float[] heights;
    private final double x0;
    private final double z0;
    private final double dx;
    private final double dz;
    private final double scale;
    private final double skirt;
    private final double base;
    private final ColourFunction colours;

    private SurfaceBuilder(HeightfieldView field, MeshOptions options) {
        this.columns = field.columns();
        this.rows = field.rows();
        this.heights = new float[field.sampleCount()];
        field.copyTo(heights, 0);
        double sizeX = options.sizeX(field);
        double sizeZ = options.sizeZ(field);
        this.dx = sizeX / (columns - 1);
        this.dz = sizeZ / (rows - 1);
        this.x0 = -sizeX / 2;
        this.z0 = -sizeZ / 2;
        this.scale = options.verticalScale();
        this.skirt = options.skirt();
        this.base = options.base();
        this.colours = options.colours().orElse(null);
    }

    /**
     * Validates the field and prepares the builder (copies the heights once).
     *
     * @param field   at least 2 × 2 samples, no NaN
     * @param options placement
     * @return the builder
     * @throws IllegalArgumentException if the field is smaller than 2 × 2, holds NaN or infinite samples
     */
    public static SurfaceBuilder of(HeightfieldView field, MeshOptions options) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(options, "options");
        Checks.atLeast("columns", field.columns(), 2);
        Checks.atLeast("rows", field.rows(), 2);
        SurfaceBuilder b = new SurfaceBuilder(field, options);
        long bad = 0;
        for (float h : b.heights) {
            if (!Float.isFinite(h)) {
                bad++;
            }
        }
        if (bad > 0) {
            throw new IllegalArgumentException("field must not hold NaN (no-data) or infinite samples to be meshed,"
                    + " found " + bad + " of " + b.heights.length + "; fill the voids first");
        }
        return b;
    }

    /**
     * @return columns of the field
     */
    public int columns() {
        return columns;
    }

    /**
     * @return rows of the field
     */
    public int rows() {
        return rows;
    }

    /**
     * @return the field's heights, row-major (the builder's own copy; do not modify)
     */
    public float[] heights() {
        return heights;
    }

    private float x(int c) {
        return (float) (c == columns - 1 ? -x0 : x0 + c * dx);
    }

    private float z(int r) {
        return (float) (r == rows - 1 ? -z0 : z0 + r * dz);
    }

    private float y(int s) {
        return (float) (scale * heights[s]);
    }

    /**
     * How many more indices than the surface's the skirt or base of a full grid adds, so that
     * {@link #assemble} can use the caller's index array without copying it.
     *
     * @return the number of extra indices
     */
    public long gridExtraIndices() {
        long perimeter = 2L * (columns - 1) + 2L * (rows - 1);
        long walls = base > 0 || skirt > 0 ? 2 * perimeter : 0;
        long bottom = base > 0 ? perimeter : 0;
        return 3 * (walls + bottom);
    }

    /**
     * Assembles the mesh: one vertex per listed sample, the given surface triangles, then the skirt or
     * base of the options.
     *
     * @param samples      the sample index ({@code row · columns + column}) of each surface vertex, or
     *                     null for every sample in row-major order
     * @param triangles    three surface-vertex indices per triangle, counter-clockwise seen from +y, in
     *                     its first {@code surfaceIndices} elements; handed over, not copied, when it
     *                     has room for the skirt's or base's indices as well
     * @param surfaceIndices number of surface indices in {@code triangles}
     * @param progress     told the second half of the work (0.5…1), or null
     * @return the mesh arrays
     */
    public MeshArrays assemble(int[] samples, int[] triangles, int surfaceIndices, Progress progress) {
        int surface = samples == null ? columns * rows : samples.length;
        int[][] sides = base > 0 || skirt > 0 ? sides(samples) : new int[0][];
        int wallVertices = 0;
        int wallTriangles = 0;
        int perimeter = 0;
        for (int[] side : sides) {
            wallVertices += 2 * side.length;
            wallTriangles += 2 * (side.length - 1);
            perimeter += side.length - 1;
        }
        boolean closed = base > 0;
        int bottomVertices = closed ? perimeter + 1 : 0;
        int bottomTriangles = closed ? perimeter : 0;
        long vertexCount = (long) surface + wallVertices + bottomVertices;
        long indexCount = (long) surfaceIndices + 3L * (wallTriangles + bottomTriangles);
        if (3 * vertexCount > Checks.MAX_SAMPLES || indexCount > Checks.MAX_SAMPLES) {
            throw new IllegalArgumentException("mesh too large for Java arrays: " + vertexCount + " vertices, "
                    + indexCount / 3 + " triangles");
        }
        int n = (int) vertexCount;
        float[] pos = new float[3 * n];
        float[] nor = new float[3 * n];
        float[] uv = new float[2 * n];
        int[] col = colours == null ? null : new int[n];
        int[] idx = triangles.length == indexCount ? triangles : Arrays.copyOf(triangles, (int) indexCount);
        for (int v = 0; v < surface; v++) {
            surfaceVertex(samples == null ? v : samples[v], v, pos, nor, uv, col);
            if (progress != null && (v & 0xFFF) == 0) {
                progress.step(surface + v, 2.0 * surface);
            }
        }
        if (sides.length == 0) {
            return new MeshArrays(pos, nor, uv, col, idx);
        }
        double bottom = 0;
        int lowest = 0;
        if (closed) {
            double min = Double.POSITIVE_INFINITY;
            for (int v = 0; v < surface; v++) {
                int s = samples == null ? v : samples[v];
                if (y(s) < min) {
                    min = y(s);
                    lowest = s;
                }
            }
            bottom = min - base;
        }
        // Outward normal of each side: north (r = 0) −z, east +x, south +z, west −x.
        float[][] outward = {{0, 0, -1}, {1, 0, 0}, {0, 0, 1}, {-1, 0, 0}};
        int v = surface;
        int t = surfaceIndices;
        for (int k = 0; k < 4; k++) {
            int[] side = sides[k];
            int first = v;
            for (int s : side) {
                float top = y(s);
                float low = (float) (closed ? bottom : top - skirt);
                wallVertex(s, v++, top, outward[k], pos, nor, uv, col);
                wallVertex(s, v++, low, outward[k], pos, nor, uv, col);
            }
            for (int i = 0; i + 1 < side.length; i++) {
                int a = first + 2 * i;
                int b = a + 2;
                idx[t++] = a;
                idx[t++] = b;
                idx[t++] = a + 1;
                idx[t++] = b;
                idx[t++] = b + 1;
                idx[t++] = a + 1;
            }
        }
        if (closed) {
            int centre = v;
            float yb = (float) bottom;
            pos[3 * v] = 0;
            pos[3 * v + 1] = yb;
            pos[3 * v + 2] = 0;
            nor[3 * v + 1] = -1;
            uv[2 * v] = 0.5f;
            uv[2 * v + 1] = 0.5f;
            if (col != null) {
                col[v] = colours.rgba(heights[lowest]);
            }
            v++;
            int firstRim = v;
            for (int k = 0; k < 4; k++) {
                int[] side = sides[k];
                for (int i = 0; i + 1 < side.length; i++) {
                    int s = side[i];
                    wallVertex(s, v, yb, new float[] {0, -1, 0}, pos, nor, uv, col);
                    v++;
                }
            }
            for (int i = 0; i < perimeter; i++) {
                idx[t++] = centre;
                idx[t++] = firstRim + i;
                idx[t++] = firstRim + (i + 1) % perimeter;
            }
        }
        assert v == n && t == idx.length;
        return new MeshArrays(pos, nor, uv, col, idx);
    }

    /** The border samples of each side in the order that walks the rim with outward normals. */
    private int[][] sides(int[] samples) {
        if (samples == null) {
            int[][] sides = {new int[columns], new int[rows], new int[columns], new int[rows]};
            for (int c = 0; c < columns; c++) {
                sides[0][c] = c;
                sides[2][c] = (rows - 1) * columns + columns - 1 - c;
            }
            for (int r = 0; r < rows; r++) {
                sides[1][r] = r * columns + columns - 1;
                sides[3][r] = (rows - 1 - r) * columns;
            }
            return sides;
        }
        int[] count = new int[4];
        for (int s : samples) {
            int c = s % columns;
            int r = s / columns;
            count[0] += r == 0 ? 1 : 0;
            count[1] += c == columns - 1 ? 1 : 0;
            count[2] += r == rows - 1 ? 1 : 0;
            count[3] += c == 0 ? 1 : 0;
        }
        long[][] keyed = new long[4][];
        for (int k = 0; k < 4; k++) {
            keyed[k] = new long[count[k]];
            count[k] = 0;
        }
        for (int s : samples) {
            int c = s % columns;
            int r = s / columns;
            // key: position along the walking direction, then the sample
            if (r == 0) {
                keyed[0][count[0]++] = (long) c << 32 | s;
            }
            if (c == columns - 1) {
                keyed[1][count[1]++] = (long) r << 32 | s;
            }
            if (r == rows - 1) {
                keyed[2][count[2]++] = (long) (columns - 1 - c) << 32 | s;
            }
            if (c == 0) {
                keyed[3][count[3]++] = (long) (rows - 1 - r) << 32 | s;
            }
        }
        int[][] sides = new int[4][];
        for (int k = 0; k < 4; k++) {
            Arrays.sort(keyed[k]);
            sides[k] = new int[keyed[k].length];
            for (int i = 0; i < sides[k].length; i++) {
                sides[k][i] = (int) keyed[k][i];
            }
            if (sides[k].length < 2) {
                throw new IllegalStateException("side " + k + " of the mesh has fewer than two vertices");
            }
        }
        return sides;
    }

    private void surfaceVertex(int s, int v, float[] pos, float[] nor, float[] uv, int[] col) {
        int c = s % columns;
        int r = s / columns;
        pos[3 * v] = x(c);
        pos[3 * v + 1] = y(s);
        pos[3 * v + 2] = z(r);
        double gx;
        if (c == 0) {
            gx = (heights[s + 1] - (double) heights[s]) / dx;
        } else if (c == columns - 1) {
            gx = (heights[s] - (double) heights[s - 1]) / dx;
        } else {
            gx = (heights[s + 1] - (double) heights[s - 1]) / (2 * dx);
        }
        double gz;
        if (r == 0) {
            gz = (heights[s + columns] - (double) heights[s]) / dz;
        } else if (r == rows - 1) {
            gz = (heights[s] - (double) heights[s - columns]) / dz;
        } else {
            gz = (heights[s + columns] - (double) heights[s - columns]) / (2 * dz);
        }
        gx *= scale;
        gz *= scale;
        double inv = 1 / Math.sqrt(gx * gx + 1 + gz * gz);
        nor[3 * v] = (float) (-gx * inv);
        nor[3 * v + 1] = (float) inv;
        nor[3 * v + 2] = (float) (-gz * inv);
        uv[2 * v] = (float) ((double) c / (columns - 1));
        uv[2 * v + 1] = (float) ((double) r / (rows - 1));
        if (col != null) {
            col[v] = colours.rgba(heights[s]);
        }
    }

    private void wallVertex(int s, int v, float y, float[] normal, float[] pos, float[] nor, float[] uv, int[] col) {
        int c = s % columns;
        int r = s / columns;
        pos[3 * v] = x(c);
        pos[3 * v + 1] = y;
        pos[3 * v + 2] = z(r);
        nor[3 * v] = normal[0];
        nor[3 * v + 1] = normal[1];
        nor[3 * v + 2] = normal[2];
        uv[2 * v] = (float) ((double) c / (columns - 1));
        uv[2 * v + 1] = (float) ((double) r / (rows - 1));
        if (col != null) {
            col[v] = colours.rgba(heights[s]);
        }
    }
}
