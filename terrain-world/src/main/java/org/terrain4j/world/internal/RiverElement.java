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
 * A river the width of the world: a path across the square on a heading of its own, meandering as a
 * sine-generated curve ({@link Meander}, Langbein &amp; Leopold 1966) whose angle from the heading reaches
 * {@link #OMEGA} × windiness, its meanders {@link #WAVELENGTH_PER_WIDTH} channel widths long down a
 * valley that bends gently itself; the curve's tangent and curvature are continuous and it does not
 * cross itself. The course is the one of {@link #COURSES} such candidates that cuts least into the
 * ground as drawn so far with that ground's depressions filled by priority flood ({@link #filled}, on a
 * coarse grid), so the river keeps to the valleys water would drain along. Its surface follows that
 * filled ground downstream, 1 m under it, and never rises, run in the direction that cuts less; a
 * closed hollow on the way holds the river up at its spill level, but a landform on the course (an
 * outcrop, a mesa, a mountain's flank) holds it at most {@link #LANDFORM} over the base ground beneath
 * it ({@link #cutGround}): the river cuts through rather than climbing it. The channel is cut to the depth
 * under the surface and the banks are eased down to it (1 in 4.5), so a river crossing high ground
 * cuts a valley. Width and depth vary between their spans' ends along the river; on a grid coarser than
 * the channel, the water is widened to half a sample's diagonal either side of the line, so the river
 * stays one unbroken (8-connected) line of water at any sample count. A {@code valley} above
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
     * Down-valley meander wavelength per metre of mean channel width: Leopold &amp; Wolman (1960) measured
     * 10 to 14 widths; 11 is taken.
     */
    public static final double WAVELENGTH_PER_WIDTH = 11;
    /** The longest down-valley meander wavelength, as a share of the world's side. */
    public static final double WAVELENGTH_MAX = 0.3;
    /**
     * The meander angle at windiness 1, radians: the largest angle the course turns from its down-valley
     * heading is {@code OMEGA × windiness} (Langbein &amp; Leopold 1966 found 1.2 to 1.9 rad in real
     * meanders; RIVER BASIN's windiness 0.8 gives 1.4 rad).
     */
    public static final double OMEGA = 1.6;
    /**
     * How far the valley itself turns either way from the course's heading, radians, at most: less where
     * the meanders' own angle would take the two past {@link #STEEPEST}.
     */
    public static final double VALLEY_TURN = 0.9;
    /**
     * The largest angle from the heading the course may reach, radians: a sine-generated curve's loops
     * close on themselves at about 2.2 rad (Langbein &amp; Leopold 1966).
     */
    public static final double STEEPEST = 2.1;
    /** The valley's bends' wavelength down the valley, in world sizes (times 0.85 to 1.15 from the seed). */
    public static final double VALLEY_WAVE = 0.5;
    /** How far the local meander wavelength swings either way about its mean (its third wave). */
    public static final double WAVELENGTH_SWING = 0.3;
    /** How far the meander angle swings either way about its mean (its second wave). */
    public static final double ANGLE_SWING = 0.15;
    /** The largest skew of a bend (Kinoshita's J<sub>s</sub>; Parker et al. 1983 used 1/32). */
    public static final double SKEW = 1.0 / 32;
    /** The flattening of a bend (Kinoshita's J<sub>f</sub>; Parker et al. 1983 used 1/192). */
    public static final double FLATTENING = 1.0 / 192;
    /** Integration steps a meander wavelength (the course's shape does not depend on its output step). */
    static final int SUBSTEPS = 128;
    /** Output points a meander wavelength at the least. */
    static final int POINTS = 16;

    /**
     * A meandering course's direction: a sine-generated curve (Langbein &amp; Leopold 1966) with
     * Kinoshita's skew and flattening, laid along a valley that bends gently itself; its angle from the
     * course's heading at arc length {@code s}
     * <pre>θ(s) = a(s) sin φ(s) + a(s)³ (skew cos 3φ(s) − {@link RiverElement#FLATTENING} sin 3φ(s)) + turn · v(s)</pre>
     * with phases drawn from the course's stream. The meanders' phase {@code φ} advances 2π a
     * {@code wavelength} of arc, its local wavelength swinging ±{@link RiverElement#WAVELENGTH_SWING} on two waves
     * ({@code wavelength / Kit.WAVE2²} ≈ 2.6 and {@code wavelength / Kit.WAVE3²} ≈ 5.8 wavelengths long,
     * weights 0.6 and 0.4); their angle {@code a(s)} is {@code omega} swinging ±{@link RiverElement#ANGLE_SWING} on two
     * more ({@code wavelength / Kit.WAVE3} ≈ 2.4 and {@code wavelength / (Kit.WAVE2 · Kit.WAVE3)} ≈ 3.9,
     * 0.6 and 0.4); the valley's bends {@code v(s)} lie on three waves of arc wavelengths {@code valley},
     * {@code valley · Kit.WAVE2} and {@code valley · Kit.WAVE3} (weights 0.27, 0.35, 0.38: the valley's
     * sideways swings of 0.42, 0.34 and 0.24 of its largest, as {@link Kit.Wander}'s). No two of the
     * waves' lengths share a common multiple, so no stretch of the course repeats another or mirrors it.
     * Angle and curvature are smooth (infinitely differentiable) along the course. Immutable and
     * thread-safe.
     *
     * @since 0.1
     */
    public static final class Meander {

        private final double omega;
        private final double wavelength;
        private final double skew;
        private final double turn;
        private final double valley;
        private final double[] phase = new double[8];

        /**
         * @param omega      mean meander angle, radians, [0, {@link RiverElement#OMEGA}]
         * @param wavelength mean arc wavelength of the meanders, metres, &gt; 0
         * @param skew       Kinoshita's skew, ±[{@link RiverElement#SKEW} / 2, {@link RiverElement#SKEW}]
         *                   (its sign leans the bends up or down the valley; without it a sine-generated
         *                   curve mirrors itself about every bend)
         * @param turn       how far the valley turns either way, radians
         * @param valley     the valley's longest bend's arc wavelength, metres, &gt; 0
         * @param rnd        the stream the eight phases are drawn from
         */
        public Meander(double omega, double wavelength, double skew, double turn, double valley, SplittableRandom rnd) {
            this.omega = omega;
            this.wavelength = wavelength;
            this.skew = skew;
            this.turn = turn;
            this.valley = valley;
            for (int k = 0; k < phase.length; k++) {
                phase[k] = rnd.nextDouble() * 2 * Math.PI;
            }
        }

        /** @return the meanders' mean arc wavelength, metres */
        public double wavelength() {
            return wavelength;
        }

        /**
         * @param s arc length along the course, metres
         * @return the course's angle from its down-valley heading, radians
         */
        public double angle(double s) {
            double u = 2 * Math.PI * s / wavelength;
            double f1 = Kit.WAVE2 * Kit.WAVE2;
            double f2 = Kit.WAVE3 * Kit.WAVE3;
            double phi = u + phase[0] - WAVELENGTH_SWING * (0.6 / f1 * Math.cos(u * f1 + phase[1])
                    + 0.4 / f2 * Math.cos(u * f2 + phase[2]));
            double a = omega * (1 + ANGLE_SWING * (0.6 * Math.sin(u * Kit.WAVE3 + phase[3])
                    + 0.4 * Math.sin(u * Kit.WAVE2 * Kit.WAVE3 + phase[4])));
            double v = 2 * Math.PI * s / valley;
            return a * Math.sin(phi) + a * a * a * (skew * Math.cos(3 * phi) - FLATTENING * Math.sin(3 * phi))
                    + turn * (0.27 * Math.sin(v + phase[5]) + 0.35 * Math.sin(v / Kit.WAVE2 + phase[6])
                            + 0.38 * Math.sin(v / Kit.WAVE3 + phase[7]));
        }
    }

    /**
     * A bend's skew from a uniform draw: ±{@link #SKEW} / 2 … {@link #SKEW}, the sign from which half of
     * [0, 1) the draw lies in.
     *
     * @param u a draw in [0, 1)
     * @return Kinoshita's skew
     */
    static double skew(double u) {
        return u < 0.5 ? -SKEW * (0.5 + u) : SKEW * u;
    }

    /**
     * J<sub>0</sub>, the Bessel function of the first kind of order 0, for the mean down-valley progress
     * of a sine-generated curve per metre of arc ({@code J0(ω)}, Langbein &amp; Leopold 1966): the mean of
     * {@code cos(ω sin φ)} over a half turn, by the midpoint rule on 32 points (exact to rounding for
     * |ω| ≤ 3).
     *
     * @param omega the argument
     * @return J<sub>0</sub>(omega)
     */
    public static double j0(double omega) {
        double sum = 0;
        for (int k = 0; k < 32; k++) {
            sum += Math.cos(omega * Math.sin(Math.PI * (k + 0.5) / 32));
        }
        return sum / 32;
    }

    /**
     * {@link #centreLine(double, double, double, double, long)} for the default placement's mean width, 200 m.
     *
     * @param size      the world's side, metres
     * @param step      largest distance between points along the arc, metres, &gt; 0
     * @param windiness 0 (straight) … 1
     * @param seed      the placement's seed
     * @return the path {x[], z[], s[]}
     */
    public static double[][] centreLine(double size, double step, double windiness, long seed) {
        return centreLine(size, step, windiness, 200, seed);
    }

    /**
     * The least the valley turns either way, radians: the meander angle is held down to leave it, so a windy
     * river still wanders across the world (BACK COUNTRY's windiness 0.9 left its valley 0.28 rad, a straight
     * line 16 km long under a regular meander train).
     */
    public static final double MIN_VALLEY_TURN = 0.5;

    /** The largest angle a meander of angle {@code omega} reaches from its heading, with its swing and skew. */
    public static double steepest(double omega) {
        return omega * (1 + ANGLE_SWING) + Math.pow(omega * (1 + ANGLE_SWING), 3) * (SKEW + FLATTENING);
    }

    /**
     * The meander angle for a windiness: {@link #OMEGA} × windiness, held down where it would leave the
     * valley less than {@link #MIN_VALLEY_TURN} before the course reaches {@link #STEEPEST}.
     *
     * @param windiness 0 … 1
     * @return radians
     */
    public static double meanderAngle(double windiness) {
        double omega = OMEGA * windiness;
        if (STEEPEST - steepest(omega) >= MIN_VALLEY_TURN) {
            return omega;
        }
        double lo = 0;
        double hi = omega;
        for (int k = 0; k < 60; k++) {
            double mid = 0.5 * (lo + hi);
            if (STEEPEST - steepest(mid) >= MIN_VALLEY_TURN) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The river's centre line for a seed: from 0.75 sizes before the square's middle to 0.75 sizes past
     * it down a heading of its own, offset up to 0.15 sizes to one side, meandering on a {@link Meander}
     * of mean angle {@code OMEGA × windiness} and down-valley wavelength {@link #WAVELENGTH_PER_WIDTH}
     * widths (at most {@link #WAVELENGTH_MAX} sizes), times 0.85 to 1.15 from the seed, in a valley
     * turning {@link #VALLEY_TURN} either way over {@link #VALLEY_WAVE} sizes (less where the meanders'
     * own angle would take the two past {@link #STEEPEST}, but at least {@link #MIN_VALLEY_TURN}: the meander
     * angle gives way, {@link #meanderAngle}). The course is
     * integrated along its arc ({@link #SUBSTEPS} midpoint steps a wavelength, whatever {@code step}) and
     * turned about its start so that its ends lie on the heading; its points are evenly spaced along the
     * arc, at most {@code step} and at most a {@link #POINTS}th of a wavelength apart.
     *
     * @param size      the world's side, metres
     * @param step      largest distance between points along the arc, metres, &gt; 0
     * @param windiness 0 (straight) … 1
     * @param width     the channel's mean width, metres, &gt; 0
     * @param seed      the placement's seed
     * @return the path {x[], z[], s[]}: positions and arc length from the start, metres
     */
    public static double[][] centreLine(double size, double step, double windiness, double width, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double heading = rnd.nextDouble() * 2 * Math.PI;
        double dx = Math.cos(heading);
        double dz = Math.sin(heading);
        double offset = (rnd.nextDouble() - 0.5) * 0.3 * size;
        double omega = meanderAngle(windiness);
        double valleyWave = Math.min(WAVELENGTH_PER_WIDTH * width, WAVELENGTH_MAX * size) * (0.85 + 0.3 * rnd.nextDouble());
        double j0 = j0(omega);
        double turn = Math.max(0, Math.min(VALLEY_TURN, STEEPEST - steepest(omega)));
        Meander bend = new Meander(omega, valleyWave / j0, skew(rnd.nextDouble()), turn,
                VALLEY_WAVE * size * (0.85 + 0.3 * rnd.nextDouble()) / j0, rnd);
        double length = 1.5 * size;
        // walk the course in its own frame, the valley along +x, until it has come `length` down it
        double h = bend.wavelength() / SUBSTEPS;
        double[] gx = new double[1024];
        double[] gz = new double[1024];
        int last = 0;
        while (gx[last] < length) {
            if (last + 1 == gx.length) {
                gx = Arrays.copyOf(gx, 2 * gx.length);
                gz = Arrays.copyOf(gz, 2 * gz.length);
            }
            double a = bend.angle((last + 0.5) * h);
            gx[last + 1] = gx[last] + h * Math.cos(a);
            gz[last + 1] = gz[last] + h * Math.sin(a);
            last++;
        }
        // turned about the start so that the end lies on the heading
        double chord = Math.hypot(gx[last], gz[last]);
        double ca = gx[last] / chord;
        double sa = gz[last] / chord;
        double total = last * h;
        double spacing = Math.min(step, bend.wavelength() / POINTS);
        int m = Math.max(2, (int) Math.ceil(total / spacing) + 1);
        double x0 = -dx * length / 2 - dz * offset;
        double z0 = -dz * length / 2 + dx * offset;
        double[] xs = new double[m];
        double[] zs = new double[m];
        double[] ss = new double[m];
        for (int k = 0; k < m; k++) {
            double s = total * k / (m - 1);
            int i = Math.min(last - 1, (int) (s / h));
            double rest = s - i * h;
            double a = bend.angle(i * h + rest / 2);
            double px = gx[i] + rest * Math.cos(a);
            double pz = gz[i] + rest * Math.sin(a);
            double along = px * ca + pz * sa;
            double side = pz * ca - px * sa;
            xs[k] = x0 + dx * along - dz * side;
            zs[k] = z0 + dz * along + dx * side;
            ss[k] = s;
        }
        return new double[][] {xs, zs, ss};
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
        return bilinear(f, DRAINAGE_SAMPLES, size, x, z);
    }

    /**
     * Bilinear read of an {@code m × m} row-major grid over a square of side {@code size} centred on the
     * origin, clamped at its edge.
     */
    private static double bilinear(float[] f, int m, double size, double x, double z) {
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
        return courseGround(canvas, filled, path, null);
    }

    /**
     * {@link #courseGround(Canvas, float[], double[][])}, the points beyond the square read off the
     * neighbouring tiles' ground when {@code around} is given (else the canvas clamped at its edge).
     */
    static double[] courseGround(Canvas canvas, float[] filled, double[][] path, Surroundings around) {
        double size = canvas.baseGround().size();
        int m = path[0].length;
        double[] g = new double[m];
        for (int k = 0; k < m; k++) {
            double x = path[0][k];
            double z = path[1][k];
            g[k] = around != null && around.covers(x, z) ? around.ground(x, z)
                    : Math.max(canvas.heightAt(x, z), filledAt(filled, size, x, z));
        }
        return g;
    }

    /**
     * The ground around a tile that a river planned in it runs on beyond its square: the coarse builds of
     * the eight neighbouring tiles up to their rivers (heights and base ground, {@code m} samples a side
     * over each tile's square, in the middle tile's coordinates displaced by a size), each with its
     * depressions filled as {@link #filled} fills the tile's own. Without it a river's line past its
     * square is planned on the tile's edge samples carried outwards, and its surface there can lie tens
     * of metres over (or under) the neighbour's ground it is drawn on (issue 35: a dark channel with no
     * banks across the join). Immutable and thread-safe.
     *
     * @since 0.1
     */
    public static final class Surroundings {

        private final double size;
        private final int m;
        private final float[][] heights;
        private final float[][] bases;
        private final float[][] fills;

        /**
         * @param size    the tiles' side, metres
         * @param m       samples a side of each neighbour's grid, at least 2
         * @param heights row-major heights of the 3 × 3 tiles, index {@code (dr + 1) · 3 + dc + 1} (the
         *                middle one unused), metres
         * @param bases   their base ground, the same way
         */
        public Surroundings(double size, int m, float[][] heights, float[][] bases) {
            this.size = size;
            this.m = m;
            this.heights = heights;
            this.bases = bases;
            this.fills = new float[9][];
            double sp = size / (m - 1);
            for (int t = 0; t < 9; t++) {
                if (t != 4 && heights[t] != null) {
                    fills[t] = heights[t].clone();
                    DepressionFill.draining().fill(DrainageGrid.of(m, m, sp, sp), fills[t]);
                }
            }
        }

        /** True if (x, z) lies beyond the middle square, on a neighbour this holds (a tile past the grid's end is not held). */
        boolean covers(double x, double z) {
            return (Math.abs(x) > size / 2 || Math.abs(z) > size / 2) && heights[(tile(z) + 1) * 3 + tile(x) + 1] != null;
        }

        private int tile(double v) {
            return (int) Math.max(-1, Math.min(1, Math.floor(v / size + 0.5)));
        }

        private double at(float[][] f, double x, double z) {
            int dc = tile(x);
            int dr = tile(z);
            return bilinear(f[(dr + 1) * 3 + dc + 1], m, size, x - dc * size, z - dr * size);
        }

        /**
         * @param x metres east of the middle tile's centre, beyond its square
         * @param z metres south
         * @return the neighbour's ground there, its depressions filled, metres
         */
        public double ground(double x, double z) {
            return Math.max(at(heights, x, z), at(fills, x, z));
        }

        /**
         * @param x metres east of the middle tile's centre, beyond its square
         * @param z metres south
         * @return how far the neighbour's landforms stand over its base ground there, metres
         */
        public double lift(double x, double z) {
            return at(heights, x, z) - at(bases, x, z);
        }
    }

    /** How far over the base ground beneath it a landform on a river's course holds the river up, metres. */
    public static final double LANDFORM = 10;

    /**
     * The ground a chosen course's surface is laid on: {@link #courseGround}, less, where the landforms
     * drawn so far (outcrops, dunes, a mountain's flank) stand more than {@link #LANDFORM} over the base
     * ground beneath them ({@link Canvas#baseHeightAt}), the rest of their height. A river does not climb a
     * mesa: it crosses one in a cut at most {@code LANDFORM} over the country the mesa stands on, whatever
     * hollow the mesa dams. A closed hollow of the base ground itself still holds it up at its spill level.
     * On a canvas without a laid base ground this is {@link #courseGround}.
     *
     * @param canvas the field as drawn so far
     * @param filled its filled surface from {@link #filled}
     * @param path   the course {x[], z[], s[]}, metres
     * @return the ground at each point of the course, metres
     */
    public static double[] cutGround(Canvas canvas, float[] filled, double[][] path) {
        return cutGround(canvas, filled, path, null);
    }

    /** {@link #cutGround(Canvas, float[], double[][])}, beyond the square off {@code around} when given. */
    static double[] cutGround(Canvas canvas, float[] filled, double[][] path, Surroundings around) {
        double[] g = courseGround(canvas, filled, path, around);
        for (int k = 0; k < g.length; k++) {
            double x = path[0][k];
            double z = path[1][k];
            double lift = around != null && around.covers(x, z) ? around.lift(x, z)
                    : canvas.heightAt(x, z) - canvas.baseHeightAt(x, z);
            if (lift > LANDFORM) {
                g[k] -= lift - LANDFORM;
            }
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
     * {@code k} is {@link #centreLine} of seed {@code Kit.seed(seed, 100 + k)}, each meandering on waves
     * of its own), the one whose surface cuts least into the ground it runs over with that
     * ground's depressions filled ({@link #filled}, {@link #surface}); the first on a tie. Candidates are
     * measured on lines 100 m a step, whatever the world's sample count.
     *
     * @param canvas    the field as drawn so far
     * @param filled    its filled surface from {@link #filled}
     * @param windiness 0 … 1
     * @param width     the channel's mean width, metres
     * @param seed      the placement's seed
     * @return the chosen candidate's seed for {@link #centreLine}
     */
    public static long course(Canvas canvas, float[] filled, double windiness, double width, long seed) {
        return course(canvas, filled, windiness, width, seed, null);
    }

    private static long course(Canvas canvas, float[] filled, double windiness, double width, long seed,
            Surroundings around) {
        double size = canvas.baseGround().size();
        long best = 0;
        double least = Double.POSITIVE_INFINITY;
        double[] cut = new double[1];
        for (int k = 0; k < COURSES; k++) {
            long s = Kit.seed(seed, 100 + k);
            double[][] line = centreLine(size, 100, windiness, width, s);
            surface(courseGround(canvas, filled, line, around), line, size, cut);
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
     * @since 0.1
     */
    public record Plan(double[][] path, double[] surface) {
    }

    /**
     * How far a river of this placement may reach from its tile's centre: its line runs at most
     * {@code 1.02 × size} from the centre (three quarters of a size along its heading, 0.15 sizes of
     * offset, and its meanders' swing to either side, at most 0.3 sizes), and its valley or banks
     * {@code reach} past the line.
     *
     * @param p    a resolved river placement
     * @param size the tile's side, metres
     * @return metres
     */
    public static double reach(Placement p, double size) {
        return 1.02 * size + lateral(p);
    }

    /** The channel's mean width, metres: the middle of its span. */
    static double meanWidth(Placement p) {
        Reading width = p.span("width");
        return (width.min() + width.max()) / 2;
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
        return plan(p, canvas, seed, null);
    }

    /**
     * Chooses the river's course as {@link #plan(Placement, Canvas, long)} does, its line beyond the
     * square laid on the neighbouring tiles' ground ({@code around}) rather than on the canvas's edge.
     *
     * @param p      the resolved placement
     * @param canvas the field as drawn so far, in the river's own tile
     * @param seed   the placement's seed
     * @param around the neighbours' ground, or null to read the canvas clamped at its edge
     * @return the course and its surface
     */
    public static Plan plan(Placement p, Canvas canvas, long seed, Surroundings around) {
        double size = canvas.baseGround().size();
        double step = Math.min(4 * canvas.spacing(), 100);
        double windiness = p.value("windiness");
        double width = meanWidth(p);
        float[] filled = filled(canvas);
        double[][] path = centreLine(size, step, windiness, width, course(canvas, filled, windiness, width, seed, around));
        int m = path[0].length;
        double[] surface = surface(cutGround(canvas, filled, path, around), path, size, new double[1]);
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
     * Draws a planned river: its valley, channel, banks and water. Every sample within the channel's half
     * width of the line, or within half a sample's diagonal of it (at most the banks' reach), is the
     * river's water, its bed carved below the surface. Canvas sample {@code (c, r)} is read
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
        draw(p, canvas, seed, plan, shiftColumns, shiftRows, false);
    }

    /**
     * How far from each end of its line a river drawn across joins tapers out, metres of arc: its channel
     * narrows to the grid's least and its depth to nothing (a smoothstep), so a river whose line ends in a
     * neighbouring tile fades into the ground there instead of stopping in a full-width stub.
     */
    public static final double TAPER = 1200;

    /**
     * Draws a planned river as {@link #draw(Placement, Canvas, long, Plan, long, long)} does; with
     * {@code taper} its channel narrows and shallows to nothing over the last {@link #TAPER} metres of
     * its line at both ends (joined tiles, where the line's ends lie in a neighbouring tile), and its valley
     * cut and bank easing fade with it, so no dry groove is left past the water.
     *
     * @param p            the resolved placement
     * @param canvas       the fields to draw into
     * @param seed         the placement's seed in its own tile
     * @param plan         its course, from {@link #plan}
     * @param shiftColumns the canvas's column 0 as a column of the river's tile
     * @param shiftRows    the canvas's row 0 as a row of the river's tile
     * @param taper        true to taper the river out at its line's ends
     */
    public static void draw(Placement p, Canvas canvas, long seed, Plan plan, long shiftColumns, long shiftRows,
            boolean taper) {
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
        // a channel narrower than the grid is widened to half a sample's diagonal: every sample whose cell
        // the centre line crosses lies within it, so the water is one 8-connected line at any sample count
        double least = Math.min(reach, canvas.spacing() * Math.sqrt(0.5));
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
            // the taper fades the whole river, its valley and banks too, or a dry groove is left
            double fade = taper ? Kit.smoothstep(0, TAPER, Math.min(s, length - s)) : 1;
            if (valley > 0) {
                canvas.setHeight(i, canvas.height(i) - valleyCut(valley, floor, d) * fade);
            }
            double fk = s / length * (m - 1);
            int k = Math.min(m - 2, (int) fk);
            double surf = surface[k] + (surface[k + 1] - surface[k]) * (fk - k);
            double t = Kit.n01(along, s, 0.0);
            double hw = Math.max(width.at(t) / 2 * fade, least);
            double dep = depth.at(1 - t) * fade;
            double h = canvas.height(i);
            if (d <= hw) {
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
                    canvas.setHeight(i, fade == 1 ? bank : h + (bank - h) * fade);
                }
            }
        }
    }
}
