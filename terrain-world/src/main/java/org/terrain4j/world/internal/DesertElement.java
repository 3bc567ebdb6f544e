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
 * A dune sea: crests across a wind direction of its own, each crest pushed off its axis by noise, a
 * gentle windward face and a steep lee, heights varying between the span's ends, laid over the
 * share of the world the coverage names. A second, shorter noise ({@link #JITTER_WAVE} spacings long)
 * moves the crests by up to {@link #JITTER} of a spacing, so the spacing varies from crest to crest
 * and crests join and part: one spacing along the wind the heights correlate with themselves at about
 * 0.3 to 0.45, not the 0.75 to 0.85 of an evenly spaced corduroy.
 *
 * <p>Where the coverage leaves the ground bare, rock outcrops stand up out of the dunes: mesas and
 * inselbergs ({@link #outcrop}) of about {@link #OUTCROP} metres (0.6 to 1.4 times, by a noise of their
 * own), a talus apron, a steep cliff and a cap roughened by ridged noise, some with a second tier, their
 * outline made ragged by a shorter noise ({@link #RAGGED}); the rock is painted with the world's rock
 * gradient, dark on the cliffs and talus and light on the high caps. The dunes close over the outcrops
 * within {@link #EDGE} of the square's edge, so a river enters the square on the dune floor.
 *
 * @since 0.1
 */
public final class DesertElement extends Base {

    /** @return the entry */
    public static DesertElement create() {
        return new DesertElement();
    }

    private DesertElement() {
        super("desert", Stage.LANDFORM, 1, List.of(Range.span("dune height", 1, 80, "m"),
                Range.single("crest spacing", 100, 3000, "m"), Range.single("coverage", 0, 1, ""),
                Range.gradient("sand")),
                Placement.of("desert").withSpan("dune height", 6, 22).withValue("crest spacing", 640)
                        .withValue("coverage", 0.6).withGradient("sand", ColourGradient.of(80, 0.86, 0.06, 0.62, 0.08)));
    }

    /** Wavelength of the crest jitter, in crest spacings. */
    static final double JITTER_WAVE = 2;
    /** How far the crest jitter moves a crest, in crest spacings per unit of its noise. */
    static final double JITTER = 0.8;

    /** The dune profile over one crest spacing: phase in [0, 1), crest at 0.7, 0 in the troughs. */
    static double profile(double phase) {
        double p = phase - Math.floor(phase);
        return p < 0.7 ? Kit.smoothstep(0, 1, p / 0.7) : Kit.smoothstep(0, 1, (1 - p) / 0.3);
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double coverage = p.value("coverage");
        if (coverage <= 0) {
            return;
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        double wind = rnd.nextDouble() * 2 * Math.PI;
        double cos = Math.cos(wind);
        double sin = Math.sin(wind);
        double spacing = p.value("crest spacing");
        Reading height = p.span("dune height");
        Noise push = Kit.noise(Kit.seed(seed, 1), 3, 6 * spacing);
        Noise vary = Kit.noise(Kit.seed(seed, 2), 2, 5000);
        Noise cover = Kit.noise(Kit.seed(seed, 3), 3, 5000);
        Noise grain = Kit.noise(Kit.seed(seed, 4), 2, 300);
        Noise jitter = Kit.noise(Kit.seed(seed, 5), 2, JITTER_WAVE * spacing);
        Noise ragged = Kit.noise(Kit.seed(seed, 8), 3, 900);
        double size = canvas.baseGround().size();
        double threshold = Double.NEGATIVE_INFINITY;
        if (coverage < 1) {
            int m = 65;
            double[] v = new double[m * m];
            for (int r = 0; r < m; r++) {
                for (int c = 0; c < m; c++) {
                    v[r * m + c] = cover.value(size * (c / (m - 1.0) - 0.5), size * (r / (m - 1.0) - 0.5));
                }
            }
            Arrays.sort(v);
            threshold = v[(int) Math.min(v.length - 1, Math.round((1 - coverage) * (v.length - 1)))];
        }
        double thr = threshold;
        int sand = canvas.gradient(p.gradient("sand"));
        int n = canvas.columns();
        Noise rough = Kit.noise(Kit.seed(seed, 6), 3, ROUGH_WAVE);
        Noise tall = Kit.noise(Kit.seed(seed, 7), 2, 4000);
        // the outcrops' rock, raised where the cover noise falls below the dune sea's threshold
        float[] lift = new float[n * n];
        boolean[] sanded = new boolean[n * n];
        if (thr > Double.NEGATIVE_INFINITY) {
            canvas.forEachRow(r -> {
                double[] cv = coverRow(cover, ragged, canvas, r);
                for (int c = 0; c < n; c++) {
                    double e = thr - cv[c];
                    if (e > 0) {
                        double x = canvas.x(c);
                        double z = canvas.z(r);
                        lift[r * n + c] = (float) outcrop(e, Kit.n01(tall, x, z), rough.value(x, z));
                    }
                }
            });
        }
        canvas.forEachRow(r -> {
            double z = canvas.z(r);
            double[] cv = thr == Double.NEGATIVE_INFINITY ? Kit.row(cover, canvas, r) : coverRow(cover, ragged, canvas, r);
            double[] pu = Kit.row(push, canvas, r);
            double[] va = Kit.row(vary, canvas, r);
            double[] gr = Kit.row(grain, canvas, r);
            double[] ji = Kit.row(jitter, canvas, r);
            for (int c = 0; c < n; c++) {
                double x = canvas.x(c);
                double w = thr == Double.NEGATIVE_INFINITY ? 1 : Kit.smoothstep(thr - 0.02, thr + 0.02, cv[c]);
                int i = r * n + c;
                if (lift[i] > 0) {
                    canvas.setHeight(i, canvas.height(i) + lift[i]);
                }
                if (w <= 0) {
                    continue;
                }
                double prof = profile((x * cos + z * sin + 0.9 * spacing * pu[c]) / spacing + JITTER * ji[c]);
                double hgt = height.at(Kit.n01(va[c]));
                canvas.setHeight(i, canvas.height(i) + hgt * prof * w);
                if (w > 0.5) {
                    canvas.paint(i, sand, 0.15 + 0.6 * (1 - prof) + 0.25 * Kit.n01(gr[c]));
                    sanded[i] = true;
                }
            }
        });
        if (thr == Double.NEGATIVE_INFINITY) {
            return;
        }
        // the rock read by its slope (cliffs and talus dark, caps light) and its height over the floor
        double sp = canvas.spacing();
        canvas.forEachRow(r -> {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                if (lift[i] <= 0 || sanded[i]) {
                    continue;
                }
                double gx = (lift[r * n + Math.min(n - 1, c + 1)] - lift[r * n + Math.max(0, c - 1)]) / (2 * sp);
                double gz = (lift[Math.min(n - 1, r + 1) * n + c] - lift[Math.max(0, r - 1) * n + c]) / (2 * sp);
                double slope = Math.min(1, Math.hypot(gx, gz) / 0.5);
                canvas.paintRock(i, 0.15 + 0.35 * slope + 0.35 * (1 - Math.min(1, lift[i] / (1.5 * OUTCROP))));
            }
        });
    }

    /** How far the ragged noise moves the dune sea's edge, in units of the cover noise. */
    static final double RAGGED = 0.012;

    /** The cover noise along a row, its edge made ragged by a shorter noise. */
    private static double[] coverRow(Noise cover, Noise ragged, Canvas canvas, int r) {
        double[] cv = Kit.row(cover, canvas, r);
        double[] rg = Kit.row(ragged, canvas, r);
        double half = canvas.baseGround().size() / 2;
        double z = Math.abs(canvas.z(r));
        for (int c = 0; c < cv.length; c++) {
            // the dunes close over the outcrops near the square's edge, so a river enters on the floor
            double edge = half - Math.max(Math.abs(canvas.x(c)), z);
            cv[c] += RAGGED * rg[c] + EDGE_PULL * (1 - Kit.smoothstep(EDGE / 4, EDGE, edge));
        }
        return cv;
    }

    /** How far from the square's edge the outcrops begin to be closed over by the dunes, metres. */
    static final double EDGE = 1600;
    /** How far the cover noise is raised at the square's edge, in its own units. */
    static final double EDGE_PULL = 0.3;

    /** An outcrop's height over its floor at the middle of its height noise, metres. */
    static final double OUTCROP = 40;
    /** Wavelength of the ridged roughness on the outcrops' rock, metres. */
    static final double ROUGH_WAVE = 350;

    /**
     * An outcrop's rise over the floor at depth {@code e} into it (how far the cover noise lies below the
     * dune sea's threshold): a talus apron to 0.2 of its height by {@code e = 0.012}, the cliff to 0.9 by
     * 0.022, the cap rising to 1 by 0.06 with a second tier of 0.45 more from 0.10 to 0.11 (the cliff's
     * and the tiers' feet moved by up to 0.008 with the roughness, so they wander in spurs and bays), and
     * ridged roughness of up to 0.55 of the height over the cap and the talus, and never less than an outcrop
     * 1.25 × {@link #OUTCROP} high has (a low outcrop's wide cap was smoother than the dunes round it).
     *
     * @param e     depth into the outcrop, noise units, &gt; 0
     * @param tall  the outcrop's height noise in [0, 1]: its height 0.6 to 1.4 times {@link #OUTCROP}
     * @param rough the roughness noise, about [−1, 1]
     * @return metres
     */
    static double outcrop(double e, double tall, double rough) {
        double top = OUTCROP * (0.6 + 0.8 * tall);
        double ridged = 1 - Math.abs(rough);
        // the cliff's foot wanders with the roughness: spurs and bays rather than one smooth contour
        double f = e + 0.008 * rough;
        double rise = 0.2 * Kit.smoothstep(0, 0.012, e) + 0.7 * Kit.smoothstep(0.012, 0.022, f)
                + 0.1 * Kit.smoothstep(0.022, 0.06, f) + 0.45 * Kit.smoothstep(0.10, 0.11, f);
        return top * rise + 0.55 * Math.max(top, 1.25 * OUTCROP) * ridged * ridged * Kit.smoothstep(0, 0.03, e);
    }
}
