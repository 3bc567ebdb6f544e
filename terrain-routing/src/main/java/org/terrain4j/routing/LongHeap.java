package org.terrain4j.routing;

/**
 * A binary min-heap of {@code long} keys. Keys made by {@link #key(float, int)} order samples by
 * (height, index), so the order in which equal heights leave the heap is fixed by their indices and
 * never by the heap's internals.
 */
final class LongHeap {

    private long[] a;
    private int size;

    LongHeap(int capacity) {
        a = new long[Math.max(16, capacity)];
    }

    /**
     * @return a key ordering by height (as floats order, −0 before +0), then by index
     */
    static long key(float height, int index) {
        int bits = Float.floatToRawIntBits(height);
        bits ^= (bits >> 31) & 0x7fffffff;
        return ((long) bits << 32) | (index & 0xffffffffL);
    }

    static int index(long key) {
        return (int) key;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    void push(long k) {
        if (size == a.length) {
            a = java.util.Arrays.copyOf(a, a.length * 2);
        }
        int i = size++;
        while (i > 0) {
            int p = (i - 1) >>> 1;
            long pk = a[p];
            if (pk <= k) {
                break;
            }
            a[i] = pk;
            i = p;
        }
        a[i] = k;
    }

    long peek() {
        return a[0];
    }

    long pop() {
        long top = a[0];
        long last = a[--size];
        int i = 0;
        int half = size >>> 1;
        while (i < half) {
            int c = 2 * i + 1;
            long ck = a[c];
            int rgt = c + 1;
            if (rgt < size && a[rgt] < ck) {
                c = rgt;
                ck = a[rgt];
            }
            if (last <= ck) {
                break;
            }
            a[i] = ck;
            i = c;
        }
        a[i] = last;
        return top;
    }
}
