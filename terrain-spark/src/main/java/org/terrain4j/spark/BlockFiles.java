package org.terrain4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.TileKernel;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.routing.TiledDrainage;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The files of a block: each tile's heights as a tiled GeoTIFF with its frame, each drainage tile's
 * drainage area as a GeoTIFF, and a tile index (JSON). Names and contents depend only on the block and
 * the results, never on where or when they were computed.
 *
 * <pre>
 * out/tiles/tile_C_R.tif        heights, tileSamples², frame: origin (x0 + C·(n−1)·s, z0 + R·(n−1)·s), spacing s
 *                               (x0, z0: the kernel's originX(), originZ())
 * out/drainage/area_C_R.tif     drainage area, m² (float32), the block's samples each once
 * out/tiles.json                the index
 * </pre>
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class BlockFiles {

    private BlockFiles() {
    }

    /**
     * @param out  output directory
     * @param c    tile column
     * @param r    tile row
     * @return the heights file of tile (c, r)
     */
    public static Path tileFile(Path out, int c, int r) {
        return out.resolve("tiles").resolve("tile_" + c + "_" + r + ".tif");
    }

    /**
     * @param out output directory
     * @param c   tile column
     * @param r   tile row
     * @return the drainage-area file of tile (c, r)
     */
    public static Path areaFile(Path out, int c, int r) {
        return out.resolve("drainage").resolve("area_" + c + "_" + r + ".tif");
    }

    /**
     * Writes a tile's heights.
     *
     * @param block   the block
     * @param out     output directory (created if missing)
     * @param t       tile index
     * @param heights the tile's heights
     * @throws UncheckedIOException if writing fails (a Spark closure cannot throw IOException)
     */
    public static void writeTile(TileBlock block, Path out, int t, float[] heights) {
        GridFrame frame = frame(block, t);
        int n = block.tileSamples();
        write(Heightfield.of(n, n, heights).withFrame(frame), tileFile(out, block.column(t), block.row(t)));
    }

    /**
     * Writes a drainage tile's areas (count × cell area, as float32).
     *
     * @param block  the block
     * @param out    output directory (created if missing)
     * @param t      tile index
     * @param counts the drainage tile's counts
     * @throws UncheckedIOException if writing fails
     */
    public static void writeArea(TileBlock block, Path out, int t, long[] counts) {
        TiledDrainage d = block.drainage();
        int tx = t % block.tilesX();
        int tz = t / block.tilesX();
        float[] a = new float[counts.length];
        double cell = d.cellArea();
        for (int i = 0; i < a.length; i++) {
            a[i] = (float) (counts[i] * cell);
        }
        GridFrame frame = frame(block, t);
        write(Heightfield.of(d.tileColumns(tx), d.tileRows(tz), a).withFrame(frame),
                areaFile(out, block.column(t), block.row(t)));
    }

    /**
     * @param block the block
     * @param t     tile index
     * @return the frame of tile t's heights: its sample (0, 0) at the kernel's {@code originX() + originColumn
     *         · spacing}, {@code originZ() + originRow · spacing}
     */
    static GridFrame frame(TileBlock block, int t) {
        TileKernel k = block.kernel();
        double s = k.spacing();
        return GridFrame.of(k.originX() + block.originColumn(t) * s, k.originZ() + block.originRow(t) * s, s);
    }

    private static void write(Heightfield field, Path file) {
        try {
            Files.createDirectories(file.getParent());
            GeoTiff.write(field, file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the tile index, {@code out/tiles.json}: the block, the kernel, the erosion, the drainage's
     * rounds, and per tile its place, frame and files (relative paths).
     *
     * @param block  the block
     * @param out    output directory
     * @param rounds fill rounds the drainage took
     * @throws IOException if writing fails (nothing half-written is left: a temporary file is moved)
     */
    public static void writeIndex(TileBlock block, Path out, int rounds) throws IOException {
        JsonObject root = new JsonObject();
        root.addProperty("format", "terrain4j tile index 1");
        root.addProperty("kernel", block.kernel().toString());
        root.addProperty("tileSamples", block.tileSamples());
        root.addProperty("spacing", block.kernel().spacing());
        root.addProperty("seed", block.seed());
        JsonObject erosion = new JsonObject();
        erosion.addProperty("dropsPerSample", block.dropsPerSample());
        erosion.addProperty("thermalIterations", block.thermalIterations());
        erosion.addProperty("talus", block.talus());
        erosion.addProperty("halo", block.halo());
        root.add("erosion", erosion);
        TiledDrainage d = block.drainage();
        JsonObject drainage = new JsonObject();
        drainage.addProperty("columns", d.columns());
        drainage.addProperty("rows", d.rows());
        drainage.addProperty("fillRounds", rounds);
        drainage.addProperty("units", "m2");
        root.add("drainage", drainage);
        JsonArray tiles = new JsonArray();
        Path base = out.toAbsolutePath();
        for (int t = 0; t < block.tileCount(); t++) {
            JsonObject o = new JsonObject();
            o.addProperty("column", block.column(t));
            o.addProperty("row", block.row(t));
            GridFrame f = frame(block, t);
            o.addProperty("originX", f.originX());
            o.addProperty("originZ", f.originZ());
            o.addProperty("heights", relative(base, tileFile(out, block.column(t), block.row(t))));
            o.addProperty("drainageArea", relative(base, areaFile(out, block.column(t), block.row(t))));
            o.addProperty("drainageColumns", d.tileColumns(t % block.tilesX()));
            o.addProperty("drainageRows", d.tileRows(t / block.tilesX()));
            tiles.add(o);
        }
        root.add("tiles", tiles);
        String json = new GsonBuilder().setPrettyPrinting().create().toJson(root) + "\n";
        Files.createDirectories(out);
        // made as any file is (the process's umask), not private like a temporary file: the index sits beside
        // the tiles on a shared file system
        Path tmp = out.resolve(".tiles.json." + Long.toHexString(System.nanoTime()) + "." + ProcessHandle.current().pid()
                + ".tmp");
        try {
            Files.writeString(tmp, json, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW,
                    java.nio.file.StandardOpenOption.WRITE);
            Files.move(tmp, out.resolve("tiles.json"), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static String relative(Path base, Path file) {
        return base.relativize(file.toAbsolutePath()).toString().replace('\\', '/');
    }
}
