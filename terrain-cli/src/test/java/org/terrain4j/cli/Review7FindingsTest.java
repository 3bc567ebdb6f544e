package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The outside tester's seventh review: lost coordinate systems, hangs, wrong summaries, messages and exit codes. */
class Review7FindingsTest {

    private static final Path TOPOBATHY = Path.of("..", "data", "topobathy_3857.asc");
    private static final Path VOLCANO = Path.of("..", "data", "volcano.asc");

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void assertRefused(TerrainCommandTest.Run r, int code, String... fragments) {
        assertEquals(code, r.code(), r.err() + r.out());
        String message = r.err().strip();
        assertTrue(message.startsWith("terrain: "), message);
        for (String f : fragments) {
            assertTrue(message.contains(f), "'" + f + "' in " + message);
        }
    }

    /**
     * Finding 1: drainage (and every command writing several outputs together) to an .asc left the
     * grid's .prj under its staging name, {@code .tmp-PID-1.area.prj}, and no {@code area.prj}: the
     * area of a grid in EPSG:3857 came out with no coordinate system.
     */
    @Test
    void finding1DrainageToAscKeepsTheCoordinateSystem() throws IOException {
        Path area = dir.resolve("area.asc");
        TerrainCommandTest.Run r = TerrainCommandTest.run("drainage", TOPOBATHY.toString(), "-o", area.toString(),
                "--streams", dir.resolve("s.geojson").toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("area.asc", "area.prj", "s.geojson"), names());
        assertEquals(Files.readString(TOPOBATHY.resolveSibling("topobathy_3857.prj")).strip(),
                Files.readString(dir.resolve("area.prj")).strip());
        TerrainCommandTest.Run info = TerrainCommandTest.run("info", area.toString());
        assertTrue(info.out().contains("3857"), info.out());
    }
}
