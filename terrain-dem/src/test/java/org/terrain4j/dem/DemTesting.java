package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.RawHeightmap;
import org.terrain4j.testkit.Oracles;

/** Shared helpers of the DEM preparation tests: the real tile, and GDAL run as a process. */
final class DemTesting {

    static final Path DATA = Path.of("..", "data");
    static final Path TILE = DATA.resolve("N57E011.hgt");

    private DemTesting() {
    }

    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }

    static void assumeTools(String... tools) {
        boolean all = true;
        for (String t : tools) {
            all &= onPath(t);
        }
        Oracles.require(all, String.join(", ", tools) + " on the PATH");
    }

    static String run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "timed out: " + String.join(" ", command));
        String text = new String(out, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), () -> String.join(" ", command) + " failed: " + text);
        return text;
    }

    /** Writes a field as .asc with no-data −9999 for GDAL, and turns it into a float32 ENVI file. */
    static Path toEnvi(Heightfield field, Path dir, String name) throws IOException, InterruptedException {
        Path asc = dir.resolve(name + ".asc");
        AsciiGrid.write(field, asc, -9999);
        Path envi = dir.resolve(name + ".envi");
        run("gdal_translate", "-q", "-ot", "Float32", "-of", "ENVI", asc.toString(), envi.toString());
        return envi;
    }

    /** Reads GDAL's float32 little-endian ENVI output, −9999 as NaN. */
    static float[] readEnvi(Path envi, int columns, int rows) throws IOException {
        float[] a = RawHeightmap.f32().withByteOrder(ByteOrder.LITTLE_ENDIAN).withSize(columns, rows).read(envi).toArray();
        for (int i = 0; i < a.length; i++) {
            if (a[i] == -9999f) {
                a[i] = Float.NaN;
            }
        }
        return a;
    }
}
