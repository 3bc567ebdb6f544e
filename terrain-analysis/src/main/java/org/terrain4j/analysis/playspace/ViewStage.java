package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import org.terrain4j.analysis.prominence.Summit;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;

/**
 * The visibility stage of the play-space measure: the view of each reached vantage, the union of the
 * viewsheds from its {@linkplain #lookout standing spots}, as a share of the land, and the land seen
 * from the reached vantages together. The viewsheds run on {@link PlaySpace#threads()} workers; each
 * depends only on its own spot and the union is taken in a fixed order, so the result is the same
 * whatever the thread count. Package-private; stateless.
 */
final class ViewStage {

    private ViewStage() {
    }

    /**
     * The stage's result.
     *
     * @param seenByVantages row-major, {@code cols × rows}: land seen from some reached vantage
     * @param seenLand       the number of such samples
     * @param vantages       every summit measured, in its order, with its view's share of the land
     */
    record Result(boolean[] seenByVantages, long seenLand, List<Vantage> vantages) {
    }

    /** Runs the stage (progress 0.6). */
    static Result run(Site site, List<Summit> targets, boolean[] targetReached, GroundStage.Result g) {
        site.step(0.6, "vantage viewsheds");
        int n = site.size();
        boolean[] isLand = g.isLand();
        boolean[] seenByVantages = new boolean[n];
        long seenLand = 0;
        double[] coverage = new double[targets.size()];
        boolean[][] views = viewsheds(site, site.s.visibility(), targets, targetReached);
        for (int k = 0; k < targets.size(); k++) {
            boolean[] v = views[k];
            if (v == null) {
                continue;
            }
            long c = 0;
            for (int i = 0; i < n; i++) {
                if (v[i] && isLand[i]) {
                    c++;
                    if (!seenByVantages[i]) {
                        seenByVantages[i] = true;
                        seenLand++;
                    }
                }
            }
            coverage[k] = (double) c / g.landCount();
        }
        List<Vantage> vantages = new ArrayList<>();
        for (int k = 0; k < targets.size(); k++) {
            Summit t = targets.get(k);
            vantages.add(new Vantage(t.position(), t.height(), t.prominence(), coverage[k], targetReached[k]));
        }
        return new Result(seenByVantages, seenLand, vantages);
    }

    /** The view of each reached target, the union of the viewsheds from its standing spots. */
    private static boolean[][] viewsheds(Site site, Visibility vis, List<Summit> targets, boolean[] reached) {
        boolean[][] views = new boolean[targets.size()][];
        List<int[]> todo = new ArrayList<>();
        List<List<GroundPoint>> spots = new ArrayList<>();
        for (int k = 0; k < targets.size(); k++) {
            spots.add(reached[k] ? lookout(site, targets.get(k).position(), vis.observerHeight()) : List.of());
            for (int j = 0; j < spots.get(k).size(); j++) {
                todo.add(new int[] {k, j});
            }
        }
        boolean[][] each = new boolean[todo.size()][];
        int threads = site.s.threads();
        if (threads == 1 || todo.size() < 2) {
            for (int i = 0; i < todo.size(); i++) {
                each[i] = vis.viewshed(site.land, spots.get(todo.get(i)[0]).get(todo.get(i)[1])).toArray();
            }
            return union(views, todo, each);
        }
        ForkJoinPool pool = new ForkJoinPool(Math.min(threads, todo.size()));
        try {
            pool.submit(() -> java.util.stream.IntStream.range(0, todo.size()).parallel().forEach(
                    i -> each[i] = vis.viewshed(site.land, spots.get(todo.get(i)[0]).get(todo.get(i)[1])).toArray()))
                    .get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("play-space measure interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                // a worker's exception reaches here as the fork-join pool's copy, whose message is the
                // original's toString() (class name first): throw the original
                throw re.getCause() instanceof RuntimeException o && o.getClass() == re.getClass() ? o : re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("play-space viewsheds failed: " + cause.getMessage(), cause);
        } finally {
            pool.shutdown();
        }
        return union(views, todo, each);
    }

    private static boolean[][] union(boolean[][] views, List<int[]> todo, boolean[][] each) {
        for (int i = 0; i < todo.size(); i++) {
            int k = todo.get(i)[0];
            if (views[k] == null) {
                views[k] = each[i];
            } else {
                boolean[] v = views[k];
                boolean[] e = each[i];
                for (int q = 0; q < v.length; q++) {
                    v[q] |= e[q];
                }
            }
        }
        return views;
    }

    /**
     * Where a person stands on a lookout: its top, and up to eight spots {@link PlaySpace#LOOKOUT_INSET} inside
     * its rim, one along each of the eight directions 45° apart (east first, then clockwise seen from
     * above). Along a direction the rim is the last point, stepping out by half the smaller sample spacing,
     * before the ground falls more than the eye height below the top, and at most
     * {@link PlaySpace#LOOKOUT_REACH} out. A spot less than half a sample spacing from the top (a pointed top,
     * whose rim is within about 4 m) is left out, as is one on no-data.
     */
    private static List<GroundPoint> lookout(Site site, GroundPoint top, double eyeHeight) {
        GridFrame frame = site.frame;
        int cols = site.cols;
        int rows = site.rows;
        List<GroundPoint> out = new ArrayList<>();
        out.add(top);
        double tc = frame.column(top.x());
        double tr = frame.row(top.z());
        Standing g = new Standing(site.h, cols, rows, frame, PlaySpace.FLANK_TOLERANCE);
        double topHeight = g.ground(tc, tr);
        double step = 0.5 * Math.min(frame.spacingX(), frame.spacingZ());
        for (int dir = 0; dir < 8; dir++) {
            double a = dir * Math.PI / 4;
            double dx = Math.cos(a);
            double dz = Math.sin(a);
            double rim = 0;
            for (double d = step; d <= PlaySpace.LOOKOUT_REACH + 1e-9; d += step) {
                double c = frame.column(top.x() + d * dx);
                double r = frame.row(top.z() + d * dz);
                if (c < 0 || c > cols - 1 || r < 0 || r > rows - 1) {
                    break;
                }
                double h = g.ground(c, r);
                if (!(h >= topHeight - eyeHeight)) {
                    break;
                }
                rim = d;
            }
            double at = rim - PlaySpace.LOOKOUT_INSET;
            if (at >= step) {
                GroundPoint spot = new GroundPoint(top.x() + at * dx, top.z() + at * dz);
                if (!Double.isNaN(g.ground(frame.column(spot.x()), frame.row(spot.z())))) {
                    out.add(spot);
                }
            }
        }
        return out;
    }
}
