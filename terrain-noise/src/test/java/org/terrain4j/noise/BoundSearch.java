package org.terrain4j.noise;

import java.util.function.ToDoubleFunction;

/**
 * An independent derivation of the raw bounds of the gradient noises: for a position, every lattice
 * vertex near it (brute force, no vertex selection logic shared with the kernels) adds its kernel
 * weight times the best dot product its gradient set allows; the maximum over a cell is found by a
 * grid search refined by a shrinking pattern search.
 */
final class BoundSearch {

    static final double F2 = (Math.sqrt(3) - 1) / 2;
    static final double G2 = (3 - Math.sqrt(3)) / 6;

    private BoundSearch() {
    }

    static double[][] grad2Simplex() {
        double[][] g = new double[32][];
        for (int k = 0; k < 32; k++) {
            double a = Math.toRadians(5.625 + 11.25 * k);
            g[k] = new double[] {Math.cos(a), Math.sin(a)};
        }
        return g;
    }

    static double[][] grad2Perlin() {
        double s = Math.sqrt(0.5);
        return new double[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {s, s}, {-s, s}, {s, -s}, {-s, -s}};
    }

    static double[][] grad3() {
        double s = Math.sqrt(0.5);
        double[][] g = new double[12][];
        int k = 0;
        for (int axis = 0; axis < 3; axis++) {
            for (int a = -1; a <= 1; a += 2) {
                for (int b = -1; b <= 1; b += 2) {
                    double[] v = new double[3];
                    v[(axis + 1) % 3] = a * s;
                    v[(axis + 2) % 3] = b * s;
                    g[k++] = v;
                }
            }
        }
        return g;
    }

    static double best(double[][] grads, double... d) {
        double m = Double.NEGATIVE_INFINITY;
        for (double[] g : grads) {
            double dot = 0;
            for (int i = 0; i < d.length; i++) {
                dot += g[i] * d[i];
            }
            m = Math.max(m, dot);
        }
        return m;
    }

    /** Simplex 2-D, p given in skewed cell coordinates (u, w) ∈ [0,1)². */
    static double simplex2(double r2, double u, double w) {
        double[][] grads = grad2Simplex();
        double t = (u + w) * G2;
        double px = u - t;
        double pz = w - t;
        double sum = 0;
        for (int a = -2; a <= 3; a++) {
            for (int b = -2; b <= 3; b++) {
                double vx = a - (a + b) * G2;
                double vz = b - (a + b) * G2;
                double dx = px - vx;
                double dz = pz - vz;
                double k = r2 - dx * dx - dz * dz;
                if (k > 0) {
                    sum += k * k * k * k * best(grads, dx, dz);
                }
            }
        }
        return sum;
    }

    /** BCC 3-D in lattice coordinates. */
    static double bcc(double r2, double x, double y, double z) {
        double[][] grads = grad3();
        double sum = 0;
        for (int l = 0; l < 2; l++) {
            double o = 0.5 * l;
            for (int a = -2; a <= 2; a++) {
                for (int b = -2; b <= 2; b++) {
                    for (int c = -2; c <= 2; c++) {
                        double dx = x - (a + o);
                        double dy = y - (b + o);
                        double dz = z - (c + o);
                        double k = r2 - dx * dx - dy * dy - dz * dz;
                        if (k > 0) {
                            sum += k * k * k * k * best(grads, dx, dy, dz);
                        }
                    }
                }
            }
        }
        return sum;
    }

    static double fade(double t) {
        return t * t * t * (t * (t * 6 - 15) + 10);
    }

    static double perlin2(double x, double z) {
        double[][] grads = grad2Perlin();
        double sum = 0;
        for (int a = 0; a <= 1; a++) {
            for (int b = 0; b <= 1; b++) {
                double w = (a == 1 ? fade(x) : 1 - fade(x)) * (b == 1 ? fade(z) : 1 - fade(z));
                sum += w * best(grads, x - a, z - b);
            }
        }
        return sum;
    }

    static double perlin3(double x, double y, double z) {
        double[][] grads = grad3();
        double sum = 0;
        for (int a = 0; a <= 1; a++) {
            for (int b = 0; b <= 1; b++) {
                for (int c = 0; c <= 1; c++) {
                    double w = (a == 1 ? fade(x) : 1 - fade(x)) * (b == 1 ? fade(y) : 1 - fade(y))
                            * (c == 1 ? fade(z) : 1 - fade(z));
                    sum += w * best(grads, x - a, y - b, z - c);
                }
            }
        }
        return sum;
    }

    /**
     * Maximum of f over the box [lo, hi]^dim: a grid of n points a side, then a pattern search from each
     * of the best {@value #STARTS} grid points. The search steps along every direction of
     * {−2, −1, 0, 1, 2}^dim (not only the axes: the maximand is a maximum of smooth functions, so its
     * ridges run at any angle, and an axis-only search stalls on them), halving the step when no
     * direction improves.
     *
     * @return {max, argmax...}
     */
    static double[] maximise(ToDoubleFunction<double[]> f, int dim, double lo, double hi, int n) {
        int total = 1;
        for (int i = 0; i < dim; i++) {
            total *= n;
        }
        double[][] starts = new double[STARTS][];
        double[] startValues = new double[STARTS];
        java.util.Arrays.fill(startValues, Double.NEGATIVE_INFINITY);
        for (int idx = 0; idx < total; idx++) {
            double[] p = new double[dim];
            int r = idx;
            for (int i = 0; i < dim; i++) {
                p[i] = lo + (hi - lo) * (r % n + 0.5) / n;
                r /= n;
            }
            double v = f.applyAsDouble(p);
            int worst = 0;
            for (int k = 1; k < STARTS; k++) {
                if (startValues[k] < startValues[worst]) {
                    worst = k;
                }
            }
            if (v > startValues[worst]) {
                startValues[worst] = v;
                starts[worst] = p;
            }
        }
        int[][] directions = directions(dim);
        double[] out = {Double.NEGATIVE_INFINITY};
        for (int k = 0; k < STARTS; k++) {
            if (starts[k] == null) {
                continue;
            }
            double[] bestP = starts[k];
            double best = startValues[k];
            double step = (hi - lo) / n;
            double[] q = new double[dim];
            while (step > 1e-11) {
                boolean improved = false;
                for (int[] d : directions) {
                    for (int i = 0; i < dim; i++) {
                        q[i] = bestP[i] + d[i] * step;
                    }
                    double v = f.applyAsDouble(q);
                    if (v > best) {
                        best = v;
                        bestP = q.clone();
                        improved = true;
                    }
                }
                if (!improved) {
                    step /= 2;
                }
            }
            if (best > out[0]) {
                out = new double[dim + 1];
                out[0] = best;
                System.arraycopy(bestP, 0, out, 1, dim);
            }
        }
        return out;
    }

    /** Pattern-search starts. */
    static final int STARTS = 8;

    private static int[][] directions(int dim) {
        int count = 1;
        for (int i = 0; i < dim; i++) {
            count *= 5;
        }
        java.util.List<int[]> list = new java.util.ArrayList<>();
        for (int idx = 0; idx < count; idx++) {
            int[] d = new int[dim];
            int r = idx;
            boolean zero = true;
            for (int i = 0; i < dim; i++) {
                d[i] = r % 5 - 2;
                r /= 5;
                zero &= d[i] == 0;
            }
            if (!zero) {
                list.add(d);
            }
        }
        return list.toArray(new int[0][]);
    }
}
