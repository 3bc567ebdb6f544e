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
 *
 * <h2 id="parameter-objects">Parameter objects: one rule for every module</h2>
 * The settings of an operation (droplet erosion, thermal weathering, a noise, a hillshade, a press) are
 * written the same way everywhere in terrain4j:
 * <ul>
 *   <li><b>Immutable.</b> A record of at most four components validated in its compact constructor, or a
 *       final class whose non-public constructor checks every value (no public constructor takes more
 *       than four positional arguments). Every object that exists is valid; a bad value fails where it is given, with an
 *       {@link java.lang.IllegalArgumentException} naming the parameter, the value and the allowed
 *       range (checks are written so that NaN fails). There are no mutable builders and no
 *       {@code set…} methods.</li>
 *   <li><b>Copies by {@code withX(value)}</b> (java.time's spelling): each returns a new object with one
 *       setting changed and the rest kept, e.g.
 *       {@code Hydraulic.droplets().withDrops(70_000).withInertia(0.1)}. Settings that are only valid
 *       together are set together ({@code Press.withEasing(fullWithin, goneBy)}).</li>
 *   <li><b>Accessors are bare names</b> ({@code drops()}, {@code talus()}), as records give them. The
 *       object a factory returns holds the defaults, so {@code Hydraulic.droplets().drops()} <i>is</i>
 *       the default drop count: a command line or a user interface reads defaults from there instead of
 *       repeating them.</li>
 *   <li><b>Static factories are named for the thing made</b> ({@code Hydraulic.droplets()},
 *       {@code Thermal.weathering()}, {@code Hillshade.standard()}, {@code Noise.lattice(type)}), never
 *       for a parameter, and no instance method shares a factory's name. A call such as
 *       {@code weathering.talus(0.02)} therefore can only be the accessor's misuse, a compile error,
 *       never a static factory reached through an instance that silently drops the settings before
 *       it.</li>
 *   <li><b>Copy or share is in the name.</b> {@code toArray()} returns a new array;
 *       {@code copyTo(dest, offset)} writes into the caller's array without allocating, and
 *       {@code copyFrom(source, offset)} reads the caller's array into a buffer; no public
 *       method returns a live internal array.</li>
 * </ul>
 * The other packages of terrain4j refer to this section instead of restating it.
 *
 * <h2>World positions and height functions</h2>
 * {@link org.terrain4j.api.HeightFunction} is a height of a world position {@code (x, z)} in metres,
 * the coordinates of a {@link org.terrain4j.api.GridFrame}; {@link org.terrain4j.api.UvFunction} is a
 * height of normalised {@code (u, v)} in [0, 1] across a grid. The two are distinct types so that one
 * cannot be passed where the other is meant.
 */
package org.terrain4j.api;
