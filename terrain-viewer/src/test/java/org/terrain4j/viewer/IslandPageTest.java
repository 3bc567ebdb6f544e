package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.examples.Island;
import org.terrain4j.examples.IslandLook;
import org.terrain4j.examples.Layers;
import org.terrain4j.features.land.Land;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.world.sky.Water;

/**
 * Seed 000's example island in the page: one tile at its real scale, painted by its layers, its brook and
 * its sea drawn as water by the page's water shader (the standard water scaled from 80 m to the island's own 2 m).
 */
class IslandPageTest {

    /** Samples each way: the island's 2048 m at 4 m (the CLI's default is its own 2 m; this keeps the test quick). */
    static final int SAMPLES = 513;
    static final double SPACING = 2048.0 / (SAMPLES - 1);

    private static ViewerServer server;
    private static Browser browser;
    private static IslandLook look;

    @BeforeAll
    static void start() throws Exception {
        long t0 = System.nanoTime();
        Island island = Island.create();
        Land land = island.bake(SAMPLES, SPACING, ProgressListener.NONE);
        look = IslandLook.of(island, land);
        System.out.printf("island %d × %d at %.0f m baked and painted in %d ms; brook %d samples%n", SAMPLES, SAMPLES,
                SPACING, (System.nanoTime() - t0) / 1_000_000, look.brookSamples());
        browser = Browser.open();
        server = ViewerServer.start(HeightfieldTiles.painted("island", land.grid(), look.colours(), look.waterSurface(),
                Water.standard().scaled(Island.SPACING / 80)), 0);
        browser.load(server.uri().toString());
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void pageLoadsTheIslandWithNoConsoleErrors() {
        assertEquals(Boolean.TRUE, browser.js("return window.terrain4j.ready"));
        assertEquals(List.of(), browser.js("return window.terrain4j.errors"));
        assertEquals(List.of(), browser.consoleErrors());
        // one tile, its real size, the scaled water's numbers
        assertEquals(2048.0, ((Number) browser.js("return window.terrain4j.state.world.tileSizeX")).doubleValue(), 1e-9);
        assertEquals(230 * Island.SPACING / 80, ((Number) browser.js(
                "return window.terrain4j.state.world.water.trains[0].wavelength")).doubleValue(), 1e-9);
    }

    @Test
    void layerColoursAppearInTheRenderedGround() {
        // the whole island from above, the ground's own colours unlit
        browser.js("window.terrain4j.setOrbit({target: [0, 0, 0], distance: 2200, yaw: 0.0, pitch: 1.3})");
        browser.js("window.terrain4j.albedoPass(true)");
        BufferedImage all = browser.screenshot();
        // close over the brook by the cottage: the walkway, the damp margin, mud
        browser.js("window.terrain4j.setOrbit({target: [-20, 0, 325], distance: 120, yaw: 0.0, pitch: 1.45})");
        BufferedImage close = browser.screenshot();
        browser.js("window.terrain4j.albedoPass(false)");
        Map<Layers.Material, Integer> seen = new EnumMap<>(Layers.Material.class);
        for (Layers.Material m : Layers.Material.values()) {
            seen.put(m, near(all, IslandLook.colour(m)) + near(close, IslandLook.colour(m)));
        }
        System.out.println("pixels within 6 codes of each layer's colour: " + seen);
        int total = Browser.WIDTH * Browser.HEIGHT;
        for (Layers.Material m : List.of(Layers.Material.GRASS, Layers.Material.SAND, Layers.Material.ROCK,
                Layers.Material.LITTER)) {
            assertTrue(seen.get(m) > total / 500, m + " appears in only " + seen.get(m) + " pixels");
        }
        // the walkway's earth is 2.5 m wide: whole at a few 4 m samples only. The brook's damp, mud and gravel
        // bands (1 to 2 m each) are narrower than a sample here and show blended, not pure (IslandLookTest
        // checks every colour on the Java side)
        assertTrue(seen.get(Layers.Material.EARTH) > 20, "EARTH appears in only " + seen.get(Layers.Material.EARTH) + " pixels");
    }

    /** Pixels whose every channel is within 6 codes of rgb. */
    private static int near(BufferedImage img, int rgb) {
        int count = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                if (Math.abs(((p >> 16) & 0xFF) - ((rgb >> 16) & 0xFF)) <= 6 && Math.abs(((p >> 8) & 0xFF) - ((rgb >> 8) & 0xFF)) <= 6
                        && Math.abs((p & 0xFF) - (rgb & 0xFF)) <= 6) {
                    count++;
                }
            }
        }
        return count;
    }

    @Test
    void brookMovesWithTimeAndLandDoesNot() {
        assertTrue(look.brookSamples() > 200, "the brook holds only " + look.brookSamples() + " samples of water");
        // looking down on the brook where it passes the cottage, no sea in view
        browser.js("window.terrain4j.setOrbit({target: [-10, 0, 300], distance: 260, yaw: 0.3, pitch: 1.2})");
        browser.js("window.terrain4j.setPhase(0.45)");
        browser.js("window.terrain4j.idPass(true)");
        browser.js("window.terrain4j.setTime(10)");
        BufferedImage id0 = browser.screenshot();
        browser.js("window.terrain4j.setTime(11.3)");
        BufferedImage id1 = browser.screenshot();
        browser.js("window.terrain4j.idPass(false)");
        browser.js("window.terrain4j.setTime(10)");
        BufferedImage a = browser.screenshot();
        browser.js("window.terrain4j.setTime(11.3)");
        BufferedImage b = browser.screenshot();
        int land = 0;
        int water = 0;
        int landChanged = 0;
        int waterChanged = 0;
        for (int y = 1; y < a.getHeight() - 1; y++) {
            for (int x = 1; x < a.getWidth() - 1; x++) {
                int k = id0.getRGB(x, y) & 0xFFFFFF;
                boolean same = true;
                for (int dy = -1; dy <= 1 && same; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        if ((id0.getRGB(x + dx, y + dy) & 0xFFFFFF) != k || (id1.getRGB(x + dx, y + dy) & 0xFFFFFF) != k) {
                            same = false;
                            break;
                        }
                    }
                }
                if (!same) {
                    continue;
                }
                boolean changed = a.getRGB(x, y) != b.getRGB(x, y);
                if (k == 0xFF0000) {
                    land++;
                    landChanged += changed ? 1 : 0;
                } else if (k == 0x0000FF) {
                    water++;
                    waterChanged += changed ? 1 : 0;
                }
            }
        }
        System.out.printf("brook view: %d water pixels, %d changed; %d land pixels, %d changed%n", water, waterChanged,
                land, landChanged);
        assertTrue(water > 0.01 * a.getWidth() * a.getHeight(), "too little brook in view: " + water + " pixels");
        assertTrue(land > 0.3 * a.getWidth() * a.getHeight(), "too little land in view: " + land + " pixels");
        assertEquals(0, landChanged, "land pixels changed between two times, of " + land);
        assertTrue(waterChanged > 0.3 * water, "only " + waterChanged + " of " + water + " brook pixels changed");
    }
}
