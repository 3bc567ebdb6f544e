package org.terrain4j.features.mountains;

import java.util.Arrays;

/**
 * Stand-in routing until the drainage library's network is wired in: a priority flood from the
 * outlets (ties on (height, index)); each sample's receiver is the neighbour the flood reached it
 * from, which is its steepest way down wherever the ground drains and its spill path in a
 * depression. Package-private.
 */
final class FloodRouting implements Routing {

    private static final int[] DC = {1, 1, 0, -1, -1, -1, 0, 1};
    private static final int[] DR = {0, 1, 1, 1, 0, -1, -1, -1};

    @Override
    public Network route(GroupGrid grid, float[] h, boolean[] outlet) {
        int n = grid.size();
        int cols = grid.columns;
        int rows = grid.rows;
        int[] receiver = new int[n];
        double[] distance = new double[n];
        int[] stack = new int[n];
        boolean[] done = new boolean[n];
        Arrays.fill(receiver, -2);
        double[] keyH = new double[n];
        int[] keyI = new int[n];
        int size = 0;
        double[] run = new double[8];
        for (int d = 0; d < 8; d++) {
            run[d] = Math.hypot(DC[d] * grid.dx, DR[d] * grid.dz);
        }
        for (int k = 0; k < n; k++) {
            if (outlet[k]) {
                receiver[k] = -1;
                size = push(keyH, keyI, size, h[k], k);
            }
        }
        int top = 0;
        while (size > 0) {
            int c = keyI[0];
            double ch = keyH[0];
            size = pop(keyH, keyI, size);
            if (done[c]) {
                continue;
            }
            done[c] = true;
            stack[top++] = c;
            int cr = c / cols;
            int cc = c - cr * cols;
            for (int d = 0; d < 8; d++) {
                int r = cr + DR[d];
                int q = cc + DC[d];
                if (r < 0 || r >= rows) {
                    continue;
                }
                if (q < 0 || q >= cols) {
                    if (!grid.ring()) {
                        continue;
                    }
                    q = Math.floorMod(q, cols);
                }
                int k = r * cols + q;
                if (done[k] || receiver[k] != -2) {
                    continue;
                }
                receiver[k] = c;
                distance[k] = run[d];
                size = push(keyH, keyI, size, Math.max(h[k], ch), k);
            }
        }
        double[] area = new double[n];
        double cell = grid.dx * grid.dz;
        for (int s = top - 1; s >= 0; s--) {
            int c = stack[s];
            area[c] += cell;
            if (receiver[c] >= 0) {
                area[receiver[c]] += area[c];
            }
        }
        return new Network(receiver, distance, stack, area);
    }

    private static boolean less(double ha, int ia, double hb, int ib) {
        return ha < hb || (ha == hb && ia < ib);
    }

    private static int push(double[] kh, int[] ki, int size, double v, int i) {
        int j = size++;
        while (j > 0) {
            int p = (j - 1) >>> 1;
            if (!less(v, i, kh[p], ki[p])) {
                break;
            }
            kh[j] = kh[p];
            ki[j] = ki[p];
            j = p;
        }
        kh[j] = v;
        ki[j] = i;
        return size;
    }

    private static int pop(double[] kh, int[] ki, int size) {
        size--;
        double v = kh[size];
        int i = ki[size];
        int j = 0;
        while (true) {
            int a = 2 * j + 1;
            if (a >= size) {
                break;
            }
            int b = a + 1;
            int m = b < size && less(kh[b], ki[b], kh[a], ki[a]) ? b : a;
            if (!less(kh[m], ki[m], v, i)) {
                break;
            }
            kh[j] = kh[m];
            ki[j] = ki[m];
            j = m;
        }
        kh[j] = v;
        ki[j] = i;
        return size;
    }
}
