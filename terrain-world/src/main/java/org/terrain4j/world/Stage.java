package org.terrain4j.world;

/**
 * The pipeline's fixed order: elements are drawn stage by stage in this order whatever order a preset
 * lists them in (a rule of terrain4j's own environment design). Within a stage, by each element's
 * {@link Element#rank()}, then by name.
 *
 * @since 0.1
 */
public enum Stage {
    /** landforms shaped first (mountains, dunes) */
    LANDFORM,
    /** ground cover laid over them (grass, sand) */
    GROUND_COVER,
    /** water filling what is left below its line (water bodies, rivers) */
    WATER,
    /** the cuts and the built things (canyons, forests, towns) */
    CUTS_AND_BUILT,
    /** snow */
    SNOW,
    /** the runway, cut last of all over whatever else claimed the ground */
    RUNWAY
}
