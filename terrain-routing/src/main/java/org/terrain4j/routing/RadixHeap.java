package org.terrain4j.routing;

import java.util.Arrays;

/**
 * A monotone priority queue of {@link LongHeap#key(float, int) (height, index) keys} that orders by height
 * alone (Ahuja, Mehlhorn, Orlin &amp; Tarjan 1990's radix heap on the height's 32 bits): every key pushed
 * must be at or above the height last popped, which a priority flood guarantees (a sample's neighbours are
 * queued at or above its own height), and keys of one height leave in no promised order — neither fill's
 * result depends on it (see {@link DepressionFill}). Bucket {@code b} holds the keys whose height's highest
 * bit differing from the base height is bit {@code b − 1}, bucket 0 those at the base height; when bucket 0
 * is empty, the lowest non-empty bucket is emptied into lower ones around its lowest height, so each key
 * moves at most 32 times and, on terrain, a few. Keys at one height (an integer DEM has millions) share
 * bucket 0 and are not sorted by index, which a binary heap or a radix heap on the whole key would spend
 * most of its time on.
 *
 * <p>A {@link #peek()} may move the base up to the lowest height it finds; a key pushed after it below that
 * height (but not below the last popped) waits in a small binary heap that is emptied first.
 *
 * <p>Signed order is kept: two heights' XOR is the same whether or not both have their sign bit flipped,
 * so the buckets work on the signed keys as they stand.
 */
final class RadixHeap {

    private static final int BUCKETS = 33;

    private final long[][] buckets = new long[BUCKETS][];
    private final int[] sizes = new int[BUCKETS];
    /** The height (a key's upper half) the buckets are laid out around. */
    private int base = Integer.MIN_VALUE;
    /** The height last popped: no key below it may be pushed. */
    private int floor = Integer.MIN_VALUE;
    /** Keys pushed after a peek moved {@link #base} up, below it: all lower than every bucketed key. */
    private final LongHeap low = new LongHeap(16);
    private int size;

    RadixHeap() {
        for (int b = 0; b < BUCKETS; b++) {
            buckets[b] = new long[64];
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    private static int height(long k) {
        return (int) (k >> 32);
    }

    /**
     * @param k a key whose height is no lower than the last popped
     * @throws IllegalStateException if the key's height is below the last popped (a flood that broke its
     *                               order)
     */
    void push(long k) {
        int h = height(k);
        if (h < base) {
            if (h < floor) {
                throw new IllegalStateException("key " + k + " below the last popped height " + floor);
            }
            low.push(k);
        } else {
            add(32 - Integer.numberOfLeadingZeros(h ^ base), k);
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
     * @return a key of the lowest height, removed
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
        floor = height(k);
        return k;
    }

    /**
     * @return a key of the lowest height — the one {@link #pop()} returns next — left in the queue
     * @throws IllegalStateException if the queue is empty
     */
    long peek() {
        if (!low.isEmpty()) {
            return low.peek();
        }
        if (sizes[0] == 0) {
            int b = 1;
            while (b < BUCKETS && sizes[b] == 0) {
                b++;
            }
            if (b == BUCKETS) {
                throw new IllegalStateException("empty");
            }
            long[] a = buckets[b];
            int s = sizes[b];
            int min = height(a[0]);
            for (int i = 1; i < s; i++) {
                min = Math.min(min, height(a[i]));
            }
            base = min;
            sizes[b] = 0;
            for (int i = 0; i < s; i++) {
                long k = a[i];
                add(32 - Integer.numberOfLeadingZeros(height(k) ^ min), k);
            }
        }
        return buckets[0][sizes[0] - 1];
    }
}
