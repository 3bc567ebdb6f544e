package org.terrain4j.analysis.visibility;

import java.util.Arrays;

/**
 * The single-observer viewshed: sight lines cast to every border sample of the area within the radius
 * (Franklin and Ray's R2), each sample taking the verdict of the ray that passes nearest to it.
 */
final class Sweep {

    private final float[] h;
    private final int columns;
    private final double spacingX;
    private final double spacingZ;
    private final double eye;
    private final double targetHeight;
    private final double drop;
    private final double oc;
    private final double or;
    private final byte[] visible;
    private final float[] offsets;

    private Sweep(Surface s, Visibility v, double oc, double or, double eye, byte[] visible,
                  float[] offsets) {
        this.h = s.data;
        this.columns = s.columns;
        this.spacingX = s.spacingX;
        this.spacingZ = s.spacingZ;
        this.eye = eye;
        this.targetHeight = v.targetHeight();
        this.drop = v.curvature() / (2 * Visibility.EARTH_RADIUS);
        this.oc = oc;
        this.or = or;
        this.visible = visible;
        this.offsets = offsets;
    }

    /**
     * Fills {@code visible} (1 visible, 0 not; must be all 0 on entry) for an observer at fractional
     * (oc, or). {@code offsets} is scratch of the grid's size.
     */
    static void run(Surface s, Visibility v, double oc, double or, byte[] visible, float[] offsets) {
        double eye = s.ground("observer", oc, or) + v.observerHeight();
        int columns = s.columns;
        int rows = s.rows;
        double radius = v.radius();
        int c0 = 0;
        int c1 = columns - 1;
        int r0 = 0;
        int r1 = rows - 1;
        if (radius < Double.POSITIVE_INFINITY) {
            c0 = (int) Math.max(0, Math.floor(oc - radius / s.spacingX));
            c1 = (int) Math.min(columns - 1, Math.ceil(oc + radius / s.spacingX));
            r0 = (int) Math.max(0, Math.floor(or - radius / s.spacingZ));
            r1 = (int) Math.min(rows - 1, Math.ceil(or + radius / s.spacingZ));
        }
        for (int r = r0; r <= r1; r++) {
            Arrays.fill(offsets, r * columns + c0, r * columns + c1 + 1, Float.POSITIVE_INFINITY);
        }
        Sweep sweep = new Sweep(s, v, oc, or, eye, visible, offsets);
        for (int c = c0; c <= c1; c++) {
            sweep.ray(c, r0, s);
            if (r1 != r0) {
                sweep.ray(c, r1, s);
            }
        }
        for (int r = r0 + 1; r < r1; r++) {
            sweep.ray(c0, r, s);
            if (c1 != c0) {
                sweep.ray(c1, r, s);
            }
        }
        // the observer's own neighbours, the radius, no-data
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int i = r * columns + c;
                float hi = s.data[i];
                if (hi != hi) {
                    visible[i] = 0;
                } else if (Math.abs(c - oc) <= 1 && Math.abs(r - or) <= 1) {
                    visible[i] = 1;
                } else if (radius < Double.POSITIVE_INFINITY && s.distance(c - oc, r - or) > radius) {
                    visible[i] = 0;
                }
            }
        }
    }

    /** One ray from the observer to sample (pc, pr). */
    private void ray(int pc, int pr, Surface s) {
        double dc = pc - oc;
        double dr = pr - or;
        if (Math.abs(dc) >= Math.abs(dr)) {
            if (dc != 0) {
                walk(oc, or, dc, dr, pc, 1, columns, spacingX, spacingZ, s.rows);
            }
        } else {
            walk(or, oc, dr, dc, pr, columns, 1, spacingZ, spacingX, s.columns);
        }
    }

    /**
     * Walks a ray in major/minor coordinates: major lines are crossed at every step and test the
     * sample nearest the crossing; minor lines only raise the horizon.
     */
    private void walk(double oM, double om, double dM, double dm, int pM, int strideMajor,
                      int strideMinor, double spacingMajor, double spacingMinor, int minorCount) {
        double length = Math.sqrt(dM * spacingMajor * dM * spacingMajor + dm * spacingMinor * dm * spacingMinor);
        int stepM = dM > 0 ? 1 : -1;
        int stepm = dm > 0 ? 1 : dm < 0 ? -1 : 0;
        int major = stepM > 0 ? (int) Math.floor(oM) + 1 : (int) Math.ceil(oM) - 1;
        int minor = stepm > 0 ? (int) Math.floor(om) + 1 : stepm < 0 ? (int) Math.ceil(om) - 1 : 0;
        double tMinor = stepm == 0 ? Double.POSITIVE_INFINITY : (minor - om) / dm;
        double invM = 1.0 / dM;
        double invm = stepm == 0 ? 0 : 1.0 / dm;
        double horizon = Double.NEGATIVE_INFINITY;
        int lastMinor = minorCount - 1;
        while (stepM > 0 ? major <= pM : major >= pM) {
            double tMajor = (major - oM) * invM;
            while (tMinor < tMajor) {
                // a minor line crossing: ground on row/column 'minor' between two major samples
                double x = oM + tMinor * dM;
                int a = (int) Math.floor(x);
                double f = x - a;
                int base = minor * strideMinor;
                double g = f == 0 ? h[base + a * strideMajor]
                        : h[base + a * strideMajor] + (h[base + (a + 1) * strideMajor] - h[base + a * strideMajor]) * f;
                double d = tMinor * length;
                double tan = (g - eye - drop * d * d) / d;
                if (tan > horizon) {
                    horizon = tan;
                }
                minor += stepm;
                tMinor = (minor - om) * invm;
            }
            double z = om + tMajor * dm;
            int q = (int) Math.floor(z + 0.5);
            if (q > lastMinor) {
                q = lastMinor;
            } else if (q < 0) {
                q = 0;
            }
            int rowBase = major * strideMajor;
            int sample = rowBase + q * strideMinor;
            float offset = (float) Math.abs(z - q);
            if (offset < offsets[sample]) {
                offsets[sample] = offset;
                double a = (major - oM) * spacingMajor;
                double b = (q - om) * spacingMinor;
                double ds = Math.sqrt(a * a + b * b);
                double tan = (h[sample] + targetHeight - eye - drop * ds * ds) / ds;
                visible[sample] = (byte) (tan >= horizon ? 1 : 0);
            }
            // the major crossing's own ground raises the horizon for what lies beyond
            int lo = (int) Math.floor(z);
            if (lo >= lastMinor) {
                lo = Math.max(lastMinor - 1, 0);
            } else if (lo < 0) {
                lo = 0;
            }
            double f = z - lo;
            double g = f == 0 || lastMinor == 0 ? h[rowBase + lo * strideMinor]
                    : h[rowBase + lo * strideMinor] + (h[rowBase + (lo + 1) * strideMinor] - h[rowBase + lo * strideMinor]) * f;
            double d = tMajor * length;
            double tan = (g - eye - drop * d * d) / d;
            if (tan > horizon) {
                horizon = tan;
            }
            major += stepM;
        }
    }
}
