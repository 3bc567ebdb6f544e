/**
 * The glTF 2.0 and GLB (Khronos glTF 2.0 specification) encoder behind {@link org.terrain4j.mesh.MeshWriter}: streams a mesh's arrays to a file
 * without building it in memory. Implementation of the mesh module, not public API (write meshes
 * with {@link org.terrain4j.mesh.Mesh#write} or {@link org.terrain4j.mesh.MeshWriter}); axes and
 * units as in {@link org.terrain4j.mesh}: x east, y up, z south, metres.
 */
package org.terrain4j.mesh.gltf;
