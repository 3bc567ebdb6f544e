package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

/**
 * Damaged files (random bytes changed, or cut short) either still read as a valid field or fail with
 * a one-line {@link RasterFormatException} naming the file: never another exception.
 */
class CorruptFilesTest {

    @TempDir
    Path dir;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xBADL, 30);
    }

    private static byte[] damage(SplittableRandom rnd, byte[] b) {
        byte[] d = rnd.nextBoolean() ? b.clone() : Arrays.copyOf(b, rnd.nextInt(b.length));
        int flips = rnd.nextInt(1, 6);
        for (int i = 0; i < flips && d.length > 0; i++) {
            d[rnd.nextInt(d.length)] = (byte) rnd.nextInt(256);
        }
        return d;
    }

    private static void readsOrFailsClearly(Path f, IoRead read) {
        try {
            Heightfield h = read.apply(f);
            assertTrue(h.columns() >= 1 && h.rows() >= 1);
        } catch (RasterFormatException e) {
            assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
            assertTrue(e.getMessage().indexOf('\n') < 0, e.getMessage());
        } catch (IOException | RuntimeException e) {
            throw new AssertionError("unexpected " + e, e);
        }
    }

    @FunctionalInterface
    interface IoRead {
        Heightfield apply(Path f) throws IOException;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void damagedPng(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        Path good = dir.resolve("good.png");
        PngHeightmap.write(Fields.smooth(rnd, 1 + rnd.nextInt(30), 1 + rnd.nextInt(30), 100), good);
        Path bad = dir.resolve("bad.png");
        Files.write(bad, damage(rnd, Files.readAllBytes(good)));
        readsOrFailsClearly(bad, PngHeightmap::read);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void damagedAsciiGrid(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        Path good = dir.resolve("good.asc");
        AsciiGrid.write(IoTesting.randomField(rnd, 20, true), good);
        Path bad = dir.resolve("bad.asc");
        Files.write(bad, damage(rnd, Files.readAllBytes(good)));
        readsOrFailsClearly(bad, AsciiGrid::read);
    }
}
