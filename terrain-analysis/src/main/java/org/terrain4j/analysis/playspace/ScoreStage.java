package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import org.terrain4j.analysis.route.GroundCensus;

/**
 * The last stage of the play-space measure: each {@link Criterion}'s value from the other stages'
 * results, tested against its band. A rate per kilometre, and a share of the route samples, is NaN
 * when no route has length. Package-private; stateless.
 */
final class ScoreStage {

    private ScoreStage() {
    }

    /** The 21 tests, in the criteria's order. */
    static List<PlayTest> run(PlaySpace s, GroundStage.Result g, RouteStage.Result routes, SightStage.Result sight,
            ViewStage.Result view, BeatStage.Totals beats, LandformStage.Result forms) {
        double km = beats.length / 1000;
        double nan = Double.NaN;
        boolean anyRoute = !beats.walked.isEmpty() && km > 0;
        int counted = 0;
        for (Landmark l : sight.landmarks()) {
            if (l.counted()) {
                counted++;
            }
        }
        int reachedVantages = 0;
        for (boolean b : routes.reached()) {
            if (b) {
                reachedVantages++;
            }
        }
        int[] kinds = beats.kinds;
        GroundCensus census = g.census();
        long landCount = g.landCount();
        long routeSamples = beats.samples;
        int wanted = routes.wanted();
        double[] value = new double[Criterion.values().length];
        value[Criterion.LANDMARKS.ordinal()] = counted;
        value[Criterion.LANDMARK_IN_VIEW.ordinal()] = routeSamples == 0 ? nan
                : (double) beats.seeingLandmark / routeSamples;
        value[Criterion.VANTAGE_COVERAGE.ordinal()] = (double) view.seenLand() / landCount;
        value[Criterion.VANTAGES.ordinal()] = reachedVantages;
        value[Criterion.REVEALS_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.REVEAL.ordinal()] / km : nan;
        value[Criterion.CHOKES_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.CHOKE.ordinal()] / km : nan;
        value[Criterion.VALLEYS_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.VALLEY_ENTRY.ordinal()] / km : nan;
        value[Criterion.VALLEY_SHARE.ordinal()] = anyRoute ? beats.valleyLength / beats.length : nan;
        value[Criterion.CRESTS_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.CREST.ordinal()] / km : nan;
        value[Criterion.WATER_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.WATER.ordinal()] / km : nan;
        value[Criterion.VANTAGES_PER_KM.ordinal()] = anyRoute ? kinds[Beat.Kind.VANTAGE.ordinal()] / km : nan;
        int allBeats = 0;
        for (int k : kinds) {
            allBeats += k;
        }
        value[Criterion.BEATS_PER_KM.ordinal()] = anyRoute ? allBeats / km : nan;
        value[Criterion.LONGEST_QUIET.ordinal()] = anyRoute ? beats.longestQuiet : nan;
        value[Criterion.DIRECTNESS.ordinal()] = anyRoute ? beats.directness / beats.routesWithLength : nan;
        value[Criterion.OPEN_SHARE.ordinal()] = routeSamples == 0 ? nan : (double) beats.open / routeSamples;
        value[Criterion.TARGETS_REACHED.ordinal()] = wanted == 0 ? nan : (double) routes.sampled().size() / wanted;
        value[Criterion.LANDFORM_ENTROPY.ordinal()] = forms.entropy();
        value[Criterion.LANDFORM_CLASSES.ordinal()] = forms.present();
        value[Criterion.EASY_GROUND.ordinal()] = (double) census.easySamples() / landCount;
        value[Criterion.WALKABLE_GROUND.ordinal()] = (double) census.walkableSamples() / landCount;
        value[Criterion.REACHED_GROUND.ordinal()] = census.walkableSamples() == 0 ? nan
                : (double) census.reachableSamples() / census.walkableSamples();
        List<PlayTest> tests = new ArrayList<>();
        for (Criterion c : Criterion.values()) {
            tests.add(new PlayTest(c, value[c.ordinal()], s.bands().band(c)));
        }
        return tests;
    }
}
