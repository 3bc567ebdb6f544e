package org.terrain4j.world;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/**
 * A generated environment: heights with their frame, a colour raster (sRGB, one colour a sample, each
 * from one element's gradient), the water and pavement masks, the placements (trees, buildings,
 * streets), the runway record and what was held off the runway. Samples are row-major,
 * {@code row · columns + column}, at {@link #frame()}. Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class World {

    private final Environment environment;
    private final int n;
    private final Heightfield heights;
    private final int[] rgb;
    private final int[] owner;
    private final List<ColourGradient> gradients;
    private final byte[] water;
    private final float[] surface;
    private final byte[] reserve;
    private final List<Tree> trees;
    private final List<Building> buildings;
    private final List<Street> streets;
    private final List<Hold> holds;
    private final RunwayRecord runway;

    World(Environment environment, Canvas c, RunwayRecord runway) {
        this.environment = environment;
        this.n = c.n;
        this.heights = Heightfield.of(n, n, c.h).withFrame(c.frame);
        this.rgb = c.rgb;
        this.owner = c.owner;
        this.gradients = List.copyOf(c.gradients);
        this.water = c.water;
        this.surface = c.surface;
        this.reserve = c.reserve;
        this.trees = List.copyOf(c.trees);
        this.buildings = List.copyOf(c.buildings);
        this.streets = List.copyOf(c.streets);
        this.holds = List.copyOf(c.holds);
        this.runway = runway;
    }

    /** @return the description it was generated from */
    public Environment environment() {
        return environment;
    }

    /** @return samples along x */
    public int columns() {
        return n;
    }

    /** @return samples along z */
    public int rows() {
        return n;
    }

    /** @return the grid's frame, metres, centred on the origin */
    public GridFrame frame() {
        return heights.frame();
    }

    /** @return the heights, metres, with the frame */
    public Heightfield heights() {
        return heights;
    }

    private int index(int column, int row) {
        Objects.checkIndex(column, n);
        Objects.checkIndex(row, n);
        return row * n + column;
    }

    /**
     * @param column column
     * @param row row
     * @return the sample's colour, {@code 0xRRGGBB} sRGB
     */
    public int colour(int column, int row) {
        return rgb[index(column, row)];
    }

    /** @return a copy of the colour raster, row-major {@code 0xRRGGBB} */
    public int[] coloursToArray() {
        return rgb.clone();
    }

    /**
     * @param column column
     * @param row row
     * @return the gradient the sample's colour was taken from
     */
    public ColourGradient gradientAt(int column, int row) {
        return gradients.get(owner[index(column, row)]);
    }

    /**
     * @param column column
     * @param row row
     * @return true if the sample is water (at or under a water surface)
     */
    public boolean water(int column, int row) {
        return water[index(column, row)] != Canvas.DRY;
    }

    /** True if a river's water covers the sample (tests read the river apart from other water). */
    boolean river(int column, int row) {
        return water[index(column, row)] == Canvas.RIVER;
    }

    /**
     * @param column column
     * @param row row
     * @return the water surface over the sample, metres, or NaN if dry
     */
    public double waterSurface(int column, int row) {
        return surface[index(column, row)];
    }

    /** @return the number of water samples */
    public int waterCount() {
        int k = 0;
        for (byte b : water) {
            k += b != Canvas.DRY ? 1 : 0;
        }
        return k;
    }

    /**
     * @param column column
     * @param row row
     * @return true if the sample lies under the runway's pavement
     */
    public boolean pavement(int column, int row) {
        return reserve[index(column, row)] == 1;
    }

    /** @return the trees the forests placed */
    public List<Tree> trees() {
        return trees;
    }

    /** @return the buildings the towns placed */
    public List<Building> buildings() {
        return buildings;
    }

    /** @return the streets the towns laid */
    public List<Street> streets() {
        return streets;
    }

    /** @return the ranges held off the runway */
    public List<Hold> holds() {
        return holds;
    }

    /** @return where the strip went, if one was asked for */
    public Optional<RunwayRecord> runway() {
        return Optional.ofNullable(runway);
    }
}
