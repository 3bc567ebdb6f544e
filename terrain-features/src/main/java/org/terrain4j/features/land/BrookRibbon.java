package org.terrain4j.features.land;

import java.util.Objects;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.Carve;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.GroundFeature;
import org.terrain4j.features.Spine;

/**
 * A brook's water: a ribbon of triangles along the brook's spine at its water level, between its
 * banks, carrying the flow speed at every vertex, {@code min(0.15 + 4.5·√fall, 3)} m/s for a fall of
 * {@code fall} metres per metre. That speed rule is terrain4j's own, chosen for the brook of its example
 * island ({@code org.terrain4j.examples.Island}).
 *
 * <h2>Geometry</h2>
 * At every point {@code i} of the spine (first point upstream) the ribbon has two vertices, left then
 * right looking downstream, at {@code ±halfBed(indexOf(i))} across the spine (perpendicular to the
 * line through the point's two neighbours; at the ends, to the end piece) and at the height
 * {@code level[i]}: the water surface is flat across and as wide as the flat bed, {@code 2·halfBed}.
 * Each piece between two points is a quad of two triangles, counter-clockwise seen from above
 * (y up), so the water faces the sky. Points where the spine has a piece of zero length are left out.
 *
 * <h2>Flow speed</h2>
 * The fall per metre at point {@code i} is the level's drop between its neighbours divided by the
 * distance along between them ({@code (level[i−1] − level[i+1]) / (along[i+1] − along[i−1])}, one-sided
 * at the ends), never below 0; the speed is {@link #speed(double)} of it, the same at both vertices of
 * the point.
 *
 * <p>Arrays: positions {@code x, y, z} per vertex (x east, y up, z south, metres, in the land's frame),
 * speeds one per vertex (m/s), indices three per triangle. Immutable and thread-safe; accessors return
 * copies.
 *
 * @since 0.1
 */
public final class BrookRibbon {

    /** The speed of still water's creep: 0.15 m/s. */
    public static final double BASE_SPEED = 0.15;
    /** The speed gained per square root of the fall per metre: 4.5 m/s. */
    public static final double SPEED_PER_ROOT_FALL = 4.5;
    /** The fastest the water flows: 3 m/s. */
    public static final double MAX_SPEED = 3;

    private final float[] positions;
    private final float[] speeds;
    private final int[] indices;
    private final double[] falls;

    private BrookRibbon(float[] positions, float[] speeds, int[] indices, double[] falls) {
        this.positions = positions;
        this.speeds = speeds;
        this.indices = indices;
        this.falls = falls;
    }

    /**
     * The flow speed for a fall per metre: {@code min(0.15 + 4.5·√max(0, fall), 3)} m/s.
     *
     * @param fallPerMetre metres of fall per metre along; values below 0 count as 0; not NaN
     * @return metres per second, in [0.15, 3]
     * @throws IllegalArgumentException if fallPerMetre is NaN
     */
    public static double speed(double fallPerMetre) {
        if (Double.isNaN(fallPerMetre)) {
            throw new IllegalArgumentException("fallPerMetre must be a number, was NaN");
        }
        return Math.min(BASE_SPEED + SPEED_PER_ROOT_FALL * Math.sqrt(Math.max(0, fallPerMetre)), MAX_SPEED);
    }

    /**
     * The ribbon of a land's carved brook, at exactly the level the land carved it to: the land's
     * ground is sampled again on its grid and the features before the brook applied in the land's
     * order, and the carve's level is worked out from that grid, as {@link Land.Builder#build} did.
     * Costs one more bake of the land's grid.
     *
     * @param land  the land
     * @param brook the name of one of the land's features, a {@link Carve} (on the example island: "brook")
     * @return the ribbon
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the land has no such feature or it is not a carve
     */
    public static BrookRibbon of(Land land, String brook) {
        Objects.requireNonNull(land, "land");
        Objects.requireNonNull(brook, "brook");
        GroundFeature feature = land.features().stream().filter(f -> f.name().equals(brook)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("brook must name a feature of the land, was " + brook));
        if (!(feature instanceof Carve carve)) {
            throw new IllegalArgumentException("brook must name a carve, " + brook + " is " + feature);
        }
        Heightfield grid = land.grid();
        HeightfieldBuffer before = Land.sample(land.ground(), grid.columns(), grid.rows(), grid.frame(),
                ProgressListener.NONE);
        for (GroundFeature f : land.features()) {
            if (f == feature) {
                break;
            }
            f.applyTo(before);
        }
        return of(carve, HeightFunction.of(before));
    }

    /**
     * The ribbon of a carved brook, its level worked out from the ground before the carve, the same
     * way the carve does ({@link Carve#levels(HeightFunction)}).
     *
     * @param carve  the brook's carve (its spine, level rules and flat bed's half-width)
     * @param ground the ground before the carve (on the example island: the walkway's press applied to the base
     *               height, or a grid of it through {@link HeightFunction#of})
     * @return the ribbon
     * @throws NullPointerException if an argument is null
     */
    public static BrookRibbon of(Carve carve, HeightFunction ground) {
        Objects.requireNonNull(carve, "carve");
        Objects.requireNonNull(ground, "ground");
        return of(carve.spine(), carve.levels(ground), carve.halfBed());
    }

    /**
     * The ribbon of a spine with a level at each of its points.
     *
     * @param spine   the brook's spine, first point upstream
     * @param levels  the water level at every point of the spine, metres; {@code spine.pointCount()}
     *                finite values
     * @param halfBed the flat bed's half-width per control point, metres; values below 0 count as 0
     * @return the ribbon
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if levels has the wrong length or a value that is not finite
     */
    public static BrookRibbon of(Spine spine, double[] levels, ControlCurve halfBed) {
        Objects.requireNonNull(spine, "spine");
        Objects.requireNonNull(levels, "levels");
        Objects.requireNonNull(halfBed, "halfBed");
        int n = spine.pointCount();
        if (levels.length != n) {
            throw new IllegalArgumentException("levels.length must be the spine's point count " + n + ", was "
                    + levels.length);
        }
        for (int i = 0; i < n; i++) {
            Checks.finite("levels[" + i + "]", levels[i]);
        }
        int[] keep = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m == 0 || spine.alongOf(i) > spine.alongOf(keep[m - 1])) {
                keep[m++] = i;
            }
        }
        if (m < 2) {
            throw new IllegalArgumentException("spine must have a length above 0, was " + spine.length());
        }
        float[] pos = new float[6 * m];
        float[] spd = new float[2 * m];
        double[] fall = new double[m];
        for (int k = 0; k < m; k++) {
            int a = keep[Math.max(0, k - 1)];
            int b = keep[Math.min(m - 1, k + 1)];
            int i = keep[k];
            double dx = spine.x(b) - spine.x(a);
            double dz = spine.z(b) - spine.z(a);
            double len = Math.hypot(dx, dz);
            double run = spine.alongOf(b) - spine.alongOf(a);
            fall[k] = Math.max(0, (levels[a] - levels[b]) / run);
            double s = speed(fall[k]);
            double w = Math.max(0, halfBed.at(spine.indexOf(i)));
            // left of the downstream direction (dx, dz) with x east, z south, seen from above: (dz, -dx)
            double lx = dz / len * w;
            double lz = -dx / len * w;
            double y = levels[i];
            int v = 6 * k;
            pos[v] = (float) (spine.x(i) + lx);
            pos[v + 1] = (float) y;
            pos[v + 2] = (float) (spine.z(i) + lz);
            pos[v + 3] = (float) (spine.x(i) - lx);
            pos[v + 4] = (float) y;
            pos[v + 5] = (float) (spine.z(i) - lz);
            spd[2 * k] = (float) s;
            spd[2 * k + 1] = (float) s;
        }
        int[] idx = new int[6 * (m - 1)];
        for (int k = 0; k < m - 1; k++) {
            int l0 = 2 * k;
            int r0 = l0 + 1;
            int l1 = l0 + 2;
            int r1 = l0 + 3;
            int t = 6 * k;
            // counter-clockwise seen from +y (x east, z south is a right-handed y-up frame)
            idx[t] = l0;
            idx[t + 1] = r0;
            idx[t + 2] = l1;
            idx[t + 3] = r0;
            idx[t + 4] = r1;
            idx[t + 5] = l1;
        }
        return new BrookRibbon(pos, spd, idx, fall);
    }

    /** @return the number of vertices: two per kept spine point */
    public int vertexCount() {
        return speeds.length;
    }

    /** @return the number of triangles */
    public int triangleCount() {
        return indices.length / 3;
    }

    /** @return a copy of the positions, x y z per vertex, metres */
    public float[] positionsToArray() {
        return positions.clone();
    }

    /** @return a copy of the flow speeds, one per vertex, metres per second, in [0.15, 3] */
    public float[] speedsToArray() {
        return speeds.clone();
    }

    /** @return a copy of the indices, three per triangle, counter-clockwise seen from above */
    public int[] indicesToArray() {
        return indices.clone();
    }

    /**
     * @return a copy of the fall per metre at each kept spine point (vertex pair {@code k} is vertices
     *         {@code 2k} and {@code 2k + 1}), ≥ 0
     */
    public double[] fallsPerMetreToArray() {
        return falls.clone();
    }

    /** @return a new array of unit normals, straight up (0, 1, 0) per vertex: the water is flat across */
    public float[] normalsToArray() {
        float[] n = new float[positions.length];
        for (int i = 1; i < n.length; i += 3) {
            n[i] = 1;
        }
        return n;
    }

    @Override
    public String toString() {
        return "BrookRibbon[" + vertexCount() + " vertices, " + triangleCount() + " triangles]";
    }
}
