package org.terrain4j.features.mountains;

import java.util.List;
import java.util.Objects;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;

/**
 * Builds mountain ranges from summits and the ridges between them, worn to the stream-power steady
 * state. The model is terrain4j's own, described in the project's {@code docs/mountains.md}; the steady
 * state over a priority-flood drainage network is after Braun &amp; Willett 2013 and Cordonnier, Braun,
 * Cani et al. 2016, "Large scale terrain generation from tectonic uplift and fluvial erosion".
 *
 * <p>The settings of the operation, immutable and validated when made: from {@link #standard()} by the
 * {@code withX} methods, each giving a copy with one setting changed (there is no public constructor).
 * Each setting is read by the accessor of its name; equal when every setting is (doubles by their bits,
 * as a record compares them). {@link #build} is thread-safe and, for the
 * same ranges, land and settings, gives bit-identical results whatever {@link #threads()} is.
 *
 * <p>What {@link #build} does, per group of overlapping ranges:
 * <ol>
 * <li><b>Summits.</b> The named ones, plus generated ones on a jittered grid of
 *     {@code peakDensity} per 100 km² (a ring's along its centre line), none within
 *     {@value #GENERATED_CLEARANCE_M} m of a named summit, and each lower than every named summit
 *     whose flank it stands on: at most {@code e·(0.5 + 0.4·d / r)} for a named summit of crest
 *     {@code e} at distance {@code d < r = e / }{@value #FLANK_SLOPE}.</li>
 * <li><b>Ridges.</b> The Delaunay triangulation of the summits (JTS; a ring's across its seam),
 *     its minimum spanning tree by Kruskal with the cost {@code length / (0.5 + low / 4000)}
 *     ({@code low} the lower crest, metres), and spurs (see {@link Ridge}). Before the tree is taken, an edge is
 *     dropped unless every point of it, sampled every half grid cell between its ends, lies inside some range's
 *     outline or within 500 m (plus however far the summit stands outside every outline) of a named summit at its
 *     end: ranges whose boxes overlap are one group and erode as one drainage even when their outlines do not
 *     meet, but no crest is laid across the lowland between them, so the tree may be a forest.</li>
 * <li><b>Uplift.</b> From every ridge and summit a concave flank
 *     {@code crest·(1 − d/reach)^1.2}, reach {@code = crest / }{@value #FLANK_SLOPE}, with
 *     {@code d} the distance to the nearest point of the crest times {@code 1 + 0.3·noise} (noise at
 *     a 9 km scale); the flanks combined by a smooth maximum that never exceeds the largest flank,
 *     {@code Σ v⁹ / Σ v⁸} (a mean of the flanks weighted by their eighth powers); faded by each
 *     range's claim (see {@link Outline}).</li>
 * <li><b>Erosion</b> to the steady state h, {@link #passes()} times with the network re-found (see
 *     {@link #channelArea()}); then h carves the uplift field U from above: the relief is
 *     {@code U · h / M}, with M a smooth upper envelope of h (the highest h within
 *     {@value #RESCALE_M} m, blurred; M lies between the highest h within half that and within one and
 *     a half times it), blended with U by the range's {@link MountainRange#erosion()}. Divide crests
 *     stand at the authored height, valleys below it by the fraction the water cut, and no sample
 *     stands above U.</li>
 * <li><b>Summits kept.</b> The crown rule (where anything within
 *     {@value #CROWN_INNER_M} m of a named summit stands higher, the ground is scaled down by the
 *     full ratio to that distance, easing to none at {@value #CROWN_OUTER_M} m); pinning (every named
 *     summit brought to its elevation by a smooth bump, repeated until exact); shelves for tarns (see
 *     {@link Tarn}); the summit cone (within {@value #CROWN_INNER_M} m nothing stands above
 *     {@code elevation − }{@value #CONE_SLOPE}{@code ·dCell} in total height, {@code dCell} the
 *     distance to the grid cell holding the summit, and beyond, out to {@value #CROWN_OUTER_M} m, nothing
 *     above that rim rising at tan 50°, so a higher summit's shoulder cannot stand over a lower one's
 *     {@value #CROWN_INNER_M} m); and the nodes of that cell the bilinear ground at the summit reads
 *     levelled at the summit's elevation in total height, so the ground there is exactly it and no node
 *     within {@value #CROWN_INNER_M} m stands above it. Every group's grid lies on the multiples of the
 *     spacing, so a summit whose coordinates are multiples of it stands on a node: that node alone is
 *     levelled, a point summit with the ground falling on every side. (Between nodes the ground is
 *     bilinear, which has no strict maximum inside a cell: a summit inside a cell stands exactly at its
 *     elevation only if all four corners do or one stands higher.)</li>
 * </ol>
 *
 * @since 0.1
 */
public final class Mountains {

    private final double spacing;
    private final int passes;
    private final double channelArea;
    private final double circumference;
    private final long seed;
    private final int threads;

    /** The default grid spacing, metres. */
    public static final double DEFAULT_SPACING_M = 200;
    /** The default number of steady-state passes. */
    public static final int DEFAULT_PASSES = 8;
    /** The default channel-initiation area, m² (1 km²). */
    public static final double DEFAULT_CHANNEL_AREA_M2 = 1e6;
    /** Crest height over flank reach: the mean slope from a crest to the foot of its flank (about 9°). */
    public static final double FLANK_SLOPE = 0.16;
    /** No generated summit stands closer than this to a named one, metres. */
    public static final double GENERATED_CLEARANCE_M = 1500;
    /** Within this distance of a named summit nothing stands above it, metres. */
    public static final double CROWN_INNER_M = 2500;
    /** The crown rule's scaling eases to none at this distance, metres. */
    public static final double CROWN_OUTER_M = 7000;
    /** The summit cone's fall, metres of height per metre of distance (80 m a kilometre). */
    public static final double CONE_SLOPE = 0.08;
    /**
     * The half-width of the square over which the steady state's local top is taken when it carves
     * the uplift field, metres.
     */
    public static final double RESCALE_M = 3000;

    /** The most columns a ring world's grid may have: 2²⁶, every group's sample limit. */
    static final double MAX_RING_COLUMNS = 1 << 26;

    /**
     * Validates the settings.
     *
     * @param spacing as the accessor of that name
     * @param passes as the accessor of that name
     * @param channelArea as the accessor of that name
     * @param circumference as the accessor of that name
     * @param seed as the accessor of that name
     * @param threads as the accessor of that name
     * @throws IllegalArgumentException if a value is outside the range its accessor gives
     */
    private Mountains(double spacing, int passes, double channelArea, double circumference, long seed,
            int threads) {
        Checks.inRange("spacing", spacing, 10, 10000);
        Checks.inRange("passes", passes, 0, 64);
        Checks.positiveFinite("channelArea", channelArea);
        if (!(circumference == 0 || (circumference >= 100 * spacing && circumference <= MAX_RING_COLUMNS * spacing))) {
            throw new IllegalArgumentException("circumference must be 0 or from 100 × spacing ("
                    + Checks.number(100 * spacing) + ") to 2^26 × spacing (" + Checks.number(MAX_RING_COLUMNS * spacing)
                    + ", a ring's columns), was " + Checks.number(circumference));
        }
        Checks.inRange("threads", threads, 1, 256);
        this.spacing = spacing;
        this.passes = passes;
        this.channelArea = channelArea;
        this.circumference = circumference;
        this.seed = seed;
        this.threads = threads;
    }

    /**
     * The default settings on a plane: {@value #DEFAULT_SPACING_M} m spacing,
     * {@value #DEFAULT_PASSES} passes, 1 km² channel area, seed 0, one thread per processor (at most
     * 256).
     *
     * @return the settings
     */
    public static Mountains standard() {
        return new Mountains(DEFAULT_SPACING_M, DEFAULT_PASSES, DEFAULT_CHANNEL_AREA_M2, 0, 0,
                Math.min(256, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * @param spacing grid spacing, metres, [10, 10000]
     * @return a copy with this spacing
     */
    public Mountains withSpacing(double spacing) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * @param passes steady-state passes, [0, 64]
     * @return a copy with this number of passes
     */
    public Mountains withPasses(int passes) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * @param channelArea channel-initiation area, m², &gt; 0
     * @return a copy with this area
     */
    public Mountains withChannelArea(double channelArea) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * @param circumference a ring world's period in x, metres, or 0 for a plane
     * @return a copy with this circumference
     */
    public Mountains withCircumference(double circumference) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * @param seed the seed
     * @return a copy with this seed
     */
    public Mountains withSeed(long seed) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * @param threads worker threads, [1, 256]
     * @return a copy with this many threads
     */
    public Mountains withThreads(int threads) {
        return new Mountains(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * Builds ranges standing on flat land at height 0: named summit elevations are relief.
     *
     * @param ranges the ranges; not empty
     * @return one group per set of overlapping ranges, in the order of each group's first range
     * @throws IllegalArgumentException as for {@link #build(List, HeightFunction, ProgressListener)}
     */
    public List<MountainGroup> build(List<MountainRange> ranges) {
        return build(ranges, (x, z) -> 0, ProgressListener.NONE);
    }

    /**
     * Builds ranges standing on a land. A named summit's elevation is above the datum, like the
     * land's heights, so the relief under it is its elevation less the land there; the summit cone
     * compares total heights (land plus relief).
     *
     * <p>Ranges whose boxes (outline plus the flank's reach) overlap are one group, eroded together
     * as one drainage; a group with a ring range is a ring group whose grid wraps in x.
     *
     * @param ranges   the ranges; not empty, no null element
     * @param land     the ground the ranges stand on, metres (pure; read from the calling threads)
     * @param progress progress and cancellation
     * @return one group per set of overlapping ranges, in the order of each group's first range
     * @throws NullPointerException     if an argument or element is null
     * @throws IllegalArgumentException if {@code ranges} is empty; a ring range is given on a plane
     *                                  ({@code circumference == 0}); a named summit does not stand
     *                                  above the land; two named summits of a group are closer than
     *                                  {@value #CROWN_INNER_M} m, or so close for their difference in
     *                                  elevation that the higher one's flank (falling at most 50°) would
     *                                  stand above the lower within {@value #CROWN_INNER_M} m of it (they
     *                                  must be {@value #CROWN_INNER_M} m + (|Δ elevation| + 200 m) / tan 50°
     *                                  + one grid cell's diagonal apart); a tarn lies nearer a named summit
     *                                  of its group than its radius + 600 m + one grid cell's diagonal (the
     *                                  summit would stand on its level shelf); two ranges, or summits of two
     *                                  ranges, share a name; a range
     *                                  reaches less than one spacing inside its outline (the grid would not
     *                                  see it); or a
     *                                  group's grid would exceed 2<sup>26</sup> samples. All of it is
     *                                  checked before any group is built. Also, once a group's uplift field
     *                                  is laid and before its erosion: tarns whose shelves cannot all be
     *                                  kept (a bench too near a named summit for a 50° slope up to it, or
     *                                  two tarns at different levels too near each other; see {@link Tarn})
     * @throws java.util.concurrent.CancellationException if the listener cancels
     */
    public List<MountainGroup> build(List<MountainRange> ranges, HeightFunction land, ProgressListener progress) {
        Objects.requireNonNull(ranges, "ranges");
        Objects.requireNonNull(land, "land");
        Objects.requireNonNull(progress, "progress");
        if (ranges.isEmpty()) {
            throw new IllegalArgumentException("ranges must not be empty");
        }
        for (int i = 0; i < ranges.size(); i++) {
            MountainRange r = Objects.requireNonNull(ranges.get(i), "ranges[" + i + "]");
            if (r.outline() instanceof Outline.Band && circumference == 0) {
                throw new IllegalArgumentException("ranges[" + i + "] ('" + r.name()
                        + "') is a ring range, which needs circumference > 0, was 0");
            }
            for (int j = 0; j < i; j++) {
                MountainRange q = ranges.get(j);
                if (q.name().equals(r.name())) {
                    throw new IllegalArgumentException("ranges[" + i + "] is named '" + r.name() + "' as ranges[" + j
                            + "] is: range names must differ (messages and reports name them)");
                }
                for (Peak p : r.peaks()) {
                    for (Peak o : q.peaks()) {
                        if (o.name().equals(p.name())) {
                            throw new IllegalArgumentException("ranges[" + i + "] ('" + r.name() + "') has a peak named '"
                                    + p.name() + "' as ranges[" + j + "] ('" + q.name() + "') has: summit names must"
                                    + " differ (messages and reports name them)");
                        }
                    }
                }
            }
        }
        return RangeBuilder.build(this, List.copyOf(ranges), land, progress);
    }

    /**
     * @return grid spacing of the relief, metres; finite, in [10, 10000]. The default is
     *         {@value #DEFAULT_SPACING_M}.
     */
    public double spacing() {
        return spacing;
    }

    /**
     * @return steady-state passes, each over a network re-found on the last pass's heights; in [0, 64] (0 leaves
     *         the uplift field uncut)
     */
    public int passes() {
        return passes;
    }

    /**
     * @return drainage area past which ground is a channel, m²; finite and &gt; 0. Below it the steady-state
     *         slope is that of this area, and hillslopes spread their water over all lower neighbours (multiple
     *         flow) instead of one. A grid uses at most five of its cells (0.2 km² at 200 m, 0.026 km² at 72 m):
     *         longer hillslopes at one slope come out as planar facets.
     */
    public double channelArea() {
        return channelArea;
    }

    /**
     * @return the period of a ring world in x, metres, for ring ranges; 0 for a plane (then a ring range is
     *         refused); else from 100 × spacing to 2²⁶ × spacing (a ring's columns)
     */
    public double circumference() {
        return circumference;
    }

    /**
     * @return the seed of every random choice and noise
     */
    public long seed() {
        return seed;
    }

    /**
     * @return worker threads, in [1, 256]; the result does not depend on it
     */
    public int threads() {
        return threads;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double spacing, int passes, double channelArea, double circumference, long seed,
            int threads) {
    }

    private Values values() {
        return new Values(spacing, passes, channelArea, circumference, seed, threads);
    }

    /**
     * Whether another {@code Mountains} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Mountains} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Mountains other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Mountains[spacing=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Mountains", values());
    }
}
