package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Editor;
import org.terrain4j.world.EditorRow;
import org.terrain4j.world.Environment;
import org.terrain4j.world.Preset;

/** The element editor in a real browser: L, choose an element, D → the server steps the range and the ground is drawn again. */
class EditorPageTest {

    private static Browser browser;

    @BeforeAll
    static void open() {
        browser = Browser.open();
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.close();
        }
    }

    private static void waitFor(String condition) {
        new WebDriverWait(browser.driver, Duration.ofSeconds(120)).until(x -> Boolean.TRUE.equals(browser.js("return " + condition)));
    }

    @Test
    void pressingDStepsTheRangeOnTheServerAndRedrawsTheGround() throws Exception {
        Environment env = Preset.LAKESIDE.environment(12).withGround(BaseGround.standard().withSamples(97));
        WorldTiles world = new WorldTiles(env, 2);
        try (ViewerServer server = ViewerServer.start(world, 0)) {
            browser.load(server.uri().toString());
            browser.js("window.terrain4j.setOrbit({target: [-4000, 0, 0], distance: 9000, yaw: 0.2, pitch: 0.9})");
            new Actions(browser.driver).sendKeys("l").perform();
            waitFor("window.terrain4j.editor.fetched >= 1");
            List<String> elements = browser.driver.findElements(By.cssSelector("#rows li.element")).stream()
                    .map(e -> e.getText()).toList();
            // one row per element placed
            assertEquals(env.placements().size(), elements.size(), elements.toString());
            assertEquals(env.placements().get(0).element(), elements.get(0));
            new Actions(browser.driver).sendKeys(Keys.ENTER).perform();
            List<String> ranges = browser.driver.findElements(By.cssSelector("#rows li.range")).stream()
                    .map(e -> e.getText()).toList();
            Editor model = Editor.of(env);
            List<EditorRow> first = model.rows().stream().filter(r -> r.placement() == 0).toList();
            assertEquals(first.size(), ranges.size(), "choosing the first element shows its ranges: " + ranges);
            assertTrue(ranges.get(0).startsWith(first.get(0).range() + " " + first.get(0).kind()), ranges.get(0));
            browser.js("window.terrain4j.render()");
            BufferedImage before = browser.screenshot();
            long version = world.version();
            new Actions(browser.driver).sendKeys("d").perform();
            waitFor("window.terrain4j.state.loads >= 2");
            browser.js("window.terrain4j.render()");
            BufferedImage after = browser.screenshot();
            // the server received the stepped placement list: what the editor model gives for one press up
            assertEquals(List.of("op=step&row=0&presses=1"), browser.js("return window.terrain4j.editor.posted"));
            assertEquals(model.stepped(0, 1).placements(), world.placements());
            assertNotEquals(env.placements(), world.placements());
            assertEquals(version + 1, world.version());
            // and the ground was drawn again: pixels left of the panel changed
            int changed = 0;
            int panelLeft = (int) ((Number) browser.js("return document.getElementById('editor').getBoundingClientRect().left")).doubleValue();
            for (int y = 0; y < before.getHeight(); y++) {
                for (int x = 0; x < Math.min(panelLeft, before.getWidth()); x++) {
                    changed += before.getRGB(x, y) != after.getRGB(x, y) ? 1 : 0;
                }
            }
            assertTrue(changed > 500, "only " + changed + " pixels changed after stepping " + first.get(0).range());
            // RESTORE THE PRESET: every range back, the same world
            browser.driver.findElement(By.id("restore")).click();
            waitFor("window.terrain4j.state.loads >= 3");
            assertEquals(Editor.of(env).placements(), world.placements());
            assertEquals(List.of(), browser.js("return window.terrain4j.errors"));
            assertEquals(List.of(), browser.consoleErrors());
        }
    }

    /** A row whose edit cannot show says so on the page (CANYON COUNTRY's grass, under the sand), and others do not. */
    @Test
    void rowsThatCannotShowSaySoOnThePage() throws Exception {
        Environment env = Preset.CANYON_COUNTRY.environment(5).withGround(BaseGround.standard().withSamples(65));
        int grass = -1;
        for (int k = 0; k < env.placements().size(); k++) {
            grass = env.placements().get(k).element().equals("grass") ? k : grass;
        }
        try (ViewerServer server = ViewerServer.start(new WorldTiles(env, 1), 0)) {
            browser.load(server.uri().toString());
            new Actions(browser.driver).sendKeys("l").perform();
            waitFor("window.terrain4j.editor.fetched >= 1");
            // /editor.json carries the reason on the grass's rows, null on the others
            Object unseen = browser.js("return window.terrain4j.editor.data.rows.map(r => r.element + ':' + (r.unseen || ''))");
            for (Object o : (List<?>) unseen) {
                String row = (String) o;
                assertEquals(row.startsWith("grass:"), row.contains("painted over everywhere by sand"), row);
            }
            browser.driver.findElements(By.cssSelector("#rows li.element")).get(grass).click();
            List<String> ranges = browser.driver.findElements(By.cssSelector("#rows li.range")).stream()
                    .map(e -> e.getText()).toList();
            assertEquals(4, ranges.size(), ranges.toString());
            assertTrue(ranges.stream().allMatch(t -> t.contains("cannot show: the grass shows nowhere")), ranges.toString());
            assertEquals(List.of(), browser.consoleErrors());
        }
    }

    @Test
    void theEditorIsRefusedOnAModeWorld() throws Exception {
        Environment env = Preset.OPEN_COUNTRY.environment(3).withGround(BaseGround.standard().withSamples(65));
        try (ViewerServer server = ViewerServer.start(new WorldTiles(env, 1), 0)) {
            browser.load(server.uri().toString());
            new Actions(browser.driver).sendKeys("l").perform();
            waitFor("window.terrain4j.editor.fetched >= 1");
            assertTrue(browser.driver.findElement(By.id("refusal")).getText().contains("does not open on OPEN COUNTRY"),
                    browser.driver.findElement(By.id("refusal")).getText());
            assertTrue(browser.driver.findElements(By.cssSelector("#rows li")).isEmpty());
            assertFalse(browser.driver.findElement(By.id("restore")).isEnabled());
        }
    }

    /**
     * The RUNWAY box: ticking it sends the server the world with its strip (the placement list the editor model
     * gives for it), the ground is drawn again, and a range the generator held off the runway says so in its row.
     */
    @Test
    void theRunwayBoxChangesThePlacementsAndTheGroundAndNotesAHeldRange() throws Exception {
        Environment env = Preset.LAKESIDE.environment(12).withGround(BaseGround.standard().withSamples(97));
        WorldTiles world = new WorldTiles(env, 2);
        Editor withStrip = Editor.of(env.withRunway(true));
        EditorRow held = withStrip.rows().stream().filter(r -> r.note().isPresent()).findFirst().orElse(null);
        // looking down at where the strip will be sited (on dry ground: it is no longer built in the lake)
        org.terrain4j.world.RunwayRecord site = env.withRunway(true).generate().runway().orElseThrow();
        try (ViewerServer server = ViewerServer.start(world, 0)) {
            browser.load(server.uri().toString());
            browser.js("window.terrain4j.setOrbit({target: [" + site.x() + ", 0, " + site.z()
                    + "], distance: 5000, yaw: 0.2, pitch: 1.2})");
            new Actions(browser.driver).sendKeys("l").perform();
            waitFor("window.terrain4j.editor.fetched >= 1");
            assertFalse(world.runway());
            assertFalse(browser.driver.findElement(By.id("runway")).isSelected());
            browser.js("window.terrain4j.render()");
            BufferedImage before = browser.screenshot();
            long version = world.version();
            browser.driver.findElement(By.id("runway")).click();
            waitFor("window.terrain4j.state.loads >= 2");
            assertTrue(world.runway(), "the server's world has no strip");
            assertEquals(version + 1, world.version());
            assertEquals(withStrip.placements(), world.placements());
            assertNotEquals(Editor.of(env).placements(), world.placements());
            assertEquals(List.of("op=runway&on=true"), browser.js("return window.terrain4j.editor.posted"));
            browser.js("window.terrain4j.render()");
            BufferedImage after = browser.screenshot();
            int panelLeft = (int) ((Number) browser.js("return document.getElementById('editor').getBoundingClientRect().left")).doubleValue();
            int changed = 0;
            for (int y = 0; y < before.getHeight(); y++) {
                for (int x = 0; x < Math.min(panelLeft, before.getWidth()); x++) {
                    changed += before.getRGB(x, y) != after.getRGB(x, y) ? 1 : 0;
                }
            }
            assertTrue(changed > 500, "only " + changed + " pixels changed with the strip");
            // the panel is filled again from the preset with a strip: one row per element placed
            assertEquals(withStrip.placements().size(),
                    browser.driver.findElements(By.cssSelector("#rows li.element")).size());
            assertTrue(held != null, "LAKESIDE seed 12 with a strip holds no range off the runway");
            browser.driver.findElement(By.cssSelector("#rows li.element[data-placement='" + held.placement() + "']")).click();
            List<String> rows = browser.driver.findElements(By.cssSelector("#rows li.range")).stream()
                    .map(e -> e.getText()).toList();
            assertTrue(rows.stream().anyMatch(t -> t.startsWith(held.range() + " " + held.kind()) && t.contains(held.note().get())),
                    "no row says " + held.range() + " was held: " + rows);
            // and off again: the world without its strip
            browser.driver.findElement(By.id("runway")).click();
            waitFor("window.terrain4j.state.loads >= 3");
            assertFalse(world.runway());
            assertEquals(Editor.of(env).placements(), world.placements());
            assertEquals(List.of(), browser.js("return window.terrain4j.errors"));
            assertEquals(List.of(), browser.consoleErrors());
        }
    }
}
