package org.terrain4j.dem;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.terrain4j.api.internal.Records;
import org.terrain4j.io.SampleMapping;

/**
 * What {@link EnginePreset#write} wrote and the numbers to enter in the engine's importer so that the
 * terrain appears at its true size and height.
 *
 * <p>{@link EnginePreset#write} makes these (there is no public constructor); each value is read by the
 * accessor of its name, and two are equal when every value is (doubles by their bits, as a record
 * compares them). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class EngineExport {

    private final EnginePreset preset;
    private final Path file;
    private final int columns;
    private final int rows;
    private final SampleMapping mapping;
    private final double spacingX;
    private final double spacingZ;
    private final double minimum;
    private final double maximum;

    /** Unreal's Z scale per metre of height range: a Z scale of 100 spans 512 m. */
    public static final double UNREAL_METRES_AT_Z_SCALE_100 = 512;

    /**
     * Validates the record.
     *
     * @param preset   the preset
     * @param file     the file
     * @param columns  ≥ 1
     * @param rows     ≥ 1
     * @param mapping  the mapping
     * @param spacingX metres, &gt; 0
     * @param spacingZ metres, &gt; 0
     * @param minimum  metres, finite
     * @param maximum  metres, finite, ≥ minimum
     * @throws IllegalArgumentException if a value is out of range
     */
    EngineExport(EnginePreset preset, Path file, int columns, int rows, SampleMapping mapping, double spacingX,
            double spacingZ, double minimum, double maximum) {
        Objects.requireNonNull(preset, "preset");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(mapping, "mapping");
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("columns and rows must be >= 1, were " + columns + " and " + rows);
        }
        if (!(spacingX > 0 && spacingZ > 0 && Double.isFinite(spacingX) && Double.isFinite(spacingZ))) {
            throw new IllegalArgumentException("spacings must be finite and > 0, were " + spacingX + " and " + spacingZ);
        }
        if (!(Double.isFinite(minimum) && Double.isFinite(maximum) && maximum >= minimum)) {
            throw new IllegalArgumentException("minimum and maximum must be finite with maximum >= minimum, were "
                    + minimum + " and " + maximum);
        }
        this.preset = preset;
        this.file = file;
        this.columns = columns;
        this.rows = rows;
        this.mapping = mapping;
        this.spacingX = spacingX;
        this.spacingZ = spacingZ;
        this.minimum = minimum;
        this.maximum = maximum;
    }

    /**
     * @return the height the full sample range spans, metres: {@code 65535 · scale}
     */
    public double heightRange() {
        return SampleMapping.MAX_SAMPLE * mapping.scale();
    }

    /**
     * @return Unreal's landscape Z scale for this range: {@code 100 · range / 512 m}
     */
    public double unrealZScale() {
        // sample s stands for (s − 32768) · zScale / 128 cm, so one sample step is zScale / 128 cm
        return mapping.scale() * 100 * 128;
    }

    /**
     * @return the importer's settings, one per line, such as {@code Terrain Height: 163 m}
     */
    public List<String> instructions() {
        double width = (columns - 1) * spacingX;
        double length = (rows - 1) * spacingZ;
        return switch (preset) {
            case UNITY -> List.of(
                    "Unity: Terrain > Import Raw: Depth Bit 16, Byte Order Windows, Resolution " + columns
                            + " (rows are written south first: leave Flip Vertically off)",
                    f("Terrain Width %s m, Terrain Length %s m, Terrain Height %s m", width, length, heightRange()),
                    f("Terrain position Y %s m puts sample 0 at the lowest height (%s m)", mapping.offset(), minimum));
            case UNREAL -> List.of(
                    "Unreal Engine: Landscape > Import from File, " + columns + " × " + rows + " samples",
                    f("Scale X %s, Y %s, Z %s (X and Y: cm per sample; Z: 100 spans 512 m)", spacingX * 100,
                            spacingZ * 100, unrealZScale()),
                    f("Location Z %s cm puts sample 32768 at %s m", mapping.height(32_768) * 100,
                            mapping.height(32_768)));
            case R16 -> List.of(
                    "Gaea / World Machine: raw 16-bit little-endian, " + columns + " × " + rows + " samples",
                    f("size %s m × %s m, height range %s m from %s m (sample 0) to %s m (sample 65535)", width,
                            length, heightRange(), mapping.offset(), mapping.height(SampleMapping.MAX_SAMPLE)));
        };
    }

    private static String f(String format, Object... values) {
        Object[] v = values.clone();
        for (int i = 0; i < v.length; i++) {
            if (v[i] instanceof Double d) {
                v[i] = number(d);
            }
        }
        return String.format(Locale.ROOT, format, v);
    }

    /** Six significant digits without an exponent or trailing zeros. */
    static String number(double v) {
        java.math.BigDecimal b = new java.math.BigDecimal(v).round(new java.math.MathContext(6));
        String s = b.stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    /**
     * @return the preset
     */
    public EnginePreset preset() {
        return preset;
    }

    /**
     * @return the file written
     */
    public Path file() {
        return file;
    }

    /**
     * @return samples per row
     */
    public int columns() {
        return columns;
    }

    /**
     * @return rows
     */
    public int rows() {
        return rows;
    }

    /**
     * @return how the 16-bit samples stand for heights in metres ({@code height = offset + scale·s})
     */
    public SampleMapping mapping() {
        return mapping;
    }

    /**
     * @return metres between columns
     */
    public double spacingX() {
        return spacingX;
    }

    /**
     * @return metres between rows
     */
    public double spacingZ() {
        return spacingZ;
    }

    /**
     * @return the lowest height, metres
     */
    public double minimum() {
        return minimum;
    }

    /**
     * @return the highest height, metres
     */
    public double maximum() {
        return maximum;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(EnginePreset preset, Path file, int columns, int rows, SampleMapping mapping,
            double spacingX, double spacingZ, double minimum, double maximum) {
    }

    private Values values() {
        return new Values(preset, file, columns, rows, mapping, spacingX, spacingZ, minimum, maximum);
    }

    /**
     * Whether another {@code EngineExport} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code EngineExport} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof EngineExport other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code EngineExport[preset=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("EngineExport", values());
    }
}
