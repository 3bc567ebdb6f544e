package org.terrain4j.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An assembled environment: a name, a seed, the base ground it is drawn on and the elements placed
 * over it. It carries no geometry; {@link #generate()} draws the world from this description, the same
 * bits every time for the same description, on any number of threads.
 *
 * <p>Immutable and thread-safe; copies by {@code withX}.
 *
 * <p>Every placement draws from a stream of its own, split from (the world's seed, the environment's
 * name, the element's name, which instance of that element it is), so two environments at one seed lay
 * out different peaks, rivers and runway sites; the base ground is the seed's own under every name.
 *
 * @param name       the environment's name: displayed, and one of what each placement's stream is split from
 * @param seed       the world's seed
 * @param ground     the base ground
 * @param placements the elements, in any order (the pipeline fixes the order)
 * @since 0.1
 */
public record Environment(String name, long seed, BaseGround ground, List<Placement> placements) {

    /**
     * Copies the list.
     *
     * @param name       display name
     * @param seed       the world's seed
     * @param ground     the base ground
     * @param placements the elements, in any order
     * @throws NullPointerException if an argument or a placement is null
     */
    public Environment {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(ground, "ground");
        placements = List.copyOf(placements);
    }

    /**
     * The same description with another seed: the same elements at the same readings, a different world
     * (every placement's seed is split from this one).
     *
     * @param v the world's seed, any {@code long}
     * @return a copy with that seed; this environment is unchanged
     */
    public Environment withSeed(long v) {
        return new Environment(name, v, ground, placements);
    }

    /**
     * The same elements on another base ground: its size (metres), its samples a side (the grid of the
     * generated world, {@code samples × samples}, row-major) and its remapping curve. Readings are
     * checked against their elements' declared ranges when the world is generated, not here.
     *
     * @param v the base ground, not null
     * @return a copy on that ground; this environment is unchanged
     * @throws NullPointerException if {@code v} is null
     */
    public Environment withGround(BaseGround v) {
        return new Environment(name, seed, v, placements);
    }

    /**
     * The same world with other elements placed. The list is copied (later changes to it do not reach
     * the copy) and may be in any order: the pipeline fixes the order. Each placement's element and
     * readings are checked when the world is generated ({@link #generate(Elements, int)} names an unknown
     * element or range, or a reading outside its declared bounds).
     *
     * @param v the placements, not null, no null element; empty for the bare base ground
     * @return a copy with those placements; this environment is unchanged
     * @throws NullPointerException if {@code v} or one of its placements is null
     */
    public Environment withPlacements(List<Placement> v) {
        return new Environment(name, seed, ground, v);
    }

    /**
     * @param v name (for example {@code "LAKESIDE"}), not null, any text; the placements' streams are split
     *          from it, so another name lays the elements out differently
     * @return a copy with that name; this environment is unchanged
     * @throws NullPointerException if {@code v} is null
     */
    public Environment withName(String v) {
        return new Environment(v, seed, ground, placements);
    }

    /** @return true if a runway is placed */
    public boolean hasRunway() {
        return placements.stream().anyMatch(p -> p.element().equals(Elements.RUNWAY));
    }

    /**
     * The same world with or without its strip (by this library's convention a world is generated
     * without one unless it is asked for). Turning it on keeps a runway placement already present with its
     * readings, or adds one at the runway's preset readings (length 1 800…2 600 m, width 40…60 m, any
     * heading, apron 450 m) with its band read from the base ground's threshold height: {@code elevation}
     * to {@code elevation + 400} m (0…400 m on the standard ground; the lower end kept in [−500, 4 600] m,
     * the band's range), so a strip on a raised plateau is not charged for the plateau and pulled down into
     * the canyons cut in it. Turning it off removes every runway placement. The other placements are kept
     * in their order.
     *
     * @param runway true to have a strip, false to have none
     * @return a copy; this environment is unchanged
     */
    public Environment withRunway(boolean runway) {
        List<Placement> out = new ArrayList<>();
        for (Placement p : placements) {
            if (!p.element().equals(Elements.RUNWAY)) {
                out.add(p);
            } else if (runway) {
                out.add(p);
            }
        }
        if (runway && !hasRunway()) {
            double low = Math.max(-500, Math.min(4_600, ground.elevation()));
            out.add(Placement.of(Elements.RUNWAY).withSpan("band", low, low + 400));
        }
        return withPlacements(out);
    }

    /**
     * Tile {@code (column, row)} of this environment's endless grid (seed 002), drawn alone with the
     * standard elements on the calling thread; see {@link #tile(long, long, boolean, Elements, int)}.
     *
     * @param column tile column, east positive, in [{@link TileKey#MIN}, {@link TileKey#MAX}]
     * @param row    tile row, south positive, in the same range
     * @return the tile, in world coordinates; tile {@code (0, 0)} is {@link #generate()}, bit for bit
     * @throws IllegalArgumentException as {@link #tile(long, long, boolean, Elements, int)}
     */
    public World tile(long column, long row) {
        return tile(column, row, false, Elements.standard(), 1);
    }

    /**
     * Tile {@code (column, row)} joined to its neighbours, with the standard elements on the calling
     * thread; see {@link #tile(long, long, boolean, Elements, int)}.
     *
     * @param column tile column, east positive, in [{@link TileKey#MIN}, {@link TileKey#MAX}]
     * @param row    tile row, south positive, in the same range
     * @return the tile, in world coordinates
     * @throws IllegalArgumentException as {@link #tile(long, long, boolean, Elements, int)}
     */
    public World joinedTile(long column, long row) {
        return tile(column, row, true, Elements.standard(), 1);
    }

    /**
     * Draws one tile of this environment's endless grid (seed 002). Tile {@code (column, row)} is the
     * environment's square displaced by {@code column · size} east and {@code row · size} south
     * ({@code size = ground().size()}; exactly, its samples are {@code −size/2 + index · spacing} with the
     * global sample index {@code column · (samples − 1) + c}, so neighbouring tiles share their border
     * samples). Its base ground and rock tone are the world seed's noise read off world position, so the
     * base ground runs on across every join exactly; its placements are this description's, seeded from
     * {@link TileKey#seed(long)} (the same peaks, rivers and streets the preset lays, arranged by the
     * tile's place) and drawn in the tile's own coordinates, then moved into the world's (trees,
     * buildings, streets, the runway record and the frame). The same (description, tile, joined) gives the
     * same bits every time, on any number of threads, whatever else is generated.
     *
     * <p><b>Alone</b> ({@code joined = false}): the tile as its description draws it on its own. Tile
     * {@code (0, 0)} is {@link #generate(Elements, int)}, bit for bit. What the elements draw stops at the
     * tile's border, so neighbouring tiles agree at shared vertices only where no element drew;
     * {@link Joins#settle} closes the seams.
     *
     * <p><b>Joined</b> ({@code joined = true}): the elements whose reach crosses a border are drawn by
     * every tile they reach, each in its own tile's coordinates (integer sample offsets, so every tile
     * computes the same bits at a shared vertex), in a fixed world order (placement, then tile by row and
     * column), so neighbouring joined tiles give the same height and colour at every shared vertex where
     * only these elements drew:
     * <ul>
     *   <li>mountains: the peaks of every tile within {@code 1.4 · radius max · girth max} (at most 4 tile
     *       sizes), so a range continues across the join;</li>
     *   <li>rivers: each tile's river is planned once (its course and surface) on a coarse 65 × 65 joined
     *       build of its own tile up to its rivers, and drawn by every tile it reaches (its line runs at
     *       most 1.02 sizes from its tile's centre), so a river's channel, banks, water and colour continue
     *       across the join; past its square its surface is laid on the coarse builds of the
     *       neighbouring tiles up to their rivers, so it lies in the ground it is drawn on there; a river is
     *       1.5 tile sizes long, so it ends inside a neighbouring tile, where it tapers out (narrower and
     *       shallower over the last {@code RiverElement.TAPER} = 1200 m of its line);</li>
     *   <li>grass and sand: the world's cover, drawn with the middle tile's seed and read off world
     *       position (it depends only on each sample's height and place);</li>
     *   <li>the base ground, its rock paint (whose slope at the border reads the base ground past it) and
     *       its standing water.</li>
     * </ul>
     * Elements that site or shape themselves on the ground of their own tile stay inside it: water bodies
     * (a basin pulled up to a line read off the tile's field), canyons, dunes, forests, towns, snow (its
     * slope test at the border needs the neighbour's heights) and the runway (sited on its own tile's
     * ground and levelled there). Where they reach a border the neighbours differ and {@link Joins#settle}
     * is the remedy. A joined tile {@code (0, 0)} differs from {@link #generate()} wherever a neighbour's
     * peak or river reaches into it, and its cover is the world's.
     *
     * @param column   tile column, east positive, in [{@link TileKey#MIN}, {@link TileKey#MAX}]
     * @param row      tile row, south positive, in the same range
     * @param joined   true to draw the neighbours' crossing elements (see above)
     * @param elements the registry the placements' names are read from
     * @param threads  threads to use, [1, 256] (the result is the same on any number)
     * @return the tile, in world coordinates ({@link World#tile()} names it)
     * @throws IllegalArgumentException if column or row is out of range, for the reasons
     *                                  {@link #generate(Elements, int)} gives, or (joined) if a mountain's
     *                                  reach spans more than 4 tiles
     * @since 0.1
     */
    public World tile(long column, long row, boolean joined, Elements elements, int threads) {
        TileKey key = new TileKey(column, row);
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        return Generator.generate(this, Objects.requireNonNull(elements, "elements"), threads, key, joined);
    }

    /** @return the world drawn with the standard elements on the calling thread */
    public World generate() {
        return generate(Elements.standard(), 1);
    }

    /**
     * Draws the world.
     *
     * @param elements the registry the placements' names are read from
     * @param threads  threads to use, ≥ 1 (the result is the same on any number)
     * @return the world
     * @throws IllegalArgumentException if a placement names an unknown element or range, a reading lies
     *                                  outside its declared bounds or has the wrong kind, more than one
     *                                  runway is placed, or threads is outside [1, 256]
     */
    public World generate(Elements elements, int threads) {
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        return Generator.generate(this, Objects.requireNonNull(elements, "elements"), threads);
    }
}
