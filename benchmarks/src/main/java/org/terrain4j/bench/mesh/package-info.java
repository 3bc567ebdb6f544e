/**
 * JMH benchmarks of terrain-mesh: grid mesh with normals, GLB writing and the adaptive mesh at 1025²,
 * each beside a trivial baseline (an array copy of the same size) and, for the grid mesh, jMonkeyEngine's
 * terrain mesh build ({@code LODGeomap.createMesh}) in the same run, so results read as ratios.
 */
package org.terrain4j.bench.mesh;
