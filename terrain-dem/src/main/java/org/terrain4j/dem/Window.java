package org.terrain4j.dem;

import java.util.Locale;
import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Samples;

/**
 * A rectangle of samples: {@code columns × rows} samples whose north-west sample is
 * {@code (column, row)}; and the crop of a field to it. {@link #covering} finds the window of the
 * samples that lie inside a rectangle of world coordinates.
 *
 * <pre>{@code
 * Heightfield part = new Window(100, 200, 512, 512).crop(dem);                  // as gdal_translate -srcwin 100 200 512 512
 * Heightfield town = Window.covering(dem, 650_000, -6_380_000, 660_000, -6_370_000).crop(dem);
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param column  the first column, ≥ 0
 * @param row     the first row, ≥ 0
 * @param columns how many columns, ≥ 1
 * @param rows    how many rows, ≥ 1
 * @since 0.1
 */
public record Window(int column, int row, int columns, int rows) {

    /**
     * Validates the window.
     *
     * @param column  ≥ 0
     * @param row     ≥ 0
     * @param columns ≥ 1
     * @param rows    ≥ 1
     * @throws IllegalArgumentException if a value is out of range
     */
    public Window {
        if (column < 0 || row < 0) {
            throw new IllegalArgumentException("column and row must be >= 0, were " + column + " and " + row);
        }
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("columns and rows must be >= 1, were " + columns + " and " + rows);
        }
    }

    /**
     * The window of the samples of a field whose positions lie inside a rectangle of world
     * coordinates (its edges included, to within 10⁻⁹ of a spacing, so a rectangle drawn through
     * samples keeps them). The corners may be given in any order.
     *
     * @param field the field whose frame places the samples
     * @param x0    one corner's x, metres (the frame's unit)
     * @param z0    its z
     * @param x1    the opposite corner's x
     * @param z1    its z
     * @return the window
     * @throws IllegalArgumentException if a coordinate is not finite, or no sample lies inside (naming
     *                                  the field's own extent)
     */
    public static Window covering(HeightfieldView field, double x0, double z0, double x1, double z1) {
        Objects.requireNonNull(field, "field");
        for (double v : new double[] {x0, z0, x1, z1}) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("the rectangle's corners must be finite, were (" + x0 + ", " + z0
                        + ") and (" + x1 + ", " + z1 + ")");
            }
        }
        GridFrame f = field.frame();
        double eps = 1e-9;
        double ca = f.column(Math.min(x0, x1));
        double cb = f.column(Math.max(x0, x1));
        double ra = f.row(Math.min(z0, z1));
        double rb = f.row(Math.max(z0, z1));
        long c0 = (long) Math.max(0, Math.ceil(ca - eps));
        long c1 = (long) Math.min(field.columns() - 1, Math.floor(cb + eps));
        long r0 = (long) Math.max(0, Math.ceil(ra - eps));
        long r1 = (long) Math.min(field.rows() - 1, Math.floor(rb + eps));
        if (c0 > c1 || r0 > r1) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "no sample lies inside x %s…%s, z %s…%s:"
                    + " the field's samples span x %s…%s, z %s…%s", Math.min(x0, x1), Math.max(x0, x1),
                    Math.min(z0, z1), Math.max(z0, z1), f.x(0), f.x(field.columns() - 1), f.z(0),
                    f.z(field.rows() - 1)));
        }
        return new Window((int) c0, (int) r0, (int) (c1 - c0 + 1), (int) (r1 - r0 + 1));
    }

    /**
     * The samples of a field inside this window, in the field's frame shifted to the window's first
     * sample (so every kept sample stays where it was). NaN samples stay NaN.
     *
     * @param field the field
     * @return the cropped field, {@code columns × rows}
     * @throws IllegalArgumentException if the window does not lie inside the field (naming the field's
     *                                  size)
     */
    public Heightfield crop(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        if ((long) column + columns > field.columns() || (long) row + rows > field.rows()) {
            throw new IllegalArgumentException("window columns " + column + "…" + ((long) column + columns - 1)
                    + ", rows " + row + "…" + ((long) row + rows - 1) + " does not lie inside the field's columns 0…"
                    + (field.columns() - 1) + ", rows 0…" + (field.rows() - 1));
        }
        HeightfieldBuffer out = new HeightfieldBuffer(columns, rows, field.frame().shifted(column, row));
        float[] o = Samples.shared(out);
        float[] line = new float[field.columns()];
        for (int r = 0; r < rows; r++) {
            field.copyRowTo(row + r, line, 0);
            System.arraycopy(line, column, o, r * columns, columns);
        }
        return out.freeze();
    }
}
