package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.internal.RiverElement;

/**
 * Rivers continuous at any grid size (issue 29): "a river narrower than a sample still reads as one
 * unbroken line of water". For every preset with a river, at 41², 101², 201² and 601² samples, seeds 0
 * to 19: the river's water (8-connected, the water of a lake it runs into joining it) is in no more
 * pieces than the times its line runs into the square (a river leaving the square and coming back is
 * two runs), every river sample lies at or under its surface, and it is painted in the river's blue.
 * A run counts where the line comes within the water's half width (the channel's, at least half a
 * sample's diagonal) of the square.
 *
 * <p>Measured, pieces at 201² over seeds 0 to 19 (before, when the water was only the channel's own
 * width: RIVER BASIN 1–2, DUNE SEA 1–6, LOOP VALLEY 9–31, BACK COUNTRY 50–110); after, one piece a run
 * at every size: RIVER BASIN 1–2, DUNE SEA 1, LOOP VALLEY 1, BACK COUNTRY 1–2, every piece of two a river
 * leaving and re-entering the square.
 */
class RiverPiecesTest {

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        int[] sizes = {41, 101, 201, 601};
        for (Preset p : Preset.values()) {
            if (p.placements().stream().noneMatch(q -> q.element().equals(Elements.RIVER))) {
                continue;
            }
            for (int n : sizes) {
                for (long seed = 0; seed < 20; seed++) {
                    out.add(Arguments.of(p + " " + n + "² seed " + seed, p, n, seed));
                }
            }
        }
        return out.stream();
    }

    /** 8-connected pieces of water that hold river water (a lake's water joins what it touches). */
    static int pieces(World w) {
        int n = w.columns();
        boolean[] seen = new boolean[n * n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int count = 0;
        for (int i = 0; i < n * n; i++) {
            if (seen[i] || !w.river(i % n, i / n)) {
                continue;
            }
            count++;
            seen[i] = true;
            queue.add(i);
            while (!queue.isEmpty()) {
                int j = queue.poll();
                int c = j % n;
                int r = j / n;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int cc = c + dc;
                        int rr = r + dr;
                        if (cc >= 0 && rr >= 0 && cc < n && rr < n && !seen[rr * n + cc] && w.water(cc, rr)) {
                            seen[rr * n + cc] = true;
                            queue.add(rr * n + cc);
                        }
                    }
                }
            }
        }
        return count;
    }

    /**
     * The times a line runs into the square grown by {@code margin} on every side, read every 10 m
     * along it.
     */
    static int runs(double[][] path, double half, double margin) {
        double lim = half + margin;
        int runs = 0;
        boolean was = false;
        for (int k = 0; k + 1 < path[0].length; k++) {
            double len = Math.hypot(path[0][k + 1] - path[0][k], path[1][k + 1] - path[1][k]);
            int parts = Math.max(1, (int) Math.ceil(len / 10));
            for (int q = 0; q < parts; q++) {
                double t = (double) q / parts;
                double x = path[0][k] + (path[0][k + 1] - path[0][k]) * t;
                double z = path[1][k] + (path[1][k + 1] - path[1][k]) * t;
                boolean in = Math.abs(x) <= lim && Math.abs(z) <= lim;
                runs += in && !was ? 1 : 0;
                was = in;
            }
        }
        return runs;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theRiverIsOneUnbrokenLineOfWaterAtAnyGridSize(String name, Preset preset, int samples, long seed) {
        Environment e = preset.environment(seed);
        e = e.withGround(e.ground().withSamples(samples));
        World w = e.generate();
        Map<Integer, RiverElement.Plan> plans = Generator.riverPlans(e, Elements.standard());
        assertEquals(1, plans.size(), name);
        Placement river = null;
        for (Generator.Item it : Generator.order(e, Elements.standard())) {
            if (it.element() instanceof RiverElement) {
                river = it.resolved();
            }
        }
        double spacing = e.ground().size() / (samples - 1);
        double margin = Math.max(river.span("width").max() / 2, spacing * Math.sqrt(0.5));
        int runs = runs(plans.values().iterator().next().path(), e.ground().size() / 2, margin);
        int pieces = pieces(w);
        assertTrue(pieces >= 1, name + ": no river water");
        assertTrue(pieces <= runs, name + ": the river's water is in " + pieces + " pieces; its line runs into the square "
                + runs + " time(s)");
        ColourGradient blue = river.gradient("blue");
        int n = w.columns();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (w.river(c, r)) {
                    assertTrue(w.heights().get(c, r) <= w.waterSurface(c, r), name + ": bed above the water at " + c + ", " + r);
                    assertEquals(blue, w.gradientAt(c, r), name + ": the river's colour at " + c + ", " + r);
                }
            }
        }
    }
}
