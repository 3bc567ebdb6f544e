/**
 * The play-space report: the tests of a land as a place to cross, each a band with its measured
 * value, the beats along each route, the gate on easy and walkable ground, and the report's JSON
 * and picture.
 *
 * <p>Axes and units as everywhere in terrain4j: a heightfield is {@code columns × rows} samples,
 * row-major; columns run east along x, rows south along z, heights are y (up), all in metres. Samples
 * are points placed by the field's {@code GridFrame}; world positions ({@code GroundPoint}) are that
 * frame's x and z in metres. Angles are degrees; headings clockwise from north (−z).
 *
 * @since 0.1
 */
package org.terrain4j.analysis.playspace;
