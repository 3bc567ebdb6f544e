package org.terrain4j.routing;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;

/**
 * A single-flow drainage network: every sample passes its water to one receiver (itself at a base
 * level), with the donors of every sample and a topological order of the samples, the stack.
 *
 * <pre>{@code
 * DrainageGrid grid = DrainageGrid.of(dem);
 * float[] filled = DepressionFill.draining().filled(grid, heights);
 * FlowNetwork net = FlowNetwork.steepestDescent(grid, filled);
 * DrainageAreaGrid area = net.drainageAreaGrid();     // m², from the grid's spacing, in dem's frame
 * double outletArea = area.area(0, 0);
 * StreamNetwork streams = net.streams(area, 1e6);     // channels draining at least 1 km²
 * int order = streams.strahlerGrid().order(10, 20);
 * }</pre>
 *
 * <p><b>Results as grids or arrays.</b> The per-sample results come as read-only grids that carry the
 * grid's {@link DrainageGrid#frame() frame} and check their indices: {@link #drainageAreaGrid()},
 * {@link #basinGrid()}, {@link #receiverGrid()} (and {@link StreamNetwork#strahlerGrid()}). The bulk
 * forms return a new bare row-major array of the same numbers, for loops over every sample and for the
 * eroders: {@link #drainageArea()}, {@link #accumulate}, {@link #basinsToArray()},
 * {@link #receiversToArray()}, {@link #receiverDistancesToArray()}.
 *
 * <p><b>Receivers.</b> {@link #steepestDescent} gives each sample the neighbour with the steepest
 * descent, drop ÷ distance (distances as in {@link DrainageGrid}: the diagonal is
 * √(spacingX² + spacingZ²), so spacingX ≠ spacingZ is honoured), among the neighbours strictly lower
 * than the sample. Ties (equal slopes, computed in {@code double}) go to the first neighbour in the
 * fixed order east, south-east, south, south-west, west, north-west, north, north-east. A sample with
 * no lower neighbour is a <em>pit</em> and its own receiver; outlets and NaN samples are their own
 * receivers too. Samples that are their own receiver are the <em>base levels</em>. On a surface filled
 * by {@link DepressionFill#draining()} the only base levels are the outlets and NaN samples.
 *
 * <p><b>Stack.</b> Every sample appears once; a receiver always comes before its donors, so a pass
 * in stack order goes downstream-first (heights from outlets up) and a pass in reverse goes
 * upstream-first (accumulation). The stack is built without recursion (an explicit work stack), so a
 * single channel of 10⁶ samples is fine. {@link StackOrder#DEPTH_FIRST} (the default) is the order of
 * Braun &amp; Willett 2013: base levels in increasing index, each followed depth-first by its donors,
 * donors in increasing index. {@link StackOrder#BREADTH_FIRST} lists all base levels, then their donors,
 * level by level.
 *
 * <p><b>Units.</b> Areas in m² (each sample stands for {@code spacingX × spacingZ}); lengths in metres.
 * Sample indices are {@code int} (a grid holds fewer than 2³¹ samples); counts that scale with samples
 * × neighbours are {@code long}.
 *
 * <p>Immutable and thread-safe: accessors copy; no internal array escapes.
 *
 * <p><b>Source.</b> J. Braun, S. D. Willett, "A very efficient O(n), implicit and parallel method to
 * solve the stream power equation governing fluvial incision and landscape evolution", Geomorphology
 * 180–181 (2013) 170–179 (receivers, donors, the stack, accumulation along it); J. F. O'Callaghan,
 * D. M. Mark, "The extraction of drainage networks from digital elevation data", Computer Vision,
 * Graphics and Image Processing 28 (1984) 323–344 (D8 steepest descent).
 *
 * @since 0.1
 */
public final class FlowNetwork {

    /**
     * The order of the stack.
     *
     * @since 0.1
     */
    public enum StackOrder {
        /** Braun &amp; Willett's order: each base level followed depth-first by everything it drains. */
        DEPTH_FIRST,
        /** Base levels first, then their donors, then theirs: level by level up the network. */
        BREADTH_FIRST
    }

    final DrainageGrid grid;
    final int[] receivers;
    /** Distance to the receiver, metres; 0 at base levels. */
    final double[] lengths;
    final int[] donorStart;
    final int[] donors;
    final int[] stack;
    /** 1 where a sample is no-data (NaN). */
    final boolean[] noData;

    private FlowNetwork(DrainageGrid grid, int[] receivers, double[] lengths, boolean[] noData, StackOrder order) {
        this.grid = grid;
        this.receivers = receivers;
        this.lengths = lengths;
        this.noData = noData;
        int n = receivers.length;
        int[] start = new int[n + 1];
        for (int i = 0; i < n; i++) {
            int r = receivers[i];
            if (r != i) {
                start[r + 1]++;
            }
        }
        for (int i = 0; i < n; i++) {
            start[i + 1] += start[i];
        }
        int[] fill = new int[n];
        int[] d = new int[start[n]];
        for (int i = 0; i < n; i++) {
            int r = receivers[i];
            if (r != i) {
                d[start[r] + fill[r]++] = i;
            }
        }
        this.donorStart = start;
        this.donors = d;
        this.stack = order == StackOrder.DEPTH_FIRST ? depthFirst(receivers, start, d) : breadthFirst(receivers, start, d);
    }

    private static int[] depthFirst(int[] rec, int[] start, int[] d) {
        int n = rec.length;
        int[] out = new int[n];
        int[] work = new int[n];
        int k = 0;
        for (int b = 0; b < n; b++) {
            if (rec[b] != b) {
                continue;
            }
            int top = 0;
            work[top++] = b;
            while (top > 0) {
                int i = work[--top];
                out[k++] = i;
                for (int p = start[i + 1] - 1; p >= start[i]; p--) {
                    work[top++] = d[p];
                }
            }
        }
        if (k != n) {
            throw new IllegalArgumentException("receivers must form a forest (no cycles): only " + k + " of " + n
                    + " samples reach a base level");
        }
        return out;
    }

    private static int[] breadthFirst(int[] rec, int[] start, int[] d) {
        int n = rec.length;
        int[] out = new int[n];
        int k = 0;
        for (int b = 0; b < n; b++) {
            if (rec[b] == b) {
                out[k++] = b;
            }
        }
        for (int q = 0; q < k; q++) {
            int i = out[q];
            for (int p = start[i]; p < start[i + 1]; p++) {
                out[k++] = d[p];
            }
        }
        if (k != n) {
            throw new IllegalArgumentException("receivers must form a forest (no cycles): only " + k + " of " + n
                    + " samples reach a base level");
        }
        return out;
    }

    /**
     * D8 steepest-descent routing with the default stack order (depth-first).
     *
     * @param grid    shape, spacing, wrap and outlets
     * @param heights row-major heights, metres, {@code grid.sampleCount()} elements, finite or NaN; not
     *                modified (usually a {@link DepressionFill#draining()} surface)
     * @return the network
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match or a sample is infinite
     */
    public static FlowNetwork steepestDescent(DrainageGrid grid, float[] heights) {
        return steepestDescent(grid, heights, StackOrder.DEPTH_FIRST);
    }

    /**
     * D8 steepest-descent routing.
     *
     * @param grid    shape, spacing, wrap and outlets
     * @param heights row-major heights, metres, finite or NaN; not modified
     * @param order   the stack's order
     * @return the network
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match or a sample is infinite
     */
    public static FlowNetwork steepestDescent(DrainageGrid grid, float[] heights, StackOrder order) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(order, "order");
        grid.checkLength("heights", heights.length);
        byte[] state = grid.effectiveOutlets(heights);
        int n = heights.length;
        int cols = grid.columns();
        int rows = grid.rows();
        int[] rec = new int[n];
        double[] len = new double[n];
        boolean[] noData = new boolean[n];
        double[] dist = new double[8];
        double[] inv = new double[8];
        for (int d = 0; d < 8; d++) {
            dist[d] = grid.distance(d);
            inv[d] = 1 / dist[d];
        }
        int[] off = {1, cols + 1, cols, cols - 1, -1, -cols - 1, -cols, -cols + 1};
        for (int r = 0; r < rows; r++) {
            boolean innerRow = r > 0 && r < rows - 1;
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                rec[i] = i;
                if (state[i] != 0) {
                    noData[i] = state[i] == 2;
                    continue;
                }
                float h = heights[i];
                double best = 0;
                int bestD = -1;
                int bestJ = i;
                if (innerRow && c > 0 && c < cols - 1) {
                    // no test of hj < h: a neighbour not below gives s ≤ 0 (NaN for no data), never above best
                    // (from 0); the choice is left to the compiler as conditional moves, where two branches a
                    // neighbour mispredicted often on rough ground (7–16 % faster here on the peer grids)
                    double hd = h;
                    for (int d = 0; d < 8; d++) {
                        double s = (hd - heights[i + off[d]]) * inv[d];
                        boolean steeper = s > best;
                        best = steeper ? s : best;
                        bestD = steeper ? d : bestD;
                    }
                    bestJ = bestD < 0 ? i : i + off[bestD];
                } else {
                    for (int d = 0; d < 8; d++) {
                        int j = grid.neighbourUnchecked(c, r, d);
                        if (j < 0) {
                            continue;
                        }
                        float hj = heights[j];
                        if (hj < h) {
                            double s = ((double) h - hj) * inv[d];
                            if (s > best) {
                                best = s;
                                bestD = d;
                                bestJ = j;
                            }
                        }
                    }
                }
                rec[i] = bestJ;
                len[i] = bestD < 0 ? 0 : dist[bestD];
            }
        }
        return new FlowNetwork(grid, rec, len, noData, order);
    }

    /**
     * A network from given receivers, with the depth-first stack. The distance from a sample to its
     * receiver is the straight line between their grid positions (the shorter way round along a
     * wrapped axis), so receivers need not be neighbours.
     *
     * @param grid      shape and spacing (its outlets are not consulted: base levels are the samples
     *                  that are their own receiver)
     * @param receivers row-major receiver indices, {@code grid.sampleCount()} elements, each in
     *                  [0, sampleCount()); copied
     * @return the network
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the length does not match, an index is out of range, or the
     *                                  receivers contain a cycle
     */
    public static FlowNetwork of(DrainageGrid grid, int[] receivers) {
        return of(grid, receivers, StackOrder.DEPTH_FIRST);
    }

    /**
     * @param grid      shape and spacing
     * @param receivers row-major receiver indices; copied
     * @param order     the stack's order
     * @return the network
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException as for {@link #of(DrainageGrid, int[])}
     */
    public static FlowNetwork of(DrainageGrid grid, int[] receivers, StackOrder order) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(receivers, "receivers");
        Objects.requireNonNull(order, "order");
        grid.checkLength("receivers", receivers.length);
        int n = receivers.length;
        int[] rec = receivers.clone();
        double[] len = new double[n];
        int cols = grid.columns();
        for (int i = 0; i < n; i++) {
            int r = rec[i];
            if (r < 0 || r >= n) {
                throw new IllegalArgumentException("receivers[" + i + "] must be in [0, " + n + "), was " + r);
            }
            if (r != i) {
                double dx = Math.abs(i % cols - r % cols);
                double dz = Math.abs(i / cols - r / cols);
                if (grid.wrapX()) {
                    dx = Math.min(dx, cols - dx);
                }
                if (grid.wrapZ()) {
                    dz = Math.min(dz, grid.rows() - dz);
                }
                dx *= grid.spacingX();
                dz *= grid.spacingZ();
                len[i] = Math.sqrt(dx * dx + dz * dz);
            }
        }
        return new FlowNetwork(grid, rec, len, new boolean[n], order);
    }

    /** @return the grid this network lives on */
    public DrainageGrid grid() {
        return grid;
    }

    /** @return the number of samples */
    public int sampleCount() {
        return receivers.length;
    }

    /**
     * @param index a sample index
     * @return its receiver (itself at a base level)
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public int receiver(int index) {
        return receivers[Checks.index("index", index, receivers.length)];
    }

    /**
     * @param index a sample index
     * @return the distance from the sample to its receiver, metres (0 at a base level)
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public double receiverDistance(int index) {
        return lengths[Checks.index("index", index, receivers.length)];
    }

    /**
     * @param index a sample index
     * @return whether the sample is its own receiver (an outlet, a pit, or no-data)
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public boolean isBaseLevel(int index) {
        return receivers[Checks.index("index", index, receivers.length)] == index;
    }

    /**
     * @param index a sample index
     * @return whether the sample was NaN (no-data) in the routed heights
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public boolean isNoData(int index) {
        return noData[Checks.index("index", index, receivers.length)];
    }

    /**
     * @param index a sample index
     * @return how many samples drain directly into it
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public int donorCount(int index) {
        Checks.index("index", index, receivers.length);
        return donorStart[index + 1] - donorStart[index];
    }

    /**
     * @param index a sample index
     * @return a new array of the samples that drain directly into it, increasing
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public int[] donors(int index) {
        Checks.index("index", index, receivers.length);
        return java.util.Arrays.copyOfRange(donors, donorStart[index], donorStart[index + 1]);
    }

    /**
     * Every sample's receiver and the distance to it, as a read-only grid in the grid's frame. O(1): the
     * grid shares this network's arrays, which neither ever writes.
     *
     * @return the receivers
     * @since 0.1
     */
    public ReceiverGrid receiverGrid() {
        return new ReceiverGrid(grid, receivers, lengths);
    }

    /**
     * The bulk form of {@link #receiverGrid()}: the same indices as a bare array.
     *
     * @return a new array of every sample's receiver, row-major
     */
    public int[] receiversToArray() {
        return receivers.clone();
    }

    /**
     * The bulk form of {@link ReceiverGrid#distance}: the same distances as a bare array.
     *
     * @return a new array of every sample's distance to its receiver, metres, row-major
     */
    public double[] receiverDistancesToArray() {
        return lengths.clone();
    }

    /** @return a new array of the stack: every sample once, each receiver before its donors */
    public int[] stackToArray() {
        return stack.clone();
    }

    /**
     * Copies the stack into the caller's array.
     *
     * @param dest   destination with at least {@code offset + sampleCount()} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if dest is too short or offset negative
     */
    public void copyStackTo(int[] dest, int offset) {
        System.arraycopy(stack, 0, dest, offset, stack.length);
    }

    /** @return the number of base levels (samples that are their own receiver) */
    public int baseLevelCount() {
        int k = 0;
        for (int i = 0; i < receivers.length; i++) {
            if (receivers[i] == i) {
                k++;
            }
        }
        return k;
    }

    /**
     * Drainage area as a read-only grid in the grid's frame: for every sample, the area of the ground
     * that drains through it, itself included; the values are those of {@link #drainageArea()}.
     *
     * @return the drainage area, m²; {@code cellArea()} at a sample nothing drains into, 0 at no-data
     * @since 0.1
     */
    public DrainageAreaGrid drainageAreaGrid() {
        return new DrainageAreaGrid(grid, accumulate(null));
    }

    /**
     * Drainage area, the bulk form of {@link #drainageAreaGrid()} (for loops over every sample and
     * for the eroders, which take it as an array): for every sample, the area of the ground that
     * drains through it, itself included.
     *
     * @return a new row-major array, m²; {@code cellArea()} at a sample nothing drains into, 0 at
     *         no-data; the values at the base levels sum to the area of the finite samples
     */
    public double[] drainageArea() {
        return accumulate(null);
    }

    /**
     * Weighted accumulation: each sample contributes {@code weight × cellArea} (with a rain map in
     * metres a year, the result is the discharge in m³ a year), summed down the network.
     *
     * @param weights row-major weights, {@code sampleCount()} elements, each finite and ≥ 0; or null for
     *                1 everywhere
     * @return a new row-major array of the accumulated values (0 at no-data)
     * @throws IllegalArgumentException if the length does not match or a weight is negative, NaN or
     *                                  infinite
     */
    public double[] accumulate(double[] weights) {
        int n = receivers.length;
        double cell = grid.cellArea();
        double[] a = new double[n];
        if (weights != null) {
            grid.checkLength("weights", weights.length);
            for (int i = 0; i < n; i++) {
                double w = weights[i];
                if (!(w >= 0 && w < Double.POSITIVE_INFINITY)) {
                    throw new IllegalArgumentException("weights[" + i + "] must be finite and >= 0, was " + w);
                }
                a[i] = noData[i] ? 0 : w * cell;
            }
        } else {
            for (int i = 0; i < n; i++) {
                a[i] = noData[i] ? 0 : cell;
            }
        }
        accumulateInPlace(a);
        return a;
    }

    void accumulateInPlace(double[] a) {
        int[] s = stack;
        int[] rec = receivers;
        for (int k = s.length - 1; k >= 0; k--) {
            int i = s[k];
            int r = rec[i];
            if (r != i) {
                a[r] += a[i];
            }
        }
    }

    /**
     * Drainage basins as a read-only grid in the grid's frame: every sample gets the number of the
     * base level it drains to, numbered 0, 1, … in increasing index of the base levels.
     *
     * @return the basins, {@link BasinGrid#count()} of them, this network's {@link #baseLevelCount()}
     * @since 0.1
     */
    public BasinGrid basinGrid() {
        int[] label = basinsToArray();
        int count = 0;
        for (int i = 0; i < label.length; i++) {
            count += receivers[i] == i ? 1 : 0;
        }
        return new BasinGrid(grid, label, count);
    }

    /**
     * Basin labels, the bulk form of {@link #basinGrid()}: every sample gets the number of the base
     * level it drains to, numbered 0, 1, … in increasing index of the base levels.
     *
     * @return a new row-major array of labels in [0, {@link #baseLevelCount()})
     */
    public int[] basinsToArray() {
        int n = receivers.length;
        int[] label = new int[n];
        int next = 0;
        for (int i = 0; i < n; i++) {
            if (receivers[i] == i) {
                label[i] = next++;
            }
        }
        for (int i : stack) {
            int r = receivers[i];
            if (r != i) {
                label[i] = label[r];
            }
        }
        return label;
    }

    /**
     * The channels: every sample whose value in {@code area} is at least {@code threshold}, with
     * their Strahler orders and the network as polylines.
     *
     * @param area      row-major drainage area (or any accumulated value), usually
     *                  {@link #drainageArea()}; not modified
     * @param threshold smallest area of a channel sample, same unit as area, finite and &gt; 0
     * @return the stream network
     * @throws NullPointerException     if area is null
     * @throws IllegalArgumentException if the length does not match or threshold is not finite and
     *                                  positive
     */
    public StreamNetwork streams(double[] area, double threshold) {
        Objects.requireNonNull(area, "area");
        grid.checkLength("area", area.length);
        org.terrain4j.api.internal.Checks.positiveFinite("threshold", threshold);
        return new StreamNetwork(this, area, threshold);
    }

    /**
     * The channels: every sample whose drainage area is at least {@code threshold}, as
     * {@link #streams(double[], double)}.
     *
     * @param area      drainage area of this network's shape, usually {@link #drainageAreaGrid()} (or a
     *                  {@link MultipleFlow#drainageAreaGrid multiple-flow} one); read, not copied
     * @param threshold smallest area of a channel sample, m², finite and &gt; 0
     * @return the stream network
     * @throws NullPointerException     if area is null
     * @throws IllegalArgumentException if area's columns or rows differ from this network's, or threshold
     *                                  is not finite and positive
     * @since 0.1
     */
    public StreamNetwork streams(DrainageAreaGrid area, double threshold) {
        Objects.requireNonNull(area, "area");
        if (area.columns() != grid.columns() || area.rows() != grid.rows()) {
            throw new IllegalArgumentException("area must have this network's " + grid.columns() + " × "
                    + grid.rows() + " samples, had " + area.columns() + " × " + area.rows());
        }
        org.terrain4j.api.internal.Checks.positiveFinite("threshold", threshold);
        return new StreamNetwork(this, area.values(), threshold);
    }

    /** @return shape, sample count and base levels */
    @Override
    public String toString() {
        return "FlowNetwork[" + grid + ", " + baseLevelCount() + " base levels]";
    }
}
