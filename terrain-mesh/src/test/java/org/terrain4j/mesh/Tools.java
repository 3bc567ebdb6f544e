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
