/**
 * Summit prominence and key cols for a whole grid: a summit's prominence is its height over its
 * key col, the highest point on the lowest route to higher ground.
 *
 * <p>Axes and units as everywhere in terrain4j: a heightfield is {@code columns × rows} samples,
 * row-major; columns run east along x, rows south along z, heights are y (up), all in metres. Samples
 * are points placed by the field's {@code GridFrame}; world positions ({@code GroundPoint}) are that
 * frame's x and z in metres. Angles are degrees; headings clockwise from north (−z).
 *
 * @since 0.1
 */
package org.terrain4j.analysis.prominence;
