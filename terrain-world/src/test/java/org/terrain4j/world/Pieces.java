package org.terrain4j.world;

import java.util.ArrayList;
import java.util.List;

/** Pieces of a mask over an n × n grid joined by their eight neighbours, for the worlds' tests. */
final class Pieces {

    private Pieces() {
    }

    /**
     * @param mask row-major, n × n
     * @param n    samples a side
     * @return the size, in samples, of each eight-connected piece of true samples, in scan order of their
     *         first sample
     */
    static double[] sizes(boolean[] mask, int n) {
        int[] queue = new int[n * n];
        boolean[] seen = new boolean[n * n];
        List<Double> sizes = new ArrayList<>();
        for (int s = 0; s < n * n; s++) {
            if (!mask[s] || seen[s]) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            seen[s] = true;
            while (head < tail) {
                int i = queue[head++];
                int c = i % n;
                int r = i / n;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int cc = c + dc;
                        int rr = r + dr;
                        if (cc >= 0 && rr >= 0 && cc < n && rr < n && mask[rr * n + cc] && !seen[rr * n + cc]) {
                            seen[rr * n + cc] = true;
                            queue[tail++] = rr * n + cc;
                        }
                    }
                }
            }
            sizes.add((double) tail);
        }
        return sizes.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
