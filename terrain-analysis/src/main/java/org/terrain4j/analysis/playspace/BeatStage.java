package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import org.terrain4j.analysis.prominence.Summit;
import org.terrain4j.analysis.route.RouteSample;
import org.terrain4j.analysis.route.Stretch;
import org.terrain4j.analysis.route.WalkableGround;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;

/**
 * The beats stage of the play-space measure: along each route, the walkable width, the {@code Chokes}
 * and {@code Valleys} stretches, water within {@link PlaySpace#waterBeside()}, the reached vantages within
 * the vantage radius and the landmarks seen, turned into {@link Beat}s by {@link BeatTrack}, with the
 * route totals the criteria are taken from. Package-private; stateless.
 */
final class BeatStage {

    private BeatStage() {
    }

    /** The routes' totals, summed in route order. Package-private and mutable while the stage runs. */
    static final class Totals {
        /** The walked routes, in route order, routes of no length included. */
        final List<WalkedRoute> walked = new ArrayList<>();
        /** Metres walked over every route of some length. */
        double length;
        /** Samples of the routes of some length. */
        long samples;
        /** Of them, those from which a counted landmark is seen. */
        long seeingLandmark;
        /** Of them, those whose walkable width is at least the choke rule's open width. */
        long open;
        /** The sum of the routes' directness. */
        double directness;
        /** Routes of some length. */
        int routesWithLength;
        /** The longest stretch without a beat over every route, metres. */
        double longestQuiet;
        /** Metres in valleys over every route. */
        double valleyLength;
        /** Beats of each {@link Beat.Kind}, by ordinal. */
        final int[] kinds = new int[Beat.Kind.values().length];
    }

    /** Runs the stage (progress 0.8). */
    static Totals run(Site site, GroundStage.Result g, List<Summit> targets, RouteStage.Result routes,
            SightStage.Result sight) {
        site.step(0.8, "beats");
        PlaySpace s = site.s;
        GridFrame frame = site.frame;
        // Routes never stand on water, so on a coarse grid "beside" must reach the next sample.
        double beside = Math.max(s.waterBeside(), 1.5 * Math.max(frame.spacingX(), frame.spacingZ()));
        int waterCells = (int) Math.ceil(beside / Math.min(frame.spacingX(), frame.spacingZ()));
        Totals out = new Totals();
        List<List<RouteSample>> sampled = routes.sampled();
        for (int r = 0; r < sampled.size(); r++) {
            List<RouteSample> rs = sampled.get(r);
            int m = rs.size();
            if (m > 0 && rs.get(m - 1).along() == 0) {
                // a route of no length (a target on the start's sample): listed, but nothing is met
                // along it, so it adds no beat, sample or length to the route quantities
                out.walked.add(new WalkedRoute(routes.names().get(r), rs.stream().map(RouteSample::point).toList(),
                        0, 0, 1, 0, List.of()));
                continue;
            }
            BeatTrack.Profile p = profile(site, g.ground(), rs, out);
            p.seen = seenAlong(sight, r, m, out);
            p.nearVantage = new boolean[targets.size()][m];
            for (int k = 0; k < targets.size(); k++) {
                GroundPoint top = targets.get(k).position();
                for (int i = 0; i < m; i++) {
                    p.nearVantage[k][i] = routes.reached()[k]
                            && rs.get(i).point().distanceTo(top) <= s.vantageRadius();
                }
            }
            List<Stretch> chokes = s.chokes().along(g.ground(), rs);
            p.chokeStarts = new int[chokes.size()];
            for (int c = 0; c < chokes.size(); c++) {
                p.chokeStarts[c] = indexAt(p.distance, chokes.get(c).startAlong());
            }
            List<Stretch> valleys = s.valleys().along(g.ground(), rs);
            p.valleys = new int[valleys.size()][];
            double vl = 0;
            for (int c = 0; c < valleys.size(); c++) {
                Stretch v = valleys.get(c);
                p.valleys[c] = new int[] {indexAt(p.distance, v.startAlong()), indexAt(p.distance, v.endAlong())};
                vl += v.length();
            }
            for (int i = 0; i < m; i++) {
                p.nearWater[i] = nearWater(site, g.water(), p.x[i], p.z[i], waterCells, beside);
            }
            add(out, routes.names().get(r), rs, p, BeatTrack.beats(p, s.revealHidden(), s.crestDrop(),
                    s.revealHidden()), vl);
        }
        return out;
    }

    /** The route's profile of positions, distances, times and heights; counts its open samples. */
    private static BeatTrack.Profile profile(Site site, WalkableGround ground, List<RouteSample> rs, Totals out) {
        int m = rs.size();
        double openWidth = site.s.chokes().contrast() * site.s.chokes().maxWidth();
        double[] x = new double[m];
        double[] z = new double[m];
        double[] d = new double[m];
        double[] t = new double[m];
        double[] e = new double[m];
        for (int i = 0; i < m; i++) {
            RouteSample q = rs.get(i);
            x[i] = q.x();
            z[i] = q.z();
            d[i] = q.along();
            t[i] = q.seconds();
            e[i] = q.height();
            if (ground.widthAt(q) >= openWidth) {
                out.open++;
            }
        }
        return new BeatTrack.Profile(x, z, d, t, e);
    }

    /**
     * {@code seen[l][i]}: counted landmark {@code l} seen from sample {@code i} of route {@code r} (never, for
     * a landmark candidate not counted); counts the samples that see one.
     */
    private static boolean[][] seenAlong(SightStage.Result sight, int r, int m, Totals out) {
        List<Landmark> landmarks = sight.landmarks();
        boolean[][] lseen = new boolean[landmarks.size()][];
        for (int l = 0; l < landmarks.size(); l++) {
            lseen[l] = landmarks.get(l).counted() ? sight.seen()[sight.summitOf().get(l)][r] : new boolean[m];
        }
        for (int i = 0; i < m; i++) {
            for (boolean[] row : lseen) {
                if (row[i]) {
                    out.seeingLandmark++;
                    break;
                }
            }
        }
        return lseen;
    }

    /** Adds one walked route of some length to the totals. */
    private static void add(Totals out, String name, List<RouteSample> rs, BeatTrack.Profile p, List<Beat> beats,
            double valleyLength) {
        int m = rs.size();
        double length = m == 0 ? 0 : p.distance[m - 1];
        double time = m == 0 ? 0 : p.time[m - 1];
        double straight = m == 0 ? 0 : Math.hypot(p.x[m - 1] - p.x[0], p.z[m - 1] - p.z[0]);
        double directness = length > 0 ? Math.min(1, straight / length) : 1;
        double vl = Math.min(valleyLength, length);
        out.walked.add(new WalkedRoute(name, rs.stream().map(RouteSample::point).toList(), length, time, directness,
                vl, beats));
        for (Beat b : beats) {
            out.kinds[b.kind().ordinal()]++;
        }
        out.length += length;
        out.samples += m;
        out.directness += directness;
        out.routesWithLength++;
        out.longestQuiet = Math.max(out.longestQuiet, BeatTrack.longestQuiet(beats, time));
        out.valleyLength += vl;
    }

    private static boolean nearWater(Site site, boolean[] water, double x, double z, int cells, double metres) {
        GridFrame frame = site.frame;
        int cols = site.cols;
        int c0 = (int) Math.round(frame.column(x));
        int r0 = (int) Math.round(frame.row(z));
        for (int r = Math.max(0, r0 - cells); r <= Math.min(site.rows - 1, r0 + cells); r++) {
            for (int c = Math.max(0, c0 - cells); c <= Math.min(cols - 1, c0 + cells); c++) {
                if (water[r * cols + c]
                        && Math.hypot(frame.x(c) - x, frame.z(r) - z) <= metres) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The index of the route sample at a distance along the route (the nearest one). */
    private static int indexAt(double[] along, double d) {
        int best = 0;
        for (int i = 1; i < along.length; i++) {
            if (Math.abs(along[i] - d) < Math.abs(along[best] - d)) {
                best = i;
            }
        }
        return best;
    }
}
