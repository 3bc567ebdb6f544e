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

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;
import org.terrain4j.dem.Hillshade;

/** Grayscale images, tint × hillshade and PNG output. */
class ImagesTest {

    @TempDir
    Path dir;

    @Test
    void grayscaleMapsMinToZeroAndMaxToFull() {
        // row 0 (north) is 0 1 2, row 1 is 3 4 NaN
        Heightfield f = Heightfield.of(3, 2, new float[] {0, 1, 2, 3, 4, Float.NaN});
        BufferedImage g8 = Grayscale.stretched().image8(f);
        BufferedImage g16 = Grayscale.stretched().image16(f);
        assertEquals(BufferedImage.TYPE_BYTE_GRAY, g8.getType());
        assertEquals(BufferedImage.TYPE_USHORT_GRAY, g16.getType());
        assertEquals(3, g8.getWidth());
        assertEquals(2, g8.getHeight());
        int[] expect8 = {0, 64, 128, 191, 255, 0}; // round(h / 4 · 255): 63.75, 127.5, 191.25
        int[] expect16 = {0, 16384, 32768, 49151, 65535, 0}; // round(h / 4 · 65535)
        for (int i = 0; i < 6; i++) {
            assertEquals(expect8[i], g8.getRaster().getSample(i % 3, i / 3, 0), "8-bit pixel " + i);
            assertEquals(expect16[i], g16.getRaster().getSample(i % 3, i / 3, 0), "16-bit pixel " + i);
        }
        assertEquals(65535, Grayscale.stretched().withNoDataLevel(65535).image16(f).getRaster().getSample(2, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> Grayscale.stretched().withNoDataLevel(300).image8(f));
    }

    @Test
    void explicitRangeClampsAndConstantFieldsAreBlack() {
        Heightfield f = Heightfield.of(4, 1, new float[] {-50, 0, 50, 150});
        BufferedImage g = Grayscale.range(0, 100).image8(f);
        assertEquals(0, g.getRaster().getSample(0, 0, 0));
        assertEquals(0, g.getRaster().getSample(1, 0, 0));
        assertEquals(128, g.getRaster().getSample(2, 0, 0));
        assertEquals(255, g.getRaster().getSample(3, 0, 0));
        assertEquals(0, Grayscale.stretched().image16(Heightfield.filled(3, 3, 7)).getRaster().getSample(1, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> Grayscale.range(5, 5));
        assertThrows(IllegalArgumentException.class, () -> Grayscale.range(Double.NaN, 5));
    }

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6EA7L, 25);
    }

    /** 16-bit levels recover the heights within half a level, and 8-bit levels agree with them. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void grayscaleLevelsInvertLinearly(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield f = Fields.smooth(rnd, rnd.nextInt(1, 30), rnd.nextInt(1, 30), rnd.nextDouble(1, 3000));
        double lo = f.min();
        double hi = f.max();
        BufferedImage g16 = Grayscale.stretched().image16(f);
        BufferedImage g8 = Grayscale.stretched().image8(f);
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                int l16 = g16.getRaster().getSample(c, r, 0);
                int l8 = g8.getRaster().getSample(c, r, 0);
                assertTrue(l16 >= 0 && l16 <= 65535 && l8 >= 0 && l8 <= 255);
                if (hi > lo) {
                    double back = lo + l16 / 65535.0 * (hi - lo);
                    assertEquals(f.get(c, r), back, (hi - lo) / 65535.0 * 0.5 + 1e-9 * hi);
                    assertTrue(Math.abs(l16 / 65535.0 - l8 / 255.0) <= 0.5 / 255 + 0.5 / 65535 + 1e-12);
                }
            }
        }
    }

    @Test
    void shadedReliefMultipliesTheTint() {
        Heightfield f = Fields.smooth(new SplittableRandom(3), 20, 15, 80).withFrame(GridFrame.of(0, 0, 5));
        Ramp ramp = Ramp.hypsometric();
        Hillshade light = Hillshade.standard();
        BufferedImage tint = Relief.tint(f, ramp);
        BufferedImage shaded = Relief.shaded(f, ramp, light);
        Heightfield shade = light.compute(f);
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                int t = tint.getRGB(c, r);
                int s = shaded.getRGB(c, r);
                double k = shade.get(c, r);
                if (Double.isNaN(k)) {
                    assertEquals(t, s, "border left unshaded");
                    continue;
                }
                for (int shift = 0; shift <= 16; shift += 8) {
                    double expected = (t >> shift & 0xFF) * k / 255;
                    assertEquals(expected, s >> shift & 0xFF, 0.5 + 1e-9);
                }
            }
        }
        // the default relief computes the edges: no pixel left unshaded on a field with relief
        assertEquals(BufferedImage.TYPE_INT_RGB, Relief.shaded(f).getType());
    }

    @Test
    void pngRoundTripsEveryLayout() throws IOException {
        Heightfield f = Fields.smooth(new SplittableRandom(11), 17, 9, 100).withFrame(GridFrame.of(0, 0, 10));
        List<BufferedImage> images = List.of(Grayscale.stretched().image8(f), Grayscale.stretched().image16(f),
                Hillshade.standard().image(f), Relief.tint(f), Ramp.grayscale().withNoDataColor(0, 0, 0, 0)
                        .image(Heightfield.of(2, 1, new float[] {1, Float.NaN})));
        int k = 0;
        for (BufferedImage img : images) {
            Path file = dir.resolve("img" + k++ + ".png");
            Png.write(img, file);
            BufferedImage back = ImageIO.read(file.toFile());
            assertEquals(img.getWidth(), back.getWidth());
            assertEquals(img.getHeight(), back.getHeight());
            assertEquals(img.getColorModel().getPixelSize() / img.getColorModel().getNumComponents(),
                    back.getColorModel().getComponentSize(0), "bit depth");
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    for (int b = 0; b < img.getRaster().getNumBands(); b++) {
                        assertEquals(img.getRaster().getSample(x, y, b), back.getRaster().getSample(x, y, b));
                    }
                }
            }
        }
        assertEquals(List.of(), leftovers());
    }

    @Test
    void pngReplacesAtomicallyAndNamesTheFileOnFailure() throws IOException {
        Path file = dir.resolve("out.png");
        Files.writeString(file, "old");
        Png.write(Grayscale.stretched().image8(Heightfield.filled(2, 2, 1)), file);
        assertTrue(ImageIO.read(file.toFile()) != null);
        if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            // the written file has the permissions of any new file, not a temporary file's 0600
            Path plain = Files.createFile(dir.resolve("plain"));
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
        }
        Path missing = dir.resolve("no-such-dir").resolve("x.png");
        IOException e = assertThrows(IOException.class,
                () -> Png.write(Grayscale.stretched().image8(Heightfield.filled(2, 2, 1)), missing));
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        assertFalse(Files.exists(missing));
        // a directory in the way: the move fails, the temporary file is removed
        Path blocked = dir.resolve("blocked.png");
        Files.createDirectory(blocked);
        Files.writeString(blocked.resolve("keep"), "x");
        e = assertThrows(IOException.class,
                () -> Png.write(Grayscale.stretched().image8(Heightfield.filled(2, 2, 1)), blocked));
        assertTrue(e.getMessage().contains(blocked.toString()), e.getMessage());
        assertEquals(List.of(), leftovers());
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
