package org.terrain4j.dem;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.Geographic;
import org.terrain4j.io.RasterFormatException;
import org.terrain4j.io.ReadOptions;
import org.terrain4j.io.SrtmHgt;
import org.terrain4j.io.internal.Inputs;

/**
 * Joins tiles into one field: {@link #join(List)} for fields of one frame (the same spacing, origins
 * a whole number of samples apart), {@link #joinSrtm(List)} for SRTM {@code .hgt} tiles placed by
 * their file names.
 *
 * <h2>Where tiles overlap</h2>
 * Neighbouring tiles often share samples (SRTM tiles share their edge rows and columns). Where only
 * one tile defines a sample (the others have NaN there, or do not cover it) that value is taken.
 * Where several define it, {@link #overlap()} decides: {@link Overlap#AGREE} (the default) requires
 * them to agree within {@link #tolerance()} and then takes the first tile's value, refusing the join
 * otherwise with the position and the two values; {@link Overlap#AVERAGE} takes their mean;
 * {@link Overlap#FIRST} takes the first tile's value in the list. Samples no tile covers are NaN
 * (a missing tile in a rectangle of SRTM tiles is a void).
 *
 * <pre>{@code
 * Heightfield both = Mosaic.standard().joinSrtm(List.of(Path.of("N57E011.hgt"), Path.of("N57E012.hgt")));
 * Heightfield any = Mosaic.standard().withOverlap(Mosaic.Overlap.AVERAGE).join(List.of(west, east));
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param overlap   what to do where several tiles define a sample
 * @param tolerance the largest difference {@link Overlap#AGREE} accepts, in height units; finite, ≥ 0
 *                  (default 0: shared samples must be equal)
 * @since 0.1
 */
public record Mosaic(Overlap overlap, double tolerance) {

    /**
     * What a mosaic does where several tiles define the same sample.
     *
     * @since 0.1
     */
    public enum Overlap {
        /** The values must agree within the tolerance (the first tile's is taken); otherwise the join is refused. */
        AGREE,
        /** The mean of the defined values. */
        AVERAGE,
        /** The first tile's value, in the order the tiles are given. */
        FIRST
    }

    /** How far (in samples) a tile's origin may lie off the mosaic's lattice, for rounding in frames. */
    static final double LATTICE_TOLERANCE = 1e-6;

    private static final Mosaic STANDARD = new Mosaic(Overlap.AGREE, 0);

    /**
     * Validates the settings.
     *
     * @param overlap   the overlap rule
     * @param tolerance height units, finite and ≥ 0
     * @throws IllegalArgumentException if tolerance is negative, infinite or NaN
     */
    public Mosaic {
        Objects.requireNonNull(overlap, "overlap");
        Checks.nonNegativeFinite("tolerance", tolerance);
    }

    /**
     * @return the default mosaic: shared samples must be equal ({@link Overlap#AGREE}, tolerance 0)
     */
    public static Mosaic standard() {
        return STANDARD;
    }

    /**
     * @param overlap what to do where several tiles define a sample
     * @return these settings with that rule
     */
    public Mosaic withOverlap(Overlap overlap) {
        return new Mosaic(overlap, tolerance);
    }

    /**
     * @param tolerance the largest difference {@link Overlap#AGREE} accepts, finite and ≥ 0
     * @return these settings with that tolerance
     * @throws IllegalArgumentException if out of range
     */
    public Mosaic withTolerance(double tolerance) {
        return new Mosaic(overlap, tolerance);
    }

    /**
     * Joins fields of one frame. Every tile must have the first tile's georeference (the same
     * coordinate reference system and placement, or none), its spacing (equal to within one part in
     * 10⁹) and an origin a whole number of samples from the first tile's (to within 10⁻⁶ of a
     * sample). The result covers the bounding rectangle of all tiles, in the first tile's frame
     * shifted to that rectangle's north-west corner.
     *
     * @param tiles the fields, at least one; their order matters for {@link Overlap#FIRST} and
     *              {@link Overlap#AGREE}
     * @return the joined field
     * @throws IllegalArgumentException if the list is empty, a tile's spacing or origin does not fit
     *                                  the first tile's lattice (naming the tile and the offset), its
     *                                  georeference differs from the first tile's, the
     *                                  mosaic would exceed {@link Heightfield#MAX_SAMPLES}, a sample is
     *                                  infinite, or, with {@link Overlap#AGREE}, two tiles differ by more
     *                                  than the tolerance at a shared sample (naming the tiles, the
     *                                  position and both values)
     */
    public Heightfield join(List<? extends HeightfieldView> tiles) {
        return join(tiles, Long.MAX_VALUE);
    }

    /**
     * As {@link #join(List)}, refusing, before the mosaic is allocated, a mosaic whose heights and
     * working arrays would take more than the read budget: tiles far apart make a large rectangle of
     * voids, so two small files read within the budget can still ask for gigabytes when joined.
     *
     * @param tiles   the fields, at least one
     * @param options the read budget ({@link ReadOptions#withMaxDecodedBytes(long)}); nothing else set
     * @return the joined field
     * @throws IllegalArgumentException as {@link #join(List)}; also if an option other than the budget is
     *                                  set, or the mosaic would take more than the budget (naming the
     *                                  samples, the bytes and the budget)
     */
    public Heightfield join(List<? extends HeightfieldView> tiles, ReadOptions options) {
        Objects.requireNonNull(options, "options");
        budgetOnly(options);
        return join(tiles, options.maxDecodedBytes());
    }

    private Heightfield join(List<? extends HeightfieldView> tiles, long budget) {
        Objects.requireNonNull(tiles, "tiles");
        if (tiles.isEmpty()) {
            throw new IllegalArgumentException("tiles must hold at least one field, was empty");
        }
        GridFrame f0 = Objects.requireNonNull(tiles.get(0), "tiles[0]").frame();
        int n = tiles.size();
        long[] col = new long[n];
        long[] row = new long[n];
        long minC = Long.MAX_VALUE;
        long minR = Long.MAX_VALUE;
        long maxC = Long.MIN_VALUE;
        long maxR = Long.MIN_VALUE;
        for (int t = 0; t < n; t++) {
            HeightfieldView tile = Objects.requireNonNull(tiles.get(t), "tiles[" + t + "]");
            GridFrame f = tile.frame();
            if (!sameGeoreference(f.georeference(), f0.georeference())) {
                String here = where(f);
                String first = where(f0);
                throw new IllegalArgumentException((here.equals(first)
                        ? "tiles[" + t + "] and tiles[0] both name " + here + " but define it differently"
                        : "tiles[" + t + "] lies in " + here + " but tiles[0] in " + first)
                        + ": tiles of a mosaic must share one coordinate reference system and placement");
            }
            if (!sameSpacing(f.spacingX(), f0.spacingX()) || !sameSpacing(f.spacingZ(), f0.spacingZ())) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "tiles[%d] has spacing %s × %s, but"
                        + " tiles[0] has %s × %s: tiles of a mosaic must share one spacing (resample first)", t,
                        f.spacingX(), f.spacingZ(), f0.spacingX(), f0.spacingZ()));
            }
            col[t] = lattice(t, "x", f.originX() - f0.originX(), f0.spacingX());
            row[t] = lattice(t, "z", f.originZ() - f0.originZ(), f0.spacingZ());
            minC = Math.min(minC, col[t]);
            minR = Math.min(minR, row[t]);
            maxC = Math.max(maxC, col[t] + tile.columns());
            maxR = Math.max(maxR, row[t] + tile.rows());
        }
        long columns = maxC - minC;
        long rows = maxR - minR;
        Checks.gridSize(columns, rows); // first: it bounds columns · rows, so the product below cannot overflow
        long work = workBytesPerSample();
        long total = columns * rows * (Float.BYTES + work);
        if (total > budget) {
            throw new IllegalArgumentException("the mosaic of " + n + " tile" + (n == 1 ? "" : "s") + " would take "
                    + total + " bytes (" + Inputs.bytesText(total) + ") to join (" + columns + " × " + rows
                    + " samples × 4 bytes of float heights" + (work > 0 ? " + " + work + " bytes a sample of working"
                    + " arrays" : "") + "), more than the read budget of " + budget + " bytes ("
                    + Inputs.bytesText(budget) + "); raise it with " + Inputs.BUDGET_SETTER + " if the memory is there");
        }
        GridFrame local = new GridFrame(f0.x(minC), f0.z(minR), f0.spacingX(), f0.spacingZ());
        GridFrame frame = f0.georeference().map(local::withGeoreference).orElse(local);
        List<Placed> placed = new ArrayList<>(n);
        for (int t = 0; t < n; t++) {
            placed.add(new Placed(tiles.get(t), (int) (col[t] - minC), (int) (row[t] - minR), "tiles[" + t + "]"));
        }
        return assemble(placed, (int) columns, (int) rows, frame);
    }

    /**
     * Joins SRTM {@code .hgt} tiles, each placed by the south-west corner its file name gives
     * ({@code N57E011.hgt}): tile {@code (south, west)} starts at column {@code (west − westmost)·(n − 1)}
     * and row {@code (northmost − south)·(n − 1)}, so neighbours share their edge row or column. The
     * tiles must all be SRTM1 or all SRTM3; the mosaic covers their bounding rectangle of whole degrees
     * (a missing tile's area is NaN). Its frame is the equirectangular placement {@link SrtmHgt}
     * gives one tile, taken at the middle latitude of the whole mosaic: {@code x = longitude · mx},
     * {@code z = −latitude · mz} with the WGS 84 degree lengths there.
     *
     * @param files the {@code .hgt} files, at least one, each named for its tile
     * @return the joined field, heights in metres, voids NaN
     * @throws IllegalArgumentException if the list is empty, two files name the same tile, the tiles
     *                                  mix SRTM1 and SRTM3, or (with {@link Overlap#AGREE}) shared edge
     *                                  samples differ by more than the tolerance
     * @throws RasterFormatException    if a file's name does not give its tile, or it is not an SRTM tile
     * @throws IOException              if a file cannot be read
     */
    public Heightfield joinSrtm(List<Path> files) throws IOException {
        return joinSrtm(files, ReadOptions.defaults());
    }

    /**
     * As {@link #joinSrtm(List)}, with a read budget: each tile is read within it, and the mosaic,
     * its float heights ({@code columns × rows × 4} bytes) and the working arrays of the overlap rule
     * (2 bytes a sample for {@link Overlap#AGREE}, 12 for {@link Overlap#AVERAGE}) with the tiles
     * held while it is built, must fit it too. The mosaic's size is known from the file names and
     * lengths, so two small tiles far apart (whose rectangle of whole degrees would take gigabytes)
     * are refused before any tile is read.
     *
     * @param files   the {@code .hgt} files, at least one, each named for its tile
     * @param options the read budget ({@link ReadOptions#withMaxDecodedBytes(long)}); nothing else set
     * @return the joined field, heights in metres, voids NaN
     * @throws IllegalArgumentException as {@link #joinSrtm(List)}; also if an option other than the
     *                                  budget is set, or the mosaic would take more than the budget
     *                                  ({@code the mosaic of N tiles (FILE, …) would take B bytes …, more
     *                                  than the read budget of M bytes …; raise it with
     *                                  ReadOptions.withMaxDecodedBytes …})
     * @throws RasterFormatException    as {@link #joinSrtm(List)}; also if a tile would take more than
     *                                  the budget
     * @throws IOException              if a file cannot be read
     * @since 0.1
     */
    public Heightfield joinSrtm(List<Path> files, ReadOptions options) throws IOException {
        Objects.requireNonNull(files, "files");
        Objects.requireNonNull(options, "options");
        if (files.isEmpty()) {
            throw new IllegalArgumentException("files must hold at least one .hgt tile, was empty");
        }
        checkMosaicBudget(files, options.maxDecodedBytes());
        Map<SrtmHgt.Tile, Path> seen = new HashMap<>();
        List<SrtmHgt.Tile> corners = new ArrayList<>();
        List<Heightfield> fields = new ArrayList<>();
        for (Path file : files) {
            Objects.requireNonNull(file, "file");
            Optional<SrtmHgt.Tile> named = tileNamed(file);
            // a name that gives no tile: the reader's refusal (after checking that the file exists)
            Heightfield h = named.isPresent() ? SrtmHgt.read(file, named.get(), options) : SrtmHgt.read(file);
            Path name = file.getFileName();
            SrtmHgt.Tile tile = SrtmHgt.Tile.fromName(name == null ? "" : name.toString()).orElseThrow();
            Path before = seen.put(tile, file);
            if (before != null) {
                throw new IllegalArgumentException("files " + before + " and " + file + " are both tile " + tile.name());
            }
            if (!fields.isEmpty() && h.columns() != fields.get(0).columns()) {
                throw new IllegalArgumentException(file + " has " + h.columns() + " samples a side but "
                        + files.get(0) + " has " + fields.get(0).columns() + ": SRTM1 and SRTM3 tiles cannot be joined"
                        + " (resample one first)");
            }
            corners.add(tile);
            fields.add(h);
        }
        int side = fields.get(0).columns();
        int minWest = Integer.MAX_VALUE;
        int maxWest = Integer.MIN_VALUE;
        int minSouth = Integer.MAX_VALUE;
        int maxSouth = Integer.MIN_VALUE;
        for (SrtmHgt.Tile t : corners) {
            minWest = Math.min(minWest, t.west());
            maxWest = Math.max(maxWest, t.west());
            minSouth = Math.min(minSouth, t.south());
            maxSouth = Math.max(maxSouth, t.south());
        }
        long columns = (long) (maxWest - minWest + 1) * (side - 1) + 1;
        long rows = (long) (maxSouth - minSouth + 1) * (side - 1) + 1;
        Checks.gridSize(columns, rows);
        double middle = (minSouth + maxSouth + 1) / 2.0;
        double mx = Geographic.metresPerDegreeLongitude(middle);
        double mz = Geographic.metresPerDegreeLatitude(middle);
        GridFrame frame = new GridFrame(minWest * mx, -(maxSouth + 1) * mz, mx / (side - 1), mz / (side - 1))
                .withGeoreference(new org.terrain4j.api.Georeference(org.terrain4j.api.CoordinateSystem.WGS84, mx, mz));
        List<Placed> placed = new ArrayList<>();
        for (int t = 0; t < fields.size(); t++) {
            SrtmHgt.Tile c = corners.get(t);
            placed.add(new Placed(fields.get(t), (c.west() - minWest) * (side - 1), (maxSouth - c.south()) * (side - 1),
                    files.get(t).toString()));
        }
        return assemble(placed, (int) columns, (int) rows, frame);
    }

    private static Optional<SrtmHgt.Tile> tileNamed(Path file) {
        Path name = file.getFileName();
        return name == null ? Optional.empty() : SrtmHgt.Tile.fromName(name.toString());
    }

    /**
     * Refuses, before any tile is read, a mosaic of SRTM tiles whose heights, working arrays and tiles
     * would take more than the budget. The side of the tiles is taken from the first file's length
     * (3601 for an SRTM1 tile's, 1201 otherwise); files whose names give no tile are left to the reader.
     */
    private void checkMosaicBudget(List<Path> files, long budget) throws IOException {
        int minWest = Integer.MAX_VALUE;
        int maxWest = Integer.MIN_VALUE;
        int minSouth = Integer.MAX_VALUE;
        int maxSouth = Integer.MIN_VALUE;
        for (Path file : files) {
            Optional<SrtmHgt.Tile> t = tileNamed(Objects.requireNonNull(file, "file"));
            if (t.isEmpty()) {
                return;
            }
            Inputs.regularFile(file); // a missing file is told as such, not as a mosaic too large
            minWest = Math.min(minWest, t.get().west());
            maxWest = Math.max(maxWest, t.get().west());
            minSouth = Math.min(minSouth, t.get().south());
            maxSouth = Math.max(maxSouth, t.get().south());
        }
        Path first = files.get(0);
        long side = java.nio.file.Files.isRegularFile(first) && java.nio.file.Files.size(first) == 2L * 3601 * 3601
                ? 3601 : 1201;
        long columns = (long) (maxWest - minWest + 1) * (side - 1) + 1;
        long rows = (long) (maxSouth - minSouth + 1) * (side - 1) + 1;
        long samples = columns * rows;
        long work = workBytesPerSample();
        long tiles = files.size() * side * side * Float.BYTES;
        long total = samples * (Float.BYTES + work) + tiles;
        if (total > budget) {
            throw new IllegalArgumentException("the mosaic of " + files.size() + " tile" + (files.size() == 1 ? "" : "s")
                    + " (" + first + (files.size() > 1 ? ", …" : "") + ") would take " + total + " bytes ("
                    + Inputs.bytesText(total) + ") to join (" + columns + " × " + rows + " samples × 4 bytes of float"
                    + " heights" + (work > 0 ? " + " + work + " bytes a sample of working arrays" : "") + " + " + tiles
                    + " bytes of tiles read), more than the read budget of " + budget + " bytes ("
                    + Inputs.bytesText(budget) + "); raise it with " + Inputs.BUDGET_SETTER + " if the memory is there");
        }
    }

    /** Refuses options other than the budget: joining fields in memory reads nothing. */
    private static void budgetOnly(ReadOptions options) {
        if (!options.equals(ReadOptions.defaults().withMaxDecodedBytes(options.maxDecodedBytes()))) {
            throw new IllegalArgumentException("options: only the read budget applies to joining fields, was " + options);
        }
    }

    /** Bytes a sample of the overlap rule's working arrays, beside the mosaic's float heights. */
    private long workBytesPerSample() {
        return overlap == Overlap.AGREE ? 2 : overlap == Overlap.AVERAGE ? 12 : 0;
    }

    private record Placed(HeightfieldView field, int column, int row, String name) {
    }

    private Heightfield assemble(List<Placed> tiles, int columns, int rows, GridFrame frame) {
        HeightfieldBuffer out = new HeightfieldBuffer(columns, rows, frame);
        float[] o = Samples.shared(out);
        java.util.Arrays.fill(o, Float.NaN);
        // for AGREE: which tile set each sample, to name both in a refusal
        short[] owner = overlap == Overlap.AGREE && tiles.size() <= Short.MAX_VALUE ? new short[o.length] : null;
        double[] sum = overlap == Overlap.AVERAGE ? new double[o.length] : null;
        int[] count = overlap == Overlap.AVERAGE ? new int[o.length] : null;
        for (int t = 0; t < tiles.size(); t++) {
            Placed p = tiles.get(t);
            float[] a = Support.samples(p.field(), p.name());
            int tc = p.field().columns();
            for (int r = 0; r < p.field().rows(); r++) {
                int base = (p.row() + r) * columns + p.column();
                for (int c = 0; c < tc; c++) {
                    float v = a[r * tc + c];
                    if (v != v) {
                        continue;
                    }
                    int i = base + c;
                    float before = o[i];
                    if (sum != null) {
                        sum[i] += v;
                        count[i]++;
                        o[i] = v;
                    } else if (before != before) {
                        o[i] = v;
                        if (owner != null) {
                            owner[i] = (short) t;
                        }
                    } else if (overlap == Overlap.AGREE && !(Math.abs((double) v - before) <= tolerance)) {
                        String first = owner != null ? tiles.get(owner[i]).name() : "an earlier tile";
                        throw new IllegalArgumentException(String.format(Locale.ROOT, "%s and %s differ at mosaic"
                                + " column %d, row %d (their own column %d, row %d): %s against %s, more than the"
                                + " tolerance %s; join with overlap AVERAGE or FIRST, or a larger tolerance", first,
                                p.name(), c + p.column(), r + p.row(), c, r, before, v, tolerance));
                    }
                }
            }
        }
        if (sum != null) {
            for (int i = 0; i < o.length; i++) {
                if (count[i] > 1) {
                    o[i] = (float) (sum[i] / count[i]);
                }
            }
        }
        return out.freeze();
    }

    private static String where(GridFrame f) {
        return f.georeference().map(g -> g.crs() + (g.scaleX() == 1 && g.scaleZ() == 1 ? ""
                : " placed at " + g.scaleX() + " × " + g.scaleZ() + " m per unit")).orElse("a local frame (no CRS)");
    }

    /**
     * Whether two frames lie in one system at one placement: the same scales, and the same system
     * (equal, or naming the same EPSG code: a tile read from a GeoTIFF carries the code alone, the
     * same tile read from an ASCII grid's {@code .prj} its WKT as well).
     */
    private static boolean sameGeoreference(java.util.Optional<org.terrain4j.api.Georeference> a,
            java.util.Optional<org.terrain4j.api.Georeference> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return a.isEmpty() && b.isEmpty();
        }
        org.terrain4j.api.Georeference x = a.get();
        org.terrain4j.api.Georeference y = b.get();
        if (x.scaleX() != y.scaleX() || x.scaleZ() != y.scaleZ()) {
            return false;
        }
        java.util.OptionalInt cx = x.crs().epsg();
        java.util.OptionalInt cy = y.crs().epsg();
        return x.crs().equals(y.crs()) || cx.isPresent() && cy.isPresent() && cx.getAsInt() == cy.getAsInt();
    }

    private static boolean sameSpacing(double a, double b) {
        return Math.abs(a - b) <= 1e-9 * Math.max(a, b);
    }

    private static long lattice(int tile, String axis, double distance, double spacing) {
        double steps = distance / spacing;
        double whole = Math.rint(steps);
        if (Math.abs(steps - whole) <= LATTICE_TOLERANCE && Math.abs(whole) > Checks.MAX_SAMPLES) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "tiles[%d] lies %.9g samples from tiles[0]"
                    + " along %s: the mosaic would be more than %.9g samples long, and a mosaic holds at most %d"
                    + " samples", tile, steps, axis, Math.abs(whole), Checks.MAX_SAMPLES));
        }
        if (!(Math.abs(steps - whole) <= LATTICE_TOLERANCE)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "tiles[%d] lies %.9g samples from tiles[0]"
                    + " along %s, not a whole number of samples: tiles of a mosaic must share one lattice", tile, steps,
                    axis));
        }
        return (long) whole;
    }
}
