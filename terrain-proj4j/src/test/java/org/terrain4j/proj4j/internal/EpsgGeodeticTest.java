package org.terrain4j.proj4j.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.proj4j.internal.EpsgGeodetic.Geodetic;

/**
 * The datum names {@link EpsgGeodetic} gives. The expected names are the EPSG registry's (v10.076, as
 * GDAL 3.6 writes them with {@code gdalsrsinfo -o wkt1 EPSG:code}), typed here: a pin of each entry of
 * the rename tables, so that dropping one fails.
 */
class EpsgGeodeticTest {

    /** One geographic system per entry of RENAMED_DATUMS and RENAMED_GEOGRAPHIC. */
    @ParameterizedTest(name = "EPSG:{0} {1}")
    @CsvSource({
        "5228, S-JTSK/05, System_of_the_Unified_Trigonometrical_Cadastral_Network_05, 1052",
        "5229, S-JTSK/05 (Ferro), System_of_the_Unified_Trigonometrical_Cadastral_Network_05_Ferro, 1055",
        "5354, MARGEN, Marco_Geodesico_Nacional_de_Bolivia, 1063",
        "5360, SIRGAS-Chile 2002, SIRGAS-Chile_realization_1_epoch_2002, 1064",
        "4151, CHTRS95, Swiss_Terrestrial_Reference_System_1995, 6151",
        "4156, S-JTSK, System_of_the_Unified_Trigonometrical_Cadastral_Network, 6156",
        "4171, RGF93 v1, Reseau_Geodesique_Francais_1993_v1, 6171",
        "4181, LUREF, Luxembourg_Reference_Frame, 6181",
        "4220, Camacupa 1948, Camacupa_1948, 6220",
        "4277, OSGB36, Ordnance_Survey_of_Great_Britain_1936, 6277",
        "4710, Astro DOS 71, Astro_DOS_71, 6710",
        "4740, PZ-90, Parametry_Zemli_1990, 6740",
        "4818, S-JTSK (Ferro), System_of_the_Unified_Trigonometrical_Cadastral_Network_Ferro, 6818",
        "4215, BD50, Reseau_National_Belge_1950, 6215",
        "4313, BD72, Reseau_National_Belge_1972, 6313",
        "4728, PN84, Pico_de_las_Nieves_1984, 6728",
        "4809, BD50 (Brussels), Reseau_National_Belge_1950_Brussels, 6809"})
    void renamedDatumsAndGeographicSystemsHaveTheirNewNames(int code, String geographic, String datum, int datumCode) {
        assertEquals(new Geodetic(geographic, code, datum, datumCode), EpsgGeodetic.of(code, null).orElseThrow());
    }

    /** Names the registry resource has as EPSG still has them, and projected systems on them. */
    @ParameterizedTest(name = "EPSG:{0} {1}")
    @CsvSource({
        "4230, ED50, European_Datum_1950, 6230, 4230",
        "23032, ED50, European_Datum_1950, 6230, 4230",
        "28992, Amersfoort, Amersfoort, 6289, 4289",
        "2056, CH1903+, CH1903+, 6150, 4150",
        "3035, ETRS89, European_Terrestrial_Reference_System_1989, 6258, 4258",
        "31287, MGI, Militar-Geographische_Institut, 6312, 4312",
        "4301, Tokyo, Tokyo, 6301, 4301",
        "2451, JGD2000, Japanese_Geodetic_Datum_2000, 6612, 4612",
        "4284, Pulkovo 1942, Pulkovo_1942, 6284, 4284",
        "3111, GDA94, Geocentric_Datum_of_Australia_1994, 6283, 4283",
        "31370, BD72, Reseau_National_Belge_1972, 6313, 4313",
        "27700, OSGB36, Ordnance_Survey_of_Great_Britain_1936, 6277, 4277",
        "2180, ETRF2000-PL, ETRF2000_Poland, 1305, 9702",
        "2176, ETRF2000-PL, ETRF2000_Poland, 1305, 9702",
        "3857, WGS 84, WGS_1984, 6326, 4326"})
    void theRegistryNamesTheDatumOfProjectedAndGeographicCodes(int code, String geographic, String datum, int datumCode,
            int geographicCode) {
        assertEquals(new Geodetic(geographic, geographicCode, datum, datumCode),
                EpsgGeodetic.of(code, null).orElseThrow());
    }

    /** A projected system's name follows its renamed geographic system. */
    @Test
    void aProjectedNameFollowsItsRenamedGeographicSystem() {
        assertEquals("OSGB36 / British National Grid", EpsgGeodetic.name(27700).orElseThrow());
        assertEquals("BD72 / Belgian Lambert 72", EpsgGeodetic.name(31370).orElseThrow());
        assertEquals("Amersfoort / RD New", EpsgGeodetic.name(28992).orElseThrow());
        assertTrue(EpsgGeodetic.name(999_999).isEmpty());
    }

    /** Each +datum= entry is the geographic system the registry resource describes under its code. */
    @Test
    void everyProj4DatumEntryAgreesWithTheRegistry() {
        assertEquals(10, EpsgGeodetic.BY_PROJ4_DATUM.size());
        for (Map.Entry<String, Geodetic> e : EpsgGeodetic.BY_PROJ4_DATUM.entrySet()) {
            Geodetic g = e.getValue();
            assertEquals(g, EpsgGeodetic.of(g.geographicCode(), null).orElseThrow(), e.getKey());
        }
        // used only where the registry resource has no entry: 3782 has none, and no +datum=
        assertTrue(EpsgGeodetic.of(3782, null).isEmpty());
        assertEquals(4326, EpsgGeodetic.of(3782, "WGS84").orElseThrow().geographicCode());
        assertFalse(EpsgGeodetic.of(3782, "nonesuch").isPresent());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "European Terrestrial Reference System 1989 ensemble | European_Terrestrial_Reference_System_1989",
        "World Geodetic System 1984 ensemble | WGS_1984",
        "World Geodetic System 1984 | WGS_1984",
        "World Geodetic System 1972 | World_Geodetic_System_1972",
        "CH1903+ | CH1903+",
        "Militar-Geographische Institut | Militar-Geographische_Institut",
        "NAD83 (High Accuracy Reference Network) | NAD83_High_Accuracy_Reference_Network",
        "System of the Unified Trigonometrical Cadastral Network/05 (Ferro) | "
            + "System_of_the_Unified_Trigonometrical_Cadastral_Network_05_Ferro",
        "St. Helena Tritan | St_Helena_Tritan",
        "Reseau Geodesique Francais 1993 v1 | Reseau_Geodesique_Francais_1993_v1"})
    void wkt1NamesAreGdals(String epsg, String wkt1) {
        assertEquals(wkt1, EpsgGeodetic.wkt1DatumName(epsg));
    }
}
