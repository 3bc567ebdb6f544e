package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.terrain4j.api.Heightfield;

class WriterTest {

    @TempDir
    Path dir;

    private static Mesh solid() {
        Heightfield f = Heightfield.diamondSquare(17, 0.5, 5).scale(4);
        return Mesh.grid(f, MeshOptions.defaults().withSize(10, 10).withBase(0.5)
                .withColours(h -> ColourFunction.pack(200, (int) Math.max(0, Math.min(255, h * 60)), 30, 255)));
    }

    /** The GLB's JSON and BIN chunks, checking the container on the way. */
    private record Glb(String json, ByteBuffer bin) {

        static Glb parse(byte[] bytes) {
            ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
            assertEquals(0x46546C67, b.getInt(), "magic");
            assertEquals(2, b.getInt(), "version");
            assertEquals(bytes.length, b.getInt(), "length");
            int jsonLength = b.getInt();
            assertEquals(0x4E4F534A, b.getInt(), "JSON chunk type");
            assertEquals(0, jsonLength % 4, "JSON chunk padded to 4");
            byte[] json = new byte[jsonLength];
            b.get(json);
            int binLength = b.getInt();
            assertEquals(0x004E4942, b.getInt(), "BIN chunk type");
            assertEquals(0, binLength % 4, "BIN chunk padded to 4");
            assertEquals(bytes.length, b.position() + binLength);
            ByteBuffer bin = b.slice().order(ByteOrder.LITTLE_ENDIAN);
            return new Glb(new String(json, StandardCharsets.UTF_8), bin);
        }

        /** The n-th accessor object's text. */
        String accessor(int n) {
            String list = json.substring(json.indexOf("\"accessors\":["));
            Matcher m = Pattern.compile("\\{[^{}]*}").matcher(list);
            for (int i = 0; i <= n; i++) {
                assertTrue(m.find());
            }
            return m.group();
        }

        /** The n-th buffer view's byteOffset. */
        int viewOffset(int n) {
            String list = json.substring(json.indexOf("\"bufferViews\":["));
            Matcher m = Pattern.compile("\"byteOffset\":(\\d+)").matcher(list);
            for (int i = 0; i <= n; i++) {
                assertTrue(m.find());
            }
            return Integer.parseInt(m.group(1));
        }
    }

    private static int intField(String object, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(\\d+)").matcher(object);
        assertTrue(m.find(), name + " in " + object);
        return Integer.parseInt(m.group(1));
    }

    private static double[] numbers(String object, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\\[([^]]*)]").matcher(object);
        assertTrue(m.find(), name + " in " + object);
        return Stream.of(m.group(1).split(",")).mapToDouble(Double::parseDouble).toArray();
    }

    @Test
    void glbRoundTrips() throws IOException {
        Mesh m = solid();
        Path file = dir.resolve("solid.glb");
        m.write(file);
        Glb glb = Glb.parse(Files.readAllBytes(file));
        assertTrue(glb.json().startsWith("{\"asset\":{\"version\":\"2.0\""), glb.json());
        String pos = glb.accessor(0);
        assertEquals(m.vertexCount(), intField(pos, "count"));
        Vector3f min = new Vector3f();
        Vector3f max = new Vector3f();
        float[] bb = m.bounds();
        min.set(bb[0], bb[1], bb[2]);
        max.set(bb[3], bb[4], bb[5]);
        double[] jmin = numbers(pos, "min");
        double[] jmax = numbers(pos, "max");
        assertArrayEquals(new float[] {min.x, min.y, min.z},
                new float[] {(float) jmin[0], (float) jmin[1], (float) jmin[2]});
        assertArrayEquals(new float[] {max.x, max.y, max.z},
                new float[] {(float) jmax[0], (float) jmax[1], (float) jmax[2]});
        assertEquals(jmin[1], (double) min.y, "min written as the float's exact value");
        ByteBuffer bin = glb.bin();
        float[] p = m.positionsToArray();
        int positions = glb.viewOffset(0);
        for (int i = 0; i < p.length; i++) {
            assertEquals(p[i], bin.getFloat(positions + 4 * i));
        }
        float[] uv = m.uvsToArray();
        int uvs = glb.viewOffset(2);
        for (int i = 0; i < uv.length; i++) {
            assertEquals(uv[i], bin.getFloat(uvs + 4 * i), "uv keeps glTF's top-left origin");
        }
        // colours: sRGB 200 → linear ((200/255 + 0.055)/1.055)^2.4 = 0.577580, as 16 bits round(0.577580 · 65535)
        // = 37852; alpha kept (255 → 65535)
        String colour = glb.accessor(3);
        assertTrue(colour.contains("\"normalized\":true") && colour.contains("\"componentType\":5123"), colour);
        assertEquals(37852, bin.getShort(glb.viewOffset(3)) & 0xFFFF);
        assertEquals(65535, bin.getShort(glb.viewOffset(3) + 6) & 0xFFFF);
        int[] col = m.coloursToArray();
        for (int v = 0; v < col.length; v++) {
            for (int k = 0; k < 3; k++) {
                double srgb = (col[v] >>> (24 - 8 * k) & 0xFF) / 255.0;
                double linear = srgb <= 0.04045 ? srgb / 12.92 : Math.pow((srgb + 0.055) / 1.055, 2.4);
                assertEquals(Math.round(linear * 65535), bin.getShort(glb.viewOffset(3) + 8 * v + 2 * k) & 0xFFFF,
                        "vertex " + v + " channel " + k);
            }
            assertEquals((col[v] & 0xFF) * 257, bin.getShort(glb.viewOffset(3) + 8 * v + 6) & 0xFFFF, "alpha " + v);
        }
        String ind = glb.accessor(4);
        assertEquals(5123, intField(ind, "componentType"), "few vertices: unsigned short");
        int[] idx = m.indicesToArray();
        assertEquals(idx.length, intField(ind, "count"));
        int offset = glb.viewOffset(4);
        for (int i = 0; i < idx.length; i++) {
            assertEquals(idx[i], bin.getShort(offset + 2 * i) & 0xFFFF);
        }
        for (int v = 0; v < 5; v++) {
            assertEquals(0, glb.viewOffset(v) % 4, "buffer view " + v + " aligned");
        }
    }

    @Test
    void indicesBecome32BitPast65535Vertices() throws IOException {
        // 21 845 × 3 = 65 535 vertices: max index 65 534 fits an unsigned short (65 535 is the restart value)
        Mesh small = Mesh.grid(Heightfield.filled(21845, 3, 1));
        Mesh large = Mesh.grid(Heightfield.filled(32768, 2, 1));
        assertEquals(65535, small.vertexCount());
        assertEquals(65536, large.vertexCount());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MeshWriter.of(MeshFormat.GLB).write(small, out);
        assertEquals(5123, intField(Glb.parse(out.toByteArray()).accessor(3), "componentType"));
        out.reset();
        MeshWriter.of(MeshFormat.GLB).write(large, out);
        Glb glb = Glb.parse(out.toByteArray());
        assertEquals(5125, intField(glb.accessor(3), "componentType"));
        int[] idx = large.indicesToArray();
        int max = 0;
        int offset = glb.viewOffset(3);
        ByteBuffer bin = glb.bin();
        for (int i = 0; i < idx.length; i++) {
            int read = bin.getInt(offset + 4 * i);
            assertEquals(idx[i], read);
            max = Math.max(max, read);
        }
        assertEquals(65535, max, "an index past 16 bits survives");
    }

    /**
     * Issue 15, item 20: a mesh without a material gets glTF's default one, which is fully metallic,
     * and three.js draws steep facets black. Every glTF and GLB mesh, alone or in a scene, refers to a
     * material that is not metallic and rough.
     */
    @Test
    void item20EveryGltfMeshHasAPlainRoughNonMetallicMaterial() throws IOException {
        Mesh m = solid();
        Path gltf = dir.resolve("m.gltf");
        m.write(gltf);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MeshWriter.of(MeshFormat.GLB).write(m, out);
        Path scene = dir.resolve("scene.glb");
        MeshWriter.of(MeshFormat.GLB).writeScene(java.util.Map.of("ground", m), java.util.Map.of(), scene);
        for (String json : List.of(Files.readString(gltf), Glb.parse(out.toByteArray()).json(),
                Glb.parse(Files.readAllBytes(scene)).json())) {
            assertEquals(0, intField(json.substring(json.indexOf("\"primitives\"")), "material"), json);
            Matcher mat = Pattern.compile("\"materials\":\\[\\{[^]]*?\"pbrMetallicRoughness\":\\{\"metallicFactor\":"
                    + "([0-9.]+),\"roughnessFactor\":([0-9.]+)}").matcher(json);
            assertTrue(mat.find(), json);
            assertEquals(0, Double.parseDouble(mat.group(1)), 0, "metallic");
            assertEquals(0.9, Double.parseDouble(mat.group(2)), 0, "rough");
        }
    }

    @Test
    void gltfWritesItsBufferBeside() throws IOException {
        Mesh m = solid();
        Path file = dir.resolve("land.gltf");
        m.write(file);
        String json = Files.readString(file);
        assertTrue(json.contains("\"uri\":\"land.bin\""), json);
        ByteArrayOutputStream glb = new ByteArrayOutputStream();
        MeshWriter.of(MeshFormat.GLB).write(m, glb);
        assertArrayEquals(toArray(Glb.parse(glb.toByteArray()).bin()), Files.readAllBytes(dir.resolve("land.bin")),
                "the .bin holds exactly the GLB's BIN chunk");
    }

    private static byte[] toArray(ByteBuffer b) {
        byte[] a = new byte[b.remaining()];
        b.duplicate().get(a);
        return a;
    }

    @Test
    void stlIsBinaryWithFacetNormalsOfTheWinding() throws IOException {
        Mesh m = solid();
        Path file = dir.resolve("solid.stl");
        m.write(file);
        byte[] bytes = Files.readAllBytes(file);
        assertFalse(new String(bytes, 0, 5, StandardCharsets.US_ASCII).equalsIgnoreCase("solid"));
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.position(80);
        int count = b.getInt();
        assertEquals(m.triangleCount(), count);
        assertEquals(84 + 50L * count, bytes.length);
        float[] p = m.positionsToArray();
        for (int t = 0; t < count; t++) {
            Vector3d n = new Vector3d(b.getFloat(), b.getFloat(), b.getFloat());
            assertEquals(1, n.length(), 1e-6, "facet " + t + " normal unit");
            for (int k = 0; k < 3; k++) {
                int v = m.index(t, k);
                assertEquals(p[3 * v], b.getFloat());
                assertEquals(p[3 * v + 1], b.getFloat());
                assertEquals(p[3 * v + 2], b.getFloat());
            }
            assertEquals(0, b.getShort());
            Vector3d g = MeshChecks.faceNormal(m, t).normalize();
            assertEquals(1, g.dot(n), 1e-6, "facet " + t + " normal agrees with its winding");
        }
    }

    @Test
    void plyIsBinaryLittleEndian() throws IOException {
        Mesh m = solid();
        Path file = dir.resolve("solid.ply");
        m.write(file);
        byte[] bytes = Files.readAllBytes(file);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("end_header\n") + "end_header\n".length();
        String header = text.substring(0, end);
        assertTrue(header.startsWith("ply\nformat binary_little_endian 1.0\n"), header);
        assertTrue(header.contains("element vertex " + m.vertexCount() + "\n"), header);
        assertTrue(header.contains("element face " + m.triangleCount() + "\n"), header);
        ByteBuffer b = ByteBuffer.wrap(bytes, end, bytes.length - end).order(ByteOrder.LITTLE_ENDIAN);
        float[] p = m.positionsToArray();
        float[] uv = m.uvsToArray();
        int[] col = m.coloursToArray();
        for (int v = 0; v < m.vertexCount(); v++) {
            for (int k = 0; k < 3; k++) {
                assertEquals(p[3 * v + k], b.getFloat());
            }
            b.position(b.position() + 12);
            assertEquals(uv[2 * v], b.getFloat());
            assertEquals(1 - uv[2 * v + 1], b.getFloat(), "t = 1 − v");
            assertEquals(col[v], Integer.reverseBytes(b.getInt()), "red, green, blue, alpha bytes");
        }
        for (int t = 0; t < m.triangleCount(); t++) {
            assertEquals(3, b.get());
            for (int k = 0; k < 3; k++) {
                assertEquals(m.index(t, k), b.getInt());
            }
        }
        assertFalse(b.hasRemaining());
    }

    @Test
    void objHasMaterialTextureAndBottomLeftUvs() throws IOException {
        Mesh m = Mesh.grid(Heightfield.diamondSquare(9, 0.5, 1), 4, 4, 1);
        Path file = dir.resolve("land.obj");
        MeshWriter.of(MeshFormat.OBJ).withTexture("land.png").write(m, file);
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.contains("mtllib land.mtl"));
        assertTrue(lines.contains("usemtl terrain"));
        assertEquals(m.vertexCount(), lines.stream().filter(s -> s.startsWith("v ")).count());
        assertEquals(m.vertexCount(), lines.stream().filter(s -> s.startsWith("vn ")).count());
        assertEquals(m.triangleCount(), lines.stream().filter(s -> s.startsWith("f ")).count());
        List<String> vt = lines.stream().filter(s -> s.startsWith("vt ")).toList();
        assertEquals(m.vertexCount(), vt.size());
        assertEquals("vt 0.0 1.0", vt.get(0), "row 0 (north, top of the texture) is v = 1 in OBJ");
        String firstFace = lines.stream().filter(s -> s.startsWith("f ")).findFirst().orElseThrow();
        int a = m.index(0, 0) + 1;
        int bb = m.index(0, 1) + 1;
        int c = m.index(0, 2) + 1;
        assertEquals("f " + a + "/" + a + "/" + a + " " + bb + "/" + bb + "/" + bb + " " + c + "/" + c + "/" + c,
                firstFace);
        List<String> mtl = Files.readAllLines(dir.resolve("land.mtl"));
        assertTrue(mtl.contains("newmtl terrain"));
        assertTrue(mtl.contains("map_Kd land.png"));
    }

    @ParameterizedTest
    @EnumSource(value = MeshFormat.class, names = {"GLB", "STL", "PLY"})
    void streamAndFileAgree(MeshFormat format) throws IOException {
        Mesh m = solid();
        Path file = dir.resolve("x." + format.extension());
        MeshWriter.of(format).write(m, file);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MeshWriter.of(format).write(m, out);
        assertArrayEquals(Files.readAllBytes(file), out.toByteArray());
    }

    @Test
    void failuresNameTheFileAndLeaveNothingBehind() throws IOException {
        Mesh m = solid();
        Path missing = dir.resolve("no/such/dir/land.glb");
        IOException e = assertThrows(IOException.class, () -> m.write(missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        // the target is a non-empty directory: the move fails, the temporary file is removed
        Path blocked = dir.resolve("blocked.stl");
        Files.createDirectories(blocked.resolve("inside"));
        IOException e2 = assertThrows(IOException.class, () -> m.write(blocked));
        assertTrue(e2.getMessage().contains(blocked.toString()), e2.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(blocked), files.toList(), "no temporary file left");
        }
    }

    @Test
    void overwritesAWholeFile() throws IOException {
        Path file = dir.resolve("land.ply");
        Files.writeString(file, "old content that is longer than nothing");
        solid().write(file);
        assertTrue(Files.readString(file, StandardCharsets.ISO_8859_1).startsWith("ply\n"));
    }

    @Test
    void explicitMeshesAreCheckedSoNoNaNOrBadIndexReachesAFile() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, 0, 1};
        float[] n = {0, 1, 0, 0, 1, 0, 0, 1, 0};
        Mesh ok = Mesh.of(p, n, null, null, new int[] {0, 2, 1});
        assertEquals(1, ok.triangleCount());
        assertTrue(MeshChecks.faceNormal(ok, 0).y > 0);
        float[] bad = p.clone();
        bad[4] = Float.NaN;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mesh.of(bad, n, null, null, new int[] {0, 2, 1}));
        assertTrue(e.getMessage().contains("positions[4]"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Mesh.of(p, n, null, null, new int[] {0, 3, 1}));
        assertThrows(IllegalArgumentException.class, () -> Mesh.of(p, n, null, null, new int[] {0, 1}));
        assertThrows(IllegalArgumentException.class, () -> Mesh.of(p, new float[3], null, null, new int[] {0, 2, 1}));
    }

    @Test
    void formatsByExtension() {
        assertEquals(MeshFormat.GLB, MeshWriter.forFile(Path.of("a/B.GLB")).format());
        assertEquals(MeshFormat.GLTF, MeshWriter.forFile(Path.of("b.gltf")).format());
        assertThrows(IllegalArgumentException.class, () -> MeshWriter.forFile(Path.of("c.fbx")));
        assertThrows(UnsupportedOperationException.class,
                () -> MeshWriter.of(MeshFormat.OBJ).write(solid(), new ByteArrayOutputStream()));
        assertThrows(IllegalArgumentException.class, () -> MeshWriter.of(MeshFormat.OBJ).withTexture("a\nb"));
    }
}
