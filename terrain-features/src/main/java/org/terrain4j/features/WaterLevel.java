package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.internal.Checks;

/**
 * A brook's water level derived from a designed table and kept to rules (the brook of
 * terrain4j's example island, {@code org.terrain4j.examples.Island}: held 0.3 m below the ground, never
 * rising, falling at least 3 mm a metre in the yard).
 *
 * <p>The level is worked out at every point of the brook's {@link Spine}, first point upstream
 * (the spring), in this order:
 * <ol>
 *   <li>the table read at the point's control-point index: {@code table.at(spine.indexOf(i))};</li>
 *   <li>held at least {@code belowGround} below the ground around the point: the lowest ground at the
 *       point itself and at {@code ½·a} and {@code a} to either side, across the spine (perpendicular
 *       to the line through the two neighbouring points), where {@code a} is the half-width read from
 *       {@link #withAround(ControlCurve)} (by default: the carve's flat bed's half-width, or 0 when the
 *       level is used on its own);</li>
 *   <li>walking downstream, each point is held no higher than the one before ({@code neverRising}),
 *       and inside the falling stretch at least {@code rate · Δalong} lower than it.</li>
 * </ol>
 * Every step only lowers, so the result meets all three rules at once: it never rises downstream,
 * it stays at least {@code belowGround} under the ground around it, and it falls at least the rate
 * in the stretch. Between two points the level runs linearly along the spine. No-data (NaN) ground
 * is left out of the ground around a point; where all of it is no-data the below-ground rule does
 * not apply at that point.
 *
 * <p>Immutable and thread-safe; the {@code with…} methods return a new level (see the parameter-object
 * rule in {@code org.terrain4j.api}).
 *
 * @since 0.1
 */
public final class WaterLevel {

    /** Which points of the spine a falling rule covers. */
    private interface Stretch {
        boolean covers(double along, double x, double z);
    }

    private final ControlCurve table;
    private final double belowGround;
    private final boolean neverRising;
    private final double fallRate;
    private final Stretch stretch;
    private final ControlCurve around;

    private WaterLevel(ControlCurve table, double belowGround, boolean neverRising, double fallRate,
            Stretch stretch, ControlCurve around) {
        this.table = table;
        this.belowGround = belowGround;
        this.neverRising = neverRising;
        this.fallRate = fallRate;
        this.stretch = stretch;
        this.around = around;
    }

    /**
     * A level that follows the table exactly (no rules yet).
     *
     * @param table the designed water surface, one height (metres) per control point
     * @return the level
     * @throws NullPointerException if table is null
     */
    public static WaterLevel heldTo(ControlCurve table) {
        return new WaterLevel(Objects.requireNonNull(table, "table"), Double.NEGATIVE_INFINITY, false, 0, null,
                null);
    }

    /**
     * @param metres how far below the ground around it the level is held at least; finite and ≥ 0
     * @return a new level with this rule
     * @throws IllegalArgumentException if negative or not finite
     */
    public WaterLevel withBelowGround(double metres) {
        Checks.nonNegativeFinite("belowGround", metres);
        return new WaterLevel(table, metres, neverRising, fallRate, stretch, around);
    }

    /**
     * @param rule whether the level may never rise downstream
     * @return a new level with this rule
     */
    public WaterLevel withNeverRising(boolean rule) {
        return new WaterLevel(table, belowGround, rule, fallRate, stretch, around);
    }

    /**
     * Makes the level fall at least {@code perMetre} metres per metre along the spine at every point
     * inside a region of the plan (the example island: 3 mm per metre in the yard, so the water flows).
     *
     * @param perMetre metres of fall per metre along; finite and ≥ 0
     * @param region   the stretch, by the points of the spine it contains
     * @return a new level with this rule (replacing an earlier falling rule)
     * @throws IllegalArgumentException if perMetre is negative or not finite
     * @throws NullPointerException     if region is null
     */
    public WaterLevel withFallingAtLeast(double perMetre, Shape region) {
        Checks.nonNegativeFinite("perMetre", perMetre);
        Objects.requireNonNull(region, "region");
        return new WaterLevel(table, belowGround, neverRising, perMetre, (a, x, z) -> region.contains(x, z), around);
    }

    /**
     * Makes the level fall at least {@code perMetre} metres per metre in the stretch from
     * {@code fromAlong} to {@code toAlong} metres along the spine (inclusive).
     *
     * @param perMetre  metres of fall per metre along; finite and ≥ 0
     * @param fromAlong start of the stretch, metres along; finite
     * @param toAlong   end of the stretch, metres along; finite and ≥ fromAlong
     * @return a new level with this rule (replacing an earlier falling rule)
     * @throws IllegalArgumentException if a value is out of range
     */
    public WaterLevel withFallingAtLeast(double perMetre, double fromAlong, double toAlong) {
        Checks.nonNegativeFinite("perMetre", perMetre);
        Checks.finite("fromAlong", fromAlong);
        Checks.finite("toAlong", toAlong);
        if (!(toAlong >= fromAlong)) {
            throw new IllegalArgumentException("toAlong must be >= fromAlong (" + fromAlong + "), was " + toAlong);
        }
        return new WaterLevel(table, belowGround, neverRising, perMetre,
                (a, x, z) -> a >= fromAlong && a <= toAlong, around);
    }

    /**
     * Sets how far to either side the ground "around" a point is read.
     *
     * @param halfWidth metres, one value per control point; values below 0 count as 0
     * @return a new level reading the ground this far across
     * @throws NullPointerException if halfWidth is null
     */
    public WaterLevel withAround(ControlCurve halfWidth) {
        return new WaterLevel(table, belowGround, neverRising, fallRate, stretch,
                Objects.requireNonNull(halfWidth, "halfWidth"));
    }

    /**
     * @return the designed table
     */
    public ControlCurve table() {
        return table;
    }

    /**
     * @return the belowGround rule in metres, or negative infinity when there is none
     */
    public double belowGround() {
        return belowGround;
    }

    /**
     * @return whether the level may never rise downstream
     */
    public boolean neverRising() {
        return neverRising;
    }

    /**
     * The level at every point of a spine, by the rules in the class documentation.
     *
     * @param spine  the brook, first point upstream; the table (and the around curve, if set) must
     *               have one value per control point
     * @param ground the ground the rules read
     * @return a new array of {@code spine.pointCount()} levels, metres
     * @throws IllegalArgumentException if a curve does not fit the spine
     * @throws NullPointerException     if an argument is null
     */
    public double[] levels(Spine spine, HeightFunction ground) {
        return levels(spine, ground, null);
    }

    double[] levels(Spine spine, HeightFunction ground, ControlCurve defaultAround) {
        Objects.requireNonNull(spine, "spine");
        Objects.requireNonNull(ground, "ground");
        table.requireFits(spine, "table");
        ControlCurve across = around != null ? around : defaultAround;
        if (across != null) {
            across.requireFits(spine, "around");
        }
        int n = spine.pointCount();
        double[] level = new double[n];
        for (int i = 0; i < n; i++) {
            level[i] = table.at(spine.indexOf(i));
            if (belowGround > Double.NEGATIVE_INFINITY) {
                double a = across == null ? 0 : Math.max(0, across.at(spine.indexOf(i)));
                double around = groundAround(spine, ground, i, a);
                if (around == around) {
                    level[i] = Math.min(level[i], around - belowGround);
                }
            }
        }
        for (int i = 1; i < n; i++) {
            double cap = Double.POSITIVE_INFINITY;
            if (neverRising) {
                cap = level[i - 1];
            }
            if (stretch != null && fallRate > 0 && stretch.covers(spine.alongOf(i), spine.x(i), spine.z(i))) {
                cap = Math.min(cap, level[i - 1] - fallRate * (spine.alongOf(i) - spine.alongOf(i - 1)));
            }
            level[i] = Math.min(level[i], cap);
        }
        return level;
    }

    /** The lowest ground at point i and at a/2 and a either side across the spine. */
    static double groundAround(Spine spine, HeightFunction ground, int i, double a) {
        double x = spine.x(i);
        double z = spine.z(i);
        double low = ground.height(x, z);
        low = low == low ? low : Double.POSITIVE_INFINITY;
        if (a > 0) {
            int n = spine.pointCount();
            int p = Math.max(i - 1, 0);
            int q = Math.min(i + 1, n - 1);
            double tx = spine.x(q) - spine.x(p);
            double tz = spine.z(q) - spine.z(p);
            double len = Math.sqrt(tx * tx + tz * tz);
            if (len > 0) {
                double nx = -tz / len;
                double nz = tx / len;
                for (double f : new double[] {-1, -0.5, 0.5, 1}) {
                    double h = ground.height(x + f * a * nx, z + f * a * nz);
                    if (h < low) {   // false for NaN: no-data is left out
                        low = h;
                    }
                }
            }
        }
        return low == Double.POSITIVE_INFINITY ? Double.NaN : low;
    }

    @Override
    public String toString() {
        return "WaterLevel[table " + table + (belowGround > Double.NEGATIVE_INFINITY ? ", " + belowGround
                + " m below ground" : "") + (neverRising ? ", never rising" : "")
                + (fallRate > 0 ? ", falling >= " + fallRate + " m/m in a stretch" : "") + "]";
    }
}
