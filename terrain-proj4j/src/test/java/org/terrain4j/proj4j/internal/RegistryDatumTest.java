package org.terrain4j.proj4j.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The geographic system and datum {@link Proj4jWkt} names come from the WKT registry in Proj4J's EPSG jar, read
 * here without GDAL (terrain-vector's {@code PrjDatumNamesGdalOracleTest} compares with GDAL where it is installed):
 * EPSG's names and codes for each, as GDAL 3.6 writes them in WKT 1 ({@code gdalsrsinfo -o wkt1 EPSG:n}), and the
 * registry's axis order where EPSG puts north first. Without the registry every one of these falls back to
 * {@code "unknown"}.
 */
class RegistryDatumTest {

    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource(delimiter = ';', value = {
        "3035;ETRS89;European_Terrestrial_Reference_System_1989;6258;4258",
        "28992;Amersfoort;Amersfoort;6289;4289",
        "2056;CH1903+;CH1903+;6150;4150",
        "31370;BD72;Reseau_National_Belge_1972;6313;4313",
        "4301;Tokyo;Tokyo;6301;4301"})
    void theGeographicSystemAndDatumAreEpsgs(int code, String geogcs, String datum, int datumCode, int geogcsCode) {
        String wkt = new Proj4jWkt().wkt(code).orElseThrow();
        assertTrue(wkt.contains("GEOGCS[\"" + geogcs + "\",DATUM[\"" + datum + "\","), wkt);
        assertTrue(wkt.contains("AUTHORITY[\"EPSG\",\"" + datumCode + "\"]],PRIMEM"), wkt);
        assertTrue(wkt.contains("AUTHORITY[\"EPSG\",\"" + geogcsCode + "\"]]"), wkt);
    }

    @ParameterizedTest(name = "EPSG:{0}")
    @CsvSource(delimiter = ';', value = {
        "3035;AXIS[\"Northing\",NORTH],AXIS[\"Easting\",EAST]",
        "4301;AXIS[\"Latitude\",NORTH],AXIS[\"Longitude\",EAST]",
        "28992;AXIS[\"Easting\",EAST],AXIS[\"Northing\",NORTH]"})
    void axesInTheRegistrysOrder(int code, String axes) {
        String wkt = new Proj4jWkt().wkt(code).orElseThrow();
        assertTrue(wkt.contains(axes), wkt);
    }
}
