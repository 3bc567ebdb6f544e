package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import org.terrain4j.analysis.prominence.Prominence;
import org.terrain4j.analysis.prominence.Summit;

/**
 * The prominence stage of the play-space measure: the summits over the sea level that are landmark
 * candidates or vantages, the most prominent first, at most {@link PlaySpace#maxVantages()} of them and
 * none on the sea. Package-private; stateless.
 */
final class TopStage {

    private TopStage() {
    }

    /**
     * The stage's result.
     *
     * @param targets     the summits measured, the most prominent first (landmark candidates are vantages
     *                    too)
     * @param landmarkMin the least prominence of a landmark candidate, metres
     */
    record Result(List<Summit> targets, double landmarkMin) {

        /** Whether summit {@code k} is a landmark candidate. */
        boolean landmark(int k) {
            return targets.get(k).prominence() >= landmarkMin;
        }
    }

    /** Runs the stage (progress 0.3). */
    static Result run(Site site, boolean[] sea) {
        site.step(0.3, "prominence");
        PlaySpace s = site.s;
        double side = site.side();
        double landmarkMin = s.landmarkProminence() * side;
        double vantageMin = s.vantageProminence() * side;
        List<Summit> summits = Prominence.standard().withBase(s.seaLevel()).summits(site.land)
                .withMinimum(Math.min(landmarkMin, vantageMin)).list();
        List<Summit> targets = new ArrayList<>();
        for (Summit t : summits) {
            if (targets.size() < s.maxVantages() && !sea[t.row() * site.cols + t.column()]) {
                targets.add(t);
            }
        }
        return new Result(List.copyOf(targets), landmarkMin);
    }
}
