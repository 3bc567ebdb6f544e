package org.terrain4j.routing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;


/**
 * The channels of a {@link FlowNetwork}: the samples whose drainage area reaches a threshold, their
 * Strahler orders, and the network cut into links (polylines from a channel head or a confluence down
 * to the next confluence or base level).
 *
 * <p><b>Strahler order.</b> A channel head (a channel sample no channel sample drains into) has
 * order 1; where two or more channels of the highest order among a sample's channel donors meet, the
 * sample's order is one more; otherwise it keeps that highest order.
 *
 * <p><b>Links.</b> A link starts at every channel sample with no channel donor or with two or more,
 * and follows the receivers down to the first sample that has two or more channel donors (a
 * confluence, its last vertex, shared with the link that leaves it) or to a base level. Every link has
 * one order, its first sample's. Vertices are sample positions (column, row); a link that crosses a
 * wrapped edge is split there.
 *
 * <p>Immutable and thread-safe.
 *
 * <p><b>Source.</b> A. N. Strahler, "Quantitative analysis of watershed geomorphology", Transactions
 * of the American Geophysical Union 38 (1957) 913–920.
 *
 * @since 0.1
 */
public final class StreamNetwork {

    /**
     * One link of the network: its Strahler order and its sample indices from upstream to downstream.
     * Immutable; {@link #samplesToArray()} copies.
     *
     * @since 0.1
     */
    public static final class Link {

        private final int order;
        private final int[] samples;

        /**
         * Validates the link and copies its samples.
         *
         * @param order   its Strahler order, ≥ 1
         * @param samples sample indices from upstream to downstream (at least two, except a lone channel
         *                sample at a base level); copied
         * @throws IllegalArgumentException if order &lt; 1 or samples is empty
         * @throws NullPointerException     if samples is null
         */
        public Link(int order, int[] samples) {
            if (order < 1) {
                throw new IllegalArgumentException("order must be >= 1, was " + order);
            }
            Objects.requireNonNull(samples, "samples");
            if (samples.length == 0) {
                throw new IllegalArgumentException("samples must not be empty");
            }
            this.order = order;
            this.samples = samples.clone();
        }

        /** @return its Strahler order, ≥ 1 */
        public int order() {
            return order;
        }

        /** @return a new array of the sample indices, upstream first */
        public int[] samplesToArray() {
            return samples.clone();
        }

        /**
         * @param i vertex index, 0 ≤ i &lt; length()
         * @return the sample index of vertex i (vertex 0 is the upstream end)
         * @throws IndexOutOfBoundsException if i is outside the link
         */
        public int sample(int i) {
            return samples[Objects.checkIndex(i, samples.length)];
        }

        /** @return the number of vertices */
        public int length() {
            return samples.length;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Link l && order == l.order && Arrays.equals(samples, l.samples);
        }

        @Override
        public int hashCode() {
            return 31 * order + Arrays.hashCode(samples);
        }

        @Override
        public String toString() {
            return "Link[order=" + order + ", " + samples.length + " samples]";
        }
    }

    private final DrainageGrid grid;
    private final double threshold;
    /** 0 off the channels, else the Strahler order. */
    private final int[] order;
    private final List<Link> links;

    StreamNetwork(FlowNetwork net, double[] area, double threshold) {
        this.grid = net.grid;
        this.threshold = threshold;
        int n = net.receivers.length;
        int[] rec = net.receivers;
        boolean[] ch = new boolean[n];
        for (int i = 0; i < n; i++) {
            ch[i] = !net.noData[i] && area[i] >= threshold;
        }
        int[] chDonors = new int[n];
        int[] max = new int[n];
        int[] cnt = new int[n];
        int[] ord = new int[n];
        int[] s = net.stack;
        for (int k = n - 1; k >= 0; k--) {
            int i = s[k];
            if (!ch[i]) {
                continue;
            }
            int o = cnt[i] >= 2 ? max[i] + 1 : Math.max(1, max[i]);
            ord[i] = o;
            int r = rec[i];
            if (r != i && ch[r]) {
                chDonors[r]++;
                if (o > max[r]) {
                    max[r] = o;
                    cnt[r] = 1;
                } else if (o == max[r]) {
                    cnt[r]++;
                }
            }
        }
        this.order = ord;
        List<Link> out = new ArrayList<>();
        int cols = grid.columns();
        int[] buf = new int[16];
        for (int k = 0; k < n; k++) {
            int i = s[k];
            if (!ch[i] || chDonors[i] == 1) {
                continue;
            }
            int len = 0;
            int j = i;
            while (true) {
                if (len == buf.length) {
                    buf = Arrays.copyOf(buf, len * 2);
                }
                buf[len++] = j;
                int r = rec[j];
                if (r == j || !ch[r]) {
                    break;
                }
                boolean jump = Math.abs(r % cols - j % cols) > 1 || Math.abs(r / cols - j / cols) > 1;
                if (jump) {
                    // crosses a wrapped edge: end this link here, continue as a new one from r
                    if (len >= 1) {
                        out.add(new Link(ord[i], Arrays.copyOf(buf, len)));
                    }
                    len = 0;
                    j = r;
                    if (chDonors[j] >= 2) {
                        break;
                    }
                    continue;
                }
                j = r;
                if (chDonors[j] >= 2) {
                    if (len == buf.length) {
                        buf = Arrays.copyOf(buf, len * 2);
                    }
                    buf[len++] = j;
                    break;
                }
            }
            if (len > 0) {
                out.add(new Link(ord[i], Arrays.copyOf(buf, Math.max(len, 1))));
            }
        }
        this.links = List.copyOf(out);
    }

    /** @return the area threshold this network was cut at */
    public double threshold() {
        return threshold;
    }

    /** @return the grid */
    public DrainageGrid grid() {
        return grid;
    }

    /**
     * @param index a sample index
     * @return whether the sample is on a channel
     * @throws IndexOutOfBoundsException if index is out of range
     */
    public boolean isChannel(int index) {
        return order[Objects.checkIndex(index, order.length)] > 0;
    }

    /**
     * The Strahler orders as a read-only grid in the grid's frame. O(1): the grid shares this network's
     * orders, which neither ever writes.
     *
     * @return the orders: 0 off the channels, ≥ 1 on them
     * @since 0.1
     */
    public StrahlerGrid strahlerGrid() {
        return new StrahlerGrid(grid, threshold, order);
    }

    /**
     * The bulk form of {@link #strahlerGrid()}: the same orders as a bare array.
     *
     * @return a new row-major array of Strahler orders: 0 off the channels, ≥ 1 on them
     */
    public int[] strahlerToArray() {
        return order.clone();
    }

    /** @return the highest Strahler order (0 if there is no channel) */
    public int maxOrder() {
        int m = 0;
        for (int o : order) {
            m = Math.max(m, o);
        }
        return m;
    }

    /** @return the links, downstream-ordered as the stack visits their first samples; unmodifiable */
    public List<Link> links() {
        return links;
    }

    /** @return the threshold and the number of links */
    @Override
    public String toString() {
        return "StreamNetwork[threshold=" + threshold + ", " + links.size() + " links, max order " + maxOrder() + "]";
    }
}
