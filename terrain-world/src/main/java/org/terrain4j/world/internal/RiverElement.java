package org.terrain4j.world.internal;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

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
 * side either way). Its surface follows the ground downstream and never rises; the channel is cut
 * to the depth under it and the banks are eased down to it (1 in 4.5), so a river crossing high
 * ground cuts a valley. Width and depth vary between their spans' ends along the river.
 *
 * @since 0.1
 */
public final class RiverElement extends Base {

    /** Bank slope beside the channel, rise over run. */
    static final double BANK = 0.22;
    /** How far beyond the channel's edge the banks may be eased, metres. */
    static final double BANK_REACH = 600;

    /** @return the entry */
    public static RiverElement create() {
        return new RiverElement();
    }

    private RiverElement() {
        super("river", Stage.WATER, 1, List.of(Range.gradient("blue"), Range.single("windiness", 0, 1, ""),
                Range.span("width", 10, 1500, "m"), Range.span("depth", 1, 80, "m")),
                Placement.of("river").withGradient("blue", ColourGradient.of(240, 0.66, 0.09, 0.38, 0.11))
                        .withValue("windiness", 0.55).withSpan("width", 140, 260).withSpan("depth", 4, 10));
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

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double size = canvas.baseGround().size();
        double step = Math.min(4 * canvas.spacing(), 100);
        double[][] path = centreLine(size, step, p.value("windiness"), seed);
        Reading width = p.span("width");
        Reading depth = p.span("depth");
        Noise along = Kit.noise(Kit.seed(seed, 7), 3, 3000);
        int m = path[0].length;
        double[] ground = new double[m];
        for (int k = 0; k < m; k++) {
            ground[k] = canvas.heightAt(path[0][k], path[1][k]);
        }
        int tail = Math.max(1, m / 10);
        double head = 0;
        double end = 0;
        for (int k = 0; k < tail; k++) {
            head += ground[k];
            end += ground[m - 1 - k];
        }
        double[] surface = new double[m];
        if (head >= end) {
            double s = Double.POSITIVE_INFINITY;
            for (int k = 0; k < m; k++) {
                s = Math.min(s, ground[k] - 1);
                surface[k] = s;
            }
        } else {
            double s = Double.POSITIVE_INFINITY;
            for (int k = m - 1; k >= 0; k--) {
                s = Math.min(s, ground[k] - 1);
                surface[k] = s;
            }
        }
        int n = canvas.columns();
        float[] dist = new float[n * n];
        float[] at = new float[n * n];
        Arrays.fill(dist, Float.POSITIVE_INFINITY);
        double reach = width.max() / 2 + BANK_REACH;
        Kit.stamp(canvas, path, reach, (i, d, s) -> {
            if (d < dist[i]) {
                dist[i] = (float) d;
                at[i] = (float) s;
            }
        });
        int g = canvas.gradient(p.gradient("blue"));
        double length = path[2][m - 1];
        for (int i = 0; i < dist.length; i++) {
            double d = dist[i];
            if (!(d < reach)) {
                continue;
            }
            double s = at[i];
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
            } else {
                double bank = surf + (d - hw) * BANK;
                if (bank < h) {
                    canvas.setHeight(i, bank);
                }
            }
        }
    }
}
