package org.terrain4j.viewer;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;

import javax.imageio.ImageIO;

import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.terrain4j.testkit.Oracles;

/**
 * Debian's chromium, headless on SwiftShader, driven by chromedriver through Selenium: one per test
 * class. Skips the test when either is missing, unless TERRAIN4J_REQUIRE_ORACLES is set.
 */
final class Browser implements AutoCloseable {

    /** Chromium: TERRAIN4J_CHROMIUM, else the first of these on PATH (Debian's package installs chromium). */
    static final Optional<Path> CHROMIUM = Oracles.program("TERRAIN4J_CHROMIUM", "chromium", "chromium-browser",
            "google-chrome");
    /** Its driver: TERRAIN4J_CHROMEDRIVER, else chromedriver on PATH (Debian's chromium-driver). */
    static final Optional<Path> DRIVER = Oracles.program("TERRAIN4J_CHROMEDRIVER", "chromedriver");
    static final int WIDTH = 800;
    static final int HEIGHT = 600;

    final ChromeDriver driver;

    private Browser(ChromeDriver driver) {
        this.driver = driver;
    }

    static Browser open() {
        Oracles.require(CHROMIUM.isPresent() && DRIVER.isPresent(),
                "chromium and chromium-driver (apt-get install chromium chromium-driver, or TERRAIN4J_CHROMIUM and"
                        + " TERRAIN4J_CHROMEDRIVER)");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.get().toFile());
        o.addArguments("--headless", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                "--window-size=" + WIDTH + "," + HEIGHT, "--hide-scrollbars", "--force-device-scale-factor=1",
                "--allow-file-access-from-files");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.get().toFile())
                .usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
        return new Browser(d);
    }

    /** Loads the page and waits for its first tile. */
    void load(String url) {
        driver.get(url);
        new WebDriverWait(driver, Duration.ofSeconds(180)).until(
                x -> Boolean.TRUE.equals(js("return window.terrain4j && (window.terrain4j.ready || window.terrain4j.errors.length > 0)")));
        js("window.terrain4j.pause(true)");
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    Object jsAsync(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeAsyncScript(script, args);
    }

    BufferedImage screenshot() {
        try {
            return ImageIO.read(new ByteArrayInputStream(driver.getScreenshotAs(OutputType.BYTES)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Console messages at SEVERE (errors), ignoring the favicon the browser asks for on its own. */
    List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(m -> !m.contains("favicon.ico"))
                .toList();
    }

    static void save(BufferedImage img, File file) {
        try {
            ImageIO.write(img, "png", file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
