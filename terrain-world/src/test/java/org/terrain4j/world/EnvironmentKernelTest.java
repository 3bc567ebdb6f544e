package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.TileKernel;

/**
 * The environment kernel (issue #35): windows are the joined tiles' samples bit for bit, over one tile
 * (all of it where the joins agree, as in HIGHLANDS and BACK COUNTRY; on LAKESIDE a lake stays in its
 * tile, and a join's samples are the east or south tile's) and across four; the frame is the tiles'
 * frame; it survives serialisation.
 */
class EnvironmentKernelTest {

    static final int N = 33;

    static Stream<Arguments> cases() {
        SplittableRandom rnd = new SplittableRandom(0x35_0035L);
        List<Arguments> out = new ArrayList<>();
        Preset[] presets = {Preset.HIGHLANDS, Preset.LAKESIDE, Preset.BACK_COUNTRY};
        for (int k = 0; k < 3; k++) {
            long seed = rnd.nextLong();
            out.add(Arguments.of(presets[k] + ", seed " + seed, presets[k], seed, (long) rnd.nextInt(-50, 50),
                    (long) rnd.nextInt(-50, 50)));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aTilesFootprintIsTheJoinedTileAndAWindowAcrossFourTilesIsTheirSamples(String name, Preset p, long seed, long c,
            long r) {
        EnvironmentKernel k = EnvironmentKernel.of(p, seed, false, N);
        Environment e = k.environment();
        int step = N - 1;
        float[] tile = k.window(c * step, r * step, N, N);
        World w = e.joinedTile(c, r);
        World east = e.joinedTile(c + 1, r);
        World south = e.joinedTile(c, r + 1);
        World se = e.joinedTile(c + 1, r + 1);
        boolean joinsAgree = true;
        for (int b = 0; b < N; b++) {
            for (int a = 0; a < N; a++) {
                // the owner of a join's sample is the tile east or south of it
                World owner = a == step ? (b == step ? se : east) : (b == step ? south : w);
                float want = (float) owner.heights().get(a == step ? 0 : a, b == step ? 0 : b);
                assertEquals(want, tile[b * N + a], "tile footprint sample (" + a + ", " + b + ")");
                joinsAgree &= want == (float) w.heights().get(a, b);
            }
        }
        if (p != Preset.LAKESIDE) {
            // where only joined elements draw, the footprint is the joined tile itself, bit for bit
            assertTrue(joinsAgree, "joins agree");
            assertArrayEquals(w.heights().toArray(), tile, "tile footprint");
        }
        // frames agree: the kernel's sample (c·step, r·step) is the tile's first sample
        assertEquals(w.frame().originX(), k.originX() + c * step * k.spacing(), 1e-9);
        assertEquals(w.frame().originZ(), k.originZ() + r * step * k.spacing(), 1e-9);
        assertEquals(w.frame().spacingX(), k.spacing(), 1e-12);

        // a window straddling tiles (c, r), (c+1, r), (c, r+1), (c+1, r+1)
        int ox = 7;
        int oz = 11;
        int cols = 40;
        int rows = 35;
        float[] win = k.window(c * step + ox, r * step + oz, cols, rows);
        Heightfield[][] t = {{w.heights(), east.heights()}, {south.heights(), se.heights()}};
        for (int b = 0; b < rows; b++) {
            for (int a = 0; a < cols; a++) {
                int gx = ox + a;
                int gz = oz + b;
                int j = gx >= step ? 1 : 0;
                int i = gz >= step ? 1 : 0;
                assertEquals((float) t[i][j].get(gx - j * step, gz - i * step), win[b * cols + a],
                        "world sample (" + gx + ", " + gz + ") from tile " + j + "," + i);
            }
        }
    }

    @Test
    void itSerialisesAndGivesTheSameBits() throws Exception {
        EnvironmentKernel k = EnvironmentKernel.of(Preset.HIGHLANDS, 9, true, 17);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
            o.writeObject(k);
        }
        TileKernel back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (TileKernel) in.readObject();
        }
        assertArrayEquals(k.window(-20, 5, 30, 9), back.window(-20, 5, 30, 9));
        assertEquals(k.spacing(), back.spacing());
        assertEquals(k.originX(), back.originX());
        assertTrue(back.toString().contains("runway"), back.toString());
    }

    @Test
    void badArgumentsAreRefusedByName() {
        EnvironmentKernel k = EnvironmentKernel.of(Preset.HIGHLANDS, 1, false, N);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EnvironmentKernel.of(Preset.HIGHLANDS, 1, false, 1))
                .getMessage().contains("samples"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EnvironmentKernel.of(Preset.BACK_COUNTRY, 1, true, N))
                .getMessage().contains("runway"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> k.window(0, 0, 0, 3)).getMessage()
                .contains("columns"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> k.window(TileKey.MAX * (N - 1), 0, 2 * N, 3))
                .getMessage().contains("outside"));
        assertEquals(16, k.cacheTiles());
        assertEquals(-k.environment().ground().size() / 2, k.originX());
    }
}
