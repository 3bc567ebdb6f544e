/**
 * Features: signed-distance shapes, spines and control curves, press and carve, and the
 * {@code Land} with its queries, layers and edges.
 *
 * <p>Exports {@code org.terrain4j.features} and {@code org.terrain4j.features.land};
 * {@code org.terrain4j.features.internal} is exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one (and two, org.terrain4j.analysis and org.terrain4j.world, that are being added), so javac
 * cannot see them yet and its "module" lint would report "module not found"; that finding is the
 * only one of that lint category here and it is expected.
 *
 * <p>JTS (Delaunay triangulation of the ridge graph) is used inside the module only. Its jar is
 * not a modular jar but names itself {@code org.locationtech.jts} (Automatic-Module-Name), a
 * stable name, so requiring it is safe; "requires-automatic" is suppressed for that one line of
 * reasoning.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.features {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.noise;
    requires transitive org.terrain4j.erosion;
    requires org.locationtech.jts;

    exports org.terrain4j.features;
    exports org.terrain4j.features.land;
    exports org.terrain4j.features.mountains;
    exports org.terrain4j.features.play;

    exports org.terrain4j.features.internal to
            org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.world;
}
