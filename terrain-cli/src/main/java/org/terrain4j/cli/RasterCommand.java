package org.terrain4j.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Mixin;

/**
 * What every command that writes a heightfield declares: {@code --mapping} for a 16-bit output (see
 * {@link MappingOption}) and {@code --quiet} with the command's streams (see {@link Output}). Picocli
 * reads the mixins of a command's superclass as its own, so {@code --help} lists them with the
 * command's other options.
 */
abstract class RasterCommand implements Callable<Integer> {

    @Mixin
    MappingOption mapping;

    @Mixin
    Output console;
}
