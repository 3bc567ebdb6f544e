package org.terrain4j.features.mountains;

import java.util.List;
import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;
import org.terrain4j.features.Shape;

/**
 * One mountain range as an author describes it: where it stands, how
 * high it is, its named summits, how many more summits it grows, how rugged and how worn it is.
 * {@link Mountains#build} turns a list of these into eroded relief.
 *
 * <p>Made by {@link #massif} or {@link #ring} (there is no public constructor); copies with one setting
 * changed are made by the {@code withX} methods, each checked when made. Each value is read by the
 * accessor of its name; equal when every value is (doubles by their bits, as a record compares them).
 * Immutable and thread-safe; lists are copied when made.
 *
 * @since 0.1
 */
public final class MountainRange {

    private final String name;
    private final Outline outline;
    private final double height;
    private final List<Peak> peaks;
    private final double peakDensity;
    private final double ruggedness;
    private final double erosion;
    private final List<Tarn> tarns;

    /** How far outside its outline a massif claims the ground (and a named summit may stand), metres. */
    static final double CLAIM_OUTSIDE_M = 2000;

    /** Default generated summits per 100 km²: one every 5 km. */
    public static final double DEFAULT_PEAK_DENSITY = 4;

    /** Default ruggedness. */
    public static final double DEFAULT_RUGGEDNESS = 0.5;

    /** Default erosion strength: the full steady state. */
    public static final double DEFAULT_EROSION = 1;

    /**
     * Validates the range.
     *
     * @param name as the accessor of that name
     * @param outline as the accessor of that name
     * @param height as the accessor of that name
     * @param peaks as the accessor of that name
     * @param peakDensity as the accessor of that name
     * @param ruggedness as the accessor of that name
     * @param erosion as the accessor of that name
     * @param tarns as the accessor of that name
     * @throws NullPointerException     if name, outline, peaks, tarns or an element is null
     * @throws IllegalArgumentException if a value is out of the range its accessor gives
     */
    MountainRange(String name, Outline outline, double height, List<Peak> peaks, double peakDensity,
            double ruggedness, double erosion, List<Tarn> tarns) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        Objects.requireNonNull(outline, "outline");
        if (!(height > 0 && height <= Peak.MAX_ELEVATION)) {
            throw new IllegalArgumentException("height must be in (0, 1e5] m, was " + Checks.number(height));
        }
        if (outline instanceof Outline.Massif m && !(enclosesGround(m.shape()))) {
            throw new IllegalArgumentException("outline of range '" + name + "' encloses no ground (" + m.shape()
                    + "): a range's circle or capsule needs a radius > 0");
        }
        peaks = List.copyOf(Objects.requireNonNull(peaks, "peaks"));
        for (int i = 0; i < peaks.size(); i++) {
            Peak p = Objects.requireNonNull(peaks.get(i), "peaks[" + i + "]");
            for (int j = 0; j < i; j++) {
                if (peaks.get(j).name().equals(p.name())) {
                    throw new IllegalArgumentException("peaks[" + i + "] is named '" + p.name() + "' as peaks[" + j
                            + "] is: the names of a range's summits must differ (messages and reports name them)");
                }
            }
            if (outline instanceof Outline.Band b) {
                if (!(p.z() > b.zFrom() && p.z() < b.zTo())) {
                    throw new IllegalArgumentException("peaks[" + i + "] ('" + p.name() + "') at z " + Checks.number(p.z())
                            + " m lies outside the band " + Checks.number(b.zFrom()) + " < z < " + Checks.number(b.zTo())
                            + " m: a named summit must stand inside its range");
                }
            } else {
                double outside = ((Outline.Massif) outline).shape().signedDistance(p.x(), p.z());
                if (!(outside < CLAIM_OUTSIDE_M)) {
                    throw new IllegalArgumentException("peaks[" + i + "] ('" + p.name() + "') at (" + Checks.number(p.x())
                            + ", " + Checks.number(p.z()) + ") m lies " + distance(outside) + " outside the outline: a named summit must stand inside"
                            + " its range or less than " + Checks.number(CLAIM_OUTSIDE_M) + " m outside its outline");
                }
            }
        }
        Checks.inRange("peakDensity", peakDensity, 0, 1000);
        Checks.inRange("ruggedness", ruggedness, 0, 1);
        Checks.inRange("erosion", erosion, 0, 1);
        tarns = List.copyOf(Objects.requireNonNull(tarns, "tarns"));
        for (int i = 0; i < tarns.size(); i++) {
            Tarn t = Objects.requireNonNull(tarns.get(i), "tarns[" + i + "]");
            double outside = outline instanceof Outline.Band b
                    ? Math.max(b.zFrom() - t.centre().z(), t.centre().z() - b.zTo())
                    : ((Outline.Massif) outline).shape().signedDistance(t.centre().x(), t.centre().z());
            if (!(outside < CLAIM_OUTSIDE_M)) {
                throw new IllegalArgumentException("tarns[" + i + "] at (" + Checks.number(t.centre().x()) + ", "
                        + Checks.number(t.centre().z()) + ") m lies " + distance(outside) + " outside range '" + name
                        + "': a tarn's shelf must lie inside its range or less than " + Checks.number(CLAIM_OUTSIDE_M)
                        + " m outside its outline");
            }
        }
        this.name = name;
        this.outline = outline;
        this.height = height;
        this.peaks = peaks;
        this.peakDensity = peakDensity;
        this.ruggedness = ruggedness;
        this.erosion = erosion;
        this.tarns = tarns;
    }

    /** @return false for a circle or capsule of radius 0, which encloses no ground */
    private static boolean enclosesGround(org.terrain4j.features.Shape shape) {
        if (shape instanceof org.terrain4j.features.Circle c) {
            return c.radius() > 0;
        }
        if (shape instanceof org.terrain4j.features.Capsule c) {
            return c.radius() > 0;
        }
        return true;
    }

    /**
     * A distance for a message: whole metres below a million, six significant digits from there (a
     * peak at x 1e39 lies 1e+39 m away, not a 40-digit number), "far" if it is not finite.
     */
    private static String distance(double metres) {
        if (!Double.isFinite(metres)) {
            return "far";
        }
        if (metres < 1e6) {
            return String.format(java.util.Locale.ROOT, "%.0f m", metres);
        }
        String g = String.format(java.util.Locale.ROOT, "%.6g", metres); // 1.00000e+39
        int e = g.indexOf('e');
        String mantissa = g.substring(0, e).replaceAll("0+$", "").replaceAll("\\.$", "");
        return mantissa + g.substring(e) + " m";
    }

    /**
     * A massif with the default density, ruggedness and erosion, and no named summit or tarn.
     *
     * @param name    the range's name; not blank
     * @param outline the massif's outline
     * @param height  the height its generated summits are drawn from (see the class), metres, in (0, {@link Peak#MAX_ELEVATION}]
     * @return the range
     * @throws IllegalArgumentException if the name is blank or a value is outside the range its accessor
     *                                  gives
     */
    public static MountainRange massif(String name, Shape outline, double height) {
        return new MountainRange(name, Outline.massif(outline), height, List.of(), DEFAULT_PEAK_DENSITY,
                DEFAULT_RUGGEDNESS, DEFAULT_EROSION, List.of());
    }

    /**
     * A ring range along the band {@code zFrom ≤ z ≤ zTo} of a ring world, with the defaults.
     *
     * @param name   the range's name; not blank
     * @param zFrom  north edge, metres; finite
     * @param zTo    south edge, metres; finite and &gt; zFrom
     * @param height the height its generated summits are drawn from (see the class), metres, in (0, {@link Peak#MAX_ELEVATION}]
     * @return the range
     * @throws IllegalArgumentException if the name is blank or a value is outside the range its accessor
     *                                  gives
     */
    public static MountainRange ring(String name, double zFrom, double zTo, double height) {
        return new MountainRange(name, Outline.band(zFrom, zTo), height, List.of(), DEFAULT_PEAK_DENSITY,
                DEFAULT_RUGGEDNESS, DEFAULT_EROSION, List.of());
    }

    /**
     * @param peaks the named summits
     * @return a copy with these named summits
     */
    public MountainRange withPeaks(List<Peak> peaks) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param peakDensity generated summits per 100 km², [0, 1000]
     * @return a copy with this density
     */
    public MountainRange withPeakDensity(double peakDensity) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param ruggedness [0, 1]
     * @return a copy with this ruggedness
     */
    public MountainRange withRuggedness(double ruggedness) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param erosion erosion strength, [0, 1]
     * @return a copy with this strength
     */
    public MountainRange withErosion(double erosion) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param height the height generated summits are drawn from (see the class), metres, in (0, {@link Peak#MAX_ELEVATION}]
     * @return a copy with this height
     */
    public MountainRange withHeight(double height) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param tarns the tarns to keep shelves for
     * @return a copy with these tarns
     */
    public MountainRange withTarns(List<Tarn> tarns) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @param name the range's name
     * @return a copy with this name
     */
    public MountainRange withName(String name) {
        return new MountainRange(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * @return the range's name (names a group in messages); not blank
     */
    public String name() {
        return name;
    }

    /**
     * @return where it stands; not null
     */
    public Outline outline() {
        return outline;
    }

    /**
     * @return the height its generated summits are drawn from, metres above the land under them; in (0,
     *         {@link Peak#MAX_ELEVATION}]. A massif's generated summits stand 33–80 % of it (higher toward the
     *         middle), a ring's 55–100 %.
     */
    public double height() {
        return height;
    }

    /**
     * @return its named summits, in any order; not null, no null element. Each must lie inside the range's claim:
     *         for a massif less than 2000 m outside its outline, for a ring strictly inside its band.
     */
    public List<Peak> peaks() {
        return peaks;
    }

    /**
     * @return generated summits per 100 km² on a jittered grid; finite, in [0, 1000]. 0 gives only the named
     *         ones.
     */
    public double peakDensity() {
        return peakDensity;
    }

    /**
     * @return in [0, 1]: the chance that a short leftover edge of the triangulation becomes a spur ridge is
     *         {@code 0.25 + 0.35·ruggedness}
     */
    public double ruggedness() {
        return ruggedness;
    }

    /**
     * @return in [0, 1]: the blend from the uncut uplift field (0) to the rescaled steady state (1)
     */
    public double erosion() {
        return erosion;
    }

    /**
     * @return shelves to keep for authored tarns; not null, no null element
     */
    public List<Tarn> tarns() {
        return tarns;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(String name, Outline outline, double height, List<Peak> peaks, double peakDensity,
            double ruggedness, double erosion, List<Tarn> tarns) {
    }

    private Values values() {
        return new Values(name, outline, height, peaks, peakDensity, ruggedness, erosion, tarns);
    }

    /**
     * Whether another {@code MountainRange} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code MountainRange} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof MountainRange other && values().equals(other.values());
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
     * @return {@code MountainRange[name=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("MountainRange", values());
    }
}
