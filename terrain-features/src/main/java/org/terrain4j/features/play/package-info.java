/**
 * Play-space feature forms (seed 004): designed shapes laid over the eroded ground where they make land worth
 * crossing — overlook {@link org.terrain4j.features.play.Knoll knolls}, {@link org.terrain4j.features.play.Dome
 * domes}, {@link org.terrain4j.features.play.Mesa mesas} and {@link org.terrain4j.features.play.RockStack rock
 * stacks}, each a {@link org.terrain4j.features.play.PlayFeature} with named parameters and a design angle its
 * flank never exceeds; and {@link org.terrain4j.features.play.Valley valleys} along a spine, their floor graded,
 * their walls wandering between 0.45 and 1.25 of the nominal height, with an optional gate.
 *
 * <pre>{@code
 * Knoll overlook = Knoll.at(400, -250).withName("overlook").withWobble(Wobble.of(4, 60, 7));
 * HeightfieldBuffer ground = land.toBuffer();
 * overlook.applyTo(ground);                      // fill only: no sample lowered
 * }</pre>
 *
 * <p><b>Noise in metres.</b> A form's outline is moved by a {@link org.terrain4j.features.play.Wobble}, a number of
 * metres that does not grow with the distance from the centre. Seed 004's first outline scaled its noise as a
 * share of the distance and tripled a ramp's slope; here the wobble's gradient has a stated bound and each form
 * divides its profile's slope by it, so the flank stays within its design angle.
 *
 * <p><b>Axes and units.</b> The plan is x east, z south, metres; heights are metres, y up; angles are degrees
 * from the horizontal. Grids follow {@code org.terrain4j.api}: row-major, columns along x.
 *
 * <p>{@link org.terrain4j.features.play.Lookout Ridge lookouts}: a level 20 m top snapped to the highest ground
 * within 60 m, a 24° shoulder, the last 600 m of a route raised to a 22° ramp, a strip along the route, fill only.
 * The placement that scores candidates by the play-space measure is in terrain-examples
 * ({@code org.terrain4j.examples.FeaturePlacer}), which also holds shaped ground against its erosion.
 *
 * <p><b>Not yet here</b> (issue 31): rock weakened under a valley's floor for the erosion to clear.
 *
 * <p><b>Mutability.</b> Every public type here is immutable and thread-safe; a form writes only the buffer the
 * caller passes. <b>Errors.</b> Bad arguments throw {@link java.lang.IllegalArgumentException} naming the parameter,
 * the value and the allowed range; NaN always fails a check.
 */
package org.terrain4j.features.play;
