package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.terrain4j.analysis.route.GroundCensus;
import org.terrain4j.analysis.route.SampleMask;
import org.terrain4j.analysis.route.TravelTimes;
import org.terrain4j.analysis.route.WalkableGround;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/**
 * The first stage of the play-space measure, shared with the gate: water and sea, the walkable ground,
 * the start (moved to the largest piece of walkable ground when the default start reaches less than
 * half of it), the travel times from it and the census of easy, walkable and reached ground.
 * Package-private; stateless.
 */
final class GroundStage {

    private GroundStage() {
    }

    /**
     * The stage's result.
     *
     * @param sea       row-major, {@code cols × rows}: sea samples (at or below the sea level)
     * @param water     row-major: water closed to the walker, sea included
     * @param isLand    row-major: samples neither sea nor no-data
     * @param landCount the number of land samples, &gt; 0
     * @param ground    the walkable ground
     * @param start     the walker's start, on a walkable sample
     * @param times     least walking times from the start
     * @param census    easy, walkable and reached samples
     * @param warnings  what the report should say about the start
     */
    record Result(boolean[] sea, boolean[] water, boolean[] isLand, long landCount, WalkableGround ground,
            GroundPoint start, TravelTimes times, GroundCensus census, List<String> warnings) {
    }

    /**
     * Runs the stage (progress 0 to 0.15).
     *
     * @throws IllegalArgumentException if every sample is sea or no-data, or none is walkable (counting the
     *                                  samples closed for each reason)
     */
    static Result run(Site site) {
        PlaySpace s = site.s;
        int cols = site.cols;
        int rows = site.rows;
        GridFrame frame = site.frame;
        int n = site.size();
        site.step(0.0, "water");
        boolean[] sea = Water.sea(site.land, s.seaLevel());
        boolean[] water = site.givenWater != null ? site.givenWater.clone()
                : Water.inland(site.land, s.seaLevel(), s.lakeDepth(), s.lakeArea(), s.riverArea());
        boolean[] closed = new boolean[n];
        boolean[] isLand = new boolean[n];
        long landCount = 0;
        float[] h = site.h;
        for (int i = 0; i < n; i++) {
            closed[i] = water[i] || sea[i];
            water[i] = closed[i];
            isLand[i] = !Float.isNaN(h[i]) && !sea[i];
            if (isLand[i]) {
                landCount++;
            }
        }
        if (landCount == 0) {
            throw new IllegalArgumentException("land must hold ground above the sea level " + s.seaLevel()
                    + " m, but every sample is sea or no-data");
        }
        SampleMask closedMask = SampleMask.of(cols, rows, closed);
        site.step(0.1, "walkable ground");
        WalkableGround ground = s.tobler().walkableGround(site.land, closedMask);
        GroundPoint centre = new GroundPoint(frame.x((cols - 1) / 2.0), frame.z((rows - 1) / 2.0));
        GroundPoint from = site.requestedStart != null ? site.requestedStart : centre;
        GroundPoint start = ground.nearestWalkable(from.x(), from.z()).orElseThrow(
                () -> noWalkableGround(s, ground, h, sea, closed));
        List<String> warnings = new ArrayList<>();
        site.step(0.15, "travel times");
        TravelTimes times = ground.travelTimes(start.x(), start.z());
        GroundCensus census = times.census(s.easySlope());
        if (site.requestedStart == null && census.reachableSamples() * 2L < census.walkableSamples()) {
            // the default start reaches less than half the walkable ground (an islet off a coast): start
            // instead on the largest piece of connected walkable ground, at its sample nearest the centre
            GroundPoint better = nearestInLargestPiece(ground, centre);
            TravelTimes other = ground.travelTimes(better.x(), better.z());
            GroundCensus moved = other.census(s.easySlope());
            if (moved.reachableSamples() > census.reachableSamples()) {
                warnings.add(String.format(java.util.Locale.ROOT, "the walkable sample nearest the centre"
                        + " (%s) reaches %d of %d walkable samples; the start was moved to %s, on the largest"
                        + " piece of walkable ground, which reaches %d", where(frame, start),
                        census.reachableSamples(), census.walkableSamples(), where(frame, better),
                        moved.reachableSamples()));
                start = better;
                times = other;
                census = moved;
            }
        }
        if (census.reachableSamples() * 10L < census.walkableSamples()) {
            warnings.add(String.format(java.util.Locale.ROOT, "the start reaches %d of %d walkable samples"
                    + " (%.1f %%): the routes, vantages and shares describe that piece of ground only",
                    census.reachableSamples(), census.walkableSamples(),
                    100.0 * census.reachableSamples() / census.walkableSamples()));
        }
        return new Result(sea, water, isLand, landCount, ground, start, times, census, warnings);
    }

    /** The gate from the census: easy and reached ground as shares of the land, without a baseline. */
    static Gate gate(Result g) {
        return new Gate(Math.min(1, (double) g.census().easySamples() / g.landCount()),
                Math.min(1, (double) g.census().reachableSamples() / g.landCount()), OptionalDouble.empty(),
                OptionalDouble.empty());
    }

    /**
     * Why no sample is walkable, counted by cause: {@code land has no walkable ground: of its 9
     * samples, 5 are rivers or lakes and 4 are steeper than 42°}.
     */
    private static IllegalArgumentException noWalkableGround(PlaySpace s, WalkableGround ground, float[] h,
            boolean[] sea, boolean[] closed) {
        int cols = ground.columns();
        long noData = 0;
        long seaCount = 0;
        long water = 0;
        long steep = 0;
        long besideNoData = 0;
        for (int i = 0; i < h.length; i++) {
            if (Float.isNaN(h[i])) {
                noData++;
            } else if (sea[i]) {
                seaCount++;
            } else if (closed[i]) {
                water++;
            } else if (Double.isNaN(ground.slopeDegrees(i % cols, i / cols))) {
                besideNoData++;
            } else {
                steep++;
            }
        }
        List<String> causes = new ArrayList<>();
        if (water > 0) {
            causes.add(water + (water == 1 ? " is a river or lake" : " are rivers or lakes"));
        }
        if (steep > 0) {
            causes.add(steep + (steep == 1 ? " is" : " are") + " steeper than "
                    + Checks.number(s.tobler().maxSlopeDegrees()) + "°");
        }
        if (seaCount > 0) {
            causes.add(seaCount + (seaCount == 1 ? " is" : " are") + " sea (at or below "
                    + Checks.number(s.seaLevel()) + " m)");
        }
        if (noData > 0) {
            causes.add(noData + (noData == 1 ? " is" : " are") + " no-data");
        }
        if (besideNoData > 0) {
            causes.add(besideNoData + (besideNoData == 1 ? " lies" : " lie") + " beside no-data (no slope)");
        }
        String list = causes.size() == 1 ? causes.get(0)
                : String.join(", ", causes.subList(0, causes.size() - 1)) + " and " + causes.get(causes.size() - 1);
        String why = water == 0 ? "" : "; a river is a sample into which at least " + Checks.number(s.riverArea())
                + " m² (riverArea) drains from upstream, a lake at least " + Checks.number(s.lakeDepth())
                + " m (lakeDepth) deep";
        return new IllegalArgumentException("land has no walkable ground: of its " + h.length + " samples, "
                + list + why);
    }

    /**
     * A position as the user gives one: easting and northing in the file's own coordinates (degrees of
     * longitude and latitude for a geographic file) when the frame is georeferenced, else the frame's
     * x and z in metres.
     */
    private static String where(GridFrame frame, GroundPoint p) {
        return frame.georeference().map(g -> g.crs().isGeographic()
                ? String.format(java.util.Locale.ROOT, "longitude %.6f, latitude %.6f", g.easting(p.x()),
                        g.northing(p.z()))
                : String.format(java.util.Locale.ROOT, "easting %.1f, northing %.1f", g.easting(p.x()),
                        g.northing(p.z())))
                .orElseGet(() -> String.format(java.util.Locale.ROOT, "x %.1f m, z %.1f m", p.x(), p.z()));
    }

    /**
     * The walkable sample nearest {@code centre} among the largest piece of walkable ground (walkable
     * samples joined through their 8 neighbours; ties between pieces to the one found first in row-major
     * order, between samples to the lower index), so the same land always gives the same start.
     */
    private static GroundPoint nearestInLargestPiece(WalkableGround ground, GroundPoint centre) {
        int cols = ground.columns();
        int rows = ground.rows();
        int[] piece = new int[cols * rows];
        int[] queue = new int[cols * rows];
        int pieces = 0;
        int largest = 0;
        int largestSize = 0;
        for (int i = 0; i < piece.length; i++) {
            if (piece[i] != 0 || !ground.walkable(i % cols, i / cols)) {
                continue;
            }
            int label = ++pieces;
            int tail = flood(ground, piece, queue, i, label);
            if (tail > largestSize) {
                largestSize = tail;
                largest = label;
            }
        }
        GridFrame frame = ground.frame();
        double best = Double.POSITIVE_INFINITY;
        int bestIndex = -1;
        for (int i = 0; i < piece.length; i++) {
            if (piece[i] == largest) {
                double dx = frame.x(i % cols) - centre.x();
                double dz = frame.z(i / cols) - centre.z();
                double d = dx * dx + dz * dz;
                if (d < best) {
                    best = d;
                    bestIndex = i;
                }
            }
        }
        return new GroundPoint(frame.x(bestIndex % cols), frame.z(bestIndex / cols));
    }

    /** Labels the walkable piece holding sample {@code seed} (8-connected); returns its size. */
    private static int flood(WalkableGround ground, int[] piece, int[] queue, int seed, int label) {
        int cols = ground.columns();
        int rows = ground.rows();
        int head = 0;
        int tail = 0;
        queue[tail++] = seed;
        piece[seed] = label;
        while (head < tail) {
            int q = queue[head++];
            int c = q % cols;
            int r = q / cols;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nc = c + dc;
                    int nr = r + dr;
                    if (nc >= 0 && nc < cols && nr >= 0 && nr < rows && piece[nr * cols + nc] == 0
                            && ground.walkable(nc, nr)) {
                        piece[nr * cols + nc] = label;
                        queue[tail++] = nr * cols + nc;
                    }
                }
            }
        }
        return tail;
    }
}
