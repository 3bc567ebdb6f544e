package org.terrain4j.examples;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.filter.ErosionFilter;
import org.terrain4j.features.Carve;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.Polygon;
import org.terrain4j.features.Press;
import org.terrain4j.features.Spine;
import org.terrain4j.features.WaterLevel;
import org.terrain4j.features.land.Edge;
import org.terrain4j.features.land.Land;
import org.terrain4j.noise.DomainWarp;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

import static org.terrain4j.features.Blend.lerp;
import static org.terrain4j.features.Blend.smoothstep;
import static org.terrain4j.features.Shapes.planDistance;
import static org.terrain4j.features.Shapes.smoothMax;
import static org.terrain4j.features.Shapes.smoothMin;

/**
 * terrain4j's example island: a rough circle of land about 1.3 km across in a sea 30 m deep, a sandy
 * shelf and lowland, a 150 m hill cut by branching gullies, rolling ground, a level pad for a cottage,
 * a walkway pressed 5 cm into the ground and a brook carved from a spring on the hill to the sea.
 *
 * <p>The island's shape and every number in it are this example's own design, made to show the
 * library's features together.
 *
 * <h2>The height</h2>
 * <pre>
 *   s    = −coast(p)                                       metres in from the coast
 *   h    = shelf(s)
 *   if s &gt; 0:  h += gullies(p, hill(p), ∇hill(p), step 2 m) · smoothstep(s, 60, 220)
 *              h += roll(p) · (0.8 + 7.5 · smoothstep(|p − pad|, 46, 170)) · smoothstep(s, 0, 40)
 *   base = lerp(h, 4.6, 1 − smoothstep(|p − pad|, 46, 100))
 *   shelf(s) = s &lt; 0 ? −0.3 − min(30, 0.05·d + 0.0003·d²) (d = −s)
 *                    : lerp(−0.3, 5.8, smoothstep(s, 0, 90)) + 1.2 · smoothstep(s, 0, 18)
 *   roll(p)  = 0.9 · fbm(70 m, 4 octaves, seed 41) + 0.25 · fbm(26 m, 2 octaves, seed 43)
 *   hill(p)  = rawHill(p) · 150 / max(rawHill over a lattice 32 m apart)
 * </pre>
 * {@code coast} is the signed distance (negative on land) to a circle of 640 m round (0, −40), joined
 * by smooth minima to two peninsulas and a spit (capsules) and cut by smooth maxima by a cove, a bay,
 * an inlet and a cleft (circles), then roughened within 70 to 130 m of the shore by 22 m of fbm
 * (180 m, 6 octaves, seed 17) warped by 40 m of 300 m noise (3 octaves, seed 11). The gullies are
 * {@link ErosionFilter#standard()}. The pad's middle is 12 m east and 8 m south of the cottage spot
 * (−16, 330).
 *
 * <h2>Further details</h2>
 * <ul>
 * <li>rawHill: a dome {@code (1 − r)²(1 + 2r)} (one minus smoothstep) of {@code r = |q − m| / 540 m},
 *     zero from 540 m on, with middle {@code m = (40, −250)} (north of the cottage, so the spring at
 *     (34, 128) lies about 30 m up it) and {@code q} the point warped by 50 m of fbm (400 m, 3 octaves,
 *     seeds 51 and 52); its flanks ridged by {@code 1 + 0.15 · w · ridged(320 m, 2 octaves, seed 53)}
 *     with {@code w = smoothstep(r, 0.1, 0.4) · (1 − smoothstep(r, 0.8, 1))}.</li>
 * <li>The highest raw hill is searched over the lattice 32 m apart covering the full grid
 *     (−1024 … 1024 m both ways), whatever grid the island is baked on, so every bake has the same
 *     heights.</li>
 * <li>The brook's control values between its key points (see {@link #brookTable()} and the curve
 *     methods) fall smoothly from one key point's value to the next; the yard where the water falls at least 3 mm a
 *     metre is the dressed area.</li>
 * <li>The carve looks no farther than 30 m from the brook.</li>
 * </ul>
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Island {

    /** The pad's height, metres. */
    public static final double PAD_HEIGHT = 4.6;
    /** The cottage spot, x, metres. */
    public static final double COTTAGE_X = -16;
    /** The cottage spot, z, metres. */
    public static final double COTTAGE_Z = 330;
    /** The pad's middle, x: 12 m east of the cottage spot. */
    public static final double PAD_X = COTTAGE_X + 12;
    /** The pad's middle, z: 8 m south of the cottage spot. */
    public static final double PAD_Z = COTTAGE_Z + 8;
    /** The hill's top before the gullies, metres. */
    public static final double HILL_TOP = 150;
    /** The chosen middle of the raw hill, x, metres. */
    public static final double HILL_X = 40;
    /** The chosen middle of the raw hill, z, metres. */
    public static final double HILL_Z = -250;
    /** The raw hill's radius to its foot, metres. */
    public static final double HILL_FOOT = 540;
    /** The full grid: samples each way. */
    public static final int SAMPLES = 1025;
    /** The full grid: spacing, metres. */
    public static final double SPACING = 2;

    private static final double[] WALKWAY = {-22, 498, -22, 476, -34, 450, -14, 424, -38, 400, -12, 378, -22, 354,
        -16, 340, -16, 333.6};
    private static final double[] BROOK = {34, 128, 22, 150, 8, 168, 0, 186, -3, 204, -3, 222, 0, 240, 5, 256, 10, 272,
        12, 290, 9, 304, 2, 316, -10, 322, -27, 319, -44, 322, -56, 336, -61, 356, -61, 378, -58, 398, -55, 416, -55,
        434, -58, 450, -58, 464, -56, 474, -54, 484, -54, 499};
    private static final double[] DRESSED = {-190, 285, 175, 285, 200, 430, 175, 540, 120, 552, 60, 525, 0, 507, -60,
        505, -120, 512, -200, 545, -215, 420};

    private final Noise coastNoise = DomainWarp.of(Noises.fbm(17, 6, 1 / 180.0, 2, 0.5)).withWarpSeed(11).withAmplitude(40)
            .withFrequency(1 / 300.0).withOctaves(3);
    private final Noise rollBroad = Noises.fbm(41, 4, 1 / 70.0, 2, 0.5);
    private final Noise rollFine = Noises.fbm(43, 2, 1 / 26.0, 2, 0.5);
    private final Noise hillWarpX = Noises.fbm(51, 3, 1 / 400.0, 2, 0.5);
    private final Noise hillWarpZ = Noises.fbm(52, 3, 1 / 400.0, 2, 0.5);
    private final Noise hillRidges = Noises.ridged(53, 2, 1 / 320.0, 2, 0.5);
    private final Noise forest = Noises.fbm(61, 3, 1 / 150.0, 2, 0.5);
    private final ErosionFilter gullies = ErosionFilter.standard();
    private final double hillScale;
    private final Spine walkway = Spine.through(WALKWAY);
    private final Spine brook = Spine.through(BROOK);
    private final Polygon dressedArea = Polygon.of(DRESSED);

    private Island() {
        double highest = 0;
        for (int j = -32; j <= 32; j++) {
            for (int i = -32; i <= 32; i++) {
                highest = Math.max(highest, rawHill(i * 32.0, j * 32.0));
            }
        }
        hillScale = HILL_TOP / highest;
    }

    /** @return the island's height functions and features (nothing baked yet; cheap) */
    public static Island create() {
        return new Island();
    }

    /**
     * Builds the island at its own grid: 1025 × 1025 samples 2 m apart centred on its origin.
     *
     * @param progress receives progress; may cancel
     * @return the baked land; its {@link Land#grid()} is the heightfield
     * @throws java.util.concurrent.CancellationException if cancelled
     * @throws NullPointerException if progress is null
     */
    public static Land build(ProgressListener progress) {
        return create().bake(SAMPLES, SPACING, progress);
    }

    /**
     * Bakes the island on a square grid centred on its origin (a coarser grid for previews and tests).
     *
     * @param samples  samples each way, ≥ 2
     * @param spacing  metres between samples; finite and &gt; 0
     * @param progress receives progress; may cancel
     * @return the land, edge {@code sea(floor −30 m, wade 0.6 m)}, features "walkway" then "brook",
     *         outline "dressed"
     * @throws IllegalArgumentException if out of range
     * @throws java.util.concurrent.CancellationException if cancelled
     */
    public Land bake(int samples, double spacing, ProgressListener progress) {
        Objects.requireNonNull(progress, "progress");
        Checks.positiveFinite("spacing", spacing);
        return Land.builder(this::baseHeight, samples, samples, GridFrame.centred(samples, samples, spacing))
                .edge(Edge.sea(-30, 0.6))
                .feature(walkwayPress())
                .feature(brookCarve())
                .outline("dressed", dressedArea)
                .build(progress);
    }

    // ---- the height ----

    /**
     * The base height: the ground before the walkway and the brook.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double baseHeight(double x, double z) {
        double s = -coast(x, z);
        double h = shelf(s);
        double padDistance = planDistance(x, z, PAD_X, PAD_Z);
        if (s > 0) {
            double hillFade = smoothstep(s, 60, 220);
            if (hillFade > 0) {
                h += gulliedHill(x, z) * hillFade;
            }
            h += roll(x, z) * (0.8 + 7.5 * smoothstep(padDistance, 46, 170)) * smoothstep(s, 0, 40);
        }
        return lerp(h, PAD_HEIGHT, 1 - smoothstep(padDistance, 46, 100));
    }

    /**
     * The hill with the gullies cut, before the fade near the coast.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double gulliedHill(double x, double z) {
        double h = hill(x, z);
        if (!(h > gullies.minHeight())) {
            return h;
        }
        double e = 2;
        double gx = (hill(x + e, z) - hill(x - e, z)) / (2 * e);
        double gz = (hill(x, z + e) - hill(x, z - e)) / (2 * e);
        return gullies.apply(x, z, h, gx, gz);
    }

    /**
     * The shelf: the sea floor, the beach and the lowland by distance in from the
     * coast.
     *
     * @param s metres in from the coast (negative at sea)
     * @return metres
     */
    public static double shelf(double s) {
        if (s < 0) {
            return -0.3 - seaDepth(-s);
        }
        return lerp(-0.3, 5.8, smoothstep(s, 0, 90)) + 1.2 * smoothstep(s, 0, 18);
    }

    /**
     * The sea's depth: {@code min(30, 0.05·d + 0.0003·d²)}.
     *
     * @param out metres out from the coast, ≥ 0
     * @return metres below −0.3 m
     */
    public static double seaDepth(double out) {
        return Math.min(30, 0.05 * out + 0.0003 * out * out);
    }

    /**
     * The coast: signed distance, negative on land.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double coast(double x, double z) {
        double d = smoothCoast(x, z);
        double near = 1 - smoothstep(Math.abs(d), 70, 130);
        return near > 0 ? d + near * 22 * coastNoise.value(x, z) : d;
    }

    /**
     * The coast before its roughening: circle, peninsulas, spit, cove, bay, inlet and cleft.
     *
     * @param x metres east
     * @param z metres south
     * @return signed metres, negative on land
     */
    public static double smoothCoast(double x, double z) {
        double d = Math.hypot(x, z + 40) - 640;
        d = smoothMin(d, capsule(x, z, 420, 380, 700, 600, 75), 100);
        d = smoothMin(d, capsule(x, z, -330, 430, -250, 720, 65), 100);
        d = smoothMin(d, capsule(x, z, 190, 600, 130, 730, 45), 60);
        d = smoothMax(d, -(Math.hypot(x + 60, z - 790) - 290), 80);
        d = smoothMax(d, -(Math.hypot(x - 430, z + 470) - 100), 60);
        d = smoothMax(d, -(Math.hypot(x + 640, z + 60) - 80), 50);
        d = smoothMax(d, -(Math.hypot(x + 120, z + 700) - 70), 50);
        return d;
    }

    private static double capsule(double x, double z, double ax, double az, double bx, double bz, double r) {
        double dx = bx - ax;
        double dz = bz - az;
        double t = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / (dx * dx + dz * dz)));
        return Math.hypot(x - ax - t * dx, z - az - t * dz) - r;
    }

    /**
     * The raw hill (a choice: see the class documentation), ≥ 0, zero from 540 m out.
     *
     * @param x metres east
     * @param z metres south
     * @return a plain number
     */
    public double rawHill(double x, double z) {
        double qx = x + 50 * hillWarpX.value(x, z) - HILL_X;
        double qz = z + 50 * hillWarpZ.value(x, z) - HILL_Z;
        double r = Math.sqrt(qx * qx + qz * qz) / HILL_FOOT;
        if (r >= 1) {
            return 0;
        }
        double dome = (1 - r) * (1 - r) * (1 + 2 * r);
        double w = smoothstep(r, 0.1, 0.4) * (1 - smoothstep(r, 0.8, 1));
        return dome * (1 + (w > 0 ? 0.15 * w * hillRidges.value(x, z) : 0));
    }

    /**
     * The hill: the raw hill scaled so its highest point on the 32 m lattice is 150 m.
     *
     * @param x metres east
     * @param z metres south
     * @return metres
     */
    public double hill(double x, double z) {
        return rawHill(x, z) * hillScale;
    }

    /**
     * The rolling ground: {@code 0.9 · fbm(70 m, 4, seed 41) + 0.25 · fbm(26 m, 2, seed 43)}.
     *
     * @param x metres east
     * @param z metres south
     * @return a plain number, about ±1
     */
    public double roll(double x, double z) {
        return 0.9 * rollBroad.value(x, z) + 0.25 * rollFine.value(x, z);
    }

    // ---- the features ----

    /** @return the walkway's spine (nine points, beach to the cottage's steps) */
    public Spine walkway() {
        return walkway;
    }

    /** @return the brook's spine (26 points, spring to sea) */
    public Spine brook() {
        return brook;
    }

    /** @return the dressed area (eleven corners) */
    public Polygon dressedArea() {
        return dressedArea;
    }

    /** @return the erosion filter cutting the gullies */
    public ErosionFilter gullies() {
        return gullies;
    }

    /** @return the walkway's press: 5 cm, full within 1.4 m, gone by 6 m, box of 9 twice, pad end */
    public Press walkwayPress() {
        return Press.along(walkway).withName("walkway").withDepth(0.05).withEasing(1.4, 6).withSmoothing(9, 2)
                .withEnd(PAD_HEIGHT, 5, 14);
    }

    /** @return the brook's designed water table, metres, one value per control point from the spring down */
    public static ControlCurve brookTable() {
        return ControlCurve.of(30.3, 19.1, 16.5, 13.5, 11.0, 9.0, 7.5, 6.3, 5.6, 5.0, 4.6, 4.4, 4.25, 4.1, 4.0, 3.9,
                3.8, 3.6, 3.3, 3.0, 2.6, 2.1, 1.5, 0.9, 0.45, 0.15);
    }

    /** @return the bed's depth below the water, metres */
    public static ControlCurve brookDepth() {
        return ControlCurve.keyed(26, 0, 0.5, 8, 0.22, 24, 0.25, 25, 0.1);
    }

    /** @return the flat bed's half-width, metres */
    public static ControlCurve brookHalfBed() {
        return ControlCurve.keyed(26, 0, 1.5, 8, 2.2, 24, 2.0, 25, 3.0);
    }

    /** @return the banks' rise over run */
    public static ControlCurve brookBank() {
        return ControlCurve.keyed(26, 0, 0.8, 8, 0.45, 25, 0.3);
    }

    /** @return the shoulders' roundness, metres */
    public static ControlCurve brookRounding() {
        return ControlCurve.keyed(26, 0, 1, 8, 0.6, 18, 1.5, 25, 1);
    }

    /** @return the brook's level: the table held 0.3 m below the ground, never rising, 3 mm/m in the yard */
    public WaterLevel brookLevel() {
        return WaterLevel.heldTo(brookTable()).withBelowGround(0.3).withNeverRising(true).withFallingAtLeast(0.003, dressedArea);
    }

    /** @return the brook's carve */
    public Carve brookCarve() {
        return Carve.along(brook, brookLevel(), brookDepth(), brookHalfBed(), brookBank(), brookRounding())
                .withName("brook").withReach(30);
    }

    /**
     * The island's ground as a function with the walkway and the brook applied in order, each deriving
     * its path height or level from the function before it (no grid).
     *
     * @return the finished height function
     */
    public HeightFunction finishedHeight() {
        HeightFunction base = this::baseHeight;
        return brookCarve().apply(walkwayPress().apply(base));
    }

    /**
     * The forest's density: patches of fbm
     * (150 m, 3 octaves, seed 61) faded in from 0.15 to 0.45, on the hill's flanks (raw hill above
     * 8 m) and outside the dressed area.
     *
     * @param x metres east
     * @param z metres south
     * @return a fraction in [0, 1]
     */
    public double forestDensity(double x, double z) {
        if (hill(x, z) <= 8 || dressedArea.contains(x, z)) {
            return 0;
        }
        return org.terrain4j.features.Blend.fading(forest.value(x, z), 0.15, 0.45);
    }

    /**
     * The island's material layers, asking a baked island land.
     *
     * @param land a land from {@link #bake} or {@link #build}
     * @return the layers, walkway "walkway", brook "brook", forest {@link #forestDensity}
     */
    public Layers layers(Land land) {
        return Layers.of(land, "walkway", "brook", this::forestDensity);
    }

    @Override
    public String toString() {
        return "Island[hill scale " + hillScale + "]";
    }
}
