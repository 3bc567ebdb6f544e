package org.terrain4j.analysis.playspace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import org.terrain4j.analysis.landform.Landform;
import org.terrain4j.analysis.landform.LandformMap;
import org.terrain4j.analysis.landform.Landforms;
import org.terrain4j.analysis.prominence.Prominence;
import org.terrain4j.analysis.prominence.Summit;
import org.terrain4j.analysis.route.Chokes;
import org.terrain4j.analysis.route.GroundCensus;
import org.terrain4j.analysis.route.Route;
import org.terrain4j.analysis.route.RouteSample;
import org.terrain4j.analysis.route.SampleMask;
import org.terrain4j.analysis.route.Stretch;
import org.terrain4j.analysis.route.Tobler;
import org.terrain4j.analysis.route.TravelTimes;
import org.terrain4j.analysis.route.Valleys;
import org.terrain4j.analysis.route.WalkableGround;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;

/**
 * The play-space measure: whether a land is interesting to cross on foot, scored as the 21
 * {@linkplain Criterion tests} of terrain4j's own play-space report, each a {@link PassBand}, with the
 * {@link Gate} above them.
 *
 * <p><b>What is measured.</b>
 * <ol>
 *   <li>Water and sea: samples at or below {@link #seaLevel()} are sea; inland water, unless the
 *       caller gives a map, is the land's own drainage: lakes a depression fill raises by
 *       {@link #lakeDepth()} or more over at least {@link #lakeArea()}, and rivers: samples into which
 *       {@link #riverArea()} or more drains from upstream (their D8 drainage area less their own
 *       cell, so that on a coarse grid, whose cells may cover the river area themselves, a sample
 *       nothing drains into is still dry ground). Both are closed to the walker, as is ground
 *       steeper than the {@linkplain Tobler#maxSlopeDegrees() walkable limit} (42°). When nothing
 *       walkable is left, the refusal counts the samples closed for each of these reasons.</li>
 *   <li>Summits by {@link Prominence} (over the sea level). Those of at least
 *       {@link #landmarkProminence()} of the land's longer side are landmark candidates; those of
 *       at least {@link #vantageProminence()} of it are vantages (at most {@link #maxVantages()},
 *       the most prominent).</li>
 *   <li>Least-time routes by {@link Tobler}'s hiking function from the start to every vantage
 *       reached on foot (landmark candidates are vantages too), or to the caller's targets: a
 *       vantage is reached when a sample within {@link #vantageRadius()} of its top is, and its
 *       route ends at the nearest such sample. Each route is resampled every
 *       {@link #sampleSpacing()} metres.</li>
 *   <li>At each route sample: the walkable width, {@link Chokes} and {@link Valleys} along the
 *       route, whether water lies within {@link #waterBeside()}, which vantages lie within the
 *       vantage radius, and which landmark tops are seen. A top is seen when its <i>crown</i> is seen
 *       from an eye {@link Visibility#observerHeight()} over the ground within
 *       {@link Visibility#radius()}, and it stands at least
 *       {@link Visibility#minimumClearance()} over the line of sight. The angle compared is the
 *       top's elevation angle minus the greater of the eye's level and the greatest elevation angle
 *       of the foreground: the ground between the eye and the foot of the top's own flank (going
 *       back from the top along the sight line, the flank lasts while the ground stays within 2 m
 *       of the lowest ground met so far). Without the flank left out, the ground just below any
 *       rounded top stands almost as high as the top, and no top farther than a few hundred metres
 *       would clear 1°; with it, a lone 60 m summit on a plain stands 1.1° at 3 km, which is a
 *       landmark of 1.5 % of a 4 km side seen within 3 km. The crown is the top's own ground: on the
 *       sight line, the ground within the {@linkplain #vantageRadius() vantage radius} (100 m) of the
 *       top that stands within the {@linkplain #crestDrop() crest drop} (10 m) of its height, or within
 *       half the summit's prominence if that is less (so the crown never reaches the key col). It is
 *       seen when the top itself is {@linkplain Visibility#visible visible}, or else any point of the
 *       crown is (no ground strictly between the eye and it rises over the line to it). A cone's top
 *       shows from every side, but a rounded or levelled summit's own crown hides its highest point
 *       from below: from under it, such a summit is seen by its rim (seed 004), where the sight line
 *       grazes it. On a round top whose height falls as {@code κd²/2} at plan distance {@code d}, the
 *       sight line of slope {@code s} grazes it {@code s²/(2κ)} below its highest point; on a
 *       {@code 90·cos²(πd/600)} m dome (300 m in radius, {@code κ ≈ 0.0049}/m) that is under 10 m for
 *       every eye on the plain around it (from its foot {@code s} is under 0.3), so the crown takes in
 *       the silhouette from wherever a cone of the same height is seen, except the summit's own upper
 *       flank. The radius is the vantage radius
 *       because a route that comes that close has reached the top. Unobstructed 90 m domes scored no
 *       landmark before the crown rule where cones of their height scored three. A candidate seen from
 *       at least {@link #landmarkSeenShare()} of the route samples within that radius is a
 *       landmark.</li>
 *   <li>The beats along each route ({@link Beat.Kind}); the view of the reached vantages together;
 *       the {@link Landforms} classes over the land; the census of easy, walkable and reached
 *       ground. The landform classes are Weiss's, with one change: the TPI is standardized by the
 *       greater of its standard deviation over the grid and the {@linkplain Valleys#depth() valley
 *       rule's depth} (15 m), so that a ridge or valley class stands at least that far from its
 *       surroundings' mean. This is deliberate. Weiss's classes are relative to the land's own spread,
 *       so a plain rippled by a few decimetres filled all six classes (a TPI spread of 0.08 m on a
 *       3 m diamond-square plain gave an entropy of 0.84, where three 60 m cones on it gave 0.39 and
 *       the audit of issue 31 measured 0.86 falling to 0.34): the bare plain read as varied and
 *       features laid on it lowered the score. With the floor the bare plain is what a walker finds,
 *       one form, and strong features can only raise it; a land whose spread is at least 15 m (every
 *       real DEM in terrain4j's tests with relief at the 300 m scale: the volcano 19.8 m, Jacksboro
 *       17.0 m) is classed exactly as Weiss classes it. The measure asks whether the land changes
 *       form as it is crossed, not whether its ripples are evenly spread. A vantage is a lookout, and its view is where a person would stand on it (seed 004):
 *       the union of the viewsheds from its top and from up to eight spots 4 m inside its rim, one
 *       along each of the eight directions 45° apart. Along each direction the rim is the last point,
 *       stepping out from the top by half the smaller sample spacing, before the ground falls more than
 *       the eye height (1.7 m) below the top, and at most 30 m out (a top level farther than that is
 *       a plateau; the seed's pad is 20 m across). A spot that would be less than half a sample spacing
 *       from the top is left out, so a pointed top (a cone on a 2 m grid falls 1.7 m within 4 m unless
 *       it is gentler than 23°) is seen from as its top alone. From the middle of a level top the top's
 *       edge hides every slope below a few degrees (the seed's 30 m pad saw 0.011 of its land from its
 *       middle, where the summit before it saw 0.595).</li>
 * </ol>
 * "The land" is every sample that is neither sea nor no-data; its side is the longer of the grid's
 * two extents.
 *
 * <p><b>Determinism.</b> The same land, start and settings give the same report, bit for bit,
 * whatever {@link #threads()} is.
 *
 * <p>Immutable and thread-safe: a record validated in its compact constructor and copied by its
 * {@code with…} methods.
 *
 * @param seaLevel           height at or below which a sample is sea, metres; finite
 * @param lakeDepth          least depth of a lake, metres; in (0, 1e4]
 * @param lakeArea           least area of a lake, m²; in [0, 1e12] (2500: a pit smaller than
 *                           50 m × 50 m is a puddle, not water a walker must go round)
 * @param riverArea          least area draining into a river sample from upstream (its own cell not
 *                           counted), m²; &gt; 0 and finite (1e6)
 * @param waterBeside        a route sample this close to water is beside it, metres; in [0, 1e4]
 *                           (30); never less than 1.5 sample spacings, since a route never stands
 *                           on water itself
 * @param sampleSpacing      metres between route samples; in [1, 1e4] (50)
 * @param visibility         the sight rule for landmark tops and vantages (eye 1.7 m, 1°, 3 km)
 * @param landmarkProminence least prominence of a landmark, as a share of the land's side; in
 *                           (0, 1] (0.015)
 * @param landmarkSeenShare  least share of the route samples in range that must see a landmark;
 *                           in [0, 1] (0.25)
 * @param vantageProminence  least prominence of a vantage, as a share of the side; in (0, 1]
 *                           (0.005)
 * @param vantageRadius      a route this close to a vantage's top reaches it, metres; in (0, 1e4]
 *                           (100)
 * @param maxVantages        the most vantages measured; in [1, 1000] (16)
 * @param revealHidden       metres a landmark must be hidden before coming into view is a reveal;
 *                           in [0, 1e5] (150)
 * @param crestDrop          metres a route must fall on both sides of a high point of its profile
 *                           for a crest; in (0, 1e4] (10)
 * @param tobler             the hiking function and walkable limit
 * @param chokes             the choke rule (80 m, 2.5×, 300 m)
 * @param valleys            the valley rule (15 m, 300 m, 40 m)
 * @param landforms          the landform classes (300 m)
 * @param easySlope          walkable ground at most this steep is easy, degrees; in (0, 90] (15)
 * @param bands              the tests' bands
 * @param threads            worker threads for the viewsheds; in [1, 256]
 * @since 0.1
 */
public record PlaySpace(double seaLevel, double lakeDepth, double lakeArea, double riverArea, double waterBeside,
        double sampleSpacing, Visibility visibility, double landmarkProminence, double landmarkSeenShare,
        double vantageProminence, double vantageRadius, int maxVantages, double revealHidden, double crestDrop,
        Tobler tobler, Chokes chokes, Valleys valleys, Landforms landforms, double easySlope, Bands bands,
        int threads) {

    /**
     * Metres the ground may rise again along a sight line, going back from a top, and still be the
     * top's own flank (see {@link #measure} on what "seen" means for a top).
     */
    static final double FLANK_TOLERANCE = 2.0;

    /**
     * Metres inside a lookout's rim where a person stands to look out: 4 (seed 004). From the middle of a
     * level top the top's own edge hides every slope below; 4 m inside the rim, with the eye 1.7 m up,
     * the edge hides only what lies below 23° from the eye.
     */
    static final double LOOKOUT_INSET = 4.0;

    /**
     * The farthest a lookout's rim is looked for from its top, metres: 30. A top still within an eye's
     * height of its highest point 30 m out is a plateau rather than a lookout, and the seed's level 30 m
     * pad (a rim 15 m out) is already wider than a lookout needs.
     */
    static final double LOOKOUT_REACH = 30.0;

    /**
     * Checks every setting.
     *
     * @param seaLevel           metres
     * @param lakeDepth          metres
     * @param lakeArea           m²
     * @param riverArea          m²
     * @param waterBeside        metres
     * @param sampleSpacing      metres
     * @param visibility         the sight rule
     * @param landmarkProminence share of the side
     * @param landmarkSeenShare  share of route samples
     * @param vantageProminence  share of the side
     * @param vantageRadius      metres
     * @param maxVantages        count
     * @param revealHidden       metres
     * @param crestDrop          metres
     * @param tobler             hiking function
     * @param chokes             choke rule
     * @param valleys            valley rule
     * @param landforms          landform classes
     * @param easySlope          degrees
     * @param bands              bands
     * @param threads            threads
     * @throws IllegalArgumentException naming the setting, its value and the allowed range
     * @throws NullPointerException     if a settings object is null
     */
    public PlaySpace {
        if (!Double.isFinite(seaLevel)) {
            throw new IllegalArgumentException("seaLevel must be finite, got " + seaLevel);
        }
        range("lakeDepth", lakeDepth, 0, false, 1e4, "m");
        range("lakeArea", lakeArea, 0, true, 1e12, "m²");
        if (!(riverArea > 0 && riverArea < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("riverArea must be finite and > 0 m², got " + riverArea);
        }
        range("waterBeside", waterBeside, 0, true, 1e4, "m");
        range("sampleSpacing", sampleSpacing, 1, true, 1e4, "m");
        Objects.requireNonNull(visibility, "visibility");
        range("landmarkProminence", landmarkProminence, 0, false, 1, "of the side");
        range("landmarkSeenShare", landmarkSeenShare, 0, true, 1, "");
        range("vantageProminence", vantageProminence, 0, false, 1, "of the side");
        range("vantageRadius", vantageRadius, 0, false, 1e4, "m");
        if (maxVantages < 1 || maxVantages > 1000) {
            throw new IllegalArgumentException("maxVantages must be in [1, 1000], got " + maxVantages);
        }
        range("revealHidden", revealHidden, 0, true, 1e5, "m");
        range("crestDrop", crestDrop, 0, false, 1e4, "m");
        Objects.requireNonNull(tobler, "tobler");
        Objects.requireNonNull(chokes, "chokes");
        Objects.requireNonNull(valleys, "valleys");
        Objects.requireNonNull(landforms, "landforms");
        range("easySlope", easySlope, 0, false, 90, "degrees");
        Objects.requireNonNull(bands, "bands");
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("threads must be in [1, 256], got " + threads);
        }
    }

    /**
     * The depth of a top's crown below its highest point: the crest drop, but at most half the summit's
     * prominence, so that the crown never reaches down to the col that joins the summit to higher ground.
     *
     * @param prominence the summit's prominence, metres
     * @return metres
     */
    double crownDrop(double prominence) {
        return Math.min(crestDrop, 0.5 * prominence);
    }

    private static void range(String name, double v, double low, boolean lowIncluded, double high, String unit) {
        boolean ok = (lowIncluded ? v >= low : v > low) && v <= high;
        if (!ok) {
            throw new IllegalArgumentException(name + " must be in " + (lowIncluded ? "[" : "(") + text(low) + ", "
                    + text(high) + "]" + (unit.isEmpty() ? "" : " " + unit) + ", got " + text(v));
        }
    }

    /** A number as a person writes it: {@code 0}, {@code 10000}, {@code 0.25}, {@code 1e12}, {@code 2.5e-7}. */
    private static String text(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return Long.toString((long) v);
        }
        String s = Double.toString(v);
        int e = s.indexOf('E');
        if (e < 0) {
            return s;
        }
        String mantissa = s.substring(0, e);
        return (mantissa.endsWith(".0") ? mantissa.substring(0, mantissa.length() - 2) : mantissa) + "e"
                + s.substring(e + 1);
    }

    /**
     * The standard settings (terrain4j's own): sea at 0 m, lakes 1 m deep and 2500 m² wide, rivers draining 1 km²,
     * water within 30 m, a sample every 50 m, an eye 1.7 m up seeing tops 1° over the line of sight
     * within 3 km, landmarks of 1.5 % of the side seen from 25 % of the route, vantages of 0.5 %
     * of the side reached within 100 m (at most 16), reveals after 150 m hidden, crests of 10 m,
     * Tobler's walker with a 42° limit, the standard chokes, valleys and landforms, easy ground
     * up to 15°, the standard bands, and one thread per available processor.
     *
     * <p>The reasons for some of them (lake depth, river area, water distance, vantage prominence and
     * count): a lake shallower than a metre is
     * a puddle in a DEM's noise; a 1 km² catchment is where a brook is reliably a stream; 30 m is
     * within sight and earshot on foot; a vantage of 0.5 % of the side (20 m on a 4 km land) stands
     * clear of the ground around it; 16 bounds the viewsheds run.
     *
     * @return the standard measure
     */
    public static PlaySpace standard() {
        return new PlaySpace(0, 1, 2500, 1e6, 30, Route.STEP, Visibility.standard().withRadius(3000), 0.015, 0.25,
                0.005, 100, 16, 150, 10, Tobler.standard(), Chokes.standard(), Valleys.standard(),
                Landforms.standard(), GroundCensus.EASY_SLOPE_DEGREES, Bands.standard(),
                Math.max(1, Math.min(256, Runtime.getRuntime().availableProcessors())));
    }

    /**
     * A copy with this sea level.
     *
     * @param v metres
     * @return a copy with this sea level
     * @throws IllegalArgumentException if not finite
     */
    public PlaySpace withSeaLevel(double v) {
        return new PlaySpace(v, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this lake depth.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this lake depth
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLakeDepth(double v) {
        return new PlaySpace(seaLevel, v, lakeArea, riverArea, waterBeside, sampleSpacing, visibility, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this least lake area.
     *
     * @param v m², [0, 1e12]
     * @return a copy with this least lake area
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLakeArea(double v) {
        return new PlaySpace(seaLevel, lakeDepth, v, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this river area.
     *
     * @param v m², finite and &gt; 0
     * @return a copy with this river area
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withRiverArea(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, v, waterBeside, sampleSpacing, visibility, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this water distance.
     *
     * @param v metres, [0, 1e4]
     * @return a copy with this water distance
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withWaterBeside(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, v, sampleSpacing, visibility, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this route sample spacing.
     *
     * @param v metres, [1, 1e4]
     * @return a copy with this route sample spacing
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withSampleSpacing(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, v, visibility, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with it.
     *
     * @param v the sight rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withVisibility(Visibility v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, v, landmarkProminence,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this landmark prominence.
     *
     * @param v share of the side, (0, 1]
     * @return a copy with this landmark prominence
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLandmarkProminence(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility, v,
                landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this landmark seen share.
     *
     * @param v share, [0, 1]
     * @return a copy with this landmark seen share
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLandmarkSeenShare(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, v, vantageProminence, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this vantage prominence.
     *
     * @param v share of the side, (0, 1]
     * @return a copy with this vantage prominence
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withVantageProminence(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, v, vantageRadius, maxVantages, revealHidden, crestDrop, tobler,
                chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this vantage radius.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this vantage radius
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withVantageRadius(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, v, maxVantages, revealHidden, crestDrop,
                tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this vantage limit.
     *
     * @param v count, [1, 1000]
     * @return a copy with this vantage limit
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withMaxVantages(int v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, v, revealHidden, crestDrop,
                tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this reveal distance.
     *
     * @param v metres, [0, 1e5]
     * @return a copy with this reveal distance
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withRevealHidden(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, v, crestDrop,
                tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with this crest drop.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this crest drop
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withCrestDrop(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden, v,
                tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with it.
     *
     * @param v the hiking function
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withTobler(Tobler v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, v, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with it.
     *
     * @param v the choke rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withChokes(Chokes v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, v, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with it.
     *
     * @param v the valley rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withValleys(Valleys v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, v, landforms, easySlope, bands, threads);
    }

    /**
     * A copy with them.
     *
     * @param v the landform classes
     * @return a copy with them
     * @throws NullPointerException if null
     */
    public PlaySpace withLandforms(Landforms v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, v, easySlope, bands, threads);
    }

    /**
     * A copy with this easy limit.
     *
     * @param v degrees, (0, 90]
     * @return a copy with this easy limit
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withEasySlope(double v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, landforms, v, bands, threads);
    }

    /**
     * A copy with them.
     *
     * @param v the bands
     * @return a copy with them
     * @throws NullPointerException if null
     */
    public PlaySpace withBands(Bands v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, landforms, easySlope, v, threads);
    }

    /**
     * A copy with this thread count.
     *
     * @param v threads, [1, 256]
     * @return a copy with this thread count
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withThreads(int v) {
        return new PlaySpace(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, landforms, easySlope, bands, v);
    }

    /**
     * Measures a land from the walkable sample nearest its centre, with water from its own
     * drainage.
     *
     * @param land the heights, metres, with their frame; at least 3 × 3, not all no-data
     * @return the report
     * @throws IllegalArgumentException if the land is too small, has no walkable ground, or its frame
     *                                  is in degrees (see the five-argument {@code measure})
     * @throws NullPointerException     if {@code land} is null
     */
    public PlaySpaceReport measure(Heightfield land) {
        return measure(land, null, null, null, ProgressListener.NONE);
    }

    /**
     * Measures a land from a start, with water from its own drainage.
     *
     * @param land  the heights, metres, with their frame
     * @param start where the walker starts, world metres, inside the grid; the nearest walkable
     *              sample is used
     * @return the report
     * @throws IllegalArgumentException if the start is off the grid, no ground is walkable, or the
     *                                  land's frame is in degrees (see the five-argument {@code measure})
     * @throws NullPointerException     if an argument is null
     */
    public PlaySpaceReport measure(Heightfield land, GroundPoint start) {
        return measure(land, Objects.requireNonNull(start, "start"), null, null, ProgressListener.NONE);
    }

    /**
     * Measures a land.
     *
     * @param land     the heights, metres, with their frame; at least 3 × 3
     * @param start    where the walker starts, world metres, inside the grid (the nearest walkable
     *                 sample is used); or null for the walkable sample nearest the grid's centre
     * @param water    row-major inland water ({@code columns × rows}); or null to take it from the
     *                 land's drainage. Sea is added to it either way
     * @param targets  where the routes go, world metres, each inside the grid (a route ends at the
     *                 target's nearest sample, ties to the lower index as for the start, and a target
     *                 no route reaches fails {@link Criterion#TARGETS_REACHED}; a target at the start
     *                 gives a route of no length, which adds nothing to the rates: see
     *                 {@link Criterion}); or null for the vantages
     * @param progress told of progress; cancelling stops the measure
     * @return the report
     * @throws IllegalArgumentException  if the land is smaller than 3 × 3, the water map's length
     *                                   differs, the start is off the grid, no ground is walkable, or
     *                                   the land's frame is in degrees (its georeference names a
     *                                   geographic system at scale 1: every slope, distance and walking
     *                                   time here is in metres, so place it in metres first with
     *                                   {@code Geographic.toMetres}), or its samples lie farther apart
     *                                   (the smaller spacing) than the {@linkplain Landforms#radius()
     *                                   radius} of the landform census (300 m by default), whose disc
     *                                   would then hold its centre only; checked before any work
     * @throws NullPointerException      if {@code land} or {@code progress} is null
     * @throws CancellationException     if the listener cancelled
     */
    public PlaySpaceReport measure(Heightfield land, GroundPoint start, boolean[] water, List<GroundPoint> targets,
            ProgressListener progress) {
        Objects.requireNonNull(land, "land");
        Objects.requireNonNull(progress, "progress");
        refuseDegrees(land);
        List<GroundPoint> copy = null;
        if (targets != null) {
            copy = List.copyOf(targets);
        }
        return new Measurement(this, land, start, water, copy, progress).run();
    }

    /**
     * The gate's shares of a land alone, as {@link #measure(Heightfield, GroundPoint, boolean[], List,
     * ProgressListener) measure} would give them, without the routes, sight and landforms: the
     * baseline for {@link PlaySpaceReport#withBaseline(Gate)}. Measure the baseline from the featured
     * report's {@link PlaySpaceReport#start() start}, so that reached ground is counted from the same
     * place on both lands.
     *
     * @param land     the heights, metres, with their frame; at least 3 × 3
     * @param start    where the walker starts, world metres, inside the grid; or null for the measure's
     *                 default start
     * @param water    row-major inland water, or null to take it from the land's drainage
     * @param progress told of progress; cancelling stops it
     * @return the gate, without a baseline
     * @throws IllegalArgumentException  as {@code measure} does
     * @throws NullPointerException      if {@code land} or {@code progress} is null
     * @throws CancellationException     if the listener cancelled
     */
    public Gate gate(Heightfield land, GroundPoint start, boolean[] water, ProgressListener progress) {
        Objects.requireNonNull(land, "land");
        Objects.requireNonNull(progress, "progress");
        refuseDegrees(land);
        return new Measurement(this, land, start, water, null, progress).gateOnly();
    }

    private static void refuseDegrees(Heightfield land) {
        land.frame().georeference().ifPresent(g -> {
            if (g.crs().isGeographic() && g.scaleX() == 1 && g.scaleZ() == 1) {
                throw new IllegalArgumentException("land's frame is in degrees (" + g.crs() + ", spacing "
                        + land.frame().spacingX() + "° × " + land.frame().spacingZ() + "°); slopes, distances and"
                        + " walking times are in metres: place it in metres first (Geographic.toMetres)");
            }
        });
    }

    /** One run of the measure; holds the intermediate state. */
    private static final class Measurement {
        private final PlaySpace s;
        private final Heightfield land;
        private final GroundPoint requestedStart;
        private final boolean[] givenWater;
        private final List<GroundPoint> routeTargets;
        private final ProgressListener progress;
        private final int cols;
        private final int rows;
        private final GridFrame frame;
        /** The land's heights, row-major, set when the run starts. */
        private float[] landHeights;

        Measurement(PlaySpace s, Heightfield land, GroundPoint start, boolean[] water, List<GroundPoint> targets,
                ProgressListener progress) {
            this.routeTargets = targets;
            this.s = s;
            this.land = land;
            this.requestedStart = start;
            this.givenWater = water;
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
        }

        private String extent() {
            double x0 = frame.x(0);
            double x1 = frame.x(cols - 1);
            double z0 = frame.z(0);
            double z1 = frame.z(rows - 1);
            return "which covers x " + Math.min(x0, x1) + " to " + Math.max(x0, x1) + " m and z " + Math.min(z0, z1)
                    + " to " + Math.max(z0, z1) + " m";
        }

        /**
         * Why no sample is walkable, counted by cause: {@code land has no walkable ground: of its 9
         * samples, 5 are rivers or lakes and 4 are steeper than 42°}.
         */
        private IllegalArgumentException noWalkableGround(WalkableGround ground, float[] h, boolean[] sea,
                boolean[] closed) {
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

        private boolean onGrid(GroundPoint p) {
            double c = frame.column(p.x());
            double r = frame.row(p.z());
            return c >= -0.5 && c <= cols - 0.5 && r >= -0.5 && r <= rows - 0.5;
        }

        private void step(double fraction, String message) {
            if (progress.isCancelled()) {
                throw new CancellationException("play-space measure cancelled");
            }
            progress.progress(fraction, message);
        }

        /** What the measure and the gate share: the water, the walkable ground, the start and the census. */
        private record Prepared(float[] h, boolean[] sea, boolean[] water, boolean[] closed, boolean[] isLand,
                long landCount, WalkableGround ground, GroundPoint start, TravelTimes times, GroundCensus census,
                List<String> warnings) {
        }

        /** The gate of the land alone, without a baseline: the first steps of {@link #run}. */
        Gate gateOnly() {
            Prepared q = prepare();
            step(1.0, "done");
            return gateOf(q.census(), q.landCount());
        }

        private static Gate gateOf(GroundCensus census, long landCount) {
            return new Gate(Math.min(1, (double) census.easySamples() / landCount),
                    Math.min(1, (double) census.reachableSamples() / landCount), OptionalDouble.empty(),
                    OptionalDouble.empty());
        }

        private Prepared prepare() {
            int n = cols * rows;
            step(0.0, "water");
            boolean[] sea = Water.sea(land, s.seaLevel());
            boolean[] water = givenWater != null ? givenWater.clone()
                    : Water.inland(land, s.seaLevel(), s.lakeDepth(), s.lakeArea(), s.riverArea());
            boolean[] closed = new boolean[n];
            boolean[] isLand = new boolean[n];
            long landCount = 0;
            float[] h = land.toArray();
            landHeights = h;
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
            step(0.1, "walkable ground");
            WalkableGround ground = s.tobler().walkableGround(land, closedMask);
            GroundPoint centre = new GroundPoint(frame.x((cols - 1) / 2.0), frame.z((rows - 1) / 2.0));
            GroundPoint from = requestedStart != null ? requestedStart : centre;
            GroundPoint start = ground.nearestWalkable(from.x(), from.z()).orElseThrow(
                    () -> noWalkableGround(ground, h, sea, closed));
            List<String> warnings = new ArrayList<>();
            step(0.15, "travel times");
            TravelTimes times = ground.travelTimes(start.x(), start.z());
            GroundCensus census = times.census(s.easySlope());
            if (requestedStart == null && census.reachableSamples() * 2L < census.walkableSamples()) {
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

            return new Prepared(h, sea, water, closed, isLand, landCount, ground, start, times, census, warnings);
        }

        PlaySpaceReport run() {
            Prepared prep = prepare();
            int n = cols * rows;
            float[] h = prep.h();
            boolean[] sea = prep.sea();
            boolean[] water = prep.water();
            boolean[] isLand = prep.isLand();
            long landCount = prep.landCount();
            WalkableGround ground = prep.ground();
            GroundPoint start = prep.start();
            TravelTimes times = prep.times();
            GroundCensus census = prep.census();
            List<String> warnings = prep.warnings();
            step(0.3, "prominence");
            double side = Math.max((cols - 1) * frame.spacingX(), (rows - 1) * frame.spacingZ());
            double landmarkMin = s.landmarkProminence() * side;
            double vantageMin = s.vantageProminence() * side;
            List<Summit> summits = Prominence.standard().withBase(s.seaLevel()).summits(land)
                    .withMinimum(Math.min(landmarkMin, vantageMin)).list();
            List<Summit> targets = new ArrayList<>();
            for (Summit t : summits) {
                if (targets.size() < s.maxVantages() && !sea[t.row() * cols + t.column()]) {
                    targets.add(t);
                }
            }

            step(0.4, "routes");
            boolean[] targetReached = new boolean[targets.size()];
            List<GroundPoint> ends = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int k = 0; k < targets.size(); k++) {
                Summit t = targets.get(k);
                Optional<GroundPoint> end = nearestReached(times, t);
                if (end.isPresent()) {
                    targetReached[k] = true;
                    if (routeTargets == null) {
                        ends.add(end.get());
                        names.add((t.prominence() >= landmarkMin ? "landmark " : "vantage ") + k);
                    }
                }
            }
            int wanted = routeTargets == null ? targets.size() : routeTargets.size();
            if (routeTargets != null) {
                for (int j = 0; j < routeTargets.size(); j++) {
                    ends.add(routeTargets.get(j));
                    names.add("target " + j);
                }
            }
            List<WalkedRoute> walked = new ArrayList<>();
            List<List<RouteSample>> sampled = new ArrayList<>();
            List<String> routeNames = new ArrayList<>();
            for (int j = 0; j < ends.size(); j++) {
                Optional<Route> route = times.routeTo(ends.get(j).x(), ends.get(j).z());
                if (route.isPresent()) {
                    sampled.add(route.get().resampled(s.sampleSpacing()));
                    routeNames.add(names.get(j));
                }
            }
            int routesReached = sampled.size();

            step(0.5, "sight along the routes");
            Visibility vis = s.visibility();
            Standing standing = new Standing(h, cols, rows, frame, FLANK_TOLERANCE);
            // seen[k][r][i]: landmark candidate k's top seen from sample i of route r (null for a vantage
            // too low to be a landmark: only landmarks have reveals and seen shares).
            boolean[][][] seen = new boolean[targets.size()][][];
            int[] inRange = new int[targets.size()];
            int[] seenCount = new int[targets.size()];
            for (int k = 0; k < targets.size(); k++) {
                Summit t = targets.get(k);
                if (t.prominence() < landmarkMin) {
                    continue;
                }
                seen[k] = new boolean[sampled.size()][];
                GroundPoint top = t.position();
                for (int r = 0; r < sampled.size(); r++) {
                    List<RouteSample> rs = sampled.get(r);
                    boolean[] row = new boolean[rs.size()];
                    for (int i = 0; i < rs.size(); i++) {
                        GroundPoint p = rs.get(i).point();
                        if (p.distanceTo(top) <= vis.radius()) {
                            inRange[k]++;
                            if (topSeen(vis, standing, p, t) && standing.degrees(p.x(), p.z(),
                                    vis.observerHeight(), top.x(), top.z()) >= vis.minimumClearance()) {
                                row[i] = true;
                                seenCount[k]++;
                            }
                        }
                    }
                    seen[k][r] = row;
                }
            }
            List<Landmark> landmarks = new ArrayList<>();
            List<Integer> landmarkTarget = new ArrayList<>();
            for (int k = 0; k < targets.size(); k++) {
                Summit t = targets.get(k);
                if (t.prominence() < landmarkMin) {
                    continue;
                }
                double share = inRange[k] == 0 ? 0 : (double) seenCount[k] / inRange[k];
                GroundPoint col = t.hasKeyCol()
                        ? new GroundPoint(frame.x(t.keyColColumn()), frame.z(t.keyColRow())) : t.position();
                landmarks.add(new Landmark(t.position(), t.height(), t.prominence(), col, share,
                        share >= s.landmarkSeenShare()));
                landmarkTarget.add(k);
            }

            step(0.6, "vantage viewsheds");
            List<GroundPoint> tops = new ArrayList<>();
            for (int k = 0; k < targets.size(); k++) {
                if (targetReached[k]) {
                    tops.add(targets.get(k).position());
                }
            }
            boolean[] seenByVantages = new boolean[n];
            long seenLand = 0;
            double[] coverage = new double[targets.size()];
            boolean[][] views = viewsheds(vis, targets, targetReached);
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
                coverage[k] = (double) c / landCount;
            }
            List<Vantage> vantages = new ArrayList<>();
            for (int k = 0; k < targets.size(); k++) {
                Summit t = targets.get(k);
                vantages.add(new Vantage(t.position(), t.height(), t.prominence(), coverage[k], targetReached[k]));
            }

            step(0.8, "beats");
            // Routes never stand on water, so on a coarse grid "beside" must reach the next sample.
            double beside = Math.max(s.waterBeside(), 1.5 * Math.max(frame.spacingX(), frame.spacingZ()));
            int waterCells = (int) Math.ceil(beside / Math.min(frame.spacingX(), frame.spacingZ()));
            double totalLength = 0;
            long routeSamples = 0;
            long samplesSeeingLandmark = 0;
            long openSamples = 0;
            double directnessSum = 0;
            int routesWithLength = 0;
            double longestQuiet = 0;
            double valleyLength = 0;
            int[] kindCounts = new int[Beat.Kind.values().length];
            double openWidth = s.chokes().contrast() * s.chokes().maxWidth();
            for (int r = 0; r < sampled.size(); r++) {
                List<RouteSample> rs = sampled.get(r);
                int m = rs.size();
                if (m > 0 && rs.get(m - 1).along() == 0) {
                    // a route of no length (a target on the start's sample): listed, but nothing is met
                    // along it, so it adds no beat, sample or length to the route quantities
                    walked.add(new WalkedRoute(routeNames.get(r), rs.stream().map(RouteSample::point).toList(), 0, 0,
                            1, 0, List.of()));
                    continue;
                }
                double[] x = new double[m];
                double[] z = new double[m];
                double[] d = new double[m];
                double[] t = new double[m];
                double[] e = new double[m];
                List<GroundPoint> points = new ArrayList<>(m);
                for (int i = 0; i < m; i++) {
                    RouteSample q = rs.get(i);
                    x[i] = q.x();
                    z[i] = q.z();
                    d[i] = q.along();
                    t[i] = q.seconds();
                    e[i] = q.height();
                    points.add(q.point());
                    if (ground.widthAt(q) >= openWidth) {
                        openSamples++;
                    }
                }
                BeatTrack.Profile p = new BeatTrack.Profile(x, z, d, t, e);
                boolean[][] lseen = new boolean[landmarks.size()][];
                for (int l = 0; l < landmarks.size(); l++) {
                    lseen[l] = landmarks.get(l).counted() ? seen[landmarkTarget.get(l)][r] : new boolean[m];
                }
                p.seen = lseen;
                for (int i = 0; i < m; i++) {
                    for (boolean[] row : lseen) {
                        if (row[i]) {
                            samplesSeeingLandmark++;
                            break;
                        }
                    }
                }
                p.nearVantage = new boolean[targets.size()][m];
                for (int k = 0; k < targets.size(); k++) {
                    GroundPoint top = targets.get(k).position();
                    for (int i = 0; i < m; i++) {
                        p.nearVantage[k][i] = targetReached[k] && points.get(i).distanceTo(top) <= s.vantageRadius();
                    }
                }
                List<Stretch> chokes = s.chokes().along(ground, rs);
                p.chokeStarts = new int[chokes.size()];
                for (int c = 0; c < chokes.size(); c++) {
                    p.chokeStarts[c] = indexAt(d, chokes.get(c).startAlong());
                }
                List<Stretch> valleys = s.valleys().along(ground, rs);
                p.valleys = new int[valleys.size()][];
                double vl = 0;
                for (int c = 0; c < valleys.size(); c++) {
                    Stretch v = valleys.get(c);
                    p.valleys[c] = new int[] {indexAt(d, v.startAlong()), indexAt(d, v.endAlong())};
                    vl += v.length();
                }
                for (int i = 0; i < m; i++) {
                    p.nearWater[i] = nearWater(water, x[i], z[i], waterCells, beside);
                }
                List<Beat> beats = BeatTrack.beats(p, s.revealHidden(), s.crestDrop(), s.revealHidden());
                double length = m == 0 ? 0 : d[m - 1];
                double time = m == 0 ? 0 : t[m - 1];
                double straight = m == 0 ? 0 : Math.hypot(x[m - 1] - x[0], z[m - 1] - z[0]);
                double directness = length > 0 ? Math.min(1, straight / length) : 1;
                vl = Math.min(vl, length);
                walked.add(new WalkedRoute(routeNames.get(r), points, length, time, directness, vl, beats));
                for (Beat b : beats) {
                    kindCounts[b.kind().ordinal()]++;
                }
                totalLength += length;
                routeSamples += m;
                directnessSum += directness;
                routesWithLength++;
                longestQuiet = Math.max(longestQuiet, BeatTrack.longestQuiet(beats, time));
                valleyLength += vl;
            }

            step(0.9, "landforms");
            LandformMap forms = s.landforms().map(land);
            Landform[] classes = Landform.values();
            long[] formCount = new long[classes.length];
            long classified = 0;
            // the TPI's spread, floored at the valley rule's depth (see the class documentation)
            double spread = Math.max(forms.tpiStandardDeviation(), s.valleys().depth());
            double tpiMean = forms.tpiMean();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (!isLand[r * cols + c]) {
                        continue;
                    }
                    double tpi = forms.tpi(c, r);
                    Landform f = Double.isFinite(tpi)
                            ? s.landforms().classOf((tpi - tpiMean) / spread, forms.slopeDegrees(c, r)) : null;
                    if (f != null) {
                        formCount[f.ordinal()]++;
                        classified++;
                    }
                }
            }
            Map<String, Double> shares = new LinkedHashMap<>();
            double entropy = 0;
            int present = 0;
            for (Landform f : classes) {
                double share = classified == 0 ? 0 : (double) formCount[f.ordinal()] / classified;
                shares.put(f.name().toLowerCase(java.util.Locale.ROOT), share);
                if (share > 0) {
                    entropy -= share * Math.log(share);
                }
                if (share >= 0.02) {
                    present++;
                }
            }
            entropy = classified == 0 ? Double.NaN : Math.max(0, entropy / Math.log(classes.length));

            double km = totalLength / 1000;
            double nan = Double.NaN;
            boolean anyRoute = !walked.isEmpty() && km > 0;
            int counted = 0;
            for (Landmark l : landmarks) {
                if (l.counted()) {
                    counted++;
                }
            }
            int reachedVantages = 0;
            for (boolean b : targetReached) {
                if (b) {
                    reachedVantages++;
                }
            }
            double[] value = new double[Criterion.values().length];
            value[Criterion.LANDMARKS.ordinal()] = counted;
            value[Criterion.LANDMARK_IN_VIEW.ordinal()] = routeSamples == 0 ? nan : (double) samplesSeeingLandmark / routeSamples;
            value[Criterion.VANTAGE_COVERAGE.ordinal()] = (double) seenLand / landCount;
            value[Criterion.VANTAGES.ordinal()] = reachedVantages;
            value[Criterion.REVEALS_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.REVEAL.ordinal()] / km : nan;
            value[Criterion.CHOKES_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.CHOKE.ordinal()] / km : nan;
            value[Criterion.VALLEYS_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.VALLEY_ENTRY.ordinal()] / km : nan;
            value[Criterion.VALLEY_SHARE.ordinal()] = anyRoute ? valleyLength / totalLength : nan;
            value[Criterion.CRESTS_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.CREST.ordinal()] / km : nan;
            value[Criterion.WATER_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.WATER.ordinal()] / km : nan;
            value[Criterion.VANTAGES_PER_KM.ordinal()] = anyRoute ? kindCounts[Beat.Kind.VANTAGE.ordinal()] / km : nan;
            int allBeats = 0;
            for (int k : kindCounts) {
                allBeats += k;
            }
            value[Criterion.BEATS_PER_KM.ordinal()] = anyRoute ? allBeats / km : nan;
            value[Criterion.LONGEST_QUIET.ordinal()] = anyRoute ? longestQuiet : nan;
            value[Criterion.DIRECTNESS.ordinal()] = anyRoute ? directnessSum / routesWithLength : nan;
            value[Criterion.OPEN_SHARE.ordinal()] = routeSamples == 0 ? nan : (double) openSamples / routeSamples;
            value[Criterion.TARGETS_REACHED.ordinal()] = wanted == 0 ? nan : (double) routesReached / wanted;
            value[Criterion.LANDFORM_ENTROPY.ordinal()] = entropy;
            value[Criterion.LANDFORM_CLASSES.ordinal()] = present;
            value[Criterion.EASY_GROUND.ordinal()] = (double) census.easySamples() / landCount;
            value[Criterion.WALKABLE_GROUND.ordinal()] = (double) census.walkableSamples() / landCount;
            value[Criterion.REACHED_GROUND.ordinal()] = census.walkableSamples() == 0 ? nan
                    : (double) census.reachableSamples() / census.walkableSamples();
            List<PlayTest> tests = new ArrayList<>();
            for (Criterion c : Criterion.values()) {
                tests.add(new PlayTest(c, value[c.ordinal()], s.bands().band(c)));
            }
            Gate gate = gateOf(census, landCount);
            step(1.0, "done");
            return new PlaySpaceReport(land, start, tests, gate, landmarks, vantages, walked, shares, seenByVantages,
                    water, warnings);
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
                int head = 0;
                int tail = 0;
                queue[tail++] = i;
                piece[i] = label;
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

        /**
         * The view of each reached target, the union of the viewsheds from its {@linkplain #lookout standing
         * spots}, run on {@code threads} workers; each viewshed depends only on its own spot and the union
         * is taken in a fixed order, so the result is the same whatever the thread count.
         */
        private boolean[][] viewsheds(Visibility vis, List<Summit> targets, boolean[] reached) {
            boolean[][] views = new boolean[targets.size()][];
            List<int[]> todo = new ArrayList<>();
            List<List<GroundPoint>> spots = new ArrayList<>();
            for (int k = 0; k < targets.size(); k++) {
                spots.add(reached[k] ? lookout(targets.get(k).position(), vis.observerHeight()) : List.of());
                for (int j = 0; j < spots.get(k).size(); j++) {
                    todo.add(new int[] {k, j});
                }
            }
            boolean[][] each = new boolean[todo.size()][];
            if (s.threads() == 1 || todo.size() < 2) {
                for (int i = 0; i < todo.size(); i++) {
                    each[i] = vis.viewshed(land, spots.get(todo.get(i)[0]).get(todo.get(i)[1])).toArray();
                }
                return union(views, todo, each);
            }
            ForkJoinPool pool = new ForkJoinPool(Math.min(s.threads(), todo.size()));
            try {
                pool.submit(() -> java.util.stream.IntStream.range(0, todo.size()).parallel().forEach(
                        i -> each[i] = vis.viewshed(land, spots.get(todo.get(i)[0]).get(todo.get(i)[1])).toArray()))
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
        private List<GroundPoint> lookout(GroundPoint top, double eyeHeight) {
            List<GroundPoint> out = new ArrayList<>();
            out.add(top);
            double tc = frame.column(top.x());
            double tr = frame.row(top.z());
            Standing g = new Standing(landHeights, cols, rows, frame, FLANK_TOLERANCE);
            double topHeight = g.ground(tc, tr);
            double step = 0.5 * Math.min(frame.spacingX(), frame.spacingZ());
            for (int dir = 0; dir < 8; dir++) {
                double a = dir * Math.PI / 4;
                double dx = Math.cos(a);
                double dz = Math.sin(a);
                double rim = 0;
                for (double d = step; d <= LOOKOUT_REACH + 1e-9; d += step) {
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
                double at = rim - LOOKOUT_INSET;
                if (at >= step) {
                    GroundPoint spot = new GroundPoint(top.x() + at * dx, top.z() + at * dz);
                    if (!Double.isNaN(g.ground(frame.column(spot.x()), frame.row(spot.z())))) {
                        out.add(spot);
                    }
                }
            }
            return out;
        }

        /**
         * Whether the eye sees a top's crown: its top visible, or else (a round top's own dome hiding its
         * highest point) any ground on the sight line within the vantage radius of the top and within the
         * crown drop of its height (see {@link PlaySpace#crownDrop}).
         */
        private boolean topSeen(Visibility vis, Standing standing, GroundPoint eye, Summit t) {
            GroundPoint top = t.position();
            return vis.visible(land, eye, top) || standing.crownSeen(eye.x(), eye.z(), vis.observerHeight(), top.x(),
                    top.z(), s.vantageRadius(), s.crownDrop(t.prominence()), vis.curvature(), vis.targetHeight());
        }

        /** The sample nearest a summit's top, within the vantage radius, that the walker reaches. */
        private Optional<GroundPoint> nearestReached(TravelTimes times, Summit t) {
            int rc = (int) Math.ceil(s.vantageRadius() / frame.spacingX());
            int rr = (int) Math.ceil(s.vantageRadius() / frame.spacingZ());
            double best = Double.POSITIVE_INFINITY;
            GroundPoint out = null;
            for (int r = Math.max(0, t.row() - rr); r <= Math.min(rows - 1, t.row() + rr); r++) {
                for (int c = Math.max(0, t.column() - rc); c <= Math.min(cols - 1, t.column() + rc); c++) {
                    if (!(times.seconds(c, r) < Double.POSITIVE_INFINITY)) {
                        continue;
                    }
                    double dist = Math.hypot((c - t.column()) * frame.spacingX(), (r - t.row()) * frame.spacingZ());
                    if (dist <= s.vantageRadius() && dist < best) {
                        best = dist;
                        out = new GroundPoint(frame.x(c), frame.z(r));
                    }
                }
            }
            return Optional.ofNullable(out);
        }

        private boolean nearWater(boolean[] water, double x, double z, int cells, double metres) {
            int c0 = (int) Math.round(frame.column(x));
            int r0 = (int) Math.round(frame.row(z));
            for (int r = Math.max(0, r0 - cells); r <= Math.min(rows - 1, r0 + cells); r++) {
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
}
