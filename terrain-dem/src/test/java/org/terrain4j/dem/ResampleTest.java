package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.io.AsciiGrid;

class ResampleTest {

    /** Ours against gdalwarp on the volcano (heights 94…195 m) when enlarging: float rounding only. */
    static final double GDAL_TOLERANCE = 0.01;
    /**
     * When shrinking both stretch the kernel, but GDAL's stretched weights differ from ours in detail:
     * measured 0.10 m (bilinear) and 0.056 m (cubic) on the volcano halved, 0.1 % of its relief.
     */
    static final double GDAL_SHRINK_TOLERANCE = 0.15;

    @TempDir
    Path dir;

    @Test
    void bothKernelsReproduceAPlaneAndKeepTheCorners() {
        GridFrame frame = new GridFrame(100, -50, 2, 3);
        Heightfield plane = Heightfield.sampled(frame, 21, 13, (x, z) -> 0.5 * x - 0.25 * z + 7);
        for (Resample r : new Resample[] {Resample.bilinear(), Resample.bicubic()}) {
            for (int[] size : new int[][] {{41, 25}, {11, 7}, {21, 13}, {1, 1}}) {
                Heightfield out = r.to(plane, size[0], size[1]);
                GridFrame f = out.frame();
                assertEquals(frame.originX(), f.originX());
                assertEquals(frame.originZ(), f.originZ());
                if (size[0] > 1) {
                    assertEquals(frame.x(20), f.x(size[0] - 1), 1e-9);
                }
                Heightfield expected = Heightfield.sampled(f, size[0], size[1], (x, z) -> 0.5 * x - 0.25 * z + 7);
                if (size[0] == 1 || size[0] >= 21 && r.kernel() == Resample.Kernel.BILINEAR) {
                    assertTrue(expected.equalsWithin(out, 1e-4), r + " " + size[0] + " × " + size[1]);
                } else {
                    // within the kernel's reach of the edge the clamped taps bend the plane: compare the inside
                    Window inside = new Window(2, 2, size[0] - 4, size[1] - 4);
                    assertTrue(inside.crop(expected).equalsWithin(inside.crop(out), 1e-4), r + " " + size[0]);
                }
            }
        }
    }

    @Test
    void aVoidDoesNotPoisonDefinedNeighbours() {
        HeightfieldBuffer b = new HeightfieldBuffer(9, 9);
        b.fill(10);
        b.set(4, 4, Double.NaN);
        Heightfield holed = b.freeze();
        for (Resample r : new Resample[] {Resample.bilinear(), Resample.bicubic()}) {
            Heightfield up = r.to(holed, 17, 17);
            assertTrue(Double.isNaN(up.get(8, 8)), "the void itself stays void");
            assertEquals(10, up.get(7, 8), 1e-6, "half a sample from the void: the defined taps decide");
            assertEquals(10, up.get(9, 9), 1e-6);
            assertEquals(1, up.noDataCount(), "only the void's own sample is NaN");
        }
        Heightfield empty = Heightfield.filled(3, 3, Double.NaN);
        assertEquals(0, Resample.bicubic().to(empty, 5, 5).statistics().count());
    }

    @ParameterizedTest(name = "{0} to {1} × {2}")
    @CsvSource({"bilinear, 121, 173", "cubic, 121, 173", "bilinear, 31, 44", "cubic, 31, 44", "bilinear, 200, 87"})
    void matchesGdalwarpWithPixelsCentredOnOurSamples(String method, int columns, int rows) throws Exception {
        DemTesting.assumeTools("gdalwarp");
        Path src = DemTesting.DATA.resolve("volcano.asc");
        Heightfield volcano = AsciiGrid.read(src);
        Resample ours = method.equals("cubic") ? Resample.bicubic() : Resample.bilinear();
        Heightfield out = ours.to(volcano, columns, rows);
        GridFrame f = out.frame();
        // GDAL's pixels are areas: centre them on our new samples
        double west = f.originX() - f.spacingX() / 2;
        double east = f.x(columns - 1) + f.spacingX() / 2;
        double north = -f.originZ() + f.spacingZ() / 2;
        double south = -f.z(rows - 1) - f.spacingZ() / 2;
        Path warped = dir.resolve("warped.envi");
        DemTesting.run("gdalwarp", "-q", "-overwrite", "-r", method, "-ot", "Float32", "-of", "ENVI",
                "-ts", Integer.toString(columns), Integer.toString(rows),
                "-te", num(west), num(south), num(east), num(north), src.toString(), warped.toString());
        float[] gdal = DemTesting.readEnvi(warped, columns, rows);
        int border = 3; // GDAL treats taps beyond the grid as missing, we clamp them
        double worst = 0;
        for (int r = border; r < rows - border; r++) {
            for (int c = border; c < columns - border; c++) {
                worst = Math.max(worst, Math.abs(gdal[r * columns + c] - out.get(c, r)));
            }
        }
        assertTrue(worst <= (columns < volcano.columns() ? GDAL_SHRINK_TOLERANCE : GDAL_TOLERANCE), method + " " + columns + ": largest difference " + worst + " m");
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.10f", v);
    }

    @Test
    void badSizesAreRefusedByName() {
        Heightfield h = Heightfield.filled(4, 4, 1);
        var e = assertThrows(IllegalArgumentException.class, () -> Resample.bilinear().to(h, 0, 4));
        assertTrue(e.getMessage().contains("columns"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Resample.bicubic().to(h, 4, -2));
        assertTrue(e.getMessage().contains("rows"), e.getMessage());
        assertFalse(Resample.bilinear().equals(Resample.bicubic()));
    }

    /** {@code Heightfield.resample} (terrain-api) and {@code Resample.bilinear()} are one rule, voids included. */
    @Test
    void heightfieldResampleIsBilinearResample() {
        float[] h = new float[35];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) Math.sin(i * 0.7) * 40;
        }
        h[12] = Float.NaN;
        Heightfield f = Heightfield.of(7, 5, h);
        assertEquals(Resample.bilinear().to(f, 13, 9), f.resample(13, 9));
        assertEquals(Resample.bilinear().to(f, 3, 2), f.resample(3, 2));
    }
}
