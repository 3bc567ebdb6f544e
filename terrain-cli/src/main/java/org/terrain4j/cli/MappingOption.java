package org.terrain4j.cli;

import picocli.CommandLine.Option;

/**
 * {@code --mapping exact|fit|OFFSET,SCALE}: how a command that writes a heightfield stores heights in a
 * 16-bit output (png, r16, raw) (a picocli mixin; see {@link RasterOut} for the policy).
 */
final class MappingOption {

    @Option(names = "--mapping", paramLabel = "MAPPING",
            description = {"For a 16-bit output (png, r16, raw): exact keeps the heights exactly or refuses; fit spreads"
                + " them over 0…65535; OFFSET,SCALE makes height = OFFSET + SCALE · sample (default: exact where a"
                + " 16-bit mapping holds the heights, else fit, the summary naming the step)."})
    String mapping;
}
