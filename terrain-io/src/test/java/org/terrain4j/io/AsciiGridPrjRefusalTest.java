package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.internal.WktSource;

/**
 * A system whose WKT terrain-api's catalogue lacks, with no WKT source on the path (terrain-proj4j is
 * not a dependency of terrain-io): the refusal names the file parameter, the system, that terrain-proj4j
 * is needed, and the way out; nothing is written.
 */
class AsciiGridPrjRefusalTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "EPSG:{0}")
    @ValueSource(ints = {2263, 5514, 27572, 32767})
    void withoutTerrainProj4jTheRefusalSaysItIsNeeded(int code) throws IOException {
        Heightfield h = Heightfield.of(3, 2, new float[] {1, 2, 3, 4, 5, 6}).withFrame(new GridFrame(1000, -2000, 10, 10)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(code))));
        Path asc = dir.resolve("g.asc");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AsciiGrid.write(h, asc));
        assertEquals("file " + asc + " (an ESRI ASCII grid) cannot record the field frame's coordinate system EPSG:"
                + code + " in its .prj: " + WktSource.NO_SOURCE + "; write a GeoTIFF (.tif), which records the code",
                e.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "nothing written");
        }
    }
}
