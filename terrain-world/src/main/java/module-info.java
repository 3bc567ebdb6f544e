/**
 * Environments: a base ground, elements with declared ranges drawn in the pipeline's fixed order,
 * the eight presets, runway siting, the range editor's rules, and colour PNG and vertex-coloured GLB
 * writers. The environment design is terrain4j's own; the project's README shows the eight presets.
 *
 * <p>Exports {@code org.terrain4j.world}. The standard elements' algorithms in
 * {@code org.terrain4j.world.internal} are not exported.
 *
 * @since 0.1
 */
module org.terrain4j.world {
    requires transitive org.terrain4j.api;
    requires org.terrain4j.noise;
    requires org.terrain4j.routing;
    requires transitive org.terrain4j.mesh;

    exports org.terrain4j.world;
    exports org.terrain4j.world.sky;
}
