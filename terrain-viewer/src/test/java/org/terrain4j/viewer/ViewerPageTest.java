package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.terrain4j.world.Preset;
import org.terrain4j.world.sky.DayCycle;
import org.terrain4j.world.sky.Direction;
import org.terrain4j.world.sky.LinearRgb;
import org.terrain4j.world.sky.Sky;
import org.terrain4j.world.sky.Water;

/** The page in a real browser: it loads cleanly, its sky is the day cycle's, its water moves and its land does not. */
class ViewerPageTest {

    /** 8-bit codes: the clear colour is rounded once to 8 bits by the browser, once by us. */
    private static final int SKY_CODES = 2;
    /** The JavaScript day and water are double precision, as the Java functions. */
    private static final double JS = 1e-9;
    /** GLSL is float32: positions up to 20 km and times to 600 s give phases of a few hundred radians. */
    private static final double GLSL_HEIGHT = 2e-3;
    private static final double GLSL_NORMAL = 1e-3;
    private static final double GLSL_SHEEN = 5e-3;

    private static ViewerServer server;
    private static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.open();
        server = ViewerServer.start(new WorldTiles(Preset.LAKESIDE.environment(12), 2), 0);
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
    void pageLoadsWithNoConsoleErrors() {
        assertEquals(Boolean.TRUE, browser.js("return window.terrain4j.ready"));
        assertEquals(List.of(), browser.js("return window.terrain4j.errors"));
        assertEquals(List.of(), browser.consoleErrors());
        assertEquals(1L, server.tilesGenerated());
    }

    @Test
    void skyIsTheDayCyclesSkyAtNoonAndAtNight() {
        // looking nearly level: the top rows of the picture are open sky, drawn in the clear colour
        browser.js("window.terrain4j.setOrbit({target: [0, 0, 0], distance: 9000, yaw: 0.3, pitch: 0.08})");
        int[] noon = skyPixel(0.5);
        int[] night = skyPixel(0.0);
        int[] dusk = skyPixel(0.8);
        for (double[] pair : new double[][] {{0.5, 0}, {0.0, 1}, {0.8, 2}}) {
            int[] got = pair[1] == 0 ? noon : pair[1] == 1 ? night : dusk;
            int want = DayCycle.standard().at(pair[0]).sky().toSrgb();
            int[] w = {(want >> 16) & 0xFF, (want >> 8) & 0xFF, want & 0xFF};
            for (int c = 0; c < 3; c++) {
                assertTrue(Math.abs(got[c] - w[c]) <= SKY_CODES, "phase " + pair[0] + " channel " + c + ": page "
                        + got[c] + ", DayCycle " + w[c]);
            }
        }
        assertTrue(noon[2] - night[2] > 100, "noon's sky is bright blue, night's dark");
    }

    private static int[] skyPixel(double phase) {
        browser.js("window.terrain4j.setPhase(arguments[0])", phase);
        BufferedImage img = browser.screenshot();
        int rgb = img.getRGB(img.getWidth() / 2, 3);
        // the whole top row is one colour: sky, not ground
        for (int x = 0; x < img.getWidth(); x += 37) {
            assertEquals(rgb, img.getRGB(x, 3), "top row not uniform sky at x=" + x + ", phase " + phase);
        }
        return new int[] {(rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF};
    }

    @Test
    void waterMovesBetweenTwoTimesAndLandDoesNot() {
        // LAKESIDE's lake runs down the west side
        browser.js("window.terrain4j.setOrbit({target: [-4000, 0, 0], distance: 7000, yaw: 0.2, pitch: 0.75})");
        browser.js("window.terrain4j.setPhase(0.45)");
        browser.js("window.terrain4j.idPass(true)");
        browser.js("window.terrain4j.setTime(10)");
        BufferedImage id0 = browser.screenshot();
        browser.js("window.terrain4j.setTime(17.5)");
        BufferedImage id1 = browser.screenshot();
        browser.js("window.terrain4j.idPass(false)");
        browser.js("window.terrain4j.setTime(10)");
        BufferedImage a = browser.screenshot();
        browser.js("window.terrain4j.setTime(17.5)");
        BufferedImage b = browser.screenshot();
        int land = 0;
        int water = 0;
        int waterChanged = 0;
        int landChanged = 0;
        for (int y = 1; y < a.getHeight() - 1; y++) {
            for (int x = 1; x < a.getWidth() - 1; x++) {
                // a pixel whose 3 × 3 neighbourhood is one kind at both times (the bank moves with the swell)
                Integer kind = kind(id0, id1, x, y);
                if (kind == null) {
                    continue;
                }
                boolean changed = a.getRGB(x, y) != b.getRGB(x, y);
                if (kind == 0xFF0000) {
                    land++;
                    landChanged += changed ? 1 : 0;
                } else if (kind == 0x0000FF) {
                    water++;
                    waterChanged += changed ? 1 : 0;
                }
            }
        }
        assertTrue(water > 0.02 * a.getWidth() * a.getHeight(), "too little water in view: " + water + " pixels");
        assertTrue(land > 0.05 * a.getWidth() * a.getHeight(), "too little land in view: " + land + " pixels");
        assertEquals(0, landChanged, "land pixels changed between two times, of " + land);
        assertTrue(waterChanged > 0.3 * water, "only " + waterChanged + " of " + water + " water pixels changed");
    }

    private static Integer kind(BufferedImage id0, BufferedImage id1, int x, int y) {
        int k = id0.getRGB(x, y) & 0xFFFFFF;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if ((id0.getRGB(x + dx, y + dy) & 0xFFFFFF) != k || (id1.getRGB(x + dx, y + dy) & 0xFFFFFF) != k) {
                    return null;
                }
            }
        }
        return k;
    }

    @Test
    @SuppressWarnings("unchecked")
    void pageDayIsTheJavaDay() {
        SplittableRandom rnd = new SplittableRandom(0x5E1EL);
        DayCycle day = DayCycle.standard();
        for (int i = 0; i < 60; i++) {
            double p = i < 4 ? i * 0.25 : rnd.nextDouble();
            Map<String, Object> js = (Map<String, Object>) browser.js("return window.terrain4j.dayAt(arguments[0])", p);
            Sky s = day.at(p);
            assertRgb(s.sky(), js.get("sky"), "sky at " + p);
            assertRgb(s.fog(), js.get("fog"), "fog at " + p);
            assertRgb(s.sunColour(), js.get("sunColour"), "sun colour at " + p);
            assertRgb(s.fill(), js.get("fill"), "fill at " + p);
            List<Number> sun = (List<Number>) js.get("sun");
            Direction d = s.sun();
            assertEquals(d.x(), sun.get(0).doubleValue(), JS, "sun x at " + p);
            assertEquals(d.y(), sun.get(1).doubleValue(), JS, "sun y at " + p);
            assertEquals(d.z(), sun.get(2).doubleValue(), JS, "sun z at " + p);
            assertEquals(s.sunStrength(), ((Number) js.get("sunStrength")).doubleValue(), JS);
            assertEquals(s.daylight(), ((Number) js.get("daylight")).doubleValue(), JS);
        }
    }

    private static void assertRgb(LinearRgb want, Object got, String what) {
        @SuppressWarnings("unchecked")
        List<Number> g = (List<Number>) got;
        assertEquals(want.red(), g.get(0).doubleValue(), JS, what);
        assertEquals(want.green(), g.get(1).doubleValue(), JS, what);
        assertEquals(want.blue(), g.get(2).doubleValue(), JS, what);
    }

    @Test
    @SuppressWarnings("unchecked")
    void pageWaterInJavaScriptAndInTheShaderIsTheJavaWater() {
        SplittableRandom rnd = new SplittableRandom(0x3A7E5L);
        Water w = Water.standard();
        List<List<Double>> samples = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            double d = i % 4 == 0 ? rnd.nextDouble(0, w.bank()) : rnd.nextDouble(0, 3000);
            // the pixel's footprint: full detail, within the fade (6.1 … 38.3 m for the two trains), beyond it
            double fp = i % 3 == 0 ? 0 : i % 3 == 1 ? rnd.nextDouble(4, 40) : rnd.nextDouble(40, 500);
            samples.add(List.of(rnd.nextDouble(-20000, 20000), rnd.nextDouble(-20000, 20000), rnd.nextDouble(0, 600), d,
                    rnd.nextDouble(-1, 1), rnd.nextDouble(-1, 1), rnd.nextDouble(), fp));
        }
        List<List<Number>> glsl = (List<List<Number>>) browser.js("return window.terrain4j.evalWaterGlsl(arguments[0])", samples);
        List<List<Number>> js = (List<List<Number>>) browser.js(
                "const w = window.terrain4j.waterJs(); return arguments[0].map(s => {"
                        + " const n = w.normal(s[0], s[1], s[2], s[3], s[4], s[5], s[7]);"
                        + " return [w.height(s[0], s[1], s[2], s[3]), n[0], n[1], n[2], w.sheen(s[0], s[1], s[2], s[3], s[6], s[7])]; })",
                samples);
        assertEquals(samples.size(), glsl.size());
        double worstH = 0;
        for (int i = 0; i < samples.size(); i++) {
            List<Double> s = samples.get(i);
            double h = w.height(s.get(0), s.get(1), s.get(2), s.get(3));
            Direction n = w.normal(s.get(0), s.get(1), s.get(2), s.get(3), s.get(4), s.get(5), s.get(7));
            double sh = w.sheen(s.get(0), s.get(1), s.get(2), s.get(3), s.get(6), s.get(7));
            double[] want = {h, n.x(), n.y(), n.z(), sh};
            double[] tol = {GLSL_HEIGHT, GLSL_NORMAL, GLSL_NORMAL, GLSL_NORMAL, GLSL_SHEEN};
            for (int k = 0; k < 5; k++) {
                assertEquals(want[k], js.get(i).get(k).doubleValue(), JS, "JavaScript, sample " + s + " output " + k);
                assertEquals(want[k], glsl.get(i).get(k).doubleValue(), tol[k], "GLSL, sample " + s + " output " + k);
            }
            worstH = Math.max(worstH, Math.abs(h - glsl.get(i).get(0).doubleValue()));
        }
        // the comparison is not empty: the swell is a metre or so in most samples
        assertNotEquals(0.0, w.height(samples.get(1).get(0), samples.get(1).get(1), samples.get(1).get(2), 3000));
        System.out.println("GLSL water height: largest difference from Java " + worstH + " m");
    }

    /**
     * Seen from altitude, far water is calm: no lattice of crest lines. The measure is the root mean square of
     * each water pixel's luminance less the mean of its 5 × 5 neighbourhood (a high-pass), over the pixels
     * whose neighbourhood is all water. The same view drawn with the fade turned off (every crest drawn
     * however few pixels it spans) must show the lattice, so the test tells the two apart.
     */
    @Test
    void farWaterHasNoCrestLattice() {
        // the README's noon view: the lake 5 to 12 km off, seen at 20 to 30 degrees, from the north
        browser.js("window.terrain4j.setOrbit({target: [0, 0, 5500], distance: 9500, yaw: 2.8, pitch: 0.42})");
        browser.js("window.terrain4j.setPhase(0.5)");
        browser.js("window.terrain4j.setTime(12)");
        browser.js("window.terrain4j.idPass(true)");
        BufferedImage id = browser.screenshot();
        browser.js("window.terrain4j.idPass(false)");
        BufferedImage faded = browser.screenshot();
        browser.js("window.terrain4j.waterFade(false)");
        BufferedImage sharp = browser.screenshot();
        browser.js("window.terrain4j.waterFade(true)");
        double[] calm = highPass(id, faded);
        double[] lattice = highPass(id, sharp);
        System.out.printf("far water high-pass RMS: %.2f with the fade, %.2f without (luminance codes, %d pixels)%n",
                calm[0], lattice[0], (long) calm[1]);
        assertTrue(calm[1] > 0.03 * id.getWidth() * id.getHeight(), "too little water in view: " + calm[1]);
        assertTrue(calm[0] < CALM, "far water's high-pass RMS " + calm[0] + " codes, over " + CALM);
        assertTrue(lattice[0] > 2 * CALM, "without the fade the lattice should show: RMS " + lattice[0]);
    }

    /** Far water's high-pass RMS bound, 8-bit luminance codes. */
    private static final double CALM = 2.0;

    /** {RMS of luminance less its 5 × 5 mean, count} over pixels whose 5 × 5 neighbourhood is all water. */
    private static double[] highPass(BufferedImage id, BufferedImage img) {
        double sum = 0;
        long n = 0;
        for (int y = 2; y < img.getHeight() - 2; y++) {
            for (int x = 2; x < img.getWidth() - 2; x++) {
                boolean water = true;
                double mean = 0;
                for (int dy = -2; dy <= 2 && water; dy++) {
                    for (int dx = -2; dx <= 2; dx++) {
                        if ((id.getRGB(x + dx, y + dy) & 0xFFFFFF) != 0x0000FF) {
                            water = false;
                            break;
                        }
                        mean += luminance(img.getRGB(x + dx, y + dy));
                    }
                }
                if (water) {
                    double h = luminance(img.getRGB(x, y)) - mean / 25;
                    sum += h * h;
                    n++;
                }
            }
        }
        return new double[] {Math.sqrt(sum / Math.max(1, n)), n};
    }

    private static double luminance(int rgb) {
        return 0.2126 * ((rgb >> 16) & 0xFF) + 0.7152 * ((rgb >> 8) & 0xFF) + 0.0722 * (rgb & 0xFF);
    }

    /**
     * Time not flown does not pass (seed 002): the page's clock and the running day advance only while the page
     * flies and is shown; paused, or hidden, they stand still over several drawn frames, and coming back does not
     * count the time away (a frame's step is capped at 0.1 s; SwiftShader draws this page at a few frames a second).
     */
    @Test
    void timeNotFlownDoesNotPass() {
        try {
            browser.js("document.getElementById('run').click()"); // the day runs
            browser.js("window.terrain4j.pause(false)");
            double[] a = clock();
            frames(3);
            double[] b = clock();
            assertTrue(b[0] - a[0] > 0, "the clock did not move while flying");
            assertTrue(b[1] != a[1], "the day did not run while flying");
            // hidden (another tab, a minimised window): the page reads document.hidden every frame
            browser.js("Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});"
                    + " document.dispatchEvent(new Event('visibilitychange'))");
            frames(1);
            double[] c = clock();
            frames(3);
            double[] d = clock();
            assertEquals(c[0], d[0], 0.0, "the clock ran while the page was hidden");
            assertEquals(c[1], d[1], 0.0, "the day ran while the page was hidden");
            browser.js("delete document.hidden; document.dispatchEvent(new Event('visibilitychange'))");
            frames(2);
            double[] e = clock();
            // the frames drawn between the two readings, counted in the same calls as the clock (frames(2)'s
            // own count missed those drawn before clock() ran: 0.45 s "in 4 frames" on a loaded machine)
            long n = Math.round(e[2] - d[2]);
            assertTrue(e[0] - d[0] <= 0.1 * n + 1e-9, "coming back counted the time away: " + (e[0] - d[0]) + " s in "
                    + n + " frames");
            // paused (not flying): nothing passes
            browser.js("window.terrain4j.pause(true)");
            frames(1);
            double[] f = clock();
            frames(3);
            double[] g = clock();
            assertEquals(f[0], g[0], 0.0, "the clock ran while paused");
            assertEquals(f[1], g[1], 0.0, "the day ran while paused");
        } finally {
            browser.js("window.terrain4j.pause(true)");
            browser.js("if (document.getElementById('run').checked) document.getElementById('run').click()");
            browser.js("delete document.hidden");
        }
    }

    /** Waits until the page has drawn at least n more frames. */
    private static void frames(int n) {
        long f0 = ((Number) browser.js("return window.terrain4j.state.stats.frames")).longValue();
        new org.openqa.selenium.support.ui.WebDriverWait(browser.driver, java.time.Duration.ofSeconds(90)).until(
                x -> ((Number) browser.js("return window.terrain4j.state.stats.frames")).longValue() >= f0 + n);
    }

    /** {the page's clock, seconds; the day's phase; the frames drawn so far}, read in one call. */
    private static double[] clock() {
        @SuppressWarnings("unchecked")
        List<Number> v = (List<Number>) browser.js(
                "const s = window.terrain4j.state; return [s.time, s.phase, s.stats.frames]");
        return new double[] {v.get(0).doubleValue(), v.get(1).doubleValue(), v.get(2).doubleValue()};
    }
}
