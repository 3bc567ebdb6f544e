/**
 * Environments (seed 002): whole worlds described by a name, a seed, a base ground and the elements
 * placed on it, drawn by one pipeline in a fixed order of stages.
 *
 * <p><b>Axes and units.</b> As everywhere in terrain4j: a world is a heightfield of {@code columns × rows}
 * samples, row-major, columns running east along x and rows south along z, heights (y) in metres; the
 * standard world is a 16 000 m square centred on the origin, 201 × 201 samples by default. Angles are
 * degrees; colours are sRGB, chosen in OKLCH with one hue per element.
 *
 * <p><b>Main types.</b> {@link org.terrain4j.world.Preset} (the eight environments and the game modes'
 * stages), {@link org.terrain4j.world.Environment} (a description; {@code generate()} draws it),
 * {@link org.terrain4j.world.BaseGround} (seven octaves of value noise through a remapping curve that
 * flattens plains and floods what lies below its water line), {@link org.terrain4j.world.Element} and
 * {@link org.terrain4j.world.Placement} (what is drawn where, with declared ranges),
 * {@link org.terrain4j.world.World} (the drawn result: heights, colours, trees, buildings, streets and the
 * runway's {@link org.terrain4j.world.RunwayRecord}), the range {@link org.terrain4j.world.Editor}, and the
 * {@link org.terrain4j.world.WorldPng} and {@link org.terrain4j.world.WorldGlb} writers.
 *
 * <p><b>Endless tiles.</b> An environment's square is tile {@code (0, 0)} of an endless grid
 * ({@link org.terrain4j.world.TileKey}): {@link org.terrain4j.world.Environment#tile(long, long)} lays any
 * tile in world coordinates, displaced by whole squares, and joined tiles agree at shared vertices where
 * their crossing elements drew; {@link org.terrain4j.world.Joins} settles the rest, and
 * {@link org.terrain4j.world.Streaming} says which tiles to lay and release around a viewpoint.
 *
 * <p><b>Determinism.</b> The same description gives the same bits on any number of threads: every
 * placement draws from a stream split from the world's seed, the environment's name, the element and its
 * instance. Types are immutable and thread-safe unless their documentation says otherwise.
 */
package org.terrain4j.world;
