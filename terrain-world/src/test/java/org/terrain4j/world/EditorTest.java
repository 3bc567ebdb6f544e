package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class EditorTest {

    static int row(Editor ed, String element, String range, EditorRow.Kind kind) {
        List<EditorRow> rows = ed.rows();
        for (int k = 0; k < rows.size(); k++) {
            EditorRow r = rows.get(k);
            if (r.element().equals(element) && r.range().equals(range) && r.kind() == kind) {
                return k;
            }
        }
        throw new AssertionError(element + " " + range + " " + kind);
    }

    @Test
    void rowsPerKindOfRange() {
        Editor ed = Editor.of(Preset.HIGHLANDS.environment(1));
        List<EditorRow> rows = ed.rows();
        EditorRow peaks = rows.get(row(ed, Elements.MOUNTAIN, "peaks", EditorRow.Kind.VALUE));
        assertEquals(14, peaks.value()); // the density's count, shown
        assertEquals(1, peaks.step()); // 60 / 50 = 1.2 -> 1
        assertEquals(50, rows.get(row(ed, Elements.MOUNTAIN, "height", EditorRow.Kind.MIN)).step()); // 2950/50 = 59 -> 50
        assertEquals(0.02, rows.get(row(ed, Elements.SNOW, "coverage", EditorRow.Kind.VALUE)).step());
        assertEquals(100, rows.get(row(ed, Elements.GRASS, "green", EditorRow.Kind.LIGHT)).value());
        assertEquals(2, rows.get(row(ed, Elements.GRASS, "green", EditorRow.Kind.DARK)).step());
        // spans are two rows, singles one, gradients two
        long mountainRows = rows.stream().filter(r -> r.element().equals(Elements.MOUNTAIN)).count();
        assertEquals(1 + 2 * 3, mountainRows);
    }

    @Test
    void endsNeverCross() {
        Editor ed = Editor.of(Preset.HIGHLANDS.environment(1));
        int min = row(ed, Elements.MOUNTAIN, "height", EditorRow.Kind.MIN);
        int max = row(ed, Elements.MOUNTAIN, "height", EditorRow.Kind.MAX);
        Editor up = ed.stepped(min, 1000);
        Reading r = up.placements().get(0).span("height");
        assertEquals(r.max(), r.min()); // stopped at MAX
        assertEquals(900, r.max());
        Editor down = ed.stepped(max, -1000);
        Reading d = down.placements().get(0).span("height");
        assertEquals(300, d.min());
        assertEquals(300, d.max());
        assertTrue(down.rows().get(max).lower() == 300);
    }

    @Test
    void everyReadingIsClamped() {
        Editor ed = Editor.of(Preset.HIGHLANDS.environment(1));
        int cov = row(ed, Elements.SNOW, "coverage", EditorRow.Kind.VALUE);
        assertEquals(1, ed.stepped(cov, 500).rows().get(cov).value());
        assertEquals(0, ed.stepped(cov, -500).rows().get(cov).value());
        assertEquals(0, ed.withValue(cov, Double.NaN).rows().get(cov).value());
        int light = row(ed, Elements.GRASS, "green", EditorRow.Kind.LIGHT);
        assertEquals(150, ed.stepped(light, 999).rows().get(light).value());
        assertEquals(50, ed.stepped(light, -999).rows().get(light).value());
        int max = row(ed, Elements.MOUNTAIN, "height", EditorRow.Kind.MAX);
        assertEquals(3000, ed.stepped(max, 999).placements().get(0).span("height").max());
    }

    @Test
    void gradientStepsChangeLightnessOnly() {
        Editor ed = Editor.of(Preset.LAKESIDE.environment(1));
        for (EditorRow r0 : ed.rows()) {
            if (r0.kind() != EditorRow.Kind.LIGHT && r0.kind() != EditorRow.Kind.DARK) {
                continue;
            }
            int k = ed.rows().indexOf(r0);
            ColourGradient before = ed.placements().get(r0.placement()).gradient(r0.range());
            for (int presses : new int[] {-5, 3}) {
                Editor e2 = ed.stepped(k, presses);
                assertEquals(100 + 2 * presses, e2.rows().get(k).value());
                ColourGradient after = e2.placements().get(r0.placement()).gradient(r0.range());
                assertEquals(before.hue(), after.hue());
                Oklch b = r0.kind() == EditorRow.Kind.LIGHT ? before.light() : before.dark();
                Oklch a = r0.kind() == EditorRow.Kind.LIGHT ? after.light() : after.dark();
                assertEquals(b.chroma(), a.chroma());
                assertEquals(Math.min(1, b.lightness() * (100 + 2 * presses) / 100), a.lightness(), 1e-12);
                // and the colours it lays down are still on the hue, measured in OKLCH
                for (int t = 0; t <= 16; t++) {
                    assertTrue(ColourTest.offHue(after.rgb(t / 16.0), after.hue()) <= ColourTest.HUE_OFFSET);
                }
                // the other end did not move
                Oklch otherB = r0.kind() == EditorRow.Kind.LIGHT ? before.dark() : before.light();
                Oklch otherA = r0.kind() == EditorRow.Kind.LIGHT ? after.dark() : after.light();
                assertEquals(otherB, otherA);
            }
        }
    }

    @Test
    void editsBelongToACopyAndRestore() {
        Environment preset = Preset.LAKESIDE.environment(12);
        Editor ed = Editor.of(preset);
        World w0 = ed.world();
        int share = row(ed, Elements.WATER_BODY, "share", EditorRow.Kind.VALUE);
        Editor moved = ed.stepped(share, 3);
        double laid = preset.placements().get(0).value("share");
        assertEquals(laid + 3 * ed.rows().get(share).step(), moved.rows().get(share).value(), 1e-12);
        assertEquals(laid, Preset.LAKESIDE.environment(12).placements().get(0).value("share"));
        assertEquals(preset, Preset.LAKESIDE.environment(12)); // the preset is never written to
        assertNotEquals(w0.waterCount(), moved.world().waterCount());
        Editor back = moved.restored();
        assertEquals(ed.placements(), back.placements());
        assertEquals(ed.environment().seed(), back.environment().seed());
        assertArrayEquals(w0.heights().toArray(), back.world().heights().toArray());
    }

    @Test
    void theEditorHandsOutTheListACallerPasses() {
        Editor ed = Editor.of(Preset.DUNE_SEA.environment(5)).stepped(0, 4);
        World fromEditor = ed.world();
        World direct = Preset.DUNE_SEA.environment(5).withPlacements(ed.placements()).generate();
        assertArrayEquals(fromEditor.heights().toArray(), direct.heights().toArray());
        assertArrayEquals(fromEditor.coloursToArray(), direct.coloursToArray());
        // and the resolved list generates the same world as the preset's short one
        assertArrayEquals(Editor.of(Preset.DUNE_SEA.environment(5)).world().heights().toArray(),
                Preset.DUNE_SEA.environment(5).generate().heights().toArray());
    }

    /** Seed 002: a game mode brings its own ground, so the editor does not open while one is played. */
    @Test
    void refusedOnGameModeWorldsAndTheirStages() {
        for (Preset p : Preset.values()) {
            if (!p.mode()) {
                org.junit.jupiter.api.Assertions.assertNotNull(Editor.of(p.environment(3)));
                continue;
            }
            for (Environment e : java.util.List.of(p.environment(3), p.stage(3, 0), p.stage(3, 2))) {
                IllegalArgumentException x = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> Editor.of(e));
                org.junit.jupiter.api.Assertions.assertTrue(x.getMessage().contains(e.name())
                        && x.getMessage().contains("game mode brings its own ground"), x.getMessage());
            }
        }
    }

    /** CANYON COUNTRY's grass rows cannot show (sand, drawn after it, covers its band): each says so, and why. */
    @Test
    void rowsThatCannotShowSaySo() {
        for (long seed : new long[] {0, 5, 12}) {
            Editor ed = Editor.of(Preset.CANYON_COUNTRY.environment(seed));
            int grassRows = 0;
            for (EditorRow r : ed.rows()) {
                if (r.element().equals(Elements.GRASS)) {
                    grassRows++;
                    assertTrue(r.unseen().isPresent(), "seed " + seed + " " + r);
                    assertTrue(r.unseen().get().contains("sand"), r.unseen().get());
                } else {
                    assertTrue(r.unseen().isEmpty(), "seed " + seed + " " + r);
                }
            }
            assertEquals(4, grassRows);
            // the sand band lowered under the plateau's top: now the grass's own band (800 m up) is the reason,
            // and its band rows may bring it back; lowered too, the grass shows and its rows say nothing
            int max = row(ed, Elements.SAND, "band", EditorRow.Kind.MAX);
            Editor lowered = ed.withValue(max, 500);
            int light = row(lowered, Elements.GRASS, "green", EditorRow.Kind.LIGHT);
            int min = row(lowered, Elements.GRASS, "band", EditorRow.Kind.MIN);
            assertTrue(lowered.rows().get(light).unseen().orElse("").startsWith("its band [800, 5000] m holds no ground"),
                    lowered.rows().get(light).toString());
            assertTrue(lowered.rows().get(min).unseen().isEmpty());
            Editor both = lowered.withValue(min, 500);
            assertTrue(both.rows().stream().allMatch(r -> r.unseen().isEmpty()), "seed " + seed);
        }
    }

    /** A band that holds no ground marks the colour rows (the band rows can still bring the element back). */
    @Test
    void aBandWithNoGroundMarksTheColourRows() {
        Editor ed = Editor.of(Preset.HIGHLANDS.environment(2));
        int min = row(ed, Elements.GRASS, "band", EditorRow.Kind.MIN);
        int max = row(ed, Elements.GRASS, "band", EditorRow.Kind.MAX);
        Editor high = ed.withValue(max, 5000).withValue(min, 4900);
        EditorRow light = high.rows().get(row(high, Elements.GRASS, "green", EditorRow.Kind.LIGHT));
        assertTrue(light.unseen().orElse("").startsWith("its band [4900, 5000] m holds no ground"), light.toString());
        assertTrue(high.rows().get(min).unseen().isEmpty());
        assertTrue(ed.rows().get(row(ed, Elements.GRASS, "green", EditorRow.Kind.LIGHT)).unseen().isEmpty());
    }

    /**
     * Every preset the editor opens on, three seeds: a placement's rows are marked exactly when none of its
     * colours is on a sample of the world (counted here sample by sample), and elements without colours never.
     */
    @Test
    void marksMatchTheWorldInEveryPreset() {
        StringBuilder marked = new StringBuilder();
        for (Preset p : Preset.values()) {
            if (p.mode()) {
                continue;
            }
            for (long seed : new long[] {0, 5, 12}) {
                Editor ed = Editor.of(p.environment(seed));
                World w = ed.world();
                for (EditorRow r : ed.rows()) {
                    Placement pl = ed.placements().get(r.placement());
                    Element e = Elements.standard().element(pl.element());
                    boolean any = false;
                    boolean colours = false;
                    for (Range g : e.ranges()) {
                        if (g.kind() != Range.Kind.GRADIENT) {
                            continue;
                        }
                        colours = true;
                        ColourGradient cg = pl.gradient(g.name());
                        for (int row = 0; row < w.rows() && !any; row++) {
                            for (int c = 0; c < w.columns() && !any; c++) {
                                any = w.gradientAt(c, row).equals(cg);
                            }
                        }
                    }
                    boolean colourRow = r.kind() == EditorRow.Kind.LIGHT || r.kind() == EditorRow.Kind.DARK;
                    if (!colours || any) {
                        assertTrue(r.unseen().isEmpty(), p + " seed " + seed + " " + r);
                    } else if (colourRow) {
                        assertTrue(r.unseen().isPresent(), p + " seed " + seed + " " + r);
                    }
                    if (r.unseen().isPresent() && colourRow && r.kind() == EditorRow.Kind.LIGHT) {
                        marked.append(p).append(" ").append(seed).append(" ").append(r.element()).append(": ")
                                .append(r.unseen().get()).append('\n');
                    }
                }
            }
        }
        System.out.print("unseen rows:\n" + marked);
    }
}
