package org.terrain4j.bench.mesh;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.terrain4j.api.Heightfield;
import org.terrain4j.mesh.Mesh;

import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.terrain.geomipmap.LODGeomap;

/**
 * Grid mesh with smooth normals at 1025² ({@link Mesh#grid(org.terrain4j.api.HeightfieldView, double,
 * double, double)}: positions, normals, texture coordinates, 32-bit indices) beside jME3's
 * {@code LODGeomap.createMesh} on the same heights (positions, texture coordinates, normals, tangents
 * and binormals, indices, in direct NIO buffers) and a baseline copying a float array as large as our
 * mesh's arrays.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GridMeshBenchmark {

    /** Samples per side. */
    @Param({"1025"})
    public int size;

    private Heightfield field;
    private float[] heights;
    private float[] meshSized;

    /** Builds the field once per trial. */
    @Setup
    public void setUp() {
        field = Heightfield.diamondSquare(size, 0.5, 7);
        heights = field.toArray();
        long vertices = (long) size * size;
        long triangles = 2L * (size - 1) * (size - 1);
        meshSized = new float[(int) (8 * vertices + 3 * triangles)];
    }

    /** @return our grid mesh */
    @Benchmark
    public Mesh terrain4jGridMesh() {
        return Mesh.grid(field, 10, 10, 2.2);
    }

    /** @return jME3's terrain patch mesh of the same grid */
    @Benchmark
    public com.jme3.scene.Mesh jme3LodGeomap() {
        LODGeomap map = new LODGeomap(size, heights);
        return map.createMesh(new Vector3f(10f / (size - 1), 2.2f, 10f / (size - 1)), new Vector2f(1, 1),
                new Vector2f(0, 0), 0, size, true);
    }

    /** @return a copy of a float array holding as many elements as our mesh's arrays */
    @Benchmark
    public float[] baselineArrayCopy() {
        return meshSized.clone();
    }
}
