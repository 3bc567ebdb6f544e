package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.io.SrtmHgt;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

class VoidFillTest {

    /** Our inverse-distance fill against gdal_fillnodata's on the same voids: float rounding apart. */
    static final double GDAL_TOLERANCE = 1e-3;

    @TempDir
    Path dir;

    /** The real tile has no voids (GDAL: 100 % valid), so voids are punched into a copy, on land. */
    static Heightfield punched(Heightfield tile, SplittableRandom rnd, int holes, int maxRadius) {
        HeightfieldBuffer b = tile.toBuffer();
        for (int k = 0; k < holes; k++) {
            int c = 20 + rnd.nextInt(tile.columns() - 40);
            int r = 20 + rnd.nextInt(tile.rows() - 40);
            int radius = 1 + rnd.nextInt(maxRadius);
            for (int y = Math.max(0, r - radius); y <= Math.min(tile.rows() - 1, r + radius); y++) {
                for (int x = Math.max(0, c - radius); x <= Math.min(tile.columns() - 1, c + radius); x++) {
                    if ((x - c) * (x - c) + (y - r) * (y - r) <= radius * radius) {
                        b.set(x, y, Double.NaN);
                    }
                }
            }
        }
        return b.freeze();
    }

    /** The hilly north-east part of the tile (the west is mostly sea). */
    static Heightfield land() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        return new Window(700, 100, 300, 250).crop(tile);
    }

    @Test
    void theRealTileHasNoVoidsSoACopyIsPunched() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        assertEquals(0, tile.noDataCount());
        Heightfield holed = punched(land(), new SplittableRandom(1), 12, 9);
        assertTrue(holed.noDataCount() > 300, "voids punched: " + holed.noDataCount());
    }

    @Test
    void inverseDistanceOnTheRealTileLeavesNoNaNAndStaysWithinTheNeighbours() throws Exception {
        Heightfield original = land();
        Heightfield holed = punched(original, new SplittableRandom(2), 15, 10);
        InverseDistanceFill fill = VoidFill.inverseDistance().withSearchDistance(30);
        Heightfield filled = fill.fill(holed);
        assertEquals(0, filled.noDataCount());
        assertWithinSearchedRange(holed, filled, 30);
        assertDefinedKept(holed, filled);
    }

    @Test
    void laplaceOnTheRealTileLeavesNoNaNAndObeysTheMaximumPrinciple() throws Exception {
        Heightfield holed = punched(land(), new SplittableRandom(3), 15, 10);
        Heightfield filled = VoidFill.laplace().fill(holed);
        assertEquals(0, filled.noDataCount());
        assertWithinBoundary(holed, filled);
        assertDefinedKept(holed, filled);
    }

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xF111L, 12);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bothFillsStayWithinRangeOnRandomFields(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int c = 8 + rnd.nextInt(40);
        int r = 8 + rnd.nextInt(40);
        HeightfieldBuffer b = Fields.smooth(rnd, c, r, 50).toBuffer();
        int holes = 1 + rnd.nextInt(6);
        for (int k = 0; k < holes; k++) {
            int x0 = rnd.nextInt(c);
            int y0 = rnd.nextInt(r);
            int w = 1 + rnd.nextInt(c / 2);
            int h = 1 + rnd.nextInt(r / 2);
            for (int y = y0; y < Math.min(r, y0 + h); y++) {
                for (int x = x0; x < Math.min(c, x0 + w); x++) {
                    b.set(x, y, Double.NaN);
                }
            }
        }
        b.set(rnd.nextInt(c), rnd.nextInt(r), 7.5); // at least one defined sample
        Heightfield holed = b.freeze();
        Heightfield laplace = VoidFill.laplace().withTolerance(2e-5).fill(holed);
        assertEquals(0, laplace.noDataCount());
        assertWithinBoundary(holed, laplace);
        assertDefinedKept(holed, laplace);
        Heightfield idw = VoidFill.inverseDistance().withSmoothingIterations(rnd.nextInt(4)).fill(holed);
        assertWithinSearchedRange(holed, idw, 100);
        assertDefinedKept(holed, idw);
    }

    @Test
    void laplaceContinuesAPlaneExactly() {
        GridFrame frame = new GridFrame(10, -40, 2, 3);
        Heightfield plane = Heightfield.sampled(frame, 61, 45, (x, z) -> 0.3 * x - 0.2 * z + 5);
        HeightfieldBuffer b = plane.toBuffer();
        for (int y = 5; y < 30; y++) {
            for (int x = 8; x < 50; x++) {
                if ((x - 25) * (x - 25) / 300.0 + (y - 17) * (y - 17) / 100.0 < 1 || (x > 40 && y > 10)) {
                    b.set(x, y, Double.NaN);
                }
            }
        }
        Heightfield holed = b.freeze();
        assertTrue(holed.noDataCount() > 500);
        Heightfield filled = VoidFill.laplace().withTolerance(1e-5).fill(holed);
        assertTrue(plane.equalsWithin(filled, 1e-4), "a plane is harmonic: the fill must continue it");
    }

    @Test
    void inverseDistanceMatchesAHandWorkedCase() {
        // one void at (1, 1): quadrant samples 2 at distance 1 (above) and 3, 3, 5 at distance √2
        Heightfield h = Heightfield.of(5, 4, new float[] {
            1, 2, 3, 4, 5,
            2, Float.NaN, Float.NaN, 5, 6,
            3, Float.NaN, 5, 6, 7,
            4, 5, 6, 7, 8.5f});
        Heightfield f = VoidFill.inverseDistance().fill(h);
        double s = Math.sqrt(2);
        assertEquals((2 + (3 + 3 + 5) / s) / (1 + 3 / s), f.get(1, 1), 1e-6);
    }

    @Test
    void voidsBeyondTheSearchDistanceStayVoid() {
        HeightfieldBuffer b = new HeightfieldBuffer(40, 1);
        b.fill(Double.NaN);
        b.set(0, 0, 10);
        Heightfield f = VoidFill.inverseDistance().withSearchDistance(5).fill(b.freeze());
        assertEquals(10, f.get(5, 0));
        assertTrue(Double.isNaN(f.get(6, 0)));
        assertEquals(34, f.noDataCount());
    }

    @Test
    void inverseDistanceMatchesGdalFillnodata() throws Exception {
        DemTesting.assumeTools("gdal_translate", "gdal_fillnodata.py");
        Heightfield holed = punched(land(), new SplittableRandom(4), 20, 12);
        for (int[] setting : new int[][] {{100, 0}, {8, 0}, {100, 2}}) {
            Path src = DemTesting.toEnvi(holed, dir, "holed");
            Path out = dir.resolve("filled-" + setting[0] + "-" + setting[1] + ".envi");
            DemTesting.run("gdal_fillnodata.py", "-q", "-md", Integer.toString(setting[0]), "-si",
                    Integer.toString(setting[1]), "-of", "ENVI", src.toString(), out.toString());
            float[] gdal = DemTesting.readEnvi(out, holed.columns(), holed.rows());
            Heightfield ours = VoidFill.inverseDistance().withSearchDistance(setting[0])
                    .withSmoothingIterations(setting[1]).fill(holed);
            double worst = 0;
            String where = "";
            for (int r = 0; r < holed.rows(); r++) {
                for (int c = 0; c < holed.columns(); c++) {
                    float g = gdal[r * holed.columns() + c];
                    double o = ours.get(c, r);
                    assertEquals(Float.isNaN(g), Double.isNaN(o), "void at " + c + ", " + r);
                    if (!Float.isNaN(g) && Math.abs(g - o) > worst) {
                        worst = Math.abs(g - o);
                        where = c + ", " + r + " (gdal " + g + ", ours " + o + ")";
                    }
                }
            }
            assertTrue(worst <= GDAL_TOLERANCE, "-md " + setting[0] + " -si " + setting[1] + ": largest difference "
                    + worst + " m at " + where);
        }
    }

    @Test
    void badInputIsRefusedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> VoidFill.inverseDistance().withSearchDistance(Double.NaN));
        assertTrue(e.getMessage().contains("searchDistance") && e.getMessage().contains("(0, 1e7]"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> VoidFill.inverseDistance().withSmoothingIterations(-1));
        assertTrue(e.getMessage().contains("smoothingIterations"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> VoidFill.laplace().withTolerance(0));
        assertTrue(e.getMessage().contains("tolerance"), e.getMessage());
        Heightfield empty = Heightfield.filled(3, 3, Double.NaN);
        e = assertThrows(IllegalArgumentException.class, () -> VoidFill.laplace().fill(empty));
        assertTrue(e.getMessage().contains("no defined sample"), e.getMessage());
        Heightfield inf = org.terrain4j.testkit.Infinite.field(2, 1, new float[] {1, Float.POSITIVE_INFINITY});
        e = assertThrows(IllegalArgumentException.class, () -> VoidFill.inverseDistance().fill(inf));
        assertTrue(e.getMessage().contains("column 1, row 0"), e.getMessage());
        Heightfield holed = Heightfield.of(3, 1, new float[] {1, Float.NaN, 3});
        assertThrows(CancellationException.class, () -> VoidFill.laplace().fill(holed, new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
            }

            @Override
            public boolean isCancelled() {
                return true;
            }
        }));
        var st = assertThrows(IllegalStateException.class, () -> VoidFill.laplace().withMaxIterations(1)
                .withTolerance(1e-5).fill(punched(Fields.smooth(new SplittableRandom(5), 60, 60, 100),
                        new SplittableRandom(5), 3, 10)));
        assertTrue(st.getMessage().contains("maxIterations = 1"), st.getMessage());
    }

    /**
     * Review 7, finding 3: a tolerance finer than a float can hold (1e-12 on heights near 100) ran for
     * more than twelve minutes, never to be reached; 1e-300 overflowed the progress estimate. Now refused
     * before any iteration, naming the finest tolerance the heights allow; the finest itself is reached.
     */
    @Test
    void laplaceRefusesAToleranceFinerThanAFloatCanHold() {
        Heightfield holed = punched(Fields.smooth(new SplittableRandom(5), 60, 60, 100), new SplittableRandom(5), 3, 10);
        float largest = 0;
        for (int r = 0; r < holed.rows(); r++) {
            for (int c = 0; c < holed.columns(); c++) {
                double v = holed.get(c, r);
                if (v == v) {
                    largest = Math.max(largest, (float) Math.abs(v));
                }
            }
        }
        double finest = Math.ulp(largest) / 2.0;
        for (double t : new double[] {1e-12, 1e-300, Double.MIN_VALUE, Math.nextDown(finest)}) {
            var e = assertThrows(IllegalArgumentException.class, () -> VoidFill.laplace().withTolerance(t).fill(holed));
            assertTrue(e.getMessage().startsWith("tolerance must be at least ") && e.getMessage().contains("was "),
                    e.getMessage());
        }
        Heightfield filled = VoidFill.laplace().withTolerance(finest).fill(holed);
        assertEquals(0, filled.noDataCount());
    }

    static void assertDefinedKept(Heightfield holed, Heightfield filled) {
        for (int r = 0; r < holed.rows(); r++) {
            for (int c = 0; c < holed.columns(); c++) {
                double v = holed.get(c, r);
                if (!Double.isNaN(v)) {
                    assertEquals(v, filled.get(c, r), 0, "defined sample changed at " + c + ", " + r);
                }
            }
        }
    }

    /** Each filled value lies within the range of the defined samples within the search distance. */
    static void assertWithinSearchedRange(Heightfield holed, Heightfield filled, int distance) {
        for (int r = 0; r < holed.rows(); r++) {
            for (int c = 0; c < holed.columns(); c++) {
                if (!Double.isNaN(holed.get(c, r)) || Double.isNaN(filled.get(c, r))) {
                    continue;
                }
                double lo = Double.POSITIVE_INFINITY;
                double hi = Double.NEGATIVE_INFINITY;
                for (int y = Math.max(0, r - distance); y <= Math.min(holed.rows() - 1, r + distance); y++) {
                    for (int x = Math.max(0, c - distance); x <= Math.min(holed.columns() - 1, c + distance); x++) {
                        double v = holed.get(x, y);
                        if (!Double.isNaN(v)) {
                            lo = Math.min(lo, v);
                            hi = Math.max(hi, v);
                        }
                    }
                }
                double v = filled.get(c, r);
                assertTrue(v >= lo - 1e-4 && v <= hi + 1e-4, "filled " + v + " at " + c + ", " + r + " outside " + lo
                        + "…" + hi);
            }
        }
    }

    /** Maximum principle: each void component's values lie within the range of the samples bordering it. */
    static void assertWithinBoundary(Heightfield holed, Heightfield filled) {
        int nc = holed.columns();
        int nr = holed.rows();
        boolean[] seen = new boolean[nc * nr];
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int start = 0; start < seen.length; start++) {
            if (seen[start] || !Double.isNaN(holed.get(start % nc, start / nc))) {
                continue;
            }
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            java.util.List<Integer> members = new java.util.ArrayList<>();
            queue.add(start);
            seen[start] = true;
            while (!queue.isEmpty()) {
                int i = queue.poll();
                members.add(i);
                for (int[] s : steps) {
                    int x = i % nc + s[0];
                    int y = i / nc + s[1];
                    if (x < 0 || y < 0 || x >= nc || y >= nr) {
                        continue;
                    }
                    int j = y * nc + x;
                    double v = holed.get(x, y);
                    if (Double.isNaN(v)) {
                        if (!seen[j]) {
                            seen[j] = true;
                            queue.add(j);
                        }
                    } else {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                    }
                }
            }
            double margin = 1e-4 * Math.max(1, hi - lo);
            for (int i : members) {
                double v = filled.get(i % nc, i / nc);
                assertFalse(Double.isNaN(v));
                assertTrue(v >= lo - margin && v <= hi + margin, "filled " + v + " outside the boundary's " + lo
                        + "…" + hi);
            }
        }
    }
}
