package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import org.terrain4j.analysis.prominence.Summit;
import org.terrain4j.analysis.route.RouteSample;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GroundPoint;

/**
 * The sight stage of the play-space measure: which landmark candidates' tops are seen from each route
 * sample (their crown seen, standing {@link Visibility#minimumClearance()} over the line of sight; see
 * {@link PlaySpace}), and which candidates are seen from enough of the route samples in range to be
 * landmarks. Package-private; stateless.
 */
final class SightStage {

    private SightStage() {
    }

    /**
     * The stage's result.
     *
     * @param seen      {@code seen[k][r][i]}: summit {@code k}'s top seen from sample {@code i} of route
     *                  {@code r}; {@code seen[k]} is null for a summit too low to be a landmark
     * @param landmarks the landmark candidates, in the summits' order
     * @param summitOf  each landmark candidate's index among the summits
     */
    record Result(boolean[][][] seen, List<Landmark> landmarks, List<Integer> summitOf) {
    }

    /** Runs the stage (progress 0.5). */
    static Result run(Site site, TopStage.Result tops, List<List<RouteSample>> sampled) {
        site.step(0.5, "sight along the routes");
        PlaySpace s = site.s;
        List<Summit> targets = tops.targets();
        Visibility vis = s.visibility();
        Standing standing = new Standing(site.h, site.cols, site.rows, site.frame, PlaySpace.FLANK_TOLERANCE);
        // seen[k][r][i]: landmark candidate k's top seen from sample i of route r (null for a vantage
        // too low to be a landmark: only landmarks have reveals and seen shares).
        boolean[][][] seen = new boolean[targets.size()][][];
        int[] inRange = new int[targets.size()];
        int[] seenCount = new int[targets.size()];
        for (int k = 0; k < targets.size(); k++) {
            if (!tops.landmark(k)) {
                continue;
            }
            Summit t = targets.get(k);
            seen[k] = new boolean[sampled.size()][];
            GroundPoint top = t.position();
            for (int r = 0; r < sampled.size(); r++) {
                List<RouteSample> rs = sampled.get(r);
                boolean[] row = new boolean[rs.size()];
                for (int i = 0; i < rs.size(); i++) {
                    GroundPoint p = rs.get(i).point();
                    if (p.distanceTo(top) <= vis.radius()) {
                        inRange[k]++;
                        if (topSeen(site, vis, standing, p, t) && standing.degrees(p.x(), p.z(),
                                vis.observerHeight(), top.x(), top.z()) >= vis.minimumClearance()) {
                            row[i] = true;
                            seenCount[k]++;
                        }
                    }
                }
                seen[k][r] = row;
            }
        }
        List<Landmark> landmarks = new ArrayList<>();
        List<Integer> summitOf = new ArrayList<>();
        for (int k = 0; k < targets.size(); k++) {
            if (!tops.landmark(k)) {
                continue;
            }
            Summit t = targets.get(k);
            double share = inRange[k] == 0 ? 0 : (double) seenCount[k] / inRange[k];
            GroundPoint col = t.hasKeyCol()
                    ? new GroundPoint(site.frame.x(t.keyColColumn()), site.frame.z(t.keyColRow())) : t.position();
            landmarks.add(new Landmark(t.position(), t.height(), t.prominence(), col, share,
                    share >= s.landmarkSeenShare()));
            summitOf.add(k);
        }
        return new Result(seen, landmarks, summitOf);
    }

    /**
     * Whether the eye sees a top's crown: its top visible, or else (a round top's own dome hiding its
     * highest point) any ground on the sight line within the vantage radius of the top and within the
     * crown drop of its height (see {@link PlaySpace#crownDrop}).
     */
    private static boolean topSeen(Site site, Visibility vis, Standing standing, GroundPoint eye, Summit t) {
        PlaySpace s = site.s;
        GroundPoint top = t.position();
        return vis.visible(site.land, eye, top) || standing.crownSeen(eye.x(), eye.z(), vis.observerHeight(),
                top.x(), top.z(), s.vantageRadius(), s.crownDrop(t.prominence()), vis.curvature(),
                vis.targetHeight());
    }
}
