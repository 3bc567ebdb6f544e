/**
 * The {@code terrain} command ({@code java -m org.terrain4j.cli/org.terrain4j.cli.TerrainCommand}).
 * It is an application, not a library: it exports no package. Its commands are picocli-annotated
 * classes, opened to picocli for reflection. The examples module (the island demo) is optional: it is in the runnable jar, but a
 * project depending on the thin {@code terrain-cli} jar does not get it. terrain-proj4j (LocationTech Proj4J behind it)
 * reprojects GeoJSON to WGS 84 and gives {@code --assign-crs} the EPSG registry to check a code against, as services
 * of terrain-api found at run time: nothing here requires it, or Proj4J's jars (which name no module). {@code jdk.unsupported} gives {@code sun.misc.Signal}
 * (reached by reflection), so that a run stopped by Ctrl-C or SIGTERM exits with the signal's status.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.cli {
    requires org.terrain4j.api;
    requires org.terrain4j.io;
    requires org.terrain4j.dem;
    requires org.terrain4j.routing;
    requires org.terrain4j.vector;
    requires org.terrain4j.noise;
    requires org.terrain4j.erosion;
    requires org.terrain4j.features;
    requires org.terrain4j.mesh;
    requires org.terrain4j.analysis;
    requires org.terrain4j.world;
    requires org.terrain4j.viewer;
    requires static org.terrain4j.examples;
    requires info.picocli;
    requires com.google.gson;
    requires java.desktop;
    // sun.misc.Signal, by reflection: which signal stopped a run, for its exit status (see Signals)
    requires jdk.unsupported;

    opens org.terrain4j.cli to info.picocli;
}
