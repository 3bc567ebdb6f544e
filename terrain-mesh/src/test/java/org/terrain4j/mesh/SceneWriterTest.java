package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;

/** {@link MeshWriter#writeScene}: several meshes and a custom attribute in one GLB. */
class SceneWriterTest {

    @TempDir
    Path dir;

    /** A strip of quads along x, 2 m wide, falling 0.1 m a metre, speeds 0.5 + i / 10. */
    private static Mesh strip(int pairs, float[] speeds) {
        float[] p = new float[6 * pairs];
        float[] n = new float[6 * pairs];
        int[] colours = new int[2 * pairs];
        for (int k = 0; k < pairs; k++) {
            p[6 * k] = k;
            p[6 * k + 1] = 10 - 0.1f * k;
            p[6 * k + 2] = -1;
            p[6 * k + 3] = k;
            p[6 * k + 4] = 10 - 0.1f * k;
            p[6 * k + 5] = 1;
            n[6 * k + 1] = 1;
            n[6 * k + 4] = 1;
            colours[2 * k] = 0x3A6E8A99;
            colours[2 * k + 1] = 0x3A6E8A99;
            speeds[2 * k] = 0.5f + k / 10f;
            speeds[2 * k + 1] = 0.5f + k / 10f;
        }
        int[] t = new int[6 * (pairs - 1)];
        for (int k = 0; k < pairs - 1; k++) {
            int l0 = 2 * k;
            t[6 * k] = l0;
            t[6 * k + 1] = l0 + 1;
            t[6 * k + 2] = l0 + 2;
            t[6 * k + 3] = l0 + 1;
            t[6 * k + 4] = l0 + 3;
            t[6 * k + 5] = l0 + 2;
        }
        return Mesh.of(p, n, null, colours, t);
    }

    private static String json(byte[] glb) {
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        int jsonLength = b.getInt(12);
        return new String(glb, 20, jsonLength, StandardCharsets.UTF_8);
    }

    @Test
    void customAttributeIsStoredPerVertex() throws IOException {
        float[] speeds = new float[20];
        Mesh ribbon = strip(10, speeds);
        Mesh terrain = Mesh.grid(Heightfield.diamondSquare(17, 0.5, 3), 10, 10, 2);
        Map<String, Mesh> meshes = new LinkedHashMap<>();
        meshes.put("terrain", terrain);
        meshes.put("water", ribbon);
        Path file = dir.resolve("scene.glb");
        MeshWriter.of(MeshFormat.GLB).writeScene(meshes, Map.of("water", Map.of("_SPEED", speeds)), file);
        byte[] glb = Files.readAllBytes(file);
        ByteBuffer b = ByteBuffer.wrap(glb).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, b.getInt(0));
        assertEquals(glb.length, b.getInt(8), "header length is the file's");
        String json = json(glb);
        assertTrue(json.contains("\"_SPEED\":"), json);
        assertTrue(json.contains("\"alphaMode\":\"BLEND\""), "see-through water: " + json);
        // find the _SPEED accessor's view and read the floats back from the BIN chunk
        Matcher a = Pattern.compile("\"_SPEED\":(\\d+)").matcher(json);
        assertTrue(a.find());
        int accessor = Integer.parseInt(a.group(1));
        Matcher views = Pattern.compile("\\{\"buffer\":0,\"byteOffset\":(\\d+),\"byteLength\":(\\d+)").matcher(json);
        List<long[]> v = new ArrayList<>();
        while (views.find()) {
            v.add(new long[] {Long.parseLong(views.group(1)), Long.parseLong(views.group(2))});
        }
        // each accessor here uses the view of the same number
        long offset = v.get(accessor)[0];
        assertEquals(4L * speeds.length, v.get(accessor)[1]);
        int bin = 20 + b.getInt(12) + 8;
        for (int i = 0; i < speeds.length; i++) {
            assertEquals(speeds[i], b.getFloat((int) (bin + offset + 4L * i)), 0f, "speed " + i);
        }
    }

    @Test
    void rejectsBadAttributes() {
        float[] speeds = new float[8];
        Mesh ribbon = strip(4, speeds);
        MeshWriter w = MeshWriter.of(MeshFormat.GLB);
        Path file = dir.resolve("bad.glb");
        assertThrows(IllegalArgumentException.class,
                () -> w.writeScene(Map.of("water", ribbon), Map.of("water", Map.of("SPEED", speeds)), file));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeScene(Map.of("water", ribbon), Map.of("water", Map.of("_SPEED", new float[3])), file));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeScene(Map.of("water", ribbon), Map.of("lake", Map.of("_SPEED", speeds)), file));
        assertThrows(IllegalArgumentException.class, () -> w.writeScene(Map.of(), Map.of(), file));
        assertThrows(UnsupportedOperationException.class,
                () -> MeshWriter.of(MeshFormat.STL).writeScene(Map.of("water", ribbon), Map.of(), file));
        assertFalse(Files.exists(file), "nothing written");
    }

    @Test
    void validatorFindsNoErrorsAndNoWarnings() throws IOException, InterruptedException {
        Path modules = Tools.nodeModules("gltf-validator");
        Tools.assumeTool(Tools.onPath("node") && modules != null, "node and npm gltf-validator");
        float[] small = new float[20];
        float[] large = new float[140000];
        Map<String, Mesh> meshes = new LinkedHashMap<>();
        meshes.put("terrain", Mesh.adaptive(Heightfield.diamondSquare(257, 0.5, 7).scale(50), 0.5));
        meshes.put("water", strip(10, small));
        meshes.put("big water", strip(70000, large));   // above 65 535 vertices: 32-bit indices
        Path file = dir.resolve("scene.glb");
        MeshWriter.of(MeshFormat.GLB).writeScene(meshes,
                Map.of("water", Map.of("_SPEED", small), "big water", Map.of("_SPEED", large, "_DEPTH", large)),
                file);
        Tools.Result r = Tools.run(Map.of("NODE_PATH", modules.toString()), "node",
                GltfValidatorTest.script().toString(), file.toString());
        assertEquals(0, r.status(), r.output());
        String report = r.output().lines().filter(l -> l.startsWith("{")).findFirst().orElseThrow();
        Matcher m = Pattern.compile("\"errors\":(\\d+),\"warnings\":(\\d+)").matcher(report);
        assertTrue(m.find(), report);
        assertEquals("0", m.group(1), "errors: " + report);
        assertEquals("0", m.group(2), "warnings: " + report);
    }
}
