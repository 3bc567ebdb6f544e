/**
 * Least-time routes on foot by Tobler's hiking function over 16 neighbours, route resampling,
 * walkable width across a route, chokes and valleys.
 *
 * <p>Axes and units as everywhere in terrain4j: a heightfield is {@code columns × rows} samples,
 * row-major; columns run east along x, rows south along z, heights are y (up), all in metres. Samples
 * are points placed by the field's {@code GridFrame}; world positions ({@code GroundPoint}) are that
 * frame's x and z in metres. Angles are degrees; headings clockwise from north (−z).
 *
 * @since 0.1
 */
package org.terrain4j.analysis.route;
