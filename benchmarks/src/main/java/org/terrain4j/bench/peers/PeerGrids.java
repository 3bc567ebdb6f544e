package org.terrain4j.bench.peers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.SrtmHgt;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;

/**
 * The grids the C++ peer table runs on, made the same way for terrain4j's JMH benchmark
 * ({@link PeerTableBenchmark}) and for the peers' programs (written by {@link #main}).
 *
 * <ul>
 *   <li>{@code srtm}: the SRTM tile {@code N57E011.hgt} (1201², with sea at 0 m), on a 30 m square grid;</li>
 *   <li>{@code topobathy}: {@code topobathy_3857.asc} (120 × 91, land and sea floor), at its 3 710.67 m cells;</li>
 *   <li>{@code dsflat}: a 1024² diamond-square field (seed 16, roughness 0.5) scaled to 0…1000 m at 30 m,
 *       every sample below its lower tercile set to the tercile (a third of the grid one flat);</li>
 *   <li>{@code ds1024}: that field unflattened; {@code ds2049}: the 2049² corner of a 4097² field grown the same
 *       way (the stream-power rows).</li>
 * </ul>
 * Every edge sample is an outlet for both libraries.
 */
public final class PeerGrids {

    /** The names, in the table's order. */
    public static final List<String> NAMES = List.of("srtm", "topobathy", "dsflat", "ds1024", "ds2049");

    private PeerGrids() {
    }

    /**
     * One named grid.
     *
     * @param name one of {@link #NAMES}
     * @param data the directory holding {@code N57E011.hgt} and {@code topobathy_3857.asc}
     * @return the heights with a square metric frame
     * @throws IOException if a file cannot be read
     * @throws IllegalArgumentException if the name is not one of {@link #NAMES}
     */
    public static Heightfield grid(String name, Path data) throws IOException {
        switch (name) {
            case "srtm":
                return SrtmHgt.read(data.resolve("N57E011.hgt")).withFrame(GridFrame.of(0, 0, 30));
            case "topobathy": {
                Heightfield f = AsciiGrid.read(data.resolve("topobathy_3857.asc"));
                return f.withFrame(GridFrame.of(0, 0, f.frame().spacingX()));
            }
            case "dsflat": {
                Heightfield f = field(1024);
                float[] v = f.toArray();
                float[] sorted = v.clone();
                Arrays.sort(sorted);
                float tercile = sorted[sorted.length / 3];
                for (int i = 0; i < v.length; i++) {
                    v[i] = Math.max(v[i], tercile);
                }
                return Heightfield.of(f.columns(), f.rows(), v).withFrame(f.frame());
            }
            case "ds1024":
                return field(1024);
            case "ds2049":
                return field(2049);
            default:
                throw new IllegalArgumentException("name must be one of " + NAMES + ", was '" + name + "'");
        }
    }

    private static Heightfield field(int size) {
        int power = Integer.highestOneBit(size - 1) * 2 + 1;
        return Heightfield.diamondSquare(power, 0.5, 16).crop(0, 0, size, size).normalized()
                .map(v -> 1000 * v).withFrame(GridFrame.of(0, 0, 30));
    }

    /**
     * Writes every grid for the peers: {@code NAME.f32} (the heights), {@code NAME.filled.f32} (terrain4j's
     * draining fill of them, the surface both libraries route) as little-endian float32 row by row, and
     * {@code NAME.txt} ({@code rows columns spacing}).
     *
     * @param args the data directory and the output directory
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("arguments must be DATA_DIR OUT_DIR, were " + Arrays.toString(args));
        }
        Path out = Files.createDirectories(Path.of(args[1]));
        for (String name : NAMES) {
            Heightfield f = grid(name, Path.of(args[0]));
            float[] heights = f.toArray();
            float[] filled = DepressionFill.draining().filled(DrainageGrid.of(f), heights);
            write(out.resolve(name + ".f32"), heights);
            write(out.resolve(name + ".filled.f32"), filled);
            Files.writeString(out.resolve(name + ".txt"), String.format(Locale.ROOT, "%d %d %s%n", f.rows(),
                    f.columns(), f.frame().spacingX()));
        }
    }

    private static void write(Path file, float[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        try {
            Files.write(file, b.array());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
