package org.terrain4j.bench.erosion;

import java.nio.FloatBuffer;
import java.util.concurrent.TimeUnit;

import com.jme3.terrain.noise.filter.ThermalErodeFilter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.erosion.Thermal;

/**
 * Thermal weathering throughput at 1024², in sample updates per second of one pass (iteration), for 8
 * and 16 neighbours on 1 and 2 threads; beside it jME's {@link ThermalErodeFilter} (one call of
 * {@code filter} is one pass; single-threaded), and an array copy of the same size as a floor.
 *
 * <p>What the peer computes wrongly: it walks the grid once in row order and updates in place, so each
 * sample sees some neighbours already moved and others not; it looks at only the four diagonal
 * neighbours, addressed as flat offsets that at the left and right borders reach the far end of the
 * adjacent row (material wraps across rows); it compares raw height differences with the talus whatever
 * the distance; and it books a sample's own loss into a pending slot it has already consumed, so the
 * loss is never applied while the gains of the neighbours ahead are: every pass adds material.
 *
 * <p>Our invocation runs {@link #PASSES} passes on a field restored by one array copy first.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class ThermalBenchmark {

    /** Grid side, samples. */
    public static final int SIZE = 1024;
    /** Passes per invocation of ours. */
    public static final int PASSES = 10;

    /** Ours: neighbourhood and thread count. */
    @State(Scope.Benchmark)
    public static class Ours {
        /** Neighbourhood. */
        @Param({"8", "16"})
        public int neighbours;

        /** Worker threads. */
        @Param({"1", "2"})
        public int threads;

        Heightfield source;
        HeightfieldBuffer work;
        Thermal thermal;

        /** Builds the field and the weathering. */
        @Setup
        public void setUp() {
            source = field();
            work = source.toBuffer();
            thermal = Thermal.weathering().withTalus(0.002).withAmount(0.5).withIterations(PASSES).withNeighbours(neighbours).withThreads(threads);
        }
    }

    /** The single-threaded peer and the copy floor. */
    @State(Scope.Benchmark)
    public static class Single {
        float[] source;
        FloatBuffer peerWork;
        ThermalErodeFilter peer;
        float[] copy;

        /** Builds the field and the peer filter. */
        @Setup
        public void setUp() {
            source = field().toArray();
            peerWork = FloatBuffer.allocate(SIZE * SIZE);
            peer = new ThermalErodeFilter();
            peer.setTalus(0.002f);
            peer.setC(0.5f);
            copy = new float[SIZE * SIZE];
        }
    }

    static Heightfield field() {
        return Heightfield.diamondSquare(SIZE + 1, 0.5, 7).crop(0, 0, SIZE, SIZE);
    }

    /**
     * terrain4j thermal weathering, {@link #PASSES} passes on a field restored by one copy.
     *
     * @param s state
     * @return the ledger, consumed by JMH
     */
    @Benchmark
    @OperationsPerInvocation(SIZE * SIZE * PASSES)
    public ErosionLedger terrain4jThermal(Ours s) {
        s.work.setAll(s.source);
        return s.thermal.erode(s.work, 0, ProgressListener.NONE);
    }

    /**
     * jME's ThermalErodeFilter, one pass on a field restored by one copy (it looks at 4 diagonal
     * neighbours).
     *
     * @param s state
     * @return the filtered buffer, consumed by JMH
     */
    @Benchmark
    @OperationsPerInvocation(SIZE * SIZE)
    public FloatBuffer jmePeerThermal(Single s) {
        s.peerWork.clear();
        s.peerWork.put(s.source).flip();
        return s.peer.filter(0, 0, 0, s.peerWork, SIZE);
    }

    /**
     * Floor: one copy of the field.
     *
     * @param s state
     * @return the copy, consumed by JMH
     */
    @Benchmark
    @OperationsPerInvocation(SIZE * SIZE)
    public float[] baselineArrayCopy(Single s) {
        System.arraycopy(s.source, 0, s.copy, 0, s.source.length);
        return s.copy;
    }
}
