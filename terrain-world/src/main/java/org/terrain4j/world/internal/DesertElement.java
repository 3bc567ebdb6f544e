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
        canvas.forEachRow(r -> {
            double z = canvas.z(r);
            double[] cv = Kit.row(cover, canvas, r);
            double[] pu = Kit.row(push, canvas, r);
            double[] va = Kit.row(vary, canvas, r);
            double[] gr = Kit.row(grain, canvas, r);
            double[] ji = Kit.row(jitter, canvas, r);
            for (int c = 0; c < n; c++) {
                double x = canvas.x(c);
                double w = thr == Double.NEGATIVE_INFINITY ? 1 : Kit.smoothstep(thr - 0.02, thr + 0.02, cv[c]);
                if (w <= 0) {
                    continue;
                }
                double prof = profile((x * cos + z * sin + 0.9 * spacing * pu[c]) / spacing + JITTER * ji[c]);
                double hgt = height.at(Kit.n01(va[c]));
                int i = r * n + c;
                canvas.setHeight(i, canvas.height(i) + hgt * prof * w);
                if (w > 0.5) {
                    canvas.paint(i, sand, 0.15 + 0.6 * (1 - prof) + 0.25 * Kit.n01(gr[c]));
                }
            }
        });
    }
}
