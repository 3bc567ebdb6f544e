/**
 * Mountain ranges built the way the landform is read — summits, the ridges between them, saddles,
 * and the valleys water cut — rather than a dome with ridged noise over it. The model is terrain4j's
 * own; the project's {@code docs/mountains.md} describes it and its known limits.
 *
 * <pre>{@code
 * MountainRange spine = MountainRange.massif("Spine", Shapes.polygon(0, 0, 36000, 2000, 34000, 24000, 2000, 22000), 2200)
 *         .withPeaks(List.of(Peak.of("Snowcrown", 12000, 11000, 3400), Peak.of("Greyhorn", 24000, 9000, 2900)));
 * MountainGroup group = Mountains.standard().withSeed(42).build(List.of(spine)).get(0);
 * Heightfield relief = group.relief();              // metres above the land, 200 m samples
 * HeightFunction ground = group.onto(land);          // the land with the range on it
 * }</pre>
 *
 * <p><b>Axes and units.</b> Positions are {@link org.terrain4j.api.GroundPoint}s on the plan, x east
 * and z south, metres; heights are metres, y up. Grids follow {@link org.terrain4j.api}: row-major,
 * columns along x, sample {@code (c, r)} at the frame's {@code origin + (c·spacingX, r·spacingZ)}.
 * A ring world wraps in x with a period {@link org.terrain4j.features.mountains.Mountains#circumference()};
 * its ring ranges run around it along a band of z.
 *
 * <p><b>Steps</b> (see {@link org.terrain4j.features.mountains.Mountains}): summits, ridge graph
 * (Delaunay triangulation by JTS, Kruskal's minimum spanning tree, spurs), uplift field, erosion to
 * the stream-power steady state over a drainage network and rescale to the authored shape, then the
 * named summits kept on top and pinned to their elevations.
 *
 * <p><b>Mutability.</b> Every public type here is immutable and safe to share between threads.
 * {@link org.terrain4j.features.mountains.Mountains#build} gives the same bits for the same inputs on
 * any number of threads.
 *
 * <p><b>Errors.</b> Bad arguments throw {@link java.lang.IllegalArgumentException} naming the
 * parameter, the value and the allowed range; NaN always fails a check.
 *
 * <p><b>Sources.</b> The way summits, ridges, uplift and pinning fit together is terrain4j's own; the
 * stream-power steady state after
 * J. Braun and S. D. Willett, Geomorphology 180–181 (2013) 170–179, repeated over a re-found network
 * as in G. Cordonnier et al., Computer Graphics Forum 35 (2016) 165–175; Kruskal, Proc. AMS 7 (1956)
 * 48–50.
 */
package org.terrain4j.features.mountains;
