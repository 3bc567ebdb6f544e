package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Stage;

/**
 * A water body: one body of water, the largest basin under the water line. Of the pieces of ground at
 * or below the line (samples joined through their four neighbours), the one of most samples (the first
 * in row-major order on a tie) becomes its water, coloured by depth (light in the shallows, dark at
 * 40 m and deeper), the basin pulled up toward a flat surface by the pull (0 leaves the bed, 1 lifts it
 * to the line). Lower ground not joined to it stays dry: the base ground's standing water is what
 * floods every hollow.
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

    /**
     * The largest piece of ground at or below a line.
     *
     * @param canvas the field as drawn so far
     * @param line   the water line, metres
     * @return per sample, true if it belongs to the piece of most samples (four-neighbour joins, the first
     *         in row-major order on a tie); all false if no sample lies at or below the line
     */
    static boolean[] largestBasin(Canvas canvas, double line) {
        int n = canvas.columns();
        int size = n * n;
        int[] label = new int[size];
        int[] queue = new int[size];
        int best = 0;
        int bestCount = 0;
        int next = 0;
        for (int s = 0; s < size; s++) {
            if (label[s] != 0 || !(canvas.height(s) <= line)) {
                continue;
            }
            next++;
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            label[s] = next;
            while (head < tail) {
                int i = queue[head++];
                int c = i % n;
                int r = i / n;
                for (int q = 0; q < 4; q++) {
                    int j = q == 0 ? (c > 0 ? i - 1 : -1) : q == 1 ? (c < n - 1 ? i + 1 : -1)
                            : q == 2 ? (r > 0 ? i - n : -1) : (r < n - 1 ? i + n : -1);
                    if (j >= 0 && label[j] == 0 && canvas.height(j) <= line) {
                        label[j] = next;
                        queue[tail++] = j;
                    }
                }
            }
            if (tail > bestCount) {
                bestCount = tail;
                best = next;
            }
        }
        boolean[] out = new boolean[size];
        for (int i = 0; i < size; i++) {
            out[i] = best != 0 && label[i] == best;
        }
        return out;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double line = p.value("water line");
        double pull = p.value("pull");
        int g = canvas.gradient(p.gradient("blue"));
        int n = canvas.columns();
        boolean[] basin = largestBasin(canvas, line);
        canvas.forEachRow(r -> {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                if (basin[i]) {
                    double h = canvas.height(i);
                    canvas.paint(i, g, (line - h) / FULL_DEPTH);
                    canvas.setHeight(i, h + (line - h) * pull);
                    canvas.setLake(i, line);
                }
            }
        });
    }
}
