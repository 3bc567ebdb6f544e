package org.terrain4j.api.internal;

import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Gradient;
import org.terrain4j.api.HeightfieldView;

/**
 * Bilinear sampling and gradients with edge policies. Not part of the API.
 *
 * @since 0.1
 */
public final class Sampling {

    /** Fractional positions this close to a whole sample are treated as that sample. */
    private static final double SNAP = 1e-9;

    private Sampling() {
    }

    /**
     * @param name  parameter name
     * @param value a normalised coordinate
     * @return value clamped to [0, 1]
     * @throws IllegalArgumentException if value is not finite
     */
    public static double unit(String name, double value) {
        Checks.finite(name, value);
        return value < 0 ? 0 : Math.min(value, 1);
    }

    /**
     * @param name  parameter name
     * @param value a world coordinate
     * @return value
     * @throws IllegalArgumentException if value is not finite
     */
    public static double coordinate(String name, double value) {
        return Checks.finite(name, value);
    }

    private static double snap(double f) {
        double r = Math.rint(f);
        return Math.abs(f - r) < SNAP ? r : f;
    }

    /**
     * Bilinear height at a fractional (column, row).
     *
     * @param h    the field
     * @param fc   fractional column
     * @param fr   fractional row
     * @param edge edge policy
     * @return the height
     */
    public static double bilinear(HeightfieldView h, double fc, double fr, EdgePolicy edge) {
        int cols = h.columns();
        int rows = h.rows();
        boolean wrap = edge instanceof EdgePolicy.Wrap;
        if (edge instanceof EdgePolicy.Constant c) {
            if (!(fc >= -SNAP && fc <= cols - 1 + SNAP && fr >= -SNAP && fr <= rows - 1 + SNAP)) {
                return c.height();
            }
        }
        if (wrap) {
            fc = fc - Math.floor(fc / cols) * cols;
            fr = fr - Math.floor(fr / rows) * rows;
        } else {
            fc = Math.max(0, Math.min(fc, cols - 1));
            fr = Math.max(0, Math.min(fr, rows - 1));
        }
        fc = snap(fc);
        fr = snap(fr);
        int c0 = (int) Math.floor(fc);
        int r0 = (int) Math.floor(fr);
        double tc = fc - c0;
        double tr = fr - r0;
        if (wrap) {
            c0 %= cols;
            r0 %= rows;
        }
        int c1 = wrap ? (c0 + 1) % cols : Math.min(c0 + 1, cols - 1);
        int r1 = wrap ? (r0 + 1) % rows : Math.min(r0 + 1, rows - 1);
        double top = tc == 0 ? h.get(c0, r0) : lerp(h.get(c0, r0), h.get(c1, r0), tc);
        if (tr == 0) {
            return top;
        }
        double bottom = tc == 0 ? h.get(c0, r1) : lerp(h.get(c0, r1), h.get(c1, r1), tc);
        return lerp(top, bottom, tr);
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    /**
     * Gradient by central differences of the bilinear surface, one spacing either side.
     *
     * @param h    the field
     * @param x    world x
     * @param z    world z
     * @param edge edge policy
     * @return the gradient
     */
    public static Gradient gradient(HeightfieldView h, double x, double z, EdgePolicy edge) {
        GridFrame f = h.frame();
        double sx = f.spacingX();
        double sz = f.spacingZ();
        double xl = x - sx;
        double xr = x + sx;
        double zl = z - sz;
        double zr = z + sz;
        if (edge instanceof EdgePolicy.Clamp) {
            double xmax = f.x(h.columns() - 1);
            double zmax = f.z(h.rows() - 1);
            double xc = Math.max(f.originX(), Math.min(x, xmax));
            double zc = Math.max(f.originZ(), Math.min(z, zmax));
            xl = Math.max(f.originX(), xc - sx);
            xr = Math.min(xmax, xc + sx);
            zl = Math.max(f.originZ(), zc - sz);
            zr = Math.min(zmax, zc + sz);
            x = xc;
            z = zc;
        }
        double dx = xr > xl
                ? (bilinear(h, f.column(xr), f.row(z), edge) - bilinear(h, f.column(xl), f.row(z), edge)) / (xr - xl)
                : 0;
        double dz = zr > zl
                ? (bilinear(h, f.column(x), f.row(zr), edge) - bilinear(h, f.column(x), f.row(zl), edge)) / (zr - zl)
                : 0;
        return new Gradient(dx, dz);
    }
}
