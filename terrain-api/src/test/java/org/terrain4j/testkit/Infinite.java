package org.terrain4j.testkit;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;

/**
 * Fields holding ±Infinity, which the {@link Heightfield} factories refuse, built through the unchecked
 * {@link HeightfieldBuffer}: how such a field can still reach a reader's, writer's or algorithm's own check.
 */
public final class Infinite {

    private Infinite() {
    }

    /**
     * @param columns  samples along x
     * @param rows     samples along z
     * @param rowMajor the heights, infinite ones included
     * @return the field, unit frame
     */
    public static Heightfield field(int columns, int rows, float[] rowMajor) {
        HeightfieldBuffer b = new HeightfieldBuffer(columns, rows);
        for (int i = 0; i < rowMajor.length; i++) {
            b.set(i % columns, i / columns, rowMajor[i]);
        }
        return b.freeze();
    }
}
