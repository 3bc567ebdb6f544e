package org.terrain4j.analysis.playspace;

import org.terrain4j.analysis.internal.SamplePositions;
import org.terrain4j.api.GridFrame;

/**
 * How far a top stands over the line of sight: the angle the play-space rule for landmarks
 * compares with its 1°. Package-private.
 *
 * <p>The angle is the top's elevation angle from the eye minus the greater of the eye's level (0°)
 * and the greatest elevation angle of the <i>foreground</i>. The foreground is the ground between
 * the eye and the foot of the top's own flank: going back from the top along the sight line, the
 * flank lasts while the ground stays within {@code tolerance} of the lowest ground met so far, and
 * its foot is where the ground rises above that. Without the flank excluded, the ground just below
 * any rounded top would stand almost as high as the top itself, and no top seen from more than a
 * few hundred metres would ever clear 1°. So a lone cone on a plain stands by its whole angular
 * height, and a summit behind a ridge stands by what shows of it over the ridge.
 *
 * <p>The sight line is sampled every half of the smaller sample spacing, on the grid's bilinear
 * surface; a no-data sample neither blocks nor counts.
 */
final class Standing {

    private final float[] h;
    private final int cols;
    private final int rows;
    private final GridFrame frame;
    private final double tolerance;

    Standing(float[] heights, int cols, int rows, GridFrame frame, double tolerance) {
        this.h = heights;
        this.cols = cols;
        this.rows = rows;
        this.frame = frame;
        this.tolerance = tolerance;
    }

    /** Bilinear ground at fractional grid position, NaN where a corner that has weight there is no-data. */
    double ground(double c, double r) {
        c = Math.max(0, Math.min(cols - 1, c));
        r = Math.max(0, Math.min(rows - 1, r));
        int c0 = Math.min(cols - 2, (int) Math.floor(c));
        int r0 = Math.min(rows - 2, (int) Math.floor(r));
        double fc = c - c0;
        double fr = r - r0;
        int i = r0 * cols + c0;
        // exact at samples and along grid lines: a corner without weight is not read
        return SamplePositions.bilinear(h[i], h[i + 1], h[i + cols], h[i + cols + 1], fc, fr);
    }

    /**
     * Degrees the top stands over the line of sight, as the class describes.
     *
     * @param ex        eye position x, world metres
     * @param ez        eye position z
     * @param eyeHeight metres over the ground
     * @param tx        top x
     * @param tz        top z
     * @return degrees; {@code -90} when the eye or the top is on no-data
     */
    double degrees(double ex, double ez, double eyeHeight, double tx, double tz) {
        double ec = SamplePositions.column(frame, ex);
        double er = SamplePositions.row(frame, ez);
        double tc = SamplePositions.column(frame, tx);
        double tr = SamplePositions.row(frame, tz);
        double eye = ground(ec, er) + eyeHeight;
        double top = ground(tc, tr);
        if (Double.isNaN(eye) || Double.isNaN(top)) {
            return -90;
        }
        double dist = Math.hypot(tx - ex, tz - ez);
        if (dist == 0) {
            return 90;
        }
        double step = 0.5 * Math.min(frame.spacingX(), frame.spacingZ());
        int steps = Math.max(1, (int) Math.ceil(dist / step));
        int foot = 0;
        double low = top;
        for (int k = steps - 1; k >= 1; k--) {
            double t = (double) k / steps;
            double g = ground(ec + t * (tc - ec), er + t * (tr - er));
            if (Double.isNaN(g)) {
                continue;
            }
            if (g > low + tolerance) {
                foot = k;
                break;
            }
            low = Math.min(low, g);
        }
        double reference = 0;
        for (int k = 1; k <= foot; k++) {
            double t = (double) k / steps;
            double g = ground(ec + t * (tc - ec), er + t * (tr - er));
            if (!Double.isNaN(g)) {
                reference = Math.max(reference, Math.atan2(g - eye, t * dist));
            }
        }
        return Math.toDegrees(Math.atan2(top - eye, dist) - reference);
    }

    /**
     * Whether any point of a top's crown on the sight line is visible from the eye: a point of the
     * line's ground profile within {@code radius} (plan distance) of the top whose ground stands within
     * {@code drop} of the top's, with no ground strictly between the eye and it rising above the line to
     * it. The top itself is such a point, so a top visible on this surface is seen; a round top whose own
     * dome hides its highest point from below is seen by the crown's silhouette, where the sight line
     * grazes it. Heights at plan distance {@code d} from the eye are lowered by {@code k·d²/(2R)} as in
     * {@code Visibility}; a crown point is raised by the target height.
     *
     * @param ex           eye position x, world metres
     * @param ez           eye position z
     * @param eyeHeight    metres over the ground
     * @param tx           top x
     * @param tz           top z
     * @param radius       the crown's plan radius around the top, metres
     * @param drop         the crown's depth below the top, metres
     * @param curvature    the curvature coefficient k, in [0, 1]
     * @param targetHeight metres added to a crown point's ground
     * @return whether a crown point is visible; {@code false} when the eye or the top is on no-data
     */
    boolean crownSeen(double ex, double ez, double eyeHeight, double tx, double tz, double radius, double drop,
            double curvature, double targetHeight) {
        double ec = SamplePositions.column(frame, ex);
        double er = SamplePositions.row(frame, ez);
        double tc = SamplePositions.column(frame, tx);
        double tr = SamplePositions.row(frame, tz);
        double eye = ground(ec, er) + eyeHeight;
        double top = ground(tc, tr);
        if (Double.isNaN(eye) || Double.isNaN(top)) {
            return false;
        }
        double dist = Math.hypot(tx - ex, tz - ez);
        if (dist == 0) {
            return true;
        }
        double bend = curvature / (2 * org.terrain4j.analysis.visibility.Visibility.EARTH_RADIUS);
        double step = 0.5 * Math.min(frame.spacingX(), frame.spacingZ());
        int steps = Math.max(1, (int) Math.ceil(dist / step));
        double horizon = Double.NEGATIVE_INFINITY;
        for (int k = 1; k <= steps; k++) {
            double t = (double) k / steps;
            double g = ground(ec + t * (tc - ec), er + t * (tr - er));
            if (Double.isNaN(g)) {
                continue;
            }
            double d = t * dist;
            double tan = (g - eye - bend * d * d) / d;
            if (dist - d <= radius && g >= top - drop && tan + targetHeight / d >= horizon) {
                return true;
            }
            horizon = Math.max(horizon, tan);
        }
        return false;
    }
}
