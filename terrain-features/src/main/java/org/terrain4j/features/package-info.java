/**
 * Features of a land: shapes on the plan as signed distances, smooth blends, spines
 * (Catmull–Rom curves through control points) with their control curves, and the two ground
 * features a land applies in its own order, {@link org.terrain4j.features.Press} (a walkway pressed
 * into the ground) and {@link org.terrain4j.features.Carve} (a brook's trench under a
 * {@link org.terrain4j.features.WaterLevel}).
 *
 * <p><b>Axes and units.</b> Everything here lives on the <em>plan</em>: the horizontal plane of a
 * land, x east and z south, in metres; y (height) is up. A point on the plan is written
 * {@code (x, z)} and carried by {@link org.terrain4j.api.GroundPoint}. Grids follow
 * {@code org.terrain4j.api}: row-major, columns along x, rows along z. Signed distances are
 * negative inside a shape. Heights are metres.
 *
 * <p><b>Example</b> (the walkway and brook of terrain4j's example island, {@code org.terrain4j.examples.Island},
 * applied in the land's order):
 * <pre>{@code
 * Spine walkway = Spine.through(-22, 498, -22, 476, -34, 450, -14, 424, -38, 400,
 *                               -12, 378, -22, 354, -16, 340, -16, 333.6);
 * Press press = Press.along(walkway).withName("walkway")
 *         .withDepth(0.05).withEasing(1.4, 6).withSmoothing(9, 2).withEnd(4.6, 5, 14);
 * Carve carve = Carve.along(brook,
 *         WaterLevel.heldTo(table).withBelowGround(0.3).withNeverRising(true).withFallingAtLeast(0.003, yard),
 *         depth, halfBed, bank, rounding).withName("brook");
 * HeightfieldBuffer ground = grid.toBuffer();
 * for (GroundFeature f : List.of(press, carve)) {   // height, then press, then carve
 *     f.applyTo(ground);
 * }
 * double pathDistance = walkway.distance(x, z, 16);   // 16 m when farther
 * }</pre>
 *
 * <p><b>Mutability.</b> Every public type here is immutable and safe to share between threads, except
 * where a method writes into a {@link org.terrain4j.api.HeightfieldBuffer} the caller owns.
 *
 * <p><b>Errors.</b> Bad arguments throw {@link java.lang.IllegalArgumentException} naming the
 * parameter, the value and the allowed range; NaN always fails a check.
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.features;
