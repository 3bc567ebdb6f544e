package org.terrain4j.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.Statistics;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;
import org.terrain4j.dem.internal.Images;

/**
 * A colour ramp with GDAL color-relief semantics: entries {@code (value, red, green, blue, alpha)}
 * sorted by value, the colour between two entries interpolated linearly per channel, values past the
 * first or last entry clamped to its colour, and a no-data colour for NaN samples (GDAL's
 * {@code nv}).
 *
 * <h2>Lookup</h2>
 * For a value {@code v} ({@link Mode#INTERPOLATE}, the default): below or at the first entry, the
 * first colour; above the last, the last colour; equal to an entry's value, that entry's colour (the
 * first listed of entries sharing a value); between entries {@code e₀ < v < e₁}, each channel
 * {@code floor(0.5 + c₀ + t · (c₁ − c₀))} with {@code t = (v − e₀) / (e₁ − e₀)}. Entries that share a
 * value make a step: above that value the ramp continues from the last one listed (recent GDAL versions
 * instead move such entries a few ulps apart, so exactly at the shared value they blend them). The
 * half-up rounding is that of current GDAL; GDAL 3.6 truncates, so it can be one level lower between
 * entries.
 * {@link Mode#NEAREST}
 * takes the nearest entry's colour (the upper one at a tie); {@link Mode#EXACT} takes an entry's
 * colour only on an exact match and transparent black {@code (0, 0, 0, 0)} otherwise. NaN takes the
 * no-data colour, transparent black unless set.
 *
 * <h2>Percentages</h2>
 * An entry's value may be a percentage of the field's range: 0 % is the minimum valid sample, 100 %
 * the maximum. {@link #image(HeightfieldView)} and {@link #argb(HeightfieldView)} resolve them against
 * the field they colour; {@link #resolve(double, double)} does it explicitly. A ramp with percentage
 * entries cannot colour a lone value ({@link #argb(double)}).
 *
 * <h2>Text format</h2>
 * {@link #parse(CharSequence)} and {@link #read(Path)} read GDAL's color-relief text files: one entry a
 * line, {@code value red green blue [alpha]}, fields separated by spaces, tabs, commas or colons;
 * {@code value} a number, a percentage such as {@code 50%} (0…100), or {@code nv} for the no-data
 * colour; the colour either as channels 0…255 (alpha 255 if absent) or as one of GRASS's names
 * ({@code white black red green blue yellow magenta cyan aqua grey gray orange brown purple violet
 * indigo}, with the same RGB values as GDAL) optionally followed by an alpha. Lines that are empty or
 * start with {@code #} or {@code /} are comments. Stricter than GDAL: a channel outside 0…255, a
 * number that does not parse, a line with one field or more than five, and an unknown colour name are
 * errors, not silently read; GMT {@code .cpt} palettes are not supported.
 *
 * <p>Immutable and thread-safe. Source: GDAL {@code gdaldem color-relief} documentation and
 * behaviour (GDAL 3.6).
 *
 * @since 0.1
 */
public final class Ramp {

    /**
     * How a value between entries is coloured.
     *
     * @since 0.1
     */
    public enum Mode {
        /** Linear interpolation per channel between the neighbouring entries (GDAL's default). */
        INTERPOLATE,
        /** The nearest entry's colour (GDAL's {@code -nearest_color_entry}). */
        NEAREST,
        /** An entry's colour on an exact match only, else transparent black (GDAL's {@code -exact_color_entry}). */
        EXACT
    }

    /**
     * One entry of a ramp: a value (or a percentage of the field's range) and its colour. Made by
     * {@link #of(double, int, int, int) of} at a height or {@link #ofPercent(double, int, int, int)
     * ofPercent} at a percentage (there is no public constructor); each value is read by the accessor of
     * its name. Equal when every value is (the value by its bits, as a record compares it). Immutable and
     * thread-safe.
     *
     * @since 0.1
     */
    public static final class Entry {

        private final double value;
        private final boolean percent;
        private final int red;
        private final int green;
        private final int blue;
        private final int alpha;

        /**
         * Validates the entry.
         *
         * @param value   height (finite) or percentage in [0, 100]
         * @param percent whether value is a percentage
         * @param red     0…255
         * @param green   0…255
         * @param blue    0…255
         * @param alpha   0…255
         * @throws IllegalArgumentException if the value is not finite, a percentage is outside
         *                                  [0, 100], or a channel is outside [0, 255]
         */
        private Entry(double value, boolean percent, int red, int green, int blue, int alpha) {
            if (percent) {
                Checks.inRange("value", value, 0, 100);
            } else {
                Checks.finite("value", value);
            }
            Checks.inRange("red", red, 0, 255);
            Checks.inRange("green", green, 0, 255);
            Checks.inRange("blue", blue, 0, 255);
            Checks.inRange("alpha", alpha, 0, 255);
            this.value = value;
            this.percent = percent;
            this.red = red;
            this.green = green;
            this.blue = blue;
            this.alpha = alpha;
        }

        /**
         * An opaque entry at a height.
         *
         * @param value height, metres; finite
         * @param red   0…255
         * @param green 0…255
         * @param blue  0…255
         * @return the entry
         * @throws IllegalArgumentException if the value is not finite or a channel is outside [0, 255]
         */
        public static Entry of(double value, int red, int green, int blue) {
            return new Entry(value, false, red, green, blue, 255);
        }

        /**
         * An entry at a height.
         *
         * @param value height, metres; finite
         * @param red   0…255
         * @param green 0…255
         * @param blue  0…255
         * @param alpha 0…255
         * @return the entry
         * @throws IllegalArgumentException if the value is not finite or a channel is outside [0, 255]
         */
        public static Entry of(double value, int red, int green, int blue, int alpha) {
            return new Entry(value, false, red, green, blue, alpha);
        }

        /**
         * An opaque entry at a percentage of the field's range.
         *
         * @param percent 0 (minimum) … 100 (maximum)
         * @param red     0…255
         * @param green   0…255
         * @param blue    0…255
         * @return the entry
         * @throws IllegalArgumentException if the percentage is outside [0, 100] or a channel outside [0, 255]
         */
        public static Entry ofPercent(double percent, int red, int green, int blue) {
            return new Entry(percent, true, red, green, blue, 255);
        }

        /**
         * An entry at a percentage of the field's range.
         *
         * @param percent 0 (minimum) … 100 (maximum)
         * @param red     0…255
         * @param green   0…255
         * @param blue    0…255
         * @param alpha   0…255 (255 opaque)
         * @return the entry
         * @throws IllegalArgumentException if the percentage is outside [0, 100] or a channel outside [0, 255]
         */
        public static Entry ofPercent(double percent, int red, int green, int blue, int alpha) {
            return new Entry(percent, true, red, green, blue, alpha);
        }

        /**
         * @return the colour packed as {@code 0xAARRGGBB}
         */
        public int argb() {
            return alpha << 24 | red << 16 | green << 8 | blue;
        }

        /**
         * @return the height, metres (finite), or with {@code percent} a percentage in [0, 100]
         */
        public double value() {
            return value;
        }

        /**
         * @return whether {@code value} is a percentage of the field's range
         */
        public boolean percent() {
            return percent;
        }

        /**
         * @return 0…255
         */
        public int red() {
            return red;
        }

        /**
         * @return 0…255
         */
        public int green() {
            return green;
        }

        /**
         * @return 0…255
         */
        public int blue() {
            return blue;
        }

        /**
         * @return 0…255 (255 opaque)
         */
        public int alpha() {
            return alpha;
        }

        /** The values as a record: its equals, hashCode and toString are this class's. */
        private record Values(double value, boolean percent, int red, int green, int blue, int alpha) {
        }

        private Values values() {
            return new Values(value, percent, red, green, blue, alpha);
        }

        /**
         * Whether another {@code Entry} has exactly these values (doubles compared by their bits, as a
         * record does).
         *
         * @param o another object, or null
         * @return true if {@code o} is a {@code Entry} with equal values
         */
        @Override
        public boolean equals(Object o) {
            return o instanceof Entry other && values().equals(other.values());
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
         * @return {@code Entry[value=…, …]}
         */
        @Override
        public String toString() {
            return Records.named("Entry", values());
        }
    }

    private static final Map<String, int[]> NAMED = Map.ofEntries(
            Map.entry("white", new int[] {255, 255, 255}), Map.entry("black", new int[] {0, 0, 0}),
            Map.entry("red", new int[] {255, 0, 0}), Map.entry("green", new int[] {0, 255, 0}),
            Map.entry("blue", new int[] {0, 0, 255}), Map.entry("yellow", new int[] {255, 255, 0}),
            Map.entry("magenta", new int[] {255, 0, 255}), Map.entry("cyan", new int[] {0, 255, 255}),
            Map.entry("aqua", new int[] {0, 191, 191}), Map.entry("grey", new int[] {191, 191, 191}),
            Map.entry("gray", new int[] {191, 191, 191}), Map.entry("orange", new int[] {255, 127, 0}),
            Map.entry("brown", new int[] {191, 127, 63}), Map.entry("purple", new int[] {127, 0, 255}),
            Map.entry("violet", new int[] {127, 0, 255}), Map.entry("indigo", new int[] {0, 127, 255}));

    private final List<Entry> entries;
    private final int noData;
    private final Mode mode;
    /** Sorted by value (stable) when no entry is a percentage; null otherwise. */
    private final Entry[] sorted;

    private Ramp(List<Entry> entries, int noData, Mode mode) {
        this.entries = entries;
        this.noData = noData;
        this.mode = mode;
        boolean pct = entries.stream().anyMatch(Entry::percent);
        if (pct) {
            sorted = null;
        } else {
            sorted = entries.toArray(new Entry[0]);
            Arrays.sort(sorted, Comparator.comparingDouble(Entry::value)); // stable
        }
    }

    // ---------------------------------------------------------------- construction

    /**
     * A ramp from entries in any order (sorted by value, ties kept in the given order), interpolating,
     * with transparent black for no-data.
     *
     * @param entries at least one entry
     * @return the ramp
     * @throws IllegalArgumentException if there is no entry
     * @throws NullPointerException     if the list or an entry is null
     */
    public static Ramp of(List<Entry> entries) {
        Objects.requireNonNull(entries, "entries");
        List<Entry> copy = List.copyOf(entries);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException("entries must hold at least 1 entry, was empty");
        }
        return new Ramp(copy, 0, Mode.INTERPOLATE);
    }

    /**
     * A ramp from entries in any order; see {@link #of(List)}.
     *
     * @param entries at least one entry
     * @return the ramp
     * @throws IllegalArgumentException if there is no entry
     * @throws NullPointerException     if an entry is null
     */
    public static Ramp of(Entry... entries) {
        return of(Arrays.asList(entries));
    }

    /**
     * Reads a ramp from GDAL color-relief text (see the class documentation for the format).
     *
     * @param text the file's content
     * @return the ramp, interpolating, with the {@code nv} colour as no-data colour (transparent black
     *         if there is no {@code nv} line)
     * @throws IllegalArgumentException naming the line and the reason if the text is malformed or
     *                                  holds no entry
     * @throws NullPointerException     if text is null
     */
    public static Ramp parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        List<Entry> list = new ArrayList<>();
        int noData = 0;
        String[] lines = text.toString().split("\r\n|\r|\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.charAt(0) == '#' || line.charAt(0) == '/') {
                continue;
            }
            String[] f = line.split("[ ,\t:]+");
            try {
                if (f.length < 2 || f.length > 5) {
                    throw new IllegalArgumentException("expected 'value red green blue [alpha]' or 'value name"
                            + " [alpha]', found " + f.length + " field" + (f.length == 1 ? "" : "s"));
                }
                int[] rgba = colour(f);
                String v = f[0];
                if (v.equalsIgnoreCase("nv")) {
                    noData = rgba[3] << 24 | rgba[0] << 16 | rgba[1] << 8 | rgba[2];
                } else if (v.length() > 1 && v.endsWith("%")) {
                    double pct = number(v.substring(0, v.length() - 1), "percentage");
                    if (!(pct >= 0 && pct <= 100)) {
                        throw new IllegalArgumentException("percentage must be in [0, 100], was " + v);
                    }
                    list.add(Entry.ofPercent(pct, rgba[0], rgba[1], rgba[2], rgba[3]));
                } else {
                    double value = number(v, "value");
                    if (!Double.isFinite(value)) {
                        throw new IllegalArgumentException("value must be finite, was " + v);
                    }
                    list.add(Entry.of(value, rgba[0], rgba[1], rgba[2], rgba[3]));
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (n + 1) + " '" + line + "': " + e.getMessage(), e);
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException("a colour ramp needs at least one 'value red green blue' line,"
                    + " found none");
        }
        return new Ramp(List.copyOf(list), noData, Mode.INTERPOLATE);
    }

    /**
     * Reads a GDAL color-relief text file (UTF-8); see {@link #parse(CharSequence)}.
     *
     * @param file the file
     * @return the ramp
     * @throws IOException naming the file and the reason if it cannot be read or is malformed (the
     *                     message then names the line)
     * @throws NullPointerException if file is null
     */
    public static Ramp read(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file", e);
        } catch (CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text", e);
        } catch (IOException e) {
            throw new IOException(file + ": cannot read colour ramp: " + e.getMessage(), e);
        }
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static double number(String s, String what) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a number, was '" + s + "'", e);
        }
    }

    private static int[] colour(String[] f) {
        if (f.length >= 4) {
            return new int[] {channel(f[1], "red"), channel(f[2], "green"), channel(f[3], "blue"),
                f.length == 5 ? channel(f[4], "alpha") : 255};
        }
        int[] rgb = NAMED.get(f[1].toLowerCase(Locale.ROOT));
        if (rgb == null) {
            throw new IllegalArgumentException("unknown colour name '" + f[1] + "' (known: white, black, red,"
                    + " green, blue, yellow, magenta, cyan, aqua, grey, gray, orange, brown, purple, violet,"
                    + " indigo)");
        }
        return new int[] {rgb[0], rgb[1], rgb[2], f.length == 3 ? channel(f[2], "alpha") : 255};
    }

    private static int channel(String s, String name) {
        int v;
        try {
            v = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer in [0, 255], was '" + s + "'", e);
        }
        if (v < 0 || v > 255) {
            throw new IllegalArgumentException(name + " must be in [0, 255], was " + v);
        }
        return v;
    }

    // ---------------------------------------------------------------- built-in ramps

    /**
     * A hypsometric tint in percentages of the field's range, from lowland green through yellow and
     * browns to snow white: 0 % (40, 110, 60), 15 % (95, 150, 75), 35 % (190, 195, 120),
     * 55 % (210, 175, 110), 75 % (160, 115, 80), 90 % (200, 190, 185), 100 % (255, 255, 255);
     * no-data transparent.
     *
     * @return the ramp
     */
    public static Ramp hypsometric() {
        return of(Entry.ofPercent(0, 40, 110, 60), Entry.ofPercent(15, 95, 150, 75), Entry.ofPercent(35, 190, 195, 120),
                Entry.ofPercent(55, 210, 175, 110), Entry.ofPercent(75, 160, 115, 80),
                Entry.ofPercent(90, 200, 190, 185), Entry.ofPercent(100, 255, 255, 255));
    }

    /**
     * The default tint of a field that may reach below the sea: {@link #hypsometric()} over the land and
     * {@link #bathymetric()} over the sea, resolved against the field's range so that the coastline
     * shows. Samples at or below {@code seaLevel} are sea, coloured from the deepest sample ({@code min},
     * 0 %) to the sea surface ({@code seaLevel}, 100 %); samples above it are land, coloured from
     * {@code max(min, seaLevel)} (0 %) to {@code max} (100 %). A sample exactly at sea level takes the
     * shallowest sea colour (a tile whose sea was set to 0, as SRTM's is, shows its sea), the smallest
     * height above it the lowest land colour. When {@code min ≥ seaLevel} there is no sea and the result
     * is {@code hypsometric().resolve(min, max)}: a field that reaches no lower than the sea surface (a
     * range on a 0 m base, a plain) is land, not a sea of its lowest samples with a dotted shoreline; to
     * colour a tile whose sea was set to the sea level and that holds nothing below it as sea, pass a sea
     * level a little above it. When {@code max ≤ seaLevel} (and {@code min < seaLevel}) it is all sea.
     *
     * @param min      the field's lowest height, metres; finite
     * @param seaLevel the height of the sea surface, metres; finite
     * @param max      the field's highest height, metres; finite and ≥ min
     * @return a ramp in absolute heights (no percentages)
     * @throws IllegalArgumentException if a height is not finite or max &lt; min
     */
    public static Ramp landAndSea(double min, double seaLevel, double max) {
        Checks.finite("seaLevel", seaLevel);
        Ramp land = hypsometric();
        if (min >= seaLevel) {
            return land.resolve(min, max);
        }
        Ramp sea = bathymetric().resolve(min, Math.max(min, Math.min(seaLevel, max)));
        if (!(max > seaLevel)) {
            return sea;
        }
        List<Entry> list = new ArrayList<>(sea.entries());
        list.addAll(land.resolve(seaLevel, max).entries());
        return of(list);
    }

    /**
     * The colours of the sea floor in percentages of its range, from deep water (0 %, the lowest sample)
     * to the sea surface (100 %): 0 % (15, 40, 105), 50 % (40, 95, 170), 85 % (95, 165, 215),
     * 100 % (160, 210, 235); no-data transparent. {@link #landAndSea} puts it under the land's tint.
     *
     * @return the ramp
     */
    public static Ramp bathymetric() {
        return of(Entry.ofPercent(0, 15, 40, 105), Entry.ofPercent(50, 40, 95, 170), Entry.ofPercent(85, 95, 165, 215),
                Entry.ofPercent(100, 160, 210, 235));
    }

    /**
     * A tint in absolute metres for land and sea: deep blue at −6000 m rising to pale blue just below
     * sea level, then green at 0 m, yellow-tan by 1000 m, brown by 2000 m, grey by 3500 m and white
     * from 5000 m; no-data transparent. Entries: −6000 (10, 30, 90), −1000 (40, 100, 180),
     * −0.01 (170, 215, 240), 0 (60, 130, 70), 300 (140, 180, 100), 1000 (225, 210, 140),
     * 2000 (170, 120, 80), 3500 (210, 210, 210), 5000 (255, 255, 255).
     *
     * @return the ramp
     */
    public static Ramp topography() {
        return of(Entry.of(-6000, 10, 30, 90), Entry.of(-1000, 40, 100, 180), Entry.of(-0.01, 170, 215, 240),
                Entry.of(0, 60, 130, 70), Entry.of(300, 140, 180, 100), Entry.of(1000, 225, 210, 140),
                Entry.of(2000, 170, 120, 80), Entry.of(3500, 210, 210, 210), Entry.of(5000, 255, 255, 255));
    }

    /**
     * Black at the field's minimum (0 %) to white at its maximum (100 %); no-data transparent.
     *
     * @return the ramp
     */
    public static Ramp grayscale() {
        return of(Entry.ofPercent(0, 0, 0, 0), Entry.ofPercent(100, 255, 255, 255));
    }

    // ---------------------------------------------------------------- options

    /**
     * @param red   0…255
     * @param green 0…255
     * @param blue  0…255
     * @param alpha 0…255
     * @return a copy whose no-data (NaN) colour is this one
     * @throws IllegalArgumentException if a channel is outside [0, 255]
     */
    public Ramp withNoDataColor(int red, int green, int blue, int alpha) {
        Checks.inRange("red", red, 0, 255);
        Checks.inRange("green", green, 0, 255);
        Checks.inRange("blue", blue, 0, 255);
        Checks.inRange("alpha", alpha, 0, 255);
        return new Ramp(entries, alpha << 24 | red << 16 | green << 8 | blue, mode);
    }

    /**
     * @param mode how values between entries are coloured
     * @return a copy with this mode
     * @throws NullPointerException if mode is null
     */
    public Ramp withMode(Mode mode) {
        return new Ramp(entries, noData, Objects.requireNonNull(mode, "mode"));
    }

    /**
     * @return the entries in the order given (not sorted), unmodifiable
     */
    public List<Entry> entries() {
        return entries;
    }

    /**
     * @return the no-data colour, {@code 0xAARRGGBB}
     */
    public int noDataArgb() {
        return noData;
    }

    /**
     * @return how values between entries are coloured
     */
    public Mode mode() {
        return mode;
    }

    /**
     * @return whether some entry is a percentage of the field's range
     */
    public boolean hasPercentages() {
        return sorted == null;
    }

    /**
     * Turns percentage entries into heights: {@code min + percent / 100 · (max − min)}.
     *
     * @param min the height at 0 %, finite
     * @param max the height at 100 %, finite and ≥ min
     * @return a ramp without percentages (this one if it has none)
     * @throws IllegalArgumentException if min or max is not finite or max &lt; min
     */
    public Ramp resolve(double min, double max) {
        Checks.finite("min", min);
        Checks.finite("max", max);
        if (!(max >= min)) {
            throw new IllegalArgumentException("max must be >= min = " + min + ", was " + max);
        }
        if (!hasPercentages()) {
            return this;
        }
        List<Entry> list = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            list.add(e.percent() ? new Entry(min + e.value() / 100 * (max - min), false, e.red(), e.green(),
                    e.blue(), e.alpha()) : e);
        }
        return new Ramp(List.copyOf(list), noData, mode);
    }

    // ---------------------------------------------------------------- lookup

    /**
     * The colour of one value.
     *
     * @param value a height, metres; NaN gives the no-data colour, infinities the end colours
     * @return the colour, {@code 0xAARRGGBB}
     * @throws IllegalStateException if the ramp has percentage entries (call {@link #resolve} first)
     */
    public int argb(double value) {
        Entry[] e = sorted;
        if (e == null) {
            throw new IllegalStateException("this ramp has percentage entries: resolve(min, max) it first");
        }
        if (value != value) {
            return noData;
        }
        int n = e.length;
        int lo = 0;
        int hi = n;
        while (lo < hi) { // first entry whose value is >= value
            int mid = (lo + hi) >>> 1;
            if (e[mid].value() < value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if (lo == 0) {
            return mode == Mode.EXACT && e[0].value() != value ? 0 : e[0].argb();
        }
        if (lo == n) {
            return mode == Mode.EXACT ? 0 : e[n - 1].argb();
        }
        Entry a = e[lo - 1];
        Entry b = e[lo];
        if (b.value() == value) {
            return b.argb();
        }
        switch (mode) {
            case EXACT:
                return 0;
            case NEAREST:
                return value - a.value() < b.value() - value ? a.argb() : b.argb();
            default:
                double t = (value - a.value()) / (b.value() - a.value());
                return lerp(a.alpha(), b.alpha(), t) << 24 | lerp(a.red(), b.red(), t) << 16
                        | lerp(a.green(), b.green(), t) << 8 | lerp(a.blue(), b.blue(), t);
        }
    }

    private static int lerp(int a, int b, double t) {
        return Math.max(0, Math.min(255, (int) Math.floor(0.5 + a + t * (b - a))));
    }

    /**
     * The colour of every sample, percentages resolved against the field's own minimum and maximum
     * (valid samples only).
     *
     * @param source heights
     * @return a new row-major array of {@code 0xAARRGGBB} colours, length {@code columns × rows}
     * @throws NullPointerException if source is null
     */
    public int[] argb(HeightfieldView source) {
        Objects.requireNonNull(source, "source");
        int[] out = new int[source.sampleCount()];
        Ramp r = this;
        if (hasPercentages()) {
            Statistics s = source.statistics();
            if (s.count() == 0) {
                Arrays.fill(out, noData);
                return out;
            }
            r = resolve(s.min(), s.max());
        }
        float[] row = new float[source.columns()];
        for (int y = 0, i = 0; y < source.rows(); y++) {
            source.copyRowTo(y, row, 0);
            for (int x = 0; x < row.length; x++, i++) {
                out[i] = r.argb(row[x]);
            }
        }
        return out;
    }

    /**
     * A colour image of the field (a hypsometric tint with {@link #hypsometric()}), one pixel per
     * sample, image row 0 the northern row; percentages resolved as in {@link #argb(HeightfieldView)}.
     *
     * @param source heights
     * @return a new image, {@link BufferedImage#TYPE_INT_RGB} when every pixel is opaque, else
     *         {@link BufferedImage#TYPE_INT_ARGB}
     * @throws NullPointerException if source is null
     */
    public BufferedImage image(HeightfieldView source) {
        return Images.colour(source.columns(), source.rows(), argb(source));
    }

    /**
     * The ramp in GDAL's color-relief text format, one entry a line
     * ({@code value red green blue alpha}, percentages with {@code %}), then the {@code nv} line; {@link
     * #parse(CharSequence)} reads it back to an equal ramp (mode aside, which the format does not hold).
     *
     * @return the text, lines ending in {@code \n}
     */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (Entry e : entries) {
            sb.append(number(e.value())).append(e.percent() ? "%" : "").append(' ').append(e.red()).append(' ')
                    .append(e.green()).append(' ').append(e.blue()).append(' ').append(e.alpha()).append('\n');
        }
        sb.append("nv ").append(noData >> 16 & 0xFF).append(' ').append(noData >> 8 & 0xFF).append(' ')
                .append(noData & 0xFF).append(' ').append(noData >>> 24).append('\n');
        return sb.toString();
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ramp r && entries.equals(r.entries) && noData == r.noData && mode == r.mode;
    }

    @Override
    public int hashCode() {
        return Objects.hash(entries, noData, mode);
    }

    @Override
    public String toString() {
        return "Ramp[" + entries.size() + " entries, mode=" + mode + ", noData=0x"
                + String.format("%08X", noData) + "]";
    }
}
