package org.terrain4j.routing;

import java.util.Arrays;

/**
 * A monotone priority queue of distinct {@code long} keys (Ahuja, Mehlhorn, Orlin &amp; Tarjan 1990's
 * radix heap on the keys' bits): every key pushed must be no smaller than the last key popped, which a
 * priority flood guarantees (a cell's neighbours are queued at or above the cell's own height). Bucket
 * {@code b} holds the keys whose highest bit differing from the last popped key is bit {@code b − 1};
 * popping empties the lowest non-empty bucket into lower ones around its minimum, so each key moves at
 * most 64 times and, on terrain, once or twice. Keys leave in exactly the order a binary heap gives them
 * ({@link LongHeap}), so a flood's result does not depend on which queue runs it. A {@link #peek()} moves the
 * buckets' base up to the minimum it finds; a key pushed after it below that minimum (but not below the last
 * popped) waits in a small binary heap that is emptied first.
 *
 * <p>Signed order is kept: two keys' XOR is the same whether or not both have their sign bit flipped,
 * so the buckets work on the signed keys as they stand.
 */
final class RadixHeap {

    private final long[][] buckets = new long[65][];
    private final int[] sizes = new int[65];
    /** The key the buckets are laid out around: the last popped, or the minimum a peek found. */
    private long last = Long.MIN_VALUE;
    /** The last key popped: no key below it may be pushed. */
    private long floor = Long.MIN_VALUE;
    /** Keys pushed after a peek moved {@link #last} up, below it: all smaller than every bucketed key. */
    private final LongHeap low = new LongHeap(16);
    private int size;

    RadixHeap() {
        for (int b = 0; b < buckets.length; b++) {
            buckets[b] = new long[b == 0 ? 16 : 64];
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    /**
     * @param k a key no smaller than the last popped
     * @throws IllegalStateException if the key is below the last popped (a flood that broke its order)
     */
    void push(long k) {
        if (k < last) {
            if (k < floor) {
                throw new IllegalStateException("key " + k + " below the last popped " + floor);
            }
            low.push(k);
        } else {
            add(64 - Long.numberOfLeadingZeros(k ^ last), k);
        }
        size++;
    }

    private void add(int b, long k) {
        int s = sizes[b];
        long[] a = buckets[b];
        if (s == a.length) {
            a = Arrays.copyOf(a, s * 2);
            buckets[b] = a;
        }
        a[s] = k;
        sizes[b] = s + 1;
    }

    /**
     * @return the smallest key, removed
     * @throws IllegalStateException if the queue is empty
     */
    long pop() {
        long k;
        if (!low.isEmpty()) {
            k = low.pop();
        } else {
            peek();
            k = buckets[0][--sizes[0]];
        }
        size--;
        floor = k;
        return k;
    }

    /**
     * @return the smallest key, left in the queue
     * @throws IllegalStateException if the queue is empty
     */
    long peek() {
        if (!low.isEmpty()) {
            return low.peek();
        }
        if (sizes[0] == 0) {
            int b = 1;
            while (b < 65 && sizes[b] == 0) {
                b++;
            }
            if (b == 65) {
                throw new IllegalStateException("empty");
            }
            long[] a = buckets[b];
            int s = sizes[b];
            long min = a[0];
            for (int i = 1; i < s; i++) {
                if (a[i] < min) {
                    min = a[i];
                }
            }
            last = min;
            sizes[b] = 0;
            for (int i = 0; i < s; i++) {
                long k = a[i];
                add(64 - Long.numberOfLeadingZeros(k ^ min), k);
            }
        }
        return buckets[0][sizes[0] - 1];
    }
}
