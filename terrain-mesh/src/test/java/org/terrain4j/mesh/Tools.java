package org.terrain4j.mesh;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;


/** Runs external programs (independent readers, the glTF validator) for the oracle tests. */
final class Tools {

    private Tools() {
    }

    /**
     * Skips the calling test when a tool is absent, or fails it when the environment variable
     * {@code TERRAIN4J_REQUIRE_ORACLES} is set (CI sets it so a missing oracle cannot pass silently).
     *
     * @param present whether the tool was found
     * @param what    the tool's name, for the message
     */
    static void assumeTool(boolean present, String what) {
        org.terrain4j.testkit.Oracles.require(present, what);
    }

    /**
     * The {@code node_modules} directory holding an npm package: under the directory named by the
     * environment variable {@code TERRAIN4J_NODE_DIR}, else {@code target/node}, else
     * {@code ~/.cache/terrain4j-node}. Install with
     * {@code npm install --prefix ~/.cache/terrain4j-node gltf-validator@2.0.0-dev.3.10 delatin@0.2.0}.
     *
     * @param pkg the npm package
     * @return its node_modules directory, or null if not installed
     */
    static Path nodeModules(String pkg) {
        List<Path> candidates = new ArrayList<>();
        String env = System.getenv("TERRAIN4J_NODE_DIR");
        if (env != null) {
            candidates.add(Path.of(env, "node_modules"));
        }
        candidates.add(Path.of("target", "node", "node_modules"));
        candidates.add(Path.of(System.getProperty("user.home"), ".cache", "terrain4j-node", "node_modules"));
        for (Path p : candidates) {
            if (Files.isRegularFile(p.resolve(pkg).resolve("package.json"))) {
                return p.toAbsolutePath();
            }
        }
        return null;
    }

    /**
     * @param name a script in {@code terrain-mesh/src/test/node}
     * @return its absolute path (from the module or the repository root as working directory)
     */
    static Path nodeScript(String name) {
        Path p = Path.of("src", "test", "node", name);
        if (!Files.isRegularFile(p)) {
            p = Path.of("terrain-mesh", "src", "test", "node", name);
        }
        return p.toAbsolutePath();
    }

    /**
     * The repository's {@code data/} directory of real DEMs, or null when absent.
     *
     * @return the directory
     */
    static Path data() {
        for (Path p : List.of(Path.of("..", "data"), Path.of("data"))) {
            if (Files.isRegularFile(p.resolve("README.md"))) {
                return p.toAbsolutePath().normalize();
            }
        }
        return null;
    }

    /** Output and exit status of a finished program. */
    record Result(int status, String output) {
    }

    /** @return true if the program is on the PATH */
    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs a program, stdout and stderr merged.
     *
     * @param env     extra environment variables
     * @param command the program and its arguments
     * @return its status and output
     */
    static Result run(Map<String, String> env, String... command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(List.of(command)).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        List<byte[]> chunks = new ArrayList<>();
        Thread reader = new Thread(() -> {
            try (InputStream in = p.getInputStream()) {
                chunks.add(in.readAllBytes());
            } catch (IOException ignored) {
                // the status tells
            }
        });
        reader.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timed out: " + String.join(" ", command));
        }
        reader.join();
        return new Result(p.exitValue(), chunks.isEmpty() ? "" : new String(chunks.get(0), StandardCharsets.UTF_8));
    }
}
