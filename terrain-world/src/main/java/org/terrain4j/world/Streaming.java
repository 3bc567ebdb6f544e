package org.terrain4j.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The streaming policy for an endless grid of tiles (seed 002): from a viewpoint and a draw distance,
 * which tiles to lay next, a few per step, the tile under the viewpoint first and then the rest by
 * distance; which to release, held {@code hold} metres past the draw distance so a viewpoint weaving back
 * and forth over a line does not lay the same tile again; and a bound on how many tiles are kept.
 *
 * <p>A tile's distance is from the viewpoint to the nearest point of its square ({@link TileKey#distance});
 * tiles at distance ≤ {@code drawDistance} are <i>wanted</i>, tiles past {@code drawDistance + hold} are
 * released. Pure and deterministic: {@link #step} is a function of its arguments (ties broken by the
 * distance to the tile's centre, then row, then column). Immutable and thread-safe. Units are metres,
 * x east and z south, as {@link TileKey#at(double, double, double)} places tiles.
 *
 * @since 0.1
 */
public final class Streaming {

    /** Seed 002's draw distance: as far as the camera is drawn, metres. */
    public static final double DRAW_DISTANCE = 12_000;

    private final double size;
    private final double drawDistance;
    private final double hold;
    private final int perStep;
    private final int capacity;
    private final boolean explicit;

    /**
     * What to do this step.
     *
     * @param lay     tiles to lay (generate), in order: the tile under the viewpoint first if it is not laid,
     *                then by distance; at most {@link #perStep()}
     * @param release tiles to release, farthest first
     * @since 0.1
     */
    public record Step(List<TileKey> lay, List<TileKey> release) {

        /**
         * Copies the lists.
         *
         * @param lay     tiles to lay
         * @param release tiles to release
         */
        public Step {
            lay = List.copyOf(lay);
            release = List.copyOf(release);
        }
    }

    private Streaming(double tileSize, double drawDistance, double hold, int perStep, int capacity) {
        if (!(tileSize > 0) || !Double.isFinite(tileSize)) {
            throw new IllegalArgumentException("tileSize must be finite and > 0 m, was " + tileSize);
        }
        if (!(drawDistance >= 0) || !Double.isFinite(drawDistance)) {
            throw new IllegalArgumentException("drawDistance must be finite and >= 0 m, was " + drawDistance);
        }
        if (!(hold >= 0) || !Double.isFinite(hold)) {
            throw new IllegalArgumentException("hold must be finite and >= 0 m, was " + hold);
        }
        if (perStep < 1 || perStep > 1024) {
            throw new IllegalArgumentException("perStep must be in [1, 1024], was " + perStep);
        }
        long fewest = fewestNeeded(tileSize, drawDistance);
        long held = fewestNeeded(tileSize, drawDistance + hold);
        if (capacity == 0 && held > MAX_CAPACITY) {
            throw new IllegalArgumentException("the tiles within " + (drawDistance + hold) + " m over tiles of " + tileSize
                    + " m number " + held + ", more than " + MAX_CAPACITY + ": use larger tiles or a shorter reach");
        }
        if (capacity != 0 && (capacity < fewest || capacity > MAX_CAPACITY)) {
            throw new IllegalArgumentException("capacity must be in [" + fewest + ", " + MAX_CAPACITY + "] tiles for a draw"
                    + " distance of " + drawDistance + " m over tiles of " + tileSize + " m, was " + capacity);
        }
        this.size = tileSize;
        this.drawDistance = drawDistance;
        this.hold = hold;
        this.perStep = perStep;
        this.capacity = capacity == 0 ? (int) held : capacity;
        this.explicit = capacity != 0;
    }

    /** The largest capacity, tiles. */
    public static final int MAX_CAPACITY = 1 << 20;

    /**
     * The policy with seed 002's draw distance (12 000 m), one tile laid a step (one a frame), held a
     * quarter of a tile past reach, and a capacity of every tile within the draw distance plus the hold
     * ({@link #fewestNeeded(double, double)}); change them with the {@code withX} copies.
     *
     * @param tileSize the tiles' side ({@link BaseGround#size()}), metres, finite, &gt; 0
     * @return the policy
     * @throws IllegalArgumentException if the size is not finite and positive, or so small that the tiles
     *                                  within reach exceed {@link #MAX_CAPACITY}
     */
    public static Streaming of(double tileSize) {
        if (!(tileSize > 0) || !Double.isFinite(tileSize)) {
            throw new IllegalArgumentException("tileSize must be finite and > 0 m, was " + tileSize);
        }
        return new Streaming(tileSize, DRAW_DISTANCE, tileSize / 4, 1, 0);
    }

    /**
     * @param v how far tiles are laid, metres, finite, ≥ 0 (seed 002: {@link #DRAW_DISTANCE})
     * @return a copy; a capacity not set explicitly follows the new reach
     * @throws IllegalArgumentException if out of range, or an explicit capacity no longer holds every wanted tile
     */
    public Streaming withDrawDistance(double v) {
        return new Streaming(size, v, hold, perStep, explicit ? capacity : 0);
    }

    /**
     * @param v how far past the draw distance a laid tile is kept, metres, finite, ≥ 0
     * @return a copy; a capacity not set explicitly follows the new reach
     * @throws IllegalArgumentException if out of range
     */
    public Streaming withHold(double v) {
        return new Streaming(size, drawDistance, v, perStep, explicit ? capacity : 0);
    }

    /**
     * @param v tiles laid per step, [1, 1 024]
     * @return a copy
     * @throws IllegalArgumentException if out of range
     */
    public Streaming withPerStep(int v) {
        return new Streaming(size, drawDistance, hold, v, explicit ? capacity : 0);
    }

    /**
     * @param v the most tiles kept at once, in [{@link #fewestNeeded(double, double)} of the draw distance,
     *          {@link #MAX_CAPACITY}] (every wanted tile must fit); below the tiles within the draw distance
     *          plus the hold, held tiles are released early, farthest first
     * @return a copy
     * @throws IllegalArgumentException if out of range (the message gives the range)
     */
    public Streaming withCapacity(int v) {
        if (v == 0) {
            throw new IllegalArgumentException("capacity must be in [" + fewestNeeded(size, drawDistance) + ", "
                    + MAX_CAPACITY + "] tiles, was 0");
        }
        return new Streaming(size, drawDistance, hold, perStep, v);
    }

    /**
     * The most tiles whose squares lie within {@code reach} of one point (a square touching the disc at a
     * border counts): {@code (⌊2 · reach / size⌋ + 2)²}.
     *
     * @param tileSize the tiles' side, metres, &gt; 0
     * @param reach    metres, ≥ 0
     * @return a tile count, saturated at {@link Long#MAX_VALUE}
     */
    public static long fewestNeeded(double tileSize, double reach) {
        double side = Math.floor(2 * reach / tileSize) + 2;
        double all = side * side;
        return all >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) all;
    }

    /** @return the tiles' side, metres */
    public double tileSize() {
        return size;
    }

    /** @return the draw distance, metres */
    public double drawDistance() {
        return drawDistance;
    }

    /** @return how far past the draw distance a tile is kept, metres */
    public double hold() {
        return hold;
    }

    /** @return tiles laid per step */
    public int perStep() {
        return perStep;
    }

    /** @return the most tiles kept at once */
    public int capacity() {
        return capacity;
    }

    /**
     * Every tile within the draw distance of a viewpoint, the tile under it first, then by distance.
     *
     * @param x metres east, finite
     * @param z metres south, finite
     * @return the wanted tiles, in the order they are laid
     * @throws IllegalArgumentException if x or z is not finite or lies past the grid
     */
    public List<TileKey> wanted(double x, double z) {
        TileKey under = TileKey.at(x, z, size);
        int k = (int) Math.ceil(drawDistance / size) + 1;
        List<TileKey> out = new ArrayList<>();
        for (long r = under.row() - k; r <= under.row() + k; r++) {
            for (long c = under.column() - k; c <= under.column() + k; c++) {
                if (c < TileKey.MIN || c > TileKey.MAX || r < TileKey.MIN || r > TileKey.MAX) {
                    continue;
                }
                TileKey t = new TileKey(c, r);
                if (t.distance(x, z, size) <= drawDistance) {
                    out.add(t);
                }
            }
        }
        out.sort(order(x, z, under));
        return out;
    }

    private Comparator<TileKey> order(double x, double z, TileKey under) {
        return Comparator.comparing((TileKey t) -> !t.equals(under)).thenComparingDouble(t -> t.distance(x, z, size))
                .thenComparingDouble(t -> Math.hypot(x - t.column() * size, z - t.row() * size))
                .thenComparing(Comparator.naturalOrder());
    }

    /**
     * One step of the policy.
     *
     * @param x    the viewpoint, metres east, finite
     * @param z    the viewpoint, metres south, finite
     * @param laid the tiles laid now (not modified; may be empty)
     * @return what to lay, at most {@link #perStep()} wanted tiles not laid (the tile under the viewpoint
     *         first), and what to release: every laid tile farther than {@code drawDistance + hold}, and,
     *         if the tiles kept would still exceed the capacity, the farthest laid tiles outside the draw
     *         distance until they do not; after applying it at most {@link #capacity()} tiles are laid
     * @throws IllegalArgumentException if x or z is not finite or lies past the grid
     * @throws NullPointerException     if {@code laid} or one of its tiles is null
     */
    public Step step(double x, double z, Set<TileKey> laid) {
        Objects.requireNonNull(laid, "laid");
        TileKey under = TileKey.at(x, z, size);
        Comparator<TileKey> near = order(x, z, under);
        List<TileKey> sorted = new ArrayList<>(laid);
        sorted.sort(near.reversed());
        List<TileKey> release = new ArrayList<>();
        Set<TileKey> kept = new HashSet<>(laid);
        for (TileKey t : sorted) {
            if (t.distance(x, z, size) > drawDistance + hold) {
                release.add(t);
                kept.remove(t);
            }
        }
        List<TileKey> lay = new ArrayList<>();
        for (TileKey t : wanted(x, z)) {
            if (lay.size() == perStep) {
                break;
            }
            if (!kept.contains(t)) {
                lay.add(t);
            }
        }
        for (TileKey t : sorted) {
            if (kept.size() + lay.size() <= capacity) {
                break;
            }
            if (kept.contains(t) && t.distance(x, z, size) > drawDistance) {
                release.add(t);
                kept.remove(t);
            }
        }
        while (kept.size() + lay.size() > capacity && !lay.isEmpty()) {
            lay.remove(lay.size() - 1);
        }
        return new Step(lay, release);
    }
}
