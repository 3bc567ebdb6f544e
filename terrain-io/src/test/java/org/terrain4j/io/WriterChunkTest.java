package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.terrain4j.api.Heightfield;

/**
 * Issue 33: the writers no longer size a buffer by a row's length times bytes (AsciiGrid's
 * {@code columns * 8} passed 2³¹ from 268 M columns, {@code .f32}'s {@code columns * 4} from 537 M):
 * rows are written in pieces. At the piece boundary (rows one sample shorter than a piece, a piece,
 * one longer, several) every file reads back exactly, with one text line per row.
 */
class WriterChunkTest {

    @TempDir
    Path dir;

    private static Heightfield row(int columns, int rows, boolean integral) {
        SplittableRandom rnd = new SplittableRandom(columns);
        float[] d = new float[columns * rows];
        for (int i = 0; i < d.length; i++) {
            double v = rnd.nextDouble(-500, 3000);
            d[i] = i % 97 == 5 ? Float.NaN : (float) (integral ? Math.rint(v) : v);
        }
        return Heightfield.of(columns, rows, d);
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {RawHeightmap.CHUNK - 1, RawHeightmap.CHUNK, RawHeightmap.CHUNK + 1, 2 * RawHeightmap.CHUNK + 3})
    void rawRowsLongerThanAPieceReadBackExactly(int columns) throws IOException {
        Heightfield f = row(columns, 2, false);
        Path f32 = dir.resolve("row.f32");
        ReadOptions back = Rasters.write(f, f32);
        assertEquals(8L * columns, Files.size(f32));
        IoTesting.assertSameSamples(f, Rasters.read(f32, back));
        Heightfield whole = row(columns, 2, true).map(v -> (v != v ? 0 : v) + 0.0);
        Path r16 = dir.resolve("row.r16");
        RawHeightmap raw = RawHeightmap.r16().withMapping(new SampleMapping(-1000, 1)).withSize(columns, 2);
        raw.write(whole, r16);
        assertEquals(4L * columns, Files.size(r16));
        IoTesting.assertSameSamples(whole, raw.read(r16));
    }

    /** Rows of 8 000 to 20 000 samples: each row's text (about 5 to 9 characters a value) spans several pieces. */
    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {1, AsciiGrid.CHUNK / 8, AsciiGrid.CHUNK / 5, 20_000})
    void asciiRowsLongerThanAPieceReadBackExactlyOneLineARow(int columns) throws IOException {
        for (boolean integral : new boolean[] {true, false}) {
            Heightfield f = row(columns, 3, integral);
            Path asc = dir.resolve("row.asc");
            AsciiGrid.write(f, asc);
            IoTesting.assertSameSamples(f, AsciiGrid.read(asc));
            java.util.List<String> lines = Files.readAllLines(asc);
            String[] last = lines.get(lines.size() - 1).split(" ");
            assertEquals(columns, last.length, "values on the last line");
            assertEquals(3, lines.stream().filter(l -> !Character.isLetter(l.charAt(0))).count(), "value lines");
        }
    }
}
