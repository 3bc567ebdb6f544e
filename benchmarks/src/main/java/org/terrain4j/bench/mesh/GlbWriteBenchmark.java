package org.terrain4j.bench.mesh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.terrain4j.api.Heightfield;
import org.terrain4j.mesh.Mesh;
import org.terrain4j.mesh.MeshFormat;
import org.terrain4j.mesh.MeshWriter;

/**
 * Writing the 1025² grid mesh as GLB to a byte sink that discards (so the disk does not enter the
 * measure), beside a baseline copying a byte array as long as the GLB.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GlbWriteBenchmark {

    /** Samples per side. */
    @Param({"1025"})
    public int size;

    private Mesh mesh;
    private byte[] glbSized;
    private final MeshWriter writer = MeshWriter.of(MeshFormat.GLB);

    /** Builds the mesh once per trial and measures its GLB's length. */
    @Setup
    public void setUp() throws IOException {
        mesh = Mesh.grid(Heightfield.diamondSquare(size, 0.5, 7), 10, 10, 2.2);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(mesh, out);
        glbSized = new byte[out.size()];
    }

    /**
     * @param hole consumes the byte count
     * @throws IOException never (the sink discards)
     */
    @Benchmark
    public void terrain4jGlb(Blackhole hole) throws IOException {
        CountingSink sink = new CountingSink();
        writer.write(mesh, sink);
        hole.consume(sink.count);
    }

    /** @return a copy of a byte array as long as the GLB */
    @Benchmark
    public byte[] baselineArrayCopy() {
        return glbSized.clone();
    }

    /** Counts and discards. */
    private static final class CountingSink extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
