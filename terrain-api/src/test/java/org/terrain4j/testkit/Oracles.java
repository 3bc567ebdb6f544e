package org.terrain4j.testkit;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Independent oracles (GDAL, admesh, the glTF validator, …) are external programs. A test that needs
 * one skips when it is absent, unless the environment variable {@code TERRAIN4J_REQUIRE_ORACLES} is
 * set (CI sets it), in which case it fails, so a missing oracle can never pass silently.
 */
public final class Oracles {

    private Oracles() {
    }

    /**
     * @param present whether the oracle is available
     * @param what    what is missing, for the message
     */
    public static void require(boolean present, String what) {
        if (!present && System.getenv("TERRAIN4J_REQUIRE_ORACLES") != null) {
            Assertions.fail(what + " is required (TERRAIN4J_REQUIRE_ORACLES is set) but absent");
        }
        Assumptions.assumeTrue(present, what + " is absent");
    }

    /**
     * Finds a program: the path in the environment variable {@code override} if it is set, else the first
     * executable of the given names on {@code PATH}.
     *
     * @param override an environment variable naming the program's path
     * @param names    the program's names, in order of preference
     * @return the executable, or empty when there is none
     */
    public static Optional<Path> program(String override, String... names) {
        String given = System.getenv(override);
        if (given != null && !given.isBlank()) {
            Path p = Path.of(given);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        for (String dir : String.valueOf(System.getenv("PATH")).split(File.pathSeparator)) {
            for (String name : names) {
                if (!dir.isEmpty()) {
                    Path p = Path.of(dir, name);
                    if (Files.isExecutable(p)) {
                        return Optional.of(p);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
