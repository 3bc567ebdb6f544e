package org.terrain4j.world.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;

/**
 * A branching canyon system: a main cut across the world and {@code branches} side cuts leaving it,
 * each wandering on three waves ({@link Kit.Wander}) as far as the wander names. Across a cut at
 * distance {@code d} from its line the ground is lowered by {@code depth · (1 − (d / halfWidth)^steepness)}
 * (higher steepness: flatter floor, steeper walls); where cuts meet the deeper wins. The cut ground is
 * bare rock. A canyon makes no water.
 *
 * @since 0.1
 */
public final class CanyonElement extends Base {

    /** @return the entry */
    public static CanyonElement create() {
        return new CanyonElement();
    }

    private CanyonElement() {
        super("canyon", Stage.CUTS_AND_BUILT, 0, List.of(Range.span("depth", 10, 1000, "m"),
                Range.span("width", 40, 3000, "m"), Range.single("steepness", 1, 8, ""),
                Range.single("branches", 0, 16, ""), Range.single("wander", 0, 4000, "m")),
                Placement.of("canyon").withSpan("depth", 140, 320).withSpan("width", 260, 640)
                        .withValue("steepness", 3).withValue("branches", 5).withValue("wander", 900));
    }

    /**
     * The centre lines of the system for a seed: the main cut first, then the branches; each {x[], z[], s[]}.
     *
     * @param size     the world's side, metres
     * @param step     distance between points, metres
     * @param wander   wander amplitude, metres
     * @param branches number of branches
     * @param seed     the placement's seed
     * @return the paths
     */
    public static List<double[][]> centreLines(double size, double step, double wander, int branches, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double heading = rnd.nextDouble() * 2 * Math.PI;
        double dx = Math.cos(heading);
        double dz = Math.sin(heading);
        double offset = (rnd.nextDouble() - 0.5) * 0.3 * size;
        double length = 1.5 * size;
        double x0 = -dx * length / 2 - dz * offset;
        double z0 = -dz * length / 2 + dx * offset;
        Kit.Wander w = Kit.Wander.of(wander, 0.28 * size * (0.8 + 0.4 * rnd.nextDouble()), rnd);
        List<double[][]> out = new ArrayList<>();
        double[][] main = Kit.path(x0, z0, dx, dz, length, step, w);
        out.add(main);
        for (int b = 0; b < branches; b++) {
            int k = (int) ((0.2 + 0.6 * rnd.nextDouble()) * (main[0].length - 1));
            double turn = Math.toRadians(35 + 40 * rnd.nextDouble()) * (rnd.nextBoolean() ? 1 : -1);
            double bh = heading + turn;
            double bl = (0.2 + 0.25 * rnd.nextDouble()) * size;
            Kit.Wander bw = Kit.Wander.of(0.3 * wander, 0.3 * bl * (0.8 + 0.4 * rnd.nextDouble()), rnd);
            double bdx = Math.cos(bh);
            double bdz = Math.sin(bh);
            // start on the main line, with the wander's own offset at 0 removed so the branch leaves from it
            double off0 = bw.offset(0);
            out.add(Kit.path(main[0][k] + bdz * off0, main[1][k] - bdx * off0, bdx, bdz, bl, step, bw));
        }
        return out;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double size = canvas.baseGround().size();
        double step = Math.min(4 * canvas.spacing(), 100);
        int branches = (int) Math.round(p.value("branches"));
        List<double[][]> lines = centreLines(size, step, p.value("wander"), branches, seed);
        Reading depth = p.span("depth");
        Reading width = p.span("width");
        double k = p.value("steepness");
        int n = canvas.columns();
        float[] cut = new float[n * n];
        for (int j = 0; j < lines.size(); j++) {
            double scale = j == 0 ? 1 : 0.6;
            double dscale = j == 0 ? 1 : 0.75;
            Noise along = Kit.noise(Kit.seed(seed, 10 + j), 3, 2500);
            Kit.stamp(canvas, lines.get(j), width.max() * scale / 2, (i, d, s) -> {
                double t = Kit.n01(along, s, 0.0);
                double hw = width.at(t) * scale / 2;
                if (d < hw) {
                    double c = depth.at(1 - t) * dscale * (1 - Math.pow(d / hw, k));
                    if (c > cut[i]) {
                        cut[i] = (float) c;
                    }
                }
            });
        }
        double dmax = depth.max();
        for (int i = 0; i < cut.length; i++) {
            if (cut[i] > 0) {
                canvas.setHeight(i, canvas.height(i) - cut[i]);
                canvas.paintRock(i, 0.3 + 0.7 * cut[i] / dmax);
            }
        }
    }
}
