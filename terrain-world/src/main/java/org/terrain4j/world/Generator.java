package org.terrain4j.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.function.ToIntFunction;

import org.terrain4j.api.GridFrame;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;
import org.terrain4j.world.internal.CoverElement;
import org.terrain4j.world.internal.Kit;
import org.terrain4j.world.internal.MountainElement;
import org.terrain4j.world.internal.RiverElement;
import org.terrain4j.world.internal.RunwayElement;

/** The builder every environment goes through: validation, the fixed order, the runway. */
final class Generator {

    /** What a strip lifted clear of the base ground's standing water records it was moved clear of. */
    static final String BASE_WATER = "base ground water";

    /** The base ground's standing water: the water body's preset blue, by depth. */
    static final ColourGradient STANDING_BLUE = ColourGradient.of(245, 0.62, 0.10, 0.32, 0.10);

    /** How far a strip is lifted above the water it was cut under, metres. */
    static final double CLEARANCE = 2;

    private Generator() {
    }

    /** A placement with its index in the environment, element, resolved readings and seed. */
    record Item(int index, Element element, Placement resolved, long seed) {
    }

    static List<Item> order(Environment env, Elements registry) {
        List<Item> items = new ArrayList<>();
        int runways = 0;
        for (int i = 0; i < env.placements().size(); i++) {
            Placement p = env.placements().get(i);
            Element e = registry.element(p.element());
            validate(e, p);
            if (e.stage() == Stage.RUNWAY) {
                runways++;
            }
            items.add(new Item(i, e, e.resolved(p, env.ground()), 0));
        }
        if (runways > 1) {
            throw new IllegalArgumentException("at most one runway may be placed, was " + runways);
        }
        items.sort(Comparator.comparing((Item it) -> it.element().stage()).thenComparingInt(it -> it.element().rank())
                .thenComparing(it -> it.element().name()).thenComparing(it -> it.resolved().toString()));
        Map<String, Integer> seen = new HashMap<>();
        List<Item> out = new ArrayList<>();
        for (Item it : items) {
            String name = it.element().name();
            int k = seen.merge(name, 1, Integer::sum) - 1;
            // a stream of its own per (world seed, environment, element, instance): presets at one seed
            // share no peaks, rivers or sites
            long seed = Kit.seed(Kit.seed(Kit.seed(env.seed(), env.name().hashCode()), name.hashCode()), k);
            out.add(new Item(it.index(), it.element(), it.resolved(), seed));
        }
        return out;
    }

    static void validate(Element e, Placement p) {
        for (var r : p.readings().entrySet()) {
            Range range = find(e, r.getKey());
            if (range.kind() == Range.Kind.GRADIENT) {
                throw new IllegalArgumentException(e.name() + "." + r.getKey() + " is a gradient, not a number");
            }
            Reading v = r.getValue();
            if (range.kind() == Range.Kind.SINGLE && v.min() != v.max()) {
                throw new IllegalArgumentException(e.name() + "." + r.getKey() + " is a single value, was a span " + v);
            }
            if (!range.contains(v.min()) || !range.contains(v.max())) {
                throw new IllegalArgumentException(e.name() + "." + r.getKey() + " must lie in [" + range.lower() + ", "
                        + range.upper() + "] " + range.unit() + ", was [" + v.min() + ", " + v.max() + "]");
            }
        }
        for (String g : p.gradients().keySet()) {
            if (find(e, g).kind() != Range.Kind.GRADIENT) {
                throw new IllegalArgumentException(e.name() + "." + g + " is not a gradient");
            }
        }
    }

    private static Range find(Element e, String name) {
        for (Range r : e.ranges()) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        List<String> names = new ArrayList<>();
        e.ranges().forEach(r -> names.add(r.name()));
        throw new IllegalArgumentException(e.name() + " has no range '" + name + "'; its ranges: " + names);
    }

    static World generate(Environment env, Elements registry, int threads) {
        return generate(env, registry, threads, new TileKey(0, 0), false);
    }

    /**
     * Draws tile {@code key} of the environment: the base ground and the rock tone read off world position
     * with the world's seed, the placements with the tile's seed ({@link TileKey#seed(long)}), in the
     * tile's own square. With {@code joined}, the crossing elements (mountains) of every tile within their
     * reach are drawn too, in the order (item, tile by row then column, peak), and the rock paint's slope
     * at the border reads the base ground past it, so neighbouring joined tiles agree at shared vertices.
     */
    static World generate(Environment env, Elements registry, int threads, TileKey key, boolean joined) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        }
        long tileSeed = key.seed(env.seed());
        List<Item> items = order(env.withSeed(tileSeed), registry);
        ForkJoinPool pool = threads == 1 ? null : new ForkJoinPool(threads);
        try {
            return draw(env, registry, items, pool, key, joined, null, null, null);
        } finally {
            if (pool != null) {
                pool.shutdown();
            }
        }
    }

    /** The world x (or z) of global sample index {@code g}: {@code −size/2 + g · spacing}. */
    private static double world(BaseGround g, long index) {
        return -g.size() / 2 + index * (g.size() / (g.samples() - 1));
    }

    private static World draw(Environment env, Elements registry, List<Item> items, ForkJoinPool pool, TileKey key,
            boolean joined, Map<Integer, RiverElement.Plan> planning, RiverElement.Surroundings around,
            float[][] capture) {
        BaseGround g = env.ground();
        Canvas canvas = new Canvas(g, env.seed(), pool);
        int n = canvas.n;
        // global index of the tile's column 0 and row 0: neighbouring tiles share their border indices
        long gc = key.column() * (n - 1);
        long gr = key.row() * (n - 1);
        boolean middle = gc == 0 && gr == 0;
        canvas.forEachRow(r -> {
            double[] row = new double[n];
            if (middle) {
                canvas.ground.row(r, row);
            } else if (gc == 0) {
                // the row fill gives the point calls' bits at originX + c · spacing
                canvas.ground.rowAt(world(g, gr + r), row);
            } else {
                double z = world(g, gr + r);
                for (int c = 0; c < n; c++) {
                    row[c] = canvas.ground.height(world(g, gc + c), z);
                }
            }
            for (int c = 0; c < n; c++) {
                canvas.h[r * n + c] = (float) row[c];
            }
        });
        canvas.base = canvas.h.clone();
        Noise tone = Noises.value(Kit.seed(env.seed(), 0xB0C), 3, 1 / 900.0, 2, 0.5);
        double sp = canvas.spacing();
        // the base ground one sample past each border (joined tiles read their slope across it)
        float[] west = new float[n];
        float[] east = new float[n];
        float[] north = new float[n];
        float[] south = new float[n];
        if (joined) {
            for (int k = 0; k < n; k++) {
                west[k] = (float) canvas.ground.height(world(g, gc - 1), world(g, gr + k));
                east[k] = (float) canvas.ground.height(world(g, gc + n), world(g, gr + k));
                north[k] = (float) canvas.ground.height(world(g, gc + k), world(g, gr - 1));
                south[k] = (float) canvas.ground.height(world(g, gc + k), world(g, gr + n));
            }
        }
        canvas.forEachRow(r -> {
            double[] tn = new double[n];
            if (gc == 0) {
                tone.valuesAlongRow(canvas.frame.originX(), sp, middle ? canvas.z(r) : world(g, gr + r), 1, tn, 0, n);
            } else {
                double z = world(g, gr + r);
                for (int c = 0; c < n; c++) {
                    tn[c] = tone.value(world(g, gc + c), z);
                }
            }
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double gx;
                double gz;
                if (joined) {
                    double hw = c > 0 ? canvas.h[i - 1] : west[r];
                    double he = c < n - 1 ? canvas.h[i + 1] : east[r];
                    double hn = r > 0 ? canvas.h[i - n] : north[c];
                    double hs = r < n - 1 ? canvas.h[i + n] : south[c];
                    gx = (he - hw) / (2 * sp);
                    gz = (hs - hn) / (2 * sp);
                } else {
                    gx = (canvas.h[r * n + Math.min(n - 1, c + 1)] - canvas.h[r * n + Math.max(0, c - 1)]) / (2 * sp);
                    gz = (canvas.h[Math.min(n - 1, r + 1) * n + c] - canvas.h[Math.max(0, r - 1) * n + c]) / (2 * sp);
                }
                double slope = Math.min(1, Math.sqrt(gx * gx + gz * gz) / 0.8);
                canvas.paintRock(i, 0.25 + 0.45 * slope + 0.3 * (0.5 + 0.8 * tn[c]));
            }
        });
        Item runwayItem = null;
        for (Item it : items) {
            if (it.element().stage() == Stage.RUNWAY) {
                runwayItem = it;
            }
        }
        if (runwayItem != null) {
            canvas.touched = new int[n * n];
        }
        int[][] made = new int[env.placements().size()][];
        boolean flooded = false;
        int lastRiver = -1;
        for (int q = 0; q < items.size(); q++) {
            lastRiver = items.get(q).element() instanceof RiverElement ? q : lastRiver;
        }
        for (Item it : items) {
            if (planning != null && items.indexOf(it) > lastRiver) {
                return null;
            }
            if (capture != null && it.element() instanceof RiverElement) {
                capture[0] = canvas.h.clone();
                capture[1] = canvas.base.clone();
                return null;
            }
            if (!flooded && it.element().stage().compareTo(Stage.WATER) >= 0) {
                flood(canvas);
                flooded = true;
            }
            if (it.element().stage() == Stage.RUNWAY) {
                continue;
            }
            canvas.placement = it.index();
            canvas.element = it.element().name();
            int t0 = canvas.trees.size();
            int b0 = canvas.buildings.size();
            int s0 = canvas.streets.size();
            if (joined && it.element() instanceof MountainElement m) {
                crossing(env, registry, items, it, m, canvas, key);
            } else if (planning != null && it.element() instanceof RiverElement) {
                RiverElement.Plan plan = RiverElement.plan(it.resolved(), canvas, it.seed(), around);
                planning.put(items.indexOf(it), plan);
                RiverElement.draw(it.resolved(), canvas, it.seed(), plan, 0, 0);
            } else if (joined && it.element() instanceof CoverElement cover) {
                // the world's cover: the middle tile's seed, read at this tile's place
                long seed = key.column() == 0 && key.row() == 0 ? it.seed()
                        : order(env, registry).get(items.indexOf(it)).seed();
                cover.draw(it.resolved(), canvas, seed, key.column() * (canvas.n - 1), key.row() * (canvas.n - 1));
            } else if (joined && it.element() instanceof RiverElement) {
                rivers(env, registry, items, it, canvas, key);
            } else {
                it.element().draw(it.resolved(), canvas, it.seed());
            }
            made[it.index()] = new int[] {t0, canvas.trees.size(), b0, canvas.buildings.size(), s0, canvas.streets.size()};
        }
        if (!flooded) {
            flood(canvas);
        }
        RunwayRecord rec = null;
        if (runwayItem != null) {
            rec = strip(canvas, runwayItem, items, made);
        }
        // the water read back off the finished field: under its own line, or not water at all
        for (int i = 0; i < canvas.h.length; i++) {
            if (canvas.water[i] != Canvas.DRY && !(canvas.h[i] <= canvas.surface[i])) {
                canvas.water[i] = Canvas.DRY;
                canvas.surface[i] = Float.NaN;
                canvas.paintRock(i, 0.5);
            }
        }
        canvas.trees.removeIf(java.util.Objects::isNull);
        canvas.buildings.removeIf(java.util.Objects::isNull);
        canvas.streets.removeIf(java.util.Objects::isNull);
        if (middle) {
            return new World(env, canvas, rec);
        }
        return new World(env, canvas, rec, key, gc * sp, gr * sp, new GridFrame(world(g, gc), world(g, gr), sp, sp));
    }

    /** Tiles a crossing element of this tile's description may reach from, either way, by its declared reach. */
    static int ring(Placement resolved, BaseGround g) {
        double reach = MountainElement.reach(resolved);
        return (int) Math.ceil(reach / g.size());
    }

    /**
     * Draws a mountain item of every tile within its reach into this tile, each in its own tile's
     * coordinates (integer sample offsets, so every tile computes the same coordinates at a shared
     * vertex), tiles by row then column.
     */
    private static void crossing(Environment env, Elements registry, List<Item> items, Item it, MountainElement m,
            Canvas canvas, TileKey key) {
        int pos = items.indexOf(it);
        int ring = ring(it.resolved(), env.ground());
        if (ring > MAX_RING) {
            throw new IllegalArgumentException("a mountain's reach of " + MountainElement.reach(it.resolved())
                    + " m spans more than " + MAX_RING + " tiles of " + env.ground().size() + " m; joined tiles need"
                    + " a reach of at most " + MAX_RING + " sizes");
        }
        long n1 = canvas.n - 1;
        for (long dr = -ring; dr <= ring; dr++) {
            for (long dc = -ring; dc <= ring; dc++) {
                long tc = key.column() + dc;
                long tr = key.row() + dr;
                if (tc < TileKey.MIN || tc > TileKey.MAX || tr < TileKey.MIN || tr > TileKey.MAX) {
                    continue;
                }
                long seed = dc == 0 && dr == 0 ? it.seed()
                        : order(env.withSeed(new TileKey(tc, tr).seed(env.seed())), registry).get(pos).seed();
                // this tile's column c is column c − dc·(n − 1) of tile (tc, tr)
                m.draw(it.resolved(), canvas, seed, -dc * n1, -dr * n1);
            }
        }
    }

    /** Samples a side of the coarse joined build a tile's rivers are planned on, whatever the tiles' own. */
    static final int PLAN_SAMPLES = 65;

    /** A river's plan in the cache: the description, the registry (by identity), the tile, the item's position. */
    private record PlanKey(Environment env, Elements registry, TileKey tile, int pos) {
    }

    /** Recently planned rivers (pure functions of their key, so caching changes no bit). */
    private static final Map<PlanKey, RiverElement.Plan> PLANS = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(64, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<PlanKey, RiverElement.Plan> eldest) {
                    return size() > 256;
                }
            });

    /**
     * The plans of tile {@code t}'s rivers, by item position: its course chosen on a coarse
     * ({@link #PLAN_SAMPLES}²) joined build of that tile alone up to its rivers, so every tile drawing it
     * draws the same river.
     */
    static RiverElement.Plan riverPlan(Environment env, Elements registry, TileKey t, int pos) {
        PlanKey k = new PlanKey(env, registry, t, pos);
        RiverElement.Plan plan = PLANS.get(k);
        if (plan != null) {
            return plan;
        }
        Environment coarse = env.withGround(env.ground().withSamples(PLAN_SAMPLES));
        List<Item> items = order(coarse.withSeed(t.seed(env.seed())), registry);
        Map<Integer, RiverElement.Plan> plans = new HashMap<>();
        draw(coarse, registry, items, null, t, true, plans, surroundings(coarse, registry, t), null);
        for (var e : plans.entrySet()) {
            PLANS.put(new PlanKey(env, registry, t, e.getKey()), e.getValue());
        }
        return plans.get(pos);
    }

    /**
     * The plans of an environment's rivers as {@link #generate(Environment, Elements, int)} draws them, by
     * item position (for tests: where each river's line runs).
     */
    static Map<Integer, RiverElement.Plan> riverPlans(Environment env, Elements registry) {
        Map<Integer, RiverElement.Plan> plans = new HashMap<>();
        draw(env, registry, order(env, registry), null, new TileKey(0, 0), false, plans, null, null);
        return plans;
    }

    /** A tile's coarse joined ground up to its first river: {heights, base ground}. */
    private record GroundKey(Environment env, Elements registry, TileKey tile) {
    }

    /** Recently built coarse grounds (pure functions of their key, so caching changes no bit). */
    private static final Map<GroundKey, float[][]> GROUNDS = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(64, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<GroundKey, float[][]> eldest) {
                    return size() > 64;
                }
            });

    /**
     * The ground of tile {@code t}'s eight neighbours up to their first river, on the coarse build
     * ({@code coarse} is already at {@link #PLAN_SAMPLES}): what a river of {@code t} runs on past its
     * square, so its surface there follows the ground it is drawn on.
     */
    private static RiverElement.Surroundings surroundings(Environment coarse, Elements registry, TileKey t) {
        float[][] heights = new float[9][];
        float[][] bases = new float[9][];
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                long tc = t.column() + dc;
                long tr = t.row() + dr;
                if (dc == 0 && dr == 0 || tc < TileKey.MIN || tc > TileKey.MAX || tr < TileKey.MIN || tr > TileKey.MAX) {
                    continue;
                }
                TileKey k = new TileKey(tc, tr);
                float[][] got = GROUNDS.get(new GroundKey(coarse, registry, k));
                if (got == null) {
                    got = new float[2][];
                    draw(coarse, registry, order(coarse.withSeed(k.seed(coarse.seed())), registry), null, k, true, null,
                            null, got);
                    GROUNDS.put(new GroundKey(coarse, registry, k), got);
                }
                heights[(dr + 1) * 3 + dc + 1] = got[0];
                bases[(dr + 1) * 3 + dc + 1] = got[1];
            }
        }
        return new RiverElement.Surroundings(coarse.ground().size(), PLAN_SAMPLES, heights, bases);
    }

    /** Draws the river item of every tile whose river may reach this one, tiles by row then column. */
    private static void rivers(Environment env, Elements registry, List<Item> items, Item it, Canvas canvas, TileKey key) {
        int pos = items.indexOf(it);
        double size = env.ground().size();
        int ring = (int) Math.ceil(RiverElement.reach(it.resolved(), size) / size - 0.5);
        long n1 = canvas.n - 1;
        for (long dr = -ring; dr <= ring; dr++) {
            for (long dc = -ring; dc <= ring; dc++) {
                long tc = key.column() + dc;
                long tr = key.row() + dr;
                if (tc < TileKey.MIN || tc > TileKey.MAX || tr < TileKey.MIN || tr > TileKey.MAX) {
                    continue;
                }
                TileKey t = new TileKey(tc, tr);
                long seed = dc == 0 && dr == 0 ? it.seed()
                        : order(env.withSeed(t.seed(env.seed())), registry).get(pos).seed();
                RiverElement.draw(it.resolved(), canvas, seed, riverPlan(env, registry, t, pos), -dc * n1, -dr * n1, true);
            }
        }
    }

    /** The most tiles a crossing element may reach past its own, either way, in a joined tile. */
    static final int MAX_RING = 4;

    /**
     * The base ground's standing water, laid when the water stage begins (after the landforms and the
     * ground cover): every dry sample at or below the base ground's water line is flooded, coloured by
     * depth as a water body is. Nothing is flooded if the base ground has no water.
     */
    private static void flood(Canvas canvas) {
        double line = canvas.settings.waterLine();
        if (line == Double.NEGATIVE_INFINITY) {
            return;
        }
        int g = canvas.gradient(STANDING_BLUE);
        int n = canvas.n;
        String element = canvas.element;
        int placement = canvas.placement;
        canvas.element = "";
        canvas.placement = -1;
        canvas.forEachRow(r -> {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                if (canvas.water[i] == Canvas.DRY && canvas.h[i] <= line) {
                    canvas.paint(i, g, (line - canvas.h[i]) / 40);
                    canvas.water[i] = Canvas.STANDING;
                    canvas.surface[i] = (float) line;
                }
            }
        });
        canvas.element = element;
        canvas.placement = placement;
    }

    /**
     * The runway stage: the strip sited on the ground as every other element left it, its pavement
     * levelled to the site and its apron eased back, the water read back under the pavement (the strip
     * lifted clear of it, with its record), the trees, buildings and streets on its ground removed, and
     * every element that drew under the pavement held off it.
     */
    /** The sample nearest world point (x, z), clamped to the grid. */
    private static int nearest(Canvas canvas, double x, double z) {
        int n = canvas.n;
        int c = (int) Math.max(0, Math.min(n - 1, Math.round(canvas.frame().column(x))));
        int r = (int) Math.max(0, Math.min(n - 1, Math.round(canvas.frame().row(z))));
        return r * n + c;
    }

    private static RunwayRecord strip(Canvas canvas, Item runway, List<Item> items, int[][] made) {
        Placement p = runway.resolved();
        RunwayRecord rec = RunwayElement.site(canvas::heightAt, (x, z) -> canvas.isWater(nearest(canvas, x, z)) ? 1 : 0,
                canvas.settings, p, runway.seed());
        byte[] res = RunwayElement.reserve(canvas, rec, p.value("apron"));
        System.arraycopy(res, 0, canvas.reserve, 0, res.length);
        int count = 0;
        for (byte b : res) {
            count += b == 1 ? 1 : 0;
        }
        int[] pave = new int[count];
        count = 0;
        for (int i = 0; i < res.length; i++) {
            if (res[i] == 1) {
                pave[count++] = i;
            }
        }
        // which elements drew under the pavement, read before the strip's own writes
        int wrote = 0;
        for (int i : pave) {
            wrote |= canvas.touched[i];
        }
        canvas.touched = null;
        canvas.placement = runway.index();
        canvas.element = Elements.RUNWAY;
        float[] before = canvas.h.clone();
        RunwayElement.cut(canvas, rec, p, canvas.reserve, before);
        double top = Double.NEGATIVE_INFINITY;
        Set<String> kinds = new LinkedHashSet<>();
        for (int i : pave) {
            float s = canvas.surface[i];
            if (!Float.isNaN(s) && rec.height() < s + CLEARANCE) {
                top = Math.max(top, s);
                kinds.add(canvas.water[i] == Canvas.RIVER ? Elements.RIVER
                        : canvas.water[i] == Canvas.STANDING ? BASE_WATER : Elements.WATER_BODY);
            }
        }
        if (top > Double.NEGATIVE_INFINITY) {
            rec = rec.lifted(top + CLEARANCE - rec.height(), new ArrayList<>(kinds));
            RunwayElement.cut(canvas, rec, p, canvas.reserve, before);
        }
        for (int i : pave) {
            canvas.water[i] = Canvas.DRY;
            canvas.surface[i] = Float.NaN;
        }
        for (Item it : items) {
            int[] m = made[it.index()];
            if (m == null) {
                continue;
            }
            String name = it.element().name();
            if (removeOnStrip(canvas.trees, m[0], m[1], t -> at(canvas, t.x(), t.z()))) {
                canvas.hold(it.index(), name, "grove size", "groves held off the runway");
            }
            if (removeOnStrip(canvas.buildings, m[2], m[3], b -> at(canvas, b.x(), b.z()))) {
                canvas.hold(it.index(), name, "site extent", "blocks held off the runway");
            }
            if (removeOnStrip(canvas.streets, m[4], m[5], st -> crossing(canvas, st))) {
                canvas.hold(it.index(), name, "site extent", "blocks held off the runway");
            }
            if ((wrote & (1 << Math.min(31, it.index()))) != 0) {
                canvas.hold(it.index(), name, "", "levelled under the runway");
            }
        }
        return rec;
    }

    /** The reserve of the sample nearest (x, z), 0 off the grid. */
    private static int at(Canvas canvas, double x, double z) {
        int c = (int) Math.round(canvas.frame.column(x));
        int r = (int) Math.round(canvas.frame.row(z));
        return c < 0 || r < 0 || c >= canvas.n || r >= canvas.n ? 0 : canvas.reserve[r * canvas.n + c];
    }

    /** 1 if a street passes over the pavement (read every quarter sample along it), else 0. */
    private static int crossing(Canvas canvas, Street s) {
        double len = Math.hypot(s.x2() - s.x1(), s.z2() - s.z1());
        int steps = Math.max(1, (int) Math.ceil(4 * len / canvas.spacing()));
        for (int k = 0; k <= steps; k++) {
            double t = k / (double) steps;
            if (at(canvas, s.x1() + (s.x2() - s.x1()) * t, s.z1() + (s.z2() - s.z1()) * t) == 1) {
                return 1;
            }
        }
        return 0;
    }

    /**
     * Removes the things of {@code list[from, to)} standing on the strip's ground (reserve != 0), keeping
     * the list's order; the ranges of later placements are not moved, as they are read by index before.
     *
     * @return true if any was removed
     */
    private static <T> boolean removeOnStrip(List<T> list, int from, int to, ToIntFunction<T> reserve) {
        boolean any = false;
        for (int k = from; k < to; k++) {
            if (reserve.applyAsInt(list.get(k)) != 0) {
                list.set(k, null);
                any = true;
            }
        }
        return any;
    }
}
