package org.terrain4j.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.StreamNetwork;

class StreamGeoJsonTest {

    @TempDir
    Path dir;

    /** A three-sample line draining west: one link, its positions [x, −z] in a frame without a system. */
    @Test
    void linksAreLineStringsInFramePositionsWithAWarningWithoutACrs() throws Exception {
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(3, 1, 10, 10), new int[] {0, 0, 1});
        StreamNetwork streams = net.streams(net.drainageArea(), 1);
        Path f = dir.resolve("s.geojson");
        Optional<String> warning = StreamGeoJson.write(streams, f, GridFrame.of(100, 5, 10));
        String json = Files.readString(f);
        assertTrue(json.contains("[[120.0,-5.0],[110.0,-5.0],[100.0,-5.0]]"), json);
        assertTrue(json.contains("\"order\":1"));
        assertTrue(warning.isPresent());
    }

    /** In WGS 84 the positions are the frame's own longitude and latitude, with no warning. */
    @Test
    void geographicFramesGiveLongitudeLatitude() throws Exception {
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(3, 1, 10, 10), new int[] {0, 0, 1});
        GridFrame frame = GridFrame.of(10, -45, 0.5).withGeoreference(Georeference.in(CoordinateSystem.WGS84));
        Path f = dir.resolve("g.geojson");
        Optional<String> warning = StreamGeoJson.write(net.streams(net.drainageArea(), 1), f, frame);
        assertFalse(warning.isPresent(), warning::toString);
        String json = Files.readString(f);
        assertTrue(json.contains("[[11.0,45.0],[10.5,45.0],[10.0,45.0]]"), json);
    }

    @Test
    void nullsAreRefusedByName() {
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(3, 1, 10, 10), new int[] {0, 0, 1});
        StreamNetwork s = net.streams(net.drainageArea(), 1);
        NullPointerException e = assertThrows(NullPointerException.class,
                () -> StreamGeoJson.write(s, null, GridFrame.UNIT));
        assertEquals("file", e.getMessage());
    }
}
