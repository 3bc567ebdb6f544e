package org.terrain4j.analysis.playspace;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import org.terrain4j.analysis.landform.Landforms;
import org.terrain4j.analysis.prominence.Prominence;
import org.terrain4j.analysis.route.Chokes;
import org.terrain4j.analysis.route.GroundCensus;
import org.terrain4j.analysis.route.Route;
import org.terrain4j.analysis.route.Tobler;
import org.terrain4j.analysis.route.Valleys;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Records;

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
 * <p><b>How it runs.</b> One measure runs eight stages in order, each a package-private class handing
 * its result to the next: water, walkable ground and the start; summits by prominence; the routes; sight
 * of the landmark tops along them; the vantages' views; the beats; the landforms; the criteria.
 *
 * <p><b>Settings.</b> A measure is built from {@link #standard()} by its {@code with…} steps, each
 * checking its one value and giving a copy; there is no positional constructor. The settings, their units,
 * ranges and standard values:
 * <ul>
 *   <li>{@code seaLevel}: height at or below which a sample is sea, metres; finite</li>
 *   <li>{@code lakeDepth}: least depth of a lake, metres; in (0, 1e4]</li>
 *   <li>{@code lakeArea}: least area of a lake, m²; in [0, 1e12] (2500: a pit smaller than 50 m × 50 m is a
 *       puddle, not water a walker must go round)</li>
 *   <li>{@code riverArea}: least area draining into a river sample from upstream (its own cell not counted),
 *       m²; &gt; 0 and finite (1e6)</li>
 *   <li>{@code waterBeside}: a route sample this close to water is beside it, metres; in [0, 1e4] (30);
 *       never less than 1.5 sample spacings, since a route never stands on water itself</li>
 *   <li>{@code sampleSpacing}: metres between route samples; in [1, 1e4] (50)</li>
 *   <li>{@code visibility}: the sight rule for landmark tops and vantages (eye 1.7 m, 1°, 3 km)</li>
 *   <li>{@code landmarkProminence}: least prominence of a landmark, as a share of the land's side; in (0, 1]
 *       (0.015)</li>
 *   <li>{@code landmarkSeenShare}: least share of the route samples in range that must see a landmark; in
 *       [0, 1] (0.25)</li>
 *   <li>{@code vantageProminence}: least prominence of a vantage, as a share of the side; in (0, 1]
 *       (0.005)</li>
 *   <li>{@code vantageRadius}: a route this close to a vantage's top reaches it, metres; in (0, 1e4] (100)</li>
 *   <li>{@code maxVantages}: the most vantages measured; in [1, 1000] (16)</li>
 *   <li>{@code revealHidden}: metres a landmark must be hidden before coming into view is a reveal; in [0,
 *       1e5] (150)</li>
 *   <li>{@code crestDrop}: metres a route must fall on both sides of a high point of its profile for a
 *       crest; in (0, 1e4] (10)</li>
 *   <li>{@code tobler}: the hiking function and walkable limit</li>
 *   <li>{@code chokes}: the choke rule (80 m, 2.5×, 300 m)</li>
 *   <li>{@code valleys}: the valley rule (15 m, 300 m, 40 m)</li>
 *   <li>{@code landforms}: the landform classes (300 m)</li>
 *   <li>{@code easySlope}: walkable ground at most this steep is easy, degrees; in (0, 90] (15)</li>
 *   <li>{@code bands}: the tests' bands</li>
 *   <li>{@code threads}: worker threads for the viewsheds; in [1, 256]</li>
 * </ul>
 *
 * <p>Immutable and thread-safe; {@code equals} compares every setting exactly (as a record would).
 *
 * @since 0.1
 */
public final class PlaySpace {

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

    private final double seaLevel;
    private final double lakeDepth;
    private final double lakeArea;
    private final double riverArea;
    private final double waterBeside;
    private final double sampleSpacing;
    private final Visibility visibility;
    private final double landmarkProminence;
    private final double landmarkSeenShare;
    private final double vantageProminence;
    private final double vantageRadius;
    private final int maxVantages;
    private final double revealHidden;
    private final double crestDrop;
    private final Tobler tobler;
    private final Chokes chokes;
    private final Valleys valleys;
    private final Landforms landforms;
    private final double easySlope;
    private final Bands bands;
    private final int threads;

    /** Checks every setting of a draft and keeps it. */
    private PlaySpace(Draft d) {
        if (!Double.isFinite(d.seaLevel)) {
            throw new IllegalArgumentException("seaLevel must be finite, got " + d.seaLevel);
        }
        range("lakeDepth", d.lakeDepth, 0, false, 1e4, "m");
        range("lakeArea", d.lakeArea, 0, true, 1e12, "m²");
        if (!(d.riverArea > 0 && d.riverArea < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("riverArea must be finite and > 0 m², got " + d.riverArea);
        }
        range("waterBeside", d.waterBeside, 0, true, 1e4, "m");
        range("sampleSpacing", d.sampleSpacing, 1, true, 1e4, "m");
        Objects.requireNonNull(d.visibility, "visibility");
        range("landmarkProminence", d.landmarkProminence, 0, false, 1, "of the side");
        range("landmarkSeenShare", d.landmarkSeenShare, 0, true, 1, "");
        range("vantageProminence", d.vantageProminence, 0, false, 1, "of the side");
        range("vantageRadius", d.vantageRadius, 0, false, 1e4, "m");
        if (d.maxVantages < 1 || d.maxVantages > 1000) {
            throw new IllegalArgumentException("maxVantages must be in [1, 1000], got " + d.maxVantages);
        }
        range("revealHidden", d.revealHidden, 0, true, 1e5, "m");
        range("crestDrop", d.crestDrop, 0, false, 1e4, "m");
        Objects.requireNonNull(d.tobler, "tobler");
        Objects.requireNonNull(d.chokes, "chokes");
        Objects.requireNonNull(d.valleys, "valleys");
        Objects.requireNonNull(d.landforms, "landforms");
        range("easySlope", d.easySlope, 0, false, 90, "degrees");
        Objects.requireNonNull(d.bands, "bands");
        if (d.threads < 1 || d.threads > 256) {
            throw new IllegalArgumentException("threads must be in [1, 256], got " + d.threads);
        }
        this.seaLevel = d.seaLevel;
        this.lakeDepth = d.lakeDepth;
        this.lakeArea = d.lakeArea;
        this.riverArea = d.riverArea;
        this.waterBeside = d.waterBeside;
        this.sampleSpacing = d.sampleSpacing;
        this.visibility = d.visibility;
        this.landmarkProminence = d.landmarkProminence;
        this.landmarkSeenShare = d.landmarkSeenShare;
        this.vantageProminence = d.vantageProminence;
        this.vantageRadius = d.vantageRadius;
        this.maxVantages = d.maxVantages;
        this.revealHidden = d.revealHidden;
        this.crestDrop = d.crestDrop;
        this.tobler = d.tobler;
        this.chokes = d.chokes;
        this.valleys = d.valleys;
        this.landforms = d.landforms;
        this.easySlope = d.easySlope;
        this.bands = d.bands;
        this.threads = d.threads;
    }

    /** The settings while a copy is made: mutable, confined to {@link #with}. */
    private static final class Draft {
        private double seaLevel;
        private double lakeDepth;
        private double lakeArea;
        private double riverArea;
        private double waterBeside;
        private double sampleSpacing;
        private Visibility visibility;
        private double landmarkProminence;
        private double landmarkSeenShare;
        private double vantageProminence;
        private double vantageRadius;
        private int maxVantages;
        private double revealHidden;
        private double crestDrop;
        private Tobler tobler;
        private Chokes chokes;
        private Valleys valleys;
        private Landforms landforms;
        private double easySlope;
        private Bands bands;
        private int threads;

        Draft() {
        }

        Draft(PlaySpace p) {
            seaLevel = p.seaLevel;
            lakeDepth = p.lakeDepth;
            lakeArea = p.lakeArea;
            riverArea = p.riverArea;
            waterBeside = p.waterBeside;
            sampleSpacing = p.sampleSpacing;
            visibility = p.visibility;
            landmarkProminence = p.landmarkProminence;
            landmarkSeenShare = p.landmarkSeenShare;
            vantageProminence = p.vantageProminence;
            vantageRadius = p.vantageRadius;
            maxVantages = p.maxVantages;
            revealHidden = p.revealHidden;
            crestDrop = p.crestDrop;
            tobler = p.tobler;
            chokes = p.chokes;
            valleys = p.valleys;
            landforms = p.landforms;
            easySlope = p.easySlope;
            bands = p.bands;
            threads = p.threads;
        }
    }

    /** A copy with one draft edit applied, checked as a whole. */
    private PlaySpace with(Consumer<Draft> edit) {
        Draft d = new Draft(this);
        edit.accept(d);
        return new PlaySpace(d);
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
        Draft d = new Draft();
        d.seaLevel = 0;
        d.lakeDepth = 1;
        d.lakeArea = 2500;
        d.riverArea = 1e6;
        d.waterBeside = 30;
        d.sampleSpacing = Route.STEP;
        d.visibility = Visibility.standard().withRadius(3000);
        d.landmarkProminence = 0.015;
        d.landmarkSeenShare = 0.25;
        d.vantageProminence = 0.005;
        d.vantageRadius = 100;
        d.maxVantages = 16;
        d.revealHidden = 150;
        d.crestDrop = 10;
        d.tobler = Tobler.standard();
        d.chokes = Chokes.standard();
        d.valleys = Valleys.standard();
        d.landforms = Landforms.standard();
        d.easySlope = GroundCensus.EASY_SLOPE_DEGREES;
        d.bands = Bands.standard();
        d.threads = Math.max(1, Math.min(256, Runtime.getRuntime().availableProcessors()));
        return new PlaySpace(d);
    }

    /**
     * The setting {@code seaLevel}.
     *
     * @return height at or below which a sample is sea, metres; finite
     */
    public double seaLevel() {
        return seaLevel;
    }

    /**
     * The setting {@code lakeDepth}.
     *
     * @return least depth of a lake, metres; in (0, 1e4]
     */
    public double lakeDepth() {
        return lakeDepth;
    }

    /**
     * The setting {@code lakeArea}.
     *
     * @return least area of a lake, m²; in [0, 1e12] (2500: a pit smaller than 50 m × 50 m is a puddle, not
     *         water a walker must go round)
     */
    public double lakeArea() {
        return lakeArea;
    }

    /**
     * The setting {@code riverArea}.
     *
     * @return least area draining into a river sample from upstream (its own cell not counted), m²; &gt; 0 and
     *         finite (1e6)
     */
    public double riverArea() {
        return riverArea;
    }

    /**
     * The setting {@code waterBeside}.
     *
     * @return a route sample this close to water is beside it, metres; in [0, 1e4] (30); never less than 1.5
     *         sample spacings, since a route never stands on water itself
     */
    public double waterBeside() {
        return waterBeside;
    }

    /**
     * The setting {@code sampleSpacing}.
     *
     * @return metres between route samples; in [1, 1e4] (50)
     */
    public double sampleSpacing() {
        return sampleSpacing;
    }

    /**
     * The setting {@code visibility}.
     *
     * @return the sight rule for landmark tops and vantages (eye 1.7 m, 1°, 3 km)
     */
    public Visibility visibility() {
        return visibility;
    }

    /**
     * The setting {@code landmarkProminence}.
     *
     * @return least prominence of a landmark, as a share of the land's side; in (0, 1] (0.015)
     */
    public double landmarkProminence() {
        return landmarkProminence;
    }

    /**
     * The setting {@code landmarkSeenShare}.
     *
     * @return least share of the route samples in range that must see a landmark; in [0, 1] (0.25)
     */
    public double landmarkSeenShare() {
        return landmarkSeenShare;
    }

    /**
     * The setting {@code vantageProminence}.
     *
     * @return least prominence of a vantage, as a share of the side; in (0, 1] (0.005)
     */
    public double vantageProminence() {
        return vantageProminence;
    }

    /**
     * The setting {@code vantageRadius}.
     *
     * @return a route this close to a vantage's top reaches it, metres; in (0, 1e4] (100)
     */
    public double vantageRadius() {
        return vantageRadius;
    }

    /**
     * The setting {@code maxVantages}.
     *
     * @return the most vantages measured; in [1, 1000] (16)
     */
    public int maxVantages() {
        return maxVantages;
    }

    /**
     * The setting {@code revealHidden}.
     *
     * @return metres a landmark must be hidden before coming into view is a reveal; in [0, 1e5] (150)
     */
    public double revealHidden() {
        return revealHidden;
    }

    /**
     * The setting {@code crestDrop}.
     *
     * @return metres a route must fall on both sides of a high point of its profile for a crest; in (0, 1e4]
     *         (10)
     */
    public double crestDrop() {
        return crestDrop;
    }

    /**
     * The setting {@code tobler}.
     *
     * @return the hiking function and walkable limit
     */
    public Tobler tobler() {
        return tobler;
    }

    /**
     * The setting {@code chokes}.
     *
     * @return the choke rule (80 m, 2.5×, 300 m)
     */
    public Chokes chokes() {
        return chokes;
    }

    /**
     * The setting {@code valleys}.
     *
     * @return the valley rule (15 m, 300 m, 40 m)
     */
    public Valleys valleys() {
        return valleys;
    }

    /**
     * The setting {@code landforms}.
     *
     * @return the landform classes (300 m)
     */
    public Landforms landforms() {
        return landforms;
    }

    /**
     * The setting {@code easySlope}.
     *
     * @return walkable ground at most this steep is easy, degrees; in (0, 90] (15)
     */
    public double easySlope() {
        return easySlope;
    }

    /**
     * The setting {@code bands}.
     *
     * @return the tests' bands
     */
    public Bands bands() {
        return bands;
    }

    /**
     * The setting {@code threads}.
     *
     * @return worker threads for the viewsheds; in [1, 256]
     */
    public int threads() {
        return threads;
    }

    /**
     * A copy with this sea level.
     *
     * @param v metres
     * @return a copy with this sea level
     * @throws IllegalArgumentException if not finite
     */
    public PlaySpace withSeaLevel(double v) {
        return with(d -> d.seaLevel = v);
    }

    /**
     * A copy with this lake depth.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this lake depth
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLakeDepth(double v) {
        return with(d -> d.lakeDepth = v);
    }

    /**
     * A copy with this least lake area.
     *
     * @param v m², [0, 1e12]
     * @return a copy with this least lake area
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLakeArea(double v) {
        return with(d -> d.lakeArea = v);
    }

    /**
     * A copy with this river area.
     *
     * @param v m², finite and &gt; 0
     * @return a copy with this river area
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withRiverArea(double v) {
        return with(d -> d.riverArea = v);
    }

    /**
     * A copy with this water distance.
     *
     * @param v metres, [0, 1e4]
     * @return a copy with this water distance
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withWaterBeside(double v) {
        return with(d -> d.waterBeside = v);
    }

    /**
     * A copy with this route sample spacing.
     *
     * @param v metres, [1, 1e4]
     * @return a copy with this route sample spacing
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withSampleSpacing(double v) {
        return with(d -> d.sampleSpacing = v);
    }

    /**
     * A copy with it.
     *
     * @param v the sight rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withVisibility(Visibility v) {
        return with(d -> d.visibility = v);
    }

    /**
     * A copy with this landmark prominence.
     *
     * @param v share of the side, (0, 1]
     * @return a copy with this landmark prominence
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLandmarkProminence(double v) {
        return with(d -> d.landmarkProminence = v);
    }

    /**
     * A copy with this landmark seen share.
     *
     * @param v share, [0, 1]
     * @return a copy with this landmark seen share
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withLandmarkSeenShare(double v) {
        return with(d -> d.landmarkSeenShare = v);
    }

    /**
     * A copy with this vantage prominence.
     *
     * @param v share of the side, (0, 1]
     * @return a copy with this vantage prominence
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withVantageProminence(double v) {
        return with(d -> d.vantageProminence = v);
    }

    /**
     * A copy with this vantage radius.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this vantage radius
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withVantageRadius(double v) {
        return with(d -> d.vantageRadius = v);
    }

    /**
     * A copy with this vantage limit.
     *
     * @param v count, [1, 1000]
     * @return a copy with this vantage limit
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withMaxVantages(int v) {
        return with(d -> d.maxVantages = v);
    }

    /**
     * A copy with this reveal distance.
     *
     * @param v metres, [0, 1e5]
     * @return a copy with this reveal distance
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withRevealHidden(double v) {
        return with(d -> d.revealHidden = v);
    }

    /**
     * A copy with this crest drop.
     *
     * @param v metres, (0, 1e4]
     * @return a copy with this crest drop
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withCrestDrop(double v) {
        return with(d -> d.crestDrop = v);
    }

    /**
     * A copy with it.
     *
     * @param v the hiking function
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withTobler(Tobler v) {
        return with(d -> d.tobler = v);
    }

    /**
     * A copy with it.
     *
     * @param v the choke rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withChokes(Chokes v) {
        return with(d -> d.chokes = v);
    }

    /**
     * A copy with it.
     *
     * @param v the valley rule
     * @return a copy with it
     * @throws NullPointerException if null
     */
    public PlaySpace withValleys(Valleys v) {
        return with(d -> d.valleys = v);
    }

    /**
     * A copy with them.
     *
     * @param v the landform classes
     * @return a copy with them
     * @throws NullPointerException if null
     */
    public PlaySpace withLandforms(Landforms v) {
        return with(d -> d.landforms = v);
    }

    /**
     * A copy with this easy limit.
     *
     * @param v degrees, (0, 90]
     * @return a copy with this easy limit
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withEasySlope(double v) {
        return with(d -> d.easySlope = v);
    }

    /**
     * A copy with them.
     *
     * @param v the bands
     * @return a copy with them
     * @throws NullPointerException if null
     */
    public PlaySpace withBands(Bands v) {
        return with(d -> d.bands = v);
    }

    /**
     * A copy with this thread count.
     *
     * @param v threads, [1, 256]
     * @return a copy with this thread count
     * @throws IllegalArgumentException if out of range
     */
    public PlaySpace withThreads(int v) {
        return with(d -> d.threads = v);
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
        return Measurement.run(Site.of(this, land, start, water, copy, progress));
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
        return Measurement.gateOnly(Site.of(this, land, start, water, null, progress));
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


    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double seaLevel, double lakeDepth, double lakeArea, double riverArea, double waterBeside,
            double sampleSpacing, Visibility visibility, double landmarkProminence, double landmarkSeenShare,
            double vantageProminence, double vantageRadius, int maxVantages, double revealHidden, double crestDrop,
            Tobler tobler, Chokes chokes, Valleys valleys, Landforms landforms, double easySlope, Bands bands,
            int threads) {
    }

    private Values values() {
        return new Values(seaLevel, lakeDepth, lakeArea, riverArea, waterBeside, sampleSpacing, visibility,
                landmarkProminence, landmarkSeenShare, vantageProminence, vantageRadius, maxVantages, revealHidden,
                crestDrop, tobler, chokes, valleys, landforms, easySlope, bands, threads);
    }

    /**
     * Whether another measure has exactly these settings (doubles compared by their bits, as a record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code PlaySpace} with equal settings
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof PlaySpace other && values().equals(other.values());
    }

    /**
     * A hash of the settings, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The settings by name, as a record prints them: {@code PlaySpace[seaLevel=0.0, lakeDepth=1.0, …]}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return Records.named("PlaySpace", values());
    }
}
