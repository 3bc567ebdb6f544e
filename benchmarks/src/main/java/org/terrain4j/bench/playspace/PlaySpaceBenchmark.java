package org.terrain4j.bench.playspace;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.analysis.route.SampleMask;
import org.terrain4j.analysis.route.Tobler;
import org.terrain4j.analysis.route.TravelTimes;
import org.terrain4j.analysis.visibility.Viewshed;
import org.terrain4j.analysis.visibility.Visibility;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.examples.Island;

/**
 * The whole play-space measure, on the goal's 4 km land at 2 m (a {@code 2049²} diamond-square
 * field, roughness 0.45, seed 13, relief 300 m) and on the example island ({@code 1025²} at 2 m),
 * beside its two largest single parts in the same run: the travel times from the start and one
 * vantage's viewshed within 3 km. Two threads.
 *
 * <pre>
 * mvn -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar PlaySpaceBenchmark -f 1 -wi 1 -i 3 -jvmArgs "-Xmx6g"
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PlaySpaceBenchmark {

    /** Which land: {@code "4km"} or {@code "island"}. */
    @Param({"4km", "island"})
    public String land;

    private Heightfield field;
    private GroundPoint centre;
    private GroundPoint top;

    /** Builds the land and finds its highest sample (the viewshed's observer). */
    @Setup
    public void setUp() {
        if (land.equals("island")) {
            field = Island.build(ProgressListener.NONE).grid();
        } else {
            field = Heightfield.diamondSquare(2049, 0.45, 13).normalized().scale(300)
                    .withFrame(GridFrame.of(0, 0, 2));
        }
        GridFrame f = field.frame();
        centre = new GroundPoint(f.x((field.columns() - 1) / 2.0), f.z((field.rows() - 1) / 2.0));
        double best = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < field.rows(); r++) {
            for (int c = 0; c < field.columns(); c++) {
                if (field.get(c, r) > best) {
                    best = field.get(c, r);
                    top = new GroundPoint(f.x(c), f.z(r));
                }
            }
        }
    }

    /** @return the report of the whole measure from the walkable ground nearest the centre */
    @Benchmark
    public PlaySpaceReport measure() {
        return PlaySpace.standard().withThreads(2).measure(field);
    }

    /** @return least travel times from the centre, the measure's largest search */
    @Benchmark
    public TravelTimes travelTimes() {
        return Tobler.standard().travelTimes(field, SampleMask.below(field, 0), centre.x(), centre.z());
    }

    /** @return the highest sample's viewshed within 3 km, one of the measure's vantage viewsheds */
    @Benchmark
    public Viewshed viewshed() {
        return Visibility.standard().withRadius(3000).viewshed(field, top);
    }
}
