package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.testkit.Oracles;

/**
 * The Khronos glTF validator (npm {@code gltf-validator}, run through node with terrain-mesh's
 * {@code validate.js}) as the oracle for the world's vertex-coloured GLB: no errors, no warnings, and
 * the file carries one vertex a sample with a {@code COLOR_0} attribute. Skipped when node or the
 * package is absent, unless {@code TERRAIN4J_REQUIRE_ORACLES} is set. The package is looked for under
 * {@code $TERRAIN4J_NODE_DIR/node_modules}, then {@code ~/.cache/terrain4j-node/node_modules}.
 */
class WorldGlbValidatorTest {

    @TempDir
    Path dir;

    private static Path nodeModules() {
        List<Path> candidates = new ArrayList<>();
        String env = System.getenv("TERRAIN4J_NODE_DIR");
        if (env != null) {
            candidates.add(Path.of(env, "node_modules"));
        }
        candidates.add(Path.of(System.getProperty("user.home"), ".cache", "terrain4j-node", "node_modules"));
        for (Path p : candidates) {
            if (Files.isRegularFile(p.resolve("gltf-validator").resolve("package.json"))) {
                return p.toAbsolutePath();
            }
        }
        return null;
    }

    private static Path script() {
        for (Path p : List.of(Path.of("..", "terrain-mesh", "src", "test", "node", "validate.js"),
                Path.of("terrain-mesh", "src", "test", "node", "validate.js"))) {
            if (Files.isRegularFile(p)) {
                return p.toAbsolutePath().normalize();
            }
        }
        return null;
    }

    private static boolean nodeOnPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, "node"))) {
                return true;
            }
        }
        return false;
    }

    /** The JSON chunk of a GLB (the first chunk, after the 12-byte header). */
    private static String json(Path glb) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(glb)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0x46546C67, b.getInt(0), "glTF magic");
        int length = b.getInt(12);
        assertEquals(0x4E4F534A, b.getInt(16), "first chunk is JSON");
        return new String(b.array(), 20, length, StandardCharsets.UTF_8);
    }

    @Test
    void worldGlbPassesTheKhronosValidator() throws IOException, InterruptedException {
        Path modules = nodeModules();
        Path script = script();
        Oracles.require(nodeOnPath() && modules != null && script != null, "node, npm gltf-validator and validate.js");
        List<Path> files = new ArrayList<>();
        for (Preset p : List.of(Preset.LAKESIDE, Preset.OPEN_COUNTRY)) {
            Environment e = p.environment(12, true);
            World w = e.withGround(e.ground().withSamples(65)).generate();
            Path file = dir.resolve(p.name() + ".glb");
            WorldGlb.write(w, file);
            String json = json(file);
            assertTrue(json.contains("\"COLOR_0\""), json);
            assertTrue(json.contains("\"count\":" + 65 * 65), "one vertex a sample: " + json);
            files.add(file);
        }
        List<String> command = new ArrayList<>(List.of("node", script.toString()));
        files.forEach(f -> command.add(f.toString()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("NODE_PATH", modules.toString());
        Process proc = pb.start();
        String out;
        try (InputStream in = proc.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(proc.waitFor(120, TimeUnit.SECONDS), "validator timed out");
        assertEquals(0, proc.exitValue(), out);
        List<String> reports = out.lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(files.size(), reports.size(), out);
        Pattern counts = Pattern.compile("\"errors\":(\\d+),\"warnings\":(\\d+)");
        for (String report : reports) {
            Matcher m = counts.matcher(report);
            assertTrue(m.find(), report);
            assertEquals("0", m.group(1), "errors: " + report);
            assertEquals("0", m.group(2), "warnings: " + report);
        }
    }
}
