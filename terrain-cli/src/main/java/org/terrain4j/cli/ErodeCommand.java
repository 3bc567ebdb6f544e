package org.terrain4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.erosion.ErosionMask;
import org.terrain4j.erosion.ErosionResult;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.Thermal;
import org.terrain4j.erosion.StreamPower;
import org.terrain4j.io.internal.AtomicFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code terrain erode FILE [--drops N --seed S …] [--thermal --talus T --iterations K …] -o OUT}: hydraulic
 * droplets, then (optionally) thermal weathering, with progress bars and the mass ledger at the end.
 */
@Command(name = "erode", mixinStandardHelpOptions = true,
        description = {"Erodes a heightfield: hydraulic droplets (Beyer 2015), or stream power with uplift"
                + " (--stream-power), then thermal weathering with --thermal.",
            "The same file, options and seed give the same bits on any number of threads."})
final class ErodeCommand extends RasterCommand implements Messages.Aliases {

    @Mixin
    InputOptions input;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The eroded heightfield, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--drops", paramLabel = "N",
            description = "Raindrops, 0…2147483647 (the library takes more); 0 runs no hydraulic pass (default: one"
                    + " for every 4 samples; none with --stream-power unless given).")
    @Bounds(min = 0, max = Integer.MAX_VALUE)
    Integer drops;

    @Option(names = "--as-is",
            description = {"Drops see the heights as they are. By default they see them scaled by a power of two so the"
                    + " field's mean slope is that of a 0…1 field on a unit grid (about 0.0074), where the droplet"
                    + " settings are tuned: a DEM in metres is weathered, not flattened."})
    boolean asIs;

    @Option(names = "--stream-power",
            description = "Stream-power erosion with uplift (Braun & Willett 2013) instead of droplets.")
    boolean streamPower;

    @Option(names = "--uplift", paramLabel = "M_PER_YR",
            description = "Stream power: uplift rate, metres a year, within ±1 (default 0.001).")
    Double uplift;

    @Option(names = "--years", paramLabel = "T", description = {"Stream power: total time, years, ≥ 0 (default 100000).",
        "A run may take at most 1e7 steps (--years ÷ --time-step), and at most 2e9 steps × samples (about 8"
            + " minutes of work; a diffusion sub-step counts as 1/16 of a step): a longer run is refused, and"
            + " can be run in parts, each eroding the last one's output."})
    Double years;

    @Option(names = "--time-step", paramLabel = "YEARS",
            description = "Stream power: length of one implicit step, years, > 0 (default 10000); see --years for the"
                    + " limit on steps × samples.")
    Double timeStep;

    @Option(names = "--erodibility", paramLabel = "K",
            description = "Stream power: K of E = K·A^m·S^n, m^(1-2m)/yr, 0…1 (default 2e-5).")
    Double erodibility;

    @Option(names = "--area-exponent", paramLabel = "M", description = "Stream power: m, in [0, 10] (default 0.5).")
    Double areaExponent;

    @Option(names = "--slope-exponent", paramLabel = "N", description = "Stream power: n, in (0, 10] (default 1).")
    Double slopeExponent;

    @Option(names = "--diffusivity", paramLabel = "M2_PER_YR",
            description = "Stream power: hillslope diffusivity, m²/yr, finite and ≥ 0 (default 0: none).")
    Double diffusivity;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "7", description = "Seed of the drops' start points, any whole number (default ${DEFAULT-VALUE}); thermal weathering and stream power use none.")
    long seed;

    @Option(names = "--inertia", paramLabel = "I", description = "0 ≤ I < 1: 0 follows every wrinkle, higher ploughs"
            + " straighter; 1 is refused, because drops start with no direction and at 1 none would ever move"
            + " (default ${bundle:default.inertia}).")
    Double inertia;

    @Option(names = "--capacity", paramLabel = "C", description = "Sediment capacity factor: how hard a drop carves, finite and ≥ 0 (default ${bundle:default.capacity}).")
    Double capacity;

    @Option(names = "--radius", paramLabel = "SAMPLES", description = "Erosion brush radius, samples, in [1, 32] (default ${bundle:default.radius}).")
    @Bounds(min = 1, max = 32)
    Integer radius;

    @Option(names = "--erosion-rate", paramLabel = "SHARE", description = "0…1: share of the free capacity picked up per step (default ${bundle:default.erosion}).")
    Double erosionRate;

    @Option(names = "--deposition", paramLabel = "SHARE", description = "0…1: share of the surplus sediment dropped per step (default ${bundle:default.deposition}).")
    Double deposition;

    @Option(names = "--evaporation", paramLabel = "SHARE", description = "0…1: share of the water lost per step (default ${bundle:default.evaporation}).")
    Double evaporation;

    @Option(names = "--max-steps", paramLabel = "STEPS", description = "Steps a drop lives at most, in [1, 10000] (default ${bundle:default.maxSteps}).")
    @Bounds(min = 1, max = 10_000)
    Integer maxSteps;

    @Option(names = "--min-capacity", paramLabel = "C", description = "Floor on a drop's sediment capacity, finite and ≥ 0 (default ${bundle:default.minCapacity}).")
    Double minCapacity;

    @Option(names = "--min-slope", paramLabel = "SLOPE", description = "Floor on the slope term of the capacity, finite and ≥ 0 (default ${bundle:default.minSlope}).")
    Double minSlope;

    @Option(names = "--gravity", paramLabel = "G", description = "Acceleration of the drops, 0…1000 (the library takes any finite value ≥ 0)"
            + " (default ${bundle:default.gravity}).")
    Double gravity;

    @Option(names = "--floor", paramLabel = "H",
            description = "No erosion below this height, metres, within ±1e9 (default: none; 0 keeps ground from being"
                    + " dug below 0).")
    Double floor;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads, in [1, 256]; the result is the same for any count (default: one per"
                    + " processor, ${DEFAULT-VALUE} here).")
    @Bounds(min = 1, max = 256)
    int threads = Math.min(256, Runtime.getRuntime().availableProcessors());

    @Option(names = "--thermal", description = "Run thermal weathering after the drops.")
    boolean thermal;

    @Option(names = "--talus", paramLabel = "SLOPE",
            description = "Thermal: the steepest height difference per metre that stays at rest, finite and ≥ 0 (default 0.01).")
    Double talus;

    @Option(names = "--talus-angle", paramLabel = "DEGREES",
            description = "Thermal: the talus as an angle of repose instead of --talus, degrees in [0, 90).")
    Double talusAngle;

    @Option(names = "--amount", paramLabel = "SHARE", description = "Thermal: share of the excess moved per iteration, in (0, 1] (default 0.5).")
    Double amount;

    @Option(names = "--iterations", paramLabel = "N", description = "Thermal: iterations, in [0, 1e6] (default 100).")
    @Bounds(min = 0, max = 1_000_000)
    Integer iterations;

    @Option(names = "--neighbours", paramLabel = "N", description = "Thermal: 4, 8 or 16 (knight's moves) (default 8).")
    @Bounds(min = 4, max = 16, only = {4, 8, 16})
    Integer neighbours;

    @Option(names = "--masks", paramLabel = "DIR",
            description = {"Also write the erosion masks of the run into DIR (made if missing): droplets' flow (water"
                    + " passed), wear (material taken) and deposition (material laid), stream power's drainage-area (m²)"
                    + " and incision (m), each as NAME.png (16-bit, fitted to the mask's range, the mapping recorded)"
                    + " and NAME.tif (float32 GeoTIFF, exact), on the input's grid and system; the drainage area's PNG"
                    + " holds log10 of the area (it spans many decades), its GeoTIFF the area itself. The masks are of the droplet"
                    + " and stream-power passes, not of --thermal. DIR is made before any work; written with the"
                    + " output: all files or none."})
    Path masks;

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        Cli.checkNotInput(input.file, output);
        if (masks != null) {
            checkMasksDirectory(masks);
            checkMaskFiles(masks, input.file, output);
        }
        checkRange("--gravity", gravity, 0, MAX_GRAVITY, "");
        if (inertia != null && !(inertia >= 0 && inertia < 1)) {
            throw new IllegalArgumentException("--inertia must be in [0, 1), was " + Cli.typed(console, "--inertia", inertia) + (inertia == 1
                    ? ": a drop starts with no direction, so at 1 the slope never turns it and no drop moves" : ""));
        }
        checkRange("--floor", floor, -MAX_HEIGHT, MAX_HEIGHT, " m");
        checkRange("--erodibility", erodibility, 0, MAX_ERODIBILITY, " m^(1-2m)/yr");
        checkRange("--uplift", uplift, -MAX_UPLIFT, MAX_UPLIFT, " m/yr");
        boolean streamOptions = uplift != null || years != null || timeStep != null || erodibility != null
                || areaExponent != null || slopeExponent != null || diffusivity != null;
        if (streamOptions && !streamPower) {
            throw new IllegalArgumentException("--uplift, --years, --time-step, --erodibility, --area-exponent,"
                    + " --slope-exponent and --diffusivity need --stream-power");
        }
        int drops = this.drops != null ? this.drops : streamPower ? 0 : 1; // the default count needs the grid
        if (drops < 0) {
            throw new IllegalArgumentException("drops must be >= 0, was " + drops);
        }
        if (drops == 0 && !thermal && !streamPower) {
            throw new IllegalArgumentException("nothing to do: --drops 0 without --thermal or --stream-power");
        }
        boolean dropletOptions = inertia != null || capacity != null || radius != null || erosionRate != null
                || deposition != null || evaporation != null || maxSteps != null || minCapacity != null
                || minSlope != null || gravity != null || floor != null || asIs
                || Cli.given(console, "--seed"); // thermal weathering and stream power have no randomness
        if (dropletOptions && drops == 0) {
            throw new IllegalArgumentException("--seed, --inertia, --capacity, --radius, --erosion-rate, --deposition,"
                    + " --evaporation, --max-steps, --min-capacity, --min-slope, --gravity, --floor and --as-is set the"
                    + " droplets, which do not run " + (streamPower && this.drops == null
                    ? "with --stream-power unless --drops N is given" : "with --drops 0"));
        }
        if (masks != null && drops == 0 && !streamPower) {
            throw new IllegalArgumentException("--masks needs droplets or --stream-power: thermal weathering makes no masks");
        }
        boolean thermalOptions = talus != null || talusAngle != null || amount != null || iterations != null
                || neighbours != null;
        if (thermalOptions && !thermal) {
            throw new IllegalArgumentException("--talus, --talus-angle, --amount, --iterations and --neighbours"
                    + " need --thermal");
        }
        if (talus != null && talusAngle != null) {
            throw new UsageException("give --talus or --talus-angle, not both"); // conflicting options: a usage error
        }
        Hydraulic hydraulic = drops == 0 ? null : hydraulic(drops);
        StreamPower power = streamPower ? streamPower() : null;
        Thermal weathering = thermal ? thermal() : null;
        List<Path> madeDirectories = masks == null ? List.of() : makeMasksDirectory(masks);
        boolean written = false;
        try {
            Integer code = run(hydraulic, power, weathering, drops);
            written = true;
            return code;
        } finally {
            if (written) {
                AtomicFiles.keep(madeDirectories);
            } else {
                AtomicFiles.removeIfEmpty(madeDirectories);
            }
        }
    }

    private Integer run(Hydraulic hydraulic, StreamPower power, Thermal weathering, int drops) throws Exception {
        Heightfield read = input.readAsIs();
        GridFrame original = read.frame();
        Heightfield placed = input.placed(read);
        org.terrain4j.api.Statistics stats = placed.statistics();
        Cli.requireData(input.file, placed); // all voids: "fill them first" would send the user to a refusal
        if (stats.noDataCount() > 0) {
            // before anything is printed, and the same for every mode (stream power would hold them fixed)
            long voids = stats.noDataCount();
            throw new IllegalArgumentException(input.file + " has " + voids + (voids == 1 ? " void" : " voids")
                    + ", which erosion cannot run over; fill " + (voids == 1 ? "it" : "them") + " first: terrain fill "
                    + input.file + " -o FILLED");
        }
        if (stats.count() > 0 && !(stats.min() >= -MAX_HEIGHT && stats.max() <= MAX_HEIGHT)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: heights must be within ±1e9 m to be"
                    + " eroded, were %.6g to %.6g m", input.file, stats.min(), stats.max()));
        }
        if (power != null) {
            double rise = Math.abs(power.uplift()) * power.years();
            if (!(rise <= MAX_HEIGHT)) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--uplift × --years must be at most"
                        + " 1e9 m, was %s m/yr × %s years = %s m", Cli.typed(console, "--uplift", power.uplift()),
                        Cli.typed(console, "--years", power.years()), Cli.readable(rise)));
            }
        }
        if (power != null) {
            checkWork(power, placed);
        }
        HeightfieldBuffer buffer = placed.toBuffer();
        Map<ErosionMask, Heightfield> made = new EnumMap<>(ErosionMask.class);
        long t0 = System.nanoTime();
        double before = buffer.statistics().sum();
        if (hydraulic != null) {
            if (this.drops == null) {
                drops = (int) Hydraulic.dropsFor(placed.sampleCount());
            }
            double slope = Hydraulic.meanSlope(placed);
            int exponent = asIs ? 0 : Hydraulic.slopeScaleExponent(slope);
            double k = Math.scalb(1.0, exponent);
            Double givenFloor = floor;
            if (floor != null) {
                floor = floor * k;
            }
            hydraulic = hydraulic(drops);
            floor = givenFloor;
            if (exponent != 0) {
                buffer = placed.map(v -> v * k).toBuffer();
                console.out().printf(Locale.ROOT, "hydraulic: the drops see the heights × 2^%d (mean slope %.3g as"
                        + " %.3g, that of a 0…1 field on a unit grid); --as-is erodes them as they are%n", exponent,
                        slope, slope * k);
            }
            ErosionLedger ledger;
            try (ProgressBar bar = console.progress("hydraulic")) {
                if (masks == null) {
                    ledger = hydraulic.erode(buffer, seed, bar);
                } else {
                    ErosionResult run = hydraulic.erodeWithMasks(buffer, seed, bar);
                    ledger = run.ledger();
                    buffer = run.heights().toBuffer();
                    for (ErosionMask kind : run.masks().kinds()) {
                        Heightfield m = run.masks().get(kind);
                        // wear and deposition are heights, seen × 2^exponent by the drops; flow is water
                        made.put(kind, kind == ErosionMask.FLOW || exponent == 0 ? m : m.map(v -> v / k));
                    }
                }
            }
            if (exponent != 0) {
                buffer = buffer.freeze().map(v -> v / k).toBuffer();
            }
            // a drop that dies inside the grid lays its load there: what is lost left over the edge, but for
            // the few float steps rounding could not lay
            console.out().printf(Locale.ROOT, "hydraulic: %s; eroded %.6g, deposited %.6g (dying drops lay what they"
                            + " carry), lost off the edge %.6g (height × samples; %.2g left unlaid by float rounding)%n",
                    Cli.count(drops, "drop"), ledger.eroded() / k, ledger.deposited() / k, ledger.lostOffEdge() / k,
                    ledger.lostInDyingDrops() / k);
        }
        if (power != null) {
            ErosionLedger ledger;
            double sumBefore = buffer.statistics().sum();
            try (ProgressBar bar = console.progress("stream power")) {
                if (masks == null) {
                    ledger = power.erode(buffer, seed, bar);
                } else {
                    ErosionResult run = power.erodeWithMasks(buffer, bar);
                    ledger = run.ledger();
                    buffer = run.heights().toBuffer();
                    for (ErosionMask kind : run.masks().kinds()) {
                        made.put(kind, run.masks().get(kind));
                    }
                }
            }
            // the sum of heights changes by what uplift raised less what incision carried off; the uplift is what
            // is left of the change once the incision is known (outlets and no-data are not raised)
            double raised = buffer.statistics().sum() - sumBefore + ledger.lostOffEdge();
            console.out().printf(Locale.ROOT, "stream power: %s %s at %s m/yr uplift; uplifted %.6g, incised and"
                    + " carried off %.6g (height × samples; the sum of heights changes by their difference)%n",
                    Cli.readable(power.years()), power.years() == 1 ? "year" : "years", Cli.readable(power.uplift()),
                    raised, ledger.lostOffEdge());
        }
        if (weathering != null) {
            ErosionLedger ledger;
            try (ProgressBar bar = console.progress("thermal")) {
                ledger = weathering.erode(buffer, seed, bar);
            }
            if (!(Math.abs(ledger.eroded()) < Double.POSITIVE_INFINITY)) {
                throw new IllegalArgumentException(input.file + ": thermal weathering moved a non-finite amount"
                        + " (heights beyond what float arithmetic holds); nothing written");
            }
            console.out().printf(Locale.ROOT, "thermal: %s; moved %.6g (height × samples), sum kept to float rounding%n",
                    Cli.count(weathering.iterations(), "iteration"), ledger.eroded());
        }
        org.terrain4j.api.Statistics end = buffer.statistics();
        if (end.noDataCount() > stats.noDataCount() || !(Math.abs(end.sum()) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s: erosion left %d samples void or"
                    + " infinite (heights beyond what float arithmetic holds); nothing written",
                    input.file, end.noDataCount() - stats.noDataCount()));
        }
        double after = end.sum();
        Heightfield result = buffer.freeze();
        if (input.geographic) {
            result = result.withFrame(original);
        }
        Heightfield written = result;
        RasterOut.Plan plan = RasterOut.plan(written, output, "the eroded " + input.file, mapping.mapping);
        org.terrain4j.io.ReadOptions back;
        List<String> maskLines = new ArrayList<>();
        if (masks == null) {
            back = Cli.written(output, () -> plan.write(output));
        } else {
            back = writeWithMasks(plan, made, input.geographic ? original : null, maskLines);
        }
        console.out().printf(Locale.ROOT, "wrote %s: sum of heights %.9g → %.9g in %d ms%s%n", output, before, after,
                (System.nanoTime() - t0) / 1_000_000, plan.how().isEmpty() ? "" : ", " + plan.how());
        maskLines.forEach(console.out()::println);
        InputOptions.printReadBack(console.essential(), output, back, written.frame());
        return 0;
    }

    /**
     * Refuses a --masks path that is an existing file, or whose files would land on directories, before any work.
     *
     * @param dir the --masks directory, which need not exist
     * @throws IllegalArgumentException naming the option and the path
     */
    static void checkMasksDirectory(Path dir) {
        if (dir.toString().isBlank()) {
            throw new IllegalArgumentException("--masks must name a directory, was '" + dir + "'");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--masks must be a directory, was the file " + dir);
        }
        for (ErosionMask kind : ErosionMask.values()) {
            for (String ext : new String[] {".png", ".tif"}) {
                Path f = dir.resolve(kind.fileName() + ext);
                if (Files.isDirectory(f)) {
                    throw new IllegalArgumentException("cannot write " + f + ": it is a directory");
                }
            }
        }
    }

    /**
     * Refuses masks that would replace the input or the eroded output, before any work.
     *
     * @param dir    the --masks directory
     * @param input  the file read
     * @param output the eroded field's file
     * @throws IllegalArgumentException naming --masks and the file
     */
    static void checkMaskFiles(Path dir, Path input, Path output) {
        for (ErosionMask kind : ErosionMask.values()) {
            for (String ext : new String[] {".png", ".tif"}) {
                Path f = dir.resolve(kind.fileName() + ext);
                if (Cli.sameFile(input, f)) {
                    throw new IllegalArgumentException("--masks " + dir + " would write " + f + ", which is the input"
                            + " file; give the masks another directory");
                }
                if (Cli.samePath(output, f)) {
                    throw new IllegalArgumentException("--masks " + dir + " would write " + f + ", which is also -o;"
                            + " give the masks another directory or -o another name");
                }
            }
        }
    }

    /**
     * Makes the masks' directory before any work and proves a file can be made in it, so a run is not lost to a
     * directory that cannot be written.
     *
     * @param dir the --masks directory
     * @return the directories made (to remove again if the run fails)
     * @throws IllegalArgumentException naming --masks, the directory and the reason
     */
    static List<Path> makeMasksDirectory(Path dir) {
        return Cli.makeDirectory(dir, "--masks");
    }

    /**
     * Writes the eroded field and every mask of the run (16-bit PNG fitted to the mask's range, and float32
     * GeoTIFF), all or none; makes the masks' directory, and removes it again if it made it and the write fails.
     *
     * @param plan      the eroded field's plan
     * @param made      the masks, on the processing frame (metres)
     * @param original  the input's own frame (a geographic file's degrees) to write them in, or null to keep theirs
     * @param lines     receives one summary line per mask
     * @return the options that read the eroded field back
     * @throws IOException if a write fails (nothing is left)
     */
    private org.terrain4j.io.ReadOptions writeWithMasks(RasterOut.Plan plan, Map<ErosionMask, Heightfield> made,
            GridFrame original, List<String> lines) throws IOException {
        List<Path> files = new ArrayList<>();
        List<AtomicFiles.Content<Path>> writers = new ArrayList<>();
        org.terrain4j.io.ReadOptions[] back = new org.terrain4j.io.ReadOptions[1];
        files.add(output);
        writers.add(p -> back[0] = plan.write(p));
        for (Map.Entry<ErosionMask, Heightfield> e : made.entrySet()) {
            Heightfield m = original == null ? e.getValue() : e.getValue().withFrame(original);
            String name = e.getKey().fileName();
            Path png = masks.resolve(name + ".png");
            Path tif = masks.resolve(name + ".tif");
            boolean logarithmic = e.getKey() == ErosionMask.DRAINAGE_AREA;
            RasterOut.Plan pngPlan = logarithmic
                    ? RasterOut.plan(m.map(Math::log10), png, "the " + name + " mask", "fit", "value", "log10 m²")
                    : RasterOut.plan(m, png, "the " + name + " mask", "fit", "value", unit(e.getKey()));
            RasterOut.Plan tifPlan = RasterOut.plan(m, tif, "the " + name + " mask", null, "value", unit(e.getKey()));
            files.add(png);
            writers.add(pngPlan::write);
            files.add(tif);
            writers.add(tifPlan::write);
            org.terrain4j.api.Statistics st = m.statistics();
            lines.add(String.format(Locale.ROOT, "wrote %s and %s: %s mask, %.6g…%.6g %s%s", png, tif, name, st.min(),
                    st.max(), unit(e.getKey()), pngPlan.how().isEmpty() ? "" : " (PNG: " + pngPlan.how() + ")"));
        }
        Cli.writeAll(files, writers);
        return back[0];
    }

    private static String unit(ErosionMask kind) {
        return switch (kind) {
            case FLOW -> "drops' water";
            case DRAINAGE_AREA -> "m²";
            default -> "m";
        };
    }

    /** Largest --gravity: 250 times the default of 4 (the drops' acceleration is a model constant, not g). */
    static final double MAX_GRAVITY = 1000;

    /** Largest |--floor|, metres: a thousand times Earth's relief, as --relief elsewhere. */
    static final double MAX_HEIGHT = 1e9;

    /** Largest |--uplift|, metres a year: a hundred times the fastest rock uplift measured (about 1 cm/yr). */
    static final double MAX_UPLIFT = 1;

    /** Largest --erodibility, m^(1-2m)/yr: measured K spans about 1e-7…1e-4 (Braun & Willett 2013). */
    static final double MAX_ERODIBILITY = 1;

    /**
     * @param option the option's name
     * @param value  its value, or null when not given
     * @param min    smallest allowed
     * @param max    largest allowed
     * @param unit   the unit after the range (with its leading space), or ""
     * @throws IllegalArgumentException naming the option, the value and the range, if the value is outside
     *                                  it or NaN
     */
    static void checkRange(String option, Double value, double min, double max, String unit) {
        if (value != null && !(value >= min && value <= max)) {
            throw new IllegalArgumentException(option + " must be in [" + number(min) + ", " + number(max) + "]"
                    + unit + ", was " + value);
        }
    }

    /**
     * Refuses a stream-power run of more than {@link StreamPower#MAX_STEPS} steps in the options' words
     * (the library checks the same limit; a tiny --time-step ran for ever before). Values that are not
     * finite and positive are left to the library's own checks.
     *
     * @param step  the time step, years (given or default)
     * @param total the total time, years (given or default)
     * @throws IllegalArgumentException naming --years and/or --time-step, the values and the limit
     */
    private void checkSteps(double step, double total) {
        if (!(step > 0 && step < Double.POSITIVE_INFINITY && total >= 0 && total < Double.POSITIVE_INFINITY)
                || total / step <= StreamPower.MAX_STEPS) {
            return;
        }
        if (timeStep == null) {
            throw new IllegalArgumentException("--years must be at most 1e7 time steps of the default --time-step ("
                    + Cli.readable(step) + " years): " + Cli.readable(StreamPower.MAX_STEPS * step) + " years, was " + Cli.typed(console, "--years", total));
        }
        if (years == null) {
            throw new IllegalArgumentException("--time-step must be at least the default --years ÷ 1e7 ("
                    + Cli.readable(total) + " ÷ 1e7 = " + Cli.readable(total / StreamPower.MAX_STEPS) + " years) so that at most 1e7"
                    + " steps are run, was " + Cli.typed(console, "--time-step", step));
        }
        throw new IllegalArgumentException("--years ÷ --time-step must be at most 1e7 steps, was " + Cli.typed(console, "--years", total)
                + " ÷ " + Cli.typed(console, "--time-step", step) + " = " + Cli.readable(total / step) + " steps: lengthen --time-step or shorten --years");
    }

    /**
     * The most work one stream-power run may take, in sample-steps ({@link StreamPower#work}): 2e9, about
     * 8 minutes on one core.
     */
    static final double MAX_STREAM_WORK = 2e9;

    /** From this much work (about 25 s) the run says how many steps it takes before it starts. */
    static final double ANNOUNCED_STREAM_WORK = 1e8;

    /**
     * Refuses a stream-power run whose work ({@link StreamPower#work}: steps × samples, diffusion sub-steps
     * included) exceeds
     * {@link #MAX_STREAM_WORK}, naming --years and --time-step; announces a long one before it starts.
     *
     * @param power the erosion, its step count already within {@link StreamPower#MAX_STEPS}
     * @param field the field it will run over, placed in metres
     * @throws IllegalArgumentException naming --years, --time-step, the work and the limit
     */
    private void checkWork(StreamPower power, Heightfield field) {
        double steps = power.steps();
        long samples = field.sampleCount();
        double subSteps = power.diffusionSubSteps(field.frame());
        if (!(subSteps <= 1_000_000)) {
            return; // the library refuses it with the largest --diffusivity, a better answer
        }
        double work = power.work(field);
        String diffusion = subSteps > 0 ? String.format(Locale.ROOT, " (with %s diffusion sub-steps a step, each"
                + " 1/16 of a step)", Cli.readable(subSteps)) : "";
        if (!(work <= MAX_STREAM_WORK)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--years %s ÷ --time-step %s is %s steps"
                    + " over the %d samples of %s%s: %s sample-steps, more than the 2e9 one run may take (about 8"
                    + " minutes of work); shorten --years, lengthen --time-step, or run it in parts, each eroding"
                    + " the last one's output", Cli.typed(console, "--years", power.years()),
                    Cli.typed(console, "--time-step", power.timeStep()),
                    Cli.readable(steps), samples, input.file, diffusion, Cli.readable(work)));
        }
        if (work >= ANNOUNCED_STREAM_WORK) {
            console.out().println(announcement((long) steps, Cli.typed(console, "--time-step", power.timeStep()),
                    power.timeStep(), samples, diffusion));
            console.out().flush();
        }
    }

    /**
     * @param steps     the run's time steps
     * @param timeStep  --time-step as typed
     * @param years     its value
     * @param samples   the grid's samples
     * @param diffusion the diffusion note, or empty
     * @return {@code stream power: 100000 steps of 1 year over 5307 samples; progress follows}
     */
    static String announcement(long steps, String timeStep, double years, long samples, String diffusion) {
        return "stream power: " + Cli.count(steps, "step") + " of " + timeStep + (years == 1 ? " year" : " years")
                + " over " + Cli.count(samples, "sample") + diffusion + "; progress follows";
    }

    private static String number(double v) {
        return Math.abs(v) >= 1e6 ? String.format(Locale.ROOT, "%.0e", v).replace("e+0", "e").replace("e+", "e")
                : v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    @Override
    public Map<String, String> aliases() {
        return Map.of("degrees", "--talus-angle", "erosion", "--erosion-rate", "floor", "--floor");
    }

    private Thermal thermal() {
        Thermal t = Thermal.weathering();
        if (talusAngle != null) {
            t = t.withTalusAngle(talusAngle);
        } else if (talus != null) {
            t = t.withTalus(talus);
        }
        if (amount != null) {
            t = t.withAmount(amount);
        }
        if (iterations != null) {
            t = t.withIterations(iterations);
        }
        if (neighbours != null) {
            t = t.withNeighbours(neighbours);
        }
        return t.withThreads(threads);
    }

    private StreamPower streamPower() {
        StreamPower p = StreamPower.incision();
        if (uplift != null) {
            p = p.withUplift(uplift);
        }
        double step = timeStep != null ? timeStep : p.timeStep();
        double total = years != null ? years : p.years();
        checkSteps(step, total);
        // both at once: setting one and then the other could pass through a pair the library refuses
        p = p.withTimeStepAndYears(step, total);
        if (erodibility != null) {
            p = p.withErodibility(erodibility);
        }
        if (areaExponent != null) {
            p = p.withAreaExponent(areaExponent);
        }
        if (slopeExponent != null) {
            p = p.withSlopeExponent(slopeExponent);
        }
        if (diffusivity != null) {
            p = p.withDiffusivity(diffusivity);
        }
        return p;
    }

    private Hydraulic hydraulic(int drops) {
        Hydraulic h = Hydraulic.droplets().withDrops(drops).withThreads(threads);
        if (inertia != null) {
            h = h.withInertia(inertia);
        }
        if (capacity != null) {
            h = h.withCapacity(capacity);
        }
        if (radius != null) {
            h = h.withRadius(radius);
        }
        if (erosionRate != null) {
            h = h.withErosion(erosionRate);
        }
        if (deposition != null) {
            h = h.withDeposition(deposition);
        }
        if (evaporation != null) {
            h = h.withEvaporation(evaporation);
        }
        if (minCapacity != null) {
            h = h.withMinCapacity(minCapacity);
        }
        if (minSlope != null) {
            h = h.withMinSlope(minSlope);
        }
        if (gravity != null) {
            h = h.withGravity(gravity);
        }
        if (floor != null) {
            h = h.withFloor(floor);
        }
        if (maxSteps != null) {
            h = h.withMaxSteps(maxSteps);
        }
        return h;
    }
}
