/**
 * Erosion processes for {@link org.terrain4j.api.Heightfield#eroded(org.terrain4j.api.Erosion, long)}:
 * {@link org.terrain4j.erosion.Hydraulic} (the droplet method of Beyer 2015) and
 * {@link org.terrain4j.erosion.Thermal} (talus-angle weathering after Musgrave, Kolb and Mace 1989
 * and Olsen 2004), {@link org.terrain4j.erosion.StreamPower} (stream-power incision by the implicit
 * scheme of Braun and Willett 2013, with hillslope diffusion) and
 * {@link org.terrain4j.erosion.SteadyState} (the heights where incision balances uplift, computed over
 * the drainage network). The water they route is terrain-routing's ({@code org.terrain4j.routing}).
 *
 * <p><b>Axes and units.</b> A field is {@code columns × rows} samples, row-major
 * ({@code index = row · columns + column}); columns run along x (east), rows along z (south), heights
 * along y (up). Samples are points {@code spacingX} / {@code spacingZ} metres apart, as the field's
 * {@link org.terrain4j.api.GridFrame} says. Heights are in the same unit as the spacing (metres) when
 * slopes matter: a talus of 0.5 means 0.5 m of height per metre of horizontal distance. Generated
 * fields run 0…1 on a unit-spaced grid by convention, and the defaults are tuned for that (the mean slope
 * of {@code Heightfield.diamondSquare(257, 0.5, 7)} is about 0.0074).
 *
 * <p><b>Parameter objects.</b> {@code Hydraulic} and {@code Thermal} are immutable and thread-safe;
 * every "wither" ({@code withDrops(long)}, {@code withTalus(double)}, …) returns a new object, checked
 * when made (neither has a public constructor); the plain names ({@code drops()}, {@code talus()}) are the
 * accessors. Bad values throw {@link java.lang.IllegalArgumentException} naming the parameter, the value
 * and the allowed range; NaN always fails.
 *
 * <p><b>Determinism.</b> The same field, parameters and seed give bit-identical results for every
 * thread count. Neither process reads a global random source.
 *
 * <p><b>Mass.</b> Every run returns an {@link org.terrain4j.api.ErosionLedger}. Thermal weathering
 * conserves the sum of heights to float rounding; hydraulic erosion loses only what drops carry off the
 * edge (a drop that dies inside the grid lays its load there), to float rounding, and its ledger says how much.
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.erosion;
