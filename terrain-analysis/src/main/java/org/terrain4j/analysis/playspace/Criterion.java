package org.terrain4j.analysis.playspace;

/**
 * The 21 tests of the play-space report, each scored against a {@link PassBand}.
 *
 * <p>The tests and their bands are terrain4j's own design. Some numbers are fixed by the definition
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
     * Share of route samples that see at least one landmark's top. Band [0.5, 1]: a walker should
     * have something to steer by at least half of the way.
     */
    LANDMARK_IN_VIEW("landmark-in-view", "share of route samples seeing a landmark", "", PassBand.atLeast(0.5)),

    /**
     * Share of the land (samples that are neither sea nor no-data) seen by the vantages together,
     * from an eye 1.7 m over each. Band [0.7, 1].
     */
    VANTAGE_COVERAGE("vantage-coverage", "share of the land the vantages see together", "", PassBand.atLeast(0.7)),

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
     * Band [0, 600] s: ten minutes, about 800 m on level ground at Tobler's 5 km/h.
     */
    LONGEST_QUIET("longest-quiet", "longest time without a beat", "s", PassBand.atMost(600)),

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

    /** Share of the route targets (landmarks and vantages) that a route reaches. Band [1, 1]. */
    TARGETS_REACHED("targets-reached", "share of targets reached on foot", "", new PassBand(1, 1)),

    /**
     * Landform entropy: Shannon entropy of the six slope-position classes over the land, divided
     * by log 6 so 1 is all six in equal shares. Band [0.6, 1]: the land changes form as it is
     * crossed.
     */
    LANDFORM_ENTROPY("landform-entropy", "landform entropy over six classes", "", PassBand.atLeast(0.6)),

    /** Landform classes covering at least 2 % of the land each. Band [5, 6]. */
    LANDFORM_CLASSES("landform-classes", "landform classes with 2 % of the land", "", new PassBand(5, 6)),

    /** Share of the land that is easy ground. Band [0.5, 1]. */
    EASY_GROUND("easy-ground", "share of the land that is easy", "", PassBand.atLeast(0.5)),

    /**
     * Share of the land that is walkable (not steeper than the walkable limit, not water). Band
     * [0.7, 1]: cliffs and water frame the way, but most of the land can be walked.
     */
    WALKABLE_GROUND("walkable-ground", "share of the land that is walkable", "", PassBand.atLeast(0.7)),

    /**
     * Share of the walkable ground reached on foot from the start. Band [0.9, 1]: walkable ground
     * the walker can never reach is wasted.
     */
    REACHED_GROUND("reached-ground", "share of walkable ground reached on foot", "", PassBand.atLeast(0.9));

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
