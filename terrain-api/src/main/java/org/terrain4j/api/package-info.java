/**
 * Heightfields: grids of heights, their frames, sampling and edges, and the contracts that the
 * other terrain4j modules build on.
 *
 * <h2>Axes and units</h2>
 * <ul>
 *   <li>A heightfield is {@code columns × rows} samples stored row-major: sample {@code (c, r)} is at
 *       index {@code r * columns + c}.</li>
 *   <li>Columns run along <b>x</b> (east), rows along <b>z</b> (south); height is <b>y</b> (up).
 *       "Height" always means elevation, never an image dimension.</li>
 *   <li>Samples are points, not cells: sample {@code (c, r)} sits at world position
 *       {@code (originX + c·spacingX, originZ + r·spacingZ)} of its {@link org.terrain4j.api.GridFrame}.
 *       World coordinates and spacings are in metres.</li>
 *   <li>Normalised coordinates {@code (u, v)} run from 0 to 1 across the whole grid:
 *       {@code u = c / (columns − 1)}, {@code v = r / (rows − 1)}.</li>
 *   <li>Heights are stored as {@code float} and computed in {@code double}. Generators produce
 *       0…1 by convention; {@link org.terrain4j.api.Heightfield#normalized()} restores that range.</li>
 *   <li>Angles returned by this package are in radians unless a method says otherwise.</li>
 *   <li>No-data samples are {@code NaN}. Every operation states what it does with them.</li>
 * </ul>
 *
 * <h2>Mutability</h2>
 * {@link org.terrain4j.api.Heightfield} is immutable and safe to share between threads;
 * {@link org.terrain4j.api.HeightfieldBuffer} is its mutable twin for algorithms, and both
 * implement the read-only {@link org.terrain4j.api.HeightfieldView}.
 */
package org.terrain4j.api;
