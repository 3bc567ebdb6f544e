package org.terrain4j.analysis.route;

import java.util.Objects;
import java.util.Optional;

import org.terrain4j.analysis.internal.SamplePositions;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.SampleGrid;
import org.terrain4j.dem.internal.CentralSlope;

/**
 * The ground as a walker sees it: for every sample of a heightfield, whether it is <em>land</em>
 * (a finite height not in the caller's water/sea mask), its slope, and whether it is
 * <em>walkable</em> (land no steeper than the walker's {@link Tobler#maxSlopeDegrees()}). Made by
 * {@link Tobler#walkableGround}; the heights and the mask are copied when it is made.
 *
 * <p>Shape: the heightfield's {@code columns × rows} samples on its {@link #frame()}, row-major,
 * column along x (east), row along z (south); world positions in metres. A world position belongs to
 * its nearest sample (the sample's cell reaches half a spacing either side), and the grid's edge is
 * half a spacing beyond its outermost samples.
 *
 * <p>Slope is {@code atan(|∇h|)} in degrees with {@code ∇h} from central differences one spacing
 * either side, one-sided at the grid's border; a sample with a no-data neighbour in the difference
 * has a NaN slope and is not walkable.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class WalkableGround extends SampleGrid {

    private final Tobler tobler;
    private final float[] heights;
    private final float[] slope;
    private final boolean[] land;
    private final boolean[] open;
    private final long landCount;
    private final long walkableCount;

    WalkableGround(Tobler tobler, HeightfieldView field, SampleMask closed) {
        super(field.frame(), field.columns(), field.rows());
        this.tobler = tobler;
        this.heights = field.toArray();
        int columns = columns();
        int rows = rows();
        this.slope = CentralSlope.degrees(heights, columns, rows, frame().spacingX(), frame().spacingZ());
        int n = heights.length;
        this.land = new boolean[n];
        this.open = new boolean[n];
        double max = tobler.maxSlopeDegrees();
        long l = 0;
        long w = 0;
        for (int r = 0, i = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++, i++) {
                boolean isLand = Float.isFinite(heights[i]) && !closed.contains(c, r);
                land[i] = isLand;
                open[i] = isLand && slope[i] <= max;
                l += isLand ? 1 : 0;
                w += open[i] ? 1 : 0;
            }
        }
        this.landCount = l;
        this.walkableCount = w;
    }


    /** @return the walker this ground was made for */
    public Tobler tobler() {
        return tobler;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return whether the sample is walkable: land no steeper than the walker's limit
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public boolean walkable(int column, int row) {
        return open[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return whether the sample is land: a finite height outside the water/sea mask
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public boolean land(int column, int row) {
        return land[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the sample's slope, degrees in [0, 90), NaN where a height in its difference is no-data
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public double slopeDegrees(int column, int row) {
        return slope[index(column, row)];
    }

    /** @return the number of land samples (finite height, not in the mask) */
    public long landCount() {
        return landCount;
    }

    /** @return the number of walkable samples */
    public long walkableCount() {
        return walkableCount;
    }

    /**
     * The walkable sample nearest to a world position (by plan distance; ties to the lower index).
     *
     * @param x world x, metres; finite
     * @param z world z, metres; finite
     * @return the position of that sample, or empty when no sample is walkable
     * @throws IllegalArgumentException if x or z is not finite
     */
    public Optional<GroundPoint> nearestWalkable(double x, double z) {
        finite("x", x);
        finite("z", z);
        double fc = frame().column(x);
        double fr = frame().row(z);
        int cc = (int) Math.max(0, Math.min(columns() - 1, Math.floor(fc + 0.5)));
        int cr = (int) Math.max(0, Math.min(rows() - 1, Math.floor(fr + 0.5)));
        double sx = frame().spacingX();
        double sz = frame().spacingZ();
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        int maxRing = Math.max(columns(), rows());
        double step = Math.min(sx, sz);
        for (int ring = 0; ring <= maxRing; ring++) {
            // every sample of this ring is at least (ring - 1) spacings beyond the clamped centre
            if (bestIndex >= 0 && (ring - 1) * step > best) {
                break;
            }
            for (int r = cr - ring; r <= cr + ring; r++) {
                if (r < 0 || r >= rows()) {
                    continue;
                }
                boolean edgeRow = r == cr - ring || r == cr + ring;
                for (int c = cc - ring; c <= cc + ring; c += edgeRow ? 1 : 2 * ring) {
                    if (c >= 0 && c < columns()) {
                        int i = r * columns() + c;
                        if (open[i]) {
                            double d = Math.hypot(frame().x(c) - x, frame().z(r) - z);
                            if (d < best || (d == best && i < bestIndex)) {
                                best = d;
                                bestIndex = i;
                            }
                        }
                    }
                    if (ring == 0) {
                        break;
                    }
                }
            }
        }
        return bestIndex < 0 ? Optional.empty()
                : Optional.of(new GroundPoint(frame().x(bestIndex % columns()), frame().z(bestIndex / columns())));
    }

    /**
     * The walkable width across a heading at a world position: the plan distance from the position
     * to the first ground that is not walkable (steeper than the limit, water, sea, no-data) or to the
     * grid's edge, measured along the perpendicular to the heading on each side, the two sides added.
     * Ground is taken sample by sample (each sample's cell reaching half a spacing either side), so a
     * straight corridor of {@code k} walkable samples across, measured square to it, is exactly
     * {@code k} spacings wide. A ray through the corner of four cells stops there if either cell
     * beside it is not walkable.
     *
     * @param x              world x, metres; finite
     * @param z              world z, metres; finite
     * @param headingDegrees direction of travel, degrees clockwise from north (−z); finite
     * @return metres, ≥ 0; 0 when the position's own sample is not walkable or lies off the grid
     * @throws IllegalArgumentException if an argument is not finite
     */
    public double widthAt(double x, double z, double headingDegrees) {
        finite("x", x);
        finite("z", z);
        finite("headingDegrees", headingDegrees);
        double h = Math.toRadians(headingDegrees);
        double dx = Math.sin(h);
        double dz = -Math.cos(h);
        double fc = SamplePositions.column(frame(), x);
        double fr = SamplePositions.row(frame(), z);
        int c = (int) Math.floor(fc + 0.5);
        int r = (int) Math.floor(fr + 0.5);
        if (c < 0 || c >= columns() || r < 0 || r >= rows() || !open[r * columns() + c]) {
            return 0;
        }
        return reach(fc, fr, c, r, -dz, dx) + reach(fc, fr, c, r, dz, -dx);
    }

    /**
     * The walkable width at a route sample, across its heading.
     *
     * @param sample a sample of a route on this ground
     * @return metres, as {@link #widthAt(double, double, double)}
     * @throws NullPointerException if {@code sample} is null
     */
    public double widthAt(RouteSample sample) {
        Objects.requireNonNull(sample, "sample");
        return widthAt(sample.x(), sample.z(), sample.heading());
    }

    /** Distance (metres) along the unit world direction (ux, uz) to the first closed cell or the edge. */
    private double reach(double fc, double fr, int c, int r, double ux, double uz) {
        double gc = ux / frame().spacingX();
        double gr = uz / frame().spacingZ();
        int stepC = gc > 0 ? 1 : -1;
        int stepR = gr > 0 ? 1 : -1;
        double nextC = gc == 0 ? Double.POSITIVE_INFINITY : (c + 0.5 * stepC - fc) / gc;
        double nextR = gr == 0 ? Double.POSITIVE_INFINITY : (r + 0.5 * stepR - fr) / gr;
        double deltaC = gc == 0 ? Double.POSITIVE_INFINITY : Math.abs(1 / gc);
        double deltaR = gr == 0 ? Double.POSITIVE_INFINITY : Math.abs(1 / gr);
        while (true) {
            double t;
            if (nextC < nextR) {
                t = nextC;
                c += stepC;
                nextC += deltaC;
            } else if (nextR < nextC) {
                t = nextR;
                r += stepR;
                nextR += deltaR;
            } else {
                t = nextC;
                int c1 = c + stepC;
                int r1 = r + stepR;
                if (closed(c1, r) || closed(c, r1)) {
                    return t;
                }
                c = c1;
                r = r1;
                nextC += deltaC;
                nextR += deltaR;
            }
            if (closed(c, r)) {
                return t;
            }
        }
    }

    private boolean closed(int c, int r) {
        return c < 0 || c >= columns() || r < 0 || r >= rows() || !open[r * columns() + c];
    }

    /**
     * Least travel times on foot from a start to every sample of this ground, by Dijkstra's search over
     * the walker's moves.
     *
     * @param startX world x of the start, metres; snapped to the nearest sample
     * @param startZ world z of the start, metres; snapped to the nearest sample
     * @return the travel times and routes from the start
     * @throws IllegalArgumentException if the start is not finite, lies off the grid (more than half a
     *                                  spacing beyond its outermost samples), or its sample is not
     *                                  walkable (see {@link #nearestWalkable})
     */
    public TravelTimes travelTimes(double startX, double startZ) {
        int start = sample("start", startX, startZ);
        if (!open[start]) {
            throw new IllegalArgumentException("start (" + startX + ", " + startZ + ") is on a sample that is not "
                    + "walkable (water, sea, no-data or steeper than " + tobler.maxSlopeDegrees() + "°)");
        }
        return new TravelTimes(this, start);
    }

    /**
     * The index of the sample nearest (x, z) by plan distance, ties to the lower index: the rule of
     * {@link #nearestWalkable}, so that a target at the start's own position is the start's sample
     * (rounding the column and row half up put a target half-way between samples on another sample than
     * the start). Refuses positions off the grid.
     */
    int sample(String name, double x, double z) {
        finite(name + " x", x);
        finite(name + " z", z);
        double fc = frame().column(x);
        double fr = frame().row(z);
        if (!(fc >= -0.5 && fc <= columns() - 0.5 && fr >= -0.5 && fr <= rows() - 0.5)) {
            throw new IllegalArgumentException(name + " (" + x + ", " + z + ") must lie on the grid: x in ["
                    + frame().x(-0.5) + ", " + frame().x(columns() - 0.5) + "], z in [" + frame().z(-0.5) + ", "
                    + frame().z(rows() - 0.5) + "] m");
        }
        int c0 = (int) Math.min(columns() - 1, Math.max(0, Math.floor(fc)));
        int r0 = (int) Math.min(rows() - 1, Math.max(0, Math.floor(fr)));
        int best = -1;
        double nearest = Double.POSITIVE_INFINITY;
        for (int r = r0; r <= Math.min(rows() - 1, r0 + 1); r++) {
            for (int c = c0; c <= Math.min(columns() - 1, c0 + 1); c++) {
                double d = Math.hypot(frame().x(c) - x, frame().z(r) - z);
                if (d < nearest) { // in increasing index order, so a tie keeps the lower index
                    nearest = d;
                    best = r * columns() + c;
                }
            }
        }
        return best;
    }

    /** Bilinear height at a world position, clamped to the grid. */
    double heightAt(double x, double z) {
        double fc = Math.max(0, Math.min(columns() - 1, SamplePositions.column(frame(), x)));
        double fr = Math.max(0, Math.min(rows() - 1, SamplePositions.row(frame(), z)));
        int c0 = (int) Math.min(Math.floor(fc), Math.max(columns() - 2, 0));
        int r0 = (int) Math.min(Math.floor(fr), Math.max(rows() - 2, 0));
        int c1 = Math.min(c0 + 1, columns() - 1);
        int r1 = Math.min(r0 + 1, rows() - 1);
        // exact at samples and along grid lines: a corner without weight is not read (a void beside a
        // sample leaves the sample's height as it is)
        return SamplePositions.bilinear(heights[r0 * columns() + c0], heights[r0 * columns() + c1],
                heights[r1 * columns() + c0], heights[r1 * columns() + c1], fc - c0, fr - r0);
    }

    float[] heights() {
        return heights;
    }

    boolean[] openSamples() {
        return open;
    }

    float[] slopes() {
        return slope;
    }

    boolean[] landSamples() {
        return land;
    }

    private static void finite(String name, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(name + " must be finite, was " + v);
        }
    }
}
