package org.terrain4j.mesh;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.io.internal.AtomicFiles;

/**
 * A child-JVM program for {@link InterruptedMeshWriteTest}: writes a 257² grid mesh slowly (the
 * progress listener sleeps at every report) so that the parent can stop the JVM in the middle of the
 * write. Arguments: the format ({@code glb gltf obj stl ply scene}), the target file, and
 * {@code hook} to install the shutdown hook that stops the atomic writes, as a program that owns its
 * process does (the library installs none), or {@code none}.
 */
final class SlowMeshWrite {

    private SlowMeshWrite() {
    }

    public static void main(String[] args) throws Exception {
        String format = args[0];
        Path target = Path.of(args[1]);
        if (args[2].equals("hook")) {
            Runtime.getRuntime().addShutdownHook(new Thread(AtomicFiles::stop));
        }
        Heightfield field = Heightfield.of(257, 257, (u, v) -> Math.sin(7 * u) * Math.cos(5 * v));
        Mesh mesh = Mesh.grid(field, 100, 100, 10);
        ProgressListener slow = (fraction, message) -> {
            try {
                Thread.sleep(150);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        if (format.equals("scene")) {
            Map<String, Mesh> meshes = new LinkedHashMap<>();
            meshes.put("ground", mesh);
            meshes.put("water", mesh);
            MeshWriter.of(MeshFormat.GLB).withProgress(slow).writeScene(meshes, Map.of(), target);
        } else {
            MeshWriter.of(MeshFormat.ofFile(Path.of("x." + format)).orElseThrow()).withProgress(slow)
                    .write(mesh, target);
        }
        System.out.println("finished");
    }
}
