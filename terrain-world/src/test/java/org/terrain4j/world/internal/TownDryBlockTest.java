package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.PlaneCanvas;

/**
 * {@link TownElement#dryBlock} against geometry, on seeded scatters of wet samples over a 2 km square
 * (41 samples, 50 m apart; a sample's ground is the square of one spacing about it). A block is refused
 * when a corner lies off the square, when a wet sample stands inside it (the inside is read every half
 * sample, so some read falls in that sample's square), when a side crosses more than a quarter sample of
 * a wet sample's square (the street is read every quarter sample), or when a building's nearest sample
 * is wet; it is accepted when every sample whose square it reaches, and both buildings' samples, are dry.
 * Blocks between the two bounds are not judged. Every seed judges both answers, refusals by a side
 * alone and by a building alone.
 */
class TownDryBlockTest {

    static final double SIZE = 2000;
    static final int SAMPLES = 41;
    static final double HALF = SIZE / 2;
    static final double SP = SIZE / (SAMPLES - 1);

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 8);
    }

    static int nearest(double x, double z) {
        long c = Math.round((x + HALF) / SP);
        long r = Math.round((z + HALF) / SP);
        return c < 0 || r < 0 || c >= SAMPLES || r >= SAMPLES ? -1 : (int) (r * SAMPLES + c);
    }

    /** Length of segment p→q inside the axis-aligned square of half side {@code h} about (cx, cz). */
    static double clipped(double px, double pz, double qx, double qz, double cx, double cz, double h) {
        double t0 = 0;
        double t1 = 1;
        double[] d = {qx - px, qz - pz};
        double[] lo = {cx - h - px, cz - h - pz};
        double[] hi = {cx + h - px, cz + h - pz};
        for (int k = 0; k < 2; k++) {
            if (d[k] == 0) {
                if (lo[k] > 0 || hi[k] < 0) {
                    return 0;
                }
                continue;
            }
            double a = lo[k] / d[k];
            double b = hi[k] / d[k];
            t0 = Math.max(t0, Math.min(a, b));
            t1 = Math.min(t1, Math.max(a, b));
        }
        return t1 > t0 ? (t1 - t0) * Math.hypot(d[0], d[1]) : 0;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aBlockIsBuiltOnlyOnDryGround(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 10);
        int n = canvas.columns();
        double wetShare = rnd.nextDouble(0.01, 0.04);
        for (int i = 0; i < n * n; i++) {
            if (rnd.nextDouble() < wetShare) {
                canvas.setLake(i, 20);
            }
        }
        int accepted = 0;
        int refused = 0;
        int bySide = 0;
        int byHome = 0;
        for (int k = 0; k < 600; k++) {
            double block = rnd.nextDouble(40, 220);
            double heading = rnd.nextDouble(0, 90);
            double ca = Math.cos(Math.toRadians(heading));
            double sa = Math.sin(Math.toRadians(heading));
            double[] site = {rnd.nextDouble(-HALF, HALF), rnd.nextDouble(-HALF, HALF)};
            long i = rnd.nextInt(-2, 3);
            long j = rnd.nextInt(-2, 3);
            double[][] corners = new double[4][];
            for (int e = 0; e < 4; e++) {
                double u = i + (e == 1 || e == 2 ? 0.5 : -0.5);
                double v = j + (e >= 2 ? 0.5 : -0.5);
                corners[e] = new double[] {site[0] + (u * ca - v * sa) * block, site[1] + (u * sa + v * ca) * block};
            }
            double cx = site[0] + (i * ca - j * sa) * block;
            double cz = site[1] + (i * sa + j * ca) * block;
            double[] homes;
            if (k % 3 == 0) {
                // buildings anywhere on the square, one of them on a wet sample every other time: only
                // their own samples matter
                homes = new double[] {rnd.nextDouble(-HALF, HALF), rnd.nextDouble(-HALF, HALF),
                    rnd.nextDouble(-HALF, HALF), rnd.nextDouble(-HALF, HALF)};
                int w = rnd.nextInt(n * n);
                while (k % 2 == 0 && !canvas.isWater(w)) {
                    w = rnd.nextInt(n * n);
                }
                int h = rnd.nextBoolean() ? 0 : 2;
                homes[h] = canvas.x(w % n) + rnd.nextDouble(-0.45, 0.45) * SP;
                homes[h + 1] = canvas.z(w / n) + rnd.nextDouble(-0.45, 0.45) * SP;
            } else {
                double q = 0.82 * block / 4;
                homes = new double[] {cx - q * ca, cz - q * sa, cx + q * ca, cz + q * sa};
            }
            boolean off = false;
            for (double[] p : corners) {
                off |= nearest(p[0], p[1]) < 0;
            }
            boolean homeWet = false;
            for (int h = 0; h < 4; h += 2) {
                int idx = nearest(homes[h], homes[h + 1]);
                homeWet |= idx < 0 || canvas.isWater(idx);
            }
            boolean inside = false;
            boolean side = false;
            boolean near = false;
            for (int s = 0; s < n * n; s++) {
                double x = canvas.x(s % n);
                double z = canvas.z(s / n);
                double dx = x - cx;
                double dz = z - cz;
                double u = (dx * ca + dz * sa) / block;
                double v = (-dx * sa + dz * ca) / block;
                double out = Math.max(Math.abs(u), Math.abs(v)) - 0.5;
                // the distance from the sample to the block's square, at most
                boolean reaches = out * block <= SP / Math.sqrt(2) * 1.001;
                if (!canvas.isWater(s)) {
                    continue;
                }
                near |= reaches;
                inside |= out < -1e-9;
                for (int e = 0; e < 4; e++) {
                    double[] a = corners[e];
                    double[] b = corners[(e + 1) % 4];
                    side |= clipped(a[0], a[1], b[0], b[1], x, z, SP / 2) > SP / 4 * 1.001;
                }
            }
            String at = "seed " + seed + ", case " + k + ": block " + block + " (" + i + ", " + j + ") at heading "
                    + heading + " from (" + site[0] + ", " + site[1] + ")";
            boolean got = TownElement.dryBlock(canvas, site, i, j, block, ca, sa, homes);
            if (off || inside || side || homeWet) {
                assertEquals(false, got, "refused: off " + off + ", wet inside " + inside + ", wet side " + side
                        + ", wet building " + homeWet + ", " + at);
                refused++;
                bySide += side && !off && !inside && !homeWet ? 1 : 0;
                byHome += homeWet && !off && !inside && !side ? 1 : 0;
            } else if (!near) {
                assertEquals(true, got, "accepted: " + at);
                accepted++;
            }
        }
        assertTrue(accepted >= 20, "accepted " + accepted);
        assertTrue(refused >= 20, "refused " + refused);
        assertTrue(bySide >= 3, "refused by a side alone " + bySide);
        assertTrue(byHome >= 3, "refused by a building alone " + byHome);
    }
}
