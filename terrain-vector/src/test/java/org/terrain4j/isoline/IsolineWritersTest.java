package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** The SVG and GeoJSON writers: valid documents, right orientation and axes, atomic files. */
class IsolineWritersTest {

    @TempDir
    Path dir;

    /** Two summits and a hollow on a 41 × 31 grid, 10 m apart, origin at (1000, −5000). */
    private static Heightfield hills() {
        GridFrame frame = GridFrame.of(1000, -5000, 10);
        return Heightfield.of(41, 31, (u, v) -> 100 * Math.exp(-30 * ((u - 0.3) * (u - 0.3) + (v - 0.5) * (v - 0.5)))
                + 80 * Math.exp(-30 * ((u - 0.75) * (u - 0.75) + (v - 0.4) * (v - 0.4)))
                - 40 * Math.exp(-60 * ((u - 0.5) * (u - 0.5) + (v - 0.85) * (v - 0.85)))).withFrame(frame);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> features(Path file) throws IOException {
        Map<String, Object> root = (Map<String, Object>) MiniJson.parse(Files.readString(file));
        assertEquals("FeatureCollection", root.get("type"));
        return (List<Map<String, Object>>) root.get("features");
    }

    @SuppressWarnings("unchecked")
    private static double shoelace(List<Object> ring) {
        double sum = 0;
        for (int k = 0; k + 1 < ring.size(); k++) {
            List<Double> a = (List<Double>) ring.get(k);
            List<Double> b = (List<Double>) ring.get(k + 1);
            sum += a.get(0) * b.get(1) - b.get(0) * a.get(1);
        }
        return sum / 2;
    }

    @Test
    @SuppressWarnings("unchecked")
    void geoJsonIsolinesCarryTheirLevelAndUseEastingNorthing() throws IOException {
        Heightfield f = hills();
        List<IsolineLevel> levels = Isolines.every(20).trace(f);
        Path file = dir.resolve("lines.geojson");
        IsolineGeoJson.writeIsolines(levels, file);
        List<Map<String, Object>> features = features(file);
        int expected = levels.stream().mapToInt(l -> l.lines().size()).sum();
        assertEquals(expected, features.size());
        int k = 0;
        for (IsolineLevel level : levels) {
            for (Isoline line : level.lines()) {
                Map<String, Object> feature = features.get(k++);
                assertEquals("Feature", feature.get("type"));
                Map<String, Object> props = (Map<String, Object>) feature.get("properties");
                assertEquals(level.level(), (Double) props.get("level"));
                assertEquals(line.closed(), props.get("closed"));
                Map<String, Object> geometry = (Map<String, Object>) feature.get("geometry");
                assertEquals("LineString", geometry.get("type"));
                List<Object> coords = (List<Object>) geometry.get("coordinates");
                assertEquals(line.pointCount() + (line.closed() ? 1 : 0), coords.size());
                List<Double> p0 = (List<Double>) coords.get(0);
                assertEquals(line.x(0), p0.get(0));
                assertEquals(-line.z(0), p0.get(1), "northing is −z");
                if (line.closed()) {
                    assertEquals(coords.get(0), coords.get(coords.size() - 1));
                    // summit rings: counter-clockwise in (easting, northing), as on the map
                    assertEquals(Math.signum(line.signedArea()), Math.signum(shoelace(coords)));
                }
            }
        }
        assertTrue(levels.stream().anyMatch(l -> l.rings() > 0));
    }

    @Test
    @SuppressWarnings("unchecked")
    void geoJsonBandsFollowTheRightHandRule() throws IOException {
        Heightfield f = hills();
        List<Isoband> bands = Isolines.every(20).bands(f);
        Path file = dir.resolve("bands.geojson");
        IsolineGeoJson.writeBands(bands, file);
        List<Map<String, Object>> features = features(file);
        assertEquals(bands.stream().mapToInt(b -> b.polygons().size()).sum(), features.size());
        int holes = 0;
        double area = 0;
        for (Map<String, Object> feature : features) {
            Map<String, Object> geometry = (Map<String, Object>) feature.get("geometry");
            assertEquals("Polygon", geometry.get("type"));
            List<Object> rings = (List<Object>) geometry.get("coordinates");
            for (int r = 0; r < rings.size(); r++) {
                List<Object> ring = (List<Object>) rings.get(r);
                assertTrue(ring.size() >= 4);
                assertEquals(ring.get(0), ring.get(ring.size() - 1), "ring closed");
                double a = shoelace(ring);
                assertTrue(r == 0 ? a > 0 : a < 0, "exterior counter-clockwise, holes clockwise");
                area += a;
            }
            holes += rings.size() - 1;
            Map<String, Object> props = (Map<String, Object>) feature.get("properties");
            assertTrue(props.containsKey("level") && props.containsKey("lower") && props.containsKey("upper"));
        }
        assertTrue(holes > 0, "the hills give annuli");
        assertEquals(40 * 10 * 30 * 10, area, 1e-6, "bands cover the grid");
        assertTrue(features.stream().anyMatch(ft -> ((Map<String, Object>) ft.get("properties")).get("level") == null),
                "the lowest band has no lower level");
    }

    @Test
    void svgIsWellFormedNorthUpWithEscapedTitleAndEmbeddedBackground() throws Exception {
        Heightfield f = hills();
        List<IsolineLevel> levels = Isolines.every(10).trace(f);
        List<Isoband> bands = Isolines.every(10).bands(f);
        BufferedImage shade = new BufferedImage(41, 31, BufferedImage.TYPE_BYTE_GRAY);
        shade.getRaster().setSample(40, 0, 0, 200);
        Path file = dir.resolve("map.svg");
        IsolineSvg.builder().title("Hills & \"hollows\" <test>").background(shade).indexEvery(5)
                .bandFill(b -> new Color(0, 128, 0, 60)).stroke(Color.DARK_GRAY).strokeWidth(0.75).build()
                .write(f, levels, bands, file);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(new InputSource(new StringReader(Files.readString(file))));
        Element svg = doc.getDocumentElement();
        assertEquals("svg", svg.getLocalName());
        // samples span x 1000…1400, z −5000…−4700; the viewBox adds half a spacing on each side
        assertEquals("995 -5005 410 310", svg.getAttribute("viewBox"));
        assertEquals("Hills & \"hollows\" <test>", doc.getElementsByTagNameNS("*", "title").item(0).getTextContent());
        Element image = (Element) doc.getElementsByTagNameNS("*", "image").item(0);
        String href = image.getAttributeNS("http://www.w3.org/1999/xlink", "href");
        assertTrue(href.startsWith("data:image/png;base64,"));
        BufferedImage back = ImageIO.read(new ByteArrayInputStream(
                Base64.getDecoder().decode(href.substring("data:image/png;base64,".length()))));
        assertEquals(41, back.getWidth());
        assertEquals(200, back.getRaster().getSample(40, 0, 0));
        NodeList groups = doc.getElementsByTagNameNS("*", "g");
        int levelGroups = 0;
        int linePaths = 0;
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-level")) {
                levelGroups++;
                linePaths += g.getElementsByTagNameNS("*", "path").getLength();
            }
        }
        assertEquals(levels.size(), levelGroups);
        assertEquals(levels.stream().mapToInt(l -> l.lines().size()).sum(), linePaths);
        int bandPaths = doc.getElementsByTagNameNS("*", "path").getLength() - linePaths;
        assertEquals(bands.stream().mapToInt(b -> b.polygons().size()).sum(), bandPaths);
    }

    @Test
    void svgOverAnImageOfVolcanoPutsOnePixelOnEachSample() throws Exception {
        Path asc = Gdal.data("volcano.asc");
        Gdal.assumeOracle(Files.isRegularFile(asc), asc.toString());
        Heightfield f = org.terrain4j.io.AsciiGrid.read(asc);
        BufferedImage shade = new BufferedImage(f.columns(), f.rows(), BufferedImage.TYPE_BYTE_GRAY); // one pixel a sample
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                shade.getRaster().setSample(c, r, 0, (3 * c + 5 * r) % 256);
            }
        }
        Path file = dir.resolve("volcano.svg");
        IsolineSvg.builder().background(shade).indexEvery(5).build().write(f, Isolines.every(10).trace(f), file);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(file.toFile());
        // volcano.asc: 87 × 61 cells of 10 m from (0, 0) to (870, 610) in easting/northing, so the
        // samples' area spans x 0…870 and z −610…0: exactly the raster's extent
        assertEquals("0 -610 870 610", doc.getDocumentElement().getAttribute("viewBox"));
        Element image = (Element) doc.getElementsByTagNameNS("*", "image").item(0);
        assertEquals("870", image.getAttribute("width"));
        String href = image.getAttributeNS("http://www.w3.org/1999/xlink", "href");
        BufferedImage back = ImageIO.read(new ByteArrayInputStream(
                Base64.getDecoder().decode(href.substring("data:image/png;base64,".length()))));
        assertEquals(87, back.getWidth());
        assertEquals(61, back.getHeight());
        assertEquals(270 % 256, back.getRaster().getSample(40, 30, 0));
        assertEquals(shade.getRaster().getSample(86, 60, 0), back.getRaster().getSample(86, 60, 0));
    }

    @Test
    void svgTitleWithControlCharactersIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> IsolineSvg.builder().title("a\u0001b"));
        assertThrows(IllegalArgumentException.class, () -> IsolineSvg.builder().strokeWidth(Double.NaN));
    }

    @Test
    void failedWritesNameTheFileAndLeaveNothingBehind() throws IOException {
        List<IsolineLevel> levels = Isolines.every(20).trace(hills());
        Path missing = dir.resolve("no-such-dir").resolve("x.geojson");
        IOException e = assertThrows(IOException.class, () -> IsolineGeoJson.writeIsolines(levels, missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());

        Path file = dir.resolve("keep.svg");
        Files.writeString(file, "old");
        // a level list that fails half-way through the document
        List<IsolineLevel> failing = new java.util.AbstractList<>() {
            @Override
            public IsolineLevel get(int index) {
                if (index > 0) {
                    throw new IllegalStateException("failing half-way");
                }
                return levels.get(0);
            }

            @Override
            public int size() {
                return 2;
            }
        };
        assertThrows(IllegalStateException.class, () -> IsolineSvg.defaults().write(hills(), failing, file));
        assertEquals("old", Files.readString(file), "target untouched");
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(file), left.toList(), "no temporary file left");
        }
    }

    @Test
    void writtenFilesGetTheDirectorysDefaultPermissionsNotThoseOfATemporaryFile() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file system");
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, "x");
        Path file = dir.resolve("lines.geojson");
        IsolineGeoJson.writeIsolines(Isolines.every(20).trace(hills()), file);
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    /** GDAL's OGR reads our GeoJSON back with the same number of features (skipped without GDAL). */
    @Test
    void ogrinfoReadsTheGeoJson() throws Exception {
        Path file = dir.resolve("bands.geojson");
        List<Isoband> bands = Isolines.every(20).bands(hills());
        IsolineGeoJson.writeBands(bands, file);
        String out = run("ogrinfo", "-ro", "-al", "-so", file.toString());
        Gdal.assumeOracle(out != null, "ogrinfo");
        int expected = bands.stream().mapToInt(b -> b.polygons().size()).sum();
        assertTrue(out.contains("Feature Count: " + expected), out);
        assertTrue(out.contains("Polygon"), out);
        assertNotNull(out);
    }

    /** Runs a command; null if it cannot be started. */
    static String run(String... command) throws InterruptedException, IOException {
        return Gdal.run(command);
    }
}
