package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Geographic;
import org.terrain4j.io.Rasters;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.dem.Slope;

/** Issue 15, items 16 to 19: the pictures a user sees first, as the command draws them. */
class RenderedPicturesTest {

    private static final String VOLCANO = "../data/volcano.asc";
    private static final String JACKSBORO = "../data/jacksboro.asc";
    private static final String N57 = "../data/N57E011.hgt";

    @TempDir
    Path dir;

    private BufferedImage render(String... args) throws IOException {
        Path png = dir.resolve("r" + System.nanoTime() + ".png");
        String[] all = new String[args.length + 3];
        all[0] = "render";
        System.arraycopy(args, 0, all, 1, args.length);
        all[args.length + 1] = "-o";
        all[args.length + 2] = png.toString();
        TerrainCommandTest.Run r = TerrainCommandTest.run(all);
        assertEquals(0, r.code(), r.err());
        return ImageIO.read(png.toFile());
    }

    /** Item 16: Jacksboro (74.8 × 92.5 m cells) was drawn 19 % short north–south, N57E011 1.86× wide. */
    @Test
    void picturesHaveTheGroundsProportions() throws IOException {
        Heightfield j = Geographic.toMetres(Rasters.read(Path.of(JACKSBORO)));
        double ground = j.columns() * j.frame().spacingX() / (j.rows() * j.frame().spacingZ());
        for (String kind : new String[] {"--hillshade", "--tint", "--shaded", "--slope"}) {
            BufferedImage image = render(JACKSBORO, "--geographic", kind);
            assertEquals(ground, image.getWidth() / (double) image.getHeight(), 1.0 / image.getHeight(), kind);
        }
        Heightfield tile = Rasters.read(Path.of(N57));
        double tileGround = tile.columns() * tile.frame().spacingX() / (tile.rows() * tile.frame().spacingZ());
        BufferedImage image = render(N57, "--pixel-size", "200");
        assertEquals(tileGround, image.getWidth() / (double) image.getHeight(), 1.0 / image.getHeight());
        assertEquals(Math.round(tile.rows() * tile.frame().spacingZ() / 200), image.getHeight());
        // --gray16 and --gray8 stay one pixel per sample
        BufferedImage gray = render(JACKSBORO, "--geographic", "--gray8");
        assertEquals(403, gray.getWidth());
        assertEquals(344, gray.getHeight());
    }

    /** Item 17: sea and lowland shared one tint; the default tint knows the sea and --sea-level sets it. */
    @Test
    void defaultTintShowsTheCoastAndTakesASeaLevel() throws IOException {
        BufferedImage image = render(N57, "--tint", "--pixel-size", "200");
        int sea = image.getRGB(5, image.getHeight() / 2); // the western half is open sea at 0 m
        assertTrue(blue(sea) > red(sea) + 40 && blue(sea) > green(sea), Integer.toHexString(sea));
        Heightfield bathy = Rasters.read(Path.of("../data/topobathy_3857.asc"));
        int below = count(bathy, h -> h <= 0);
        int blueAt0 = bluePixels(render("../data/topobathy_3857.asc", "--tint", "--pixel-size", bathySpacing(bathy)));
        int blueAt500 = bluePixels(render("../data/topobathy_3857.asc", "--tint", "--sea-level", "500",
                "--pixel-size", bathySpacing(bathy)));
        int below500 = count(bathy, h -> h <= 500);
        assertEquals(below, blueAt0, 0.02 * bathy.sampleCount(), "blue pixels at sea level 0");
        assertEquals(below500, blueAt500, 0.02 * bathy.sampleCount(), "blue pixels at sea level 500");
        TerrainCommandTest.Run r = TerrainCommandTest.run("render", VOLCANO, "--sea-level", "NaN", "--tint", "-o",
                dir.resolve("x.png").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--sea-level"), r.err());
    }

    private static String bathySpacing(Heightfield h) {
        return Double.toString(h.frame().spacingX());
    }

    private interface Test2 {
        boolean test(double h);
    }

    private static int count(Heightfield h, Test2 t) {
        int n = 0;
        for (float v : h.toArray()) {
            if (t.test(v)) {
                n++;
            }
        }
        return n;
    }

    private static int bluePixels(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int c = image.getRGB(x, y);
                if (blue(c) > red(c) + 40 && blue(c) > green(c)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Item 18: --slope came out nearly black (0–90° linear), the volcano 87 × 61 px and its SVG 174 × 122. */
    @Test
    void slopeIsReadableAndSmallGridsAreEnlarged() throws IOException {
        BufferedImage slope = render(JACKSBORO, "--geographic", "--slope");
        int[] levels = slope.getRaster().getSamples(0, 0, slope.getWidth(), slope.getHeight(), 0, (int[]) null);
        Arrays.sort(levels);
        int p5 = levels[levels.length / 20];
        int p95 = levels[levels.length * 19 / 20];
        assertTrue(p95 - p5 > 150, "levels 5 % " + p5 + " to 95 % " + p95);
        BufferedImage volcano = render(VOLCANO);
        assertEquals(1024, Math.max(volcano.getWidth(), volcano.getHeight()));
        Path svg = dir.resolve("v.svg");
        assertEquals(0, TerrainCommandTest.run("contours", VOLCANO, "-i", "5", "-o", svg.toString()).code());
        Matcher m = Pattern.compile("width=\"(\\d+)\" height=\"(\\d+)\"").matcher(Files.readString(svg));
        assertTrue(m.find());
        assertEquals(1024, Integer.parseInt(m.group(1)));
        assertEquals(Math.round(1024.0 * 61 / 87), Integer.parseInt(m.group(2)), 1);
    }

    /** Item 19: the README's ridged example had a mean slope of 51° and a third of its shade near black. */
    @Test
    void readmeRidgedExampleLooksLikeLand() throws IOException {
        String line = Files.readAllLines(Path.of("..", "README.md")).stream()
                .filter(l -> l.startsWith("./terrain generate ridged")).findFirst().orElseThrow();
        String[] args = line.substring("./terrain ".length()).split("#")[0].trim().split("\\s+");
        Path out = dir.resolve("ridged.asc");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-o")) {
                args[i + 1] = out.toString();
            }
        }
        assertEquals(0, TerrainCommandTest.run(args).code(), line);
        Heightfield h = Rasters.read(out);
        Heightfield deg = Slope.degrees().withComputeEdges(true).compute(h);
        double mean = deg.mean();
        assertTrue(mean > 5 && mean < 30, "mean slope " + mean + "°");
        BufferedImage shade = Hillshade.standard().image(h);
        int dark = 0;
        int[] px = shade.getRaster().getSamples(0, 0, shade.getWidth(), shade.getHeight(), 0, (int[]) null);
        for (int p : px) {
            if (p < 40) {
                dark++;
            }
        }
        assertTrue(dark < 0.05 * px.length, "near-black shade " + 100.0 * dark / px.length + " %");
    }

    /** Item 19: the island's pale sub-sea specks behind the coast, and its sand. */
    @Test
    void islandTintHasSandAndNoPaleSeaSpecks() {
        var tint = IslandCommand.TINT;
        int wet = tint.argb(-0.3);
        int sand = tint.argb(1);
        assertTrue(red(sand) > green(sand) && green(sand) > blue(sand), "sand " + Integer.toHexString(sand));
        // a hollow just below the waterline reads as damp sand, close to the beach, not as pale open water
        assertTrue(Math.abs(red(wet) - red(sand)) + Math.abs(green(wet) - green(sand))
                + Math.abs(blue(wet) - blue(sand)) < 90, "wet " + Integer.toHexString(wet));
        int shallow = tint.argb(-4);
        int deep = tint.argb(-25);
        assertTrue(blue(shallow) > red(shallow) && blue(deep) > red(deep) + 60);
        assertTrue(brightness(deep) < brightness(shallow), "deeper is darker");
        int grass = tint.argb(20);
        assertTrue(green(grass) > red(grass) && green(grass) > blue(grass));
        assertEquals(Hillshade.Method.MULTIDIRECTIONAL, IslandCommand.LIGHT.method());
    }

    private static int brightness(int c) {
        return red(c) + green(c) + blue(c);
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
