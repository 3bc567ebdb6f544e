package org.terrain4j.analysis.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Chokepoints along a route: stretches where the walkable width is under {@link #maxWidth()} with
 * ground at least {@link #contrast()} times as wide within {@link #reach()} before <em>and</em> after.
 *
 * <p>Exactly: the width of each route sample is {@link WalkableGround#widthAt(RouteSample)}. A
 * <em>narrow</em> sample has width &lt; {@code maxWidth}; each maximal run of consecutive narrow
 * samples, of narrowest width {@code w}, is a choke when some sample before the run with
 * {@code along ≥ run start − reach} and some sample after it with {@code along ≤ run end + reach}
 * each have width ≥ {@code contrast · w}. A run at the very start or end of the route, with no sample
 * on one side, is not a choke (nothing opens out before or after it). The route's samples should be
 * close against {@code reach} (the play-space measure takes them every 50 m).
 *
 * <p>The defaults (80 m, 2.5×, 300 m) are terrain4j's own, chosen for its play-space report
 * ({@link org.terrain4j.analysis.playspace.PlaySpace}). Immutable and thread-safe.
 *
 * @param maxWidth a choke is narrower than this, metres; finite and &gt; 0 (80)
 * @param contrast the ground before and after is at least this many times as wide; finite, ≥ 1 (2.5)
 * @param reach    how far before and after to look, metres; finite and ≥ 0 (300)
 * @since 0.1
 */
public record Chokes(double maxWidth, double contrast, double reach) {

    /**
     * Validates the settings.
     *
     * @param maxWidth a choke is narrower than this, metres; finite and &gt; 0 (80)
     * @param contrast the ground before and after is at least this many times as wide; finite, ≥ 1 (2.5)
     * @param reach    how far before and after to look, metres; finite and ≥ 0 (300)
     * @throws IllegalArgumentException if a value is outside the range given for its component
     */
    public Chokes {
        if (!(maxWidth > 0 && maxWidth < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("maxWidth must be finite and > 0 m, was " + maxWidth);
        }
        if (!(contrast >= 1 && contrast < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("contrast must be finite and >= 1, was " + contrast);
        }
        if (!(reach >= 0 && reach < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("reach must be finite and >= 0 m, was " + reach);
        }
    }

    /** @return the play-space report's chokes: under 80 m, 2.5× as wide within 300 m */
    public static Chokes standard() {
        return new Chokes(80, 2.5, 300);
    }

    /**
     * @param metres a choke is narrower than this; finite and &gt; 0
     * @return a copy with that width
     * @throws IllegalArgumentException if out of range
     */
    public Chokes withMaxWidth(double metres) {
        return new Chokes(metres, contrast, reach);
    }

    /**
     * @param ratio finite, ≥ 1
     * @return a copy with that contrast
     * @throws IllegalArgumentException if out of range
     */
    public Chokes withContrast(double ratio) {
        return new Chokes(maxWidth, ratio, reach);
    }

    /**
     * @param metres finite, ≥ 0
     * @return a copy with that reach
     * @throws IllegalArgumentException if out of range
     */
    public Chokes withReach(double metres) {
        return new Chokes(maxWidth, contrast, metres);
    }

    /**
     * The chokes along a resampled route.
     *
     * @param ground  the ground the route crosses
     * @param samples the route's samples in walking order (from {@link Route#resampled(double)})
     * @return the chokes in walking order (a new, unmodifiable list)
     * @throws NullPointerException if an argument or a sample is null
     */
    public List<Stretch> along(WalkableGround ground, List<RouteSample> samples) {
        Objects.requireNonNull(ground, "ground");
        Objects.requireNonNull(samples, "samples");
        int n = samples.size();
        double[] width = new double[n];
        boolean[] narrow = new boolean[n];
        for (int i = 0; i < n; i++) {
            width[i] = ground.widthAt(samples.get(i));
            narrow[i] = width[i] < maxWidth;
        }
        List<Stretch> out = new ArrayList<>();
        for (int[] run : Stretch.runs(narrow)) {
            double w = Double.POSITIVE_INFINITY;
            for (int i = run[0]; i <= run[1]; i++) {
                w = Math.min(w, width[i]);
            }
            double open = contrast * w;
            double from = samples.get(run[0]).along() - reach;
            double to = samples.get(run[1]).along() + reach;
            boolean before = false;
            for (int i = run[0] - 1; i >= 0 && samples.get(i).along() >= from; i--) {
                before |= width[i] >= open;
            }
            boolean after = false;
            for (int i = run[1] + 1; i < n && samples.get(i).along() <= to; i++) {
                after |= width[i] >= open;
            }
            if (before && after) {
                out.add(Stretch.of(samples, run[0], run[1]));
            }
        }
        return List.copyOf(out);
    }
}
