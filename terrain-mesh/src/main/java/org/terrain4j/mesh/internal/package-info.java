/**
 * Internal helpers of terrain-mesh: mesh arrays and assembly, the greedy Delaunay triangulator,
 * progress and output sinks (the format writers are in {@code mesh.gltf}, {@code mesh.obj},
 * {@code mesh.ply} and {@code mesh.stl}). Not part of the API: may change without notice.
 */
package org.terrain4j.mesh.internal;
