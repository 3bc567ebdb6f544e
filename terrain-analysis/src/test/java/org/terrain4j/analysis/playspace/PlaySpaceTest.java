package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.io.Rasters;

class PlaySpaceTest {

    /** 401 × 401 samples 5 m apart (2 km): a gentle plain, two cones, and a cliff wall with one gap. */
    static Heightfield provingPlain() {
        int n = 401;
        double[] h = new double[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double v = 20 + 0.01 * 5 * r;
                v += cone(c, r, 100, 100, 120, 60);
                v += cone(c, r, 300, 250, 60, 40);
                boolean wall = c >= 198 && c <= 202 && !(r >= 194 && r <= 205);
                if (wall) {
                    v += 50;
                }
                h[r * n + c] = v;
            }
        }
        return Heightfield.of(n, n, h).withFrame(GridFrame.of(0, 0, 5));
    }

    private static double cone(int c, int r, int cc, int cr, double height, double radius) {
        double d = Math.hypot(c - cc, r - cr);
        return d >= radius ? 0 : height * (1 - d / radius);
    }

    private static Landmark landmark(PlaySpaceReport report, GroundPoint top) {
        return report.landmarks().stream().filter(m -> m.top().equals(top)).findFirst()
                .orElseThrow(() -> new AssertionError(top + " not among " + report.landmarks()));
    }

    private static final GroundPoint START = new GroundPoint(250, 1500);

    @Test
    void theRouteToTheFarConeGoesThroughTheGapAndMeetsAChoke() {
        PlaySpaceReport report = PlaySpace.standard().withThreads(1).measure(provingPlain(), START);
        assertEquals(21, report.tests().size());
        // Both cones are landmark candidates (120 m and 60 m against 1.5 % of 2000 m = 30 m). The west
        // cone stands clear over the plain, seen from most route samples; the east one stands behind
        // the 50 m wall, seen only once through the gap: a discovery, not a landmark.
        Landmark west = landmark(report, new GroundPoint(500, 500));
        assertTrue(west.counted() && west.seenShare() > 0.5, west.toString());
        Landmark east = landmark(report, new GroundPoint(1500, 1250));
        assertTrue(!east.counted() && east.seenShare() > 0 && east.seenShare() < 0.25, east.toString());
        WalkedRoute far = report.routes().stream()
                .filter(r -> r.samples().get(r.samples().size() - 1).x() > 1000).findFirst().orElseThrow();
        boolean throughGap = far.samples().stream()
                .anyMatch(p -> Math.abs(p.x() - 1000) < 30 && p.z() > 960 && p.z() < 1035);
        assertTrue(throughGap, "the route crosses the wall in its gap: " + far.samples());
        Beat choke = far.beats().stream().filter(b -> b.kind() == Beat.Kind.CHOKE).findFirst().orElseThrow(
                () -> new AssertionError("no choke on " + far.beats()));
        assertTrue(Math.abs(choke.where().x() - 1000) < 160, "the choke is at the gap: " + choke);
        assertTrue(report.test(Criterion.CHOKES_PER_KM).value() > 0);
        // Everything walkable is reached through the gap except the wall's flat top (three columns of
        // about 390 samples, 0.7 % of the ground), walkable but behind its cliffs.
        double reached = report.test(Criterion.REACHED_GROUND).value();
        assertTrue(reached > 0.99 && reached < 1, "reached " + reached);
    }

    @Test
    void theSameReportWhateverTheThreadCount() {
        Heightfield land = provingPlain();
        String one = PlaySpace.standard().withThreads(1).measure(land, START).toJson();
        String two = PlaySpace.standard().withThreads(2).measure(land, START).toJson();
        assertEquals(one, two);
    }

    @Test
    void theJsonHoldsEveryTestAndRoute() {
        PlaySpaceReport report = PlaySpace.standard().measure(provingPlain(), START);
        JsonObject json = JsonParser.parseString(report.toJson()).getAsJsonObject();
        JsonArray tests = json.getAsJsonArray("tests");
        assertEquals(21, tests.size());
        for (int i = 0; i < 21; i++) {
            JsonObject t = tests.get(i).getAsJsonObject();
            assertEquals(Criterion.values()[i].id(), t.get("id").getAsString());
            assertEquals(report.tests().get(i).passed(), t.get("passed").getAsBoolean());
        }
        assertEquals(report.passed(), json.get("passed").getAsInt());
        assertEquals(report.routes().size(), json.getAsJsonArray("routes").size());
        assertEquals(6, json.getAsJsonObject("landforms").size());
    }

    @Test
    void theTableHasALinePerTestAndTheGate() {
        String table = PlaySpace.standard().measure(provingPlain(), START).table();
        List<String> lines = table.lines().toList();
        assertEquals(23, lines.size(), table);
        assertTrue(lines.get(22).contains("gate"), table);
    }

    @Test
    void aPictureFrom256PixelsCarriesItsLegendBesideTheMap() {
        PlaySpaceReport report = PlaySpace.standard().measure(provingPlain(), START);
        BufferedImage large = report.picture(400);
        BufferedImage small = report.picture(200);
        // the legend (a newcomer found no key to the marks) stands in a panel right of the 400-pixel map …
        assertTrue(large.getWidth() > 400 + 100, "map and panel: " + large.getWidth());
        assertEquals(400, large.getHeight());
        assertTrue(brightest(large.getRGB(10, 390)) > 100, "the map's corner is land, not the legend: "
                + Integer.toHexString(large.getRGB(10, 390)));
        assertTrue(brightest(large.getRGB(large.getWidth() - 3, 395)) < 60, Integer.toHexString(large.getRGB(402, 5)));
        // … which a small picture leaves out
        assertEquals(200, small.getWidth());
        assertTrue(brightest(small.getRGB(5, 195)) > 100, Integer.toHexString(small.getRGB(5, 195)));
    }

    @Test
    void thePictureKeepsTheLandsProportions() {
        Heightfield plain = provingPlain();
        // cells twice as long north-south as east-west: the map is twice as tall as a square-celled one
        GridFrame f = plain.frame();
        Heightfield tall = plain.withFrame(new GridFrame(f.originX(), f.originZ(), f.spacingX(), 2 * f.spacingZ()));
        PlaySpaceReport report = PlaySpace.standard().measure(tall, null, null, null, ProgressListener.NONE);
        BufferedImage img = report.picture(200);
        double expected = (double) plain.columns() / (2.0 * plain.rows());
        assertEquals(200, img.getHeight());
        assertEquals(expected * 200, img.getWidth(), 1.0, "width of a map 200 pixels tall");
    }

    private static int brightest(int rgb) {
        return Math.max(rgb >> 16 & 255, Math.max(rgb >> 8 & 255, rgb & 255));
    }

    @Test
    void aLandInDegreesIsRefusedNamingTheWayToMetres() {
        Heightfield plain = provingPlain();
        GridFrame degrees = new GridFrame(11, -57.1, 1 / 1200.0, 1 / 1200.0)
                .withGeoreference(Georeference.in(CoordinateSystem.WGS84));
        Heightfield land = plain.withFrame(degrees);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlaySpace.standard().measure(land, null, null, null, ProgressListener.NONE));
        assertTrue(e.getMessage().contains("in degrees (EPSG:4326") && e.getMessage().contains("Geographic.toMetres"),
                e.getMessage());
    }

    @Test
    void thePictureAndJsonFiles(@TempDir Path dir) throws Exception {
        PlaySpaceReport report = PlaySpace.standard().measure(provingPlain(), START);
        BufferedImage img = report.picture(200);
        assertEquals(200, img.getWidth());
        assertEquals(200, img.getHeight());
        Path json = dir.resolve("r.json");
        report.writeJson(json);
        assertEquals(report.toJson(), Files.readString(json));
        Path png = dir.resolve("r.png");
        report.writePicture(png, 300);
        assertTrue(Files.size(png) > 1000);
        assertThrows(IllegalArgumentException.class, () -> report.picture(10));
    }

    @Test
    void aBaselineGatesTheFeaturedLand() {
        Heightfield plain = provingPlain();
        // "Features": a steep block that takes easy ground away near the start.
        float[] h = plain.toArray();
        for (int r = 0; r < 401; r++) {
            for (int c = 0; c < 401; c++) {
                if (c > 20 && c < 380 && r > 320 && r < 390) {
                    h[r * 401 + c] += (float) ((c % 10) * 3.0);
                }
            }
        }
        Heightfield featured = Heightfield.of(401, 401, h).withFrame(plain.frame());
        PlaySpaceReport before = PlaySpace.standard().measure(plain, START);
        PlaySpaceReport after = PlaySpace.standard().measure(featured, START).withBaseline(before);
        assertTrue(before.gate().passed());
        assertTrue(before.gate().easyShare() - after.gate().easyShare() > 0.05,
                before.gate() + " then " + after.gate());
        assertFalse(after.gate().passed());
    }

    /** Issue 31: the gate alone, for a baseline, is the full measure's gate from the same start. */
    @Test
    void theGateAloneIsTheMeasuresGate() {
        Heightfield plain = provingPlain();
        PlaySpaceReport full = PlaySpace.standard().measure(plain, START);
        Gate alone = PlaySpace.standard().gate(plain, full.start(), null, ProgressListener.NONE);
        assertEquals(full.gate(), alone);
        assertTrue(alone.baselineEasy().isEmpty());
        // a gate against itself as baseline passes, and prints both shares on the table's last line
        PlaySpaceReport gated = full.withBaseline(alone);
        assertEquals(full.withBaseline(full).gate(), gated.gate());
        assertTrue(gated.gate().passed());
        String last = gated.table().lines().reduce((a, b) -> b).orElseThrow();
        assertTrue(last.contains("gate passed against the baseline") && last.contains("baseline 89.0 %"), last);
        assertEquals(23, gated.table().lines().count());
    }

    @Test
    void callerTargetsReplaceTheVantages() {
        PlaySpaceReport report = PlaySpace.standard().measure(provingPlain(), START, null,
                List.of(new GroundPoint(1800, 200), new GroundPoint(1000, 100)), ProgressListener.NONE);
        // The second target is on the wall's top: no route reaches it.
        assertEquals(1, report.routes().size());
        assertEquals("target 0", report.routes().get(0).target());
        assertEquals(0.5, report.test(Criterion.TARGETS_REACHED).value());
    }

    /**
     * Review leftover: {@code terrain measure --start 100,300 --routes 100,300} on the volcano reported
     * 70.7 beats per km: the start half-way between samples and the target at the same place went to
     * different samples, and one beat over the 14 m between them made the rate. A route to the start
     * now has no length, and with no route of any length there is no rate (NaN, n/a in the table).
     * Beside a real route it adds nothing: the rates and the directness are those of the real route.
     */
    @Test
    void aRouteToItsOwnStartHasNoLengthAndNoRate() throws Exception {
        Heightfield volcano = Rasters.read(Path.of("..", "data", "volcano.asc"));
        GroundPoint mid = new GroundPoint(100, -300);
        PlaySpaceReport self = PlaySpace.standard().measure(volcano, mid, null, List.of(mid), ProgressListener.NONE);
        assertEquals(1, self.routes().size());
        assertEquals(0, self.routes().get(0).length());
        assertEquals(1, self.test(Criterion.TARGETS_REACHED).value());
        for (Criterion c : new Criterion[] {Criterion.BEATS_PER_KM, Criterion.REVEALS_PER_KM, Criterion.DIRECTNESS,
            Criterion.LONGEST_QUIET}) {
            assertTrue(Double.isNaN(self.test(c).value()), c + ": " + self.test(c));
            assertFalse(self.test(c).passed(), c.toString());
        }
        assertTrue(self.table().contains("n/a per km"), self.table());
        GroundPoint far = new GroundPoint(700, -100);
        PlaySpaceReport one = PlaySpace.standard().measure(volcano, mid, null, List.of(far), ProgressListener.NONE);
        PlaySpaceReport both = PlaySpace.standard().measure(volcano, mid, null, List.of(mid, far), ProgressListener.NONE);
        for (Criterion c : new Criterion[] {Criterion.BEATS_PER_KM, Criterion.DIRECTNESS, Criterion.LONGEST_QUIET}) {
            assertEquals(one.test(c).value(), both.test(c).value(), c.toString());
        }
    }

    @Test
    void aRealDemGivesFiniteValues() throws Exception {
        Heightfield volcano = Rasters.read(Path.of("..", "data", "volcano.asc"));
        PlaySpaceReport report = PlaySpace.standard().measure(volcano);
        assertFalse(report.routes().isEmpty(), report.toString());
        for (PlayTest t : report.tests()) {
            assertTrue(Double.isFinite(t.value()), t.toString());
        }
        assertTrue(report.vantages().stream().anyMatch(Vantage::reached));
    }

    @Test
    void badInputIsRefusedByName() {
        PlaySpace m = PlaySpace.standard();
        Heightfield land = provingPlain();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> m.measure(Heightfield.filled(2, 5, 1)));
        assertTrue(e.getMessage().contains("3 × 3"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> m.measure(land, null, new boolean[7], null, ProgressListener.NONE));
        assertTrue(e.getMessage().startsWith("water must have"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> m.measure(land, new GroundPoint(-500, 0)));
        assertTrue(e.getMessage().contains("off the grid"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> m.measure(Heightfield.filled(9, 9, -3)));
        assertTrue(e.getMessage().contains("sea"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> m.withSampleSpacing(Double.NaN));
        assertEquals("sampleSpacing must be in [1, 10000] m, got NaN", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> m.withThreads(0));
        assertThrows(IllegalArgumentException.class, () -> m.withLandmarkSeenShare(1.5));
        assertThrows(NullPointerException.class, () -> m.withBands(null));
    }

    @Test
    void cancellingStops() {
        ProgressListener cancel = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        };
        assertThrows(CancellationException.class,
                () -> PlaySpace.standard().measure(provingPlain(), START, null, null, cancel));
    }

    /**
     * Review 6, finding 7: a 3 × 3 land on 1 km cells, about 0.1° steep, was refused as having no
     * walkable ground, every sample counted a river. With a landform disc that reaches the neighbours
     * it is measured now; with the standard 300 m disc it is refused before any work, naming the
     * spacing and the radius (the census refused it only after the routes, as "radius must be at least
     * the grid spacing").
     */
    @Test
    void review6ACoarseGentleLandIsMeasured() {
        Heightfield land = Heightfield.of(3, 3, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9})
                .withFrame(GridFrame.of(0, 0, 1000));
        PlaySpaceReport report = PlaySpace.standard().withThreads(1)
                .withLandforms(org.terrain4j.analysis.landform.Landforms.standard().withRadius(1000)).measure(land);
        assertEquals(Criterion.values().length, report.tests().size(), "measured");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlaySpace.standard().measure(land));
        assertEquals("land's samples are 1000 m apart, more than the 300 m radius of the landform census (landforms):"
                + " the play-space measure needs samples at most that far apart", e.getMessage());
    }

    /**
     * Review 6, finding 7: the refusal for a land with no walkable ground named every cause at once
     * ("every sample is steeper than 42°, water, sea or no-data"); it now counts the samples closed
     * by each.
     */
    @Test
    void review6NoWalkableGroundCountsTheSamplesOfEachCause() {
        double[] steep = new double[81];
        for (int i = 0; i < steep.length; i++) {
            steep[i] = 100 * (i % 9) + 10;
        }
        steep[80] = Double.NaN;
        steep[0] = -5;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlaySpace.standard().withThreads(1).measure(Heightfield.of(9, 9, steep)));
        assertEquals("land has no walkable ground: of its 81 samples, 77 are steeper than 42°, 1 is sea (at or"
                + " below 0 m), 1 is no-data and 2 lie beside no-data (no slope)", e.getMessage());
    }
}
