package org.terrain4j.world;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
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
    private final TileKey tile;
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
        this(environment, c, runway, new TileKey(0, 0), 0, 0, c.frame);
    }

    /**
     * A tile: the canvas was drawn in the tile's own coordinates (centred on the origin); its frame and
     * everything placed on it are moved by {@code (dx, dz)} metres into world coordinates.
     */
    World(Environment environment, Canvas c, RunwayRecord runway, TileKey tile, double dx, double dz, GridFrame frame) {
        this.environment = environment;
        this.tile = tile;
        this.n = c.n;
        this.heights = Heightfield.of(n, n, c.h).withFrame(frame);
        if (dx != 0 || dz != 0) {
            c.trees.replaceAll(t -> new Tree(t.x() + dx, t.y(), t.z() + dz, t.height()));
            c.buildings.replaceAll(b -> new Building(b.x() + dx, b.y(), b.z() + dz, b.sizeX(), b.sizeZ(), b.heading(),
                    b.height()));
            c.streets.replaceAll(s -> new Street(new GroundPoint(s.x1() + dx, s.z1() + dz),
                    new GroundPoint(s.x2() + dx, s.z2() + dz), s.width()));
            if (runway != null) {
                List<RunwayRecord.Site> sites = new java.util.ArrayList<>();
                for (RunwayRecord.Site s : runway.candidates()) {
                    sites.add(new RunwayRecord.Site(s.x() + dx, s.z() + dz, s.heading(), s.relief(), s.charge(), s.height()));
                }
                runway = new RunwayRecord(runway.x() + dx, runway.z() + dz, runway.heading(), runway.length(),
                        runway.width(), runway.siteHeight(), runway.height(), runway.relief(), runway.bandCharge(),
                        runway.liftedBy(), runway.clearOf(), sites);
            }
        }
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

    /**
     * @return the tile of the environment's endless grid this world is ({@code (0, 0)} for
     *         {@link Environment#generate()})
     * @since 0.1
     */
    public TileKey tile() {
        return tile;
    }

    /**
     * @return the grid's frame, metres: centred on the origin for tile {@code (0, 0)}, displaced by
     *         {@code (column, row) · (samples − 1) · spacing} for another tile
     */
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
