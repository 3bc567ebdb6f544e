package org.terrain4j.analysis.playspace;

import java.util.List;
import java.util.Objects;
import org.terrain4j.api.GroundPoint;

/**
 * One measured route: the least-time way from the start to a target, resampled at the sample
 * spacing, with the beats met along it. Immutable and thread-safe.
 *
 * @param target      where it leads: {@code "landmark"} or {@code "vantage"} and the index in the
 *                    report's list, such as {@code "vantage 2"}
 * @param samples     the route samples, world metres, from the start; at least one
 * @param length      metres along the route
 * @param time        seconds of walking by Tobler's hiking function
 * @param directness  straight-line distance over length, in {@code [0, 1]}; 1 for a route of no
 *                    length
 * @param valleyLength metres of the route inside valleys
 * @param beats       the beats in run-time order
 * @since 0.1
 */
public record WalkedRoute(String target, List<GroundPoint> samples, double length, double time,
        double directness, double valleyLength, List<Beat> beats) {

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
    public WalkedRoute {
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
}
