/**
 * Internal helpers of terrain-mesh: mesh assembly, the greedy Delaunay triangulator, the file
 * writers and atomic file output. Not part of the API: may change without notice.
 */
package org.terrain4j.mesh.internal;
