package org.terrain4j.analysis.playspace;

/**
 * The 21 tests of the play-space report, each scored against a {@link PassBand}.
 *
 * <p>Every band has two ends, each with its reason (seed 004: a test is a band and not a direction,
 * because too few chokes is an open plain and too many is a maze); where the upper end is the
 * value's own maximum (targets reached, landform classes, walkable and reached ground) the
 * constant says why that is the right end. The tests and their bands are terrain4j's own design. Some numbers are fixed by the definition
 * of a test (a landmark's prominence of 1.5 % of the world's side seen from 25 % of the route within
 * 3 km, vantages seeing 70 % of the land, easy ground never under 50 %); for the others each
 * constant's documentation gives the band chosen and the reason. Bands are a parameter
 * ({@link Bands#withBand}). Rates "per km" are counts over the total length of the measured
 * routes. A route of no length (to a target on the start's own sample) is listed, with length 0
 * and no beats, and adds nothing to any route quantity (rates, shares of route samples, directness,
 * longest quiet); when no route has any length those are NaN (no rate: the test fails, and the table
 * prints {@code n/a}) rather than a count divided by nothing. Route quantities count each route on its own, so ground shared by two routes counts
 * twice, as a walker taking both would meet it twice.
 *
 * @since 0.1
 */
public enum Criterion {

    /**
     * Landmarks: summits with a prominence of at least 1.5 % of the world's longer side whose top
     * is seen from at least 25 % of the route samples within 3 km. Band [3, 12]: fewer than three
     * leaves stretches with nothing to steer by; more than a dozen and none of them stands out.
     */
    LANDMARKS("landmarks", "landmarks seen from 25 % of the route within 3 km", "", new PassBand(3, 12)),

    /**
     * Share of route samples that see at least one landmark's top. Band [0.5, 0.9]: a walker should
     * have something to steer by at least half of the way; and lose sight of every landmark for at
     * least a tenth of it. Above 0.9 the samples out of sight of all of them add up to less than one
     * reveal's hidden stretch (150 m, three samples) in every 1.5 km (30 samples): a walk that never
     * drops into a valley or behind a ridge, so nothing is ever found again.
     */
    LANDMARK_IN_VIEW("landmark-in-view", "share of route samples seeing a landmark", "", new PassBand(0.5, 0.9)),

    /**
     * Share of the land (samples that are neither sea nor no-data) seen by the vantages together,
     * from an eye 1.7 m over each, each from its top and the spots inside its rim (see
     * {@link PlaySpace}). Band [0.7, 0.95]: the lower end is seed 004's (the vantages together
     * should see 70 % of the land). The upper end is terrain4j's: ground no lookout sees is what is
     * left to find on foot (seed 004: a summit the routes cannot see is a discovery, not a failure),
     * and a land seen whole from its tops hides nothing. 5 % of a 4 km island is 0.8 km², a valley
     * 2 km long and 400 m wide; the seed's featured island scored 0.77.
     */
    VANTAGE_COVERAGE("vantage-coverage", "share of the land the vantages see together", "", new PassBand(0.7, 0.95)),

    /**
     * Vantages reached on foot: summits of at least the vantage prominence with a route that ends
     * within the vantage radius of their top. Band [2, 20]: one lookout is a single destination,
     * and past about twenty they no longer feel chosen.
     */
    VANTAGES("vantages", "vantages reached on foot", "", new PassBand(2, 20)),

    /**
     * Reveals per route km: a landmark's top coming into view after at least 150 m hidden. Band
     * [0.3, 3]: at least one every 3.3 km, and not a new view every few steps.
     */
    REVEALS_PER_KM("reveals-per-km", "reveals", "per km", new PassBand(0.3, 3)),

    /**
     * Chokes per route km. Band [0.2, 1.5]: too few is an open plain and too many is a maze.
     */
    CHOKES_PER_KM("chokes-per-km", "chokes", "per km", new PassBand(0.2, 1.5)),

    /**
     * Valleys entered per route km. Band [0.1, 1]: one every 10 km at least; more than one per km
     * and the walk is all ditches.
     */
    VALLEYS_PER_KM("valleys-per-km", "valleys entered", "per km", new PassBand(0.1, 1)),

    /**
     * Share of the route length inside valleys. Band [0.05, 0.5]: valleys shape the way without
     * becoming the whole of it.
     */
    VALLEY_SHARE("valley-share", "share of the route in valleys", "", new PassBand(0.05, 0.5)),

    /**
     * Crests and passes per route km: high points of the route's own profile with a fall of the
     * crest drop on both sides. Band [0.2, 2].
     */
    CRESTS_PER_KM("crests-per-km", "crests and passes", "per km", new PassBand(0.2, 2)),

    /**
     * Water beats per route km: coming beside water. Band [0.1, 2]: water should be met, but a
     * route that is all shore is one long beat.
     */
    WATER_PER_KM("water-per-km", "water", "per km", new PassBand(0.1, 2)),

    /** Vantage beats per route km: passing within 100 m of a vantage. Band [0.1, 2]. */
    VANTAGES_PER_KM("vantages-per-km", "vantages passed", "per km", new PassBand(0.1, 2)),

    /**
     * All beats per route km. Band [1, 8]: a beat every 125 m to 1 km.
     */
    BEATS_PER_KM("beats-per-km", "beats of every kind", "per km", new PassBand(1, 8)),

    /**
     * The longest run time without a beat on any route, counting the route's start and end.
     * Band [120, 600] s. Ten minutes, about 800 m on level ground at Tobler's 5 km/h, is the longest
     * a walk may go with nothing happening. Two minutes, about 170 m, is the shortest lull the
     * longest one may be: pacing is beats with quiet between them, and a walk whose every stretch
     * has a beat within two minutes is all incident (at the beats test's densest, 8 per km, beats
     * evenly spread come every 90 s, so only a walk whose beats are both dense and even fails).
     */
    LONGEST_QUIET("longest-quiet", "longest time without a beat", "s", new PassBand(120, 600)),

    /**
     * Directness: straight-line distance over route length, averaged over the routes that have a
     * length. Band
     * [0.6, 0.95]: a route that is nearly straight met nothing that shaped it; one under 0.6 is a
     * maze.
     */
    DIRECTNESS("directness", "straight distance over route length", "", new PassBand(0.6, 0.95)),

    /**
     * Share of route samples whose walkable width is at least the open width (2.5 × the choke
     * width, 200 m by default). Band [0.3, 0.9]: open ground between the chokes, without the
     * whole walk being open plain.
     */
    OPEN_SHARE("open-share", "share of the route on open ground", "", new PassBand(0.3, 0.9)),

    /**
     * Share of the route targets (landmarks and vantages, or the caller's targets) that a route
     * reaches. Band [1, 1]. Its upper end is the share's own maximum, and it is not a direction
     * mistaken for a band: the test is a requirement of the routes, not a taste of play space. Every
     * other route test describes the routes the targets ask for, and an unreached target leaves its
     * route out of them. Reaching every target is never too much. A summit that stands apart out of
     * reach (a stack, a crag) still counts where it belongs: it is a landmark when it is seen, and
     * it is not a vantage, because the vantages test counts summits reached on foot.
     */
    TARGETS_REACHED("targets-reached", "share of targets reached on foot", "", new PassBand(1, 1)),

    /**
     * Landform entropy: Shannon entropy of the six slope-position classes over the land, divided
     * by log 6 so 1 is all six in equal shares (the classes as {@link PlaySpace} takes them: the
     * TPI standardized by at least 15 m). Band [0.6, 0.99]: the land changes form as it is crossed,
     * and not as noise does. A standardized TPI puts about 16 % of any bell-shaped relief in each
     * tail class, so above 0.99 every class holds a sixth within about three points: the spread of
     * random relief whose middle third falls evenly between flat and sloping ground (diamond-square
     * noise reaches 0.993), not of land shaped by anything. The real DEMs in terrain4j's tests read
     * 0.94 to 0.96.
     */
    LANDFORM_ENTROPY("landform-entropy", "landform entropy over six classes", "", new PassBand(0.6, 0.99)),

    /**
     * Landform classes covering at least 2 % of the land each. Band [5, 6]: at most one of the six
     * missing. The upper end is the count's own maximum: a land cannot hold too many of Weiss's
     * classes, only too even shares of them, and that is bounded by {@link #LANDFORM_ENTROPY}'s
     * upper end.
     */
    LANDFORM_CLASSES("landform-classes", "landform classes with 2 % of the land", "", new PassBand(5, 6)),

    /**
     * Share of the land that is easy ground. Band [0.5, 0.9]. The lower end is seed 004's (easy
     * ground never under 50 %). The upper end is terrain4j's: at least a tenth of the land should be
     * steeper than the easy limit (15°), ground that is climbed rather than strolled; easier than
     * that, a land is a plain whatever stands on it. Any plain build up to 95 % easy can reach it
     * within the gate's 5 points; the seed's island was 61.5 % easy plain and 58.4 % featured.
     */
    EASY_GROUND("easy-ground", "share of the land that is easy", "", new PassBand(0.5, 0.9)),

    /**
     * Share of the land that is walkable (not steeper than the walkable limit, not water). Band
     * [0.7, 1]: cliffs and water frame the way, but most of the land can be walked. The upper end is
     * the share's maximum on purpose: the {@link Gate} forbids features to reduce walkable ground
     * reached on foot (seed 004), so an upper end under 1 would fail a plain land that no feature
     * allowed by the gate could bring back into the band. Too little closed ground shows instead as
     * too few chokes ({@link #CHOKES_PER_KM}) and too much open ground ({@link #OPEN_SHARE}).
     */
    WALKABLE_GROUND("walkable-ground", "share of the land that is walkable", "", new PassBand(0.7, 1)),

    /**
     * Share of the walkable ground reached on foot from the start. Band [0.9, 1]: walkable ground
     * the walker can never reach is wasted. The upper end is the share's maximum on purpose: reaching
     * every walkable sample is never too much (the band already allows a tenth out of reach, such as
     * the level top of a walled stack), and the {@link Gate} forbids features to reduce it.
     */
    REACHED_GROUND("reached-ground", "share of walkable ground reached on foot", "", new PassBand(0.9, 1));

    private final String id;
    private final String description;
    private final String unit;
    private final PassBand standardBand;

    Criterion(String id, String description, String unit, PassBand standardBand) {
        this.id = id;
        this.description = description;
        this.unit = unit;
        this.standardBand = standardBand;
    }

    /**
     * The test's stable name in the report's JSON, such as {@code "chokes-per-km"}.
     *
     * @return the id
     */
    public String id() {
        return id;
    }

    /**
     * What the test measures, in a few words for the terminal table.
     *
     * @return the description
     */
    public String description() {
        return description;
    }

    /**
     * The unit of the measured value: {@code "per km"}, {@code "s"}, or {@code ""} for counts and
     * shares.
     *
     * @return the unit
     */
    public String unit() {
        return unit;
    }

    /**
     * The default band documented on the constant.
     *
     * @return the band
     */
    public PassBand standardBand() {
        return standardBand;
    }
}
