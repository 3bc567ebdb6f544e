package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntBinaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.CoordinateSystem;
import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.SampleGrid;
import org.terrain4j.testkit.Cases;

/**
 * The routing result grids ({@link DrainageAreaGrid}, {@link BasinGrid}, {@link ReceiverGrid},
 * {@link StrahlerGrid}) against the bulk arrays of the same operations, sample by sample, on seeded random
 * fields (seed in the display name); their index checks, their copies, and the frame they carry.
 */
class ResultGridsTest {

    /** Distances against √(Δx² + Δz²) from the frame: a few ulps of metres tens of metres long. */
    private static final double METRES = 1e-12;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6A1D_F00DL, 30);
    }

    /** A random field in a random frame (origin, spacings, sometimes a CRS), never square. */
    record Case(Heightfield field, DrainageGrid grid, float[] filled) {
    }

    static Case randomCase(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int cols = 2 + rnd.nextInt(30);
        int rows = cols + 1 + rnd.nextInt(20);
        if (rnd.nextBoolean()) {
            int t = cols;
            cols = rows;
            rows = t;
        }
        double sx = 0.25 + rnd.nextDouble() * 40;
        double sz = rnd.nextBoolean() ? sx : 0.25 + rnd.nextDouble() * 40;
        GridFrame frame = new GridFrame(rnd.nextDouble(-5e5, 5e5), rnd.nextDouble(-5e5, 5e5), sx, sz);
        if (rnd.nextBoolean()) {
            frame = frame.withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(32633)));
        }
        float[] h = new float[cols * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (rnd.nextDouble() * 60);
        }
        if (rnd.nextInt(4) == 0) {
            h[rnd.nextInt(h.length)] = Float.NaN;
        }
        Heightfield field = Heightfield.of(cols, rows, h).withFrame(frame);
        DrainageGrid grid = DrainageGrid.of(field);
        if (cols >= 3 && rnd.nextInt(4) == 0) {
            grid = grid.withWrapX(true);
        }
        // a rough field routed unfilled keeps its pits: many basins, varied receivers
        float[] routed = rnd.nextBoolean() ? DepressionFill.draining().filled(grid, h) : h;
        return new Case(field, grid, routed);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void drainageAreaGridIsTheArray(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        double[] bulk = net.drainageArea();
        DrainageAreaGrid view = net.drainageAreaGrid();
        assertPlaced(k, view);
        int cols = view.columns();
        for (int r = 0; r < view.rows(); r++) {
            for (int c = 0; c < cols; c++) {
                assertEquals(bulk[r * cols + c], view.area(c, r), () -> "seed " + seed);
            }
        }
        assertArrayEquals(bulk, view.toArray());
        assertEquals(Arrays.stream(bulk).max().orElseThrow(), view.max());
        assertEquals(k.field.frame().spacingX() * k.field.frame().spacingZ(), view.cellArea());

        double[] mfd = MultipleFlow.freeman().drainageArea(k.grid, k.filled);
        DrainageAreaGrid mfdView = MultipleFlow.freeman().drainageAreaGrid(k.grid, k.filled);
        assertPlaced(k, mfdView);
        assertArrayEquals(mfd, mfdView.toArray());
        for (int i = 0; i < mfd.length; i++) {
            assertEquals(mfd[i], mfdView.area(i % cols, i / cols));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void basinGridIsTheArray(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        int[] bulk = net.basinsToArray();
        BasinGrid view = net.basinGrid();
        assertPlaced(k, view);
        int cols = view.columns();
        for (int i = 0; i < bulk.length; i++) {
            assertEquals(bulk[i], view.basin(i % cols, i / cols));
        }
        assertArrayEquals(bulk, view.toArray());
        // the count, from the labels themselves: 0 … count − 1, each used
        assertEquals(Arrays.stream(bulk).distinct().count(), view.count());
        assertEquals(Arrays.stream(bulk).max().orElseThrow() + 1, view.count());
        assertEquals(net.baseLevelCount(), view.count());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void receiverGridIsTheArray(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        int[] rec = net.receiversToArray();
        double[] len = net.receiverDistancesToArray();
        ReceiverGrid view = net.receiverGrid();
        assertPlaced(k, view);
        int cols = view.columns();
        GridFrame f = k.field.frame();
        int base = 0;
        for (int r = 0; r < view.rows(); r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                assertEquals(rec[i], view.receiver(c, r));
                assertEquals(rec[i] % cols, view.receiverColumn(c, r));
                assertEquals(rec[i] / cols, view.receiverRow(c, r));
                assertEquals(len[i], view.distance(c, r));
                assertEquals(rec[i] == i, view.isBaseLevel(c, r));
                base += rec[i] == i ? 1 : 0;
                // the distance from the frame: the receiver is a neighbour (a wrapped axis goes round)
                int dc = Math.abs(view.receiverColumn(c, r) - c);
                int dr = Math.abs(view.receiverRow(c, r) - r);
                dc = Math.min(dc, cols - dc);
                assertTrue(dc <= 1 && dr <= 1, "receiver of " + c + ", " + r + " is a neighbour");
                assertEquals(Math.hypot(dc * f.spacingX(), dr * f.spacingZ()), view.distance(c, r), METRES);
            }
        }
        assertArrayEquals(rec, view.toArray());
        assertArrayEquals(len, view.distancesToArray());
        assertEquals(base, view.baseLevelCount());
        int[] dest = new int[rec.length + 3];
        view.copyTo(dest, 3);
        assertArrayEquals(rec, Arrays.copyOfRange(dest, 3, dest.length));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void strahlerGridIsTheArray(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        DrainageAreaGrid area = net.drainageAreaGrid();
        double threshold = 3 * area.cellArea();
        StreamNetwork fromArray = net.streams(net.drainageArea(), threshold);
        StreamNetwork fromGrid = net.streams(area, threshold);
        int[] bulk = fromArray.strahlerToArray();
        assertArrayEquals(bulk, fromGrid.strahlerToArray());
        assertEquals(fromArray.links(), fromGrid.links());
        StrahlerGrid view = fromGrid.strahlerGrid();
        assertPlaced(k, view);
        int cols = view.columns();
        for (int i = 0; i < bulk.length; i++) {
            assertEquals(bulk[i], view.order(i % cols, i / cols));
            assertEquals(bulk[i] > 0, view.isChannel(i % cols, i / cols));
            assertEquals(fromArray.isChannel(i), view.isChannel(i % cols, i / cols));
        }
        assertArrayEquals(bulk, view.toArray());
        assertEquals(Arrays.stream(bulk).max().orElseThrow(), view.max());
        assertEquals(fromArray.maxOrder(), view.max());
        assertEquals(threshold, view.threshold());
    }

    /** Every accessor of every view refuses each of the four ways off the grid, naming the value. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void indicesOffTheGridAreRefusedByValue(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        DrainageAreaGrid area = net.drainageAreaGrid();
        BasinGrid basins = net.basinGrid();
        ReceiverGrid rec = net.receiverGrid();
        StrahlerGrid strahler = net.streams(area, area.cellArea()).strahlerGrid();
        List<IntBinaryOperator> accessors = new ArrayList<>();
        accessors.add((c, r) -> (int) area.area(c, r));
        accessors.add(basins::basin);
        accessors.add(rec::receiver);
        accessors.add(rec::receiverColumn);
        accessors.add(rec::receiverRow);
        accessors.add((c, r) -> (int) rec.distance(c, r));
        accessors.add((c, r) -> rec.isBaseLevel(c, r) ? 1 : 0);
        accessors.add(strahler::order);
        accessors.add((c, r) -> strahler.isChannel(c, r) ? 1 : 0);
        int cols = area.columns();
        int rows = area.rows();
        int[][] off = {{-1, 0}, {cols, 0}, {0, -1}, {0, rows}, {cols + 7, rows - 1}, {cols - 1, -rows}};
        for (IntBinaryOperator a : accessors) {
            for (int[] p : off) {
                boolean columnOff = p[0] < 0 || p[0] >= cols;
                String expected = columnOff ? "column must be in [0, " + (cols - 1) + "], was " + p[0]
                        : "row must be in [0, " + (rows - 1) + "], was " + p[1];
                IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                        () -> a.applyAsInt(p[0], p[1]));
                assertEquals(expected, e.getMessage());
            }
            a.applyAsInt(cols - 1, rows - 1);
            a.applyAsInt(0, 0);
        }
    }

    /** toArray hands out copies: writing one changes neither the view nor the next copy. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void viewsAreUnmodifiable(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        DrainageAreaGrid area = net.drainageAreaGrid();
        BasinGrid basins = net.basinGrid();
        ReceiverGrid rec = net.receiverGrid();
        StreamNetwork streams = net.streams(area, area.cellArea());
        StrahlerGrid strahler = streams.strahlerGrid();

        double[] a = area.toArray();
        double[] a0 = a.clone();
        Arrays.fill(a, -1);
        assertArrayEquals(a0, area.toArray());
        assertEquals(a0[0], area.area(0, 0));
        double[] into = new double[a0.length];
        area.copyTo(into, 0);
        Arrays.fill(into, -2);
        assertArrayEquals(a0, area.toArray());

        int[] b = basins.toArray();
        int[] b0 = b.clone();
        Arrays.fill(b, -1);
        assertArrayEquals(b0, basins.toArray());
        assertEquals(b0[0], basins.basin(0, 0));

        // the receiver and Strahler views share their networks' arrays: no copy of either may reach them
        int[] r = rec.toArray();
        int[] r0 = r.clone();
        Arrays.fill(r, -1);
        Arrays.fill(net.receiversToArray(), -1);
        double[] d = rec.distancesToArray();
        double[] d0 = d.clone();
        Arrays.fill(d, -1);
        Arrays.fill(net.receiverDistancesToArray(), -1);
        assertArrayEquals(r0, rec.toArray());
        assertArrayEquals(d0, rec.distancesToArray());
        assertArrayEquals(r0, net.receiverGrid().toArray());

        int[] s = strahler.toArray();
        int[] s0 = s.clone();
        Arrays.fill(s, 99);
        Arrays.fill(streams.strahlerToArray(), 99);
        int[] sInto = new int[s0.length + 1];
        strahler.copyTo(sInto, 1);
        Arrays.fill(sInto, 99);
        assertArrayEquals(s0, strahler.toArray());
        assertArrayEquals(s0, streams.strahlerGrid().toArray());
        assertEquals(s0[0], strahler.order(0, 0));
    }

    /** copyTo writes the values at the offset and nothing else, and refuses a short destination. */
    @Test
    void copyToWritesAtTheOffset() {
        DrainageGrid grid = DrainageGrid.of(3, 2, 2, 5);
        FlowNetwork net = FlowNetwork.of(grid, new int[] {0, 0, 1, 3, 3, 4});
        DrainageAreaGrid area = net.drainageAreaGrid();
        double[] dest = new double[9];
        Arrays.fill(dest, -1);
        area.copyTo(dest, 2);
        // cell 10 m²; chains 2 → 1 → 0 and 5 → 4 → 3
        assertArrayEquals(new double[] {-1, -1, 30, 20, 10, 30, 20, 10, -1}, dest);
        double[] shortDest = new double[6];
        Arrays.fill(shortDest, -1);
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> area.copyTo(shortDest, 1));
        assertEquals("dest must hold 6 values (3 × 2) from offset 1, so offset must be in [0, length − 6]; length was 6",
                e.getMessage());
        assertArrayEquals(new double[] {-1, -1, -1, -1, -1, -1}, shortDest, "nothing written before the refusal");
        int[] labels = new int[7];
        net.basinGrid().copyTo(labels, 1);
        assertArrayEquals(new int[] {0, 0, 0, 0, 1, 1, 1}, labels);
        assertEquals(2, net.basinGrid().count());
        assertEquals(30, area.max());
        assertThrows(IndexOutOfBoundsException.class, () -> net.basinGrid().copyTo(new int[6], -1));
    }

    /**
     * Every grid's copyTo writes its values at the offset and nothing beside them, and refuses a destination one
     * short by name before writing; FlowNetwork.of refuses receivers of the wrong length or one past the grid.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyCopyToWritesAtTheOffsetOrRefusesByName(long seed) {
        Case k = randomCase(seed);
        FlowNetwork net = FlowNetwork.steepestDescent(k.grid, k.filled);
        DrainageAreaGrid area = net.drainageAreaGrid();
        int n = area.columns() * area.rows();
        String refusal = "dest must hold " + n + " values (" + area.columns() + " × " + area.rows()
                + ") from offset 1, so offset must be in [0, length − " + n + "]; length was " + n;
        List<int[]> expected = List.of(net.basinGrid().toArray(), net.receiverGrid().toArray(),
                net.streams(area, area.cellArea()).strahlerGrid().toArray());
        List<java.util.function.BiConsumer<int[], Integer>> copies = List.of(net.basinGrid()::copyTo,
                net.receiverGrid()::copyTo, net.streams(area, area.cellArea()).strahlerGrid()::copyTo);
        for (int g = 0; g < copies.size(); g++) {
            var copy = copies.get(g);
            int[] dest = new int[n + 2];
            Arrays.fill(dest, -7);
            copy.accept(dest, 1);
            assertEquals(-7, dest[0]);
            assertEquals(-7, dest[n + 1]);
            assertArrayEquals(expected.get(g), Arrays.copyOfRange(dest, 1, n + 1));
            int[] tooShort = new int[n];
            Arrays.fill(tooShort, -7);
            assertEquals(refusal, assertThrows(IndexOutOfBoundsException.class, () -> copy.accept(tooShort, 1))
                    .getMessage());
            assertTrue(Arrays.stream(tooShort).allMatch(v -> v == -7), "nothing written");
        }
        double[] areas = new double[n + 1];
        area.copyTo(areas, 1);
        assertArrayEquals(area.toArray(), Arrays.copyOfRange(areas, 1, n + 1));
        assertEquals(refusal, assertThrows(IndexOutOfBoundsException.class, () -> area.copyTo(new double[n], 1))
                .getMessage());
        int[] receivers = net.receiversToArray();
        assertEquals("receivers must have " + n + " elements (" + area.columns() + " × " + area.rows() + "), had "
                + (n - 1), assertThrows(IllegalArgumentException.class,
                        () -> FlowNetwork.of(k.grid, Arrays.copyOf(receivers, n - 1))).getMessage());
        receivers[n / 2] = n;
        assertEquals("receivers[" + (n / 2) + "] must be in [0, " + n + "), was " + n,
                assertThrows(IllegalArgumentException.class, () -> FlowNetwork.of(k.grid, receivers)).getMessage());
    }

    /** The frame: a field's is carried whole; bare spacings put sample (0, 0) at the origin. */
    @Test
    void theFrameComesFromTheField() {
        GridFrame frame = new GridFrame(1200.5, -340, 2, 3)
                .withGeoreference(Georeference.in(CoordinateSystem.ofEpsg(32633)));
        Heightfield field = Heightfield.of(4, 3, (u, v) -> u + 2 * v).withFrame(frame);
        DrainageGrid fromField = DrainageGrid.of(field);
        assertEquals(frame, fromField.frame());
        assertEquals(frame, DrainageGrid.of(frame, 4, 3).frame());
        assertEquals(fromField, DrainageGrid.of(frame, 4, 3));
        DrainageGrid bare = DrainageGrid.of(4, 3, 2, 3);
        assertEquals(new GridFrame(0, 0, 2, 3), bare.frame());
        assertNotEquals(fromField, bare, "grids in different places differ");
        assertEquals(fromField.spacingX(), bare.spacingX());
        assertEquals(fromField.spacingZ(), bare.spacingZ());

        FlowNetwork net = FlowNetwork.steepestDescent(fromField, field.toArray());
        DrainageAreaGrid area = net.drainageAreaGrid();
        for (SampleGrid g : List.of(area, net.basinGrid(), net.receiverGrid(), net.streams(area, 6).strahlerGrid(),
                MultipleFlow.quinn().drainageAreaGrid(fromField, field.toArray()))) {
            assertEquals(frame, g.frame(), g::toString);
            assertEquals(4, g.columns());
            assertEquals(3, g.rows());
        }
        // the frame does not change the numbers: the same network in the bare grid
        FlowNetwork bareNet = FlowNetwork.steepestDescent(bare, field.toArray());
        assertArrayEquals(net.drainageArea(), bareNet.drainageAreaGrid().toArray());
        assertEquals(new GridFrame(0, 0, 2, 3), bareNet.receiverGrid().frame());
    }

    @Test
    void badGridsAndShapesAreRefused() {
        assertRefused("spacingX must be in [1e-9, 1e9], was 1.0E-12", () -> DrainageGrid.of(3, 3, 1e-12, 1));
        assertRefused("spacingZ must be in [1e-9, 1e9], was 10000000000", () -> DrainageGrid.of(3, 3, 1, 1e10));
        assertRefused("spacingX must be in [1e-9, 1e9], was 1.0E-12",
                () -> TiledDrainage.uniform(2, 2, 3, 3, 1e-12, 1));
        assertThrows(NullPointerException.class, () -> DrainageGrid.of(null, 3, 3));
        assertRefused("x of the last column", () -> DrainageGrid.of(new GridFrame(1e12, 0, 1, 1), 3, 3));
        FlowNetwork net = FlowNetwork.steepestDescent(DrainageGrid.of(3, 4, 1, 1), new float[12]);
        DrainageAreaGrid other = FlowNetwork.steepestDescent(DrainageGrid.of(4, 3, 1, 1), new float[12])
                .drainageAreaGrid();
        assertRefused("area must have this network's 3 × 4 samples, had 4 × 3", () -> net.streams(other, 1));
        assertThrows(NullPointerException.class, () -> net.streams((DrainageAreaGrid) null, 1));
        assertRefused("threshold", () -> net.streams(net.drainageAreaGrid(), Double.NaN));
    }

    private static void assertRefused(String part, Executable e) {
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, e);
        assertTrue(x.getMessage().contains(part), x.getMessage());
    }

    private static void assertPlaced(Case k, SampleGrid g) {
        assertEquals(k.field.frame(), g.frame());
        assertEquals(k.field.columns(), g.columns());
        assertEquals(k.field.rows(), g.rows());
    }
}
