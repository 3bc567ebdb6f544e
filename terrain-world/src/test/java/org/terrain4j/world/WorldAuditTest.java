package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's audit table over the 8 presets × 20 seeds at the default 201², written as Markdown to the file
 * named by {@code -Dterrain4j.audit=FILE} (skipped without it: it generates some 500 worlds). Each column is
 * measured as the test that guards it measures it: runway cut and fill as {@link RunwayCutFillTest}, the town's
 * distance to its lake as {@link LakesideTest}, the groves along the river as {@link DuneSeaTest}, the dune
 * correlation one crest spacing across the crests as {@link DunePeriodTest}; the river pieces are the
 * 8-connected pieces of river water.
 */
class WorldAuditTest {

    static final int SEEDS = 20;

    /** The 8-connected pieces of the world's river water. */
    static int riverPieces(World w) {
        int n = w.columns();
        boolean[] river = new boolean[n * n];
        for (int i = 0; i < n * n; i++) {
            river[i] = w.river(i % n, i / n);
        }
        return Pieces.sizes(river, n).length;
    }

    /**
     * Metres from the nearest building to the largest body of water: to the edge of its wet cells if
     * {@code cellEdge}, else to its shore samples' centres.
     */
    static double townToShore(World w, boolean cellEdge) {
        int n = w.columns();
        List<Integer> sizes = new ArrayList<>();
        int[] label = LakesideTest.bodies(w, sizes);
        int lake = 0;
        for (int k = 0; k < sizes.size(); k++) {
            lake = sizes.get(k) > sizes.get(lake) ? k : lake;
        }
        double nearest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n * n; i++) {
            int c = i % n;
            int r = i / n;
            if (label[i] == lake && ((c > 0 && label[i - 1] != lake) || (c < n - 1 && label[i + 1] != lake)
                    || (r > 0 && label[i - n] != lake) || (r < n - 1 && label[i + n] != lake))) {
                for (Building b : w.buildings()) {
                    nearest = Math.min(nearest, cellEdge ? LakesideTest.toCell(b.x(), b.z(), w.frame().x(c),
                            w.frame().z(r), w.frame().spacingX()) : Math.hypot(w.frame().x(c) - b.x(), w.frame().z(r) - b.z()));
                }
            }
        }
        return nearest;
    }

    /** The share of the world's trees within 1 km of its river. */
    static double treesAlongTheRiver(World w) {
        List<double[]> river = new ArrayList<>();
        for (int r = 0; r < w.rows(); r++) {
            for (int c = 0; c < w.columns(); c++) {
                if (w.river(c, r)) {
                    river.add(new double[] {w.frame().x(c), w.frame().z(r)});
                }
            }
        }
        int along = 0;
        for (Tree t : w.trees()) {
            for (double[] p : river) {
                if (Math.hypot(p[0] - t.x(), p[1] - t.z()) <= DuneSeaTest.ALONG) {
                    along++;
                    break;
                }
            }
        }
        return w.trees().isEmpty() ? 0 : along / (double) w.trees().size();
    }

    /** The dunes' correlation one crest spacing across their crests (as {@link DunePeriodTest}). */
    static double dunePeriod(long seed) {
        World w = new Environment("dunes", seed, BaseGround.standard().withRelief(0).withPlainsDepth(0).withWater(0),
                List.of(Placement.of(Elements.DESERT).withValue("coverage", 1).withValue("crest spacing",
                        DunePeriodTest.SPACING))).generate();
        double least = Double.POSITIVE_INFINITY;
        double across = 0;
        for (int q = 0; q < 72; q++) {
            double t = q * Math.PI / 72;
            double half = DunePeriodTest.correlation(w, DunePeriodTest.SPACING / 2 * Math.cos(t),
                    DunePeriodTest.SPACING / 2 * Math.sin(t));
            if (half < least) {
                least = half;
                across = t;
            }
        }
        return DunePeriodTest.correlation(w, DunePeriodTest.SPACING * Math.cos(across),
                DunePeriodTest.SPACING * Math.sin(across));
    }

    static String range(double[] v, String format) {
        double[] s = v.clone();
        Arrays.sort(s);
        return String.format(Locale.ROOT, format + " – " + format, s[0], s[s.length - 1]);
    }

    @Test
    void auditTable() throws IOException {
        String file = System.getProperty("terrain4j.audit");
        Assumptions.assumeTrue(file != null, "-Dterrain4j.audit=FILE not set");
        StringBuilder t = new StringBuilder();
        t.append("| preset | runway cut/fill median / worst (m) | standing water: seeds wet, share of the square"
                + " | river pieces at 201² (seeds with a river) | other |\n|---|---|---|---|---|\n");
        int rows = 0;
        for (Preset p : Preset.values()) {
            double[] cut = RunwayCutFillTest.cutFill(p);
            double[] water = new double[SEEDS];
            int wet = 0;
            List<Integer> pieces = new ArrayList<>();
            double[] other = new double[SEEDS];
            double[] centres = new double[SEEDS];
            for (int s = 0; s < SEEDS; s++) {
                World w = p.environment(s).generate();
                water[s] = w.waterCount() / (double) (w.columns() * w.rows());
                wet += w.waterCount() > 0 ? 1 : 0;
                int k = riverPieces(w);
                if (k > 0) {
                    pieces.add(k);
                }
                other[s] = switch (p) {
                    case LAKESIDE -> townToShore(w, true);
                    case DUNE_SEA -> treesAlongTheRiver(w);
                    default -> Double.NaN;
                };
                centres[s] = p == Preset.LAKESIDE ? townToShore(w, false) : Double.NaN;
            }
            String otherText = switch (p) {
                case LAKESIDE -> "nearest building to the lake " + range(other, "%.0f") + " m to its wet cells' edge, "
                        + range(centres, "%.0f") + " m to its shore samples' centres";
                case DUNE_SEA -> "trees within 1 km of the river " + range(other, "%.3f");
                default -> "";
            };
            String piecesText = pieces.isEmpty() ? "no river"
                    : range(pieces.stream().mapToDouble(Integer::doubleValue).toArray(), "%.0f") + " ("
                            + pieces.size() + ")";
            t.append(String.format(Locale.ROOT, "| %s | %.1f / %.1f | %d / 20, %s | %s | %s |%n", p,
                    RunwayCutFillTest.median(cut), Arrays.stream(cut).max().orElseThrow(), wet,
                    range(water, "%.3f"), piecesText, otherText));
            assertTrue(Arrays.stream(cut).allMatch(Double::isFinite), p + ": cut/fill not finite");
            rows++;
        }
        double[] dunes = new double[SEEDS];
        for (int s = 0; s < SEEDS; s++) {
            dunes[s] = dunePeriod(s);
        }
        t.append(String.format(Locale.ROOT, "%nDunes (DESERT over the whole square, crest spacing %.0f m): correlation"
                + " one spacing across the crests %s over seeds 0–19.%n", DunePeriodTest.SPACING, range(dunes, "%.2f")));
        assertEquals(Preset.values().length, rows);
        Files.writeString(Path.of(file), t, StandardCharsets.UTF_8);
    }
}
