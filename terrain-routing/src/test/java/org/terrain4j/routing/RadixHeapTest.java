package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.PriorityQueue;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

/**
 * The radix heap against the JDK's binary heap on monotone sequences: heights leave in the same order, keys of one
 * height in any; the case seed is in each name.
 */
class RadixHeapTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7AD1_4EA9L, 60);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void popsInTheOrderOfABinaryHeapWithPeeksBetween(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        RadixHeap radix = new RadixHeap();
        PriorityQueue<Long> reference = new PriorityQueue<>();
        long floor = rnd.nextBoolean() ? Long.MIN_VALUE : LongHeap.key(-rnd.nextFloat() * 100, 0);
        long peeked = floor;
        int index = 0;
        for (int step = 0; step < 4000; step++) {
            int what = rnd.nextInt(10);
            if (what < 5 || reference.isEmpty()) {
                // a key at or above the last popped: a float height a little above it, or anywhere above it
                float base = Float.intBitsToFloat((int) (floor >>> 32) ^ (((int) (floor >>> 32) >> 31) & 0x7fffffff));
                if (floor == Long.MIN_VALUE) {
                    base = -1000;
                }
                // often the same height again (an integer DEM), sometimes one float step up, sometimes far
                int kind = rnd.nextInt(3);
                float hgt = kind == 0 ? base : kind == 1 ? Math.nextUp(base) : base + rnd.nextFloat() * (rnd.nextBoolean() ? 1 : 500);
                long k = LongHeap.key(hgt, index++);
                if (k < floor) {
                    continue;
                }
                radix.push(k);
                reference.add(k);
            } else if (what < 7) {
                peeked = radix.peek();
                assertEquals(height(reference.peek()), height(peeked), "peek's height");
                if (rnd.nextBoolean()) { // else later pushes below the peeked height wait in the low heap
                    assertEquals(peeked, radix.pop(), "the key peeked is the key popped");
                    assertTrue(reference.remove(peeked), "a key that was pushed");
                    floor = peeked;
                }
            } else {
                long k = radix.pop();
                assertEquals(height(reference.peek()), height(k), "pop's height at step " + step);
                assertTrue(reference.remove(k), "a key that was pushed");
                assertTrue(height(k) >= height(floor), "monotone");
                floor = k;
            }
            assertEquals(reference.size(), radix.size(), "size");
            assertEquals(reference.isEmpty(), radix.isEmpty(), "empty");
        }
        while (!reference.isEmpty()) {
            long k = radix.pop();
            assertEquals(height(reference.peek()), height(k), "draining the rest");
            assertTrue(reference.remove(k));
        }
        assertTrue(radix.isEmpty());
        assertTrue(peeked >= Long.MIN_VALUE);
    }

    private static long height(long key) {
        return key >> 32;
    }

    @Test
    void aKeyBelowTheLastPoppedIsRefusedAndAKeyBelowAPeekIsKept() {
        RadixHeap h = new RadixHeap();
        h.push(LongHeap.key(1, 3));
        h.push(LongHeap.key(500, 2));
        assertEquals(LongHeap.key(1, 3), h.pop());
        assertEquals(LongHeap.key(500, 2), h.peek());
        h.push(LongHeap.key(7, 9)); // below the peeked height, above the last popped: it waits in the low heap
        h.push(LongHeap.key(1, 4)); // the height last popped is allowed
        assertEquals(LongHeap.key(1, 4), h.peek(), "the low heap's least key comes first");
        assertEquals(LongHeap.key(1, 4), h.pop());
        assertEquals(LongHeap.key(7, 9), h.pop());
        assertEquals(LongHeap.key(500, 2), h.pop());
        long below = LongHeap.key(499, 0);
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> h.push(below));
        assertTrue(refused.getMessage().contains(Long.toString(below)), refused.getMessage());
        assertThrows(IllegalStateException.class, h::pop);
    }
}
