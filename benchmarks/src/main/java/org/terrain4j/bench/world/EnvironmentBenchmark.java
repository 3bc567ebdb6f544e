package org.terrain4j.bench.world;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.world.Elements;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Preset;
import org.terrain4j.world.World;

/**
 * Generating each of the eight environments (seed 12, no strip asked for; OPEN COUNTRY has its own)
 * on one thread, beside the same base ground with no element placed: terrain4j aims to switch
 * worlds in a few tens of milliseconds, and what the elements add is read against the
 * base ground in the same run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EnvironmentBenchmark {

    /** Samples along each side. */
    @Param({"201", "1025"})
    public int samples;

    /** The preset. */
    @Param({"HIGHLANDS", "RIVER_BASIN", "CANYON_COUNTRY", "DUNE_SEA", "LAKESIDE", "OPEN_COUNTRY", "LOOP_VALLEY",
        "BACK_COUNTRY"})
    public String preset;

    private Environment environment;
    private Environment baseOnly;

    /** Builds the descriptions (no geometry). */
    @Setup
    public void setup() {
        Environment e = Preset.valueOf(preset).environment(12);
        environment = e.withGround(e.ground().withSamples(samples));
        baseOnly = environment.withPlacements(List.of());
    }

    /** @return the environment generated */
    @Benchmark
    public World environment() {
        return environment.generate(Elements.standard(), 1);
    }

    /** @return the preset's base ground alone (its remapping settings, no elements) */
    @Benchmark
    public World baseGround() {
        return baseOnly.generate(Elements.standard(), 1);
    }
}
