package org.terrain4j.features.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.Nearest;
import org.terrain4j.features.Spine;

/**
 * A ridge lookout (seed 004): a level top on a crest with a shoulder round it and a way up, laid last, on the
 * ground as it will be. Fill only: no sample is lowered, so no summit is.
 *
 * <ol>
 * <li><b>Snap.</b> The top's centre moves to the highest sample within {@link #snapRadius()} (60 m) of the asked
 *     point; the top is level at that sample's height, {@link #topRadius()} (10 m: a 20 m top; seed 004's 30 m pad
 *     saw 0.011 of its land from its middle where the summit before it saw 0.595).</li>
 * <li><b>Shoulder.</b> Round the top the ground falls at {@link #shoulderAngle()} (24°) for the first
 *     {@link #maxFill()} metres of drop, then at the angle of rest (38°, thermal weathering's):
 *     {@code shoulder = top − fall(max(0, d' − topRadius))}, {@code d'} the distance from the centre moved by the
 *     wobble (metres, never a share of the distance). A shoulder at 24° alone on a summit steeper than itself
 *     would never meet the ground and the fill would end in a straight-edged step where its reach is cut; falling
 *     at the angle of rest further out it meets any ground up to 38°.</li>
 * <li><b>Way up.</b> The last {@link #rampLength()} metres (600) of a route ending near the top (the least-time
 *     route the measure walks) become a Catmull–Rom {@link Spine} ending at the centre, and along it a ramp falls
 *     from the top's edge at {@link #rampAngle()} (22°):
 *     {@code ramp(s) = top − max(0, L − s − topRadius)·tan(rampAngle)}, L the spine's length. Across it the ramp is
 *     level for {@link #rampHalfWidth()} metres each side and then falls as the shoulder does, at
 *     {@link #rampSideAngle()} (33°) for {@code maxFill} metres of drop and then at 38°, the distance across moved
 *     by the wobble: a strip along the route whose edges wander by metres of noise, not a slab with straight edges
 *     (the seed's open item).</li>
 * <li><b>Fill.</b> The ground becomes {@code max(g, min(max(shoulder, ramp), g + maxFill))}: never lower, never
 *     more than {@link #maxFill()} (30 m) above the ground it stands on. Nothing farther than four fills' drop
 *     below the top or the ramp's line changes (on ground steeper than 38° the fill ends there in a step).</li>
 * </ol>
 * Where the ground already stands above the ramp's line it is kept, so the way up is at most as steep as the ground
 * or the ramp, whichever is gentler; the ramp's own centre line falls at exactly the ramp angle where it fills.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods. {@link #applyTo}
 * writes only the caller's buffer.
 *
 * @since 0.1
 */
public final class Lookout {

    private final String name;
    private final GroundPoint near;
    private final List<GroundPoint> route;
    private final double topRadius;
    private final double snapRadius;
    private final double shoulderAngle;
    private final double rampLength;
    private final double rampAngle;
    private final double rampHalfWidth;
    private final double rampSideAngle;
    private final double maxFill;
    private final Wobble wobble;

    private Lookout(String name, GroundPoint near, List<GroundPoint> route, double topRadius, double snapRadius,
            double shoulderAngle, double rampLength, double rampAngle, double rampHalfWidth, double rampSideAngle,
            double maxFill, Wobble wobble) {
        this.name = Forms.name(name);
        this.near = Forms.centre(near);
        this.route = List.copyOf(Objects.requireNonNull(route, "route"));
        this.topRadius = Checks.inRange("topRadius", topRadius, 1, 100);
        this.snapRadius = Checks.inRange("snapRadius", snapRadius, 0, 1000);
        this.shoulderAngle = Forms.above("shoulderAngle", shoulderAngle, 0, 45, "degrees");
        this.rampLength = Checks.inRange("rampLength", rampLength, 0, 10000);
        this.rampAngle = Forms.above("rampAngle", rampAngle, 0, 42, "degrees");
        this.rampHalfWidth = Checks.inRange("rampHalfWidth", rampHalfWidth, 0.5, 100);
        this.rampSideAngle = Forms.above("rampSideAngle", rampSideAngle, 0, 45, "degrees");
        this.maxFill = Forms.above("maxFill", maxFill, 0, 300, "m");
        this.wobble = Forms.wobble(wobble);
    }

    /**
     * A lookout near a point with seed 004's settings: a 20 m top snapped within 60 m, a 24° shoulder, no way up
     * yet, at most 30 m of fill, a wobble of 3 m at 40 m wavelength.
     *
     * @param x metres east; finite
     * @param z metres south; finite
     * @return the lookout, named "lookout"
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Lookout at(double x, double z) {
        return new Lookout("lookout", new GroundPoint(x, z), List.of(), 10, 60, 24, 600, 22, 3, 33, 30,
                Wobble.of(3, 40, 0));
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public Lookout withName(String name) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * The route whose last {@link #rampLength()} metres become the way up.
     *
     * @param route points on the plan from the route's start to its end near the top, metres; empty for no way up
     * @return a copy with this route
     * @throws NullPointerException if route or a point is null
     */
    public Lookout withRoute(List<GroundPoint> route) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * @param topRadius  the level top's radius, metres; in [1, 100]
     * @param snapRadius how far the centre may move to the highest ground, metres; in [0, 1000]
     * @return a copy with this top
     */
    public Lookout withTop(double topRadius, double snapRadius) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * @param shoulderAngle degrees; in (0, 45]
     * @return a copy with this shoulder
     */
    public Lookout withShoulderAngle(double shoulderAngle) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * @param rampLength    metres of the route made a ramp; in [0, 10000]
     * @param rampAngle     the ramp's fall along the route, degrees; in (0, 42]
     * @param rampHalfWidth the ramp's level half-width, metres; in [0.5, 100]
     * @param rampSideAngle the fall of the ramp's sides, degrees; in (0, 45]
     * @return a copy with this way up
     */
    public Lookout withRamp(double rampLength, double rampAngle, double rampHalfWidth, double rampSideAngle) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * @param maxFill the most the ground is raised anywhere, metres; in (0, 300]
     * @return a copy with this limit
     */
    public Lookout withMaxFill(double maxFill) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /**
     * @param wobble noise in metres on the shoulder's and the ramp's edges
     * @return a copy with this wobble
     */
    public Lookout withWobble(Wobble wobble) {
        return new Lookout(name, near, route, topRadius, snapRadius, shoulderAngle, rampLength, rampAngle,
                rampHalfWidth, rampSideAngle, maxFill, wobble);
    }

    /** @return the name */
    public String name() {
        return name;
    }

    /** @return the point asked for, before the snap, metres */
    public GroundPoint asked() {
        return near;
    }

    /** @return the route given for the way up (unmodifiable) */
    public List<GroundPoint> route() {
        return route;
    }

    /** @return the level top's radius, metres */
    public double topRadius() {
        return topRadius;
    }

    /** @return how far the centre may move to the highest ground, metres */
    public double snapRadius() {
        return snapRadius;
    }

    /** @return the shoulder's angle, degrees */
    public double shoulderAngle() {
        return shoulderAngle;
    }

    /** @return metres of route made a ramp */
    public double rampLength() {
        return rampLength;
    }

    /** @return the ramp's angle along the route, degrees */
    public double rampAngle() {
        return rampAngle;
    }

    /** @return the ramp's level half-width, metres */
    public double rampHalfWidth() {
        return rampHalfWidth;
    }

    /** @return the ramp sides' angle, degrees */
    public double rampSideAngle() {
        return rampSideAngle;
    }

    /** @return the most fill anywhere, metres */
    public double maxFill() {
        return maxFill;
    }

    /** @return the edges' noise */
    public Wobble wobble() {
        return wobble;
    }

    /**
     * Where the top goes on a grid: the highest sample within the snap radius of {@link #asked()} (the first in
     * row-major order among equals).
     *
     * @param ground the grid
     * @return the top's centre, metres
     * @throws IllegalArgumentException if no finite sample lies within the snap radius
     */
    public GroundPoint snap(HeightfieldBuffer ground) {
        GridFrame f = ground.frame();
        int bestC = -1;
        int bestR = -1;
        double best = Double.NEGATIVE_INFINITY;
        double reach = Math.max(snapRadius, 0.5 * Math.min(f.spacingX(), f.spacingZ()));
        int c0 = Math.max(0, (int) Math.floor((near.x() - reach - f.originX()) / f.spacingX()));
        int c1 = Math.min(ground.columns() - 1, (int) Math.ceil((near.x() + reach - f.originX()) / f.spacingX()));
        int r0 = Math.max(0, (int) Math.floor((near.z() - reach - f.originZ()) / f.spacingZ()));
        int r1 = Math.min(ground.rows() - 1, (int) Math.ceil((near.z() + reach - f.originZ()) / f.spacingZ()));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                double dx = f.x(c) - near.x();
                double dz = f.z(r) - near.z();
                double h = ground.get(c, r);
                if (dx * dx + dz * dz <= reach * reach && h > best) {
                    best = h;
                    bestC = c;
                    bestR = r;
                }
            }
        }
        if (bestC < 0) {
            throw new IllegalArgumentException("no ground within snapRadius " + snapRadius + " m of the lookout '"
                    + name + "' at (" + near.x() + ", " + near.z() + ") m");
        }
        return new GroundPoint(f.x(bestC), f.z(bestR));
    }

    /**
     * The way up's centre line: the last {@link #rampLength()} metres of the route, from the route point nearest
     * the top back along the route, ending at the top's centre; empty when there is no route or it stays within
     * the top.
     *
     * @param top the top's centre, metres
     * @return the spine, from its low end to the top
     */
    public Optional<Spine> way(GroundPoint top) {
        if (route.isEmpty()) {
            return Optional.empty();
        }
        int end = 0;
        double nearest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < route.size(); i++) {
            double d = Math.hypot(route.get(i).x() - top.x(), route.get(i).z() - top.z());
            if (d < nearest) {
                nearest = d;
                end = i;
            }
        }
        List<GroundPoint> back = new ArrayList<>();
        back.add(top);
        double walked = nearest;
        GroundPoint last = top;
        for (int i = end; i >= 0 && walked < rampLength; i--) {
            GroundPoint p = route.get(i);
            double step = Math.hypot(p.x() - last.x(), p.z() - last.z());
            if (step < 1e-9) {
                continue;
            }
            if (walked + step > rampLength) {
                double t = (rampLength - walked) / step;
                p = new GroundPoint(last.x() + t * (p.x() - last.x()), last.z() + t * (p.z() - last.z()));
                step = rampLength - walked;
            }
            if (walked > topRadius || walked + step > topRadius) {
                back.add(p);
            }
            walked += step;
            last = p;
        }
        if (back.size() < 2) {
            return Optional.empty();
        }
        java.util.Collections.reverse(back);
        return Optional.of(Spine.through(back));
    }

    /**
     * Lays the lookout on a grid in place: snap, shoulder, way up, fill (the class comment). No-data (NaN)
     * samples stay NaN.
     *
     * @param ground the grid to change; not frozen
     * @return the top's centre after the snap, metres
     * @throws NullPointerException     if ground is null
     * @throws IllegalStateException    if the buffer is frozen
     * @throws IllegalArgumentException if no finite ground lies within the snap radius
     */
    public GroundPoint applyTo(HeightfieldBuffer ground) {
        Objects.requireNonNull(ground, "ground");
        if (ground.isFrozen()) {
            throw new IllegalStateException("ground is frozen");
        }
        GridFrame f = ground.frame();
        GroundPoint top = snap(ground);
        int tc = (int) Math.round((top.x() - f.originX()) / f.spacingX());
        int tr = (int) Math.round((top.z() - f.originZ()) / f.spacingZ());
        double level = ground.get(tc, tr);
        double tanShoulder = Math.tan(Math.toRadians(shoulderAngle));
        double tanRamp = Math.tan(Math.toRadians(rampAngle));
        double tanSide = Math.tan(Math.toRadians(rampSideAngle));
        Spine way = way(top).orElse(null);
        double wayLength = way == null ? 0 : way.length();
        double shoulderReach = topRadius + fallReach(tanShoulder) + 2 * wobble.amplitude();
        double sideReach = rampHalfWidth + fallReach(tanSide) + 2 * wobble.amplitude();
        double minX = top.x() - shoulderReach;
        double maxX = top.x() + shoulderReach;
        double minZ = top.z() - shoulderReach;
        double maxZ = top.z() + shoulderReach;
        if (way != null) {
            for (GroundPoint p : way.points()) {
                minX = Math.min(minX, p.x() - sideReach);
                maxX = Math.max(maxX, p.x() + sideReach);
                minZ = Math.min(minZ, p.z() - sideReach);
                maxZ = Math.max(maxZ, p.z() + sideReach);
            }
        }
        int c0 = Math.max(0, (int) Math.floor((minX - f.originX()) / f.spacingX()));
        int c1 = Math.min(ground.columns() - 1, (int) Math.ceil((maxX - f.originX()) / f.spacingX()));
        int r0 = Math.max(0, (int) Math.floor((minZ - f.originZ()) / f.spacingZ()));
        int r1 = Math.min(ground.rows() - 1, (int) Math.ceil((maxZ - f.originZ()) / f.spacingZ()));
        int cols = c1 - c0 + 1;
        double[] out = new double[(r1 - r0 + 1) * cols];
        for (int r = r0; r <= r1; r++) {
            double z = f.z(r);
            for (int c = c0; c <= c1; c++) {
                double x = f.x(c);
                double g = ground.get(c, r);
                double d = Math.hypot(x - top.x(), z - top.z()) + wobble.offset(x, z, top.x(), top.z());
                double shape = d - topRadius <= fallReach(tanShoulder) ? level - fall(Math.max(0, d - topRadius), tanShoulder)
                        : Double.NEGATIVE_INFINITY;
                if (way != null) {
                    Optional<Nearest> n = way.nearest(x, z, sideReach);
                    if (n.isPresent()) {
                        Nearest hit = n.get();
                        double line = level - Math.max(0, wayLength - hit.along() - topRadius) * tanRamp;
                        double across = Math.max(0, hit.distance() + wobble.offset(x, z, hit.x(), hit.z()));
                        double run = Math.max(0, across - rampHalfWidth);
                        if (run <= fallReach(tanSide)) {
                            shape = Math.max(shape, line - fall(run, tanSide));
                        }
                    }
                }
                out[(r - r0) * cols + c - c0] = Double.isNaN(g) ? g : Math.max(g, Math.min(shape, g + maxFill));
            }
        }
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                double v = out[(r - r0) * cols + c - c0];
                if (v > ground.get(c, r)) {
                    ground.set(c, r, v);
                }
            }
        }
        return top;
    }

    /** The angle the fill falls at past its design fall, degrees: thermal weathering's angle of rest. */
    static final double REST_ANGLE = 38;

    /**
     * The fall below a high line {@code run} metres out from where a fall at {@code tanFall} begins: at
     * {@code tanFall} until it has fallen {@link #maxFill()}, then at the angle of rest, so that it meets any
     * ground gentler than that (a fall at a fixed gentler angle on a summit steeper than itself would never meet
     * it, and the fill would end in a straight-edged step where the form's reach ends).
     */
    private double fall(double run, double tanFall) {
        double designRun = maxFill / tanFall;
        if (run <= designRun) {
            return run * tanFall;
        }
        return maxFill + (run - designRun) * Math.tan(Math.toRadians(REST_ANGLE));
    }

    /** Metres out from a fall's start within which the form can change the ground (four fills' drop). */
    private double fallReach(double tanFall) {
        return maxFill / tanFall + 3 * maxFill / Math.tan(Math.toRadians(REST_ANGLE));
    }

    @Override
    public String toString() {
        return "Lookout[" + name + " near (" + near.x() + ", " + near.z() + "), top " + 2 * topRadius + " m, ramp "
                + rampLength + " m at " + rampAngle + "°]";
    }
}
