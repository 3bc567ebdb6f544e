package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;

/**
 * The Khronos glTF validator (npm {@code gltf-validator}) as the oracle: no errors and no warnings on
 * our GLB and glTF files. Needs {@code node} on the PATH and the package where
 * {@link Tools#nodeModules} looks; skipped otherwise (see {@link Tools#assumeTool}).
 */
class GltfValidatorTest {

    @TempDir
    Path dir;

    @Test
    void validatorFindsNoErrorsAndNoWarnings() throws IOException, InterruptedException {
        Path modules = Tools.nodeModules("gltf-validator");
        Tools.assumeTool(Tools.onPath("node") && modules != null, "node and npm gltf-validator");
        Heightfield big = Heightfield.diamondSquare(1025, 0.5, 7).scale(300);
        List<Path> files = new ArrayList<>();
        for (int size : new int[] {2, 256, 257, 1025}) {
            Heightfield f = size == 1025 ? big : Heightfield.diamondSquare(size, 0.5, size).crop(0, 0, size, size);
            Path file = dir.resolve("grid" + size + ".glb");
            Mesh.grid(f, 10, 10, 2.2).write(file);
            files.add(file);
        }
        Path adaptive = dir.resolve("adaptive.glb");
        Mesh.adaptive(big, 5).write(adaptive);
        files.add(adaptive);
        Path solid = dir.resolve("solid.glb");
        Mesh.grid(Heightfield.diamondSquare(129, 0.5, 3), MeshOptions.defaults().withSize(50, 50)
                .withVerticalScale(10).withBase(2).withColours(h -> ColourFunction.pack(
                        (int) (255 * Math.max(0, Math.min(1, h))), 128, 64, 255))).write(solid);
        files.add(solid);
        Path gltf = dir.resolve("adaptive-solid.gltf");
        Mesh.adaptive(big, 10, MeshOptions.defaults().withBase(20)).write(gltf);
        files.add(gltf);

        List<String> command = new ArrayList<>(List.of("node", script().toString()));
        files.forEach(f -> command.add(f.toString()));
        Tools.Result r = Tools.run(Map.of("NODE_PATH", modules.toString()), command.toArray(String[]::new));
        assertEquals(0, r.status(), r.output());
        List<String> reports = r.output().lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(files.size(), reports.size(), r.output());
        Pattern counts = Pattern.compile("\"errors\":(\\d+),\"warnings\":(\\d+)");
        for (String report : reports) {
            Matcher m = counts.matcher(report);
            assertTrue(m.find(), report);
            assertEquals("0", m.group(1), "errors: " + report);
            assertEquals("0", m.group(2), "warnings: " + report);
        }
    }

    static Path script() {
        return Tools.nodeScript("validate.js");
    }
}
