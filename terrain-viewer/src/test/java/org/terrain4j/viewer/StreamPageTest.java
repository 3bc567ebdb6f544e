package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Preset;
import org.terrain4j.world.Streaming;
import org.terrain4j.world.TileKey;

/**
 * Endless tiles in a real browser: as the camera moves the page asks the server for the policy's step and
 * lays exactly the tiles {@link Streaming#step} names, in its order (the tile under the camera first), and
 * releases (and frees) the ones it names; weaving over the draw distance's edge lays no tile twice.
 */
class StreamPageTest {

    private static Browser b;

    @BeforeAll
    static void open() {
        b = Browser.open();
    }

    @AfterAll
    static void close() {
        if (b != null) {
            b.close();
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void theCameraMovingLaysAndReleasesThePolicysTilesInItsOrder() throws Exception {
        Environment env = Preset.LAKESIDE.environment(12).withGround(BaseGround.standard().withSamples(65));
        double size = env.ground().size();
        Streaming policy = Streaming.of(size);
        try (ViewerServer server = ViewerServer.start(WorldTiles.endless(env, 2, policy), 0,
                     new ViewerServer.Limits(1, 8, 32, 8))) {
            b.load(server.uri().toString());
            waitIdle(b);
            // the page starts over the middle tile: the first tile it asks for is the one under it
            assertEquals("0,0", ((List<String>) b.js("return window.terrain4j.state.requests")).get(0));
            // tile (-1, r) is wanted while x <= -size / 2 + 12 000 = 4 000 and held until x > 8 000: weave over 4 000
            double[][] path = {{1000, 2000}, {3900, 2000}, {4100, 2000}, {3900, 2000}, {4100, 2000}, {3900, 1800},
                {4100, 2200}, {26000, 2000}};
            for (double[] p : path) {
                b.js("window.terrain4j.setFly({pos: [arguments[0], 900, arguments[1]], yaw: 0.3, pitch: -0.2, speed: 0})",
                        p[0], p[1]);
                for (int i = 0; ; i++) {
                    assertTrue(i < 40, "the policy never settled at " + p[0] + ", " + p[1]);
                    Map<String, Object> s = (Map<String, Object>) b.jsAsync("const done = arguments[arguments.length - 1];"
                            + " window.terrain4j.streamStep(2).then(done, (e) => done({error: String(e)}))");
                    assertFalse(s.containsKey("error"), String.valueOf(s.get("error")));
                    if (((List<?>) s.get("lay")).isEmpty() && ((List<?>) s.get("release")).isEmpty()) {
                        break;
                    }
                }
                if (p[0] == 4100) {
                    // past the edge of tile (-1, 0)'s reach, inside its hold: still laid
                    assertTrue(((List<String>) b.js("return window.terrain4j.laid()")).contains("-1,0"), "hold at x = 4100");
                }
            }
            List<Map<String, Object>> steps = (List<Map<String, Object>>) b.js("return window.terrain4j.state.steps");
            List<String> requests = (List<String>) b.js("return window.terrain4j.state.requests");
            // replay every step in Java from what the page held before the first
            Set<TileKey> laid = keys((List<String>) steps.get(0).get("laid"));
            List<String> wantRequests = new ArrayList<>(requests.subList(0, requests.size() - countLays(steps)));
            boolean sawUnderFirst = false;
            for (Map<String, Object> s : steps) {
                double x = ((Number) s.get("x")).doubleValue();
                double z = ((Number) s.get("z")).doubleValue();
                int n = ((Number) s.get("n")).intValue();
                assertEquals(new TreeSet<>(laid), new TreeSet<>(keys((List<String>) s.get("laid"))), "held before the step at " + x + ", " + z);
                Streaming.Step want = policy.withPerStep(n).step(x, z, laid);
                assertEquals(names(want.lay()), s.get("lay"), "tiles to lay at " + x + ", " + z);
                assertEquals(names(want.release()), s.get("release"), "tiles to release at " + x + ", " + z);
                TileKey under = TileKey.at(x, z, size);
                if (!laid.contains(under)) {
                    assertEquals(under.toString(), ((List<?>) s.get("lay")).get(0), "the tile under the camera first");
                    sawUnderFirst |= x == 26000;
                }
                laid.removeAll(want.release());
                laid.addAll(want.lay());
                wantRequests.addAll(names(want.lay()));
            }
            assertTrue(sawUnderFirst, "the jump to x = 26 000 laid the tile under the camera, (2, 0), first");
            assertEquals(wantRequests, requests, "the page requested the tiles in the policy's order");
            assertEquals(new TreeSet<>(laid), new TreeSet<>(keys((List<String>) b.js("return window.terrain4j.laid()"))));
            // no tile requested twice over the whole path: the hold kept (-1, r) over the weave
            assertEquals(new HashSet<>(requests).size(), requests.size(), "a tile was requested twice: " + requests);
            assertEquals(requests.size(), server.tilesGenerated(), "each tile generated once");
            // without the hold the same weave would have released and laid (-1, 0) again: the test can tell
            assertTrue(policy.withHold(0).step(4100, 2000, Set.of(new TileKey(-1, 0))).release().contains(new TileKey(-1, 0)));
            // the released tiles' geometry is freed: one geometry per mesh still in the scene
            // (three.js counts a geometry once it is drawn: draw a frame first)
            Map<String, Object> mem = (Map<String, Object>) b.js("window.terrain4j.render(); return window.terrain4j.memory()");
            assertEquals(((Number) mem.get("meshes")).longValue(), ((Number) mem.get("geometries")).longValue(), mem.toString());
            assertTrue(steps.stream().anyMatch(s -> !((List<?>) s.get("release")).isEmpty()), "something was released");
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
            assertEquals(List.of(), b.consoleErrors());
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void anEditLaysTheMiddleTileAgainAndNoOther() throws Exception {
        Environment env = Preset.LAKESIDE.environment(12).withGround(BaseGround.standard().withSamples(65));
        WorldTiles world = WorldTiles.endless(env, 2, Streaming.of(env.ground().size()));
        try (ViewerServer server = ViewerServer.start(world, 0)) {
            b.load(server.uri().toString());
            b.jsAsync("const done = arguments[arguments.length - 1]; window.terrain4j.streamStep(2).then(done, done)");
            waitIdle(b);
            List<String> laid = (List<String>) b.js("return window.terrain4j.laid()");
            assertTrue(laid.size() >= 3 && laid.contains("0,0"), laid.toString());
            List<String> before = (List<String>) b.js("return window.terrain4j.state.requests");
            long loads = ((Number) b.js("return window.terrain4j.state.loads")).longValue();
            new Actions(b.driver).sendKeys("l").perform();
            new WebDriverWait(b.driver, Duration.ofSeconds(60)).until(
                    x -> Boolean.TRUE.equals(b.js("return window.terrain4j.editor.fetched >= 1")));
            new Actions(b.driver).sendKeys(Keys.ENTER).perform();
            new Actions(b.driver).sendKeys("d").perform();
            new WebDriverWait(b.driver, Duration.ofSeconds(120)).until(
                    x -> Boolean.TRUE.equals(b.js("return window.terrain4j.state.loads >= arguments[0]", loads + 1)));
            assertEquals(1, world.version());
            List<String> after = (List<String>) b.js("return window.terrain4j.state.requests");
            List<String> want = new ArrayList<>(before);
            want.add("0,0");
            assertEquals(want, after, "only tile (0, 0) is laid again after an edit");
            assertEquals(laid, b.js("return window.terrain4j.laid()"));
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
        }
    }

    private static int countLays(List<Map<String, Object>> steps) {
        return steps.stream().mapToInt(s -> ((List<?>) s.get("lay")).size()).sum();
    }

    private static void waitIdle(Browser b) {
        new WebDriverWait(b.driver, Duration.ofSeconds(120)).until(
                x -> Boolean.TRUE.equals(b.js("return !window.terrain4j.state.streaming")));
    }

    private static Set<TileKey> keys(List<String> names) {
        Set<TileKey> out = new HashSet<>();
        for (String s : names) {
            String[] cr = s.split(",");
            out.add(new TileKey(Long.parseLong(cr[0]), Long.parseLong(cr[1])));
        }
        return out;
    }

    private static List<String> names(List<TileKey> keys) {
        return keys.stream().map(TileKey::toString).toList();
    }
}
