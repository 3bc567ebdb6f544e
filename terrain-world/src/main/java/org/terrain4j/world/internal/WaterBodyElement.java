package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.api.HeightFunction;
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
 * floods every hollow. With a {@code share} above 0 the line is found on the ground as the landforms left it,
 * so that the body covers about that share of the square ({@link #lakeLine}), and the {@code water line}
 * reading is the highest it may stand.
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
        // the share first: with one, it is what an editor's first press of the element changes
        super("water body", Stage.WATER, 0, List.of(Range.single("share", 0, 0.9, ""),
                Range.single("water line", -500, 2000, "m"), Range.gradient("blue"), Range.single("pull", 0, 1, "")),
                Placement.of("water body").withValue("water line", 0).withValue("pull", 1).withValue("share", 0)
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

    /** Samples a side of the lattice a share's line is read on (the canvas read bilinearly). */
    public static final int SHARE_GRID = 129;

    /** How far the line may rise over the chosen level to widen the lake's necks, metres. */
    public static final double SADDLE_RISE = 8;
    /** How much the lake may grow while it rises so, as a factor of the chosen piece. */
    public static final double SADDLE_GROWTH = 1.15;

    /**
     * The line at which the widest piece of low ground covers about a share of a square. The ground is
     * read on an {@code m × m} grid over the square (corners included); as a level rises through the
     * samples' heights, the samples at or below it join into pieces (four-neighbour joins), and the
     * largest piece grows, by
     * steps where two pieces meet over a saddle. Of the levels, the one whose largest piece is nearest
     * the share (by ratio; the lower on a tie) is chosen, so a lake about to spill over a saddle into
     * a second wide plain stops below it, and a lake is one body rather than the sum of many hollows. The
     * line then rises from the chosen level to the highest level at most {@link #SADDLE_RISE} over it whose
     * largest piece is at most {@link #SADDLE_GROWTH} times the chosen one's: the chosen level is often the
     * height at which two pieces just met through a neck one sample wide, which the world's own grid (or a
     * peak drawn there) parts again (LAKESIDE seed 5 on its own ground: a lake of 11 % of the square where
     * 22 % was meant).
     *
     * @param ground the ground, metres
     * @param x0     west edge of the square, metres
     * @param z0     north edge of the square, metres
     * @param size   side of the square, metres
     * @param m      samples a side, ≥ 2
     * @param share  share of the grid to cover, (0, 1]
     * @return the line, metres
     */
    public static double lakeLine(HeightFunction ground, double x0, double z0, double size, int m, double share) {
        int count = m * m;
        float[] h = new float[count];
        long[] order = new long[count];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < m; c++) {
                int i = r * m + c;
                h[i] = (float) ground.height(x0 + size * (c / (m - 1.0)), z0 + size * (r / (m - 1.0)));
                // ordered by height, then by index: the float's bits made to sort as signed integers
                int bits = Float.floatToIntBits(h[i]);
                bits ^= (bits >> 31) & 0x7FFF_FFFF;
                order[i] = ((long) bits << 32) | i;
            }
        }
        java.util.Arrays.sort(order);
        int[] parent = new int[count];
        int[] pieceSize = new int[count];
        java.util.Arrays.fill(parent, -1);
        double want = share * count;
        // every complete level with its largest piece, up to SADDLE_RISE over the chosen one
        double[] levels = new double[count];
        int[] sizes = new int[count];
        int kept = 0;
        int chosen = 0;
        double bestMiss = Double.POSITIVE_INFINITY;
        boolean crossed = false;
        int largest = 0;
        for (int k = 0; k < count; k++) {
            int i = (int) order[k];
            parent[i] = i;
            pieceSize[i] = 1;
            int c = i % m;
            int r = i / m;
            int[] next = {c > 0 ? i - 1 : -1, c < m - 1 ? i + 1 : -1, r > 0 ? i - m : -1, r < m - 1 ? i + m : -1};
            for (int j : next) {
                if (j >= 0 && parent[j] >= 0) {
                    int a = root(parent, i);
                    int b = root(parent, j);
                    if (a != b) {
                        if (pieceSize[a] < pieceSize[b]) {
                            int t = a;
                            a = b;
                            b = t;
                        }
                        parent[b] = a;
                        pieceSize[a] += pieceSize[b];
                    }
                }
            }
            largest = Math.max(largest, pieceSize[root(parent, i)]);
            // a level is complete once every sample at its height has joined
            if (k + 1 == count || h[(int) order[k + 1]] > h[i]) {
                levels[kept] = h[i];
                sizes[kept] = largest;
                if (!crossed) {
                    double miss = Math.abs(Math.log(largest / want));
                    if (miss < bestMiss) {
                        bestMiss = miss;
                        chosen = kept;
                    }
                    crossed = largest > want;
                }
                kept++;
                if (crossed && h[i] > levels[chosen] + SADDLE_RISE) {
                    break;
                }
            }
        }
        // the chosen level is often the very height at which two pieces met over a saddle, where another
        // grid (the world's own) may part them again: rise while the piece barely grows, to widen the neck
        double line = levels[chosen];
        for (int q = chosen + 1; q < kept; q++) {
            if (levels[q] > levels[chosen] + SADDLE_RISE || sizes[q] > SADDLE_GROWTH * sizes[chosen]) {
                break;
            }
            line = levels[q];
        }
        return line;
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /**
     * The line the body stands at: the {@code water line} reading, or, with a {@code share} above 0, the
     * {@link #lakeLine} of the ground as drawn so far (landforms and cover: a peak drawn across a lake's
     * neck is seen) over the canvas's square on a {@link #SHARE_GRID}² lattice, never above the reading.
     */
    static double line(Placement p, Canvas canvas) {
        double line = p.value("water line");
        double share = p.value("share");
        if (share > 0) {
            var f = canvas.frame();
            int n = canvas.columns();
            double size = f.x(n - 1) - f.x(0);
            line = Math.min(line, lakeLine(canvas::heightAt, f.x(0), f.z(0), size, Math.min(SHARE_GRID, n), share));
        }
        return line;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        double line = line(p, canvas);
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
