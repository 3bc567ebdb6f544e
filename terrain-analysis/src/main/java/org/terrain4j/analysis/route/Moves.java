package org.terrain4j.analysis.route;

/**
 * The 16 moves of a walker on the grid, and the shortest-path search over them (Dijkstra with an
 * indexed binary heap). Moves 0–3 are orthogonal, 4–7 diagonal, 8–15 knight's moves. Not API.
 */
final class Moves {

    /** Column step of each move. */
    static final int[] DC = {1, 0, -1, 0, 1, -1, -1, 1, 2, 1, -1, -2, -2, -1, 1, 2};
    /** Row step of each move. */
    static final int[] DR = {0, 1, 0, -1, 1, 1, -1, -1, 1, 2, 2, 1, -1, -2, -2, -1};

    /** A sample's state during the search: never reached. */
    private static final int UNSEEN = -1;
    /** A sample's state during the search: its time is final. */
    private static final int SETTLED = -2;

    private Moves() {
    }

    /** The cost of one move. */
    interface Cost {
        /**
         * @param from sample index moved from
         * @param to   sample index moved to
         * @param move move number, 0–15
         * @return seconds (any positive cost), or +∞ / NaN when the move cannot be made
         */
        double of(int from, int to, int move);
    }

    /**
     * The column and row offsets of the two samples a diagonal or knight's move passes exactly
     * between, relative to its start: {@code {c1, r1, c2, r2}}.
     */
    static int[] between(int move) {
        int dc = DC[move];
        int dr = DR[move];
        if (Math.abs(dc) == 1 && Math.abs(dr) == 1) {
            return new int[] {dc, 0, 0, dr};
        }
        if (Math.abs(dc) == 2) {
            return new int[] {dc / 2, 0, dc / 2, dr};
        }
        return new int[] {0, dr / 2, dc, dr / 2};
    }

    /**
     * Least cost from {@code start} to every sample over {@code moves} moves. Ties in cost are broken
     * by the lower sample index, so the result does not depend on anything but the inputs.
     *
     * @param columns      grid columns
     * @param rows         grid rows
     * @param open         per sample, whether a walker may stand there
     * @param start        start sample index (must be open)
     * @param moves        8 or 16
     * @param cornerCuts   whether a diagonal move may pass between two closed samples (r.cost does;
     *                     our walker does not). Knight's moves never may.
     * @param cost         the move cost
     * @param time         out: least cost per sample, +∞ where unreachable
     * @param from         out: the move that reached each sample, −1 at the start and where unreachable
     */
    static void search(int columns, int rows, boolean[] open, int start, int moves, boolean cornerCuts,
                       Cost cost, double[] time, byte[] from) {
        int n = columns * rows;
        java.util.Arrays.fill(time, Double.POSITIVE_INFINITY);
        java.util.Arrays.fill(from, (byte) -1);
        int[] state = new int[n];
        java.util.Arrays.fill(state, UNSEEN);
        int[] heap = new int[Math.min(n, 1 << 16)];
        double[] key = new double[heap.length];
        int[] offset = new int[moves];
        int[][] mid = new int[moves][];
        for (int m = 0; m < moves; m++) {
            offset[m] = DR[m] * columns + DC[m];
            mid[m] = m >= 4 ? between(m) : null;
        }
        time[start] = 0;
        heap[0] = start;
        key[0] = 0;
        state[start] = 0;
        int size = 1;
        while (size > 0) {
            int u = heap[0];
            state[u] = SETTLED;
            size--;
            if (size > 0) {
                siftDown(heap, key, state, size, 0, heap[size], key[size]);
            }
            int uc = u % columns;
            int ur = u / columns;
            double tu = time[u];
            for (int m = 0; m < moves; m++) {
                int vc = uc + DC[m];
                int vr = ur + DR[m];
                if (vc < 0 || vc >= columns || vr < 0 || vr >= rows) {
                    continue;
                }
                int v = u + offset[m];
                int sv = state[v];
                if (sv == SETTLED || !open[v]) {
                    continue;
                }
                if (m >= 4 && !(m < 8 && cornerCuts)) {
                    int[] b = mid[m];
                    if (!open[u + b[1] * columns + b[0]] || !open[u + b[3] * columns + b[2]]) {
                        continue;
                    }
                }
                double c = cost.of(u, v, m);
                if (!(c < Double.POSITIVE_INFINITY)) {
                    continue;
                }
                double tv = tu + c;
                if (tv < time[v]) {
                    time[v] = tv;
                    from[v] = (byte) m;
                    if (sv == UNSEEN) {
                        if (size == heap.length) {
                            int grown = (int) Math.min(n, heap.length * 2L);
                            heap = java.util.Arrays.copyOf(heap, grown);
                            key = java.util.Arrays.copyOf(key, grown);
                        }
                        siftUp(heap, key, state, size, v, tv);
                        size++;
                    } else {
                        siftUp(heap, key, state, sv, v, tv);
                    }
                }
            }
        }
    }

    /** Whether (ka, a) orders before (kb, b): time first, then sample index. */
    private static boolean before(double ka, int a, double kb, int b) {
        return ka < kb || (ka == kb && a < b);
    }

    private static void siftUp(int[] heap, double[] key, int[] state, int pos, int v, double kv) {
        while (pos > 0) {
            int parent = (pos - 1) >>> 1;
            int p = heap[parent];
            double kp = key[parent];
            if (!before(kv, v, kp, p)) {
                break;
            }
            heap[pos] = p;
            key[pos] = kp;
            state[p] = pos;
            pos = parent;
        }
        heap[pos] = v;
        key[pos] = kv;
        state[v] = pos;
    }

    private static void siftDown(int[] heap, double[] key, int[] state, int size, int pos, int v, double kv) {
        int half = size >>> 1;
        while (pos < half) {
            int child = 2 * pos + 1;
            int c = heap[child];
            double kc = key[child];
            int right = child + 1;
            if (right < size && before(key[right], heap[right], kc, c)) {
                child = right;
                c = heap[child];
                kc = key[child];
            }
            if (!before(kc, c, kv, v)) {
                break;
            }
            heap[pos] = c;
            key[pos] = kc;
            state[c] = pos;
            pos = child;
        }
        heap[pos] = v;
        key[pos] = kv;
        state[v] = pos;
    }
}
