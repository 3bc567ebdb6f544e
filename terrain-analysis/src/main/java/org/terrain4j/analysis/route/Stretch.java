package org.terrain4j.analysis.route;

import java.util.List;
import java.util.Objects;

/**
 * A stretch of a route: a run of consecutive route samples that meet a condition (a choke, a
 * valley), from the first sample's distance along the route to the last one's.
 *
 * <p>Immutable and thread-safe.
 *
 * @param startAlong plan distance along the route of the first sample, metres, ≥ 0
 * @param endAlong   plan distance along the route of the last sample, metres, ≥ startAlong (equal
 *                   for a stretch of one sample)
 * @param samples    the samples, in walking order, at least one (copied)
 * @since 0.1
 */
public record Stretch(double startAlong, double endAlong, List<RouteSample> samples) {

    /**
     * Checks the stretch.
     *
     * @param startAlong plan distance along the route of the first sample, metres, ≥ 0
     * @param endAlong   plan distance along the route of the last sample, metres, ≥ startAlong (equal
     *                   for a stretch of one sample)
     * @param samples    the samples, in walking order, at least one (copied)
     * @throws IllegalArgumentException if the distances are not finite, negative or out of order, or
     *                                  there are no samples
     * @throws NullPointerException     if {@code samples} or one of them is null
     */
    public Stretch {
        samples = List.copyOf(Objects.requireNonNull(samples, "samples"));
        if (!(startAlong >= 0 && endAlong >= startAlong && endAlong < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("need 0 <= startAlong <= endAlong < infinity, were " + startAlong
                    + " and " + endAlong);
        }
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("samples must not be empty");
        }
    }

    /** @return {@code endAlong − startAlong}, metres */
    public double length() {
        return endAlong - startAlong;
    }

    /** Maximal runs of consecutive flagged samples. */
    static List<int[]> runs(boolean[] flag) {
        List<int[]> out = new java.util.ArrayList<>();
        for (int i = 0; i < flag.length; i++) {
            if (flag[i]) {
                int j = i;
                while (j + 1 < flag.length && flag[j + 1]) {
                    j++;
                }
                out.add(new int[] {i, j});
                i = j;
            }
        }
        return out;
    }

    static Stretch of(List<RouteSample> samples, int first, int last) {
        return new Stretch(samples.get(first).along(), samples.get(last).along(), samples.subList(first, last + 1));
    }
}
