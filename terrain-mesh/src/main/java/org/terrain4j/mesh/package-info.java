/**
 * Triangle meshes of a heightfield and the files that carry them elsewhere.
 *
 * <p><b>Axes and units.</b> A heightfield is {@code columns × rows} samples, row-major; columns run
 * along x (east), rows along z (south). A mesh is y-up: vertex {@code (c, r)} of a grid mesh sits at
 * {@code x = −sizeX/2 + c·sizeX/(columns−1)}, {@code z = −sizeZ/2 + r·sizeZ/(rows−1)},
 * {@code y = verticalScale · height(c, r)}, so the mesh is centred on the origin in the ground plane.
 * Lengths are in the mesh's units (metres when the field's own {@link org.terrain4j.api.GridFrame frame}
 * is used). Front faces wind counter-clockwise seen from above (+y), so every surface triangle's
 * geometric normal has a positive y component. Texture coordinates run 0…1 with glTF's top-left
 * origin: {@code u = c/(columns−1)}, {@code v = r/(rows−1)} (row 0, the north edge, is the top of a
 * texture); the OBJ writer stores {@code 1 − v} because OBJ's origin is bottom-left.
 *
 * <p><b>Types.</b> {@link org.terrain4j.mesh.Mesh} is an immutable indexed triangle mesh (positions,
 * unit normals, texture coordinates, optional sRGB vertex colours). {@link org.terrain4j.mesh.MeshOptions}
 * holds how a field becomes a mesh (extent, vertical scale, skirt, base, colours);
 * {@link org.terrain4j.mesh.Mesh#grid} builds one vertex per sample and
 * {@link org.terrain4j.mesh.Mesh#adaptive} a triangulated irregular network with a guaranteed maximum
 * vertical error. {@link org.terrain4j.mesh.MeshWriter} streams a mesh to GLB, glTF 2.0, OBJ, binary
 * STL or binary little-endian PLY.
 *
 * <p><b>No-data.</b> Meshes refuse fields holding NaN samples (an {@link java.lang.IllegalArgumentException}
 * naming how many): a hole cannot be part of a closed, printable solid, and silently dropping
 * triangles would hide the voids. Fill voids first.
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.mesh;
