package org.terrain4j.features;

import java.util.List;
import java.util.function.DoubleBinaryOperator;

import org.apache.commons.math3.geometry.euclidean.twod.Vector2D;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;

/** Independent oracles and fixtures for the feature tests: brute force, no spatial index. */
final class Oracle {

    /** The example island's walkway control points (x, z), beach to the steps. */
    static final double[] WALKWAY = {-22, 498, -22, 476, -34, 450, -14, 424, -38, 400, -12, 378, -22, 354,
        -16, 340, -16, 333.6};

    /**
     * A 26-point brook with the example island's first three and last two points, the rest chosen so the
     * spine is about 434 m long.
     */
    static final double[] BROOK = {34, 128, 22, 150, 8, 168, 0, 186, -3, 204, -3, 222, 0, 240, 5, 256, 10, 272,
        12, 290, 9, 304, 2, 316, -10, 322, -27, 319, -44, 322, -56, 336, -61, 356, -61, 378, -58, 398, -55, 416,
        -55, 434, -58, 450, -58, 464, -56, 474, -54, 484, -54, 499};

    /** Nearest by scanning every segment of the polyline in order, ties to the first. */
    record Near(double distance, double along, int segment, double t) {
    }

    private Oracle() {
    }

    static Near bruteNearest(List<GroundPoint> points, double x, double z) {
        List<Vector2D> pts = points.stream().map(p -> new Vector2D(p.x(), p.z())).toList();
        double best = Double.POSITIVE_INFINITY;
        int bestS = -1;
        double bestT = 0;
        double[] along = new double[pts.size()];
        for (int i = 1; i < pts.size(); i++) {
            along[i] = along[i - 1] + pts.get(i).distance(pts.get(i - 1));
        }
        for (int s = 0; s + 1 < pts.size(); s++) {
            Vector2D a = pts.get(s);
            Vector2D b = pts.get(s + 1);
            Vector2D ab = b.subtract(a);
            Vector2D ap = new Vector2D(x, z).subtract(a);
            double len2 = ab.getNormSq();
            double t = len2 > 0 ? Math.max(0, Math.min(1, ap.dotProduct(ab) / len2)) : 0;
            double d = ap.subtract(t, ab).getNorm();
            if (d < best) {
                best = d;
                bestS = s;
                bestT = t;
            }
        }
        return new Near(best, along[bestS] + bestT * (along[bestS + 1] - along[bestS]), bestS, bestT);
    }

    /** A grid whose sample (c, r) holds f(x, z) at its world position. */
    static HeightfieldBuffer grid(int columns, int rows, GridFrame frame, DoubleBinaryOperator f) {
        HeightfieldBuffer b = new HeightfieldBuffer(columns, rows, frame);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                b.set(c, r, f.applyAsDouble(frame.x(c), frame.z(r)));
            }
        }
        return b;
    }

    static Heightfield frozen(int columns, int rows, GridFrame frame, DoubleBinaryOperator f) {
        return grid(columns, rows, frame, f).freeze();
    }
}
