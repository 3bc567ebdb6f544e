/**
 * Features of a land (seed 000): shapes on the plan as signed distances, smooth blends, spines
 * (Catmull–Rom curves through control points) with their control curves, and the two ground
 * features a land applies in its own order, {@link org.terrain4j.features.Press} (a walkway pressed
 * into the ground) and {@link org.terrain4j.features.Carve} (a brook's trench under a
 * {@link org.terrain4j.features.WaterLevel}).
 *
 * <p><b>Axes and units.</b> Everything here lives on the <em>plan</em>: the horizontal plane of a
 * land, x east and z south, in metres; y (height) is up. A point on the plan is written
 * {@code (x, z)}; where a Commons Math {@link org.apache.commons.math3.geometry.euclidean.twod.Vector2D}
 * carries one, its {@code getX()} is x and its {@code getY()} is <b>z</b>. Grids follow
 * {@link org.terrain4j.api}: row-major, columns along x, rows along z. Signed distances are
 * negative inside a shape. Heights are metres.
 *
 * <p><b>Mutability.</b> Every public type here is immutable and safe to share between threads, except
 * where a method writes into a {@link org.terrain4j.api.HeightfieldBuffer} the caller owns.
 *
 * <p><b>Errors.</b> Bad arguments throw {@link java.lang.IllegalArgumentException} naming the
 * parameter, the value and the allowed range; NaN always fails a check.
 */
package org.terrain4j.features;
