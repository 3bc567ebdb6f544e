package org.terrain4j.vector.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.isoline.Gdal;

/**
 * An ESRI ASCII grid's {@code .prj} for EPSG codes outside terrain-api's own catalogue, written from
 * Proj4J's registry through the {@code WktSource} service: GDAL names the same code for our
 * {@code .asc} ({@code gdalsrsinfo -o epsg}); with the code's {@code AUTHORITY} node taken away, GDAL's
 * PROJ string of our WKT has the registry's parameters (compared with GDAL's own for the code, every
 * parameter but the datum shift {@code towgs84}); and the grid reads back in the same system.
 */
class PrjForEpsgCodesGdalOracleTest {

    @TempDir
    Path dir;

    private static Heightfield field(int code, double east, double north, double cell) {
        float[] v = new float[6 * 4];
        for (int i = 0; i < v.length; i++) {
            v[i] = 100 + i;
        }
        return Heightfield.of(6, 4, v).withFrame(new GridFrame(east, -north, cell, cell)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(code))));
    }

    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource({"3035, 4321000, 3210000, 100", "2056, 2600000, 1200000, 25", "28992, 155000, 463000, 25",
        "31287, 400000, 400000, 50", "2180, 500000, 500000, 50", "3006, 350000, 6400000, 25",
        "32632, 500000, 5000000, 30", "4230, 5.0, 50.0, 0.01", "23032, 500000, 5000000, 30",
        "31983, 300000, 7400000, 30"})
    void gdalNamesTheCodeAndTheParametersAreTheRegistrys(int code, double east, double north, double cell)
            throws Exception {
        String epsg = Gdal.run("gdalsrsinfo", "-o", "epsg", "EPSG:4326");
        Gdal.assumeOracle(epsg != null, "gdalsrsinfo on the PATH");
        Path asc = dir.resolve("g" + code + ".asc");
        AsciiGrid.write(field(code, east, north, cell), asc);
        Path prj = AsciiGrid.prjOf(asc);
        assertTrue(Files.isRegularFile(prj));
        assertEquals("EPSG:" + code, lastLine(Gdal.run("gdalsrsinfo", "-o", "epsg", asc.toString())));
        assertEquals(code, AsciiGrid.read(asc).frame().georeference().orElseThrow().crs().epsg().orElseThrow());
        // the parameters themselves, without the code to lean on
        String wkt = Files.readString(prj).strip();
        String bare = wkt.substring(0, wkt.lastIndexOf(",AUTHORITY[")) + "]";
        Path plain = dir.resolve("plain" + code + ".prj");
        Files.writeString(plain, bare);
        Map<String, String> ours = proj(lastLine(Gdal.run("gdalsrsinfo", "-o", "proj4", plain.toString())));
        Map<String, String> theirs = proj(lastLine(Gdal.run("gdalsrsinfo", "-o", "proj4", "EPSG:" + code)));
        // TOWGS84 is a transformation to WGS 84, not part of the system: Proj4J's registry gives one where
        // GDAL's database chooses another or none (28992: 565.2369… against 565.417…; 31287: none against one)
        ours.remove("towgs84");
        theirs.remove("towgs84");
        assertEquals(theirs.keySet(), ours.keySet(), bare);
        for (Map.Entry<String, String> e : theirs.entrySet()) {
            String a = e.getValue();
            String b = ours.get(e.getKey());
            if (a.matches("[-0-9.,e]+") && b.matches("[-0-9.,e]+")) {
                String[] x = a.split(",");
                String[] y = b.split(",");
                assertEquals(x.length, y.length, e.getKey());
                for (int i = 0; i < x.length; i++) {
                    assertEquals(Double.parseDouble(x[i]), Double.parseDouble(y[i]),
                            1e-9 * Math.max(1, Math.abs(Double.parseDouble(x[i]))), e.getKey() + " of EPSG:" + code);
                }
            } else {
                assertEquals(a, b, e.getKey() + " of EPSG:" + code);
            }
        }
    }

    /**
     * A system the source does not write is refused for the .prj with the source's reason, naming the
     * file parameter and the way out, and nothing is written: US survey feet (2263), Krovak (5514), a
     * Paris prime meridian (27572), a code Proj4J's registry lacks (32767).
     */
    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource(delimiter = '|', value = {"2263|unit is US survey feet (Proj4J's +units=us-ft)",
        "5514|method (Proj4J's +proj=krovak) is not one terrain4j writes",
        "27572|prime meridian is not Greenwich (Proj4J's +pm=paris)", "32767|Proj4J's EPSG registry does not know"})
    void aSystemNotWrittenIsRefusedForThePrjWithTheReason(int code, String reason) {
        Path asc = dir.resolve("refused.asc");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AsciiGrid.write(field(code, 500000, 4000000, 50), asc));
        String m = e.getMessage();
        assertTrue(m.startsWith("file " + asc + " (an ESRI ASCII grid) cannot record the field frame's coordinate"
                + " system EPSG:" + code + " in its .prj: "), m);
        assertTrue(m.contains(reason) && m.endsWith("; write a GeoTIFF (.tif), which records the code"), m);
        assertFalse(m.contains("terrain-vector"), m);
        assertFalse(Files.exists(asc));
        assertFalse(Files.exists(AsciiGrid.prjOf(asc)));
    }

    private static String lastLine(String out) {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1].strip();
    }

    /** A PROJ string's parameters by key, without the flags that say nothing of the system. */
    private static Map<String, String> proj(String text) {
        Map<String, String> out = new TreeMap<>();
        for (String t : text.split("\\s+")) {
            if (!t.startsWith("+") || t.equals("+no_defs") || t.equals("+type=crs") || t.startsWith("+wktext")) {
                continue;
            }
            int eq = t.indexOf('=');
            out.put(eq < 0 ? t.substring(1) : t.substring(1, eq), eq < 0 ? "" : t.substring(eq + 1));
        }
        return out;
    }
}
