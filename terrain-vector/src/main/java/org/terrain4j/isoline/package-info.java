/**
 * Isolines (contour lines) and filled bands (isobands) of a heightfield by marching squares, and
 * their SVG and GeoJSON writers.
 *
 * <h2>Axes and units</h2>
 * <ul>
 *   <li>Input is a {@link org.terrain4j.api.HeightfieldView}: {@code columns × rows} samples,
 *       row-major, columns along <b>x</b> (east), rows along <b>z</b> (south). Samples are points:
 *       sample {@code (c, r)} sits at {@code (frame.x(c), frame.z(r))} of the field's
 *       {@link org.terrain4j.api.GridFrame}.</li>
 *   <li>Every coordinate produced here is a <b>world</b> coordinate in metres: {@code x} east and
 *       {@code z} south, as in the rest of terrain4j. Levels are heights in the field's own unit
 *       (metres for real elevation data).</li>
 *   <li>"Counter-clockwise" and "left" are meant as seen from above on a map with north up
 *       (x to the right, z downwards). In the raw {@code (x, z)} numbers, whose second axis points
 *       south, such a ring has a negative shoelace sum; the GeoJSON writer emits
 *       {@code (x, −z)} (east, north), where the same ring is counter-clockwise in the ordinary
 *       mathematical sense.</li>
 * </ul>
 *
 * <h2>The rules</h2>
 * <ul>
 *   <li><b>Inside rule.</b> A sample is inside level {@code L} when {@code value ≥ L}; outside when
 *       {@code value < L}. A sample exactly at a level therefore counts as inside; lines through it
 *       pass through its position.</li>
 *   <li><b>Crossings</b> lie on grid edges, linearly interpolated between the two samples.</li>
 *   <li><b>Saddles</b> (a cell whose diagonally opposite corners are inside and the other two
 *       outside) are resolved by the mean of the four corners: if the mean is inside, the two inside
 *       corners are connected through the cell. The mean does not depend on the orientation of the
 *       grid, so rotating or mirroring the input by multiples of 90° never changes the topology.</li>
 *   <li><b>No-data.</b> A cell with a NaN corner emits nothing, so NaN samples break lines; lines end
 *       where they reach such a cell, and bands are closed along it as along the grid's border.</li>
 *   <li><b>Joining.</b> Cell segments are joined into polylines through a hash keyed by the grid edge
 *       each endpoint lies on, never by floating-point coordinates: joining is exact. A line that
 *       comes back to its start is a closed ring; every other line ends on the border of the data
 *       (the grid's border or a no-data cell).</li>
 *   <li><b>Orientation.</b> Every isoline keeps the inside ({@code value ≥ level}) on its left, so
 *       a ring around a summit runs counter-clockwise and a ring around a hollow clockwise.</li>
 *   <li><b>Degenerate pieces.</b> Consecutive equal points (which occur where a level equals sample
 *       values exactly) are merged; lines left with fewer than two distinct points and rings with
 *       fewer than three are dropped.</li>
 *   <li><b>Zero-width inside.</b> Where the inside has no area, no line is drawn. A summit exactly
 *       at the level, or a straight one-sample-wide ridge exactly at the level with lower ground on
 *       both sides, is inside by the inside rule but encloses nothing: it gives no line, whether it
 *       ends within the data (its two sides then fold onto each other and vanish as zero-length
 *       pieces) or runs from border to border (its two sides would be two lines with the same points
 *       in opposite directions: both are dropped). The rule is the same under every rotation and
 *       mirror of the grid. A ridge that bends is not of zero width: at a bend the interpolation
 *       gives the inside a triangle of area, and lines are drawn around it. Filled bands are not
 *       affected (a zero-width region covers no area of any band).</li>
 * </ul>
 *
 * <p>Source: marching squares, the two-dimensional case of W. E. Lorensen and H. E. Cline, "Marching
 * cubes: a high resolution 3D surface construction algorithm", SIGGRAPH 1987, with the
 * mean-of-corners saddle decision also used by GDAL's {@code gdal_contour}.
 */
package org.terrain4j.isoline;
