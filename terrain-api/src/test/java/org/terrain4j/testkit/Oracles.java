package org.terrain4j.testkit;

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
}
