package org.terrain4j.analysis.visibility;

import java.util.Arrays;

/**
 * The single-observer viewshed: sight lines cast from the observer to every border sample of the grid
 * (Franklin and Ray's R2), each walking its grid-line crossings in order and keeping the horizon (the
 * greatest tangent of the elevation angle so far). Where a ray crosses a major line (a column line
 * for rays within 45° of the x axis, a row line otherwise) it hands its horizon so far to the two
 * samples of that line on either side of the crossing; each sample keeps the horizon of the nearest
 * ray below and the nearest ray above it, interpolates between them by distance, and is visible
 * when its own exact target tangent reaches that horizon.
 */
final class Sweep {

    private final float[] h;
    private final int columns;
    private final int rows;
    private final double spacingX;
    private final double spacingZ;
    private final double eye;
    private final double drop;
    private final double radius;
    private final double oc;
    private final double or;
    private final Scratch scratch;

    /** Per-sample state of one sweep: the nearest ray on each side and its horizon. */
    static final class Scratch {
        final float[] belowOffset;
        final float[] belowHorizon;
        final float[] aboveOffset;
        final float[] aboveHorizon;

        Scratch(int n) {
            belowOffset = new float[n];
            belowHorizon = new float[n];
            aboveOffset = new float[n];
            aboveHorizon = new float[n];
        }
    }

    private Sweep(Surface s, Visibility v, double oc, double or, double eye, Scratch scratch) {
        this.h = s.data;
        this.columns = s.columns;
        this.rows = s.rows;
        this.spacingX = s.spacingX;
        this.spacingZ = s.spacingZ;
        this.eye = eye;
        this.drop = v.curvature() / (2 * Visibility.EARTH_RADIUS);
        this.radius = v.radius();
        this.oc = oc;
        this.or = or;
        this.scratch = scratch;
    }

    /**
     * Fills {@code visible} (1 visible, 0 not) for an observer at fractional (oc, or), overwriting
     * every element.
     */
    static int run(Surface s, Visibility v, double oc, double or, byte[] visible, Scratch scratch,
                   boolean exact) {
        int refined = 0;
        double eye = s.ground("observer", oc, or) + v.observerHeight();
        int columns = s.columns;
        int rows = s.rows;
        Arrays.fill(scratch.belowOffset, Float.POSITIVE_INFINITY);
        Arrays.fill(scratch.aboveOffset, Float.POSITIVE_INFINITY);
        Sweep sweep = new Sweep(s, v, oc, or, eye, scratch);
        for (int c = 0; c < columns; c++) {
            sweep.ray(c, 0);
            if (rows > 1) {
                sweep.ray(c, rows - 1);
            }
        }
        for (int r = 1; r < rows - 1; r++) {
            sweep.ray(0, r);
            if (columns > 1) {
                sweep.ray(columns - 1, r);
            }
        }
        double radius = v.radius();
        double targetHeight = v.targetHeight();
        double drop = sweep.drop;
        for (int r = 0; r < rows; r++) {
            double b = (r - or) * s.spacingZ;
            for (int c = 0; c < columns; c++) {
                int i = r * columns + c;
                float hi = s.data[i];
                double a = (c - oc) * s.spacingX;
                double d = Math.sqrt(a * a + b * b);
                byte seen;
                if (hi != hi || d > radius) {
                    seen = 0;
                } else if (Math.abs(c - oc) <= 1 && Math.abs(r - or) <= 1) {
                    seen = 1;
                } else {
                    float ob = scratch.belowOffset[i];
                    float oa = scratch.aboveOffset[i];
                    double tan = (hi + targetHeight - eye - drop * d * d) / d;
                    if (ob == 0) {
                        seen = (byte) (tan >= scratch.belowHorizon[i] ? 1 : 0);
                    } else if (oa == 0) {
                        seen = (byte) (tan >= scratch.aboveHorizon[i] ? 1 : 0);
                    } else if (ob == Float.POSITIVE_INFINITY && oa == Float.POSITIVE_INFINITY) {
                        seen = 1;
                    } else if (ob == Float.POSITIVE_INFINITY) {
                        seen = (byte) (tan >= scratch.aboveHorizon[i] ? 1 : 0);
                    } else if (oa == Float.POSITIVE_INFINITY) {
                        seen = (byte) (tan >= scratch.belowHorizon[i] ? 1 : 0);
                    } else {
                        double hb = scratch.belowHorizon[i];
                        double ha = scratch.aboveHorizon[i];
                        boolean below = tan >= hb;
                        boolean above = tan >= ha;
                        if (!exact || below == above) {
                            double horizon = (hb * oa + ha * (double) ob) / (ob + oa);
                            seen = (byte) (tan >= horizon ? 1 : 0);
                        } else {
                            // the rays either side disagree: decide by the sample's own line of sight
                            seen = (byte) (Sight.clearance(s, oc, or, eye, c, r, hi + targetHeight,
                                    v.curvature()) >= 0 ? 1 : 0);
                            refined++;
                        }
                    }
                }
                visible[i] = seen;
            }
        }
        return refined;
    }

    /** One ray from the observer to sample (pc, pr). */
    private void ray(int pc, int pr) {
        double dc = pc - oc;
        double dr = pr - or;
        if (Math.abs(dc) >= Math.abs(dr)) {
            if (dc != 0) {
                walk(oc, or, dc, dr, pc, 1, columns, spacingX, spacingZ, rows);
            }
        } else {
            walk(or, oc, dr, dc, pr, columns, 1, spacingZ, spacingX, columns);
        }
    }

    /**
     * Walks a ray in major/minor coordinates: major lines are crossed at every step and hand the
     * horizon to the samples either side; minor lines only raise the horizon.
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
        int lastMajor = stepM > 0 ? pM : pM;
        if (radius < Double.POSITIVE_INFINITY) {
            double reach = radius / spacingMajor;
            lastMajor = stepM > 0 ? (int) Math.min(pM, Math.floor(oM + reach) + 1)
                    : (int) Math.max(pM, Math.ceil(oM - reach) - 1);
        }
        float[] bo = scratch.belowOffset;
        float[] bh = scratch.belowHorizon;
        float[] ao = scratch.aboveOffset;
        float[] ah = scratch.aboveHorizon;
        while (stepM > 0 ? major <= lastMajor : major >= lastMajor) {
            double tMajor = (major - oM) * invM;
            while (tMinor < tMajor - 1e-12) {
                // a minor line crossing: ground on line 'minor' between two major samples
                double x = oM + tMinor * dM;
                int a = (int) Math.floor(x);
                double f = x - a;
                int base = minor * strideMinor + a * strideMajor;
                double g = f == 0 ? h[base] : h[base] + (h[base + strideMajor] - h[base]) * f;
                double d = tMinor * length;
                double tan = (g - eye - drop * d * d) / d;
                if (tan > horizon) {
                    horizon = tan;
                }
                minor += stepm;
                tMinor = (minor - om) * invm;
            }
            double z = om + tMajor * dm;
            int lo = (int) Math.floor(z);
            if (lo >= lastMinor) {
                lo = Math.max(lastMinor - 1, 0);
            } else if (lo < 0) {
                lo = 0;
            }
            double f = z - lo;
            int at = major * strideMajor + lo * strideMinor;
            float hz = (float) horizon;
            // the sample below the crossing (index lo) sees this ray above it, and vice versa
            float up = (float) f;
            if (up < ao[at] || (up == 0 && bo[at] > 0)) {
                if (up == 0) {
                    bo[at] = 0;
                    bh[at] = hz;
                }
                ao[at] = up;
                ah[at] = hz;
            }
            if (lastMinor > 0) {
                int next = at + strideMinor;
                float down = (float) (1 - f);
                if (down < bo[next]) {
                    bo[next] = down;
                    bh[next] = hz;
                }
            }
            // the major crossing's own ground raises the horizon for what lies beyond
            double g = f == 0 || lastMinor == 0 ? h[at] : h[at] + (h[at + strideMinor] - h[at]) * f;
            double d = tMajor * length;
            double tan = (g - eye - drop * d * d) / d;
            if (tan > horizon) {
                horizon = tan;
            }
            major += stepM;
        }
    }
}
