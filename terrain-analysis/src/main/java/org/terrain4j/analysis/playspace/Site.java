package org.terrain4j.analysis.playspace;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;

/**
 * What every stage of one play-space measure reads: the settings, the land and its grid, the caller's
 * start, water and targets, and the progress listener. Built by {@link #of}, which checks the inputs
 * before any work. Package-private; confined to the thread that runs the measure (the heights array is
 * shared read-only with the viewshed workers).
 */
final class Site {
    final PlaySpace s;
    final Heightfield land;
    /** The caller's start, world metres, or null for the default start. */
    final GroundPoint requestedStart;
    /** The caller's inland water, row-major, or null to take it from the land's drainage. */
    final boolean[] givenWater;
    /** The caller's route targets, or null for the vantages. */
    final List<GroundPoint> routeTargets;
    final ProgressListener progress;
    final int cols;
    final int rows;
    final GridFrame frame;
    /** The land's heights, metres, row-major; NaN for no-data. */
    final float[] h;

    private Site(PlaySpace s, Heightfield land, GroundPoint start, boolean[] water, List<GroundPoint> targets,
            ProgressListener progress) {
        this.s = s;
        this.land = land;
        this.requestedStart = start;
        this.givenWater = water;
        this.routeTargets = targets;
        this.progress = progress;
        this.cols = land.columns();
        this.rows = land.rows();
        this.frame = land.frame();
        if (cols < 3 || rows < 3) {
            throw new IllegalArgumentException("land must be at least 3 × 3 samples, got " + cols + " × " + rows);
        }
        double spacing = Math.min(frame.spacingX(), frame.spacingZ());
        if (spacing > s.landforms().radius()) { // Landforms.map's own rule, checked before the routes
            throw new IllegalArgumentException("land's samples are " + Checks.number(spacing) + " m apart, more"
                    + " than the " + Checks.number(s.landforms().radius()) + " m radius of the landform census"
                    + " (landforms): the play-space measure needs samples at most that far apart");
        }
        if (water != null && water.length != cols * rows) {
            throw new IllegalArgumentException("water must have columns × rows = " + cols * rows
                    + " elements, got " + water.length);
        }
        if (start != null && !onGrid(start)) {
            throw new IllegalArgumentException("start (" + start.x() + ", " + start.z() + ") m lies off the grid, "
                    + extent());
        }
        if (targets != null) {
            for (GroundPoint t : targets) {
                Objects.requireNonNull(t, "target");
                if (!onGrid(t)) {
                    throw new IllegalArgumentException("target (" + t.x() + ", " + t.z() + ") m lies off the grid, "
                            + extent());
                }
            }
        }
        this.h = land.toArray();
    }

    /**
     * The checked inputs of one measure.
     *
     * @throws IllegalArgumentException if the land is smaller than 3 × 3, its spacing exceeds the
     *                                  landform radius, the water map's length differs, or the start or a
     *                                  target lies off the grid
     * @throws NullPointerException     if a target is null
     */
    static Site of(PlaySpace s, Heightfield land, GroundPoint start, boolean[] water, List<GroundPoint> targets,
            ProgressListener progress) {
        return new Site(s, land, start, water, targets, progress);
    }

    /** The number of samples, {@code cols × rows}. */
    int size() {
        return cols * rows;
    }

    /** The longer of the grid's two extents, metres: "the land's side". */
    double side() {
        return Math.max((cols - 1) * frame.spacingX(), (rows - 1) * frame.spacingZ());
    }

    /**
     * Tells the listener of progress.
     *
     * @throws CancellationException if the listener cancelled
     */
    void step(double fraction, String message) {
        if (progress.isCancelled()) {
            throw new CancellationException("play-space measure cancelled");
        }
        progress.progress(fraction, message);
    }

    private String extent() {
        double x0 = frame.x(0);
        double x1 = frame.x(cols - 1);
        double z0 = frame.z(0);
        double z1 = frame.z(rows - 1);
        return "which covers x " + Math.min(x0, x1) + " to " + Math.max(x0, x1) + " m and z " + Math.min(z0, z1)
                + " to " + Math.max(z0, z1) + " m";
    }

    private boolean onGrid(GroundPoint p) {
        double c = frame.column(p.x());
        double r = frame.row(p.z());
        return c >= -0.5 && c <= cols - 0.5 && r >= -0.5 && r <= rows - 0.5;
    }
}
