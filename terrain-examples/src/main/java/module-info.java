/**
 * Worked examples built with terrain4j: an example island and its layers.
 * Not deployed; the terrain command uses it.
 *
 * @since 0.1
 */
module org.terrain4j.examples {
    requires transitive org.terrain4j.features;
    requires transitive java.desktop;
    requires org.terrain4j.io;
    requires transitive org.terrain4j.analysis;

    exports org.terrain4j.examples;
}
