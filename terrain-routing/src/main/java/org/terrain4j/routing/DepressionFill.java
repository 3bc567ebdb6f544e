package org.terrain4j.routing;

import java.util.Arrays;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;

/**
 * Depression filling by priority flood: raises every sample that cannot drain to an outlet to the
 * lowest height at which it can, so that water poured anywhere reaches an outlet.
 *
 * <pre>{@code
 * DrainageGrid grid = DrainageGrid.of(dem);                 // open edges are the outlets
 * float[] flat = DepressionFill.flat().filled(grid, heights);
 * float[] draining = DepressionFill.draining().filled(grid, heights);
 * }</pre>
 *
 * <p><b>Method.</b> The outlets (see {@link DrainageGrid}) enter a priority queue; the lowest sample
 * is taken out and each unvisited neighbour is raised to at least its height and queued, until every
 * sample has been visited. Neither result depends on the order in which equal heights leave the queue
 * (below), so the result is fixed by the heights and the grid alone.
 * <ul>
 * <li>{@link Form#FLAT}: a raised sample takes exactly the height of the sample it was reached from.
 *     Each depression becomes a flat lake surface at the height of its lowest sill (its spill point);
 *     the result is the lowest surface that is nowhere below the input and drains to the outlets along
 *     non-increasing paths, so it nowhere exceeds the lowest sill of a depression.
 *     Samples that drain already are untouched (bit-identical).</li>
 * <li>{@link Form#DRAINING}: a sample not higher than the one it was reached from is raised to the
 *     next {@code float} above it ({@link Math#nextUp(float)}), the smallest increment that is
 *     representable at that height, skipping the subnormal floats: a step that would end strictly between
 *     {@code −2^−126} and {@code 2^−126} ({@link Float#MIN_NORMAL}) ends at {@code 0} from below and at
 *     {@code 2^−126} from zero, so no sample the fill raises is subnormal (a sea at 0 m raised one ulp at a
 *     time made 85 % of the SRTM tile N57E011 subnormal, slow in every step that reads it; a subnormal
 *     input sample the fill does not raise stays as it is). So every non-outlet sample ends strictly above one of its
 *     neighbours, and a steepest-descent router finds a receiver everywhere. The usual
 *     {@code h + ε} with a fixed ε has a float32 hazard: at large heights {@code h + ε} rounds back to
 *     {@code h} and leaves a false pit; one ulp never does.
 *     <p><b>How far above the flat fill.</b> Every raised sample ends one float above its lowest
 *     neighbour, so the excess grows by one ulp a step away from the sill: at a sample it is at most
 *     {@code D · u}, where {@code u} is {@link Math#ulp(float)} of the sample's filled height (the
 *     larger of the two fills' when they straddle a power of two; {@code 2^(⌊log₂|h|⌋ − 23)} m: 7.6 µm
 *     at 100 m, 61 µm at 1 000 m, 0.49 mm at 8 000 m) and {@code D} is the number of 8-connected
 *     steps from the sample, through samples this fill raised, to the nearest sample it left as it was
 *     that is no higher than the flat fill there (the lake's sill); a lake whose surface crosses the
 *     subnormal range adds at most {@code 2·2^−126} (the two steps across it, above), {@code 2.4e−38} m. The bound is reached along a lake
 *     one sample wide: 100 samples at 1 000 m end 6.1 mm above the flat fill, 1 000 samples at
 *     8 000 m 0.49 m; under a millimetre holds for at most 16 steps at 1 000 m, 2 at 8 000 m.
 *     Measured on the DEMs in the repository's {@code data/}: at most 4.7 mm (Jacksboro, 155 steps
 *     from its sill at 305 m), 0.6 mm (Vancouver Island's sea floor), 0.5 mm (N57E011), 0.2 mm
 *     (Maunga Whau), each at the bound.</li>
 * </ul>
 *
 * <p><b>NaN.</b> NaN samples (no-data) stay NaN; finite samples beside them are outlets. Infinite
 * samples are refused.
 *
 * <p><b>Cost.</b> O(n log n) time for n samples at worst; lake samples pass through a plain queue and
 * samples uphill of the flood's front are followed without the queue, so on real ground most samples cost
 * O(1). Memory: one flag per sample, and queues as long as the flood's front. Speed beside RichDEM's fills
 * (one thread; the SRTM tile N57E011, 85 % sea, and 1024² ground with a third of it one flat):
 * {@code benchmarks/peers/}.
 *
 * <p><b>Source.</b> R. Barnes, C. Lehman, D. Mulla, "Priority-flood: An optimal depression-filling and
 * watershed-labeling algorithm for digital elevation models", Computers &amp; Geosciences 62 (2014)
 * 117–127 (Algorithm 2, priority flood with a pit queue; Algorithm 3's +ε form, here with one ulp as the
 * increment and the pit queue merged with the heap by height); G. Zhou, Z. Sun, S. Fu, "An efficient
 * variant of the Priority-Flood algorithm for filling depressions in raster digital elevation models",
 * Computers &amp; Geosciences 90 (2016) 87–96 (samples uphill of the front traced without the heap); the
 * heap is a radix heap (R. K. Ahuja, K. Mehlhorn, J. Orlin, R. E. Tarjan, "Faster algorithms for the
 * shortest path problem", JACM 37 (1990) 213–223).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class DepressionFill {

    /**
     * What a filled depression looks like.
     *
     * @since 0.1
     */
    public enum Form {
        /** Lakes are flat, at the height of their lowest sill. */
        FLAT,
        /** Lakes rise by one float ulp a sample away from their sill, so every sample drains. */
        DRAINING
    }

    private static final DepressionFill FLAT = new DepressionFill(Form.FLAT);
    private static final DepressionFill DRAINING = new DepressionFill(Form.DRAINING);

    private final Form form;

    private DepressionFill(Form form) {
        this.form = form;
    }

    /** @return a fill that leaves depressions as flat lakes at the height of their lowest sill */
    public static DepressionFill flat() {
        return FLAT;
    }

    /** @return a fill with the smallest increments that drain (one float ulp a step) */
    public static DepressionFill draining() {
        return DRAINING;
    }

    /**
     * @param form the form of filled depressions
     * @return a fill of that form
     * @throws NullPointerException if form is null
     */
    public DepressionFill withForm(Form form) {
        Objects.requireNonNull(form, "form");
        return form == Form.FLAT ? FLAT : DRAINING;
    }

    /** @return the form of filled depressions */
    public Form form() {
        return form;
    }

    /**
     * @param grid    the grid's shape, wrap and outlets
     * @param heights row-major heights, metres, {@code grid.sampleCount()} elements, finite or NaN;
     *                not modified
     * @return a new array holding the filled heights
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match, a sample is infinite, or the grid
     *                                  has no outlet and no NaN sample
     */
    public float[] filled(DrainageGrid grid, float[] heights) {
        Objects.requireNonNull(heights, "heights");
        float[] h = heights.clone();
        fill(grid, h);
        return h;
    }

    /**
     * Fills in place.
     *
     * @param grid    the grid's shape, wrap and outlets
     * @param heights row-major heights, metres, filled in place; on an exception nothing is changed
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException as for {@link #filled(DrainageGrid, float[])}
     */
    public void fill(DrainageGrid grid, float[] heights) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(heights, "heights");
        grid.checkLength("heights", heights.length);
        byte[] state = grid.effectiveOutlets(heights);
        run(grid, heights, state, form == Form.DRAINING);
    }

    /**
     * Fills a heightfield whose open edges are the outlets.
     *
     * @param field any heightfield; its frame is kept
     * @return the filled field
     * @throws NullPointerException     if field is null
     * @throws IllegalArgumentException if a sample is infinite
     */
    public Heightfield filled(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        float[] h = field.toArray();
        fill(DrainageGrid.of(field), h);
        return Heightfield.of(field.columns(), field.rows(), h).withFrame(field.frame());
    }

    /**
     * The smallest float above {@code h} that is not subnormal: {@link Math#nextUp(float)}, except that a step
     * that would land in the subnormal range goes to {@code 0} from below and to {@link Float#MIN_NORMAL} from
     * zero (or from a subnormal input). Subnormal floats are slow on most processors (a sea at 0 m raised one
     * ulp at a time made 85 % of the SRTM tile N57E011 subnormal) and are no heights anyone expects.
     *
     * @param h a finite height
     * @return the next normal float (or zero) above it
     */
    static float above(float h) {
        float r = Math.nextUp(h);
        if (Math.abs(r) < Float.MIN_NORMAL) {
            r = r < 0 ? 0f : Float.MIN_NORMAL; // −0.0 (above −MIN_VALUE) goes up to MIN_NORMAL too
        }
        return r;
    }

    /** A sample's kind in the flood's state: 0 unvisited, 1 outlet, 2 NaN, 3 visited. */
    private static final int KIND = 3;
    private static final byte VISITED = 3;
    /** Set on the grid's edge samples while the flood runs: only they need the grid's wrap rules. */
    private static final byte BORDER = 0x40;

    /**
     * The flood. {@code state}: 0 unvisited, 1 outlet, 2 NaN; used as scratch (3 when visited, the edge
     * marked), so its contents afterwards are undefined.
     *
     * <p>Samples spread their level in order of height; ties may leave in any order, because neither
     * result depends on it: the flat fill is each sample's lowest spill level, and the draining fill's
     * sample is one float step ({@link #above}) over its lowest neighbour or its own height if higher — a
     * rule with one solution ({@code DrainagePropertiesTest} solves it by relaxation and compares bits). A
     * sample at or below the level it is reached at is set to the (raised) level and queued first in, first
     * out (Barnes, Lehman &amp; Mulla 2014's pit queue; for the draining fill the queue stays in order of
     * height, and the lower of its head and the heap's top goes next — their "ε" variant). A sample reached
     * above the level keeps its own height, and so does every sample uphill of it, which is followed at once
     * without the heap (Zhou, Sun &amp; Fu 2016's trace); a traced sample with an unvisited neighbour no
     * higher than itself is queued on the heap to spread its level in turn. The heap is a {@link RadixHeap}.
     */
    static void run(DrainageGrid grid, float[] h, byte[] state, boolean draining) {
        int n = h.length;
        int cols = grid.columns();
        int rows = grid.rows();
        RadixHeap heap = new RadixHeap();
        boolean any = false;
        for (int i = 0; i < n; i++) {
            if (state[i] == 1) {
                heap.push(LongHeap.key(h[i], i));
                state[i] = VISITED;
                any = true;
            } else if (state[i] == 2) {
                any = true;
            }
        }
        if (!any) {
            throw new IllegalArgumentException("grid has no outlet: give an outlet mask (" + grid + ")");
        }
        for (int c = 0; c < cols; c++) {
            state[c] |= BORDER;
            state[n - 1 - c] |= BORDER;
        }
        for (int r = 0; r < rows; r++) {
            state[r * cols] |= BORDER;
            state[r * cols + cols - 1] |= BORDER;
        }
        int[] off = {1, cols + 1, cols, cols - 1, -1, -cols - 1, -cols, -cols + 1};
        int[] edge = new int[8]; // an edge sample's neighbours (−1 past an open edge), by direction
        // both queues start small and grow: at any moment they hold a front, not the grid
        int[] pit = new int[1024];
        int pitMask = pit.length - 1;
        int pitHead = 0;
        int pitCount = 0;
        int[] trace = new int[1024];
        // the draining fill's queue and heap are merged by height: the heap's lowest height, kept here so
        // that a sample from the queue costs no look into the heap (heights in the heap never change); set
        // at each pop from the heap, which is where the flood starts (the queue is empty until then)
        float heapMin = Float.POSITIVE_INFINITY;
        while (true) {
            int c;
            if (pitCount > 0 && (!draining || h[pit[pitHead]] <= heapMin)) {
                c = pit[pitHead];
                pitHead = (pitHead + 1) & pitMask;
                pitCount--;
            } else if (!heap.isEmpty()) {
                c = LongHeap.index(heap.pop());
                if (draining) {
                    heapMin = heap.isEmpty() ? Float.POSITIVE_INFINITY : h[LongHeap.index(heap.peek())];
                }
            } else {
                break;
            }
            float hc = h[c];
            float raised = draining ? above(hc) : hc;
            int traceTail = 0;
            boolean inside = (state[c] & BORDER) == 0;
            int open = inside ? unvisited(state, c, cols) : unvisitedAtEdge(grid, state, c, edge);
            while (open != 0) {
                int d = Integer.numberOfTrailingZeros(open);
                open &= open - 1;
                int j = inside ? c + off[d] : edge[d];
                state[j] |= VISITED;
                if (h[j] <= hc) {
                    h[j] = raised;
                    if (pitCount == pit.length) {
                        pit = unwrapped(pit, pitHead);
                        pitHead = 0;
                        pitMask = pit.length - 1;
                    }
                    pit[(pitHead + pitCount++) & pitMask] = j;
                } else {
                    trace[traceTail++] = j; // at most 8 here; the trace grows below
                }
            }
            for (int traceHead = 0; traceHead < traceTail; traceHead++) {
                int t = trace[traceHead];
                float ht = h[t];
                boolean spreads = false;
                boolean tInside = (state[t] & BORDER) == 0;
                int tOpen = tInside ? unvisited(state, t, cols) : unvisitedAtEdge(grid, state, t, edge);
                while (tOpen != 0) {
                    int d = Integer.numberOfTrailingZeros(tOpen);
                    tOpen &= tOpen - 1;
                    int j = tInside ? t + off[d] : edge[d];
                    if (h[j] > ht) {
                        state[j] |= VISITED;
                        if (traceTail == trace.length) {
                            trace = Arrays.copyOf(trace, 2 * traceTail);
                        }
                        trace[traceTail++] = j;
                    } else {
                        spreads = true;
                    }
                }
                if (spreads) {
                    heap.push(LongHeap.key(ht, t));
                    heapMin = Math.min(heapMin, ht);
                }
            }
        }
    }

    /**
     * The unvisited neighbours of an inner sample as a bit per direction (bit d for direction d, in the
     * order of {@code DrainageGrid}'s directions), formed without a branch: the flood's two neighbour loops
     * then take only the unvisited ones, where a test per direction mispredicted about as often as not on
     * rough ground (measured on the topobathy grid of the peer table: 0.67 → 0.60 ms a flat fill, the same
     * bits).
     */
    private static int unvisited(byte[] state, int c, int cols) {
        return open(state[c + 1]) | open(state[c + cols + 1]) << 1 | open(state[c + cols]) << 2
                | open(state[c + cols - 1]) << 3 | open(state[c - 1]) << 4 | open(state[c - cols - 1]) << 5
                | open(state[c - cols]) << 6 | open(state[c - cols + 1]) << 7;
    }

    /** 1 if a sample's state is unvisited (kind 0), else 0. */
    private static int open(byte state) {
        return ((state & KIND) - 1) >>> 31;
    }

    /**
     * {@link #unvisited} for a sample on the grid's edge, through the grid's wrap rules: writes each
     * direction's neighbour into {@code edge} (−1 past an open edge) and returns the unvisited ones' bits.
     */
    private static int unvisitedAtEdge(DrainageGrid grid, byte[] state, int c, int[] edge) {
        int bits = 0;
        for (int d = 0; d < 8; d++) {
            int j = grid.neighbour(c, d);
            edge[d] = j;
            if (j >= 0 && (state[j] & KIND) == 0) {
                bits |= 1 << d;
            }
        }
        return bits;
    }

    /** A full ring buffer's contents in order from its head, in an array twice as long. */
    private static int[] unwrapped(int[] ring, int head) {
        int[] grown = new int[2 * ring.length];
        int first = ring.length - head;
        System.arraycopy(ring, head, grown, 0, first);
        System.arraycopy(ring, 0, grown, first, head);
        return grown;
    }
}
