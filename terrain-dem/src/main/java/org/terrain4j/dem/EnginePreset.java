package org.terrain4j.dem;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.PngHeightmap;
import org.terrain4j.io.RawHeightmap;
import org.terrain4j.io.SampleMapping;

/**
 * The heightmaps game engines and terrain tools import, and the numbers their importers need.
 *
 * <table>
 *   <caption>Presets</caption>
 *   <tr><th>preset</th><th>file</th><th>sizes</th><th>rows</th></tr>
 *   <tr><td>{@link #UNITY}</td><td>RAW, unsigned 16-bit, little-endian ("Windows"), {@code .raw}</td>
 *       <td>square, 2ⁿ + 1 from 33 to 4097</td><td>south to north (Unity's first row is its terrain's
 *       z = 0 edge)</td></tr>
 *   <tr><td>{@link #UNREAL}</td><td>16-bit grayscale PNG</td><td>each side one of Unreal Engine's
 *       recommended landscape sizes: 127, 253, 505, 1009, 2017, 4033, 8129</td><td>north to south (image
 *       order)</td></tr>
 *   <tr><td>{@link #R16}</td><td>Gaea and World Machine's {@code .r16}: unsigned 16-bit, little-endian</td>
 *       <td>any</td><td>north to south</td></tr>
 * </table>
 * The heights fill the whole sample range (lowest → 0, highest → 65535, {@link SampleMapping#fitting});
 * the {@link EngineExport} returned says what to enter so that the engine shows them at their true
 * scale. Engines know no voids, so a field with NaN samples is refused (fill it first with
 * {@link VoidFill}); a field of the wrong size is refused, naming the sizes allowed (resample it first
 * with {@link Resample} to {@link #nearestSize(int)}): nothing is ever resized silently.
 *
 * <p>Sources: Unity Manual, "Working with heightmaps" (RAW import: 16-bit depth, Windows or Mac byte
 * order, square resolution 2ⁿ + 1); Unreal Engine documentation, "Landscape Technical Guide"
 * (recommended sizes; a Z scale of 100 spans 512 m, −256 m to +256 m around sample 32768; X and Y
 * scale in centimetres per sample).
 *
 * @since 0.1
 */
public enum EnginePreset {
    /** Unity's terrain: RAW 16-bit little-endian, square 2ⁿ + 1, rows south to north. */
    UNITY("Unity", "raw", List.of(33, 65, 129, 257, 513, 1025, 2049, 4097), true),
    /** Unreal Engine's landscape: 16-bit PNG, each side 127, 253, 505, 1009, 2017, 4033 or 8129. */
    UNREAL("Unreal Engine", "png", List.of(127, 253, 505, 1009, 2017, 4033, 8129), false),
    /** Gaea's and World Machine's raw {@code .r16}: 16-bit little-endian, any size. */
    R16("Gaea / World Machine", "r16", List.of(), false);

    private final String engine;
    private final String extension;
    private final List<Integer> sizes;
    private final boolean square;

    EnginePreset(String engine, String extension, List<Integer> sizes, boolean square) {
        this.engine = engine;
        this.extension = extension;
        this.sizes = sizes;
        this.square = square;
    }

    /**
     * @return the program it is for, such as {@code Unity}
     */
    public String engine() {
        return engine;
    }

    /**
     * @return the file extension it writes, without the dot: {@code raw}, {@code png} or {@code r16}
     */
    public String extension() {
        return extension;
    }

    /**
     * @return the sample counts a side may have, ascending; empty if any count is accepted
     */
    public List<Integer> sizes() {
        return sizes;
    }

    /**
     * @return whether the grid must be square
     */
    public boolean square() {
        return square;
    }

    /**
     * @param columns samples per row
     * @param rows    rows
     * @return whether this preset accepts a grid of that size
     */
    public boolean fits(int columns, int rows) {
        boolean sides = sizes.isEmpty() || sizes.contains(columns) && sizes.contains(rows);
        return sides && (!square || columns == rows);
    }

    /**
     * The allowed side length nearest a count (the larger of two equally near).
     *
     * @param samples a side's sample count, ≥ 1
     * @return the nearest allowed count, or {@code samples} itself if any count is allowed
     * @throws IllegalArgumentException if samples &lt; 1
     */
    public int nearestSize(int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be >= 1, was " + samples);
        }
        int best = samples;
        long distance = Long.MAX_VALUE;
        for (int s : sizes) {
            long d = Math.abs((long) s - samples);
            if (d <= distance) {
                distance = d;
                best = s;
            }
        }
        return best;
    }

    /**
     * Checks that a field can be exported as it is.
     *
     * @param field the heights
     * @throws IllegalArgumentException if it has NaN samples, infinite samples, or a size this preset
     *                                  does not accept (naming the sizes allowed and the nearest)
     */
    public void check(HeightfieldView field) {
        checkFits(field);
    }

    /**
     * @return the sizes this engine imports, in words: {@code 33, 65, 129, … or 4097}
     */
    public String sizesText() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < sizes.size(); i++) {
            sb.append(i == 0 ? "" : i == sizes.size() - 1 ? " or " : ", ").append(sizes.get(i));
        }
        return sb.toString();
    }

    private void checkFits(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        int c = field.columns();
        int r = field.rows();
        if (!fits(c, r)) {
            String wanted = square ? nearestSize(Math.max(c, r)) + " × " + nearestSize(Math.max(c, r))
                    : nearestSize(c) + " × " + nearestSize(r);
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s imports %s%s, but the field is %d × %d;"
                    + " resample it to %s first", engine, square ? "square grids of " : "sides of ", sizesText(), c, r,
                    wanted));
        }
        long voids = Support.samples(field, "field").length - field.statistics().count();
        if (voids > 0) {
            throw new IllegalArgumentException(engine + " heightmaps cannot hold voids, but the field has " + voids
                    + " NaN samples; fill them first");
        }
    }

    /**
     * Writes a field for this preset, atomically.
     *
     * @param field the heights, metres; of a size {@link #fits} accepts, with no NaN
     * @param file  the file to create or replace (its name is not checked against {@link #extension()})
     * @return what was written and what to enter in the importer
     * @throws IllegalArgumentException as for {@link #check}; nothing is written then
     * @throws IOException              if the directory does not exist or writing fails; no partial file
     *                                  is left
     */
    public EngineExport write(HeightfieldView field, Path file) throws IOException {
        check(field);
        Objects.requireNonNull(file, "file");
        SampleMapping mapping = SampleMapping.fitting(field, 0);
        switch (this) {
            case UNITY -> RawHeightmap.r16().withByteOrder(ByteOrder.LITTLE_ENDIAN).withMapping(mapping)
                    .write(southFirst(field), file);
            case UNREAL -> PngHeightmap.write(field, file, mapping);
            case R16 -> RawHeightmap.r16().withByteOrder(ByteOrder.LITTLE_ENDIAN).withMapping(mapping).write(field, file);
        }
        var s = field.statistics();
        return new EngineExport(this, file, field.columns(), field.rows(), mapping, field.frame().spacingX(),
                field.frame().spacingZ(), s.min(), s.max());
    }

    /** The rows in reverse order: south first. */
    private static Heightfield southFirst(HeightfieldView field) {
        int c = field.columns();
        int r = field.rows();
        HeightfieldBuffer b = new HeightfieldBuffer(c, r, field.frame());
        float[] o = Samples.shared(b);
        for (int y = 0; y < r; y++) {
            field.copyRowTo(r - 1 - y, o, y * c);
        }
        return b.freeze();
    }
}
