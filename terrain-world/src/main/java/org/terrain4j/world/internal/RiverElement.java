package org.terrain4j.world.internal;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;

/**
 * A river the width of the world: a path across the square on a heading of its own, wandering on three
 * waves ({@link Kit.Wander}) as far as the windiness allows (windiness 1 swings 12 % of the world's
 * side either way). The course is the one of {@link #COURSES} such candidates that cuts least into the
 * ground as drawn so far with that ground's depressions filled by priority flood ({@link #filled}, on a
 * coarse grid), so the river keeps to the valleys water would drain along. Its surface follows that
 * filled ground downstream, 1 m under it, and never rises, run in the direction that cuts less; a
 * closed hollow on the way holds the river up at its spill level. The channel is cut to the depth
 * under the surface and the banks are eased down to it (1 in 4.5), so a river crossing high ground
 * cuts a valley. Width and depth vary between their spans' ends along the river. A {@code valley} above
 * 0 sets the river in a valley of that depth: the ground along its course, and its surface with it, is
 * lowered by the valley's depth over a floor reaching {@link #VALLEY_FLOOR} beyond the widest channel's
 * edge, the sides rising back to the ground as it was over the next {@link #VALLEY_SIDE} (a
 * smoothstep), so the floor lies that far below the country on both sides; 0 (the preset reading)
 * lowers nothing.
 *
 * @since 0.1
 */
public final class RiverElement extends Base {

    /** Bank slope beside the channel, rise over run. */
    static final double BANK = 0.22;
    /** How far beyond the channel's edge the banks may be eased, metres. */
    static final double BANK_REACH = 600;

    /** How far the floor of a river's valley reaches beyond the widest channel's edge, metres. */
    public static final double VALLEY_FLOOR = 250;
    /** How far a river valley's sides run from its floor back up to the ground, metres. */
    public static final double VALLEY_SIDE = 1200;

    /**
     * How far a valley lowers the ground at a distance from the river's line.
     *
     * @param valley the valley's depth, metres
     * @param floor  the floor's half width, metres
     * @param d      distance from the line, metres
     * @return the lowering, metres, {@code valley} on the floor, falling smoothly to 0 over {@link #VALLEY_SIDE}
     */
    public static double valleyCut(double valley, double floor, double d) {
        return valley * (1 - Kit.smoothstep(floor, floor + VALLEY_SIDE, d));
    }

    /** Candidate courses a river is chosen from. */
    public static final int COURSES = 8;
    /** Samples a side of the coarse grid whose depressions are filled for the river. */
    public static final int DRAINAGE_SAMPLES = 65;

    /** @return the entry */
    public static RiverElement create() {
        return new RiverElement();
    }

    private RiverElement() {
        super("river", Stage.WATER, 1, List.of(Range.gradient("blue"), Range.single("windiness", 0, 1, ""),
                Range.span("width", 10, 1500, "m"), Range.span("depth", 1, 80, "m"),
                Range.single("valley", 0, 500, "m")),
                Placement.of("river").withGradient("blue", ColourGradient.of(240, 0.66, 0.09, 0.38, 0.11))
                        .withValue("windiness", 0.55).withSpan("width", 140, 260).withSpan("depth", 4, 10)
                        .withValue("valley", 0));
    }

    /**
     * The river's centre line for a seed: {x[], z[], s[]} (metres).
     *
     * @param size   the world's side
     * @param step   distance between points
     * @param windiness 0 … 1
     * @param seed   the placement's seed
     * @return the path
     */
    public static double[][] centreLine(double size, double step, double windiness, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double heading = rnd.nextDouble() * 2 * Math.PI;
        double dx = Math.cos(heading);
        double dz = Math.sin(heading);
        double offset = (rnd.nextDouble() - 0.5) * 0.3 * size;
        double length = 1.5 * size;
        double x0 = -dx * length / 2 - dz * offset;
        double z0 = -dz * length / 2 + dx * offset;
        Kit.Wander w = Kit.Wander.of(windiness * 0.12 * size, 0.3 * size * (0.8 + 0.4 * rnd.nextDouble()), rnd);
        return Kit.path(x0, z0, dx, dz, length, step, w);
    }

    /**
     * The field as drawn so far with its depressions filled by priority flood
     * ({@link DepressionFill#draining()}, water leaving at the square's edges), on a coarse grid of
     * {@link #DRAINAGE_SAMPLES}² samples over the square whatever the world's own sample count (heights
     * read bilinearly off the canvas).
     *
     * @param canvas the field as drawn so far
     * @return row-major filled heights, metres, {@code DRAINAGE_SAMPLES} a side, the first at the square's
     *         north-west corner, {@code size / (DRAINAGE_SAMPLES − 1)} metres apart
     */
    public static float[] filled(Canvas canvas) {
        int m = DRAINAGE_SAMPLES;
        double size = canvas.baseGround().size();
        double sp = size / (m - 1);
        float[] h = new float[m * m];
        for (int r = 0; r < m; r++) {
            double z = -size / 2 + r * sp;
            for (int c = 0; c < m; c++) {
                h[r * m + c] = (float) canvas.heightAt(-size / 2 + c * sp, z);
            }
        }
        DepressionFill.draining().fill(DrainageGrid.of(m, m, sp, sp), h);
        return h;
    }

    /** Bilinear height of the coarse filled grid at (x, z), clamped at its edge. */
    private static double filledAt(float[] f, double size, double x, double z) {
        int m = DRAINAGE_SAMPLES;
        double sp = size / (m - 1);
        double fc = Math.max(0, Math.min(m - 1, (x + size / 2) / sp));
        double fr = Math.max(0, Math.min(m - 1, (z + size / 2) / sp));
        int c = Math.min(m - 2, (int) fc);
        int r = Math.min(m - 2, (int) fr);
        double tc = fc - c;
        double tr = fr - r;
        int i = r * m + c;
        double a = f[i] + (f[i + 1] - f[i]) * tc;
        double b = f[i + m] + (f[i + m + 1] - f[i + m]) * tc;
        return a + (b - a) * tr;
    }

    /**
     * The ground a course runs over, its depressions filled: at each point the higher of the field as
     * drawn and its priority-flood filled surface, so a closed hollow on the way holds the river up at
     * its spill level instead of dragging its surface down for the rest of the course.
     *
     * @param canvas the field as drawn so far
     * @param filled its filled surface from {@link #filled}
     * @param path   the course {x[], z[], s[]}, metres
     * @return the ground at each point of the course, metres
     */
    public static double[] courseGround(Canvas canvas, float[] filled, double[][] path) {
        double size = canvas.baseGround().size();
        int m = path[0].length;
        double[] g = new double[m];
        for (int k = 0; k < m; k++) {
            g[k] = Math.max(canvas.heightAt(path[0][k], path[1][k]), filledAt(filled, size, path[0][k], path[1][k]));
        }
        return g;
    }

    /**
     * The river's surface along a course: 1 m under its ground, never rising downstream (a running
     * minimum), run in whichever direction cuts less. The cut is the mean, over the points inside the
     * square, of how far the surface lies below the ground less the 1 m.
     *
     * @param ground the course's ground ({@link #courseGround}), metres
     * @param path   the course
     * @param size   the world's side, metres
     * @param cut    receives the cut of the direction taken, metres, in {@code cut[0]}
     * @return the surface at each point, metres
     */
    public static double[] surface(double[] ground, double[][] path, double size, double[] cut) {
        int m = ground.length;
        double[][] runs = new double[2][m];
        double[] cuts = new double[2];
        for (int dir = 0; dir < 2; dir++) {
            double s = Double.POSITIVE_INFINITY;
            double sum = 0;
            int count = 0;
            for (int q = 0; q < m; q++) {
                int k = dir == 0 ? q : m - 1 - q;
                s = Math.min(s, ground[k] - 1);
                runs[dir][k] = s;
                if (Math.abs(path[0][k]) <= size / 2 && Math.abs(path[1][k]) <= size / 2) {
                    sum += ground[k] - 1 - s;
                    count++;
                }
            }
            cuts[dir] = count == 0 ? 0 : sum / count;
        }
        int best = cuts[1] < cuts[0] ? 1 : 0;
        cut[0] = cuts[best];
        return runs[best];
    }

    /**
     * The seed of the course a river takes: of {@link #COURSES} candidate centre lines (candidate
     * {@code k} is {@link #centreLine} of seed {@code Kit.seed(seed, 100 + k)}, each wandering on three
     * waves of its own), the one whose surface cuts least into the ground it runs over with that
     * ground's depressions filled ({@link #filled}, {@link #surface}); the first on a tie. Candidates are
     * measured on lines 100 m a step, whatever the world's sample count.
     *
     * @param canvas    the field as drawn so far
     * @param filled    its filled surface from {@link #filled}
     * @param windiness 0 … 1
     * @param seed      the placement's seed
     * @return the chosen candidate's seed for {@link #centreLine}
     */
    public static long course(Canvas canvas, float[] filled, double windiness, long seed) {
        double size = canvas.baseGround().size();
        long best = 0;
        double least = Double.POSITIVE_INFINITY;
        double[] cut = new double[1];
        for (int k = 0; k < COURSES; k++) {
            long s = Kit.seed(seed, 100 + k);
            double[][] line = centreLine(size, 100, windiness, s);
            surface(courseGround(canvas, filled, line), line, size, cut);
            if (cut[0] < least) {
                least = cut[0];
                best = s;
            }
        }
        return best;
    }

    /**
     * Where a river goes: its centre line {x[], z[], s[]} and its surface at each point (the valley's
     * depth already taken off), metres, in its own tile's coordinates.
     *
     * @param path    the centre line
     * @param surface the surface at each point of the line
     * @since 0.2
     */
    public record Plan(double[][] path, double[] surface) {
    }

    /**
     * How far a river of this placement may reach from its tile's centre: its line runs at most
     * {@code 1.02 × size} from the centre (three quarters of its length along its heading, 0.15 sizes of
     * offset, 0.12 sizes of wander), and its valley or banks {@code reach} past the line.
     *
     * @param p    a resolved river placement
     * @param size the tile's side, metres
     * @return metres
     */
    public static double reach(Placement p, double size) {
        return 1.02 * size + lateral(p);
    }

    /** How far the valley or the banks reach past the line, metres. */
    private static double lateral(Placement p) {
        double valley = p.value("valley");
        double half = p.span("width").max() / 2;
        return valley > 0 ? Math.max(half + BANK_REACH, half + VALLEY_FLOOR + VALLEY_SIDE) : half + BANK_REACH;
    }

    /**
     * Chooses the river's course on the field as drawn so far (see the class comment).
     *
     * @param p      the resolved placement
     * @param canvas the field as drawn so far, in the river's own tile
     * @param seed   the placement's seed
     * @return the course and its surface
     */
    public static Plan plan(Placement p, Canvas canvas, long seed) {
        double size = canvas.baseGround().size();
        double step = Math.min(4 * canvas.spacing(), 100);
        double windiness = p.value("windiness");
        float[] filled = filled(canvas);
        double[][] path = centreLine(size, step, windiness, course(canvas, filled, windiness, seed));
        int m = path[0].length;
        double[] surface = surface(courseGround(canvas, filled, path), path, size, new double[1]);
        double valley = p.value("valley");
        for (int k = 0; k < m; k++) {
            surface[k] -= valley;
        }
        return new Plan(path, surface);
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        draw(p, canvas, seed, plan(p, canvas, seed), 0, 0);
    }

    /**
     * Draws a planned river: its valley, channel, banks and water. Canvas sample {@code (c, r)} is read
     * as sample {@code (c + shiftColumns, r + shiftRows)} of the river's own tile (coordinates from that
     * integer index, so every tile drawing this river computes the same bits at a shared vertex); each
     * sample's change depends only on its own height and position, so tiles that agree on a vertex before
     * agree after.
     *
     * @param p            the resolved placement
     * @param canvas       the fields to draw into
     * @param seed         the placement's seed in its own tile
     * @param plan         its course, from {@link #plan}
     * @param shiftColumns the canvas's column 0 as a column of the river's tile
     * @param shiftRows    the canvas's row 0 as a row of the river's tile
     */
    public static void draw(Placement p, Canvas canvas, long seed, Plan plan, long shiftColumns, long shiftRows) {
        double[][] path = plan.path();
        double[] surface = plan.surface();
        Reading width = p.span("width");
        Reading depth = p.span("depth");
        Noise along = Kit.noise(Kit.seed(seed, 7), 3, 3000);
        int m = path[0].length;
        double valley = p.value("valley");
        double floor = width.max() / 2 + VALLEY_FLOOR;
        int n = canvas.columns();
        double reach = lateral(p);
        int g = canvas.gradient(p.gradient("blue"));
        // the samples the river may reach: its line's bounds widened by its reach (a neighbour's river
        // mostly misses a tile, and then nothing is allocated or visited)
        double minX = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double minZ = Double.POSITIVE_INFINITY;
        double maxZ = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < m; k++) {
            minX = Math.min(minX, path[0][k]);
            maxX = Math.max(maxX, path[0][k]);
            minZ = Math.min(minZ, path[1][k]);
            maxZ = Math.max(maxZ, path[1][k]);
        }
        var f = canvas.frame();
        double fc0 = Math.floor(f.column(minX - reach)) - shiftColumns;
        double fc1 = Math.ceil(f.column(maxX + reach)) - shiftColumns;
        double fr0 = Math.floor(f.row(minZ - reach)) - shiftRows;
        double fr1 = Math.ceil(f.row(maxZ + reach)) - shiftRows;
        if (fc1 < 0 || fr1 < 0 || fc0 > n - 1 || fr0 > n - 1) {
            return;
        }
        int c0 = (int) Math.max(0, fc0);
        int c1 = (int) Math.min(n - 1, fc1);
        int r0 = (int) Math.max(0, fr0);
        int r1 = (int) Math.min(n - 1, fr1);
        float[] dist = new float[n * n];
        float[] at = new float[n * n];
        Arrays.fill(dist, Float.POSITIVE_INFINITY);
        Kit.stamp(canvas, path, reach, shiftColumns, shiftRows, (i, d, s) -> {
            if (d < dist[i]) {
                dist[i] = (float) d;
                at[i] = (float) s;
            }
        });
        double length = path[2][m - 1];
        for (int i = r0 * n; i <= r1 * n + c1; i++) {
            double d = dist[i];
            if (!(d < reach)) {
                continue;
            }
            double s = at[i];
            if (valley > 0) {
                canvas.setHeight(i, canvas.height(i) - valleyCut(valley, floor, d));
            }
            double fk = s / length * (m - 1);
            int k = Math.min(m - 2, (int) fk);
            double surf = surface[k] + (surface[k + 1] - surface[k]) * (fk - k);
            double t = Kit.n01(along, s, 0.0);
            double hw = width.at(t) / 2;
            double dep = depth.at(1 - t);
            double h = canvas.height(i);
            if (d < hw) {
                double q = d / hw;
                double bed = surf - dep * (1 - q * q);
                if (bed < h) {
                    canvas.setHeight(i, bed);
                }
                canvas.setRiver(i, surf);
                canvas.paint(i, g, (surf - canvas.height(i)) / depth.max());
            } else if (d < width.max() / 2 + BANK_REACH) {
                double bank = surf + (d - hw) * BANK;
                if (bank < h) {
                    canvas.setHeight(i, bank);
                }
            }
        }
    }
}
