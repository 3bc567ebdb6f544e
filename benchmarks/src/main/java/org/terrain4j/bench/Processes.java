package org.terrain4j.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the benchmarks that time a peer run as a process (GDAL, GRASS, SAGA) share: whether the tool
 * is installed, running it to completion, and removing the scratch directory its files went to.
 */
public final class Processes {

    private Processes() {
    }

    /**
     * @param tool a program's file name
     * @return whether an executable of that name is on the {@code PATH}
     */
    public static boolean onPath(String tool) {
        for (String d : String.valueOf(System.getenv("PATH")).split(java.io.File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs a command to its end, its output read and dropped.
     *
     * @param command the program and its arguments; null runs nothing (a peer that is not installed)
     * @return the exit code, 0; −1 for a null command
     * @throws IOException if it cannot start or exits with another code (the message holds its output)
     * @throws InterruptedException if interrupted while waiting
     */
    public static int run(List<String> command) throws IOException, InterruptedException {
        if (command == null) {
            return -1;
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        int code = p.waitFor();
        if (code != 0) {
            throw new IOException(String.join(" ", command) + " failed with exit code " + code + ": "
                    + new String(out, StandardCharsets.UTF_8));
        }
        return code;
    }

    /**
     * Removes a scratch directory and everything in it.
     *
     * @param dir the directory; nothing happens if it does not exist
     * @throws IOException if something cannot be removed
     */
    public static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
