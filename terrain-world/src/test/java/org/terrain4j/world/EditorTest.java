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
        int line = row(ed, Elements.WATER_BODY, "water line", EditorRow.Kind.VALUE);
        Editor moved = ed.stepped(line, 3);
        double laid = preset.placements().get(0).value("water line");
        assertEquals(laid + 3 * 50, moved.rows().get(line).value()); // 2500 / 50 = 50
        assertEquals(laid, Preset.LAKESIDE.environment(12).placements().get(0).value("water line"));
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
}
