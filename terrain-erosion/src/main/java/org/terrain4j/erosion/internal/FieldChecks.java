package org.terrain4j.erosion.internal;

/** Checks on the fields handed to the engines. */
final class FieldChecks {

    private FieldChecks() {
    }

    /**
     * @param h       row-major samples
     * @param columns columns
     * @throws IllegalArgumentException naming the first sample that is NaN or infinite
     */
    static void requireFinite(float[] h, int columns) {
        for (int i = 0; i < h.length; i++) {
            if (!Float.isFinite(h[i])) {
                throw new IllegalArgumentException("field sample (column " + (i % columns) + ", row "
                        + (i / columns) + ") must be finite, was " + h[i]
                        + "; erosion needs every sample (replace no-data first)");
            }
        }
    }
}
