package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.terrain4j.world.Preset;

/**
 * The README's pictures and the frame budget, measured in the browser. Runs only when asked:
 * {@code -Dterrain4j.pictures=DIR} (the pictures are written there).
 */
class DocsPicturesTest {

    @Test
    @SuppressWarnings("unchecked")
    void picturesAndFrameBudget() throws Exception {
        String dir = System.getProperty("terrain4j.pictures");
        Assumptions.assumeTrue(dir != null, "-Dterrain4j.pictures=DIR not set");
        File out = new File(dir);
        assertTrue(out.isDirectory() || out.mkdirs());
        try (Browser b = Browser.open();
             ViewerServer server = ViewerServer.start(new WorldTiles(Preset.LAKESIDE.environment(12), 2), 0)) {
            long t0 = System.nanoTime();
            b.load(server.uri().toString());
            double loadMs = (System.nanoTime() - t0) / 1e6;
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
            Map<String, Object> stats = (Map<String, Object>) b.js("return window.terrain4j.state.stats");
            System.out.println("page load to first tile laid: " + Math.round(loadMs) + " ms; tile fetch (generation "
                    + "included) " + stats.get("fetchMs") + " ms, laying " + stats.get("layMs") + " ms");
            b.js("window.terrain4j.setOrbit({target: [-2500, 0, 1500], distance: 9500, yaw: 0.35, pitch: 0.42})");
            b.js("window.terrain4j.setTime(12)");
            for (Object[] moment : new Object[][] {{"dawn", 0.26}, {"noon", 0.5}, {"dusk", 0.74}, {"night", 0.0}}) {
                b.js("window.terrain4j.setPhase(arguments[0])", moment[1]);
                Browser.save(b.screenshot(), new File(out, "viewer-lakeside-" + moment[0] + ".png"));
            }
            // the editor open on an element, one range stepped
            b.js("window.terrain4j.setPhase(0.5)");
            new Actions(b.driver).sendKeys("l").perform();
            Thread.sleep(500);
            new Actions(b.driver).sendKeys(Keys.ARROW_DOWN).sendKeys(Keys.ENTER).perform();
            Thread.sleep(500);
            b.js("window.terrain4j.render()");
            Browser.save(b.screenshot(), new File(out, "viewer-editor.png"));
            new Actions(b.driver).sendKeys("l").perform();
            // frames per second over a flight at the default draw distance
            b.js("window.terrain4j.setFly({pos: [6000, 900, 6000], yaw: 0.785, pitch: -0.12, speed: 250})");
            b.js("window.terrain4j.pause(false)");
            long f0 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
            long s0 = System.nanoTime();
            Thread.sleep(10_000);
            long f1 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
            double secs = (System.nanoTime() - s0) / 1e9;
            System.out.printf("flight: %d frames in %.1f s = %.1f frames per second at %d × %d%n", f1 - f0, secs,
                    (f1 - f0) / secs, Browser.WIDTH, Browser.HEIGHT);
            b.js("window.terrain4j.pause(true)");
            Browser.save(b.screenshot(), new File(out, "viewer-flight.png"));
        }
    }

    /** Several joined tiles laid by the streaming policy, seen from high over their joins. */
    @Test
    @SuppressWarnings("unchecked")
    void tilesPicture() throws Exception {
        String dir = System.getProperty("terrain4j.pictures");
        Assumptions.assumeTrue(dir != null, "-Dterrain4j.pictures=DIR not set");
        File out = new File(dir);
        assertTrue(out.isDirectory() || out.mkdirs());
        var env = Preset.LAKESIDE.environment(12);
        try (Browser b = Browser.open();
             ViewerServer server = ViewerServer.start(WorldTiles.endless(env, 2,
                     org.terrain4j.world.Streaming.of(env.ground().size())), 0, new ViewerServer.Limits(1, 8, 32, 8))) {
            b.load(server.uri().toString());
            b.js("window.terrain4j.setOrbit({target: [9000, 0, 1000], distance: 13000, yaw: -0.5, pitch: 0.6})");
            long t0 = System.nanoTime();
            for (int i = 0; i < 40; i++) {
                Map<String, Object> s = (Map<String, Object>) b.jsAsync("const done = arguments[arguments.length - 1];"
                        + " window.terrain4j.streamStep(4).then(done, (e) => done({error: String(e)}))");
                assertEquals(null, s.get("error"));
                if (((List<?>) s.get("lay")).isEmpty() && ((List<?>) s.get("release")).isEmpty()) {
                    break;
                }
            }
            System.out.println("tiles laid " + b.js("return window.terrain4j.laid()") + " in "
                    + Math.round((System.nanoTime() - t0) / 1e6) + " ms");
            b.js("window.terrain4j.setPhase(0.5)");
            b.js("window.terrain4j.setTime(12)");
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
            Browser.save(b.screenshot(), new File(out, "viewer-tiles.png"));
        }
    }

    /**
     * Seed 000's example island, painted by its layers, its brook and sea as water; 4 m between samples, as
     * `terrain view island` (a million vertices at its own 2 m are more than SwiftShader draws in the driver's 10 s).
     */
    @Test
    @SuppressWarnings("unchecked")
    void islandPictures() throws Exception {
        String dir = System.getProperty("terrain4j.pictures");
        Assumptions.assumeTrue(dir != null, "-Dterrain4j.pictures=DIR not set");
        File out = new File(dir);
        assertTrue(out.isDirectory() || out.mkdirs());
        org.terrain4j.examples.Island island = org.terrain4j.examples.Island.create();
        long t0 = System.nanoTime();
        var land = island.bake(IslandPageTest.SAMPLES, IslandPageTest.SPACING, org.terrain4j.api.ProgressListener.NONE);
        var look = org.terrain4j.examples.IslandLook.of(island, land);
        System.out.println("island baked and painted in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        try (Browser b = Browser.open();
             ViewerServer server = ViewerServer.start(HeightfieldTiles.painted("island", land.grid(), look.colours(),
                     look.waterSurface(), org.terrain4j.world.sky.Water.standard().scaled(
                             org.terrain4j.examples.Island.SPACING / 80)), 0)) {
            b.load(server.uri().toString());
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
            Map<String, Object> stats = (Map<String, Object>) b.js("return window.terrain4j.state.stats");
            System.out.println("island tile: fetch " + stats.get("fetchMs") + " ms, laying " + stats.get("layMs") + " ms");
            b.js("window.terrain4j.setPhase(0.5)");
            b.js("window.terrain4j.setTime(12)");
            b.js("window.terrain4j.setOrbit({target: [0, 0, 0], distance: 2100, yaw: 0.4, pitch: 0.75})");
            Browser.save(b.screenshot(), new File(out, "viewer-island.png"));
            b.js("window.terrain4j.setOrbit({target: [-20, 0, 320], distance: 260, yaw: 0.3, pitch: 0.7})");
            Browser.save(b.screenshot(), new File(out, "viewer-island-brook.png"));
        }
    }

    /**
     * The frame budget on an endless world: a fly camera set down in new country (one tile over) flying on for
     * 10 s at the default draw distance, the tiles laid by the page's own streaming; frames per second, the
     * longest frame, and each tile's fetch and laying time, as measured.
     */
    @Test
    @SuppressWarnings("unchecked")
    void frameBudgetOverAStreamedFlight() throws Exception {
        String dir = System.getProperty("terrain4j.pictures");
        Assumptions.assumeTrue(dir != null, "-Dterrain4j.pictures=DIR not set");
        var env = Preset.LAKESIDE.environment(12);
        try (Browser b = Browser.open();
             ViewerServer server = ViewerServer.start(WorldTiles.endless(env, 2,
                     org.terrain4j.world.Streaming.of(env.ground().size())), 0)) {
            b.load(server.uri().toString());
            // let the page lay what the policy names round the start before flying
            for (int i = 0; i < 40; i++) {
                Map<String, Object> s = (Map<String, Object>) b.jsAsync("const done = arguments[arguments.length - 1];"
                        + " window.terrain4j.streamStep(4).then(done, (e) => done({error: String(e)}))");
                if (((List<?>) s.get("lay")).isEmpty()) {
                    break;
                }
            }
            int laid0 = ((Number) b.js("return window.terrain4j.state.stats.layMs.length")).intValue();
            // into new country: the camera set down one tile (16 km) east, flying on east, so the page lays the
            // column of tiles now within the draw distance (SwiftShader's few frames a second move it little)
            b.js("window.terrain4j.setFly({pos: [22000, 900, 0], yaw: -1.5708, pitch: -0.12, speed: 250})");
            b.js("window.terrain4j.state.stats.frameMs.length = 0");
            long f0 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
            b.js("window.terrain4j.pause(false)");
            long s0 = System.nanoTime();
            Thread.sleep(10_000);
            b.js("window.terrain4j.pause(true)");
            double secs = (System.nanoTime() - s0) / 1e9;
            long f1 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
            List<Number> frameMs = (List<Number>) b.js("return window.terrain4j.state.stats.frameMs");
            List<Number> lay = (List<Number>) b.js("return window.terrain4j.state.stats.layMs");
            List<Number> fetch = (List<Number>) b.js("return window.terrain4j.state.stats.fetchMs");
            double longest = frameMs.stream().mapToDouble(Number::doubleValue).max().orElse(0);
            double[] sorted = frameMs.stream().mapToDouble(Number::doubleValue).sorted().toArray();
            System.out.printf("streamed flight: %d frames in %.1f s = %.1f fps; frame median %.0f ms, longest %.0f ms;"
                    + " camera at x = %s; tiles laid during the flight %d, laying %s ms, fetch %s ms%n",
                    f1 - f0, secs, (f1 - f0) / secs, sorted.length == 0 ? 0 : sorted[sorted.length / 2], longest,
                    b.js("return Math.round(window.terrain4j.state.steps.length ? window.terrain4j.state.steps.at(-1).x : 0)"),
                    lay.size() - laid0, lay.subList(laid0, lay.size()), fetch.subList(laid0, fetch.size()));
            System.out.println("status: " + b.js("return document.getElementById('status').textContent") + "; steps "
                    + b.js("return window.terrain4j.state.steps.length") + "; laid " + b.js("return window.terrain4j.laid()"));
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
        }
    }
}
