/**
 * Analysis: measures of a landscape as a place to cross on foot.
 *
 * <p>Each measure is a library operation that stands alone, and the play-space report combines
 * them:
 * <ul>
 *   <li>{@code org.terrain4j.analysis.prominence}: every summit's prominence and key col;</li>
 *   <li>{@code org.terrain4j.analysis.visibility}: lines of sight, viewsheds and cumulative
 *       viewsheds on the grid's interpolated surface;</li>
 *   <li>{@code org.terrain4j.analysis.route}: least-time routes by Tobler's hiking function,
 *       walkable width, chokes and valleys along a route;</li>
 *   <li>{@code org.terrain4j.analysis.landform}: the topographic position index and its
 *       slope-position classes;</li>
 *   <li>{@code org.terrain4j.analysis.playspace}: the play-space report, its tests as bands, beats
 *       along routes, its JSON and its picture.</li>
 * </ul>
 *
 * <p>Why a module of its own rather than a package of terrain-features: these operations only read
 * a heightfield (features build and change one), and their users include GIS work that has no use
 * for shapes and spines. The module depends on terrain-routing for water and on terrain-dem for
 * the report's picture (hillshade); it needs no mesh.
 *
 * @since 0.1
 */
module org.terrain4j.analysis {
    requires transitive org.terrain4j.api;
    requires transitive org.terrain4j.routing;
    requires transitive org.terrain4j.dem;
    requires org.terrain4j.io;

    exports org.terrain4j.analysis.landform;
    exports org.terrain4j.analysis.playspace;
    exports org.terrain4j.analysis.prominence;
    exports org.terrain4j.analysis.route;
    exports org.terrain4j.analysis.visibility;
}
