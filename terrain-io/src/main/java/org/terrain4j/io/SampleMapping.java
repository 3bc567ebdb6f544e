package org.terrain4j.io;

import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;

/**
 * How an unsigned 16-bit sample {@code s} (0…65535) of a PNG or {@code .r16} file stands for a
 * height: {@code height = offset + scale · s}. Writing inverts it:
 * {@code s = round((height − offset) / scale)}.
 *
 * <p>A round trip {@code height → sample → height} is exact when the height is itself
 * {@code (float) (offset + scale · s)} for some sample {@code s} and {@code scale} is at least the
 * {@code float} spacing (ulp) of the heights; otherwise the height moves to the nearest such value,
 * by at most {@code scale / 2} (plus {@code float} rounding).
 *
 * <p>Immutable and thread-safe.
 *
 * @param offset the height of sample 0, in the field's height unit (metres for real terrain); finite
 * @param scale  the height step between neighbouring samples; finite and &gt; 0
 * @since 0.1
 */
public record SampleMapping(double offset, double scale) {

    /** The largest unsigned 16-bit sample. */
    public static final int MAX_SAMPLE = 65_535;

    /** Height equals sample: 0…65535. */
    public static final SampleMapping IDENTITY = new SampleMapping(0, 1);

    /**
     * Samples spread over 0…1, the range generators and {@code Heightfield.normalized()} use:
     * {@code height = sample / 65535}. The mapping readers assume for a file that does not record one.
     */
    public static final SampleMapping NORMALISED = new SampleMapping(0, 1.0 / MAX_SAMPLE);

    /**
     * Validates the mapping.
     *
     * @param offset the height of sample 0; finite
     * @param scale  the height step per sample; finite and &gt; 0
     * @throws IllegalArgumentException if offset is not finite or scale is not finite and positive
     */
    public SampleMapping {
        Checks.finite("offset", offset);
        Checks.positiveFinite("scale", scale);
    }

    /**
     * The mapping that uses the whole sample range for a field: its smallest valid height becomes
     * sample {@code first} and its largest 65535. A constant field maps to sample {@code first} with
     * scale 1; a field with no valid sample gets offset 0, scale 1. NaN samples are ignored.
     *
     * @param field the heights
     * @param first the sample of the smallest height: 0, or 1 to keep sample 0 free as a no-data marker
     * @return the mapping
     * @throws IllegalArgumentException if first is not 0 or 1, or the field's range is not finite
     */
    public static SampleMapping fitting(HeightfieldView field, int first) {
        Objects.requireNonNull(field, "field");
        Checks.inRange("first", first, 0, 1);
        var s = field.statistics();
        if (s.count() == 0) {
            return IDENTITY;
        }
        double min = s.min();
        double max = s.max();
        Checks.finite("field minimum", min);
        Checks.finite("field maximum", max);
        if (max == min) {
            return new SampleMapping(min - first, 1);
        }
        double scale = (max - min) / (MAX_SAMPLE - first);
        return new SampleMapping(min - first * scale, scale);
    }

    /**
     * A mapping under which every valid height of a field comes back exactly from its 16-bit sample
     * ({@code (float) height(sample(h)) == h}), if one of two simple forms holds them: whole steps of 1
     * from the floor of the smallest height (integer metres, as most elevation models store them), or
     * the lattice of the smallest gap between two distinct heights, from the smallest height. The first
     * that holds every height is returned; a field with one distinct height gets scale 1, one with no
     * valid height {@link #IDENTITY}. NaN samples (voids) are skipped; they are written as sample 0,
     * which is why {@code first} 1 keeps it free.
     *
     * <p>Use it before a 16-bit write to keep the heights exactly when they allow it and to fall back on
     * {@link #fitting} (which rounds them to steps of {@code relief / (65535 − first)}) otherwise: the
     * {@code terrain} command does so for {@code .png} and {@code .r16} outputs. Runs in
     * {@code O(n log n)} for {@code n} samples (a sorted copy of the heights), allocating one
     * {@code float[n]} besides the field's copy. Thread-safe: it reads the field only.
     *
     * @param field the heights, any size; NaN marks voids
     * @param first the sample of the smallest height: 0, or 1 to keep sample 0 free as a no-data marker
     * @return the exact mapping, or empty if neither form holds every height within {@code first…65535}
     * @throws NullPointerException     if field is null
     * @throws IllegalArgumentException if first is not 0 or 1
     * @since 0.1
     */
    public static java.util.Optional<SampleMapping> exact(HeightfieldView field, int first) {
        Objects.requireNonNull(field, "field");
        Checks.inRange("first", first, 0, 1);
        var s = field.statistics();
        if (s.count() == 0) {
            return java.util.Optional.of(IDENTITY);
        }
        double min = s.min();
        double max = s.max();
        float[] a = field.toArray();
        if (max - min <= MAX_SAMPLE) {
            SampleMapping whole = new SampleMapping(Math.floor(min) - first, 1);
            if (whole.holds(a, first)) {
                return java.util.Optional.of(whole);
            }
        }
        float[] sorted = a.clone();
        java.util.Arrays.sort(sorted); // NaN last
        double gap = Double.POSITIVE_INFINITY;
        for (int i = 1; i < sorted.length && sorted[i] == sorted[i]; i++) {
            double d = (double) sorted[i] - sorted[i - 1];
            if (d > 0 && d < gap) {
                gap = d;
            }
        }
        if (gap == Double.POSITIVE_INFINITY) {
            return java.util.Optional.of(new SampleMapping(min - first, 1)); // one height only
        }
        long steps = Math.round((max - min) / gap);
        if (steps < 1 || steps > MAX_SAMPLE - first) {
            return java.util.Optional.empty();
        }
        double scale = (max - min) / steps;
        SampleMapping lattice = new SampleMapping(min - first * scale, scale);
        return lattice.holds(a, first) ? java.util.Optional.of(lattice) : java.util.Optional.empty();
    }

    /** Whether every non-NaN height of {@code a} maps into {@code first…65535} and back to itself exactly. */
    private boolean holds(float[] a, int first) {
        for (float v : a) {
            if (v != v) {
                continue;
            }
            long sample = sample(v);
            if (sample < first || sample > MAX_SAMPLE || (float) height((int) sample) != v) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param sample an unsigned sample, 0…65535
     * @return {@code offset + scale · sample}
     */
    public double height(int sample) {
        return offset + scale * sample;
    }

    /**
     * The nearest sample of a height, not clamped.
     *
     * @param height a finite height
     * @return {@code round((height − offset) / scale)}, possibly outside 0…65535
     */
    public long sample(double height) {
        return Math.round((height - offset) / scale);
    }

    /**
     * Refuses this mapping for a file whose valid samples run from {@code lowest} to {@code highest}
     * if it takes any of them to a height beyond the range of {@code float} (an infinite height),
     * naming the part at fault (the offset if it is itself beyond that range, else the scale) and the
     * samples that overflow. Heights rise with the sample (scale &gt; 0), so those samples are one run
     * at the top, one at the bottom, or both.
     *
     * @param file    the file, for the message
     * @param lowest  its smallest valid sample
     * @param highest its largest valid sample ({@code highest < lowest}: none, nothing to check)
     * @param given   whether the caller gave this mapping (an option) rather than the file recording it
     * @throws IllegalArgumentException if a given mapping overflows: {@code scale cannot be …} or
     *                                  {@code offset cannot be …}
     * @throws RasterFormatException    if a recorded mapping overflows
     */
    void requireFloatHeights(java.nio.file.Path file, int lowest, int highest, boolean given)
            throws RasterFormatException {
        if (highest < lowest || Float.isFinite((float) height(lowest)) && Float.isFinite((float) height(highest))) {
            return;
        }
        StringBuilder runs = new StringBuilder();
        if ((float) height(lowest) == Float.NEGATIVE_INFINITY) {
            int last = lowest; // the largest sample that still overflows downwards
            for (int lo = lowest, hi = highest; lo <= hi;) {
                int mid = (lo + hi) >>> 1;
                if ((float) height(mid) == Float.NEGATIVE_INFINITY) {
                    last = mid;
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            runs.append(run(lowest, last)).append(" to below −3.4e38");
        }
        if ((float) height(highest) == Float.POSITIVE_INFINITY) {
            int first = highest; // the smallest sample that overflows upwards
            for (int lo = lowest, hi = highest; lo <= hi;) {
                int mid = (lo + hi) >>> 1;
                if ((float) height(mid) == Float.POSITIVE_INFINITY) {
                    first = mid;
                    hi = mid - 1;
                } else {
                    lo = mid + 1;
                }
            }
            runs.append(runs.length() > 0 ? " and " : "").append(run(first, highest)).append(" to above 3.4e38");
        }
        String why = ", beyond the range of float heights (±3.4e38); the file holds samples " + run(lowest, highest);
        if (!given) {
            throw new RasterFormatException(file, "its recorded mapping (offset " + text(offset) + ", scale "
                    + text(scale) + ") takes samples " + runs + why);
        }
        if (Float.isInfinite((float) offset)) {
            throw new IllegalArgumentException("offset cannot be " + text(offset) + " for " + file + ": with scale "
                    + text(scale) + " it takes samples " + runs + why);
        }
        throw new IllegalArgumentException("scale cannot be " + text(scale) + " for " + file + ": with offset "
                + text(offset) + " it takes samples " + runs + why);
    }

    private static String run(int from, int to) {
        return from == to ? Integer.toString(from) : from + "…" + to;
    }

    /** A number as a user would type it: 0.5, 1000, 1e39, 2.5e-7. */
    static String text(double v) {
        String s = org.terrain4j.io.internal.Numbers.doubleText(v);
        int e = s.indexOf('E');
        if (e < 0) {
            return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
        }
        String mantissa = s.substring(0, e);
        if (mantissa.endsWith(".0")) {
            mantissa = mantissa.substring(0, mantissa.length() - 2);
        }
        return mantissa + "e" + s.substring(e + 1);
    }

    /**
     * Converts one row of heights to samples; NaN becomes sample 0.
     *
     * @param heights one row of heights
     * @param samples destination, same length
     * @param lowest  the lowest sample a valid height may take (1 when 0 marks no-data)
     * @param row     the row, for messages
     * @throws IllegalArgumentException if a valid height maps outside {@code lowest…65535}
     */
    void toSamples(float[] heights, int[] samples, int lowest, int row) {
        for (int c = 0; c < heights.length; c++) {
            float h = heights[c];
            if (h != h) {
                samples[c] = 0;
                continue;
            }
            long s = sample(h);
            if (s < lowest || s > MAX_SAMPLE) {
                throw new IllegalArgumentException("mapping must send every height into " + lowest + "…65535"
                        + (lowest > 0 ? " (0 is the no-data sample)" : "") + ", but height " + h + " at column " + c
                        + ", row " + row + " maps to sample " + String.format(java.util.Locale.ROOT, "%.6g",
                        (h - offset) / scale) + " with offset " + offset + " and scale " + scale);
            }
            samples[c] = (int) s;
        }
    }
}
