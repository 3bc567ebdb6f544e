package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/** {@link SampleMapping#exact}: the search for a 16-bit mapping that keeps every height exactly. */
class SampleMappingExactTest {

    @TempDir
    Path dir;

    private static Heightfield row(float... heights) {
        return Heightfield.of(heights.length, 1, heights);
    }

    @Test
    void wholeMetresMapFromTheFloorOfTheLowest() {
        assertEquals(Optional.of(new SampleMapping(94, 1)), SampleMapping.exact(row(94, 95, 100, 3000), 0));
        // with sample 0 kept free for voids, the lowest height is sample 1
        assertEquals(Optional.of(new SampleMapping(93, 1)), SampleMapping.exact(row(94, Float.NaN, 100), 1));
        assertEquals(Optional.of(new SampleMapping(-12, 1)), SampleMapping.exact(row(-12, -3, 40), 0));
    }

    @Test
    void quarterMetresTakeTheLatticeOfTheSmallestGap() {
        // 10.25 - floor 10 is not a whole step, so whole metres fail; the gap 0.25 over 1.5 m is 6 steps
        assertEquals(Optional.of(new SampleMapping(10.25, 0.25)), SampleMapping.exact(row(10.25f, 10.5f, 11.75f), 0));
        assertEquals(Optional.of(new SampleMapping(10.0, 0.25)), SampleMapping.exact(row(10.25f, 10.5f, 11.75f), 1));
    }

    @Test
    void oneHeightAndNoHeightAreKept() {
        assertEquals(Optional.of(new SampleMapping(5, 1)), SampleMapping.exact(row(5, 5, 5), 0));
        assertEquals(Optional.of(new SampleMapping(0.5 - 1, 1)), SampleMapping.exact(row(0.5f, 0.5f), 1));
        assertEquals(Optional.of(SampleMapping.IDENTITY), SampleMapping.exact(row(Float.NaN, Float.NaN), 1));
    }

    @Test
    void heightsNoLatticeHoldsAreEmpty() {
        // 0.3 and 0.7000001 lie on no lattice of the smallest gap from 0
        assertEquals(Optional.empty(), SampleMapping.exact(row(0f, 0.3f, 0.7000001f, 1f), 0));
        // a gap of 1e-5 over 1 m needs 100 000 steps, more than 16 bits hold
        assertEquals(Optional.empty(), SampleMapping.exact(row(0f, 1e-5f, 1f), 0));
        // 65 535 whole steps fit from sample 0, not from sample 1
        assertEquals(Optional.of(SampleMapping.IDENTITY), SampleMapping.exact(row(0, 1, 65_535), 0));
        assertEquals(Optional.empty(), SampleMapping.exact(row(0, 1, 65_535), 1));
        // two heights far apart are one step of their difference
        assertEquals(Optional.of(new SampleMapping(-65_535, 65_535)), SampleMapping.exact(row(0, 65_535), 1));
    }

    @Test
    void badArgumentsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SampleMapping.exact(row(1, 2), 2));
        assertTrue(e.getMessage().contains("first"), e.getMessage());
        assertThrows(NullPointerException.class, () -> SampleMapping.exact(null, 0));
    }

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5A4D_11E6L, 40);
    }

    /**
     * Heights built on a random lattice (offset, a power-of-two step, up to 60 000 steps) come back bit for
     * bit through a PNG written with the mapping found (the lowest height and the next lattice step are always
     * present, so the smallest gap is the lattice's step): the file is the oracle, not the mapping's arithmetic.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void latticeHeightsSurviveAPngRoundTrip(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        double step = Math.scalb(1.0, rnd.nextInt(-6, 3));
        double offset = Math.round(rnd.nextDouble(-500, 500)) + step * rnd.nextInt(0, 4);
        int columns = 2 + rnd.nextInt(30);
        int rows = 1 + rnd.nextInt(30);
        int span = 1 + rnd.nextInt(60_000);
        float[] h = new float[columns * rows];
        for (int i = 0; i < h.length; i++) {
            h[i] = rnd.nextInt(10) == 0 && i > 1 ? Float.NaN : (float) (offset + step * rnd.nextInt(span));
        }
        h[0] = (float) offset; // the lowest and its next step are present, so the smallest gap is the step
        h[1] = (float) (offset + step * Math.min(1, span - 1));
        Heightfield field = Heightfield.of(columns, rows, h);
        int first = field.noDataCount() > 0 ? 1 : 0;
        SampleMapping m = SampleMapping.exact(field, first).orElseThrow();
        Path png = dir.resolve("f.png");
        PngHeightmap.write(field, png, m);
        assertArrayEquals(h, PngHeightmap.read(png).toArray());
    }
}
