package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.io.SrtmHgt;

/**
 * Our GeoJSON isolines land where GDAL's do, in WGS 84 longitude/latitude (RFC 7946): on the SRTM
 * tile {@code data/N57E011.hgt} (geographic, placed in metres by the reader and taken back to
 * degrees by the writer) and on a GeoTIFF of it warped by {@code gdalwarp} to UTM zone 32 N
 * (reprojected by Proj4J; GDAL's lines are taken to longitude/latitude by {@code ogr2ogr}, that is
 * by PROJ). Every vertex of ours lies within half a cell of a GDAL line of the same level (and
 * GDAL's vertices inside the tile's sample rectangle within half a cell of ours). The levels are
 * 12.5 + 25k m, which no integer SRTM height equals: where a sample equals a level our inside rule
 * (≥ level) and GDAL's nudge can join the lines differently through that sample, a topology
 * difference {@link GdalContourOracleTest} covers, not a placement one. Writes the overlay
 * picture {@code target/contours-lonlat-overlay.png} (committed as
 * {@code docs/images/contours-lonlat-overlay.png}).
 */
class GeoJsonLonLatOverlayTest {

    /** The bound: half a cell. */
    private static final double HALF_CELL = 0.5;

    @TempDir
    Path dir;

    @Test
    void srtmContoursLandOnGdalContoursInLonLat() throws Exception {
        Gdal.assumeOracle(onPath("gdal_contour"), "gdal_contour");
        Path hgt = Gdal.data("N57E011.hgt");
        Heightfield h = SrtmHgt.read(hgt);
        Path ours = dir.resolve("ours.geojson");
        Optional<String> warning = IsolineGeoJson.writeIsolines(Isolines.every(25, 12.5).trace(h), h.frame(), ours);
        assertEquals(Optional.empty(), warning, "a WGS 84 tile writes longitude/latitude without a warning");
        assertFalse(Files.readString(ours).contains("\"crs\""), "RFC 7946: no crs member");
        Path gdal = dir.resolve("gdal.geojson");
        Gdal.run("gdal_contour", "-q", "-i", "25", "-off", "12.5", "-a", "level", "-f", "GeoJSON", hgt.toString(), gdal.toString());
        Map<Double, List<double[]>> a = read(ours);
        Map<Double, List<double[]>> b = read(gdal);
        // cell units: 1/1200 degree on both axes
        double[] first = a.values().iterator().next().get(0);
        assertTrue(first[0] >= 11 && first[0] <= 12 && first[1] >= 57 && first[1] <= 58,
                () -> "longitude/latitude in the tile, was " + first[0] + ", " + first[1]);
        double[] d = distances(a, b, 1200, 1200, null);
        assertTrue(d[0] <= HALF_CELL, "our farthest vertex from GDAL's line: " + d[0] + " cells");
        double[] back = distances(b, a, 1200, 1200, new double[] {11, 57, 12, 58});
        assertTrue(back[0] <= HALF_CELL, "GDAL's farthest vertex (inside the samples) from ours: " + back[0] + " cells");
        assertTrue(d[1] > 1000 && back[1] > 1000, "vertices compared: " + d[1] + ", " + back[1]);
        System.out.printf(java.util.Locale.ROOT, "N57E011 every 25 m from 12.5 m: ours to GDAL at most %.3g cells over %.0f"
                + " vertices; GDAL to ours at most %.3g cells over %.0f%n", d[0], d[1], back[0], back[1]);
        picture(a, b, 11.86, 57.935, 0.12, 0.06, Path.of("target", "contours-lonlat-overlay.png"));
    }

    @Test
    void utmGeoTiffContoursLandOnGdalContoursInLonLat() throws Exception {
        Gdal.assumeOracle(onPath("gdalwarp") && onPath("gdal_contour"), "gdalwarp and gdal_contour");
        Gdal.assumeOracle(onPath("ogr2ogr"), "ogr2ogr");
        Path utm = dir.resolve("utm.tif");
        Gdal.run("gdalwarp", "-q", "-t_srs", "EPSG:32632", "-tr", "90", "90", "-r", "bilinear", "-te", "620000",
                "6350000", "680000", "6400000", "-ot", "Float32", "-co", "COMPRESS=DEFLATE", "-co", "PREDICTOR=3",
                Gdal.data("N57E011.hgt").toString(), utm.toString());
        Heightfield h = GeoTiff.read(utm);
        assertEquals(Optional.of(CoordinateSystem.ofEpsg(32632)), h.frame().crs());
        Path ours = dir.resolve("ours.geojson");
        assertEquals(Optional.empty(), IsolineGeoJson.writeIsolines(Isolines.every(25, 12.5).trace(h), h.frame(), ours));
        Path gdalUtm = dir.resolve("gdal-utm.geojson");
        Gdal.run("gdal_contour", "-q", "-i", "25", "-off", "12.5", "-a", "level", "-f", "GeoJSON", utm.toString(), gdalUtm.toString());
        Path gdal = dir.resolve("gdal.geojson");
        Gdal.run("ogr2ogr", "-f", "GeoJSON", "-t_srs", "EPSG:4326", "-lco", "COORDINATE_PRECISION=12", gdal.toString(),
                gdalUtm.toString());
        Map<Double, List<double[]>> a = read(ours);
        Map<Double, List<double[]>> b = read(gdal);
        // cell units: 90 m, as degrees at the area's middle latitude (57.6 N)
        double lat = Math.toRadians(57.6);
        double perLon = (111_412.84 * Math.cos(lat) - 93.5 * Math.cos(3 * lat)) / 90;
        double perLat = (111_132.92 - 559.82 * Math.cos(2 * lat)) / 90;
        double[] d = distances(a, b, perLon, perLat, null);
        assertTrue(d[0] <= HALF_CELL, "our farthest vertex from GDAL's line: " + d[0] + " cells");
        assertTrue(d[1] > 1000, "vertices compared: " + d[1]);
        System.out.printf(java.util.Locale.ROOT, "UTM 32N GeoTIFF every 25 m: ours to GDAL (via ogr2ogr) at most %.3g"
                + " cells over %.0f vertices%n", d[0], d[1]);
    }

    @Test
    void aWebMercatorGridReprojectsThroughTheEpsgRegistryAsTheClosedFormSays() throws Exception {
        double r = 6_378_137;
        double x0 = r * Math.toRadians(11.25);
        double y0 = r * Math.log(Math.tan(Math.PI / 4 + Math.toRadians(57.5) / 2));
        Heightfield h = Heightfield.of(3, 3, new float[] {0, 0, 0, 0, 2, 0, 0, 0, 0}).withFrame(
                new org.terrain4j.api.GridFrame(x0, -y0, 100, 100).withGeoreference(
                        org.terrain4j.api.Georeference.in(CoordinateSystem.ofEpsg(3857))));
        Path f = dir.resolve("merc.geojson");
        assertEquals(Optional.empty(), IsolineGeoJson.writeIsolines(Isolines.at(1).trace(h), h.frame(), f));
        Map<Double, List<double[]>> lines = read(f);
        double[] line = lines.get(1.0).get(0);
        for (int i = 0; i + 1 < line.length; i += 2) {
            // back to the frame: x = x0 + 100 c, northing = y0 - 100 r, with c, r in [0, 2]
            double e = r * Math.toRadians(line[i]);
            double n = r * Math.log(Math.tan(Math.PI / 4 + Math.toRadians(line[i + 1]) / 2));
            double c = (e - x0) / 100;
            double row = (y0 - n) / 100;
            // the level-1 ring round the centre sample crosses the four edges at their middles
            double best = Double.POSITIVE_INFINITY;
            for (double[] p : new double[][] {{0.5, 1}, {1, 0.5}, {1.5, 1}, {1, 1.5}}) {
                best = Math.min(best, Math.hypot(c - p[0], row - p[1]));
            }
            assertEquals(0, best, 1e-6, "vertex at column " + c + ", row " + row);
        }
    }

    @Test
    void aGridWithoutCrsWritesLocalMetresAndSaysSo() throws Exception {
        Heightfield h = Heightfield.of(3, 3, new float[] {0, 0, 0, 0, 2, 0, 0, 0, 0});
        Path f = dir.resolve("local.geojson");
        Optional<String> warning = IsolineGeoJson.writeIsolines(Isolines.at(1).trace(h), h.frame(), f);
        assertTrue(warning.isPresent() && warning.get().contains("local metres"), warning.toString());
        String text = Files.readString(f);
        assertFalse(text.contains("\"crs\""));
        assertTrue(text.contains("[1.5,-1.0]") || text.contains("[1.5,-1]"), text);
    }

    // ----------------------------------------------------------------------------------- helpers

    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String d : path.split(java.io.File.pathSeparator)) {
                if (Files.isExecutable(Path.of(d, tool))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Level → lines as {lon0, lat0, lon1, lat1, …}, from any GeoJSON of LineStrings with a "level". */
    @SuppressWarnings("unchecked")
    static Map<Double, List<double[]>> read(Path file) throws Exception {
        Map<String, Object> root = (Map<String, Object>) MiniJson.parse(Files.readString(file));
        Map<Double, List<double[]>> lines = new TreeMap<>();
        for (Object o : (List<Object>) root.get("features")) {
            Map<String, Object> feature = (Map<String, Object>) o;
            double level = ((Number) ((Map<String, Object>) feature.get("properties")).get("level")).doubleValue();
            List<Object> coordinates = (List<Object>) ((Map<String, Object>) feature.get("geometry")).get("coordinates");
            double[] line = new double[coordinates.size() * 2];
            for (int i = 0; i < coordinates.size(); i++) {
                List<Object> p = (List<Object>) coordinates.get(i);
                line[2 * i] = ((Number) p.get(0)).doubleValue();
                line[2 * i + 1] = ((Number) p.get(1)).doubleValue();
            }
            lines.computeIfAbsent(level, k -> new ArrayList<>()).add(line);
        }
        return lines;
    }

    /**
     * The largest distance, in cells, from a vertex of {@code from} to the nearest segment of the
     * same level in {@code to}, and the number of vertices compared.
     *
     * @param inside {west, south, east, north}: compare only vertices at least a cell inside, or null
     */
    static double[] distances(Map<Double, List<double[]>> from, Map<Double, List<double[]>> to, double sx, double sy,
            double[] inside) {
        double worst = 0;
        long count = 0;
        for (Map.Entry<Double, List<double[]>> e : from.entrySet()) {
            List<double[]> targets = to.get(e.getKey());
            assertTrue(targets != null, "GDAL has no line at level " + e.getKey());
            Map<Long, List<double[]>> buckets = new HashMap<>();
            for (double[] line : targets) {
                for (int i = 0; i + 3 < line.length; i += 2) {
                    double[] s = {line[i] * sx, line[i + 1] * sy, line[i + 2] * sx, line[i + 3] * sy};
                    long cx0 = (long) Math.floor(Math.min(s[0], s[2]));
                    long cx1 = (long) Math.floor(Math.max(s[0], s[2]));
                    long cy0 = (long) Math.floor(Math.min(s[1], s[3]));
                    long cy1 = (long) Math.floor(Math.max(s[1], s[3]));
                    for (long cx = cx0; cx <= cx1; cx++) {
                        for (long cy = cy0; cy <= cy1; cy++) {
                            buckets.computeIfAbsent(cx * 1_000_003L + cy, k -> new ArrayList<>()).add(s);
                        }
                    }
                }
            }
            for (double[] line : e.getValue()) {
                if (inside != null && extent(line, sx, sy) < GdalContourOracleTest.DEGENERATE) {
                    continue; // GDAL's nudge of a sample equal to the level: a ring micrometres across
                }
                for (int i = 0; i + 1 < line.length; i += 2) {
                    if (inside != null && !(line[i] * sx > inside[0] * sx + 1 && line[i] * sx < inside[2] * sx - 1
                            && line[i + 1] * sy > inside[1] * sy + 1 && line[i + 1] * sy < inside[3] * sy - 1)) {
                        continue;
                    }
                    double u = line[i] * sx;
                    double v = line[i + 1] * sy;
                    double best = Double.POSITIVE_INFINITY;
                    for (long cx = (long) Math.floor(u) - 1; cx <= (long) Math.floor(u) + 1; cx++) {
                        for (long cy = (long) Math.floor(v) - 1; cy <= (long) Math.floor(v) + 1; cy++) {
                            for (double[] s : buckets.getOrDefault(cx * 1_000_003L + cy, List.of())) {
                                best = Math.min(best, segment(u, v, s));
                            }
                        }
                    }
                    worst = Math.max(worst, best);
                    count++;
                }
            }
        }
        return new double[] {worst, count};
    }

    private static double extent(double[] line, double sx, double sy) {
        double minU = Double.POSITIVE_INFINITY;
        double maxU = Double.NEGATIVE_INFINITY;
        double minV = Double.POSITIVE_INFINITY;
        double maxV = Double.NEGATIVE_INFINITY;
        for (int i = 0; i + 1 < line.length; i += 2) {
            minU = Math.min(minU, line[i] * sx);
            maxU = Math.max(maxU, line[i] * sx);
            minV = Math.min(minV, line[i + 1] * sy);
            maxV = Math.max(maxV, line[i + 1] * sy);
        }
        return Math.max(maxU - minU, maxV - minV);
    }

    private static double segment(double u, double v, double[] s) {
        double dx = s[2] - s[0];
        double dy = s[3] - s[1];
        double len = dx * dx + dy * dy;
        double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((u - s[0]) * dx + (v - s[1]) * dy) / len));
        return Math.hypot(u - s[0] - t * dx, v - s[1] - t * dy);
    }

    /** GDAL's lines wide and orange, ours thin and dark blue, over a window in longitude/latitude. */
    static void picture(Map<Double, List<double[]>> ours, Map<Double, List<double[]>> gdal, double west, double south,
            double width, double height, Path file) throws Exception {
        int w = 1200;
        double cos = Math.cos(Math.toRadians(south + height / 2));
        int hPx = (int) Math.round(w * height / (width * cos));
        BufferedImage img = new BufferedImage(w, hPx, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, hPx);
        draw(g, gdal, west, south, width, height, w, hPx, new Color(255, 150, 40), 7f);
        draw(g, ours, west, south, width, height, w, hPx, new Color(20, 40, 140), 1.6f);
        g.setColor(new Color(255, 255, 255, 225));
        g.fillRect(0, 0, w, 28);
        g.setColor(Color.BLACK);
        g.drawString(String.format(java.util.Locale.ROOT,
                "N57E011, every 25 m from 12.5 m, lon %.2f..%.2f E, lat %.2f..%.2f N: gdal_contour (orange), terrain4j (blue)",
                west, west + width, south, south + height), 10, 20);
        g.dispose();
        Files.createDirectories(file.getParent());
        ImageIO.write(img, "png", file.toFile());
    }

    private static void draw(Graphics2D g, Map<Double, List<double[]>> lines, double west, double south, double width,
            double height, int w, int h, Color colour, float stroke) {
        g.setColor(colour);
        g.setStroke(new BasicStroke(stroke, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (List<double[]> level : lines.values()) {
            for (double[] line : level) {
                Path2D.Double p = new Path2D.Double();
                for (int i = 0; i + 1 < line.length; i += 2) {
                    double x = (line[i] - west) / width * w;
                    double y = (south + height - line[i + 1]) / height * h;
                    if (i == 0) {
                        p.moveTo(x, y);
                    } else {
                        p.lineTo(x, y);
                    }
                }
                g.draw(p);
            }
        }
    }
}
