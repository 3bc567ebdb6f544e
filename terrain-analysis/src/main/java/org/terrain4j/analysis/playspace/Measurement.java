package org.terrain4j.analysis.playspace;

import java.util.List;

/**
 * One run of the play-space measure: the stages in order, each handing its result to the next. Water and
 * walkable ground ({@link GroundStage}), summits ({@link TopStage}), routes ({@link RouteStage}), sight
 * along them ({@link SightStage}), the vantages' views ({@link ViewStage}), the beats ({@link BeatStage}),
 * the landforms ({@link LandformStage}) and the criteria ({@link ScoreStage}). Package-private; stateless.
 */
final class Measurement {

    private Measurement() {
    }

    /** The full measure (progress 0 to 1). */
    static PlaySpaceReport run(Site site) {
        GroundStage.Result ground = GroundStage.run(site);
        TopStage.Result tops = TopStage.run(site, ground.sea());
        RouteStage.Result routes = RouteStage.run(site, tops, ground.times());
        SightStage.Result sight = SightStage.run(site, tops, routes.sampled());
        ViewStage.Result view = ViewStage.run(site, tops.targets(), routes.reached(), ground);
        BeatStage.Totals beats = BeatStage.run(site, ground, tops.targets(), routes, sight);
        LandformStage.Result forms = LandformStage.run(site, ground.isLand());
        List<PlayTest> tests = ScoreStage.run(site.s, ground, routes, sight, view, beats, forms);
        Gate gate = GroundStage.gate(ground);
        site.step(1.0, "done");
        return new PlaySpaceReport(site.land, ground.start(), tests, gate, sight.landmarks(), view.vantages(),
                beats.walked, forms.shares(), view.seenByVantages(), ground.water(), ground.warnings());
    }

    /** The gate of the land alone, without a baseline: the first stage only. */
    static Gate gateOnly(Site site) {
        GroundStage.Result ground = GroundStage.run(site);
        site.step(1.0, "done");
        return GroundStage.gate(ground);
    }
}
