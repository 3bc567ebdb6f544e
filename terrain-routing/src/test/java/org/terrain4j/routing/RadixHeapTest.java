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

/** The radix heap against the JDK's binary heap on monotone sequences; the case seed is in each name. */
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
                float hgt = rnd.nextBoolean() ? Math.nextUp(base) : base + rnd.nextFloat() * (rnd.nextBoolean() ? 1 : 500);
                long k = LongHeap.key(hgt, index++);
                if (k < floor) {
                    continue;
                }
                radix.push(k);
                reference.add(k);
            } else if (what < 7) {
                peeked = radix.peek();
                assertEquals(reference.peek(), peeked, "peek");
            } else {
                long k = radix.pop();
                assertEquals(reference.poll(), k, "pop at step " + step);
                assertTrue(k >= floor && k >= Long.MIN_VALUE, "monotone");
                floor = k;
            }
            assertEquals(reference.size(), radix.size(), "size");
            assertEquals(reference.isEmpty(), radix.isEmpty(), "empty");
        }
        while (!reference.isEmpty()) {
            assertEquals(reference.poll(), radix.pop(), "draining the rest");
        }
        assertTrue(radix.isEmpty());
        assertTrue(peeked >= Long.MIN_VALUE);
    }

    @Test
    void aKeyBelowTheLastPoppedIsRefusedAndAKeyBelowAPeekIsKept() {
        RadixHeap h = new RadixHeap();
        h.push(100);
        h.push(50_000);
        assertEquals(100, h.pop());
        assertEquals(50_000, h.peek());
        h.push(700); // below the peeked minimum, above the last popped: it waits in the low heap
        h.push(100); // equal to the last popped is allowed
        assertEquals(100, h.pop());
        assertEquals(700, h.pop());
        assertEquals(50_000, h.pop());
        IllegalStateException below = assertThrows(IllegalStateException.class, () -> h.push(99));
        assertTrue(below.getMessage().contains("99"), below.getMessage());
        assertThrows(IllegalStateException.class, h::pop);
    }
}
