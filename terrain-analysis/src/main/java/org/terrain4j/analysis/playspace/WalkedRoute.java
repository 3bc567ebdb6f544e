package org.terrain4j.analysis.playspace;

import java.util.List;
import java.util.Objects;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Records;

/**
 * One measured route: the least-time way from the start to a target, resampled at the sample
 * spacing, with the beats met along it. Immutable and thread-safe.
 *
 * <p>The values, each read by the accessor of its name (terrain4j builds these; there is no public
 * constructor):
 * <ul>
 *   <li>{@code target}: where it leads: {@code "landmark"} or {@code "vantage"} and the index in the
 *       report's list, such as {@code "vantage 2"}</li>
 *   <li>{@code samples}: the route samples, world metres, from the start; at least one</li>
 *   <li>{@code length}: metres along the route</li>
 *   <li>{@code time}: seconds of walking by Tobler's hiking function</li>
 *   <li>{@code directness}: straight-line distance over length, in {@code [0, 1]}; 1 for a route of no
 *       length</li>
 *   <li>{@code valleyLength}: metres of the route inside valleys</li>
 *   <li>{@code beats}: the beats in run-time order</li>
 * </ul>
 *
 * @since 0.1
 */
public final class WalkedRoute {

    private final String target;
    private final List<GroundPoint> samples;
    private final double length;
    private final double time;
    private final double directness;
    private final double valleyLength;
    private final List<Beat> beats;

    /**
     * Checks the values and copies the lists.
     *
     * @param target       where it leads
     * @param samples      the samples
     * @param length       metres
     * @param time         seconds
     * @param directness   straight distance over length
     * @param valleyLength metres in valleys
     * @param beats        the beats
     * @throws NullPointerException     if an argument or element is null
     * @throws IllegalArgumentException if {@code samples} is empty or a number is out of its range
     */
    WalkedRoute(String target, List<GroundPoint> samples, double length, double time, double directness,
            double valleyLength, List<Beat> beats) {
        Objects.requireNonNull(target, "target");
        samples = List.copyOf(samples);
        beats = List.copyOf(beats);
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("samples must hold at least the start, got none");
        }
        if (!(length >= 0) || length == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("length must be finite and at least 0 m, got " + length);
        }
        if (!(time >= 0) || time == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("time must be finite and at least 0 s, got " + time);
        }
        if (!(directness >= 0 && directness <= 1)) {
            throw new IllegalArgumentException("directness must be in [0, 1], got " + directness);
        }
        if (!(valleyLength >= 0 && valleyLength <= length + 1e-9)) {
            throw new IllegalArgumentException(
                    "valleyLength must be in [0, length " + length + "], got " + valleyLength);
        }
        this.target = target;
        this.samples = samples;
        this.length = length;
        this.time = time;
        this.directness = directness;
        this.valleyLength = valleyLength;
        this.beats = beats;
    }

    /**
     * Counts the beats of one kind.
     *
     * @param kind the kind
     * @return how many of this route's beats are of that kind
     */
    public int count(Beat.Kind kind) {
        int n = 0;
        for (Beat b : beats) {
            if (b.kind() == kind) {
                n++;
            }
        }
        return n;
    }

    /**
     * The value {@code target}.
     *
     * @return where it leads: {@code "landmark"} or {@code "vantage"} and the index in the report's list, such
     *         as {@code "vantage 2"}
     */
    public String target() {
        return target;
    }

    /**
     * The value {@code samples}.
     *
     * @return the route samples, world metres, from the start; at least one
     */
    public List<GroundPoint> samples() {
        return samples;
    }

    /**
     * The value {@code length}.
     *
     * @return metres along the route
     */
    public double length() {
        return length;
    }

    /**
     * The value {@code time}.
     *
     * @return seconds of walking by Tobler's hiking function
     */
    public double time() {
        return time;
    }

    /**
     * The value {@code directness}.
     *
     * @return straight-line distance over length, in {@code [0, 1]}; 1 for a route of no length
     */
    public double directness() {
        return directness;
    }

    /**
     * The value {@code valleyLength}.
     *
     * @return metres of the route inside valleys
     */
    public double valleyLength() {
        return valleyLength;
    }

    /**
     * The value {@code beats}.
     *
     * @return the beats in run-time order
     */
    public List<Beat> beats() {
        return beats;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(String target, List<GroundPoint> samples, double length, double time, double directness,
            double valleyLength, List<Beat> beats) {
    }

    private Values values() {
        return new Values(target, samples, length, time, directness, valleyLength, beats);
    }

    /**
     * Whether another {@code WalkedRoute} has exactly these values (doubles compared by their bits, as a record
     * does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code WalkedRoute} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof WalkedRoute other && values().equals(other.values());
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
     * @return {@code WalkedRoute[target=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("WalkedRoute", values());
    }
}
