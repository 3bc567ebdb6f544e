package org.terrain4j.isoline.internal;

import java.util.Arrays;

/**
 * An open-addressing hash map from non-negative {@code long} keys to {@code int} values, without
 * boxing: the edge-keyed endpoint hash that joins segments. Keys are grid-edge or node identifiers,
 * never coordinates, so lookups are exact.
 *
 * <p>Not thread-safe; one instance per call.
 *
 * @since 0.1
 */
public final class LongIntMap {

    private static final long EMPTY = -1;

    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    /**
     * @param expected number of entries expected, ≥ 0 (the table grows past it)
     */
    public LongIntMap(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        allocate(capacity);
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        Arrays.fill(keys, EMPTY);
        values = new int[capacity];
        mask = capacity - 1;
        size = 0;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29)) & mask;
    }

    /**
     * Associates a value with a key, replacing any earlier value.
     *
     * @param key   ≥ 0
     * @param value any int
     */
    public void put(long key, int value) {
        if (key < 0) {
            throw new IllegalArgumentException("key must be >= 0, was " + key);
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int i = slot(key);
        while (keys[i] != EMPTY && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == EMPTY) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
    }

    /**
     * @param key ≥ 0
     * @return the value for key, or −1 if absent
     */
    public int get(long key) {
        int i = slot(key);
        while (true) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                return -1;
            }
            i = (i + 1) & mask;
        }
    }

    /**
     * @return number of keys
     */
    public int size() {
        return size;
    }

    /** Removes every entry, keeping the table. */
    public void clear() {
        Arrays.fill(keys, EMPTY);
        size = 0;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        allocate(oldKeys.length * 2);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
