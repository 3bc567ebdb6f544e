package org.terrain4j.analysis.visibility;

import java.util.Objects;

import org.terrain4j.analysis.internal.SamplePositions;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightfieldView;

/** The grid as the sight-line code reads it: samples (copied or read through), spacing, checks. */
final class Surface {

    final int columns;
    final int rows;
    final double spacingX;
    final double spacingZ;
    private final GridFrame frame;
    private final HeightfieldView view;
    final float[] data;

    private Surface(HeightfieldView view, float[] data) {
        this.view = view;
        this.data = data;
        this.columns = view.columns();
        this.rows = view.rows();
        this.frame = view.frame();
        this.spacingX = frame.spacingX();
        this.spacingZ = frame.spacingZ();
    }

    /** Reads samples through the view (for single lines of sight: no copy). */
    static Surface of(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        return new Surface(field, null);
    }

    /** Copies the samples (for sweeps over the whole grid). */
    static Surface copied(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        return new Surface(field, field.toArray());
    }

    double h(int c, int r) {
        return data != null ? data[r * columns + c] : view.get(c, r);
    }

    double column(String name, GroundPoint p) {
        Objects.requireNonNull(p, name);
        double c = SamplePositions.column(frame, p.x()); // on a sample (or the grid's edge) when within rounding of it
        if (!(c >= 0 && c <= columns - 1)) {
            throw new IllegalArgumentException(name + " must lie inside the grid (x in [" + frame.x(0)
                    + ", " + frame.x(columns - 1) + "] m), was x = " + p.x());
        }
        return c;
    }

    double row(String name, GroundPoint p) {
        double r = SamplePositions.row(frame, p.z());
        if (!(r >= 0 && r <= rows - 1)) {
            throw new IllegalArgumentException(name + " must lie inside the grid (z in [" + frame.z(0)
                    + ", " + frame.z(rows - 1) + "] m), was z = " + p.z());
        }
        return r;
    }

    /** Bilinear ground at a fractional sample position inside the grid; refuses no-data. */
    double ground(String name, double c, double r) {
        int c0 = Math.min((int) c, Math.max(columns - 2, 0));
        int r0 = Math.min((int) r, Math.max(rows - 2, 0));
        double fc = c - c0;
        double fr = r - r0;
        int c1 = Math.min(c0 + 1, columns - 1);
        int r1 = Math.min(r0 + 1, rows - 1);
        // exact ends: on a sample or a grid line, the corners without weight are not read (a void beside it
        // leaves its ground as it is)
        double g = SamplePositions.bilinear(h(c0, r0), h(c1, r0), h(c0, r1), h(c1, r1), fc, fr);
        if (g != g) {
            throw new IllegalArgumentException(name + " stands on no-data (NaN) at column " + c
                    + ", row " + r);
        }
        return g;
    }

    /** Linear interpolation with exact ends (a weight of 0 ignores the other value, even NaN). */
    static double lerp(double a, double b, double f) {
        return SamplePositions.lerp(a, b, f);
    }

    /** Ground on column line c at fractional row z (0 ≤ z ≤ rows − 1). */
    double onColumn(int c, double z) {
        int r0 = Math.min((int) z, Math.max(rows - 2, 0));
        double f = z - r0;
        return f == 0 ? h(c, r0) : lerp(h(c, r0), h(c, r0 + 1), f);
    }

    /** Ground on row line r at fractional column x (0 ≤ x ≤ columns − 1). */
    double onRow(int r, double x) {
        int c0 = Math.min((int) x, Math.max(columns - 2, 0));
        double f = x - c0;
        return f == 0 ? h(c0, r) : lerp(h(c0, r), h(c0 + 1, r), f);
    }

    /** Horizontal distance in metres of a displacement in samples. */
    double distance(double dc, double dr) {
        double a = dc * spacingX;
        double b = dr * spacingZ;
        return Math.sqrt(a * a + b * b);
    }
}
