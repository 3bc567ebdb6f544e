package org.terrain4j.viewer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Preset;
import org.terrain4j.world.World;
import org.terrain4j.world.WorldGlb;
import org.terrain4j.world.sky.DayCycle;

/** The self-contained page renders from file://, fetching nothing. */
class HtmlPageTest {

    @TempDir
    Path dir;

    @Test
    @SuppressWarnings("unchecked")
    void rendersOfflineFromAFile() throws Exception {
        World world = Preset.LAKESIDE.environment(12).withGround(BaseGround.standard().withSamples(97)).generate();
        Path page = dir.resolve("lakeside.html");
        HtmlPage.write(WorldGlb.mesh(world), "LAKESIDE <12>", page);
        String html = Files.readString(page);
        assertTrue(html.contains("<title>LAKESIDE &lt;12&gt;</title>"));
        assertTrue(html.contains("Copyright © 2010-2025 three.js authors"), "three.js's licence notice travels with it");
        try (Browser b = Browser.open()) {
            b.driver.get(page.toUri().toString());
            new WebDriverWait(b.driver, Duration.ofSeconds(120)).until(x -> Boolean.TRUE.equals(
                    b.js("return window.terrain4j && (window.terrain4j.ready || window.terrain4j.errors.length > 0)")));
            assertEquals(List.of(), b.js("return window.terrain4j.errors"));
            assertEquals(List.of(), b.consoleErrors());
            // nothing was fetched but the page's own blobs
            List<String> fetched = (List<String>) b.js("return performance.getEntriesByType('resource').map(e => e.name)");
            for (String u : fetched) {
                assertTrue(u.startsWith("blob:"), "fetched " + u);
            }
            BufferedImage img = b.screenshot();
            int sky = DayCycle.standard().at(0.5).sky().toSrgb();
            Browser.save(img, Path.of("target", "html-page.png").toFile());
            int ground = 0;
            int samples = 0;
            for (int y = img.getHeight() / 3; y < img.getHeight(); y += 4) {
                for (int x = 0; x < img.getWidth(); x += 4) {
                    samples++;
                    ground += Math.abs(((img.getRGB(x, y) >> 8) & 0xFF) - ((sky >> 8) & 0xFF)) > 12 ? 1 : 0;
                }
            }
            // the world fills a good part of the lower two thirds of the picture
            assertTrue(ground > samples / 4, "little ground drawn: " + ground + " of " + samples);
            int corner = img.getRGB(2, img.getHeight() - 3) & 0xFFFFFF;
            assertTrue(corner != 0, "the page is drawn");
        }
    }
}
