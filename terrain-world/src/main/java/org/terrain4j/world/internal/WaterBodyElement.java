package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Stage;

/**
 * A water body: every sample at or below the water line becomes its water, coloured by depth (light
 * in the shallows, dark at 40 m and deeper), the basin pulled up toward a flat surface by the pull
 * (0 leaves the bed, 1 lifts it to the line).
 *
 * @since 0.1
 */
public final class WaterBodyElement extends Base {

    /** Depth at which the gradient reaches its dark end, metres. */
    static final double FULL_DEPTH = 40;

    /** @return the entry */
    public static WaterBodyElement create() {
        return new WaterBodyElement();
    }

    private WaterBodyElement() {
        super("water body", Stage.WATER, 0, List.of(Range.single("water line", -500, 2000, "m"), Range.gradient("blue"),
                Range.single("pull", 0, 1, "")),
                Placement.of("water body").withValue("water line", 0).withValue("pull", 1)
                        .withGradient("blue", ColourGradient.of(245, 0.62, 0.10, 0.32, 0.10)));
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double line = p.value("water line");
        double pull = p.value("pull");
        int g = canvas.gradient(p.gradient("blue"));
        int n = canvas.columns();
        canvas.forEachRow(r -> {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double h = canvas.height(i);
                if (h <= line) {
                    canvas.paint(i, g, (line - h) / FULL_DEPTH);
                    canvas.setHeight(i, h + (line - h) * pull);
                    canvas.setLake(i, line);
                }
            }
        });
    }
}
