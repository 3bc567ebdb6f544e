/**
 * Water routing on heightfields: depression filling (flat and draining), steepest-descent and
 * multiple-flow receivers, the stack, drainage areas and stream networks. The eroders
 * (terrain-erosion), the analysis and the worlds route water through this module.
 * Depends on terrain-api only.
 *
 * <p>Exports {@code org.terrain4j.routing}; {@code org.terrain4j.routing.internal} (the entry points
 * the stream-power eroder drives on shared arrays) is exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found".
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.routing {
    requires transitive org.terrain4j.api;

    exports org.terrain4j.routing;

    exports org.terrain4j.routing.internal to org.terrain4j.erosion;
}
