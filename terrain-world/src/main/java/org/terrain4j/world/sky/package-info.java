/**
 * A day and moving water (seed 002) as pure functions: {@link org.terrain4j.world.sky.DayCycle} maps a
 * phase of the day to the sky, the fog, the sun and the fill light; {@link org.terrain4j.world.sky.Water}
 * gives the height, normal and sheen of a water surface riding two crossing wave trains. Both are pure
 * functions of their arguments (world position, time, phase), so two tiles of a world work out the same
 * surface and the same light where they meet without sharing any state.
 *
 * <p><b>Axes and units.</b> As everywhere in terrain4j: x east, y up, z south, metres; time in seconds;
 * a phase of the day in [0, 1) (0 midnight, 0.25 dawn, 0.5 noon, 0.75 dusk); colours are linear-light
 * RGB ({@link org.terrain4j.world.sky.LinearRgb}), not sRGB codes. All types are immutable and thread-safe.
 *
 * <p>The browser viewer (terrain-viewer) carries the same formulas in JavaScript and GLSL; its tests
 * compare them with these functions on sampled inputs.
 */
package org.terrain4j.world.sky;
