package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.terrain4j.api.internal.Samples;

class HeightfieldBufferTest {

    @Test
    void freezeHandsOverWithoutCopyAndRefusesLaterWrites() {
        HeightfieldBuffer b = new HeightfieldBuffer(3, 2, GridFrame.of(1, 2, 3));
        b.set(1, 1, 5).set(2, 0, -1);
        float[] live = Samples.shared(b);
        live[0] = 9;
        Heightfield f = b.freeze();
        assertTrue(b.isFrozen());
        assertEquals(9, f.get(0, 0));
        assertEquals(5, f.get(1, 1));
        assertEquals(-1, f.get(2, 0));
        assertEquals(GridFrame.of(1, 2, 3), f.frame());
        assertThrows(IllegalStateException.class, () -> b.set(0, 0, 1));
        assertThrows(IllegalStateException.class, () -> Samples.shared(b));
        assertThrows(IllegalStateException.class, () -> b.copyFrom(new float[6], 0));
        assertThrows(IllegalStateException.class, () -> b.copyRowFrom(0, new float[3], 0));
        assertThrows(IllegalStateException.class, b::freeze);
        assertThrows(IllegalStateException.class, () -> b.fill(0));
        assertEquals(5, b.get(1, 1)); // reads still work
    }

    @Test
    void noPublicMethodReturnsTheBackingArray() {
        HeightfieldBuffer b = new HeightfieldBuffer(3, 2);
        float[] live = Samples.shared(b);
        int checked = 0;
        for (java.lang.reflect.Method m : HeightfieldBuffer.class.getMethods()) {
            if (m.getReturnType() == float[].class && m.getParameterCount() == 0) {
                try {
                    assertTrue(m.invoke(b) != live, m + " returns the backing array");
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
                checked++;
            }
        }
        assertTrue(checked > 0, "toArray() at least");
    }

    @Test
    void copyFromAndCopyRowFromCopyTheCallersArray() {
        HeightfieldBuffer b = new HeightfieldBuffer(3, 2);
        float[] src = {-1, 0, 1, 2, 3, 4, 5, Float.NaN};
        assertSame(b, b.copyFrom(src, 1));
        src[1] = 99; // the buffer keeps its own copy
        assertArrayEquals(new float[] {0, 1, 2, 3, 4, 5}, b.toArray());
        assertSame(b, b.copyRowFrom(1, new float[] {7, 8, 9}, 0));
        assertArrayEquals(new float[] {0, 1, 2, 7, 8, 9}, b.toArray());
        b.copyRowFrom(0, src, 5);
        assertEquals(4, b.get(0, 0));
        assertEquals(5, b.get(1, 0));
        assertTrue(Double.isNaN(b.get(2, 0)));
    }

    @Test
    void copyFromOutOfRangeWritesNothing() {
        HeightfieldBuffer b = new HeightfieldBuffer(3, 2).fill(1);
        float[] before = b.toArray();
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyFrom(new float[5], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyFrom(new float[6], 1));
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyFrom(new float[6], -1));
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyRowFrom(2, new float[3], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyRowFrom(-1, new float[3], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> b.copyRowFrom(0, new float[3], 1));
        assertThrows(NullPointerException.class, () -> b.copyFrom(null, 0));
        assertArrayEquals(before, b.toArray());
    }

    @Test
    void copiesAreIndependent() {
        Heightfield f = Heightfield.filled(2, 2, 1);
        HeightfieldBuffer b = f.toBuffer();
        b.set(0, 0, 7);
        assertEquals(1, f.get(0, 0));
        Heightfield snap = b.snapshot();
        b.set(0, 0, 8);
        assertEquals(7, snap.get(0, 0));
        HeightfieldBuffer c = HeightfieldBuffer.copyOf(b);
        assertEquals(8, c.get(0, 0));
        assertSame(c, c.setAll(c));
        assertThrows(IllegalArgumentException.class, () -> c.setAll(Heightfield.filled(3, 2, 0)));
    }

    @Test
    void frameValidation() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GridFrame.of(0, 0, Double.NaN));
        assertTrue(e.getMessage().contains("spacingX"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GridFrame.of(0, 0, -2));
        assertThrows(IllegalArgumentException.class, () -> new GridFrame(Double.POSITIVE_INFINITY, 0, 1, 1));
        GridFrame c = GridFrame.centred(1025, 1025, 2);
        assertEquals(-1024, c.originX());
        assertEquals(0, c.x(512));
        assertEquals(512, c.column(0));
    }
}
