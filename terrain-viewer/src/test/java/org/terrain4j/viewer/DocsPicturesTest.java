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
            b.js("window.terrain4j.setOrbit({target: [0, 0, 5500], distance: 9500, yaw: 2.8, pitch: 0.42})");
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
     * The frame budget on an endless world, a repeatable harness (runs only when asked:
     * {@code -Dterrain4j.frames=true}, or with the pictures; prints, asserts nothing about time). LAKESIDE
     * seed 12 at the default draw distance, the tiles laid by the page's own streaming;
     * {@code -Dterrain4j.frames.flights} flights (4), each a fly camera set down in new country (one tile
     * further east each time; every other time over tiles the server has made beforehand) flying on east for {@code -Dterrain4j.frames.seconds} (10) at
     * {@code -Dterrain4j.frames.speed} m/s (250). For each flight: frames per second, and for each tile laid on
     * the way the time to generate and fetch it, the frames while it was generated (the server shares the
     * machine's two cores with SwiftShader), the script's time to lay it, the frame the laying ran in, the frame
     * after (its first draw, with the script's time in that frame's render call, where three.js uploads the new
     * buffers) and the longest of these. Then a probe of where a crossing's time goes: a tile laid again and
     * drawn at once, each draw waited for to its last pixel.
     */
    @Test
    @SuppressWarnings("unchecked")
    void frameBudgetOverAStreamedFlight() throws Exception {
        Assumptions.assumeTrue(System.getProperty("terrain4j.pictures") != null || Boolean.getBoolean("terrain4j.frames"),
                "-Dterrain4j.frames=true (or -Dterrain4j.pictures=DIR) not set");
        int flights = Integer.getInteger("terrain4j.frames.flights", 4);
        double seconds = Double.parseDouble(System.getProperty("terrain4j.frames.seconds", "10"));
        double speed = Double.parseDouble(System.getProperty("terrain4j.frames.speed", "250"));
        var env = Preset.LAKESIDE.environment(12);
        org.terrain4j.world.Streaming policy = org.terrain4j.world.Streaming.of(env.ground().size());
        try (Browser b = Browser.open();
             ViewerServer server = ViewerServer.start(WorldTiles.endless(env, 2, policy), 0)) {
            b.load(server.uri().toString());
            // let the page lay what the policy names round the start before flying
            for (int i = 0; i < 40; i++) {
                Map<String, Object> s = (Map<String, Object>) b.jsAsync("const done = arguments[arguments.length - 1];"
                        + " window.terrain4j.streamStep(4).then(done, (e) => done({error: String(e)}))");
                if (((List<?>) s.get("lay")).isEmpty()) {
                    break;
                }
            }
            List<String> flown = new java.util.ArrayList<>();
            for (int flight = 0; flight < flights; flight++) {
                double x0 = 22_000 + flight * env.ground().size();
                // every other flight over tiles the server has made beforehand (its cache holds them), so that its
                // crossings cost fetching and laying only, not the server's generating on the same two cores
                boolean warm = flight % 2 == 1;
                if (warm) {
                    for (int row = -1; row <= 1; row++) {
                        String get = "GET /tile/" + (2 + flight) + "/" + row + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                                + "\r\nConnection: close\r\n\r\n";
                        assertEquals(200, ViewerServerTest.status(server.port(), get));
                    }
                }
                flown.addAll(flight(b, policy, x0, speed, seconds, warm));
            }
            probe(b, flown);
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
        }
    }

    /**
     * One flight: the camera set down at (x0, 900, 0) flying east, the page's streaming on; prints its table.
     *
     * @return the tiles laid in it
     */
    @SuppressWarnings("unchecked")
    private static List<String> flight(Browser b, org.terrain4j.world.Streaming policy, double x0, double speed,
            double seconds, boolean warm) throws InterruptedException {
        // into new country: the page lays the column of tiles now within the draw distance
        b.js("window.terrain4j.setFly({pos: [arguments[0], 900, 0], yaw: -1.5708, pitch: -0.12, speed: arguments[1]})",
                x0, speed);
        b.js("const s = window.terrain4j.state.stats; s.frameMs.length = 0; s.frameAt.length = 0;"
                + " s.renderMs.length = 0; s.tiles.length = 0; s.longTasks.length = 0");
        long f0 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
        b.js("window.terrain4j.pause(false)");
        long s0 = System.nanoTime();
        Thread.sleep(Math.round(seconds * 1000));
        b.js("window.terrain4j.pause(true)");
        double secs = (System.nanoTime() - s0) / 1e9;
        long f1 = ((Number) b.js("return window.terrain4j.state.stats.frames")).longValue();
        // the step in flight (if any) finishes its tiles (their frames are not the flight's)
        new org.openqa.selenium.support.ui.WebDriverWait(b.driver, java.time.Duration.ofSeconds(120)).until(
                x -> Boolean.TRUE.equals(b.js("return !window.terrain4j.state.streaming")));
        Map<String, Object> st = (Map<String, Object>) b.js("return window.terrain4j.state.stats");
        double[] frameMs = doubles(st.get("frameMs"));
        double[] frameAt = doubles(st.get("frameAt"));
        double[] renderMs = doubles(st.get("renderMs"));
        List<Map<String, Object>> tiles = (List<Map<String, Object>>) st.get("tiles");
        List<double[]> longTasks = ((List<List<Number>>) st.get("longTasks")).stream()
                .map(l -> new double[] {l.get(0).doubleValue(), l.get(1).doubleValue()}).toList();
        double median = percentile(frameMs, 0.5);
        System.out.printf("%nflight from x = %.0f m east%s, LAKESIDE seed 12, draw distance %.0f m, %d × %d, %.0f m/s: %d frames"
                + " in %.1f s = %.2f fps; frame median %.0f ms, 95th percentile %.0f ms, longest %.0f ms; render call"
                + " median %.1f ms; camera to x = %s m; %d tiles laid%n", x0,
                warm ? " (its new tiles made by the server beforehand)" : "", policy.drawDistance(), Browser.WIDTH,
                Browser.HEIGHT, speed, f1 - f0, secs, (f1 - f0) / secs, median, percentile(frameMs, 0.95),
                percentile(frameMs, 1), percentile(renderMs, 0.5),
                b.js("return Math.round(window.terrain4j.state.steps.at(-1).x)"), tiles.size());
        System.out.println("tile    | generate+fetch ms | frames while generating: n, median, longest ms | lay (script) ms"
                + " | frame the lay ran in ms (main thread's tasks over 50 ms in it) | frame after, its first draw ms"
                + " (render call ms) | longest of these ms");
        List<String> keys = new java.util.ArrayList<>();
        for (Map<String, Object> t : tiles) {
            keys.add((String) t.get("key"));
            double asked = ((Number) t.get("asked")).doubleValue();
            double fetched = ((Number) t.get("fetched")).doubleValue();
            double laid = ((Number) t.get("laid")).doubleValue();
            List<Double> during = new java.util.ArrayList<>();
            int holding = -1;
            for (int i = 0; i < frameAt.length; i++) {
                if (frameAt[i] > asked && frameAt[i] <= fetched) {
                    during.add(frameMs[i]);
                }
                if (holding < 0 && frameAt[i] > laid) {
                    holding = i;
                }
            }
            double[] d = during.stream().mapToDouble(Double::doubleValue).toArray();
            String hold = "after the flight";
            if (holding >= 0) {
                double from = holding == 0 ? frameAt[0] - frameMs[0] : frameAt[holding - 1];
                double busy = 0;
                for (double[] lt : longTasks) {
                    busy += Math.max(0, Math.min(lt[0] + lt[1], frameAt[holding]) - Math.max(lt[0], from));
                }
                hold = String.format("%.0f (%.0f)", frameMs[holding], busy);
            }
            String draw = holding < 0 || holding + 1 >= frameAt.length ? "after the flight"
                    : String.format("%.0f (%.1f)", frameMs[holding + 1], renderMs[holding + 1]);
            double worst = longest(d);
            for (int i = Math.max(0, holding); holding >= 0 && i <= Math.min(frameMs.length - 1, holding + 1); i++) {
                worst = Math.max(worst, frameMs[i]);
            }
            System.out.printf("%-7s | %17.0f | %3d, %4.0f, %4.0f | %15.1f | %62s | %47s | %.0f%n", t.get("key"),
                    fetched - asked, d.length, percentile(d, 0.5), longest(d), laid - fetched, hold, draw, worst);
        }
        // beside seed 002's "a frame or two" a crossing: the frames over 1.5 × the median, and how many of them
        // began while a tile was being fetched or laid, or were the frame after (its first draw)
        int slow = 0;
        int inCrossing = 0;
        for (int i = 0; i < frameMs.length; i++) {
            if (frameMs[i] > 1.5 * median) {
                slow++;
                for (Map<String, Object> t : tiles) {
                    double asked = ((Number) t.get("asked")).doubleValue();
                    double laid = ((Number) t.get("laid")).doubleValue();
                    boolean lay = frameAt[i] > asked && (frameAt[i] <= laid || i == 0 || frameAt[i - 1] <= laid);
                    boolean firstDraw = i > 0 && frameAt[i - 1] > laid && (i < 2 || frameAt[i - 2] <= laid);
                    if (lay || firstDraw) {
                        inCrossing++;
                        break;
                    }
                }
            }
        }
        System.out.printf("frames over 1.5 × the median (%.0f ms): %d of %d, %d of them in a crossing%n", median, slow,
                frameMs.length, inCrossing);
        assertTrue(f1 > f0, "no frame was drawn in the flight");
        return keys;
    }

    /**
     * Where a crossing's time goes: a tile fetched again; the frames already sent to SwiftShader waited for
     * (else the first wait below would count them); the tile laid, then the frame drawn twice at once, each draw
     * waited for to its last pixel (the first uploads the tile's buffers); every other time drawn first looking
     * straight up (the buffers uploaded and their vertices run, nothing rasterised).
     */
    @SuppressWarnings("unchecked")
    private static void probe(Browser b, List<String> flown) {
        List<String> keys = flown.isEmpty() ? (List<String>) b.js("return window.terrain4j.laid()") : flown;
        System.out.printf("%nprobe   | frames already sent, waited ms | lay (script) ms | looking up first: render call ms,"
                + " waiting ms | first draw: render call ms, waiting ms | next draw: render call ms, waiting ms%n");
        for (int k = 0; k < 8; k++) {
            String[] cr = keys.get(k / 2 % keys.size()).split(",");
            boolean upFirst = k % 2 == 1;
            Map<String, Object> p = (Map<String, Object>) b.jsAsync("const done = arguments[arguments.length - 1];"
                    + " window.terrain4j.probeLay(arguments[0], arguments[1], arguments[2])"
                    + ".then(done, (e) => done({error: String(e)}))",
                    Integer.parseInt(cr[0]), Integer.parseInt(cr[1]), upFirst);
            assertEquals(null, p.get("error"));
            System.out.printf("%-7s | %30.1f | %15.1f | %44s | %6.1f, %6.1f %21s | %6.1f, %6.1f%n", cr[0] + "," + cr[1],
                    ((Number) p.get("backlogMs")).doubleValue(), ((Number) p.get("layMs")).doubleValue(),
                    upFirst ? String.format("%.1f, %.1f", ((Number) p.get("upRenderMs")).doubleValue(),
                            ((Number) p.get("upWaitMs")).doubleValue()) : "-",
                    ((Number) p.get("firstRenderMs")).doubleValue(), ((Number) p.get("firstWaitMs")).doubleValue(), "",
                    ((Number) p.get("nextRenderMs")).doubleValue(), ((Number) p.get("nextWaitMs")).doubleValue());
        }
    }

    private static double[] doubles(Object list) {
        return ((List<?>) list).stream().mapToDouble(v -> ((Number) v).doubleValue()).toArray();
    }

    private static double longest(double[] v) {
        return percentile(v, 1);
    }

    /** The p-quantile (nearest rank) of v; 0 for none. */
    private static double percentile(double[] v, double p) {
        if (v.length == 0) {
            return 0;
        }
        double[] s = v.clone();
        java.util.Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) Math.ceil(p * s.length) - (p == 0 ? 0 : 1))];
    }
}
