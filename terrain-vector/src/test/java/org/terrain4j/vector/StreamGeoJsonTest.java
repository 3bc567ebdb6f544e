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

    /**
     * A whole drainage network, its GeoJSON larger than the writer's 64 KiB buffer: GDAL reads it and
     * counts one feature per link of two or more samples (links of one sample, base levels with no
     * channel donor, are left out).
     */
    @Test
    void gdalReadsEveryLinkOfALargeNetwork() throws Exception {
        int side = 160;
        float[] h = new float[side * side];
        for (int i = 0; i < h.length; i++) {
            int c = i % side;
            int r = i / side;
            h[i] = (float) (Math.abs(c - side / 2.0) * 0.3 + r * 0.2 + 3 * Math.sin(c * 0.37) * Math.cos(r * 0.23));
        }
        DrainageGrid grid = DrainageGrid.of(side, side, 10, 10);
        FlowNetwork net = FlowNetwork.steepestDescent(grid,
                org.terrain4j.routing.DepressionFill.draining().filled(grid, h));
        StreamNetwork streams = net.streams(net.drainageArea(), 400);
        long drawn = streams.links().stream().filter(l -> l.length() >= 2).count();
        long single = streams.links().size() - drawn;
        assertTrue(drawn > 100 && single > 0, drawn + " links drawn, " + single + " of one sample");
        Path f = dir.resolve("net.geojson");
        StreamGeoJson.write(streams, f, GridFrame.of(0, 0, 10));
        assertTrue(Files.size(f) > 1 << 16, "size " + Files.size(f));
        String info = org.terrain4j.isoline.Gdal.run("ogrinfo", "-ro", "-so", "-al", f.toString());
        org.terrain4j.isoline.Gdal.assumeOracle(info != null, "ogrinfo on the PATH");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Feature Count: (\\d+)").matcher(info);
        assertTrue(m.find(), info);
        assertEquals(drawn, Long.parseLong(m.group(1)));
    }
}
