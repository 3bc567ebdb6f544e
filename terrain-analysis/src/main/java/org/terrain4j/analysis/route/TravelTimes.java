package org.terrain4j.analysis.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.SampleGrid;

/**
 * Least travel times on foot from one start to every sample of a {@link WalkableGround}, and the
 * least-time route to any of them. Made by {@link WalkableGround#travelTimes} or
 * {@link Tobler#travelTimes}.
 *
 * <p>Dijkstra's search over the walker's moves (see {@link Tobler}) from the start's sample. Ties are
 * broken on (time, sample index): of two samples with the same time the one with the lower
 * row-major index is settled first, and a sample keeps the first move that reached it at its least
 * time, so the times and routes depend only on the inputs.
 *
 * <p>Shape: the ground's {@code columns × rows} samples, row-major, in the ground's
 * {@link #frame() frame}. Times are seconds, {@code +∞} for samples no route reaches (closed samples,
 * or open ones cut off).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class TravelTimes extends SampleGrid {

    private final WalkableGround ground;
    private final int start;
    private final double[] seconds;
    private final byte[] from;
    private final long reachable;

    TravelTimes(WalkableGround ground, int start) {
        super(ground.frame(), ground.columns(), ground.rows());
        this.ground = ground;
        this.start = start;
        int n = ground.columns() * ground.rows();
        this.seconds = new double[n];
        this.from = new byte[n];
        Tobler t = ground.tobler();
        float[] h = ground.heights();
        GridFrame f = ground.frame();
        int moves = t.neighbours();
        double[] length = new double[moves];
        for (int m = 0; m < moves; m++) {
            length[m] = Math.hypot(Moves.DC[m] * f.spacingX(), Moves.DR[m] * f.spacingZ());
        }
        double perMetre = 3.6 / t.peakSpeed();
        double k = t.steepness();
        double s0 = t.fastestSlope();
        Moves.search(ground.columns(), ground.rows(), ground.openSamples(), start, moves, false,
                (u, v, m) -> {
                    double len = length[m];
                    double s = ((double) h[v] - h[u]) / len;
                    return len * perMetre * Math.exp(k * Math.abs(s - s0));
                }, seconds, from);
        long count = 0;
        for (double s : seconds) {
            count += s < Double.POSITIVE_INFINITY ? 1 : 0;
        }
        this.reachable = count;
    }

    /** @return the ground the times were found on */
    public WalkableGround ground() {
        return ground;
    }

    /** @return the world position of the start's sample */
    public GroundPoint start() {
        GridFrame f = ground.frame();
        return new GroundPoint(f.x(start % ground.columns()), f.z(start / ground.columns()));
    }

    /**
     * @param column 0 ≤ column &lt; columns() (the ground's)
     * @param row    0 ≤ row &lt; rows() (the ground's)
     * @return the least travel time from the start, seconds, ≥ 0; {@code +∞} where unreachable
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public double seconds(int column, int row) {
        return seconds[index(column, row)];
    }

    /**
     * The least travel time to the sample nearest a world position.
     *
     * @param x world x, metres
     * @param z world z, metres
     * @return seconds, ≥ 0; {@code +∞} where unreachable
     * @throws IllegalArgumentException if the position is not finite or lies off the grid
     */
    public double secondsAt(double x, double z) {
        return seconds[ground.sample("position", x, z)];
    }

    /** @return the number of samples a route reaches, the start included (≥ 1) */
    public long reachableCount() {
        return reachable;
    }

    /**
     * Copies the travel times, row-major, into {@code dest} from {@code offset}. Allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns · rows} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     */
    public void copyTo(double[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(seconds, 0, dest, offset, seconds.length);
    }

    /** @return a new row-major copy of the travel times, seconds ({@code +∞} where unreachable) */
    public double[] toArray() {
        return seconds.clone();
    }

    /**
     * The least-time route from the start to the sample nearest a world position.
     *
     * @param x world x of the target, metres
     * @param z world z of the target, metres
     * @return the route (its vertices are grid samples, the first the start's, the last the target's),
     *         or empty when no route reaches the target's sample
     * @throws IllegalArgumentException if the position is not finite or lies off the grid
     */
    public Optional<Route> routeTo(double x, double z) {
        int target = ground.sample("target", x, z);
        if (!(seconds[target] < Double.POSITIVE_INFINITY)) {
            return Optional.empty();
        }
        int columns = ground.columns();
        int count = 1;
        for (int i = target; i != start; count++) {
            int m = from[i];
            i -= Moves.DR[m] * columns + Moves.DC[m];
        }
        int[] path = new int[count];
        for (int i = target, k = count - 1; k >= 0; k--) {
            path[k] = i;
            if (k > 0) {
                int m = from[i];
                i -= Moves.DR[m] * columns + Moves.DC[m];
            }
        }
        double[] t = new double[count];
        for (int k = 0; k < count; k++) {
            t[k] = seconds[path[k]];
        }
        return Optional.of(new Route(ground, path, t));
    }

    /**
     * The least-time routes from the start to each of a list of targets (landmarks, lookouts, a
     * caller's list), in the order given.
     *
     * @param targets world positions, metres
     * @return one entry per target: its route, or empty when unreachable
     * @throws IllegalArgumentException if a target lies off the grid
     * @throws NullPointerException     if the list or a target is null
     */
    public List<Optional<Route>> routesTo(List<GroundPoint> targets) {
        Objects.requireNonNull(targets, "targets");
        List<Optional<Route>> out = new ArrayList<>(targets.size());
        for (GroundPoint p : targets) {
            Objects.requireNonNull(p, "target");
            out.add(routeTo(p.x(), p.z()));
        }
        return List.copyOf(out);
    }

    /**
     * The census of easy and walkable ground with this start's reach, with easy ground at most 15°.
     *
     * @return the census
     * @see GroundCensus#EASY_SLOPE_DEGREES
     */
    public GroundCensus census() {
        return census(GroundCensus.EASY_SLOPE_DEGREES);
    }

    /**
     * The census of easy and walkable ground with this start's reach.
     *
     * @param easySlopeDegrees walkable ground at most this steep is easy, degrees in (0, 90]
     * @return the census
     * @throws IllegalArgumentException if {@code easySlopeDegrees} is out of range
     */
    public GroundCensus census(double easySlopeDegrees) {
        if (!(easySlopeDegrees > 0 && easySlopeDegrees <= 90)) {
            throw new IllegalArgumentException("easySlopeDegrees must be in (0, 90], was " + easySlopeDegrees);
        }
        boolean[] open = ground.openSamples();
        float[] slope = ground.slopes();
        long easy = 0;
        long reached = 0;
        for (int i = 0; i < open.length; i++) {
            if (open[i]) {
                easy += slope[i] <= easySlopeDegrees ? 1 : 0;
                reached += seconds[i] < Double.POSITIVE_INFINITY ? 1 : 0;
            }
        }
        return new GroundCensus(ground.landCount(), ground.walkableCount(), easy, reached, easySlopeDegrees);
    }
}
