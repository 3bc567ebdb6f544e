package org.terrain4j.proj4j.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

import org.locationtech.proj4j.CRSFactory;
import org.terrain4j.api.internal.Wkt;

/**
 * The geographic system and geodetic datum of an EPSG code, named as the EPSG registry names them
 * and as GDAL spells them in WKT 1, for {@link Proj4jWkt}: {@code GEOGCS["SWEREF99",
 * DATUM["SWEREF99",…,AUTHORITY["EPSG","6619"]],…,AUTHORITY["EPSG","4619"]]} rather than a datum
 * named after Proj4J's PROJ.4 parameters, which GDAL can only guess at.
 *
 * <p>Sources, in order:
 * <ol>
 * <li>The WKT 1 registry that Proj4J's EPSG jar ({@code proj4j-epsg}) carries beside its PROJ.4
 *     definitions (resource {@value #REGISTRY}): per code, its geographic system's and datum's EPSG
 *     names and codes. That registry predates EPSG v10; where EPSG has renamed a datum or a
 *     geographic system since, or moved a projected system onto another base, the names and codes
 *     of v10.076 (the registry of PROJ 9.1 / GDAL 3.6) replace it ({@link #RENAMED_DATUMS},
 *     {@link #RENAMED_GEOGRAPHIC}, {@link #MOVED}). Of the 5 755 codes of Proj4J's registry, 4 824 are
 *     found here.</li>
 * <li>Otherwise Proj4J's {@code +datum=} identifier, when the definition has one
 *     ({@link #BY_PROJ4_DATUM}: the geographic system that identifier stands for).</li>
 * <li>Otherwise nothing: the caller writes its fallback (a datum named after the ellipsoid).</li>
 * </ol>
 *
 * <p>Stateless but for a cache of the codes asked for; thread-safe. Not API.
 */
final class EpsgGeodetic {

    /** The resource of Proj4J's EPSG jar holding one WKT 1 per code ({@code code=WKT}, Java properties). */
    static final String REGISTRY = "proj4/wkt/epsg.properties";

    /**
     * A geographic system and its datum.
     *
     * @param geographicName EPSG name of the geographic system (e.g. {@code SWEREF99})
     * @param geographicCode its EPSG code
     * @param datumName      the datum's name as GDAL writes it in WKT 1 ({@link #wkt1DatumName})
     * @param datumCode      the datum's EPSG code
     */
    record Geodetic(String geographicName, int geographicCode, String datumName, int datumCode) {
    }

    /** Datums EPSG has renamed since Proj4J's registry: datum code → EPSG v10.076 name. */
    static final Map<Integer, String> RENAMED_DATUMS = Map.ofEntries(
            Map.entry(1052, "System of the Unified Trigonometrical Cadastral Network/05"),
            Map.entry(1055, "System of the Unified Trigonometrical Cadastral Network/05 (Ferro)"),
            Map.entry(1063, "Marco Geodesico Nacional de Bolivia"),
            Map.entry(1064, "SIRGAS-Chile realization 1 epoch 2002"),
            Map.entry(6151, "Swiss Terrestrial Reference System 1995"),
            Map.entry(6156, "System of the Unified Trigonometrical Cadastral Network"),
            Map.entry(6171, "Reseau Geodesique Francais 1993 v1"),
            Map.entry(6181, "Luxembourg Reference Frame"),
            Map.entry(6220, "Camacupa 1948"),
            Map.entry(6277, "Ordnance Survey of Great Britain 1936"),
            Map.entry(6710, "Astro DOS 71"),
            Map.entry(6740, "Parametry Zemli 1990"),
            Map.entry(6818, "System of the Unified Trigonometrical Cadastral Network (Ferro)"));

    /** Geographic systems EPSG has renamed since Proj4J's registry: code → EPSG v10.076 name. */
    static final Map<Integer, String> RENAMED_GEOGRAPHIC = Map.ofEntries(
            Map.entry(4151, "CHTRS95"),
            Map.entry(4171, "RGF93 v1"),
            Map.entry(4181, "LUREF"),
            Map.entry(4215, "BD50"),
            Map.entry(4220, "Camacupa 1948"),
            Map.entry(4277, "OSGB36"),
            Map.entry(4313, "BD72"),
            Map.entry(4710, "Astro DOS 71"),
            Map.entry(4728, "PN84"),
            Map.entry(4809, "BD50 (Brussels)"),
            Map.entry(5360, "SIRGAS-Chile 2002"));

    private static final Geodetic ETRF2000_PL = new Geodetic("ETRF2000-PL", 9702, "ETRF2000_Poland", 1305);

    /**
     * Projected systems EPSG has moved onto another geographic system since Proj4J's registry (the
     * Polish CS2000 zones and CS92, from ETRS89 to ETRF2000-PL): code → the new base.
     */
    static final Map<Integer, Geodetic> MOVED = Map.of(2176, ETRF2000_PL, 2177, ETRF2000_PL, 2178, ETRF2000_PL,
            2179, ETRF2000_PL, 2180, ETRF2000_PL);

    /**
     * Proj4J's {@code +datum=} identifiers (its datum registry) → the EPSG geographic system each
     * stands for, for codes the registry resource does not hold.
     */
    static final Map<String, Geodetic> BY_PROJ4_DATUM = Map.of(
            "WGS84", new Geodetic("WGS 84", 4326, "WGS_1984", 6326),
            "NAD83", new Geodetic("NAD83", 4269, "North_American_Datum_1983", 6269),
            "NAD27", new Geodetic("NAD27", 4267, "North_American_Datum_1927", 6267),
            "OSGB36", new Geodetic("OSGB36", 4277, "Ordnance_Survey_of_Great_Britain_1936", 6277),
            "GGRS87", new Geodetic("GGRS87", 4121, "Greek_Geodetic_Reference_System_1987", 6121),
            "potsdam", new Geodetic("DHDN", 4314, "Deutsches_Hauptdreiecksnetz", 6314),
            "hermannskogel", new Geodetic("MGI", 4312, "Militar-Geographische_Institut", 6312),
            "carthage", new Geodetic("Carthage", 4223, "Carthage", 6223),
            "ire65", new Geodetic("TM65", 4299, "TM65", 6299),
            "nzgd49", new Geodetic("NZGD49", 4272, "New_Zealand_Geodetic_Datum_1949", 6272));

    private static final Map<Integer, Optional<Entry>> CACHE = new ConcurrentHashMap<>();

    /** What the registry resource says of a code: its system's name and its geographic system. */
    private record Entry(String name, Geodetic geodetic) {
    }

    private EpsgGeodetic() {
    }

    /**
     * @param code        an EPSG code
     * @param proj4Datum  Proj4J's {@code +datum=} identifier of the code's definition, or null
     * @return the code's geographic system and datum, or empty where neither source names them
     */
    static Optional<Geodetic> of(int code, String proj4Datum) {
        Geodetic moved = MOVED.get(code);
        if (moved != null) {
            return Optional.of(moved);
        }
        Optional<Entry> e = entry(code);
        if (e.isPresent() && e.get().geodetic() != null) {
            return Optional.of(e.get().geodetic());
        }
        return Optional.ofNullable(proj4Datum == null ? null : BY_PROJ4_DATUM.get(proj4Datum));
    }

    /**
     * @param code an EPSG code
     * @return the system's EPSG name in the registry resource, its geographic system's prefix renamed
     *         as {@link #RENAMED_GEOGRAPHIC} says (e.g. {@code OSGB36 / British National Grid}); empty
     *         if the resource does not hold the code
     */
    static Optional<String> name(int code) {
        return entry(code).map(Entry::name).filter(n -> !n.isBlank());
    }

    /**
     * A datum's EPSG name as GDAL writes it in WKT 1: a trailing {@code " ensemble"} dropped, each run
     * of characters other than ASCII letters, digits, {@code +} and {@code -} made one underscore (none
     * at either end), and WGS 84's datum called {@code WGS_1984}.
     *
     * @param epsgName the EPSG name (e.g. {@code European Terrestrial Reference System 1989 ensemble})
     * @return the WKT 1 name (e.g. {@code European_Terrestrial_Reference_System_1989})
     */
    static String wkt1DatumName(String epsgName) {
        String name = epsgName.endsWith(" ensemble") ? epsgName.substring(0, epsgName.length() - 9) : epsgName;
        StringBuilder b = new StringBuilder(name.length());
        boolean gap = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean kept = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '-';
            if (!kept) {
                gap = true;
                continue;
            }
            if (gap && b.length() > 0) {
                b.append('_');
            }
            gap = false;
            b.append(c);
        }
        String s = b.toString();
        return s.equals("World_Geodetic_System_1984") ? "WGS_1984" : s;
    }

    private static Optional<Entry> entry(int code) {
        return CACHE.computeIfAbsent(code, EpsgGeodetic::read);
    }

    /** The code's line of the registry resource, parsed; empty if the resource or the line is missing. */
    private static Optional<Entry> read(int code) {
        Optional<String> line = line(REGISTRY, code + "=");
        if (line.isEmpty()) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try {
            p.load(new StringReader(line.get())); // the properties escapes (one line has "\=")
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(p.getProperty(Integer.toString(code), ""));
    }

    /**
     * @param resource a resource of Proj4J's EPSG jar (ISO 8859-1 text)
     * @param prefix   how the line sought begins
     * @return its first line that begins so; empty if none or if the resource is absent
     * @throws UncheckedIOException if the resource cannot be read
     */
    static Optional<String> line(String resource, String prefix) {
        ClassLoader loader = CRSFactory.class.getClassLoader();
        try (InputStream in = loader == null ? null : loader.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.startsWith(prefix)) {
                    return Optional.of(line);
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " of Proj4J's EPSG registry", e);
        }
    }

    private static Optional<Entry> parse(String text) {
        Wkt root;
        try {
            root = Wkt.parse(text);
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
        Wkt geogcs = switch (root.keyword()) {
            case "GEOGCS" -> root;
            case "PROJCS" -> root.child("GEOGCS").orElse(null);
            default -> null;
        };
        Wkt datum = geogcs == null ? null : geogcs.child("DATUM").orElse(null);
        if (datum == null) {
            return Optional.of(new Entry(root.name(), null));
        }
        int geographicCode = authority(geogcs);
        int datumCode = authority(datum);
        String oldGeographic = geogcs.name();
        String geographic = RENAMED_GEOGRAPHIC.getOrDefault(geographicCode, oldGeographic);
        String datumName = RENAMED_DATUMS.getOrDefault(datumCode, datum.name());
        String name = root.name();
        if (!geographic.equals(oldGeographic) && name.startsWith(oldGeographic + " / ")) {
            name = geographic + name.substring(oldGeographic.length());
        }
        Geodetic g = geographicCode > 0 && datumCode > 0 && !datumName.isBlank()
                ? new Geodetic(geographic, geographicCode, wkt1DatumName(datumName), datumCode) : null;
        return Optional.of(new Entry(name, g));
    }

    /** The EPSG code of a node's own {@code AUTHORITY["EPSG","code"]}, 0 if none. */
    private static int authority(Wkt node) {
        for (Wkt a : node.children("AUTHORITY")) {
            if (a.args().size() >= 2 && "EPSG".equalsIgnoreCase(a.name())) {
                Object v = a.args().get(1);
                String s = v instanceof Double d ? Long.toString(d.longValue()) : String.valueOf(v).strip();
                try {
                    return Integer.parseInt(s);
                } catch (NumberFormatException notACode) {
                    return 0;
                }
            }
        }
        return 0;
    }
}
