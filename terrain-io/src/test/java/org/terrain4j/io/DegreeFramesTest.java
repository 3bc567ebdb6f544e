package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/** {@link Geographic#namesDegrees} and {@link Geographic#looksLikeDegrees}: frames in degrees, recorded or guessed. */
class DegreeFramesTest {

    @Test
    void aGeographicSystemAtScaleOneNamesDegrees() {
        GridFrame wgs84 = GridFrame.of(11, -58, 1.0 / 3600).withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(4326)));
        assertTrue(Geographic.namesDegrees(wgs84));
        assertFalse(Geographic.namesDegrees(GridFrame.of(11, -58, 1.0 / 3600)), "no system recorded");
        GridFrame utm = GridFrame.of(500_000, -6_400_000, 30).withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(32633)));
        assertFalse(Geographic.namesDegrees(utm), "projected");
        // placed in metres: the georeference keeps the way back with scales of metres per degree
        Heightfield placed = Geographic.toMetres(Heightfield.of(3, 3, new float[9]).withFrame(wgs84));
        assertFalse(Geographic.namesDegrees(placed.frame()), "already in metres");
        assertThrows(NullPointerException.class, () -> Geographic.namesDegrees(null));
    }

    @Test
    void theGuessNeedsFineSpacingAndALongitudeAndLatitude() {
        assertTrue(Geographic.looksLikeDegrees(GridFrame.of(-122.5, -37.8, 1.0 / 1200)));
        assertTrue(Geographic.looksLikeDegrees(GridFrame.of(359, 90, 0.001)));
        assertFalse(Geographic.looksLikeDegrees(GridFrame.of(361, 0, 0.001)), "not a longitude");
        assertFalse(Geographic.looksLikeDegrees(GridFrame.of(0, -91, 0.001)), "not a latitude");
        assertFalse(Geographic.looksLikeDegrees(GridFrame.of(0, 0, 0.01)), "a spacing of 0.01 is not below it");
        assertFalse(Geographic.looksLikeDegrees(GridFrame.of(0, 0, 0.001).withSpacing(0.001, 10)), "one spacing coarse");
        assertFalse(Geographic.looksLikeDegrees(GridFrame.of(500_000, -6_400_000, 30)));
        assertThrows(NullPointerException.class, () -> Geographic.looksLikeDegrees(null));
    }

    @Test
    void theVolcanoInMetresDoesNotLookGeographic() throws IOException {
        assertFalse(Geographic.looksLikeDegrees(AsciiGrid.read(Path.of("..", "data", "volcano.asc")).frame()));
    }
}
