package org.terrain4j.viewer;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.viewer.internal.ShoreDistance;
import org.terrain4j.world.Editor;
import org.terrain4j.world.EditorRow;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Streaming;
import org.terrain4j.world.World;

/**
 * One environment as the viewer's only tile, (0, 0), or as an endless grid of joined tiles
 * ({@link #endless}: {@link Environment#tile(long, long, boolean, org.terrain4j.world.Elements, int)},
 * joined, laid and released by the page under a {@link Streaming} policy), with the range editor over it
 * (seed 002): the page steps a row, restores the preset or turns the strip on and off, and the world is
 * generated again from the edited placements. An edit changes every tile; the page lays tile (0, 0)
 * again and keeps the other tiles it holds as they were drawn until it releases them.
 *
 * <p>The edits live in this object only: nothing is written to disk, and a new viewer starts from the
 * preset. Game-mode worlds refuse the editor ({@link #editorRefusal()}). Thread-safe (edits are
 * serialised; a tile is generated from the editor current when it is asked for).
 *
 * @since 0.1
 */
public final class WorldTiles implements TileSource {

    private final Environment original;
    private final int threads;
    private Environment base;
    private Editor editor;
    private final String refusal;
    private long version;
    private World world;
    private final Streaming policy;

    /**
     * @param environment the world to view
     * @param threads     threads to generate with, [1, 256] (the same bits on any number)
     * @throws IllegalArgumentException if threads is out of range
     */
    public WorldTiles(Environment environment, int threads) {
        this(environment, threads, null);
    }

    /**
     * The endless grid of an environment's joined tiles, every tile (c, r) with |c|, |r| ≤
     * {@value #MAX_TILE}, laid by the page under {@code policy}.
     *
     * @param environment the world to view; tile (0, 0) is its joined middle tile
     * @param threads     threads to generate with, [1, 256] (the same bits on any number)
     * @param policy      the streaming policy, its tile size the environment's ground size
     * @return the tiles
     * @throws IllegalArgumentException if threads is out of range or the policy's tile size is not the ground's
     */
    public static WorldTiles endless(Environment environment, int threads, Streaming policy) {
        Objects.requireNonNull(environment, "environment");
        Objects.requireNonNull(policy, "policy");
        if (policy.tileSize() != environment.ground().size()) {
            throw new IllegalArgumentException("the policy's tile size must be the ground's size " + environment.ground().size()
                    + " m, was " + policy.tileSize());
        }
        return new WorldTiles(environment, threads, policy);
    }

    /** The largest |column| or |row| an endless grid serves. */
    public static final int MAX_TILE = 100_000;

    private WorldTiles(Environment environment, int threads, Streaming policy) {
        this.policy = policy;
        this.original = Objects.requireNonNull(environment, "environment");
        if (!(threads >= 1 && threads <= 256)) {
            throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        }
        this.threads = threads;
        this.base = environment;
        String why = null;
        Editor e = null;
        try {
            e = Editor.of(environment);
        } catch (IllegalArgumentException x) {
            why = x.getMessage();
        }
        this.editor = e;
        this.refusal = why;
    }

    @Override
    public String name() {
        return original.name();
    }

    @Override
    public double tileSizeX() {
        return original.ground().size();
    }

    @Override
    public double tileSizeZ() {
        return original.ground().size();
    }

    @Override
    public boolean contains(int col, int row) {
        if (policy != null) {
            return Math.abs(col) <= MAX_TILE && Math.abs(row) <= MAX_TILE;
        }
        return col == 0 && row == 0;
    }

    @Override
    public Optional<Streaming> streaming() {
        return Optional.ofNullable(policy);
    }

    @Override
    public synchronized long version() {
        return version;
    }

    /** @return the environment as edited (the preset's when nothing was edited) */
    public synchronized Environment environment() {
        return editor != null ? editor.environment() : base;
    }

    /** @return the placements the world is generated from, the list the last edit produced */
    public synchronized List<Placement> placements() {
        return environment().placements();
    }

    /** @return why the editor does not open on this world (a game mode's), or empty if it does */
    public Optional<String> editorRefusal() {
        return Optional.ofNullable(refusal);
    }

    /**
     * @return the editor's rows, empty if the editor is refused
     */
    public synchronized List<EditorRow> rows() {
        return editor == null ? List.of() : editor.rows();
    }

    /** @return true if the world has a strip */
    public synchronized boolean runway() {
        return environment().hasRunway();
    }

    /**
     * Steps one row of the editor through the editor model (1-2-5 steps, clamped, span ends never crossing).
     *
     * @param row     index into {@link #rows()}
     * @param presses presses, negative to step down, |presses| ≤ 1000
     * @throws IllegalStateException     if the editor is refused on this world
     * @throws IndexOutOfBoundsException if the row does not exist
     * @throws IllegalArgumentException  if presses is out of range
     */
    public synchronized void step(int row, int presses) {
        requireEditor();
        if (Math.abs(presses) > 1000) {
            throw new IllegalArgumentException("presses must be in [-1000, 1000], was " + presses);
        }
        Objects.checkIndex(row, editor.rows().size());
        editor = editor.stepped(row, presses);
        changed();
    }

    /**
     * RESTORE THE PRESET: every range back at the preset's reading, the same world.
     *
     * @throws IllegalStateException if the editor is refused on this world
     */
    public synchronized void restore() {
        requireEditor();
        editor = editor.restored();
        changed();
    }

    /**
     * The RUNWAY box: the same world with or without its strip; the panel is filled again from the preset
     * (a strip is a different set of elements).
     *
     * @param on true for a strip
     * @throws IllegalStateException if the editor is refused on this world
     */
    public synchronized void runway(boolean on) {
        requireEditor();
        base = original.withRunway(on);
        editor = Editor.of(base);
        changed();
    }

    private void requireEditor() {
        if (editor == null) {
            throw new IllegalStateException(refusal);
        }
    }

    private void changed() {
        version++;
        world = null;
    }

    /** @return the world as currently edited, generated on first call after a change */
    public World world() {
        Environment e;
        synchronized (this) {
            if (world != null) {
                return world;
            }
            e = environment();
        }
        World w = e.generate(org.terrain4j.world.Elements.standard(), threads);
        synchronized (this) {
            if (e.equals(environment())) {
                world = w;
            }
        }
        return w;
    }

    @Override
    public Tile tile(int col, int row) {
        if (!contains(col, row)) {
            throw new IllegalArgumentException(policy != null
                    ? "tile columns and rows must be in [-" + MAX_TILE + ", " + MAX_TILE + "], was (" + col + ", " + row + ")"
                    : "tile must be (0, 0) for a single world, was (" + col + ", " + row + ")");
        }
        if (policy != null) {
            return of(environment().tile(col, row, true, org.terrain4j.world.Elements.standard(), threads));
        }
        return of(world());
    }

    /**
     * @param w a world
     * @return its tile: heights, colours, water surface and shore distance at the world's frame
     */
    public static Tile of(World w) {
        int n = w.columns();
        int m = w.rows();
        float[] h = new float[n * m];
        int[] rgb = w.coloursToArray();
        float[] surface = new float[n * m];
        boolean[] water = new boolean[n * m];
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                h[i] = (float) w.heights().get(c, r);
                water[i] = w.water(c, r);
                surface[i] = water[i] ? (float) w.waterSurface(c, r) : Float.NaN;
            }
        }
        var f = w.frame();
        float[] shore = ShoreDistance.of(water, n, m, f.spacingX(), f.spacingZ());
        return Tile.builder(new GridFrame(f.x(0), f.z(0), f.spacingX(), f.spacingZ()), n, m).withHeights(h).withColours(rgb)
                .withWater(surface, shore).build();
    }
}
