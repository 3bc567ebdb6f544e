package org.terrain4j.analysis.playspace;

import java.util.LinkedHashMap;
import java.util.Map;
import org.terrain4j.analysis.landform.Landform;
import org.terrain4j.analysis.landform.LandformMap;

/**
 * The landform stage of the play-space measure: the share of the land in each of Weiss's classes, the
 * TPI standardized by the greater of its standard deviation and the valley rule's depth (see
 * {@link PlaySpace}), their normalized entropy and how many classes hold at least 2 % of the land.
 * Package-private; stateless.
 */
final class LandformStage {

    /** The least share of the classified land for a class to count as present: 0.02. */
    static final double PRESENT_SHARE = 0.02;

    private LandformStage() {
    }

    /**
     * The stage's result.
     *
     * @param shares  each class's share of the classified land, by its lower-case name, in the classes'
     *                order; each in [0, 1]
     * @param entropy the shares' entropy over the log of the number of classes, in [0, 1]; NaN when
     *                nothing is classified
     * @param present the classes holding at least {@link #PRESENT_SHARE} of it
     */
    record Result(Map<String, Double> shares, double entropy, int present) {
    }

    /** Runs the stage (progress 0.9). */
    static Result run(Site site, boolean[] isLand) {
        site.step(0.9, "landforms");
        PlaySpace s = site.s;
        int cols = site.cols;
        LandformMap forms = s.landforms().map(site.land);
        Landform[] classes = Landform.values();
        long[] formCount = new long[classes.length];
        long classified = 0;
        // the TPI's spread, floored at the valley rule's depth (see the class documentation)
        double spread = Math.max(forms.tpiStandardDeviation(), s.valleys().depth());
        double tpiMean = forms.tpiMean();
        for (int r = 0; r < site.rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (!isLand[r * cols + c]) {
                    continue;
                }
                double tpi = forms.tpi(c, r);
                Landform f = Double.isFinite(tpi)
                        ? s.landforms().classOf((tpi - tpiMean) / spread, forms.slopeDegrees(c, r)) : null;
                if (f != null) {
                    formCount[f.ordinal()]++;
                    classified++;
                }
            }
        }
        Map<String, Double> shares = new LinkedHashMap<>();
        double entropy = 0;
        int present = 0;
        for (Landform f : classes) {
            double share = classified == 0 ? 0 : (double) formCount[f.ordinal()] / classified;
            shares.put(f.name().toLowerCase(java.util.Locale.ROOT), share);
            if (share > 0) {
                entropy -= share * Math.log(share);
            }
            if (share >= PRESENT_SHARE) {
                present++;
            }
        }
        entropy = classified == 0 ? Double.NaN : Math.max(0, entropy / Math.log(classes.length));
        return new Result(shares, entropy, present);
    }
}
