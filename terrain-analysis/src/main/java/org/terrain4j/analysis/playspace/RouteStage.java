package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.terrain4j.analysis.prominence.Summit;
import org.terrain4j.analysis.route.Route;
import org.terrain4j.analysis.route.RouteSample;
import org.terrain4j.analysis.route.TravelTimes;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;

/**
 * The travel stage of the play-space measure: which summits the walker reaches (a sample within the
 * {@linkplain PlaySpace#vantageRadius() vantage radius} of the top), and the least-time routes to them or
 * to the caller's targets, resampled every {@link PlaySpace#sampleSpacing()} metres. Package-private;
 * stateless.
 */
final class RouteStage {

    private RouteStage() {
    }

    /**
     * The stage's result.
     *
     * @param reached whether each summit of the {@link TopStage} is reached, in its order
     * @param sampled the routes walked, each as its samples from the start
     * @param names   each route's name ({@code landmark k}, {@code vantage k} or {@code target j})
     * @param wanted  the number of routes asked for: the summits, or the caller's targets
     */
    record Result(boolean[] reached, List<List<RouteSample>> sampled, List<String> names, int wanted) {
    }

    /** Runs the stage (progress 0.4). */
    static Result run(Site site, TopStage.Result tops, TravelTimes times) {
        site.step(0.4, "routes");
        List<Summit> targets = tops.targets();
        List<GroundPoint> routeTargets = site.routeTargets;
        boolean[] targetReached = new boolean[targets.size()];
        List<GroundPoint> ends = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int k = 0; k < targets.size(); k++) {
            Summit t = targets.get(k);
            Optional<GroundPoint> end = nearestReached(site, times, t);
            if (end.isPresent()) {
                targetReached[k] = true;
                if (routeTargets == null) {
                    ends.add(end.get());
                    names.add((tops.landmark(k) ? "landmark " : "vantage ") + k);
                }
            }
        }
        int wanted = routeTargets == null ? targets.size() : routeTargets.size();
        if (routeTargets != null) {
            for (int j = 0; j < routeTargets.size(); j++) {
                ends.add(routeTargets.get(j));
                names.add("target " + j);
            }
        }
        List<List<RouteSample>> sampled = new ArrayList<>();
        List<String> routeNames = new ArrayList<>();
        for (int j = 0; j < ends.size(); j++) {
            Optional<Route> route = times.routeTo(ends.get(j).x(), ends.get(j).z());
            if (route.isPresent()) {
                sampled.add(route.get().resampled(site.s.sampleSpacing()));
                routeNames.add(names.get(j));
            }
        }
        return new Result(targetReached, sampled, routeNames, wanted);
    }

    /** The sample nearest a summit's top, within the vantage radius, that the walker reaches. */
    private static Optional<GroundPoint> nearestReached(Site site, TravelTimes times, Summit t) {
        GridFrame frame = site.frame;
        double radius = site.s.vantageRadius();
        int rc = (int) Math.ceil(radius / frame.spacingX());
        int rr = (int) Math.ceil(radius / frame.spacingZ());
        double best = Double.POSITIVE_INFINITY;
        GroundPoint out = null;
        for (int r = Math.max(0, t.row() - rr); r <= Math.min(site.rows - 1, t.row() + rr); r++) {
            for (int c = Math.max(0, t.column() - rc); c <= Math.min(site.cols - 1, t.column() + rc); c++) {
                if (!(times.seconds(c, r) < Double.POSITIVE_INFINITY)) {
                    continue;
                }
                double dist = Math.hypot((c - t.column()) * frame.spacingX(), (r - t.row()) * frame.spacingZ());
                if (dist <= radius && dist < best) {
                    best = dist;
                    out = new GroundPoint(frame.x(c), frame.z(r));
                }
            }
        }
        return Optional.ofNullable(out);
    }
}
