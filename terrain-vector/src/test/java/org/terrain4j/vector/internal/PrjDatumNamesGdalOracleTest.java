package org.terrain4j.vector.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.internal.Wkt;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.isoline.Gdal;

/**
 * The {@code .prj} of an ESRI ASCII grid names its geographic system and datum as GDAL names them for
 * the code: for systems of terrain-api's catalogue and of Proj4J's registry alike, across datums (WGS 84,
 * ETRS89, NAD27, NAD83, GDA94, GDA2020, OSGB36, CH1903, CH1903+, Amersfoort, RGF93, NZGD2000, SWEREF99,
 * BD72, ED50, Tokyo, JGD2000, Pulkovo 1942, ETRF2000-PL, MGI, GGRS87, DHDN, Israel 1993). GDAL identifies
 * the code of the grid ({@code gdalsrsinfo -o epsg}) with full confidence ({@code gdalsrsinfo -e} prints no
 * "Confidence in this match"), and the GEOGCS name, the DATUM name and the
 * datum's EPSG code of our file, and its axes, equal those of GDAL's own WKT 1 for the code
 * ({@code gdalsrsinfo -o wkt1 EPSG:code}).
 */
class PrjDatumNamesGdalOracleTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "EPSG:{0}")
    @ValueSource(ints = {4326, 4258, 3006, 3035, 2056, 28992, 27700, 32633, 25832, 2154, 3857, 5070, 3413, 31370,
        2193, 4267, 26717, 4269, 26915, 4283, 28355, 7844, 7856, 3577, 4277, 4167, 4171, 4619, 21781, 4230, 4301,
        2451, 4612, 4284, 2180, 31287, 3111, 3112, 32188, 2100, 4314, 31468, 2039, 23032, 3067, 31983, 2157})
    void gdalIdentifiesTheCodeAndNamesTheSameDatum(int code) throws Exception {
        String probe = Gdal.run("gdalsrsinfo", "-o", "epsg", "EPSG:4326");
        Gdal.assumeOracle(probe != null, "gdalsrsinfo on the PATH");
        boolean geographic = CoordinateSystem.ofEpsg(code).isGeographic();
        float[] v = new float[4 * 3];
        for (int i = 0; i < v.length; i++) {
            v[i] = 10 + i;
        }
        Path asc = dir.resolve("g" + code + ".asc");
        AsciiGrid.write(Heightfield.of(4, 3, v).withFrame(new GridFrame(geographic ? 5 : 400_000,
                geographic ? -50 : -5_000_000, geographic ? 0.01 : 30, geographic ? 0.01 : 30)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(code)))), asc);
        assertEquals("EPSG:" + code, lastLine(Gdal.run("gdalsrsinfo", "-o", "epsg", asc.toString())));
        // a full match: GDAL prints "Confidence in this match: N %" only when it is not
        String identified = Gdal.run("gdalsrsinfo", "-e", "-o", "epsg", AsciiGrid.prjOf(asc).toString());
        assertFalse(identified.contains("Confidence"), identified);
        assertEquals("EPSG:" + code, lastLine(identified));
        String ours = Files.readString(AsciiGrid.prjOf(asc));
        String theirs = Gdal.run("gdalsrsinfo", "-o", "wkt1", "--single-line", "EPSG:" + code);
        String[] o = geodetic(ours);
        String[] t = geodetic(theirs);
        String both = "\nours   " + ours.strip() + "\ntheirs " + theirs.strip();
        assertEquals(t[0], o[0], "GEOGCS name" + both);
        assertEquals(t[1], o[1], "DATUM name" + both);
        assertEquals(t[2], o[2], "DATUM code" + both);
        assertEquals(t[3], o[3], "GEOGCS code" + both);
        assertEquals(axes(theirs), axes(ours), "axes" + both);
    }

    /** The outermost node's AXIS nodes, as text. */
    private static String axes(String wkt) {
        return Wkt.parse(wkt.strip()).children("AXIS").toString();
    }

    /** GEOGCS name, DATUM name, the datum's and the GEOGCS's own EPSG codes ("" if none). */
    private static String[] geodetic(String wkt) {
        Wkt root = Wkt.parse(wkt.strip());
        Wkt geogcs = root.keyword().equals("GEOGCS") ? root : root.child("GEOGCS").orElseThrow();
        Wkt datum = geogcs.child("DATUM").orElseThrow();
        String geogcsCode = root == geogcs ? "" : authority(geogcs); // a GEOGCS alone: its code is the test's
        return new String[] {geogcs.name(), datum.name(), authority(datum), geogcsCode};
    }

    private static String authority(Wkt node) {
        return node.child("AUTHORITY").map(a -> String.valueOf(a.args().get(1))).orElse("");
    }

    private static String lastLine(String out) {
        String[] lines = out.strip().split("\n");
        return lines[lines.length - 1].strip();
    }
}
