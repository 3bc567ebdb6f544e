package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Stage;

/**
 * Snow above the snow line on ground no steeper than the steepest it holds; coverage is the share of
 * patches that hold snow just above the line, rising to all of them 600 m above it.
 *
 * @since 0.1
 */
public final class SnowElement extends Base {

    /** @return the entry */
    public static SnowElement create() {
        return new SnowElement();
    }

    private SnowElement() {
        super("snow", Stage.SNOW, 0, List.of(Range.single("snow line", -500, 6000, "m"),
                Range.single("coverage", 0, 1, ""), Range.single("steepest", 0, 90, "°"), Range.gradient("white")),
                Placement.of("snow").withValue("snow line", 300).withValue("coverage", 0.85).withValue("steepest", 40)
                        .withGradient("white", ColourGradient.of(250, 0.97, 0.012, 0.80, 0.025)));
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double line = p.value("snow line");
        double coverage = p.value("coverage");
        double steepest = Math.tan(Math.toRadians(Math.min(89.9, p.value("steepest"))));
        int g = canvas.gradient(p.gradient("white"));
        Noise patch = Kit.noise(Kit.seed(seed, 1), 4, 700);
        int n = canvas.columns();
        double sp2 = 2 * canvas.spacing();
        canvas.forEachRow(r -> {
            double z = canvas.z(r);
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double above = canvas.height(i) - line;
                if (above <= 0 || canvas.isWater(i)) {
                    continue;
                }
                int cl = c > 0 ? i - 1 : i;
                int cr = c < n - 1 ? i + 1 : i;
                int ru = r > 0 ? i - n : i;
                int rd = r < n - 1 ? i + n : i;
                double gx = (canvas.height(cr) - canvas.height(cl)) / (sp2 * (cr - cl == 2 ? 1 : 0.5));
                double gz = (canvas.height(rd) - canvas.height(ru)) / (sp2 * (rd - ru == 2 * n ? 1 : 0.5));
                if (Math.hypot(gx, gz) > steepest) {
                    continue;
                }
                double x = canvas.x(c);
                double k = Kit.n01(patch, x, z);
                if (k < coverage + above / 600) {
                    canvas.paint(i, g, 0.7 * Kit.clamp01(1 - above / 900) + 0.3 * k);
                }
            }
        });
    }
}
