package org.terrain4j.cli;

import picocli.CommandLine.Option;

/**
 * {@code --mapping fit|OFFSET,SCALE}: how a command that writes a heightfield stores heights that a 16-bit
 * output (png, r16, raw) cannot keep exactly (a picocli mixin; see {@link RasterOut} for the policy).
 */
final class MappingOption {

    @Option(names = "--mapping", paramLabel = "MAPPING",
            description = {"For a 16-bit output (png, r16, raw) that cannot keep the heights exactly (refused"
                + " without it): fit spreads them over 0…65535; OFFSET,SCALE makes height = OFFSET + SCALE · sample."})
    String mapping;
}
