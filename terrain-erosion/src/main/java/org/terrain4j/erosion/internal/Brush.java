package org.terrain4j.erosion.internal;

/**
 * The erosion brush of the droplet method: Beyer's weights {@code max(0, r − d)}, {@code d} the distance
 * from a sample to the drop, normalised to sum 1. The drop's offset inside its cell is rounded to the
 * centre of one of {@code bins × bins} sub-cells, {@code bins = min(16, ⌈32 / r⌉)}, and the weights are
 * tabulated once per sub-cell, so a step reads one short list instead of computing distances: the brush
 * centre is within {@code 1 / (2·bins)} samples of the drop on each axis (0.045 samples at the default
 * radius 3) and the effective footprint is the disc itself, about {@code π r²} samples. Near the border
 * the weights of the samples inside the grid are renormalised to sum 1.
 *
 * <p><b>Arithmetic.</b> Takes are computed in {@code float}, the precision the field is stored in. The
 * base-level clamp is exact: a sample above the base level never ends below it, a sample at or below it
 * is not touched (see {@link #room(float, float)}); a sample the clamp stops ends within one float above it.
 *
 * <p>Immutable after construction; safe to share between threads.
 */
final class Brush {

    private final int radius;
    private final int bins;
    /** for each sub-cell b: its entries are start[b] … start[b + 1] − 1 */
    private final int[] start;
    private final int[] column;
    private final int[] row;
    private final float[] weight;
    /** extreme offsets of any entry, for {@link #inside} */
    private final int minOffset;
    private final int maxOffset;

    /**
     * @param radius brush radius in samples, ≥ 1
     */
    Brush(int radius) {
        this.radius = radius;
        this.bins = Math.min(16, (32 + radius - 1) / radius);
        int cells = bins * bins;
        this.start = new int[cells + 1];
        int side = 2 * radius + 2;
        int[] cols = new int[cells * side * side];
        int[] rws = new int[cols.length];
        float[] ws = new float[cols.length];
        double[] raw = new double[side * side];
        int n = 0;
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int bz = 0; bz < bins; bz++) {
            for (int bx = 0; bx < bins; bx++) {
                double px = (bx + 0.5) / bins;
                double pz = (bz + 0.5) / bins;
                double sum = 0;
                int first = n;
                for (int j = -radius; j <= radius + 1; j++) {
                    for (int i = -radius; i <= radius + 1; i++) {
                        double w = radius - Math.hypot(i - px, j - pz);
                        if (w > 0) {
                            cols[n] = i;
                            rws[n] = j;
                            raw[n - first] = w;
                            sum += w;
                            n++;
                            lo = Math.min(lo, Math.min(i, j));
                            hi = Math.max(hi, Math.max(i, j));
                        }
                    }
                }
                for (int k = first; k < n; k++) {
                    ws[k] = (float) (raw[k - first] / sum);
                }
                start[bz * bins + bx + 1] = n;
            }
        }
        this.column = java.util.Arrays.copyOf(cols, n);
        this.row = java.util.Arrays.copyOf(rws, n);
        this.weight = java.util.Arrays.copyOf(ws, n);
        this.minOffset = lo;
        this.maxOffset = hi;
    }

    /** @return sub-cells per axis */
    int bins() {
        return bins;
    }

    /**
     * The sub-cell of a drop at offset {@code (ox, oz)} inside its cell.
     *
     * @param ox column offset, in [0, 1)
     * @param oz row offset, in [0, 1)
     * @return the index for {@link #erodeInside} and {@link #erode}
     */
    int bin(double ox, double oz) {
        return (int) (oz * bins) * bins + (int) (ox * bins);
    }

    /**
     * The weight the brush of sub-cell {@code bin} gives the sample at offset {@code (i, j)} from the
     * drop's cell, 0 outside the disc.
     */
    double weight(int bin, int i, int j) {
        for (int q = start[bin]; q < start[bin + 1]; q++) {
            if (column[q] == i && row[q] == j) {
                return weight[q];
            }
        }
        return 0;
    }

    /**
     * The footprint's offsets as flat indices into a field {@code columns} wide, for {@link #erodeInside}.
     *
     * @param columns the field's width, samples
     * @return a new array, one offset per entry
     */
    int[] offsets(int columns) {
        int[] off = new int[column.length];
        for (int q = 0; q < off.length; q++) {
            off[q] = row[q] * columns + column[q];
        }
        return off;
    }

    /**
     * True if every footprint around cell {@code (cx, cz)} lies inside a {@code columns × rows} grid, so
     * {@link #erodeInside} applies.
     */
    boolean inside(int columns, int rows, int cx, int cz) {
        return cx + minOffset >= 0 && cz + minOffset >= 0 && cx + maxOffset < columns && cz + maxOffset < rows;
    }

    /**
     * The base level as the brush compares it: {@code base} rounded to a float, with zero written as
     * {@code −0.0}, so that {@code before − low} is never {@code −0.0} (which is what {@code −0.0 − (+0.0)}
     * gives, and whose bits would wrap in {@link #room}). {@code −0.0 == +0.0}, so the clamp is unchanged.
     *
     * @param base the base level, not NaN
     * @return the float base level, never {@code +0.0}
     */
    static float lowBound(double base) {
        float low = (float) base;
        return low == 0 ? -0.0f : low;
    }

    /**
     * The most a sample may give without ending below {@code low}, as the raw bits of a float, or a
     * negative number where it may give nothing: the float just below {@code before − low} rounded to the
     * nearest float. The rounded difference {@code r} can exceed the true difference {@code d}, but never
     * by half the gap to the float below it, so the float below {@code r} is less than {@code d}; hence
     * {@code before − t} rounds to at least {@code low} for every float {@code t} from 0 up to the room.
     * Always taking the float below costs a sample that the clamp stops one float of height (it ends one
     * float above the base level instead of on it) and saves a comparison and a data-dependent branch on
     * every sample of the brush.
     *
     * @param before the sample, finite
     * @param low    the base level from {@link #lowBound}, not NaN and never {@code +0.0}
     * @return the room's bits; compare as a signed int with the bits of a non-negative take
     */
    static int room(float before, float low) {
        return Float.floatToRawIntBits(before - low) - 1;
    }

    /**
     * The float a sample gives: {@code min(want, room)}, 0 where the room is negative, chosen on the raw
     * bits (non-negative floats order as their bits do), so no branch depends on the terrain.
     */
    private static float take(float want, int roomBits) {
        return Float.intBitsToFloat(Math.max(0, Math.min(Float.floatToRawIntBits(want), roomBits)));
    }

    /**
     * Lays up to {@code amount} on the samples around the drop in cell {@code (cx, cz)}, sub-cell
     * {@code bin}, with the brush's weights (renormalised over the samples inside the grid): the same
     * footprint a step erodes through. Each rise is rounded to a float and held to what is still unlaid,
     * so the sum laid never exceeds {@code amount}; the few float steps left over are the caller's.
     *
     * @return the material actually laid (the sum of the height increases), in [0, amount]
     */
    double lay(float[] h, int columns, int rows, int cx, int cz, int bin, double amount, Probe probe) {
        int first = start[bin];
        int end = start[bin + 1];
        double sum = 0;
        for (int q = first; q < end; q++) {
            int c = cx + column[q];
            int r = cz + row[q];
            if (c >= 0 && c < columns && r >= 0 && r < rows) {
                sum += weight[q];
            }
        }
        if (!(sum > 0 && amount > 0)) {
            return 0;
        }
        double laid = 0;
        for (int q = first; q < end; q++) {
            int c = cx + column[q];
            int r = cz + row[q];
            if (c >= 0 && c < columns && r >= 0 && r < rows) {
                int idx = r * columns + c;
                double room = amount - laid;
                double share = weight[q] / sum * amount;
                float before = h[idx];
                float after = (float) (before + (share < room ? share : room));
                while (after > before && (double) after - before > room) {
                    after = Math.nextDown(after);
                }
                if (after > before) {
                    h[idx] = after;
                    laid += (double) after - before;
                    probe.deposited(idx, before, after);
                }
            }
        }
        return laid;
    }

    /**
     * {@link #erode} for a footprint wholly {@link #inside} the grid: one flat loop over the
     * {@link #offsets(int) offsets} of sample {@code cell} (the drop's cell). Same order, same arithmetic,
     * same bits as {@code erode} there; small enough for the compiler to inline into the walk.
     */
    double erodeInside(float[] h, int cell, int bin, double amount, double base, Probe probe, int[] offsets) {
        final float[] w = weight;
        final float scale = (float) amount;
        final float low = lowBound(base);
        float taken = 0;
        for (int q = start[bin], end = start[bin + 1]; q < end; q++) {
            int idx = cell + offsets[q];
            float before = h[idx];
            float after = before - take(w[q] * scale, room(before, low));
            h[idx] = after;
            taken += before - after;
            if (after != before) {
                probe.eroded(idx, before, after);
            }
        }
        return taken;
    }

    /**
     * Takes up to {@code amount} from the samples around the drop in cell {@code (cx, cz)}, sub-cell
     * {@code bin}: sample {@code s} gives {@code weight(s)·amount} (weights renormalised over the samples
     * inside the grid), but never so much that it ends below {@code base}; a sample at or below
     * {@code base} gives nothing.
     *
     * @return the material actually taken (the sum of the height decreases), ≥ 0
     */
    double erode(float[] h, int columns, int rows, int cx, int cz, int bin, double amount, double base, Probe probe) {
        int first = start[bin];
        int end = start[bin + 1];
        double sum = 0;
        boolean all = true;
        for (int q = first; q < end; q++) {
            int c = cx + column[q];
            int r = cz + row[q];
            if (c >= 0 && c < columns && r >= 0 && r < rows) {
                sum += weight[q];
            } else {
                all = false;
            }
        }
        if (!(sum > 0)) {
            return 0;
        }
        // a whole footprint keeps the table's own normalisation, so this equals erodeInside bit for bit
        final float scale = (float) (all ? amount : amount / sum);
        final float low = lowBound(base);
        float taken = 0;
        for (int q = first; q < end; q++) {
            int c = cx + column[q];
            int r = cz + row[q];
            if (c >= 0 && c < columns && r >= 0 && r < rows) {
                int idx = r * columns + c;
                float before = h[idx];
                float after = before - take(weight[q] * scale, room(before, low));
                h[idx] = after;
                taken += before - after;
                if (after != before) {
                    probe.eroded(idx, before, after);
                }
            }
        }
        return taken;
    }
}
