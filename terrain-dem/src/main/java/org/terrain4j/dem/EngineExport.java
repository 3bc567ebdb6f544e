package org.terrain4j.dem;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.terrain4j.io.SampleMapping;

/**
 * What {@link EnginePreset#write} wrote and the numbers to enter in the engine's importer so that the
 * terrain appears at its true size and height.
 *
 * <p>Immutable and thread-safe.
 *
 * @param preset   the preset
 * @param file     the file written
 * @param columns  samples per row
 * @param rows     rows
 * @param mapping  how the 16-bit samples stand for heights in metres ({@code height = offset + scale·s})
 * @param spacingX metres between columns
 * @param spacingZ metres between rows
 * @param minimum  the lowest height, metres
 * @param maximum  the highest height, metres
 * @since 0.1
 */
public record EngineExport(EnginePreset preset, Path file, int columns, int rows, SampleMapping mapping,
        double spacingX, double spacingZ, double minimum, double maximum) {

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
    public EngineExport {
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
}
