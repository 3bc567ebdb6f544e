/**
 * terrain4j's foundation: heightfields, their frames, sampling and edges, diamond-square, the
 * erosion contract and raster I/O. Depends on the JDK only.
 *
 * <p>Exports {@code org.terrain4j.api}, {@code org.terrain4j.api.io} and {@code org.terrain4j.api.dem}. The {@code internal}
 * packages (argument checks, sampling kernels, the atomic-write helper, the seed mixer, file
 * parsing) are exported only to terrain4j's own modules; they are not API.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one (and two, org.terrain4j.analysis and org.terrain4j.world, that are being added), so javac
 * cannot see them yet and its "module" lint would report "module not found"; that finding is the
 * only one of that lint category here and it is expected. TwelveMonkeys' TIFF plugin (GeoTIFF and
 * BigTIFF, used internally) ships automatic modules ({@code com.twelvemonkeys.…}), which the
 * "requires-automatic" lint reports; none of their types appear in this module's API.
 *
 * @since 0.1
 */
@SuppressWarnings({"module", "requires-automatic"})
module org.terrain4j.api {
    requires java.desktop;
    requires com.twelvemonkeys.imageio.tiff;
    requires com.twelvemonkeys.imageio.metadata;
    requires com.twelvemonkeys.imageio.core;
    requires com.twelvemonkeys.common.io;

    exports org.terrain4j.api;
    exports org.terrain4j.api.io;
    exports org.terrain4j.api.dem;

    exports org.terrain4j.api.internal to
            org.terrain4j.noise, org.terrain4j.erosion, org.terrain4j.features, org.terrain4j.mesh,
            org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.analysis, org.terrain4j.world;
    exports org.terrain4j.api.io.internal to
            org.terrain4j.noise, org.terrain4j.erosion, org.terrain4j.features, org.terrain4j.mesh,
            org.terrain4j.examples, org.terrain4j.cli, org.terrain4j.analysis, org.terrain4j.world;
}
