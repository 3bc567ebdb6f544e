package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/**
 * The adaptive mesh on real elevation data (the repository's {@code data/}, skipped when absent): a
 * 513² tile of the SRTM3 tile N57E011 (columns 688…1200, rows 0…512, the part with land) and the
 * Jacksboro DEM. The guarantee holds; an RTIN (Martini's scheme) asked for 10 m has a larger true
 * error and more triangles than ours at that true error; and, when node and delatin are installed,
 * ours is within 1.2× of delatin's triangle count at the same requested error.
 */
class RealDemTest {

    @TempDir
    Path dir;

    private static Heightfield tile() throws IOException {
        Path data = Tools.data();
        Assumptions.assumeTrue(data != null, "data/ absent");
        Heightfield f = Rasters.read(data.resolve("N57E011.hgt")).crop(688, 0, 513, 513);
        assertEquals(0, f.noDataCount(), "this part of the tile has no voids");
        return f;
    }

    @Test
    void srtmTileKeepsTheGuaranteeAndBeatsAnRtin() throws IOException {
        Heightfield f = tile();
        Mesh ours = Mesh.adaptive(f, 10);
        assertTrue(MeshChecks.trueMaxError(ours, f, ours.triangleCount(), 1) <= 10 + 1e-9);
        Rtin rtin = new Rtin(f);
        List<int[]> rtin10 = rtin.triangles(10);
        double rtinTrue = rtin.trueError(rtin10);
        assertTrue(rtinTrue > 10, "Martini's midpoint error understates the true error: " + rtinTrue);
        Mesh equal = Mesh.adaptive(f, rtinTrue);
        assertTrue(equal.triangleCount() < rtin10.size(), "at true error " + rtinTrue + ": ours "
                + equal.triangleCount() + ", RTIN " + rtin10.size());
        assertTrue(ours.triangleCount() < 0.7 * rtin10.size(), "fewer than an RTIN even at its own request");
    }

    @Test
    void jacksboroKeepsTheGuarantee() throws IOException {
        Path data = Tools.data();
        Assumptions.assumeTrue(data != null, "data/ absent");
        Heightfield f = Rasters.read(data.resolve("jacksboro.asc"));
        for (double e : new double[] {5, 25}) {
            Mesh m = Mesh.adaptive(f, e);
            double err = MeshChecks.trueMaxError(m, f, m.triangleCount(), 1);
            assertTrue(err <= e + 1e-9, "true error " + err + " > " + e);
        }
    }

    @Test
    void jacksboroInMetresHasFaceNormalsAgreeingWithVertexNormals() throws IOException {
        Path data = Tools.data();
        Assumptions.assumeTrue(data != null, "data/ absent");
        // 3 arc-seconds at 36.3° N: about 74.6 m east–west, 92.6 m north–south
        Heightfield f = Rasters.read(data.resolve("jacksboro.asc"));
        Heightfield metres = f.withFrame(new GridFrame(0, 0, 74.6, 92.6));
        Mesh grid = Mesh.grid(metres);
        MeshChecks.indicesInRange(grid);
        MeshChecks.faceNormalsAgreeWithVertexNormals(grid);
        for (double e : new double[] {1, 10, 50}) {
            Mesh m = Mesh.adaptive(metres, e);
            MeshChecks.indicesInRange(m);
            MeshChecks.faceNormalsAgreeWithVertexNormals(m);
        }
    }

    @Test
    void withinTwentyPercentOfDelatin() throws IOException, InterruptedException {
        Heightfield f = tile();
        Path modules = Tools.nodeModules("delatin");
        Tools.assumeTool(Tools.onPath("node") && modules != null, "node and npm delatin");
        Path raw = dir.resolve("tile.f32");
        ByteBuffer b = ByteBuffer.allocate(4 * f.sampleCount()).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(f.toArray());
        Files.write(raw, b.array());
        for (double e : new double[] {5, 10}) {
            Tools.Result r = Tools.run(Map.of("NODE_PATH", modules.toString()), "node",
                    Tools.nodeScript("delatin.js").toString(), raw.toString(), "513", "513", Double.toString(e));
            assertEquals(0, r.status(), r.output());
            Matcher m = Pattern.compile("\"triangles\":(\\d+)").matcher(r.output());
            assertTrue(m.find(), r.output());
            int delatin = Integer.parseInt(m.group(1));
            int ours = Mesh.adaptive(f, e).triangleCount();
            assertTrue(ours <= 1.2 * delatin, "at " + e + " m: ours " + ours + ", delatin " + delatin);
        }
    }
}
