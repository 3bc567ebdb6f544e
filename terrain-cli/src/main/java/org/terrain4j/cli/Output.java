package org.terrain4j.cli;

import java.io.PrintWriter;
import java.io.Writer;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Where a subcommand prints, through picocli's own streams (so an embedding program or a test that sets
 * them gets everything), and whether it is quiet (a picocli mixin: {@code -q}, {@code --quiet}).
 */
final class Output {

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = {"-q", "--quiet"},
            description = "Print only errors and warnings: no progress and no summary lines.")
    boolean quiet;

    /**
     * @return the standard output for summary lines, or a sink when quiet
     */
    PrintWriter out() {
        return quiet ? new PrintWriter(Writer.nullWriter()) : spec.commandLine().getOut();
    }

    /**
     * @return the standard output for what the user needs even when quiet (how to read a file back)
     */
    PrintWriter essential() {
        return spec.commandLine().getOut();
    }

    /**
     * @return the standard error, for warnings (printed even when quiet)
     */
    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * @param label what runs, such as "hydraulic"
     * @return a progress bar on standard error: drawn in place on a terminal, one plain line at the end
     *         otherwise, nothing when quiet
     */
    ProgressBar progress(String label) {
        return new ProgressBar(quiet ? null : err(), label, Terminal.isTerminal());
    }
}
