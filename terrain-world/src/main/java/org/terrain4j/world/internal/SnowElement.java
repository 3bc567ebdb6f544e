package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Stage;

/**
 * Snow and the bare rock of the heights, by height and slope, each with a soft, noisy edge.
 *
 * <ul>
 *   <li>The snow line wanders: at a point it lies {@link #LINE_NOISE} metres at most above or below the
 *       placement's line (value noise of {@link #LINE_WAVELENGTH} m, whose mean over a world is the line).</li>
 *   <li>Snow thins in over {@link #BLEND} metres of height across that wandering line, and over the
 *       {@link #HOLD} degrees below the steepest ground it holds on to; where it is thin a sample is snow
 *       or not by a fine dither noise ({@link #DITHER} m), so the edge is a ragged band rather than one
 *       contour line. Ground steeper than the steepest never holds snow; gentle ground more than
 *       {@code LINE_NOISE + BLEND / 2} above the line always does, wherever the coverage lets it.</li>
 *   <li>Coverage is the share of patches that hold snow just above the (wandering) line, rising to all of
 *       them 600 m above it.</li>
 *   <li>Ground without snow is bare rock where it is steep and high: the rock's share rises from nothing at
 *       {@link #ROCK_FROM}° to all at {@link #ROCK_TO}°, times a share by height that rises over
 *       {@link #ROCK_BLEND} m of height around a rock line {@link #ROCK_BELOW} m under the snow line
 *       (wandering by {@link #LINE_NOISE} m of a noise of its own), dithered as the snow is. Rock is
 *       shaded darker the steeper it is.</li>
 * </ul>
 * Water is left alone. Slopes are read by central differences of the finished heights (one-sided at
 * the grid's edge).
 *
 * @since 0.1
 */
public final class SnowElement extends Base {

    /** How far the snow line (and the rock line) wanders above and below its mean, metres. */
    public static final double LINE_NOISE = 40;
    /** Wavelength of the snow line's wander, metres. */
    public static final double LINE_WAVELENGTH = 1500;
    /** Height over which snow thins in across the snow line, metres. */
    public static final double BLEND = 120;
    /** Slope over which snow thins out below the steepest ground it holds, degrees. */
    public static final double HOLD = 8;
    /** Wavelength of the dither that breaks the edges, metres. */
    public static final double DITHER = 60;
    /** How far under the snow line steep ground turns to rock, metres. */
    public static final double ROCK_BELOW = 150;
    /** Height over which rock comes in around its line, metres. */
    public static final double ROCK_BLEND = 120;
    /** Slope at which rock begins to show, degrees. */
    public static final double ROCK_FROM = 22;
    /** Slope from which steep ground is all rock, degrees. */
    public static final double ROCK_TO = 38;

    /** @return the entry */
    public static SnowElement create() {
        return new SnowElement();
    }

    private SnowElement() {
        super("snow", Stage.SNOW, 0, List.of(Range.single("snow line", -500, 6000, "m"),
                Range.single("coverage", 0, 1, ""), Range.single("steepest", 0, 90, "°"), Range.gradient("white")),
                Placement.of("snow").withValue("snow line", 300).withValue("coverage", 0.85).withValue("steepest", 50)
                        .withGradient("white", ColourGradient.of(250, 0.97, 0.012, 0.80, 0.025)));
    }

    /**
     * The snow line at a point: the placement's line moved by up to {@link #LINE_NOISE} m.
     *
     * @param line  the placement's snow line, metres
     * @param noise the line's noise ({@link #lineNoise})
     * @param x     metres east
     * @param z     metres south
     * @return metres
     */
    public static double lineAt(double line, Noise noise, double x, double z) {
        return line + LINE_NOISE * (2 * Kit.n01(noise, x, z) - 1);
    }

    /**
     * @param seed the placement's seed
     * @return the noise its snow line wanders by
     */
    public static Noise lineNoise(long seed) {
        return Kit.noise(Kit.seed(seed, 2), 3, LINE_WAVELENGTH);
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double line = p.value("snow line");
        double coverage = p.value("coverage");
        double steepest = Math.min(89.9, p.value("steepest"));
        int g = canvas.gradient(p.gradient("white"));
        Noise patch = Kit.noise(Kit.seed(seed, 1), 4, 700);
        Noise wander = lineNoise(seed);
        Noise rockWander = Kit.noise(Kit.seed(seed, 3), 3, LINE_WAVELENGTH);
        Noise dither = Kit.noise(Kit.seed(seed, 4), 2, DITHER);
        // below this nothing is painted: the rock line at its lowest, less half its blend
        double floor = line - 2 * LINE_NOISE - ROCK_BELOW - ROCK_BLEND / 2;
        double low = line - LINE_NOISE - BLEND / 2;
        double rockFrom = Math.tan(Math.toRadians(ROCK_FROM));
        int n = canvas.columns();
        double sp2 = 2 * canvas.spacing();
        canvas.forEachRow(r -> {
            double z = canvas.z(r);
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double h = canvas.height(i);
                if (h <= floor || canvas.isWater(i)) {
                    continue;
                }
                int cl = c > 0 ? i - 1 : i;
                int cr = c < n - 1 ? i + 1 : i;
                int ru = r > 0 ? i - n : i;
                int rd = r < n - 1 ? i + n : i;
                double gx = (canvas.height(cr) - canvas.height(cl)) / (sp2 * (cr - cl == 2 ? 1 : 0.5));
                double gz = (canvas.height(rd) - canvas.height(ru)) / (sp2 * (rd - ru == 2 * n ? 1 : 0.5));
                double grade = Math.hypot(gx, gz);
                // gentle ground under the lowest the snow can reach holds neither snow nor rock
                if (h <= low && grade < rockFrom) {
                    continue;
                }
                double slope = Math.toDegrees(Math.atan(grade));
                double x = canvas.x(c);
                double snowLine = lineAt(line, wander, x, z);
                double above = h - snowLine;
                double u = 0.01 + 0.98 * Kit.clamp01(0.5 + 1.6 * dither.value(x, z));
                double snow = Kit.smoothstep(-BLEND / 2, BLEND / 2, above)
                        * (1 - Kit.smoothstep(steepest - HOLD, steepest, slope));
                if (snow > u) {
                    double k = Kit.n01(patch, x, z);
                    if (k < coverage + above / 600) {
                        canvas.paint(i, g, 0.7 * Kit.clamp01(1 - above / 900) + 0.3 * k);
                        continue;
                    }
                }
                double rockLine = snowLine - ROCK_BELOW + LINE_NOISE * (2 * Kit.n01(rockWander, x, z) - 1);
                double rock = Math.max(Kit.smoothstep(ROCK_FROM, ROCK_TO, slope)
                        * Kit.smoothstep(-ROCK_BLEND / 2, ROCK_BLEND / 2, h - rockLine),
                        Kit.smoothstep(-BLEND / 2, BLEND / 2, above));
                if (rock > u) {
                    canvas.paintRock(i, 0.25 + 0.5 * Kit.smoothstep(ROCK_FROM, 60, slope) + 0.25 * u);
                }
            }
        });
    }
}
