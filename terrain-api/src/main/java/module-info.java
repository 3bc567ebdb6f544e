/**
 * terrain4j's foundation: heightfields, their frames and coordinate reference systems, sampling and
 * edges, diamond-square, and the erosion and progress contracts. Depends on the JDK only.
 *
 * <p>Exports {@code org.terrain4j.api}. {@code org.terrain4j.api.internal} (argument checks, sampling
 * and resampling kernels, the CRS catalogue, the seed mixer) is exported only to terrain4j's own
 * modules; it is not API.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one, so javac cannot see them yet and its "module" lint would report "module not found"; that
 * finding is the only one of that lint category here and it is expected.
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.api {
    exports org.terrain4j.api;

    // WKT for EPSG codes beyond the own catalogue, and reprojection to WGS 84, from a terrain4j module
    // that has a registry (terrain-proj4j, optional)
    uses org.terrain4j.api.internal.WktSource;
    uses org.terrain4j.api.internal.Reprojection;

    exports org.terrain4j.api.internal to
            org.terrain4j.io, org.terrain4j.dem, org.terrain4j.noise, org.terrain4j.erosion,
            org.terrain4j.routing, org.terrain4j.features, org.terrain4j.mesh, org.terrain4j.vector,
            org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.analysis, org.terrain4j.world,
            org.terrain4j.proj4j, org.terrain4j.viewer;
}
