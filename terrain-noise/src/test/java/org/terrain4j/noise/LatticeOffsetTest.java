package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * Issue 15, item 6. Gradient noise is 0 at every point of its lattice, so at the default frequency 1
 * a unit grid sampled only lattice points and came out flat; and the octaves of a fractal differed in
 * seed only, so all of them were 0 at the origin, where ridged (1 − 2|n| per octave) then had its
 * global maximum and billow its minimum for every seed. Each seed now places its lattice at its own
 * offset, inside the kernels (so the grid fills still equal the point calls).
 */
class LatticeOffsetTest {

    private static final int SIZE = 129;

    @ParameterizedTest(name = "item 6: {0} with the defaults is not flat")
    @EnumSource(NoiseType.class)
    void item6DefaultsGiveTerrain(NoiseType type) {
        Heightfield h = Noise.lattice(type).withSeed(42).heightfield(257, 257, GridFrame.UNIT);
        assertTrue(h.max() - h.min() > 0.5, type + ": " + h.min() + " … " + h.max());
    }

    private static int[] argExtreme(Heightfield h, boolean max) {
        int[] at = {0, 0};
        double best = h.get(0, 0);
        for (int r = 0; r < h.rows(); r++) {
            for (int c = 0; c < h.columns(); c++) {
                double v = h.get(c, r);
                if (max ? v > best : v < best) {
                    best = v;
                    at = new int[] {c, r};
                }
            }
        }
        return at;
    }

    /** The CLI's {@code generate ridged} and {@code generate billow}: 6 octaves, 4 cells across the grid. */
    @ParameterizedTest(name = "item 6: ridged and billow of seed {0} have no extreme at the origin")
    @ValueSource(longs = {7, 1, 2, 3, 42, -9_000_000_000L})
    void item6OctavesShareNoExtremeAtTheOrigin(long seed) {
        double f = 4.0 / (SIZE - 1);
        Heightfield ridged = Noises.ridged(seed, 6, f, 2, 0.5).heightfield(SIZE, SIZE, GridFrame.UNIT);
        Heightfield billow = Noises.billow(seed, 6, f, 2, 0.5).heightfield(SIZE, SIZE, GridFrame.UNIT);
        assertNotEquals(0, argExtreme(ridged, true)[0] + argExtreme(ridged, true)[1], "ridged's maximum at (0, 0)");
        assertNotEquals(0, argExtreme(billow, false)[0] + argExtreme(billow, false)[1], "billow's minimum at (0, 0)");
        assertTrue(ridged.get(0, 0) < ridged.max(), "ridged at the origin is its maximum");
    }

    /** The offset is inside the kernels: the row fill of Perlin and value noise equals the point calls bit for bit. */
    @ParameterizedTest(name = "item 6: {0} fill equals its point calls")
    @EnumSource(value = NoiseType.class, names = {"PERLIN", "VALUE_LINEAR", "VALUE_CUBIC"})
    void item6FillEqualsPointCalls(NoiseType type) {
        Noise n = Fractal.ridged(Noise.lattice(type).withSeed(5)).withOctaves(4).withFrequency(1 / 7.0);
        GridFrame frame = GridFrame.of(-3.25, 11.5, 0.37);
        Heightfield h = n.heightfield(33, 17, frame);
        for (int r = 0; r < h.rows(); r++) {
            for (int c = 0; c < h.columns(); c++) {
                assertEquals((float) n.value(frame.x(c), frame.z(r)), h.get(c, r), 0.0, "(" + c + ", " + r + ")");
            }
        }
    }
}
