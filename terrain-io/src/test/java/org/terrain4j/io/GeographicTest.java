package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

class GeographicTest {

    @Test
    void degreeLengthsAtTheEquatorAndPoleAreWgs84s() {
        // WGS 84: a = 6 378 137 m, e² = 0.00669438; one degree of longitude at the equator is
        // a·π/180 = 111 319.49 m; of latitude a(1 − e²)·π/180 = 110 574.27 m at the equator and
        // a(1 − e²)/(1 − e²)^{3/2}·π/180 = 111 693.98 m at the pole.
        assertEquals(111_319.49, Geographic.metresPerDegreeLongitude(0), 0.1); // the series is truncated: within 0.1 m
        assertEquals(110_574.27, Geographic.metresPerDegreeLatitude(0), 0.1); // the series is truncated: within 0.1 m
        assertEquals(111_693.98, Geographic.metresPerDegreeLatitude(90), 0.1); // the series is truncated: within 0.1 m
        assertThrows(IllegalArgumentException.class, () -> Geographic.metresPerDegreeLatitude(Double.NaN));
    }

    @Test
    void jacksboroComesOutInMetres() throws IOException {
        Heightfield degrees = AsciiGrid.read(Path.of("..", "data", "jacksboro.asc"));
        Heightfield metres = Geographic.toMetres(degrees);
        // data/README: about 74 m east–west and 93 m north–south at 36.3° N
        assertEquals(74.6, metres.frame().spacingX(), 0.5);
        assertEquals(92.5, metres.frame().spacingZ(), 0.5);
        assertEquals(degrees.statistics(), metres.statistics());
        // the same degrees come back from the metric frame
        double lon = metres.frame().originX() / Geographic.metresPerDegreeLongitude(36.3);
        assertEquals(degrees.frame().originX(), lon, 0.02);
    }

    @Test
    void aFrameThatCannotBeGeographicIsRefused() {
        Heightfield metric = Heightfield.filled(3, 3, 0).withFrame(GridFrame.of(500_000, -6_000_000, 30));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Geographic.toMetres(metric));
        assertEquals(true, e.getMessage().contains("not geographic"), e.getMessage());
        Heightfield ok = Heightfield.filled(2, 2, 1).withFrame(GridFrame.of(10, -50, 0.01));
        assertSame(ok.rows(), Geographic.toMetres(ok).rows());
    }
}
