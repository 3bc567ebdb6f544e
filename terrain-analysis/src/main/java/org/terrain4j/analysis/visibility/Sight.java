package org.terrain4j.analysis.visibility;

/** The exact line of sight on grid-line crossings (Franklin and Ray's R3). */
final class Sight {

    private Sight() {
    }

    /**
     * @return the clearance in degrees of a target at (tc, tr) of elevation {@code top} seen from an eye
     *         at (oc, or) of elevation {@code eye}
     */
    static double clearance(Surface s, double oc, double or, double eye, double tc, double tr,
                            double top, double curvature) {
        double dc = tc - oc;
        double dr = tr - or;
        double length = s.distance(dc, dr);
        if (length == 0) {
            return 180.0;
        }
        double drop = curvature / (2 * Visibility.EARTH_RADIUS);
        double targetTan = (top - eye - drop * length * length) / length;
        double horizon = Double.NEGATIVE_INFINITY;
        if (dc != 0) {
            int first = (int) Math.floor(Math.min(oc, tc)) + 1;
            int last = (int) Math.ceil(Math.max(oc, tc)) - 1;
            for (int c = first; c <= last; c++) {
                double t = (c - oc) / dc;
                double z = Math.min(Math.max(or + t * dr, 0), s.rows - 1);
                double g = s.onColumn(c, z);
                double d = t * length;
                double tan = (g - eye - drop * d * d) / d;
                if (tan > horizon) {
                    horizon = tan;
                }
            }
        }
        if (dr != 0) {
            int first = (int) Math.floor(Math.min(or, tr)) + 1;
            int last = (int) Math.ceil(Math.max(or, tr)) - 1;
            for (int r = first; r <= last; r++) {
                double t = (r - or) / dr;
                double x = Math.min(Math.max(oc + t * dc, 0), s.columns - 1);
                double g = s.onRow(r, x);
                double d = t * length;
                double tan = (g - eye - drop * d * d) / d;
                if (tan > horizon) {
                    horizon = tan;
                }
            }
        }
        double ground = horizon == Double.NEGATIVE_INFINITY ? -Math.PI / 2 : Math.atan(horizon);
        return Math.toDegrees(Math.atan(targetTan) - ground);
    }
}
