package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class RunwayTest {

    /** The 27 points of a site, computed here from the record's own description (9 along × 3 across). */
    static double[] measure(Ground g, RunwayRecord.Site s, double length, double width, double lo, double hi) {
        double ax = Math.sin(Math.toRadians(s.heading()));
        double az = -Math.cos(Math.toRadians(s.heading()));
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double charge = 0;
        for (int a = 0; a < 9; a++) {
            for (int b = 0; b < 3; b++) {
                double u = (a / 8.0 - 0.5) * length;
                double v = (b / 2.0 - 0.5) * width;
                double h = g.height(s.x() + ax * u - az * v, s.z() + az * u + ax * v);
                min = Math.min(min, h);
                max = Math.max(max, h);
                charge += Math.max(0, Math.max(lo - h, h - hi));
            }
        }
        return new double[] {max - min, charge / 27};
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

    @Test
    void theFlattestOfSixtyWins() {
        for (long seed : new long[] {12, 5, 77}) {
            World w = Preset.HIGHLANDS.environment(seed, true).generate();
            RunwayRecord rec = w.runway().orElseThrow();
            assertEquals(60, rec.candidates().size());
            Ground g = w.environment().ground().ground(seed);
            double best = Double.POSITIVE_INFINITY;
            for (RunwayRecord.Site s : rec.candidates()) {
                double[] m = measure(g, s, rec.length(), rec.width(), 0, 400);
                assertEquals(m[0], s.relief(), 1e-9);
                assertEquals(m[1], s.charge(), 1e-9);
                best = Math.min(best, m[0] + m[1]);
            }
            assertEquals(best, rec.relief() + rec.bandCharge(), 0.0);
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

    @Test
    void aWorldWithNoGroundInTheBandStillGetsItsBestStrip() {
        Environment e = Preset.HIGHLANDS.environment(12).withPlacements(
                List.of(Placement.of(Elements.GRASS), Placement.of(Elements.RUNWAY).withSpan("band", 4000, 5000)));
        World w = e.generate();
        RunwayRecord rec = w.runway().orElseThrow();
        Ground g = e.ground().ground(12);
        double bestScore = Double.POSITIVE_INFINITY;
        for (RunwayRecord.Site s : rec.candidates()) {
            double[] m = measure(g, s, rec.length(), rec.width(), 4000, 5000);
            assertTrue(m[1] > 2500, "every site is charged: nothing reaches 4000 m");
            bestScore = Math.min(bestScore, m[0] + m[1]);
        }
        assertEquals(bestScore, rec.relief() + rec.bandCharge(), 1e-9);
        // charged for the part outside: the mean of the 27 points' distance below 4000 m
        assertEquals(4000 - rec.siteHeight(), rec.bandCharge(), 1e-6);
        assertTrue(pavementSamples(w) > 0);
    }

    @Test
    void aStripAtALakesEdgeIsLiftedClearWithItsRecord() {
        // a water line high over the plains and a band below it: the strip is sited where the lake settles
        Environment e = Preset.LAKESIDE.environment(12).withPlacements(List.of(
                Placement.of(Elements.WATER_BODY).withValue("water line", 10),
                Placement.of(Elements.GRASS).withSpan("band", -500, 300),
                Placement.of(Elements.RUNWAY).withSpan("band", -500, 0)));
        World w = e.generate();
        RunwayRecord rec = w.runway().orElseThrow();
        assertTrue(rec.siteHeight() < 10, "sited below the water line: " + rec.siteHeight());
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
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                if (w.pavement(c, r)) {
                    assertFalse(w.water(c, r));
                    assertTrue(w.heights().get(c, r) > 10);
                }
                shore |= w.water(c, r);
            }
        }
        assertTrue(shore, "the lake is still there beside the strip");
        // without the water it would not have been lifted
        World dry = e.withPlacements(List.of(Placement.of(Elements.GRASS), Placement.of(Elements.RUNWAY)
                .withSpan("band", -500, 0))).generate();
        assertEquals(0, dry.runway().orElseThrow().liftedBy());
        assertFalse(dry.runway().orElseThrow().toString().contains("lifted"), dry.runway().orElseThrow().toString());
        assertTrue(dry.runway().orElseThrow().clearOf().isEmpty());
    }

    @Test
    void noElementsEditMovesTheGroundUnderTheStrip() {
        Environment e = Preset.LAKESIDE.environment(12, true);
        Editor editor = Editor.of(e);
        World base = editor.world();
        float[] h0 = base.heights().toArray();
        List<Integer> pave = new ArrayList<>();
        for (int i = 0; i < h0.length; i++) {
            if (base.pavement(i % base.columns(), i / base.columns())) {
                pave.add(i);
            }
        }
        assertFalse(pave.isEmpty());
        List<EditorRow> rows = editor.rows();
        int checked = 0;
        for (int k = 0; k < rows.size(); k++) {
            EditorRow row = rows.get(k);
            if (row.element().equals(Elements.RUNWAY) || row.range().equals("water line")) {
                continue; // the strip's own ranges; a water line moved over the strip lifts it (see the record)
            }
            for (int presses : new int[] {-50, 50}) {
                World w = editor.stepped(k, presses).world();
                float[] h = w.heights().toArray();
                for (int i : pave) {
                    assertEquals(h0[i], h[i], 0.0, row + " moved the strip");
                    assertTrue(w.pavement(i % w.columns(), i / w.columns()));
                }
                checked++;
            }
        }
        assertTrue(checked > 60, "rows stepped: " + checked);
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
}
