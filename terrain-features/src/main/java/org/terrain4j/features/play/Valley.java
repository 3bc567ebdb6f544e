package org.terrain4j.features.play;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.Nearest;
import org.terrain4j.features.Spine;

import static org.terrain4j.features.Blend.smoothstep;

/**
 * A designed valley (seed 004): a floor graded through a list of heights along a {@link Spine}, walls on both
 * sides whose height wanders between {@value #MIN_WALL_SHARE} and {@value #MAX_WALL_SHARE} of the nominal over
 * about {@link #variationWavelength()} metres (walls of even height "looked machined"), a scree apron at their
 * foot, a shoulder falling away behind their top, and optionally a gate: the two walls pinched in to a chosen gap.
 *
 * <p><b>The cross-section</b> at a point {@code d} metres from the spine, {@code s} metres along it (read by
 * {@link Spine#smoothAlong}, so the walls carry no stripe where the polyline's nearest point stands still on a
 * corner beside a bend), {@code f(s)} the floor (the control curve along the spine) and {@code b(s)} the floor's half-width
 * ({@link #floorHalfWidth()}, pinched by the gate):
 * <pre>
 *   top(s)   = wallHeight · share(s, side) · ends(s)     share in [0.45, 1.25]; ends eases 0 → 1 over endFade
 *   wall(d)  = f                                      d ≤ b
 *            = f + (d − b) · tan(apronAngle)             up to apronShare · top (the scree apron)
 *            = then rising at tan(wallAngle), without end
 *   shoulder = f + top − (d − dTop) · tan(shoulderAngle)  dTop where wall(d) reaches f + top
 *   height   = min(wall(d), max(ground, shoulder))    for d &lt; reach; the ground beyond
 * </pre>
 * So the floor is cut or filled to its grade; where the ground stands lower than the wall's top the wall is built
 * up and falls away behind by the shoulder; where the ground stands higher the wall is a cut face rising at the
 * wall angle until it meets the ground. The reach is where the shoulder of the highest wall has fallen to one
 * nominal wall height below the floor (plus twice the {@linkplain #withWobble wobble}'s amplitude); ground lying
 * lower than that at the reach keeps a step there. With a {@link Wobble} the distance {@code d} is moved by metres
 * of noise (never a share of it) read at the point and at the spine's spot {@code s} along, zero on the spine.
 *
 * <p><b>The wall's share</b> on each side is {@code 0.85 + 0.4·sin(θ(s))} with
 * {@code θ(s) = 2πs/λ + φ + 0.8·sin(2πs/(3.1λ) + ψ)}, λ the variation wavelength and φ, ψ drawn from the seed (one
 * pair per side). θ always advances ({@code θ' ≥ 2π/λ·(1 − 0.8/3.1) > 0}), so the share swings fully from 0.45 to
 * 1.25 and back within every 1.35 λ, at irregular spacing.
 *
 * <p><b>The gate</b> narrows the floor's half-width to {@code gap / 2} at {@code gateAlong}, easing back to the
 * full width by smoothstep over {@code gateLength / 2} on each side: the two walls come in as buttresses.
 *
 * <p>Not yet here (issue 31): weakened rock for the erosion to clear and walls held against it.
 *
 * <p>Immutable and thread-safe; copies with one setting changed by the {@code withX} methods.
 *
 * @since 0.1
 */
public final class Valley {

    /** The least share of the nominal wall height a wall stands. */
    public static final double MIN_WALL_SHARE = 0.45;
    /** The greatest share of the nominal wall height a wall stands. */
    public static final double MAX_WALL_SHARE = 1.25;

    private final String name;
    private final Spine spine;
    private final ControlCurve floor;
    private final double floorHalfWidth;
    private final double wallHeight;
    private final double wallAngle;
    private final double apronShare;
    private final double apronAngle;
    private final double shoulderAngle;
    private final double variationWavelength;
    private final double endFade;
    private final long seed;
    private final double gateAlong;
    private final double gateGap;
    private final double gateLength;
    private final Wobble wobble;
    private final double[] phase = new double[4];

    private Valley(String name, Spine spine, ControlCurve floor, double floorHalfWidth, double wallHeight,
            double wallAngle, double apronShare, double apronAngle, double shoulderAngle, double variationWavelength,
            double endFade, long seed, double gateAlong, double gateGap, double gateLength, Wobble wobble) {
        this.name = Forms.name(name);
        this.spine = Objects.requireNonNull(spine, "spine");
        this.floor = Objects.requireNonNull(floor, "floor");
        if (floor.size() != spine.controlPointCount()) {
            throw new IllegalArgumentException("floor must have one height per control point of the spine ("
                    + spine.controlPointCount() + "), had " + floor.size());
        }
        if (!(Double.isFinite(floor.min()) && Double.isFinite(floor.max()))) {
            throw new IllegalArgumentException("floor heights must be finite");
        }
        this.floorHalfWidth = Checks.inRange("floorHalfWidth", floorHalfWidth, 1, 1000);
        this.wallHeight = Forms.above("wallHeight", wallHeight, 0, 300, "m");
        this.wallAngle = Forms.above("wallAngle", wallAngle, 0, 80, "degrees");
        this.apronShare = Checks.inRange("apronShare", apronShare, 0, 0.9);
        this.apronAngle = Forms.above("apronAngle", apronAngle, 0, wallAngle, "degrees (at most the wallAngle)");
        this.shoulderAngle = Forms.above("shoulderAngle", shoulderAngle, 0, 45, "degrees");
        this.variationWavelength = Checks.inRange("variationWavelength", variationWavelength, 20, 10000);
        this.endFade = Checks.inRange("endFade", endFade, 0, 10000);
        this.seed = seed;
        if (!Double.isNaN(gateAlong)) {
            Checks.inRange("gateAlong", gateAlong, 0, spine.length());
            Checks.inRange("gateGap", gateGap, 1, 2 * floorHalfWidth);
            Checks.inRange("gateLength", gateLength, 1, 10000);
        }
        this.gateAlong = gateAlong;
        this.gateGap = gateGap;
        this.gateLength = gateLength;
        this.wobble = Forms.wobble(wobble);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < phase.length; i++) {
            phase[i] = 2 * Math.PI * random.nextDouble();
        }
    }

    /**
     * A valley along a spine with its floor graded through one height per control point, and the defaults: floor
     * 20 m wide, walls 40 m nominal at 60° over an apron of 30 % of their height at 33°, a shoulder of 25°,
     * variation over 260 m, the walls easing in over 80 m at each end, seed 0, no gate.
     *
     * @param spine the valley's line, upstream to downstream or either way
     * @param floor the floor's height at each control point, metres; one per control point, finite
     * @return the valley, named "valley"
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the floor's size does not match the spine's control points
     */
    public static Valley along(Spine spine, ControlCurve floor) {
        return new Valley("valley", spine, floor, 10, 40, 60, 0.3, 33, 25, 260, 80, 0, Double.NaN, 0, 0, Wobble.none());
    }

    /**
     * @param name the name; not blank
     * @return a copy with this name
     */
    public Valley withName(String name) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param floorHalfWidth metres from the spine to the foot of each wall; in [1, 1000]
     * @return a copy with this floor
     */
    public Valley withFloorHalfWidth(double floorHalfWidth) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param wallHeight the nominal wall height above the floor, metres; in (0, 300]
     * @param wallAngle  the wall's angle above its apron, degrees; in (0, 80]
     * @return a copy with these walls
     */
    public Valley withWalls(double wallHeight, double wallAngle) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param apronShare the share of the wall's height its apron takes; in [0, 0.9]
     * @param apronAngle the apron's angle, degrees; in (0, wallAngle]
     * @return a copy with this apron
     */
    public Valley withApron(double apronShare, double apronAngle) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param shoulderAngle the angle the ground falls behind a wall's top, degrees; in (0, 45]
     * @return a copy with this shoulder
     */
    public Valley withShoulderAngle(double shoulderAngle) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param variationWavelength metres over which a wall's height swings, the λ of the class comment; in
     *                            [20, 10000]
     * @return a copy with this variation
     */
    public Valley withVariationWavelength(double variationWavelength) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param endFade metres over which the walls ease in from each end of the spine; in [0, 10000]
     * @return a copy with this fade
     */
    public Valley withEndFade(double endFade) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * @param seed the seed of the walls' variation
     * @return a copy with this seed
     */
    public Valley withSeed(long seed) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /**
     * Noise in metres on the valley's cross-section: the distance from the spine is moved by
     * {@code amplitude·(n(p) − n(q))}, q the spine's spot at the point's distance along (see the class comment), so
     * the spine itself stays on the floor and the
     * walls' feet and tops wander by at most twice the amplitude.
     *
     * @param wobble the noise; {@link Wobble#none()} for none (the default)
     * @return a copy with this wobble
     * @throws NullPointerException if wobble is null
     */
    public Valley withWobble(Wobble wobble) {
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, gateAlong, gateGap, gateLength, wobble);
    }

    /** @return the cross-section's noise */
    public Wobble wobble() {
        return wobble;
    }

    /**
     * A gate: the floor pinched to {@code gap} metres wide at {@code along}, easing back over {@code length / 2}
     * each way.
     *
     * @param along  metres along the spine; in [0, spine length]
     * @param gap    the floor's width at the gate, metres; in [1, 2 · floorHalfWidth]
     * @param length metres along the spine over which the buttresses stand; in [1, 10000]
     * @return a copy with this gate
     * @throws IllegalArgumentException naming the parameter if one is out of range
     */
    public Valley withGate(double along, double gap, double length) {
        Checks.finite("gateAlong", along);
        return new Valley(name, spine, floor, floorHalfWidth, wallHeight, wallAngle, apronShare, apronAngle,
                shoulderAngle, variationWavelength, endFade, seed, along, gap, length, wobble);
    }

    /** @return the name */
    public String name() {
        return name;
    }

    /** @return the spine */
    public Spine spine() {
        return spine;
    }

    /** @return the floor's heights, one per control point, metres */
    public ControlCurve floor() {
        return floor;
    }

    /** @return metres from the spine to each wall's foot, away from a gate */
    public double floorHalfWidth() {
        return floorHalfWidth;
    }

    /** @return the nominal wall height above the floor, metres */
    public double wallHeight() {
        return wallHeight;
    }

    /** @return the wall's angle, degrees */
    public double wallAngle() {
        return wallAngle;
    }

    /** @return the apron's share of the wall height */
    public double apronShare() {
        return apronShare;
    }

    /** @return the apron's angle, degrees */
    public double apronAngle() {
        return apronAngle;
    }

    /** @return the shoulder's angle, degrees */
    public double shoulderAngle() {
        return shoulderAngle;
    }

    /** @return the wavelength of the walls' variation, metres */
    public double variationWavelength() {
        return variationWavelength;
    }

    /** @return metres over which the walls ease in at each end */
    public double endFade() {
        return endFade;
    }

    /** @return the seed */
    public long seed() {
        return seed;
    }

    /** @return where the gate stands, metres along the spine, if there is one */
    public Optional<Double> gateAlong() {
        return Double.isNaN(gateAlong) ? Optional.empty() : Optional.of(gateAlong);
    }

    /** @return the gate's gap, metres (0 without a gate) */
    public double gateGap() {
        return gateGap;
    }

    /** @return the gate's length along the spine, metres (0 without a gate) */
    public double gateLength() {
        return gateLength;
    }

    /**
     * A wall's share of the nominal height at a distance along the spine, before the ends' easing.
     *
     * @param along metres along the spine
     * @param left  the left wall (looking along the spine) or the right
     * @return a share in [{@value #MIN_WALL_SHARE}, {@value #MAX_WALL_SHARE}]
     */
    public double wallShare(double along, boolean left) {
        int k = left ? 0 : 2;
        double lambda = variationWavelength;
        double theta = 2 * Math.PI * along / lambda + phase[k]
                + 0.8 * Math.sin(2 * Math.PI * along / (3.1 * lambda) + phase[k + 1]);
        return 0.85 + 0.4 * Math.sin(theta);
    }

    /**
     * The floor's half-width at a distance along the spine, pinched by the gate.
     *
     * @param along metres along the spine
     * @return metres
     */
    public double halfWidthAt(double along) {
        if (Double.isNaN(gateAlong)) {
            return floorHalfWidth;
        }
        double t = 1 - smoothstep(Math.abs(along - gateAlong), 0, gateLength / 2);
        return floorHalfWidth + (gateGap / 2 - floorHalfWidth) * t;
    }

    /**
     * The wall's top above the floor at a distance along the spine: nominal × share × the ends' easing.
     *
     * @param along metres along the spine
     * @param left  which wall
     * @return metres
     */
    public double wallTop(double along, boolean left) {
        double ends = endFade == 0 ? 1
                : smoothstep(along, 0, endFade) * smoothstep(spine.length() - along, 0, endFade);
        return wallHeight * wallShare(along, left) * ends;
    }

    /**
     * @return the farthest from the spine the valley changes the ground, metres (see the class comment)
     */
    public double reach() {
        double top = wallHeight * MAX_WALL_SHARE;
        return floorHalfWidth + run(top) + (top + wallHeight) / Math.tan(Math.toRadians(shoulderAngle))
                + 2 * wobble.amplitude();
    }

    /** Metres from a wall's foot to where it stands {@code rise} metres over the floor, for a wall of top {@code top}. */
    private double run(double top) {
        double apronTop = apronShare * top;
        double apronRun = apronTop / Math.tan(Math.toRadians(apronAngle));
        return apronRun + (top - apronTop) / Math.tan(Math.toRadians(wallAngle));
    }

    /**
     * The valley's height at a point over a given ground height there (the class comment's cross-section).
     *
     * @param x      metres east
     * @param z      metres south
     * @param ground the ground's height at (x, z) before the valley, metres
     * @return metres; {@code ground} where the valley does not reach
     */
    public double height(double x, double z, double ground) {
        double reach = reach();
        Optional<Nearest> hit = spine.nearest(x, z, reach);
        if (hit.isEmpty()) {
            return ground;
        }
        Nearest n = hit.get();
        // along smoothed across the polyline's corners, and the wobble read at that spot, so neither creases
        // the slopes where the nearest point stands still on a corner
        double s = spine.smoothAlong(x, z, n);
        double d = n.distance();
        if (wobble.amplitude() > 0) {
            GroundPoint q = spine.spotAt(s);
            d = Math.max(0, d + wobble.offset(x, z, q.x(), q.z()));
        }
        double[] dir = spine.directionAt(s);
        boolean left = dir[0] * (z - n.z()) - dir[1] * (x - n.x()) < 0;
        double f = floor.along(spine, s);
        double b = halfWidthAt(s);
        double top = wallTop(s, left);
        double apronTop = apronShare * top;
        double tanApron = Math.tan(Math.toRadians(apronAngle));
        double tanWall = Math.tan(Math.toRadians(wallAngle));
        double apronRun = apronTop / tanApron;
        double wall;
        if (d <= b) {
            wall = f;
        } else if (d <= b + apronRun) {
            wall = f + (d - b) * tanApron;
        } else {
            wall = f + apronTop + (d - b - apronRun) * tanWall;
        }
        double dTop = b + run(top);
        double shoulder = f + top - (d - dTop) * Math.tan(Math.toRadians(shoulderAngle));
        return Math.min(wall, Math.max(ground, shoulder));
    }

    /**
     * Lays the valley on a height function.
     *
     * @param ground the height before the valley, metres
     * @return the height after it; thread-safe if {@code ground} is
     * @throws NullPointerException if ground is null
     */
    public HeightFunction apply(HeightFunction ground) {
        Objects.requireNonNull(ground, "ground");
        return (x, z) -> height(x, z, ground.height(x, z));
    }

    /**
     * Lays the valley on a grid in place, positioned by its frame. No-data (NaN) samples stay NaN.
     *
     * @param ground the grid to change; not frozen
     * @return {@code ground}
     * @throws NullPointerException  if ground is null
     * @throws IllegalStateException if the buffer is frozen
     */
    public HeightfieldBuffer applyTo(HeightfieldBuffer ground) {
        Objects.requireNonNull(ground, "ground");
        if (ground.isFrozen()) {
            throw new IllegalStateException("ground is frozen");
        }
        GridFrame f = ground.frame();
        for (int r = 0; r < ground.rows(); r++) {
            double z = f.z(r);
            for (int c = 0; c < ground.columns(); c++) {
                double h = ground.get(c, r);
                if (Double.isNaN(h)) {
                    continue;
                }
                double v = height(f.x(c), z, h);
                if (v != h) {
                    ground.set(c, r, v);
                }
            }
        }
        return ground;
    }

    /**
     * Lays the valley on a copy of a grid.
     *
     * @param ground the grid to read; unchanged
     * @return a new field, same shape and frame
     * @throws NullPointerException if ground is null
     */
    public Heightfield apply(HeightfieldView ground) {
        return applyTo(HeightfieldBuffer.copyOf(ground)).freeze();
    }

    @Override
    public String toString() {
        return "Valley[" + name + ", " + spine.length() + " m, walls " + wallHeight + " m at " + wallAngle + "°"
                + (Double.isNaN(gateAlong) ? "" : ", gate " + gateGap + " m at " + gateAlong + " m") + "]";
    }
}
