package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;
import org.terrain4j.testkit.Cases;

/**
 * Tiles eroded apart with halos against the block eroded whole. Thermal: exact. Droplets: within the
 * stated tolerance (measured: see the class notes of TiledErosion), and far closer than tiles without
 * a halo.
 */
class TiledErosionTest {

    /** The stated tolerances of droplets on 0…1 fbm, 3 × 3 tiles of 129², 0.25 drops a sample. */
    static final double MAX_TOLERANCE = 0.02;
    static final double RMS_TOLERANCE = 0.002;

    static final int TILE = 129;
    static final int TILES = 3;
    static final int N = TILE * TILES;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7E0D_E5A1L, 3);
    }

    static float[] block(long seed) {
        Noise fbm = Noises.fbm(seed, 6, 1.0 / 128, 2, 0.5);
        float[] h = new float[N * N];
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                h[r * N + c] = (float) (0.5 + 0.5 * fbm.value(c, r));
            }
        }
        return h;
    }

    static float[] erodedWhole(TiledErosion e, float[] h, long seed) {
        HeightfieldBuffer b = new HeightfieldBuffer(N, N).copyFrom(h, 0);
        e.erode(b, 0, 0, seed, ProgressListener.NONE);
        return b.toArray();
    }

    /** Every tile eroded in its own window (the tile grown by the halo, clipped to the block), cores kept. */
    static float[] erodedTiles(TiledErosion e, float[] h, long seed, int halo) {
        float[] out = new float[N * N];
        for (int tz = 0; tz < TILES; tz++) {
            for (int tx = 0; tx < TILES; tx++) {
                int c0 = Math.max(0, tx * TILE - halo);
                int r0 = Math.max(0, tz * TILE - halo);
                int c1 = Math.min(N, (tx + 1) * TILE + halo);
                int r1 = Math.min(N, (tz + 1) * TILE + halo);
                int wc = c1 - c0;
                int wr = r1 - r0;
                HeightfieldBuffer w = new HeightfieldBuffer(wc, wr);
                for (int r = 0; r < wr; r++) {
                    w.copyRowFrom(r, h, (r0 + r) * N + c0);
                }
                e.erode(w, c0, r0, seed, ProgressListener.NONE);
                float[] a = w.toArray();
                for (int r = tz * TILE; r < (tz + 1) * TILE; r++) {
                    System.arraycopy(a, (r - r0) * wc + tx * TILE - c0, out, r * N + tx * TILE, TILE);
                }
            }
        }
        return out;
    }

    static double[] maxAndRms(float[] a, float[] b) {
        double max = 0;
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            double d = Math.abs((double) a[i] - b[i]);
            max = Math.max(max, d);
            sum += d * d;
        }
        return new double[] {max, Math.sqrt(sum / a.length)};
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void thermalTilesEqualTheWholeBitForBit(long seed) {
        TiledErosion e = TiledErosion.of(null, 0, Thermal.weathering().withTalus(0.002).withIterations(20));
        assertEquals(40, e.halo());
        float[] h = block(seed);
        float[] whole = erodedWhole(e, h, seed);
        assertArrayEquals(whole, erodedTiles(e, h, seed, e.halo()));
        double[] changed = maxAndRms(whole, h);
        assertTrue(changed[0] > 1e-4, "weathering moved something: " + changed[0]);
        // half the reach is not enough
        double[] half = maxAndRms(whole, erodedTiles(e, h, seed, e.halo() / 2));
        assertTrue(half[0] > 0, "half the reach must show");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void dropletTilesComeWithinTheStatedTolerance(long seed) {
        TiledErosion e = TiledErosion.of(Hydraulic.droplets(), 0.25, Thermal.weathering().withTalus(0.004)
                .withIterations(10));
        float[] h = block(seed);
        float[] whole = erodedWhole(e, h, seed);
        double[] eroded = maxAndRms(whole, h);
        double[] halo = maxAndRms(whole, erodedTiles(e, h, seed, e.halo()));
        double[] none = maxAndRms(whole, erodedTiles(e, h, seed, 0));
        System.out.printf("seed %x: erosion changed max %.5f rms %.6f; halo %d: max %.6f rms %.7f; no halo: max %.5f rms %.6f%n",
                seed, eroded[0], eroded[1], e.halo(), halo[0], halo[1], none[0], none[1]);
        assertTrue(eroded[1] > 10 * RMS_TOLERANCE, "erosion did something: rms " + eroded[1]);
        assertTrue(halo[0] <= MAX_TOLERANCE, "max difference " + halo[0]);
        assertTrue(halo[1] <= RMS_TOLERANCE, "rms difference " + halo[1]);
        assertTrue(none[1] > 3 * halo[1], "without a halo: rms " + none[1] + " vs " + halo[1]);
    }

    @Test
    void anchoredDropsDoNotDependOnThreads() {
        float[] h = block(5);
        float[] one = erodedWhole(TiledErosion.of(Hydraulic.droplets(), 0.2, null), h, 9);
        float[] four = erodedWhole(TiledErosion.of(Hydraulic.droplets().withThreads(4), 0.2, null), h, 9);
        assertArrayEquals(one, four);
    }

    @Test
    void reachesAndRefusals() {
        assertEquals(30 + 3 + 3, TiledErosion.reach(Hydraulic.droplets()));
        assertEquals(4 * 7, TiledErosion.reach(Thermal.weathering().withIterations(7).withNeighbours(16)));
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
                () -> TiledErosion.of(null, Double.NaN, null));
        assertTrue(x.getMessage().contains("dropsPerSample"), x.getMessage());
    }
}
