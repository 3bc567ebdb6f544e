package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The group grid's geometry against brute force over every node: the bilinear sample as a sum of
 * tent functions (periodic in x in a ring), the nodes within a radius by testing each node, and the
 * ring's wrap and nearest image by their defining properties. Grids start off the origin, have one to
 * seven rows and columns, and points fall on nodes, on the grid's edges and past them.
 */
class GroupGridTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6A1D6L, 40);
    }

    static GroupGrid grid(SplittableRandom rnd, boolean ring) {
        int cols = rnd.nextInt(1, 8);
        int rows = rnd.nextInt(1, 8);
        double dx = rnd.nextInt(1, 5) * 50.0;
        double dz = rnd.nextInt(1, 5) * 50.0;
        double x0 = rnd.nextInt(-20, 20) * 25.0;
        double z0 = rnd.nextInt(-20, 20) * 25.0;
        return new GroupGrid(x0, z0, dx, dz, cols, rows, ring ? cols * dx : 0);
    }

    /** A coordinate on a node, halfway, at random, or just past either end (in units of the spacing). */
    static double coordinate(SplittableRandom rnd, double o, double d, int n) {
        switch (rnd.nextInt(5)) {
            case 0:
                return o + rnd.nextInt(0, n) * d;
            case 1:
                return o + (rnd.nextInt(0, n) + 0.5) * d;
            case 2:
                return o + (n - 1) * d;
            case 3:
                return o + rnd.nextDouble(-1.5, n + 0.5) * d;
            default:
                return o + rnd.nextDouble(-3 * n, 3 * n) * d;
        }
    }

    /** Bilinear interpolation as a sum of tents; columns periodic in a ring. */
    static double bruteSample(GroupGrid g, float[] data, double x, double z) {
        double fr = (z - g.z0) / g.dz;
        if (fr < 0 || fr > g.rows - 1) {
            return 0;
        }
        double fc = g.ring() ? (g.wrapX(x) - g.x0) / g.dx : (x - g.x0) / g.dx;
        if (!g.ring() && (fc < 0 || fc > g.columns - 1)) {
            return 0;
        }
        double sum = 0;
        for (int r = 0; r < g.rows; r++) {
            double wr = Math.max(0, 1 - Math.abs(fr - r));
            for (int c = 0; c < g.columns; c++) {
                double wc = 0;
                for (int turn = g.ring() ? -2 : 0; turn <= (g.ring() ? 2 : 0); turn++) {
                    wc += Math.max(0, 1 - Math.abs(fc - c - turn * g.columns));
                }
                sum += data[r * g.columns + c] * wr * wc;
            }
        }
        return sum;
    }

    @ParameterizedTest
    @MethodSource("cases")
    void sampleIsTheBilinearInterpolantAndZeroOutside(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (boolean ring : new boolean[] {false, true}) {
            GroupGrid g = grid(rnd, ring);
            float[] data = new float[g.size()];
            for (int k = 0; k < data.length; k++) {
                data[k] = (float) rnd.nextDouble(1, 100);
            }
            for (int i = 0; i < 200; i++) {
                double x = coordinate(rnd, g.x0, g.dx, g.columns);
                double z = coordinate(rnd, g.z0, g.dz, g.rows);
                double want = bruteSample(g, data, x, z);
                double got = g.sample(data, x, z);
                assertEquals(want, got, 1e-9 * 100, (ring ? "ring " : "plane ") + g.columns + "x" + g.rows + " at ("
                        + x + ", " + z + ")");
            }
        }
    }

    /** Just west of x0 a ring's x wraps (rounding) to x0 + circumference exactly: that is column 0. */
    @ParameterizedTest
    @MethodSource("cases")
    void aRingIsSampledJustWestOfItsOrigin(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cols = rnd.nextInt(1, 8);
        int rows = rnd.nextInt(1, 8);
        GroupGrid g = new GroupGrid(0, 0, 50, 50, cols, rows, cols * 50.0);
        float[] data = new float[g.size()];
        for (int k = 0; k < data.length; k++) {
            data[k] = (float) rnd.nextDouble(1, 100);
        }
        assertEquals(g.x0 + g.circumference, g.wrapX(-1e-15), 0, "the rounding this case is about");
        for (int r = 0; r < rows; r++) {
            assertEquals(data[r * cols], g.sample(data, -1e-15, g.z(r)), 1e-9, "row " + r);
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void wrapAndNearestImageKeepTheirDefinitions(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid ring = grid(rnd, true);
        GroupGrid plane = grid(rnd, false);
        double c = ring.circumference;
        for (int i = 0; i < 100; i++) {
            double x = i == 0 ? ring.x0 : i == 1 ? ring.x0 + c : ring.x0 + rnd.nextDouble(-3, 3) * c;
            double w = ring.wrapX(x);
            assertTrue(w >= ring.x0 && w < ring.x0 + c, "wrapX(" + x + ") = " + w + " not in [x0, x0 + C)");
            double turns = (x - w) / c;
            assertEquals(Math.rint(turns), turns, 1e-9, "wrapX moves by whole turns");
            double ref = ring.x0 + rnd.nextDouble(-3, 3) * c;
            double near = ring.nearestX(x, ref);
            assertTrue(Math.abs(near - ref) <= c / 2 + 1e-9, "nearest image " + near + " of " + x + " to " + ref);
            turns = (x - near) / c;
            assertEquals(Math.rint(turns), turns, 1e-9, "nearestX moves by whole turns");
            assertEquals(Math.hypot(near - ref, 3.0), ring.distance(ref, 0, x, 3), 1e-9);
            assertEquals(x, plane.wrapX(x));
            assertEquals(x, plane.nearestX(x, ref));
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void forNodesVisitsExactlyTheNodesWithinTheRadiusInRowMajorOrder(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (boolean ring : new boolean[] {false, true}) {
            GroupGrid g = grid(rnd, ring);
            for (int i = 0; i < 30; i++) {
                double x = coordinate(rnd, g.x0, g.dx, g.columns);
                double z = coordinate(rnd, g.z0, g.dz, g.rows);
                // Whole multiples of a spacing put nodes exactly on the circle; in a ring radii reach
                // past half the circumference too.
                double limit = 2 * Math.max(g.columns * g.dx, g.rows * g.dz);
                double radius = rnd.nextBoolean() ? rnd.nextInt(0, 6) * Math.min(g.dx, g.dz) : rnd.nextDouble(0, 1)
                        * limit;
                List<double[]> want = new ArrayList<>();
                for (int r = 0; r < g.rows; r++) {
                    List<double[]> row = new ArrayList<>();
                    for (int c = 0; c < g.columns; c++) {
                        // In a ring the image in [x - C/2, x + C/2): the nearest, the western of a tie.
                        double nx = g.x(c);
                        if (ring) {
                            double w = x - g.circumference / 2;
                            nx -= Math.floor((nx - w) / g.circumference) * g.circumference;
                        }
                        double d = Math.hypot(nx - x, g.z(r) - z);
                        if (d <= radius) {
                            row.add(new double[] {r * g.columns + c, d, nx, g.z(r)});
                        }
                    }
                    row.sort((a, b) -> Double.compare(a[2], b[2]));
                    want.addAll(row);
                }
                List<double[]> got = new ArrayList<>();
                g.forNodes(x, z, radius, (k, d, nx, nz) -> got.add(new double[] {k, d, nx, nz}));
                String where = (ring ? "ring " : "plane ") + g.columns + "x" + g.rows + " around (" + x + ", " + z
                        + ") radius " + radius;
                assertEquals(want.size(), got.size(), where);
                for (int k = 0; k < want.size(); k++) {
                    for (int q = 0; q < 4; q++) {
                        assertEquals(want.get(k)[q], got.get(k)[q], 1e-6, where + ", visit " + k);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aRingsRadiusWiderThanTheRingVisitsEveryNodeOnce(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        GroupGrid g = grid(rnd, true);
        double x = coordinate(rnd, g.x0, g.dx, g.columns);
        double z = g.z0 + rnd.nextDouble(0, g.rows) * g.dz;
        int[] seen = new int[g.size()];
        g.forNodes(x, z, g.circumference * rnd.nextDouble(0.5, 3) + g.rows * g.dz, (k, d, nx, nz) -> seen[k]++);
        for (int r = 0; r < g.rows; r++) {
            for (int c = 0; c < g.columns; c++) {
                assertEquals(1, seen[r * g.columns + c], "node (" + c + ", " + r + ") of " + g.columns + "x" + g.rows);
            }
        }
    }
}
