/**
 * The browser viewer ({@code terrain view}): a loopback HTTP server on the JDK's {@code HttpServer}
 * that serves a three.js page (three.js from its WebJar, inside this jar: no CDN, no npm), a world's
 * tiles, the day cycle and moving water of {@code org.terrain4j.world.sky}, and the range editor.
 *
 * @since 0.1
 */
module org.terrain4j.viewer {
    requires transitive org.terrain4j.world;
    requires org.terrain4j.mesh;
    requires jdk.httpserver;

    exports org.terrain4j.viewer;
}
