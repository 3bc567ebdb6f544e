package org.terrain4j.isoline;

/** Package-private geometry on interleaved {@code x, z} arrays. */
final class Rings {

    private Rings() {
    }

    static void checkPoints(String name, double[] xz, int minPoints, boolean closed) {
        if ((xz.length & 1) != 0) {
            throw new IllegalArgumentException(name + " must hold x, z pairs, length was " + xz.length);
        }
        int n = xz.length / 2;
        if (n < minPoints) {
            throw new IllegalArgumentException(name + " must hold >= " + minPoints + " points, was " + n);
        }
        for (int i = 0; i < xz.length; i++) {
            if (!Double.isFinite(xz[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] must be finite, was " + xz[i]);
            }
        }
        int last = closed ? n : n - 1;
        for (int i = 0; i < last; i++) {
            int j = (i + 1) % n;
            if (xz[2 * i] == xz[2 * j] && xz[2 * i + 1] == xz[2 * j + 1]) {
                throw new IllegalArgumentException(name + ": points " + i + " and " + j
                        + " must differ, both were (" + xz[2 * i] + ", " + xz[2 * i + 1] + ")");
            }
        }
    }

    static double length(double[] xz, boolean closed) {
        int n = xz.length / 2;
        double sum = 0;
        int last = closed ? n : n - 1;
        for (int i = 0; i < last; i++) {
            int j = (i + 1) % n;
            sum += Math.hypot(xz[2 * j] - xz[2 * i], xz[2 * j + 1] - xz[2 * i + 1]);
        }
        return sum;
    }
}
