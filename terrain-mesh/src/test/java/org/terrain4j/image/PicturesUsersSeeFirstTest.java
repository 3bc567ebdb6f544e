package org.terrain4j.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.dem.Slope;
import org.terrain4j.dem.Hillshade;

/** Issue 15, items 15 to 17: the library side of the pictures a user sees first. */
class PicturesUsersSeeFirstTest {

    private static final Path N57 = Path.of("..", "data", "N57E011.hgt");

    /** Item 15: the README's {@code Hillshade.standard().withZFactor(100).image(land)} had a black frame. */
    @Test
    void item15StandardHillshadeHasNoBlackFrame() {
        Heightfield land = Heightfield.diamondSquare(257, 0.5, 7);
        BufferedImage image = Hillshade.standard().withZFactor(100).image(land);
        int last = image.getWidth() - 1;
        for (int i = 0; i <= last; i++) {
            for (int[] p : new int[][] {{i, 0}, {i, last}, {0, i}, {last, i}}) {
                int level = image.getRaster().getSample(p[0], p[1], 0);
                assertTrue(level >= 1, "border pixel " + p[0] + ", " + p[1] + " is no-data black");
            }
        }
        // gdaldem's own default (no edge computation) is still there on request
        assertEquals(0, Hillshade.standard().withComputeEdges(false).image(land).getRaster().getSample(0, 0, 0));
    }

    /** Item 16: Jacksboro's 74.8 × 92.5 m cells; square pixels over the same ground. */
    @Test
    void item16SquarePixelsKeepTheGroundsProportions() {
        GridFrame frame = new GridFrame(0, 0, 74.8, 92.5);
        Heightfield field = Heightfield.of(403, 344, (u, v) -> 3 * u + 2 * v).withFrame(frame);
        Heightfield square = SquarePixels.resample(field);
        double ground = 403 * 74.8 / (344 * 92.5);
        double picture = square.columns() / (double) square.rows();
        assertEquals(ground, picture, 1.0 / square.rows(), "aspect ratio");
        double p = square.frame().spacingX();
        assertEquals(SquarePixels.defaultPixelSize(field), p, 0);
        assertEquals(p, square.frame().spacingZ(), 0, "square pixels");
        assertTrue(Math.max(square.columns(), square.rows()) >= SquarePixels.MIN_LONG_SIDE);
        // the same area to within half a pixel at each edge, centred
        assertEquals(frame.originX() - 74.8 / 2, square.frame().originX() - p / 2, p / 2);
        assertEquals(403 * 74.8, square.columns() * p, p);
        assertEquals(344 * 92.5, square.rows() * p, p);
        assertEquals(frame.originX() - 74.8 / 2 + 403 * 74.8 / 2, square.frame().originX() - p / 2
                + square.columns() * p / 2, 1e-6, "centred");
        // Catmull–Rom reproduces a plane exactly away from the clamped border
        for (int r = 5; r < square.rows() - 5; r += 97) {
            for (int c = 5; c < square.columns() - 5; c += 89) {
                double x = square.frame().x(c);
                double z = square.frame().z(r);
                double expected = 3 * x / (402 * 74.8) + 2 * z / (343 * 92.5);
                assertEquals(expected, square.get(c, r), 1e-5, "plane at " + c + ", " + r);
            }
        }
        // the N57E011 tile placed in metres is taller than wide (50 m × 92.6 m cells at 57.5° N)
        assertThrows(IllegalArgumentException.class, () -> SquarePixels.resample(field, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> SquarePixels.resample(field, 1e-6));
    }

    /**
     * Review 7, finding 8: render --pixel-size 300 of the volcano (870 m × 610 m) drew "3 × 2 pixels of 290 m
     * × 305 m": neither the size asked nor square. Pixels are now exactly the size asked, centred on the
     * grid, and a plane sampled at their centres is the plane there.
     */
    @Test
    void finding8PixelsAreExactlyTheSizeAskedAndSquare() {
        GridFrame frame = new GridFrame(100, 200, 10, 10);
        Heightfield field = Heightfield.of(87, 61, (u, v) -> 0).withFrame(frame);
        Heightfield plane = Heightfield.sampled(frame, 87, 61, (x, z) -> 0.5 * x - 0.25 * z);
        for (double p : new double[] {300, 7, 13.3, 610}) {
            Heightfield square = SquarePixels.resample(field, p);
            assertEquals(p, square.frame().spacingX(), 0, "pixel size " + p);
            assertEquals(p, square.frame().spacingZ(), 0, "pixel size " + p);
            assertEquals(Math.max(1, Math.round(870 / p)), square.columns());
            assertEquals(Math.max(1, Math.round(610 / p)), square.rows());
            // centred on the grid's extent, whose centre is at x = 95 + 435, z = 195 + 305
            assertEquals(530, square.frame().x(0) + (square.columns() - 1) * p / 2, 1e-9);
            assertEquals(500, square.frame().z(0) + (square.rows() - 1) * p / 2, 1e-9);
            Heightfield onPlane = SquarePixels.resample(plane, p);
            for (int r = 0; r < onPlane.rows(); r++) {
                for (int c = 0; c < onPlane.columns(); c++) {
                    double x = onPlane.frame().x(c);
                    double z = onPlane.frame().z(r);
                    if (x > 130 && x < 940 && z > 230 && z < 770) { // away from the clamped border
                        assertEquals(0.5 * x - 0.25 * z, onPlane.get(c, r), 1e-3, "plane at " + x + ", " + z);
                    }
                }
            }
        }
    }

    @Test
    void item16VoidsKeepTheirExtent() {
        double[] data = new double[10 * 10];
        data[55] = Double.NaN;
        Heightfield field = Heightfield.of(10, 10, data);
        Heightfield square = SquarePixels.resample(field, 0.25);
        int voids = 0;
        for (int r = 0; r < square.rows(); r++) {
            for (int c = 0; c < square.columns(); c++) {
                if (Double.isNaN(square.get(c, r))) {
                    voids++;
                    assertTrue(Math.abs(square.frame().x(c) - 5) < 1 && Math.abs(square.frame().z(r) - 5) < 1,
                            "void at " + c + ", " + r);
                } else {
                    assertEquals(0, square.get(c, r), 1e-9);
                }
            }
        }
        assertTrue(voids > 0 && voids <= 64, "voids " + voids);
    }

    /** Item 17: the N57E011 sea (0 m) and its lowland shared one green; the default tint knows the sea. */
    @Test
    void item17DefaultTintTellsSeaFromLowland() throws IOException {
        Heightfield tile = Rasters.read(N57);
        int[] argb = Ramp.hypsometric().argb(tile); // unchanged for a field without sea
        assertEquals(argb.length, tile.sampleCount());
        BufferedImage tint = Relief.tint(tile);
        int sea = tint.getRGB(0, 600); // the western half of the tile is open sea at 0 m
        assertEquals(0, tile.get(0, 600));
        assertTrue(blue(sea) > red(sea) + 40 && blue(sea) > green(sea), "sea colour " + Integer.toHexString(sea));
        // a low land sample, 1…5 m, is green
        int found = 0;
        for (int r = 0; r < tile.rows() && found < 20; r += 7) {
            for (int c = 0; c < tile.columns() && found < 20; c += 7) {
                double h = tile.get(c, r);
                if (h >= 1 && h <= 5) {
                    int land = tint.getRGB(c, r);
                    assertTrue(green(land) > blue(land) + 30, "lowland " + h + " m: " + Integer.toHexString(land));
                    found++;
                }
            }
        }
        assertEquals(20, found);
        // the sea level is the user's: at 100 m, land at 50 m is drawn as sea
        Ramp high = Ramp.landAndSea(tile.min(), 100, tile.max());
        assertTrue(blue(high.argb(50)) > green(high.argb(50)));
        assertTrue(green(high.argb(101)) > blue(high.argb(101)));
        // a field wholly above the sea keeps the plain hypsometric tint
        assertEquals(Ramp.hypsometric().resolve(94, 195), Ramp.landAndSea(94, 0, 195));
        // a range on a 0 m base reaches no lower than the sea: land, not a sea of its base with a dotted shore
        assertEquals(Ramp.hypsometric().resolve(0, 3400), Ramp.landAndSea(0, 0, 3400));
        assertNotEquals(Ramp.hypsometric().resolve(-1, 3400), Ramp.landAndSea(-1, 0, 3400));
        assertNotEquals(Ramp.landAndSea(-10, 0, 10).argb(0), Ramp.landAndSea(-10, 0, 10).argb(0.01));
    }

    @Test
    void item17TopobathySeaFloorIsBlue() throws IOException {
        Heightfield bathy = Rasters.read(Path.of("..", "data", "topobathy_3857.asc"));
        Ramp ramp = Ramp.landAndSea(bathy.min(), 0, bathy.max());
        for (double depth : new double[] {-1437, -500, -100, -10, 0}) {
            int c = ramp.argb(depth);
            assertTrue(blue(c) > red(c) + 40 && blue(c) > green(c), depth + " m: " + Integer.toHexString(c));
        }
        for (double height : new double[] {1, 100, 500}) {
            int c = ramp.argb(height);
            assertTrue(green(c) > blue(c), height + " m: " + Integer.toHexString(c));
        }
    }

    /** Item 18: a slope picture stretched to the field's own steepness. */
    @Test
    void item18SlopeStretchUsesTheWholeGrayRange() {
        Heightfield gentle = Heightfield.of(64, 64, (u, v) -> 3 * u * u).withFrame(GridFrame.of(0, 0, 1));
        Slope slope = Slope.degrees().withComputeEdges(true);
        double steepest = slope.percentile(gentle, 100);
        assertEquals(Math.toDegrees(Math.atan(6.0 / 63 * 63 / 63)), steepest, 0.5);
        BufferedImage image = slope.image(gentle, steepest);
        assertTrue(image.getRaster().getSample(1, 32, 0) > 245, "nearly flat is white");
        assertTrue(image.getRaster().getSample(62, 32, 0) < 20, "the steepest is near black");
        assertTrue(slope.image(gentle).getRaster().getSample(62, 32, 0) > 200, "0…90° leaves it pale");
        assertThrows(IllegalArgumentException.class, () -> slope.image(gentle, 0));
        assertThrows(IllegalArgumentException.class, () -> slope.image(gentle, Double.NaN));
    }

    private static int red(int argb) {
        return argb >> 16 & 0xFF;
    }

    private static int green(int argb) {
        return argb >> 8 & 0xFF;
    }

    private static int blue(int argb) {
        return argb & 0xFF;
    }
}
