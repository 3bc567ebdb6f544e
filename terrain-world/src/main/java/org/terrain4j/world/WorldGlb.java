package org.terrain4j.world;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.mesh.Mesh;

/**
 * A world as a vertex-coloured grid mesh: one vertex a sample at its world position (metres, y up),
 * coloured with the sample's colour (glTF {@code COLOR_0}, from the sRGB raster, stored as normalised
 * 16-bit linear values, which keep every 8-bit sRGB code apart, so a viewer decodes the raster's own
 * colour and its hue; 8-bit linear values moved near-grey hues by up to 22°). Written by terrain-mesh's
 * glTF writer. Thread-safe.
 *
 * @since 0.1
 */
public final class WorldGlb {

    private WorldGlb() {
    }

    /**
     * @param world the world
     * @return the mesh: {@code columns × rows} vertices, two triangles a cell
     */
    public static Mesh mesh(World world) {
        Objects.requireNonNull(world, "world");
        Mesh grid = Mesh.grid(world.heights());
        float[] pos = grid.positionsToArray();
        int v = grid.vertexCount();
        int[] colours = new int[v];
        var f = world.frame();
        int n = world.columns();
        for (int k = 0; k < v; k++) {
            int c = (int) Math.round(f.column(pos[3 * k]));
            int r = (int) Math.round(f.row(pos[3 * k + 2]));
            c = Math.max(0, Math.min(n - 1, c));
            r = Math.max(0, Math.min(n - 1, r));
            colours[k] = world.colour(c, r) << 8 | 0xFF;
        }
        return Mesh.of(pos, grid.normalsToArray(), grid.uvsToArray(), colours, grid.indicesToArray());
    }

    /**
     * Writes the mesh as binary glTF, atomically.
     *
     * @param world the world
     * @param file  target, {@code .glb}; its directory must exist
     * @throws IOException naming the file if it cannot be written (the target is then unchanged)
     */
    public static void write(World world, Path file) throws IOException {
        mesh(world).write(Objects.requireNonNull(file, "file"));
    }
}
