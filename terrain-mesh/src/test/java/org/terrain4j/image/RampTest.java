package org.terrain4j.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.image.Ramp.Entry;
import org.terrain4j.image.Ramp.Mode;
import org.terrain4j.testkit.Cases;

/** Colour ramps: GDAL color-relief semantics and text format. */
class RampTest {

    private static int argb(int a, int r, int g, int b) {
        return a << 24 | r << 16 | g << 8 | b;
    }

    private static final Ramp TWO = Ramp.of(Entry.of(100, 0, 0, 0), Entry.of(0, 200, 100, 50, 0));

    @Test
    void interpolatesPerChannelAndClampsTheEnds() {
        // entries given out of order: sorted by value
        assertEquals(argb(0, 200, 100, 50), TWO.argb(0));
        assertEquals(argb(255, 0, 0, 0), TWO.argb(100));
        assertEquals(argb(0, 200, 100, 50), TWO.argb(-1e9));
        assertEquals(argb(255, 0, 0, 0), TWO.argb(Double.POSITIVE_INFINITY));
        // at 25: t = 0.25; channel floor(0.5 + c0 + t (c1 − c0)): 150, 75, 38 (37.5 rounds up), alpha 64 (63.75)
        assertEquals(argb(64, 150, 75, 38), TWO.argb(25));
        assertEquals(argb(128, 100, 50, 25), TWO.argb(50));
    }

    @Test
    void nearestAndExactModes() {
        Ramp n = TWO.withMode(Mode.NEAREST);
        assertEquals(argb(0, 200, 100, 50), n.argb(49));
        assertEquals(argb(255, 0, 0, 0), n.argb(50)); // tie goes to the upper entry, as GDAL
        Ramp e = TWO.withMode(Mode.EXACT);
        assertEquals(0, e.argb(50));
        assertEquals(0, e.argb(-5));
        assertEquals(0, e.argb(105));
        assertEquals(argb(255, 0, 0, 0), e.argb(100));
    }

    @Test
    void noDataColour() {
        assertEquals(0, TWO.argb(Double.NaN));
        assertEquals(argb(255, 1, 2, 3), TWO.withNoDataColor(1, 2, 3, 255).argb(Double.NaN));
        assertEquals(argb(10, 7, 8, 9), Ramp.parse("0 0 0 0\nnv 7 8 9 10").argb(Double.NaN));
    }

    @Test
    void sharedValuesMakeAStep() {
        // GDAL's documented idiom: red up to 10, then green
        Ramp r = Ramp.parse("0 red\n10 red\n10 green\n20 green");
        assertEquals(argb(255, 255, 0, 0), r.argb(10));
        assertEquals(argb(255, 0, 255, 0), r.argb(10.5));
        assertEquals(argb(255, 255, 0, 0), r.argb(9.99));
    }

    @Test
    void parsesGdalsDocumentedExample() {
        Ramp r = Ramp.parse("""
                3500   white
                2500   235:220:175
                50%   190 185 135
                700    240 250 150
                0      50  180  50
                nv     0   0   0   0
                """);
        assertTrue(r.hasPercentages());
        assertThrows(IllegalStateException.class, () -> r.argb(3));
        Ramp q = r.resolve(0, 4000); // 50 % → 2000
        assertEquals(argb(255, 255, 255, 255), q.argb(3500));
        assertEquals(argb(255, 235, 220, 175), q.argb(2500));
        assertEquals(argb(255, 190, 185, 135), q.argb(2000));
        assertEquals(argb(255, 50, 180, 50), q.argb(0));
        // 350 is half-way between 0 and 700: (145, 215, 100)
        assertEquals(argb(255, 145, 215, 100), q.argb(350));
        assertEquals(0, q.argb(Double.NaN));
    }

    @Test
    void parsesSeparatorsCommentsAlphaAndNames() {
        Ramp r = Ramp.parse("# comment\n/ also a comment\n\n  10,1,2,3,4\n20\t5\t6\t7\n30:grey:9\n40 AQUA\r\n");
        assertEquals(4, r.entries().size());
        assertEquals(argb(4, 1, 2, 3), r.argb(10));
        assertEquals(argb(255, 5, 6, 7), r.argb(20));
        assertEquals(argb(9, 191, 191, 191), r.argb(30));
        assertEquals(argb(255, 0, 191, 191), r.argb(40));
    }

    @Test
    void malformedTextNamesTheLine() {
        assertMessage("line 2", () -> Ramp.parse("0 0 0 0\n5 300 0 0"));
        assertMessage("unknown colour name 'mauve'", () -> Ramp.parse("0 mauve"));
        assertMessage("percentage", () -> Ramp.parse("120% 1 2 3"));
        assertMessage("1 field", () -> Ramp.parse("7"));
        assertMessage("6 fields", () -> Ramp.parse("7 1 2 3 4 5"));
        assertMessage("number", () -> Ramp.parse("abc 1 2 3"));
        assertMessage("at least one", () -> Ramp.parse("# nothing\nnv 0 0 0"));
        assertThrows(IllegalArgumentException.class, () -> Ramp.of(List.of()));
        assertThrows(IllegalArgumentException.class, () -> Entry.of(Double.NaN, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Entry.of(0, 0, 256, 0));
        assertThrows(IllegalArgumentException.class, () -> Entry.ofPercent(101, 0, 0, 0));
    }

    private static void assertMessage(String words, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(words), e.getMessage());
    }

    @Test
    void readNamesTheFile(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.txt");
        IOException e = assertThrows(IOException.class, () -> Ramp.read(missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "0 0 0 0\n1 x y z\n");
        e = assertThrows(IOException.class, () -> Ramp.read(bad));
        assertTrue(e.getMessage().contains(bad.toString()) && e.getMessage().contains("line 2"), e.getMessage());
        Path good = dir.resolve("good.txt");
        Files.writeString(good, Ramp.topography().toText());
        assertEquals(Ramp.topography(), Ramp.read(good));
    }

    @Test
    void textRoundTrips() {
        for (Ramp r : List.of(Ramp.hypsometric(), Ramp.topography(), Ramp.grayscale(),
                Ramp.of(Entry.of(-0.125, 1, 2, 3, 4), Entry.of(1e-7, 5, 6, 7)).withNoDataColor(9, 8, 7, 6))) {
            assertEquals(r, Ramp.parse(r.toText()));
        }
    }

    @Test
    void imageResolvesPercentagesAgainstTheField() {
        Heightfield f = Heightfield.of(3, 2, new float[] {10, 20, 30, 40, 50, Float.NaN});
        BufferedImage img = Ramp.grayscale().image(f);
        assertEquals(BufferedImage.TYPE_INT_ARGB, img.getType()); // the NaN pixel is transparent
        assertEquals(argb(255, 0, 0, 0), img.getRGB(0, 0)); // min → black
        assertEquals(argb(255, 255, 255, 255), img.getRGB(1, 1)); // max → white
        assertEquals(argb(255, 128, 128, 128), img.getRGB(2, 0)); // 30 is 50 %: 127.5 → 128
        assertEquals(0, img.getRGB(2, 1));
        BufferedImage opaque = Ramp.grayscale().image(Heightfield.of(2, 1, new float[] {0, 1}));
        assertEquals(BufferedImage.TYPE_INT_RGB, opaque.getType());
        // all no-data: every pixel the no-data colour
        assertEquals(0, Ramp.hypsometric().argb(Heightfield.filled(2, 2, Double.NaN))[3]);
    }

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x7A3BL, 30);
    }

    /** Interpolated channels stay between the neighbouring entries' channels. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void interpolationStaysBetweenNeighbours(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int n = rnd.nextInt(1, 8);
        Entry[] e = new Entry[n];
        for (int i = 0; i < n; i++) {
            e[i] = Entry.of(rnd.nextDouble(-100, 100), rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256),
                    rnd.nextInt(256));
        }
        Ramp r = Ramp.of(e);
        Entry[] sorted = r.entries().stream().sorted((a, b) -> Double.compare(a.value(), b.value()))
                .toArray(Entry[]::new);
        for (int k = 0; k < 50; k++) {
            double v = rnd.nextDouble(-120, 120);
            int c = r.argb(v);
            int lo = 0;
            while (lo < n && sorted[lo].value() < v) {
                lo++;
            }
            Entry a = sorted[Math.max(0, lo - 1)];
            Entry b = sorted[Math.min(n - 1, lo)];
            for (int shift = 0; shift < 32; shift += 8) {
                int ch = c >>> shift & 0xFF;
                int ca = a.argb() >>> shift & 0xFF;
                int cb = b.argb() >>> shift & 0xFF;
                assertTrue(ch >= Math.min(ca, cb) && ch <= Math.max(ca, cb),
                        "channel " + ch + " outside [" + ca + ", " + cb + "] at " + v);
            }
        }
        assertFalse(r.hasPercentages());
    }
}
