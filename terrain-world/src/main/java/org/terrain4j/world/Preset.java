package org.terrain4j.world;

import java.util.List;
import java.util.Locale;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.world.internal.Kit;
import org.terrain4j.world.internal.WaterBodyElement;

/**
 * terrain4j's eight environments, its own design (pictured in the project's README, under
 * "Environments"). The first five are chosen between; the last three are built for game modes, each
 * at most four elements: {@link #OPEN_COUNTRY} always has its one strip, {@link #LOOP_VALLEY} places nothing in the air over it (no trees, no buildings),
 * {@link #BACK_COUNTRY} has no strip anywhere and refuses one.
 *
 * @since 0.1
 */
public enum Preset {
    /** fBm ground under scattered peaks (the density's count), grass and woods below, snow above 300 m. */
    HIGHLANDS("HIGHLANDS", false),
    /** A meandering river the width of the world through low forested country. */
    RIVER_BASIN("RIVER BASIN", false),
    /** A branching canyon system cut into a high plateau; no standing water. */
    CANYON_COUNTRY("CANYON COUNTRY", false),
    /** Wind-blown dunes and rock outcrops, cut by one desert river with palm groves along it. */
    DUNE_SEA("DUNE SEA", false),
    /** A town on the shore of a wide lake, under forested hills and snow-capped peaks. */
    LAKESIDE("LAKESIDE", false),
    /** Low rolling ground under a wide sky with one strip cut into it. */
    OPEN_COUNTRY("OPEN COUNTRY", true),
    /** A shallow valley with the air over it left clear. */
    LOOP_VALLEY("LOOP VALLEY", true),
    /** Rough wooded ground with no strip anywhere in it. */
    BACK_COUNTRY("BACK COUNTRY", true);

    private final String title;
    private final boolean mode;

    Preset(String title, boolean mode) {
        this.title = title;
        this.mode = mode;
    }

    /** @return the display name, for example {@code "RIVER BASIN"} */
    public String title() {
        return title;
    }

    /** @return true for the three game-mode worlds (kept out of the settings panel) */
    public boolean mode() {
        return mode;
    }

    /**
     * @param name a display name ({@code "RIVER BASIN"}), a constant name ({@code RIVER_BASIN}) or either in
     *             lower case with spaces, underscores or hyphens
     * @return the preset
     * @throws IllegalArgumentException if none matches
     */
    public static Preset named(String name) {
        java.util.Objects.requireNonNull(name, "name");
        String key = name.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        for (Preset p : values()) {
            if (p.name().equals(key)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no environment named '" + name + "'; known: "
                + String.join(", ", java.util.Arrays.stream(values()).map(Preset::toString).toList()));
    }

    /**
     * @param seed the world's seed
     * @return the preset's environment without a strip (OPEN COUNTRY keeps its own)
     */
    public Environment environment(long seed) {
        return new Environment(title, seed, ground(), placements());
    }

    /**
     * @param seed   the world's seed
     * @param runway true to ask for a strip
     * @return the preset's environment, with a strip if asked for
     * @throws IllegalArgumentException if a strip is asked of BACK COUNTRY
     */
    public Environment environment(long seed, boolean runway) {
        if (runway && this == BACK_COUNTRY) {
            throw new IllegalArgumentException("runway must be false for BACK COUNTRY, which has no strip anywhere in"
                    + " it, was true");
        }
        Environment e = environment(seed);
        return runway ? e.withRunway(true) : e;
    }

    /**
     * A stage of a game mode: the preset built with a seed of the stage's own, so stages of one mode are
     * different worlds.
     *
     * @param seed  the mode's seed
     * @param stage stage number, ≥ 0
     * @return the stage's environment
     * @throws IllegalArgumentException if stage is negative
     */
    public Environment stage(long seed, int stage) {
        if (stage < 0) {
            throw new IllegalArgumentException("stage must be >= 0, was " + stage);
        }
        return environment(Kit.seed(seed, 0x5_7A6EL + stage)).withName(title + " stage " + stage);
    }

    /**
     * The preset's base ground. Each preset but HIGHLANDS has a {@link BaseGround#withVariant variant} of its
     * own (its ordinal in this list, fixed here), so that presets at one seed do not share hills, plains and
     * ponds; HIGHLANDS keeps the seed's own ground.
     */
    BaseGround ground() {
        BaseGround g = BaseGround.standard().withVariant(switch (this) {
            case HIGHLANDS -> 0;
            case RIVER_BASIN -> 1;
            case CANYON_COUNTRY -> 2;
            case DUNE_SEA -> 3;
            case LAKESIDE -> 4;
            case OPEN_COUNTRY -> 5;
            case LOOP_VALLEY -> 6;
            case BACK_COUNTRY -> 7;
        });
        return switch (this) {
            case CANYON_COUNTRY -> g.withWater(0).withElevation(420).withThreshold(0.35).withRelief(500).withPlainsDepth(30);
            case DUNE_SEA -> g.withRelief(600).withPlainsDepth(20).withElevation(60);
            case LAKESIDE -> g.withThreshold(0.5).withPlainsDepth(90).withWater(0);
            case OPEN_COUNTRY -> g.withRelief(260).withPlainsDepth(15).withElevation(40);
            case LOOP_VALLEY -> g.withRelief(700).withThreshold(0.55).withElevation(30);
            case BACK_COUNTRY -> g.withRelief(900).withThreshold(0.45).withPeakExponent(1.4).withElevation(30);
            default -> g;
        };
    }

    /** How deep LOOP VALLEY's valley is set into the country on either side of its river, metres. */
    static final double LOOP_VALLEY_DEPTH = 160;

    /**
     * The share of the square LAKESIDE's lake is drawn to cover: its water body's {@code share}, so the
     * line is found on the ground as the peaks left it (see {@link WaterBodyElement#lakeLine}), and its
     * water line (the highest the lake may stand) is the element's largest.
     */
    static final double LAKE_SHARE = 0.22;

    /** {@link WaterBodyElement#lakeLine} over the square of side {@code size} centred on the origin. */
    static double lakeLine(HeightFunction ground, double size, int m, double share) {
        return WaterBodyElement.lakeLine(ground, -size / 2, -size / 2, size, m, share);
    }

    List<Placement> placements() {
        return switch (this) {
            case HIGHLANDS -> List.of(Placement.of(Elements.MOUNTAIN), Placement.of(Elements.GRASS).withSpan("band", -500, 400),
                    Placement.of(Elements.FOREST).withSpan("band", 20, 280), Placement.of(Elements.SNOW));
            case RIVER_BASIN -> List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 600),
                    Placement.of(Elements.RIVER).withSpan("width", 260, 420).withValue("windiness", 0.8).withSpan("depth", 6, 14),
                    Placement.of(Elements.SAND).withSpan("band", -500, -30),
                    Placement.of(Elements.FOREST).withValue("groves", 50).withSpan("band", -500, 400).withValue("density", 8),
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 4).withSpan("height", 100, 300));
            case CANYON_COUNTRY -> List.of(Placement.of(Elements.CANYON).withValue("branches", 7),
                    Placement.of(Elements.SAND).withSpan("band", -500, 5000)
                            .withGradient("brown", ColourGradient.of(50, 0.72, 0.09, 0.48, 0.10)),
                    Placement.of(Elements.GRASS).withSpan("band", 800, 5000)
                            .withGradient("green", ColourGradient.of(120, 0.62, 0.07, 0.42, 0.06)));
            case DUNE_SEA -> List.of(Placement.of(Elements.DESERT).withValue("coverage", 0.8),
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 7).withSpan("height", 120, 380)
                            .withSpan("radius", 250, 600),
                    Placement.of(Elements.RIVER).withSpan("width", 60, 140).withValue("windiness", 0.4),
                    Placement.of(Elements.FOREST).withValue("groves", 40).withSpan("grove size", 80, 220)
                            .withSpan("band", -500, 90).withSpan("tree height", 6, 14).withValue("density", 25)
                            .withValue("river reach", 500)
                            .withGradient("canopy", ColourGradient.of(125, 0.62, 0.13, 0.38, 0.10)));
            case LAKESIDE -> List.of(Placement.of(Elements.WATER_BODY).withValue("water line", 2000)
                    .withValue("share", LAKE_SHARE),
                    Placement.of(Elements.TOWN), Placement.of(Elements.FOREST).withSpan("band", 10, 500),
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 9).withSpan("height", 500, 1100),
                    // no sand: the dry hollows under the lake's line, not joined to it, are meadow (the grass)
                    Placement.of(Elements.GRASS).withSpan("band", -500, 620), Placement.of(Elements.SNOW).withValue("snow line", 520));
            case OPEN_COUNTRY -> List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 5000),
                    Placement.of(Elements.FOREST).withValue("groves", 10), Placement.of(Elements.SAND).withSpan("band", -500, 28),
                    Placement.of(Elements.RUNWAY).withSpan("band", 20, 120));
            case LOOP_VALLEY -> List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 5000),
                    Placement.of(Elements.RIVER).withSpan("width", 40, 90).withValue("windiness", 0.3).withSpan("depth", 2, 5)
                            .withValue("valley", LOOP_VALLEY_DEPTH),
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 10).withSpan("height", 200, 500));
            case BACK_COUNTRY -> List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 5000),
                    Placement.of(Elements.FOREST).withValue("groves", 110).withSpan("band", -500, 700).withValue("density", 6),
                    Placement.of(Elements.MOUNTAIN).withValue("peaks", 24).withSpan("height", 150, 450).withSpan("radius", 300, 700),
                    Placement.of(Elements.RIVER).withSpan("width", 30, 70).withValue("windiness", 0.9));
        };
    }

    @Override
    public String toString() {
        return title;
    }
}
