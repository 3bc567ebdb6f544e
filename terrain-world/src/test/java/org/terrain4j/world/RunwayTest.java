package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class RunwayTest {

    /**
     * A site's points, computed here from the record's own description: 3 across (both edges, the centre
     * line) and, along, at least 9 and no further apart than the 80 m samples of a 201² world (seed 002's
     * 27 points are the least).
     */
    static double[] measure(World w, RunwayRecord.Site s, double length, double width, double lo, double hi) {
        org.terrain4j.api.HeightFunction g = org.terrain4j.api.HeightFunction.of(w.heights());
        org.terrain4j.api.GridFrame f = w.heights().frame();
        int along = Math.max(9, (int) Math.ceil(length / 80.0) + 1);
        double ax = Math.sin(Math.toRadians(s.heading()));
        double az = -Math.cos(Math.toRadians(s.heading()));
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double charge = 0;
        double sum = 0;
        for (int a = 0; a < along; a++) {
            for (int b = 0; b < 3; b++) {
                double u = ((double) a / (along - 1) - 0.5) * length;
                double v = (b / 2.0 - 0.5) * width;
                double x = s.x() + ax * u - az * v;
                double z = s.z() + az * u + ax * v;
                double h = g.height(x, z);
                min = Math.min(min, h);
                max = Math.max(max, h);
                sum += h;
                int c = (int) Math.max(0, Math.min(w.columns() - 1, Math.round(f.column(x))));
                int r = (int) Math.max(0, Math.min(w.rows() - 1, Math.round(f.row(z))));
                charge += Math.max(0, Math.max(lo - h, h - hi)) + (w.water(c, r) ? 40 : 0);
            }
        }
        return new double[] {max - min, charge / (3 * along), sum / (3 * along), min, max};
    }

    static int pavementSamples(World w) {
        int k = 0;
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                k += w.pavement(c, r) ? 1 : 0;
            }
        }
        return k;
    }

    /**
     * The strip is sited on the ground as every other element left it: the 27 points of every candidate
     * are measured here on the same world generated without the strip (the runway is drawn last, so that
     * world is the ground the runway stage saw), and the flattest of the sixty wins.
     */
    @Test
    void theFlattestOfSixtyWinsOnTheFinishedGround() {
        for (long seed : new long[] {12, 5, 77}) {
            Environment e = Preset.HIGHLANDS.environment(seed, true);
            World w = e.generate();
            RunwayRecord rec = w.runway().orElseThrow();
            assertEquals(60, rec.candidates().size());
            World g = e.withRunway(false).generate();
            double best = Double.POSITIVE_INFINITY;
            for (RunwayRecord.Site s : rec.candidates()) {
                double[] m = measure(g, s, rec.length(), rec.width(), 0, 400);
                assertEquals(m[0], s.relief(), 1e-3);
                assertEquals(m[1], s.charge(), 1e-3);
                best = Math.min(best, m[0] + m[1]);
            }
            assertEquals(best, rec.relief() + rec.bandCharge(), 1e-3);
            // the pavement is level at the site's height
            for (int r = 0; r < w.rows(); r++) {
                for (int c = 0; c < w.columns(); c++) {
                    if (w.pavement(c, r)) {
                        assertEquals(rec.height(), w.heights().get(c, r), 1e-3);
                        assertFalse(w.water(c, r));
                    }
                }
            }
            assertTrue(pavementSamples(w) >= rec.length() / 80);
        }
    }

    /**
     * Peaks stand on a dead-flat base ground: on the base ground every site ties at relief 0, so a strip
     * sited there could land on a peak; sited on the finished ground it keeps off them.
     */
    @Test
    void aStripKeepsOffThePeaksDrawnBeforeIt() {
        BaseGround flat = BaseGround.standard().withRelief(0).withPlainsDepth(0).withElevation(100).withWater(0);
        for (long seed = 0; seed < 6; seed++) {
            Environment e = new Environment("peaks", seed, flat, List.of(
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 20).withSpan("radius", 400, 900),
                    Placement.of(Elements.RUNWAY)));
            RunwayRecord rec = e.generate().runway().orElseThrow();
            assertTrue(rec.relief() < 1, "seed " + seed + ": " + rec);
            assertEquals(100, rec.height(), 1, "seed " + seed + ": " + rec);
        }
    }

    @Test
    void aWorldWithNoGroundInTheBandStillGetsItsBestStrip() {
        Environment e = Preset.HIGHLANDS.environment(12).withPlacements(
                List.of(Placement.of(Elements.GRASS), Placement.of(Elements.RUNWAY).withSpan("band", 4000, 5000)));
        World w = e.generate();
        RunwayRecord rec = w.runway().orElseThrow();
        World g = e.withRunway(false).generate();
        double bestScore = Double.POSITIVE_INFINITY;
        for (RunwayRecord.Site s : rec.candidates()) {
            double[] m = measure(g, s, rec.length(), rec.width(), 4000, 5000);
            assertTrue(m[1] > 2500, "every site is charged: nothing reaches 4000 m");
            bestScore = Math.min(bestScore, m[0] + m[1]);
        }
        assertEquals(bestScore, rec.relief() + rec.bandCharge(), 1e-3);
        // charged for the part outside: the mean of the points' distance below 4000 m; levelled midway
        RunwayRecord.Site won = rec.candidates().stream().filter(s -> s.x() == rec.x() && s.z() == rec.z())
                .findFirst().orElseThrow();
        double[] m = measure(g, won, rec.length(), rec.width(), 4000, 5000);
        assertEquals(4000 - m[2], rec.bandCharge(), 1e-6);
        assertEquals(0.5 * (m[3] + m[4]), rec.siteHeight(), 1e-6);
        assertTrue(pavementSamples(w) > 0);
    }

    @Test
    void aStripAtALakesEdgeIsLiftedClearWithItsRecord() {
        // a water line high over the plains and a band far below it: the strip is sited as low as it can go,
        // on the lake's edge (a point on the lake costs 40 m more than dry ground at its line)
        Environment e = Preset.LAKESIDE.environment(12).withPlacements(List.of(
                Placement.of(Elements.WATER_BODY).withValue("water line", 10),
                Placement.of(Elements.GRASS).withSpan("band", -500, 300),
                Placement.of(Elements.RUNWAY).withSpan("band", -500, -50)));
        World w = e.generate();
        RunwayRecord rec = w.runway().orElseThrow();
        assertTrue(rec.siteHeight() < 11, "sited at the lake's edge, over its 10 m line: " + rec.siteHeight());
        assertEquals(List.of(Elements.WATER_BODY), rec.clearOf());
        assertEquals(12, rec.height(), 1e-9); // the line plus the 2 m clearance
        assertEquals(12 - rec.siteHeight(), rec.liftedBy(), 1e-9);
        // the record reads as a line, not a dump of its sixty candidates
        String text = rec.toString();
        assertTrue(text.length() < 240, text);
        assertTrue(text.contains("clear of [water body]") && text.contains("best of 60 sites")
                && text.contains("height 12.0 m"), text);
        assertFalse(text.contains("Site[") || text.contains("candidates="), text);
        assertTrue(rec.candidates().get(0).toString().length() < 120, rec.candidates().get(0).toString());
        boolean shore = false;
        int raised = 0;
        World without = e.withRunway(false).generate();
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                if (w.pavement(c, r)) {
                    assertFalse(w.water(c, r));
                    assertTrue(w.heights().get(c, r) > 10);
                } else if (without.water(c, r) && w.heights().get(c, r) > 10.001 && w.heights().get(c, r) < 12) {
                    raised++; // apron lifted over the lake with the strip: water without the strip
                }
                shore |= w.water(c, r);
            }
        }
        assertTrue(shore, "the lake is still there beside the strip");
        assertTrue(raised > 0, "the apron eases down from the lifted strip");
        // the water is read back off the finished field: no water stands above its own line
        assertWaterUnderItsLine(w);
        // without the water it would not have been lifted
        World dry = e.withPlacements(List.of(Placement.of(Elements.GRASS), Placement.of(Elements.RUNWAY)
                .withSpan("band", -500, 0))).generate();
        assertEquals(0, dry.runway().orElseThrow().liftedBy());
        assertFalse(dry.runway().orElseThrow().toString().contains("lifted"), dry.runway().orElseThrow().toString());
        assertTrue(dry.runway().orElseThrow().clearOf().isEmpty());
    }

    /** No sample marked water stands above its own water line. */
    static void assertWaterUnderItsLine(World w) {
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                if (w.water(c, r)) {
                    assertTrue(w.heights().get(c, r) <= w.waterSurface(c, r), "water above its line at (" + c + ", " + r
                            + "): ground " + w.heights().get(c, r) + " m, surface " + w.waterSurface(c, r) + " m");
                }
            }
        }
    }

    /** Nothing stands on the strip's ground, and no street crosses its pavement. */
    static void assertStripClear(World w) {
        for (Tree t : w.trees()) {
            assertFalse(reserved(w, t.x(), t.z()), "a tree on the strip's ground: " + t);
        }
        for (Building b : w.buildings()) {
            assertFalse(reserved(w, b.x(), b.z()), "a building on the strip's ground: " + b);
        }
        for (Street s : w.streets()) {
            for (int k = 0; k <= 64; k++) {
                double x = s.x1() + (s.x2() - s.x1()) * k / 64;
                double z = s.z1() + (s.z2() - s.z1()) * k / 64;
                int c = (int) Math.round(w.frame().column(x));
                int r = (int) Math.round(w.frame().row(z));
                assertFalse(c >= 0 && r >= 0 && c < w.columns() && r < w.rows() && w.pavement(c, r), "a street across the strip: " + s);
            }
        }
    }

    private static boolean reserved(World w, double x, double z) {
        int c = (int) Math.round(w.frame().column(x));
        int r = (int) Math.round(w.frame().row(z));
        RunwayRecord rec = w.runway().orElseThrow();
        // pavement, or apron: within the apron's reach (450 m) of the pavement
        double ax = Math.sin(Math.toRadians(rec.heading()));
        double az = -Math.cos(Math.toRadians(rec.heading()));
        double dx = w.frame().x(c) - rec.x();
        double dz = w.frame().z(r) - rec.z();
        double du = Math.max(0, Math.abs(dx * ax + dz * az) - rec.length() / 2);
        double dv = Math.max(0, Math.abs(-dx * az + dz * ax) - Math.max(rec.width() / 2, 0.71 * w.frame().spacingX()));
        return Math.hypot(du, dv) <= 450;
    }

    /**
     * The strip is cut over whatever the edit drew: every row stepped to either end leaves a level, dry
     * pavement with nothing standing on it, and every element whose colour shows under the pavement in the
     * world without the strip says, on its rows, that it was levelled under the runway.
     */
    @Test
    void everyEditLeavesTheStripLevelDryAndClear() {
        Environment e = Preset.LAKESIDE.environment(12, true);
        Editor editor = Editor.of(e);
        List<EditorRow> rows = editor.rows();
        int checked = 0;
        for (int k = 0; k < rows.size(); k++) {
            EditorRow row = rows.get(k);
            if (row.element().equals(Elements.RUNWAY) || row.kind() == EditorRow.Kind.LIGHT || row.kind() == EditorRow.Kind.DARK) {
                continue; // the strip's own ranges; a colour edit moves no ground
            }
            // each row to one end of its range, the ends alternating from row to row
            for (int presses : new int[] {k % 2 == 0 ? -50 : 50}) {
                Editor edited = editor.stepped(k, presses);
                World w = edited.world();
                RunwayRecord rec = w.runway().orElseThrow();
                int pave = 0;
                for (int r = 0; r < w.rows(); r++) {
                    for (int c = 0; c < w.columns(); c++) {
                        if (w.pavement(c, r)) {
                            assertEquals(rec.height(), w.heights().get(c, r), 1e-3, row + " moved the strip");
                            assertFalse(w.water(c, r), row + " left water on the strip");
                            pave++;
                        }
                    }
                }
                assertTrue(pave >= rec.length() / 80, row + ": " + pave);
                assertStripClear(w);
                assertWaterUnderItsLine(w);
                checked++;
            }
        }
        assertTrue(checked > 25, "rows stepped: " + checked);
    }

    /**
     * The generic hold: an element whose colour lies under the pavement in the world without the strip
     * (the gradient owning a pavement sample is that element's) was levelled under the runway and says so.
     */
    @Test
    void anElementLevelledUnderTheStripSaysSo() {
        int grassHeld = 0;
        for (Preset p : List.of(Preset.HIGHLANDS, Preset.RIVER_BASIN, Preset.DUNE_SEA, Preset.LAKESIDE)) {
            for (long seed = 0; seed < 3; seed++) {
                Environment e = p.environment(seed, true);
                Editor editor = Editor.of(e);
                World w = editor.world();
                World bare = editor.environment().withRunway(false).generate();
                List<Placement> placements = editor.placements();
                for (int r = 0; r < w.rows(); r++) {
                    for (int c = 0; c < w.columns(); c++) {
                        if (!w.pavement(c, r)) {
                            continue;
                        }
                        ColourGradient g = bare.gradientAt(c, r);
                        for (int k = 0; k < placements.size(); k++) {
                            if (placements.get(k).gradients().containsValue(g)) {
                                int placement = k;
                                assertTrue(w.holds().stream().anyMatch(h -> h.placement() == placement),
                                        p + " seed " + seed + ": " + placements.get(k).element() + " shows under the strip, no hold");
                                assertTrue(editor.rows().stream().anyMatch(row -> row.placement() == placement && row.note().isPresent()));
                                grassHeld += placements.get(k).element().equals(Elements.GRASS) ? 1 : 0;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(grassHeld > 0, "grass lay under some strip");
    }

    @Test
    void holdsAreReportedOnTheRows() {
        Environment e = Preset.RIVER_BASIN.environment(12, true);
        Editor editor = Editor.of(e);
        List<Hold> holds = editor.world().holds();
        assertFalse(holds.isEmpty(), "the basin's grass and groves reach the strip");
        long noted = editor.rows().stream().filter(r -> r.note().isPresent()).count();
        assertTrue(noted > 0);
        for (EditorRow r : editor.rows()) {
            if (r.note().isPresent()) {
                assertTrue(holds.stream().anyMatch(h -> h.placement() == r.placement()));
            }
        }
        // no trees on the strip's ground
        World w = editor.world();
        for (Tree t : w.trees()) {
            int c = (int) Math.round(w.frame().column(t.x()));
            int r = (int) Math.round(w.frame().row(t.z()));
            assertFalse(w.pavement(c, r));
        }
    }

    /**
     * Ground level at 100 m but for flat-bottomed trenches 120 m wide and 150 m deep every 500 m both ways
     * (a canyon country's narrow cuts): seed 002's 27 points, 225–325 m apart along a strip of
     * 1 800–2 600 m, can all miss them. Measured at every sample spacing along, every site's recorded relief
     * is the relief of its footprint read every 5 m, so no site crossing a trench reads as flat.
     */
    @Test
    void aTrenchBetweenTheSeedsTwentySevenPointsIsSeen() {
        org.terrain4j.api.HeightFunction trenches = (x, z) -> {
            double fx = Math.floorMod((long) Math.floor(x), 500L);
            double fz = Math.floorMod((long) Math.floor(z), 500L);
            return fx < 120 || fz < 120 ? -50 : 100;
        };
        BaseGround g = BaseGround.standard().withRelief(0).withPlainsDepth(0).withElevation(100).withWater(0);
        Placement p = Elements.standard().element(Elements.RUNWAY).resolved(Placement.of(Elements.RUNWAY), g);
        for (long seed = 0; seed < 8; seed++) {
            RunwayRecord rec = org.terrain4j.world.internal.RunwayElement.site(trenches, g, p, seed);
            int crossing = 0;
            for (RunwayRecord.Site s : rec.candidates()) {
                double dense = measure5m(trenches, s, rec.length(), rec.width());
                assertEquals(dense, s.relief(), 1e-9, "seed " + seed + ": a site's relief missed a trench " + s);
                crossing += dense > 0 ? 1 : 0;
            }
            assertTrue(crossing > 50, "most sites cross a trench: " + crossing);
        }
    }

    private static double measure5m(org.terrain4j.api.HeightFunction g, RunwayRecord.Site rec, double length,
            double width) {
        double ax = Math.sin(Math.toRadians(rec.heading()));
        double az = -Math.cos(Math.toRadians(rec.heading()));
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double u = -length / 2; u <= length / 2; u += 5) {
            for (int b = 0; b < 3; b++) {
                double v = (b / 2.0 - 0.5) * width;
                double h = g.height(rec.x() + ax * u - az * v, rec.z() + az * u + ax * v);
                min = Math.min(min, h);
                max = Math.max(max, h);
            }
        }
        return max - min;
    }

    /**
     * The strip asked for takes its band from the base ground's threshold height (elevation to 400 m over
     * it, the lower end kept in the band's range): CANYON COUNTRY's plateau at 420 m is inside it, not
     * charged and left for the canyon floors.
     */
    @Test
    void anAddedStripTakesItsBandFromTheGround() {
        for (double[] c : new double[][] {{0, 0, 400}, {420, 420, 820}, {4_800, 4_600, 5_000}, {-900, -500, -100}}) {
            Environment e = new Environment("band", 1, BaseGround.standard().withElevation(c[0]), List.of())
                    .withRunway(true);
            Placement p = e.placements().get(0);
            assertEquals(c[1], p.span("band").min(), 0.0, "elevation " + c[0]);
            assertEquals(c[2], p.span("band").max(), 0.0, "elevation " + c[0]);
        }
        RunwayRecord rec = Preset.CANYON_COUNTRY.environment(3, true).generate().runway().orElseThrow();
        assertTrue(rec.siteHeight() >= 420, "on the plateau: " + rec);
    }

    /**
     * A lake's surface is level but no ground for a strip: every point of a site on water is charged 40 m.
     * LAKESIDE seeds 1, 5, 8 and 11 put the strip on the flat lake (a pad 2.5 km long in open water at seed
     * 8, lifted 2 m clear); now it stands on dry ground, and a site half on water is charged 20 m.
     */
    @Test
    void aStripIsNotSitedOnALake() {
        for (long seed : new long[] {1, 5, 8, 11}) {
            RunwayRecord rec = Preset.LAKESIDE.environment(seed, true).generate().runway().orElseThrow();
            assertEquals(0, rec.liftedBy(), 0.0, "seed " + seed + ": " + rec);
            assertTrue(rec.clearOf().isEmpty(), "seed " + seed + ": " + rec);
        }
        BaseGround g = BaseGround.standard().withRelief(0).withPlainsDepth(0).withElevation(100).withWater(0);
        Placement p = Elements.standard().element(Elements.RUNWAY).resolved(Placement.of(Elements.RUNWAY), g);
        // water everywhere west of x = 0: the ground is level everywhere
        RunwayRecord rec = org.terrain4j.world.internal.RunwayElement.site((x, z) -> 100, (x, z) -> x < 0 ? 1 : 0, g, p, 3);
        for (RunwayRecord.Site s : rec.candidates()) {
            assertEquals(0, s.relief(), 0.0);
            assertTrue(s.charge() >= 0 && s.charge() <= 40, s.toString());
        }
        assertEquals(0, rec.bandCharge(), 0.0, "a dry site wins: " + rec);
        assertTrue(rec.candidates().stream().anyMatch(s -> s.charge() == 40), "some site wholly on water");
    }
}
