package org.terrain4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The {@code terrain} command. With no subcommand it runs the demo: a bundled real elevation model
 * turned into a 16-bit heightmap, a hillshade and tinted pictures in {@code out/}.
 */
@Command(name = "terrain", mixinStandardHelpOptions = true, versionProvider = TerrainCommand.Version.class,
        description = {"Builds landscapes, weathers them and gets them out again.",
            "With no subcommand, runs the demo on a bundled real elevation model and writes its pictures"
                + " to the output directory."},
        subcommands = {InfoCommand.class, GenerateCommand.class, RenderCommand.class, MeshCommand.class, ContoursCommand.class, ErodeCommand.class, DrainageCommand.class, IslandCommand.class, MountainsCommand.class, MeasureCommand.class, ProvingGroundCommand.class, EnvironmentCommand.class, TilesCommand.class, ViewCommand.class,
            FillCommand.class, MosaicCommand.class, CropCommand.class, ResampleCommand.class, ConvertCommand.class,
            CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:bad input (one-line message, no partial output)", "2:usage error",
            "130/143:stopped by Ctrl-C / SIGTERM (no partial output)"})
public final class TerrainCommand implements Callable<Integer> {

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", defaultValue = "out",
            description = "Where the demo writes its files (default: ${DEFAULT-VALUE}).")
    Path output;

    @Mixin
    Output console;

    @Override
    public Integer call() throws Exception {
        Cli.checkOutputDirectory(output);
        return new Demo(output, console.out()).run();
    }

    /**
     * Runs the command and exits the JVM with its exit code.
     *
     * @param args command-line arguments
     */
    public static void main(String[] args) {
        Signals.install();
        int code;
        try {
            code = execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("terrain: " + Messages.oneLine(e));
            code = 1;
        }
        System.exit(Signals.exitCode(code));
    }

    /**
     * Runs the command without exiting: for tests and embedding.
     *
     * @param args command-line arguments
     * @return the exit code: 0 success, 1 bad input, 2 usage error
     */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new TerrainCommand());
        Conversions.register(cl);
        everyCommand(cl);
        cl.getSubcommands().get("erode").setResourceBundle(new LibraryDefaults());
        HelpLayout.apply(cl);
        cl.setExecutionExceptionHandler(TerrainCommand::handle);
        cl.setExecutionStrategy(parsed -> {
            if (parsed.hasSubcommand() && parsed.hasMatchedOption("--quiet")) {
                throw new CommandLine.ParameterException(parsed.commandSpec().commandLine(),
                        "-q goes after the subcommand (terrain " + parsed.subcommand().commandSpec().name() + " … -q)");
            }
            if (!helpRequested(parsed)) {
                Conversions.checkBounds(parsed);
                checkMapping(parsed);
            }
            int code = new CommandLine.RunLast().execute(parsed);
            int signal = Signals.received();
            if (signal != 0 && code == 0) {
                // the output was complete and in place before the stop reached it: say so, and exit as stopped
                cl.getErr().println("terrain: stopped by " + Signals.name(signal) + " after the output was complete");
                cl.getErr().flush();
            }
            return signal != 0 ? 128 + signal : code;
        });
        cl.setParameterExceptionHandler(TerrainCommand::usage);
        return cl;
    }

    /**
     * Checks the text of {@code --mapping} before the command starts, and that the output is a 16-bit format it
     * applies to, so a mistyped or misplaced mapping costs no work (erode, generate and fill used to find it
     * only when writing).
     */
    private static void checkMapping(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            for (CommandLine.Model.CommandSpec mixin : p.commandSpec().mixins().values()) {
                if (mixin.userObject() instanceof MappingOption m) {
                    try {
                        RasterOut.checkMappingText(m.mapping);
                        CommandLine.Model.OptionSpec output = p.commandSpec().findOption("--output");
                        // mountains checks its own: its mapping may be for the --uplift file rather than -o
                        CommandLine.Model.OptionSpec uplift = p.commandSpec().findOption("--uplift");
                        if (m.mapping != null && output != null && output.getValue() instanceof Path out
                                && (uplift == null || uplift.type() != Path.class)) {
                            RasterOut.checkMappingApplies(out);
                        }
                    } catch (IllegalArgumentException e) {
                        throw new CommandLine.ExecutionException(p.commandSpec().commandLine(), e.getMessage(), e);
                    }
                }
            }
        }
    }

    private static boolean helpRequested(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.isUsageHelpRequested() || p.isVersionHelpRequested()) {
                return true;
            }
        }
        return false;
    }

    /** Gives every subcommand the version (its -V / --version printed nothing before). */
    private static void everyCommand(CommandLine cl) {
        Version version = new Version();
        cl.getCommandSpec().versionProvider(version);
        for (CommandLine sub : cl.getSubcommands().values()) {
            everyCommand(sub);
        }
    }

    /**
     * Bad input ends with a one-line message and exit code 1; a {@link UsageException} (text that is not
     * of the option's form, options that conflict) with the usage in short and exit code 2.
     */
    private static int handle(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        int signal = Signals.received();
        if (signal != 0 || org.terrain4j.io.internal.AtomicFiles.isStopping()) {
            // the stop abandoned a write (or the work): not "cannot write", and the exit status of the stop
            err.println("terrain: stopped" + (signal != 0 ? " by " + Signals.name(signal) : "")
                    + "; no output written");
            err.flush();
            return signal != 0 ? 128 + signal : 1;
        }
        if (e instanceof UsageException) { // found by the command, not by picocli: reported as picocli's are
            String synopsis = cl.getHelp().abbreviatedSynopsis().strip().replaceAll("\\s+", " ");
            err.println("terrain: " + Messages.oneLine(e) + " (usage: " + synopsis + "; see '"
                    + cl.getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return cl.getCommandSpec().exitCodeOnInvalidInput();
        }
        err.println("terrain: " + Messages.asTyped(Messages.readableNumbers(Messages.inOptionNames(
                Messages.oneLine(e, Messages.doing(cl, parsed)), cl.getCommandSpec())), parsed));
        err.flush();
        return 1;
    }

    /**
     * A usage error ends with a one-line message that shows the command's usage in short ({@code usage:
     * terrain environment [-hqV] [--list] … [NAME]}) and points to --help, and exit code 2.
     */
    private static int usage(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        if (!(e instanceof CommandLine.UnmatchedArgumentException)) {
            // picocli checks required parameters before it reports what it did not recognise, so a mistyped
            // option came out as a missing FILE: an unknown option is reported first, whatever else is wrong
            java.util.List<String> unknown = cl.getUnmatchedArguments().stream()
                    .filter(a -> a.startsWith("-") && a.length() > 1).toList();
            if (!unknown.isEmpty()) {
                e = new CommandLine.UnmatchedArgumentException(cl, unknown);
            }
        }
        PrintWriter err = cl.getErr();
        java.util.Optional<String> range = Conversions.outOfType(e);
        if (range.isPresent()) { // a number out of the option's range is bad input, however large (see Conversions)
            err.println("terrain: " + Messages.readableNumbers(range.get()));
            err.flush();
            return 1;
        }
        // text that is no number for a whole-number option: the option, its range and the text, still a usage error
        CommandLine.ParameterException failure = e;
        String message = Conversions.notANumber(failure).orElseGet(() -> Messages.oneLine(failure));
        String synopsis = cl.getHelp().abbreviatedSynopsis().strip().replaceAll("\\s+", " ");
        err.println("terrain: " + message + " (usage: " + synopsis + "; see '"
                + cl.getCommandSpec().qualifiedName() + " --help')");
        err.flush();
        return cl.getCommandSpec().exitCodeOnInvalidInput();
    }

    /** Reports the version from the jar's manifest. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = TerrainCommand.class.getPackage().getImplementationVersion();
            return new String[] {"terrain4j " + (v == null ? "(development build)" : v),
                "Java " + System.getProperty("java.version")};
        }
    }
}
