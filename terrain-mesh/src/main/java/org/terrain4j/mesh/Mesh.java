package org.terrain4j.mesh;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.mesh.internal.GreedyTin;
import org.terrain4j.mesh.internal.MeshArrays;
import org.terrain4j.mesh.internal.Progress;
import org.terrain4j.mesh.internal.SurfaceBuilder;

/**
 * An indexed triangle mesh: per vertex a position, a unit normal, a texture coordinate and optionally
 * an sRGB colour; three vertex indices per triangle, front faces counter-clockwise (right-hand rule:
 * the geometric normal {@code (b − a) × (c − a)} points out of the front). Built from a heightfield by
 * {@link #grid} (one vertex per sample) or {@link #adaptive} (as few samples as a guaranteed vertical
 * error allows); written by {@link #write(Path)} or a {@link MeshWriter}.
 *
 * <p>Axes, units and texture-coordinate conventions are in the {@link org.terrain4j.mesh package
 * documentation}. Immutable and thread-safe: the arrays are never handed out; the array getters copy,
 * the indexed getters write into the caller's {@code float[]}.
 *
 * <pre>{@code
 * Mesh mesh = Mesh.grid(land, 10, 10, 2.2);      // x,z extent in metres, vertical scale
 * mesh.write(Path.of("land.glb"));
 * }</pre>
 *
 * @since 0.1
 */
public final class Mesh {

    private final MeshArrays data;

    private Mesh(MeshArrays data) {
        this.data = data;
    }

    // ---- building ---------------------------------------------------------------------------------

    /**
     * A grid mesh in the field's own frame: one vertex per sample, extent {@code (columns − 1)·spacingX ×
     * (rows − 1)·spacingZ} metres centred on the origin, {@code y} = the height in metres.
     *
     * @param field at least 2 × 2 samples, no NaN
     * @return the mesh, {@code columns·rows} vertices and {@code 2(columns − 1)(rows − 1)} triangles
     * @throws IllegalArgumentException if the field is smaller than 2 × 2 or holds NaN samples (the
     *                                  message gives their count)
     * @see #grid(HeightfieldView, MeshOptions)
     */
    public static Mesh grid(HeightfieldView field) {
        return grid(field, MeshOptions.defaults());
    }

    /**
     * A grid mesh of the given extent: {@code Mesh.grid(land, 10, 10, 2.2)} is 10 × 10 mesh units across
     * and 2.2 units tall for heights 0…1 (the README's example).
     *
     * @param field         at least 2 × 2 samples, no NaN
     * @param sizeX         extent along x (east), mesh units; finite and &gt; 0
     * @param sizeZ         extent along z (south), mesh units; finite and &gt; 0
     * @param verticalScale {@code y = verticalScale · height}; finite and &gt; 0
     * @return the mesh
     * @throws IllegalArgumentException on a bad size or scale, a field smaller than 2 × 2 or NaN samples
     * @see #grid(HeightfieldView, MeshOptions)
     */
    public static Mesh grid(HeightfieldView field, double sizeX, double sizeZ, double verticalScale) {
        return grid(field, MeshOptions.defaults().withSize(sizeX, sizeZ).withVerticalScale(verticalScale));
    }

    /**
     * A grid mesh: vertex {@code (c, r)} for every sample, two triangles per grid cell (diagonal from
     * {@code (c + 1, r)} to {@code (c, r + 1)}), counter-clockwise seen from +y. Normals are unit and
     * smooth: the gradient of the scaled heights by central differences over the mesh's spacing inside,
     * one-sided differences on the border. Texture coordinates {@code u = c/(columns − 1)},
     * {@code v = r/(rows − 1)}. With {@link MeshOptions#withBase} the surface is closed into a
     * watertight solid; with {@link MeshOptions#withSkirt} a wall hangs from the border.
     *
     * <p>Known limitation: smooth normals come from the samples around a vertex, not from the
     * triangles, so where a field is steeper than its grid resolves (neighbouring slopes of opposite
     * sign, each steeper than about 45°, as in diamond-square noise of 1500 m relief over 1 km) a
     * vertex normal can lean away from one of its triangles. Real DEMs in metres do not do this (the
     * Jacksboro DEM at its 75 × 93 m spacing has no such vertex, in the grid or the adaptive mesh).
     *
     * <p>Vertex order: the {@code columns·rows} surface vertices first, row-major; then the walls
     * (north, east, south, west; a top and a bottom vertex per border sample, with the wall's outward
     * normal); then the bottom (centre, then the rim), facing −y.
     *
     * @param field   at least 2 × 2 samples, no NaN
     * @param options extent, vertical scale, skirt, base, colours
     * @return the mesh
     * @throws IllegalArgumentException if the field is smaller than 2 × 2, holds NaN or infinite
     *                                  samples (the message gives their count), or the mesh would not
     *                                  fit Java arrays
     */
    public static Mesh grid(HeightfieldView field, MeshOptions options) {
        return grid(field, options, ProgressListener.NONE);
    }

    /**
     * {@link #grid(HeightfieldView, MeshOptions)} reporting progress (about 200 reports at most).
     *
     * @param field    at least 2 × 2 samples, no NaN
     * @param options  extent, vertical scale, skirt, base, colours
     * @param progress told the fraction done; polled for cancellation
     * @return the mesh
     * @throws IllegalArgumentException as {@link #grid(HeightfieldView, MeshOptions)}
     * @throws java.util.concurrent.CancellationException if the listener cancels
     */
    public static Mesh grid(HeightfieldView field, MeshOptions options, ProgressListener progress) {
        Objects.requireNonNull(progress, "progress");
        SurfaceBuilder b = SurfaceBuilder.of(field, options);
        Progress p = new Progress(progress, "grid mesh");
        int columns = b.columns();
        int rows = b.rows();
        long n = (long) columns * rows;
        long triangles = 2L * (columns - 1) * (rows - 1);
        long indices = 3 * triangles + b.gridExtraIndices();
        if (indices > Checks.MAX_SAMPLES || 3L * n > Checks.MAX_SAMPLES) {
            throw new IllegalArgumentException("grid mesh of " + columns + " × " + rows
                    + " samples is too large for Java arrays: " + triangles + " triangles");
        }
        // room for the skirt's or base's indices too, so the array is handed over without a copy
        int[] idx = new int[(int) indices];
        int t = 0;
        for (int r = 0; r + 1 < rows; r++) {
            p.step(r, 2.0 * (rows - 1));
            for (int c = 0; c + 1 < columns; c++) {
                int v00 = r * columns + c;
                int v10 = v00 + 1;
                int v01 = v00 + columns;
                int v11 = v01 + 1;
                idx[t++] = v00;
                idx[t++] = v01;
                idx[t++] = v10;
                idx[t++] = v10;
                idx[t++] = v01;
                idx[t++] = v11;
            }
        }
        Mesh mesh = new Mesh(b.assemble(null, idx, (int) (3 * triangles), p));
        p.step(1, 1);
        return mesh;
    }

    /**
     * An adaptive mesh in the field's own frame whose surface is never farther than {@code maxError}
     * metres (vertically) from any sample.
     *
     * @param field    at least 2 × 2 samples, no NaN
     * @param maxError the largest allowed vertical distance between a sample and the mesh, in the
     *                 field's height units; finite and ≥ 0
     * @return the mesh
     * @throws IllegalArgumentException as {@link #adaptive(HeightfieldView, double, MeshOptions)}
     */
    public static Mesh adaptive(HeightfieldView field, double maxError) {
        return adaptive(field, maxError, MeshOptions.defaults());
    }

    /**
     * An adaptive mesh (triangulated irregular network) with a guaranteed maximum vertical error:
     * greedy insertion into a Delaunay triangulation (Garland &amp; Heckbert 1995, "Fast polygonal
     * approximation of terrains and height fields"). Starting from the grid's four corners, the sample
     * farthest from the current surface is inserted, Delaunay is restored by edge flips, and this
     * repeats until every sample is within {@code maxError}. The error of every triangle is found by
     * rasterising it over every sample it covers, so the bound holds for every sample: for every sample
     * {@code (c, r)}, {@code |surface(c, r) − height(c, r)| ≤ maxError} where the surface is the
     * linear interpolation over the mesh's triangles (up to double rounding, about 1e−12 relative).
     *
     * <p>Vertices are samples of the field, placed, shaded and coloured exactly as in
     * {@link #grid(HeightfieldView, MeshOptions)} (same position, smooth normal from the grid's
     * central differences, texture coordinate), so an adaptive mesh lines up with the grid mesh of the
     * same options. Deterministic: the same field and error give the same mesh.
     *
     * @param field    at least 2 × 2 samples, no NaN
     * @param maxError the largest allowed vertical distance between a sample and the mesh, in the
     *                 field's height units (before the vertical scale); finite and ≥ 0 (0 keeps every
     *                 sample that is not exactly on a plane through its neighbours)
     * @param options  extent, vertical scale, skirt, base, colours
     * @return the mesh
     * @throws IllegalArgumentException if maxError is negative, NaN or infinite, the field is smaller
     *                                  than 2 × 2 or holds NaN samples
     */
    public static Mesh adaptive(HeightfieldView field, double maxError, MeshOptions options) {
        return adaptive(field, maxError, options, ProgressListener.NONE);
    }

    /**
     * {@link #adaptive(HeightfieldView, double, MeshOptions)} reporting progress.
     *
     * @param field    at least 2 × 2 samples, no NaN
     * @param maxError vertical tolerance in the field's height units; finite and ≥ 0
     * @param options  extent, vertical scale, skirt, base, colours
     * @param progress told the (approximate) fraction done; polled for cancellation
     * @return the mesh
     * @throws IllegalArgumentException as {@link #adaptive(HeightfieldView, double, MeshOptions)}
     * @throws java.util.concurrent.CancellationException if the listener cancels
     */
    public static Mesh adaptive(HeightfieldView field, double maxError, MeshOptions options,
            ProgressListener progress) {
        Checks.nonNegativeFinite("maxError", maxError);
        Objects.requireNonNull(progress, "progress");
        SurfaceBuilder b = SurfaceBuilder.of(field, options);
        GreedyTin tin = new GreedyTin(b.columns(), b.rows(), b.heights());
        tin.run(maxError, progress);
        int[] triangles = tin.triangles();
        return new Mesh(b.assemble(tin.vertexSamples(), triangles, triangles.length, null));
    }

    /**
     * A mesh from explicit arrays (copied), for writing meshes built elsewhere.
     *
     * @param positions xyz per vertex; finite; length a multiple of 3
     * @param normals   unit xyz per vertex (same length as positions); finite
     * @param uvs       uv per vertex, glTF's top-left origin; finite; or null for all zero
     * @param colours   packed {@code 0xRRGGBBAA} sRGB per vertex, or null for none
     * @param indices   three vertex indices per triangle, counter-clockwise front faces; each in
     *                  {@code [0, vertexCount)}
     * @return the mesh
     * @throws IllegalArgumentException if a length does not match, a value is not finite or an index
     *                                  is out of range
     */
    public static Mesh of(float[] positions, float[] normals, float[] uvs, int[] colours, int[] indices) {
        Objects.requireNonNull(positions, "positions");
        Objects.requireNonNull(normals, "normals");
        Objects.requireNonNull(indices, "indices");
        if (positions.length % 3 != 0) {
            throw new IllegalArgumentException("positions.length must be a multiple of 3, was " + positions.length);
        }
        int n = positions.length / 3;
        if (normals.length != 3 * n) {
            throw new IllegalArgumentException("normals.length must be " + 3 * n + ", was " + normals.length);
        }
        if (uvs != null && uvs.length != 2 * n) {
            throw new IllegalArgumentException("uvs.length must be " + 2 * n + ", was " + uvs.length);
        }
        if (colours != null && colours.length != n) {
            throw new IllegalArgumentException("colours.length must be " + n + ", was " + colours.length);
        }
        if (indices.length % 3 != 0) {
            throw new IllegalArgumentException("indices.length must be a multiple of 3, was " + indices.length);
        }
        finite("positions", positions);
        finite("normals", normals);
        if (uvs != null) {
            finite("uvs", uvs);
        }
        for (int i = 0; i < indices.length; i++) {
            if (indices[i] < 0 || indices[i] >= n) {
                throw new IllegalArgumentException("indices[" + i + "] must be in [0, " + n + "), was " + indices[i]);
            }
        }
        return new Mesh(new MeshArrays(positions.clone(), normals.clone(),
                uvs == null ? new float[2 * n] : uvs.clone(), colours == null ? null : colours.clone(),
                indices.clone()));
    }

    private static void finite(String name, float[] a) {
        for (int i = 0; i < a.length; i++) {
            if (!Float.isFinite(a[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] must be finite, was " + a[i]);
            }
        }
    }

    // ---- reading ----------------------------------------------------------------------------------

    /**
     * @return number of vertices
     */
    public int vertexCount() {
        return data.vertexCount();
    }

    /**
     * @return number of triangles
     */
    public int triangleCount() {
        return data.triangleCount();
    }

    /**
     * @return true if every vertex has a colour
     */
    public boolean hasColours() {
        return data.colours() != null;
    }

    /**
     * Writes a vertex's position into {@code dest[0..2]}.
     *
     * @param vertex 0 ≤ vertex &lt; vertexCount()
     * @param dest   receives x, y, z (mesh units); length at least 3
     * @return dest
     * @throws IndexOutOfBoundsException if vertex is out of range or dest is shorter than 3
     */
    public float[] position(int vertex, float[] dest) {
        return copy3(data.positions(), vertex, dest);
    }

    /**
     * Writes a vertex's unit normal into {@code dest[0..2]}.
     *
     * @param vertex 0 ≤ vertex &lt; vertexCount()
     * @param dest   receives the normal's x, y, z; length at least 3
     * @return dest
     * @throws IndexOutOfBoundsException if vertex is out of range or dest is shorter than 3
     */
    public float[] normal(int vertex, float[] dest) {
        return copy3(data.normals(), vertex, dest);
    }

    private float[] copy3(float[] a, int vertex, float[] dest) {
        Objects.checkIndex(vertex, vertexCount());
        Objects.checkIndex(2, dest.length);
        dest[0] = a[3 * vertex];
        dest[1] = a[3 * vertex + 1];
        dest[2] = a[3 * vertex + 2];
        return dest;
    }

    /**
     * Writes a vertex's texture coordinate (glTF's top-left origin) into {@code dest[0..1]}.
     *
     * @param vertex 0 ≤ vertex &lt; vertexCount()
     * @param dest   receives u, v in [0, 1]; length at least 2
     * @return dest
     * @throws IndexOutOfBoundsException if vertex is out of range or dest is shorter than 2
     */
    public float[] uv(int vertex, float[] dest) {
        Objects.checkIndex(vertex, vertexCount());
        Objects.checkIndex(1, dest.length);
        float[] p = data.uvs();
        dest[0] = p[2 * vertex];
        dest[1] = p[2 * vertex + 1];
        return dest;
    }

    /**
     * A vertex's colour.
     *
     * @param vertex 0 ≤ vertex &lt; vertexCount()
     * @return packed {@code 0xRRGGBBAA}, sRGB
     * @throws IndexOutOfBoundsException if vertex is out of range
     * @throws IllegalStateException     if the mesh has no colours
     */
    public int colour(int vertex) {
        Objects.checkIndex(vertex, vertexCount());
        if (data.colours() == null) {
            throw new IllegalStateException("mesh has no vertex colours");
        }
        return data.colours()[vertex];
    }

    /**
     * A vertex's colour as four 0…1 sRGB-encoded channels.
     *
     * @param vertex 0 ≤ vertex &lt; vertexCount()
     * @param dest   receives red, green, blue, alpha in [0, 1]; length at least 4
     * @return dest
     * @throws IndexOutOfBoundsException if vertex is out of range or dest is shorter than 4
     * @throws IllegalStateException     if the mesh has no colours
     */
    public float[] colour(int vertex, float[] dest) {
        int c = colour(vertex);
        Objects.checkIndex(3, dest.length);
        dest[0] = (c >>> 24) / 255f;
        dest[1] = (c >>> 16 & 0xFF) / 255f;
        dest[2] = (c >>> 8 & 0xFF) / 255f;
        dest[3] = (c & 0xFF) / 255f;
        return dest;
    }

    /**
     * One corner of one triangle.
     *
     * @param triangle 0 ≤ triangle &lt; triangleCount()
     * @param corner   0, 1 or 2 (counter-clockwise order)
     * @return the vertex index
     * @throws IndexOutOfBoundsException if triangle or corner is out of range
     */
    public int index(int triangle, int corner) {
        Objects.checkIndex(triangle, triangleCount());
        Objects.checkIndex(corner, 3);
        return data.indices()[3 * triangle + corner];
    }

    /**
     * @return a copy of the positions, xyz per vertex
     */
    public float[] positionsToArray() {
        return data.positions().clone();
    }

    /**
     * @return a copy of the normals, xyz per vertex
     */
    public float[] normalsToArray() {
        return data.normals().clone();
    }

    /**
     * @return a copy of the texture coordinates, uv per vertex
     */
    public float[] uvsToArray() {
        return data.uvs().clone();
    }

    /**
     * @return a copy of the colours ({@code 0xRRGGBBAA} per vertex), or null if the mesh has none
     */
    public int[] coloursToArray() {
        return data.colours() == null ? null : data.colours().clone();
    }

    /**
     * @return a copy of the indices, three per triangle
     */
    public int[] indicesToArray() {
        return data.indices().clone();
    }

    /**
     * The axis-aligned bounds of the vertices.
     *
     * @return a new array {@code {minX, minY, minZ, maxX, maxY, maxZ}}, mesh units
     */
    public float[] bounds() {
        float[] p = data.positions();
        float[] b = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
        for (int i = 0; i < p.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                b[k] = Math.min(b[k], p[i + k]);
                b[3 + k] = Math.max(b[3 + k], p[i + k]);
            }
        }
        return b;
    }

    /** @return the shared arrays, for the writers in this module */
    MeshArrays data() {
        return data;
    }

    // ---- writing ----------------------------------------------------------------------------------

    /**
     * Writes the mesh in the format its file name's extension names ({@code .glb}, {@code .gltf},
     * {@code .obj}, {@code .stl}, {@code .ply}, case-insensitive) with the default writer settings; see
     * {@link MeshWriter}. The file appears whole or not at all.
     *
     * @param file where to write
     * @throws IllegalArgumentException if the extension names no known format
     * @throws IOException              if the file cannot be written (the message names it)
     */
    public void write(Path file) throws IOException {
        MeshWriter.forFile(file).write(this, file);
    }

    @Override
    public String toString() {
        return "Mesh[" + vertexCount() + " vertices, " + triangleCount() + " triangles"
                + (hasColours() ? ", coloured" : "") + "]";
    }
}
