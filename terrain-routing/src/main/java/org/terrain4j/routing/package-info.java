/**
 * Water routing as a library: depression filling by priority flood, single- and multiple-flow
 * routing, drainage area and weighted accumulation, basins, and streams with Strahler orders. The
 * eroders that route water through it (stream-power incision by the implicit scheme of Braun &amp;
 * Willett, and its steady state) are terrain-erosion's; GeoJSON of a stream network is
 * terrain-vector's.
 *
 * <p><b>Axes and units.</b> A grid is {@code columns × rows} samples, row-major (index
 * {@code row · columns + column}); column runs along x (east), row along z (south), height is y (up).
 * Heights and distances are metres, areas m², time years, rates per year. Spacings come from the
 * {@link org.terrain4j.routing.DrainageGrid}, usually a heightfield's
 * {@link org.terrain4j.api.GridFrame frame}; spacingX and spacingZ may differ.
 *
 * <p><b>Results.</b> Per-sample results are read-only {@link org.terrain4j.api.SampleGrid}s in the
 * drainage grid's frame, each accessor in its unit: {@link org.terrain4j.routing.DrainageAreaGrid}
 * (m²), {@link org.terrain4j.routing.BasinGrid} (basin numbers and their count),
 * {@link org.terrain4j.routing.ReceiverGrid} (receiver index, column and row; distance in metres),
 * {@link org.terrain4j.routing.StrahlerGrid} (orders). Each copies out with {@code toArray()}; the
 * operations also have bulk forms returning bare row-major arrays
 * ({@code FlowNetwork.drainageArea()}, {@code basinsToArray()}, {@code receiversToArray()},
 * {@code StreamNetwork.strahlerToArray()}, {@code MultipleFlow.drainageArea}) for loops over every
 * sample and for the eroders.
 *
 * <p><b>No-data.</b> NaN heights are no-data: they stay NaN, take no part in routing and carry no
 * area, and finite samples beside them are outlets (water that reaches no-data leaves the known
 * ground).
 *
 * <p><b>Edges.</b> Which axes wrap and where water leaves (the outlets) is one size-free value,
 * {@link org.terrain4j.routing.DrainageBoundary}, that a grid carries and terrain-erosion's
 * {@code StreamPower} hands to the grid of each field it erodes.
 *
 * <p><b>Pipeline.</b> {@link org.terrain4j.routing.DrainageGrid} →
 * {@link org.terrain4j.routing.DepressionFill} →
 * {@link org.terrain4j.routing.FlowNetwork} (or
 * {@link org.terrain4j.routing.MultipleFlow}) → drainage area →
 * {@link org.terrain4j.routing.StreamNetwork}; terrain-erosion's {@code StreamPower} evolves a
 * field in time along these networks and its {@code SteadyState} jumps to where it ends.
 *
 * <p>Every type is immutable and thread-safe; every operation is deterministic (same input, same
 * bits) and single-threaded.
 */
package org.terrain4j.routing;
