package org.terrain4j.mesh.internal;

/**
 * The arrays of an indexed triangle mesh, shared without copying between the builders, the public
 * {@code Mesh} and the writers. Internal: whoever holds one must not modify it after handing it over.
 *
 * @param positions xyz per vertex
 * @param normals   unit xyz per vertex
 * @param uvs       uv per vertex, glTF's top-left origin
 * @param colours   packed 0xRRGGBBAA sRGB per vertex, or null
 * @param indices   three vertex indices per triangle, counter-clockwise front faces
 * @since 0.1
 */
public record MeshArrays(float[] positions, float[] normals, float[] uvs, int[] colours, int[] indices) {

    /**
     * @return number of vertices
     */
    public int vertexCount() {
        return positions.length / 3;
    }

    /**
     * @return number of triangles
     */
    public int triangleCount() {
        return indices.length / 3;
    }
}
