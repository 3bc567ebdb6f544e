package org.terrain4j.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class SplitMix64Test {

    /** The JDK's SplittableRandom is SplitMix64 with the same increment and finaliser: an independent oracle. */
    @Test
    void streamEqualsTheJdksSplittableRandom() {
        for (long seed : new long[] {0, 1, -1, 42, Long.MIN_VALUE, 0x123456789ABCDEFL}) {
            SplittableRandom jdk = new SplittableRandom(seed);
            for (int i = 0; i < 100; i++) {
                assertEquals(jdk.nextLong(), SplitMix64.at(seed, i), "seed " + seed + ", element " + i);
            }
        }
    }

    /** Published first outputs of SplitMix64 seeded 0 (Vigna's reference splitmix64.c). */
    @Test
    void firstOutputsFromSeedZero() {
        assertEquals(0xE220A8397B1DCDAFL, SplitMix64.at(0, 0));
        assertEquals(0x6E789E6AA1B965F4L, SplitMix64.at(0, 1));
        assertEquals(0x06C45D188009454FL, SplitMix64.at(0, 2));
    }
}
