package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Oracles;

/**
 * GRASS GIS ({@code r.fill.dir}, {@code r.watershed -s}) and SAGA (Fill Sinks, Flow Accumulation D8) on
 * the bundled DEMs, read as square grids of one unit (areas in cells, as the oracles count them).
 *
 * <p>Where the routing rules agree the results must be equal; where they cannot (the oracles route
 * flats, ties and border cells by rules of their own) the differences are counted, printed and bounded.
 */
class DrainageOracleTest {

    private static final int[] DC = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DR = {0, 1, 1, 1, 0, -1, -1, -1};
    /** r.watershed's drainage codes 1…8 (NE, N, NW, W, SW, S, SE, E) as our directions. */
    private static final int[] WATERSHED = {-1, 7, 6, 5, 4, 3, 2, 1, 0};

    @TempDir
    Path dir;

    private static boolean border(int i, int cols, int rows) {
        int c = i % cols;
        int r = i / cols;
        return c == 0 || r == 0 || c == cols - 1 || r == rows - 1;
    }

    private static boolean nearBorder(int i, int cols, int rows) {
        int c = i % cols;
        int r = i / cols;
        return c <= 1 || r <= 1 || c >= cols - 2 || r >= rows - 2;
    }

    /** Samples whose D8 receiver is not decided by a unique steepest descent: flats and ties. */
    private static boolean[] ambiguous(DrainageGrid g, float[] s) {
        int n = s.length;
        boolean[] amb = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (border(i, g.columns(), g.rows())) {
                continue;
            }
            double best = 0;
            int ties = 0;
            for (int d = 0; d < 8; d++) {
                int j = g.neighbour(i, d);
                double slope = ((double) s[i] - s[j]) / g.distance(d);
                if (slope > best) {
                    best = slope;
                    ties = 1;
                } else if (slope == best && slope > 0) {
                    ties++;
                }
            }
            if (best == 0 || ties > 1) {
                amb[i] = true;
                // an oracle may send this sample's water to any of the tied (or, on a flat, level)
                // neighbours: whatever it reaches is not comparable either
                for (int d = 0; d < 8; d++) {
                    int j = g.neighbour(i, d);
                    if (((double) s[i] - s[j]) / g.distance(d) == best) {
                        amb[j] = true;
                    }
                }
            }
        }
        return amb;
    }

    /** Propagates a flag down a network: a sample is flagged if anything upstream of it is. */
    private static boolean[] downstream(FlowNetwork net, boolean[] flag) {
        boolean[] out = flag.clone();
        int[] stack = net.stackToArray();
        for (int k = stack.length - 1; k >= 0; k--) {
            int i = stack[k];
            int r = net.receiver(i);
            if (r != i && out[i]) {
                out[r] = true;
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"volcano.asc", "jacksboro.asc"})
    void grassFillAndSingleFlowAccumulation(String name) throws IOException, InterruptedException {
        Oracles.require(DrainageOracles.onPath("grass"), "GRASS GIS (grass-core)");
        Heightfield dem = Rasters.read(DrainageOracles.data(name));
        DrainageOracles.Grass grass = DrainageOracles.grass(DrainageOracles.data(name), dir);
        int cols = dem.columns();
        int rows = dem.rows();
        int n = cols * rows;
        DrainageGrid g = DrainageGrid.of(cols, rows, 1, 1);
        float[] h = dem.toArray();

        // 1. the filled surface: r.fill.dir fills every depression to its spill height, as the flat form does
        float[] flat = DepressionFill.flat().filled(g, h);
        int fillDiff = 0;
        int onePassDiff = 0;
        for (int i = 0; i < n; i++) {
            assertEquals(grass.previous()[i], grass.filled()[i], "r.fill.dir converged by its fourth pass");
            if (flat[i] != grass.filled()[i]) {
                fillDiff++;
            }
            if (flat[i] != grass.onePass()[i]) {
                assertTrue(grass.onePass()[i] < flat[i], "one r.fill.dir pass only under-fills");
                onePassDiff++;
            }
        }
        System.out.printf("%s GRASS: r.fill.dir (repeated to its fixed point) differs from the flat fill at %d of %d"
                + " samples (after one pass: %d samples left lower)%n", name, fillDiff, n, onePassDiff);
        assertEquals(0, fillDiff, "filled surface equals r.fill.dir");

        // 2. accumulation over r.watershed's own directions equals its accumulation (interior samples;
        //    on the border r.watershed counts flow that leaves the region in its own way)
        int[] rec = new int[n];
        for (int i = 0; i < n; i++) {
            int code = (int) grass.drainage()[i];
            // r.watershed writes a direction for border cells but passes nothing on from them
            if (code <= 0 || border(i, cols, rows)) {
                rec[i] = i;
            } else {
                int d = WATERSHED[code];
                rec[i] = (i / cols + DR[d]) * cols + i % cols + DC[d];
            }
        }
        FlowNetwork theirs = FlowNetwork.of(g, rec);
        double[] theirArea = theirs.drainageArea();
        int accDiff = 0;
        int borderDiff = 0;
        for (int i = 0; i < n; i++) {
            if (theirArea[i] != grass.accumulation()[i]) {
                if (border(i, cols, rows)) {
                    borderDiff++;
                } else {
                    accDiff++;
                }
            }
        }
        System.out.printf("%s GRASS: accumulation over r.watershed's directions: %d interior differences, %d on the"
                + " border%n", name, accDiff, borderDiff);
        assertEquals(0, accDiff, "accumulation over r.watershed's network equals r.watershed");

        // 3. our D8 receivers against r.watershed's on the filled surface
        FlowNetwork ours = FlowNetwork.steepestDescent(g, flat);
        boolean[] amb = ambiguous(g, flat);
        int dirDiff = 0;
        int onFlatsOrTies = 0;
        boolean[] differs = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (border(i, cols, rows)) {
                differs[i] = true; // border cells drain out in ours, along or into the grid in r.watershed
                continue;
            }
            if (ours.receiver(i) != rec[i]) {
                differs[i] = true;
                dirDiff++;
                if (amb[i]) {
                    onFlatsOrTies++;
                }
            }
        }
        int other = dirDiff - onFlatsOrTies;
        System.out.printf("%s GRASS: D8 receivers differ from r.watershed at %d interior samples: %d on flats or"
                + " ties, %d where r.watershed's A* search took a less steep neighbour%n", name, dirDiff, onFlatsOrTies,
                other);
        assertTrue(other <= n / 100, "other direction differences: " + other);

        // 4. drainage area equal wherever the whole upstream routes the same in both
        boolean[] taintedOurs = downstream(ours, differs);
        boolean[] taintedTheirs = downstream(theirs, differs);
        double[] area = ours.drainageArea();
        int compared = 0;
        for (int i = 0; i < n; i++) {
            if (!taintedOurs[i] && !taintedTheirs[i]) {
                compared++;
                assertEquals(grass.accumulation()[i], area[i], 0, "drainage area at " + i);
            }
        }
        System.out.printf("%s GRASS: drainage area equal at all %d samples whose upstream routes alike (%d of %d"
                + " interior)%n", name, compared, compared, (cols - 2) * (rows - 2));
        assertTrue(compared > n / 3, "compared " + compared);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"volcano.asc", "jacksboro.asc"})
    void sagaFillAndD8Accumulation(String name) throws IOException, InterruptedException {
        Oracles.require(DrainageOracles.onPath("saga_cmd") && DrainageOracles.onPath("gdal_translate"),
                "SAGA (saga) and gdal_translate");
        Heightfield dem = Rasters.read(DrainageOracles.data(name));
        DrainageOracles.Saga saga = DrainageOracles.saga(DrainageOracles.data(name), dir);
        int cols = dem.columns();
        int rows = dem.rows();
        int n = cols * rows;
        DrainageGrid g = DrainageGrid.of(cols, rows, 1, 1);
        float[] h = dem.toArray();
        float[] flat = DepressionFill.flat().filled(g, h);
        int fillDiff = 0;
        for (int i = 0; i < n; i++) {
            if (flat[i] != saga.filled()[i]) {
                fillDiff++;
            }
        }
        System.out.printf("%s SAGA: Fill Sinks (Wang & Liu, min. slope 0) differs from the flat fill at %d of %d%n",
                name, fillDiff, n);
        assertEquals(0, fillDiff, "filled surface equals SAGA's");

        FlowNetwork ours = FlowNetwork.steepestDescent(g, flat);
        boolean[] amb = ambiguous(g, flat);
        // border cells: ours are outlets, while SAGA's D8 never routes into a border cell, so the cells
        // beside the border route among themselves (along flats too) and may pour into the interior from
        // there: every sample with a border or next-to-border neighbour at least as high is tainted, as
        // are flats and ties
        int ring = 0;
        for (int i = 0; i < n; i++) {
            if (border(i, cols, rows)) {
                amb[i] = true;
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int j = g.neighbour(i, d);
                if (nearBorder(j, cols, rows) && flat[j] >= flat[i]) {
                    amb[i] = true;
                    ring++;
                    break;
                }
            }
        }
        boolean[] tainted = downstream(ours, amb);
        double[] area = ours.drainageArea();
        int compared = 0;
        int differ = 0;
        for (int i = 0; i < n; i++) {
            if (border(i, cols, rows)) {
                continue;
            }
            if (area[i] != saga.accumulation()[i]) {
                differ++;
            }
            if (!tainted[i]) {
                compared++;
                assertEquals(saga.accumulation()[i], area[i], 0, "drainage area at " + i);
            }
        }
        System.out.printf("%s SAGA: D8 drainage area equal at all %d samples with no flat, tie or possible inflow"
                + " from the two outer rings (%d samples beside them) upstream; %d of %d interior samples differ in all%n", name, compared, ring, differ,
                (cols - 2) * (rows - 2));
        assertTrue(compared > n / 3, "compared " + compared);
    }
}
