package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.RasterFormatException;

/** A WKT text's shape and its one-line name (review findings: a .prj of "garbage" was a projected system). */
class CoordinateSystemTextTest {

    /** ESRI's WKT for NZTM as ArcGIS lays it out over lines (no EPSG authority in it). */
    private static final String ESRI_NZTM = "PROJCS[\"NZGD_2000_New_Zealand_Transverse_Mercator\",\n"
            + "    GEOGCS[\"GCS_NZGD_2000\",DATUM[\"D_NZGD_2000\",SPHEROID[\"GRS_1980\",6378137.0,298.257222101]],\n"
            + "    PRIMEM[\"Greenwich\",0.0],UNIT[\"Degree\",0.0174532925199433]],\n"
            + "    PROJECTION[\"Transverse_Mercator\"],PARAMETER[\"False_Easting\",1600000.0],\n"
            + "    PARAMETER[\"False_Northing\",10000000.0],PARAMETER[\"Central_Meridian\",173.0],\n"
            + "    PARAMETER[\"Scale_Factor\",0.9996],PARAMETER[\"Latitude_Of_Origin\",0.0],UNIT[\"Meter\",1.0]]";

    @Test
    void aTextThatIsNotWktIsRefusedNamingWhatItWas() {
        for (String bad : new String[] {"garbage", "PROJCS", "PROJCS[\"x\"", "[\"x\"]", "42", "GEOGCS[\"x\")"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CoordinateSystem.ofWkt(bad),
                    bad);
            assertTrue(e.getMessage().startsWith("wkt must be a WKT text"), e.getMessage());
        }
        assertEquals("GEOGCS[\"x\"]", CoordinateSystem.ofWkt(" GEOGCS[\"x\"] ").wkt().orElseThrow());
        assertEquals("GEOGCRS(\"x\")", CoordinateSystem.ofWkt("GEOGCRS(\"x\")").wkt().orElseThrow());
    }

    @Test
    void aPrjThatIsNotWktIsAFormatErrorNamingThePrj(@TempDir Path dir) throws Exception {
        Path asc = dir.resolve("g.asc");
        Files.writeString(asc, "ncols 2\nnrows 2\nxllcorner 0\nyllcorner 0\ncellsize 1\n1 2\n3 4\n");
        Files.writeString(dir.resolve("g.prj"), "garbage\n");
        RasterFormatException e = assertThrows(RasterFormatException.class, () -> AsciiGrid.read(asc));
        assertTrue(e.getMessage().contains("g.prj") && e.getMessage().contains("is not a coordinate system"),
                e.getMessage());
    }

    @Test
    void theNameOfAWktWithoutCodeIsOneLine() {
        String name = CoordinateSystem.ofWkt("LOCAL_CS[\"a\",\n  UNIT[\"metre\",1]]").toString();
        assertFalse(name.contains("\n"), name);
        assertEquals("LOCAL_CS[\"a\", UNIT[\"metre\",1]]", name);
        String esri = CoordinateSystem.ofWkt(ESRI_NZTM.replace("Transverse_Mercator\"]", "Oblique_Unknown\"]")).toString();
        assertFalse(esri.contains("\n"), esri);
        assertTrue(esri.length() <= 60, esri);
    }
}
