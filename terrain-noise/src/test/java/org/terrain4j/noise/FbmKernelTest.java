package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/** Windows of the world agree bit for bit where they overlap, whatever their origins; the noise is the oracle. */
class FbmKernelTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xFB_4E41L, 10);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void overlappingWindowsAgreeAndEqualTheNoiseAtTheSample(long seed) throws Exception {
        SplittableRandom rnd = Cases.replay(seed);
        double spacing = new double[] {1, 2, 0.3, 30}[rnd.nextInt(4)];
        FbmKernel k = FbmKernel.of(seed, 1 + rnd.nextInt(6), 50 + rnd.nextDouble() * 500, rnd.nextDouble() * 100,
                rnd.nextDouble() * 300, spacing);
        long oc = rnd.nextLong(-5_000_000, 5_000_000);
        long or = rnd.nextLong(-5_000_000, 5_000_000);
        int cols = 1 + rnd.nextInt(30);
        int rows = 1 + rnd.nextInt(30);
        float[] a = k.window(oc, or, cols, rows);
        int dc = rnd.nextInt(cols);
        int dr = rnd.nextInt(rows);
        float[] b = roundTrip(k).window(oc + dc, or + dr, cols, rows);
        for (int r = dr; r < rows; r++) {
            for (int c = dc; c < cols; c++) {
                assertEquals(Float.floatToRawIntBits(a[r * cols + c]),
                        Float.floatToRawIntBits(b[(r - dr) * cols + c - dc]), "sample " + c + ", " + r);
            }
        }
    }

    @Test
    void heightIsBasePlusAmplitudeTimesTheFbmAtTheWorldPosition() {
        FbmKernel k = FbmKernel.of(3, 4, 200, 10, 50, 2);
        Noise fbm = Noises.fbm(3, 4, 1 / 200.0, 2, 0.5);
        float[] w = k.window(-7, 12, 3, 2);
        assertEquals((float) (10 + 50 * fbm.value(-7 * 2.0, 12 * 2.0)), w[0]);
        assertEquals((float) (10 + 50 * fbm.value(-5 * 2.0, 13 * 2.0)), w[5]);
    }

    @Test
    void refusesBadParametersByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FbmKernel.of(1, 0, 1, 0, 1, 1));
        assertTrue(e.getMessage().contains("octaves"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> FbmKernel.of(1, 2, Double.NaN, 0, 1, 1));
        assertTrue(e.getMessage().contains("wavelength"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> FbmKernel.of(1, 2, 1, 0, -1, 1));
        assertTrue(e.getMessage().contains("amplitude"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> FbmKernel.of(1, 2, 1, 0, 1, 0));
        assertTrue(e.getMessage().contains("spacing"), e.getMessage());
    }

    static FbmKernel roundTrip(FbmKernel k) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
            o.writeObject(k);
        }
        try (ObjectInputStream i = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            FbmKernel back = (FbmKernel) i.readObject();
            assertEquals(k, back);
            return back;
        }
    }
}
