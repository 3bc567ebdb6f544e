package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.io.IoTesting.DATA;
import static org.terrain4j.io.IoTesting.assertClearError;
import static org.terrain4j.io.IoTesting.assertStats;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

class SrtmHgtTest {

    /** WGS 84 semi-major axis, metres, and first eccentricity squared. */
    private static final double A = 6_378_137.0;
    private static final double E2 = 0.00669437999014;
    /** The series agrees with the closed form to about 0.1 m per degree (1e-6). */
    private static final double METRES_PER_DEGREE_TOLERANCE = 0.1;

    @TempDir
    Path dir;

    @Test
    void swedishTileMatchesGdal() throws IOException {
        Heightfield h = SrtmHgt.read(DATA.resolve("N57E011.hgt"));
        assertEquals(1201, h.columns());
        assertEquals(1201, h.rows());
        assertStats(h, -6, 163, 4.393);
    }

    @Test
    void frameKeepsTheGeographicPosition() throws IOException {
        Heightfield h = SrtmHgt.read(DATA.resolve("N57E011.hgt"));
        SrtmHgt.Tile tile = new SrtmHgt.Tile(57, 11);
        GridFrame f = h.frame();
        assertEquals(tile.frame(1201), f);
        // NW corner sample is at 58° N 11° E, SE corner at 57° N 12° E
        assertEquals(11, tile.longitude(f.x(0)), 1e-12);
        assertEquals(58, tile.latitude(f.z(0)), 1e-12);
        assertEquals(12, tile.longitude(f.x(1200)), 1e-12);
        assertEquals(57, tile.latitude(f.z(1200)), 1e-12);
        // 3″ spacing in metres at 57.5° N from the ellipsoid's closed form
        double phi = Math.toRadians(57.5);
        double w = Math.sqrt(1 - E2 * Math.sin(phi) * Math.sin(phi));
        assertEquals(Math.PI * A * Math.cos(phi) / (180 * w) / 1200, f.spacingX(), 1e-4);
        assertEquals(Math.PI * A * (1 - E2) / (180 * w * w * w) / 1200, f.spacingZ(), 1e-4);
    }

    @Test
    void metresPerDegreeFollowTheEllipsoid() {
        for (int south = -90; south <= 89; south += 7) {
            SrtmHgt.Tile t = new SrtmHgt.Tile(south, 0);
            double phi = Math.toRadians(south + 0.5);
            double w = Math.sqrt(1 - E2 * Math.sin(phi) * Math.sin(phi));
            assertEquals(Math.PI * A * Math.cos(phi) / (180 * w), t.metresPerDegreeX(), METRES_PER_DEGREE_TOLERANCE,
                    "longitude degree at " + phi);
            assertEquals(Math.PI * A * (1 - E2) / (180 * w * w * w), t.metresPerDegreeZ(),
                    METRES_PER_DEGREE_TOLERANCE, "latitude degree at " + phi);
        }
    }

    @Test
    void valuesAgreeWithGdal() throws Exception {
        IoTesting.assumeGdal();
        Heightfield h = SrtmHgt.read(DATA.resolve("N57E011.hgt"));
        // corners, a few fixed points, and the highest sample (away from the sea at 0)
        int top = 0;
        for (int i = 0; i < h.sampleCount(); i++) {
            if (h.get(i % 1201, i / 1201) == 163) {
                top = i;
            }
        }
        int[][] at = {{0, 0}, {1200, 1200}, {1000, 200}, {17, 600}, {600, 17}, {top % 1201, top / 1201}};
        double[] g = IoTesting.gdalValues(DATA.resolve("N57E011.hgt"), at);
        for (int k = 0; k < at.length; k++) {
            assertEquals(g[k], h.get(at[k][0], at[k][1]), "sample " + at[k][0] + ", " + at[k][1]);
        }
        assertEquals(163, g[at.length - 1]);
    }

    @Test
    void tileNames() {
        assertEquals(Optional.of(new SrtmHgt.Tile(57, 11)), SrtmHgt.Tile.fromName("N57E011.hgt"));
        assertEquals(Optional.of(new SrtmHgt.Tile(-1, -78)), SrtmHgt.Tile.fromName("s01w078.SRTMGL1.hgt"));
        assertEquals("S01W078", new SrtmHgt.Tile(-1, -78).name());
        assertEquals(Optional.empty(), SrtmHgt.Tile.fromName("volcano.hgt"));
        assertEquals(Optional.empty(), SrtmHgt.Tile.fromName("N95E011.hgt"));
        assertEquals(Optional.empty(), SrtmHgt.Tile.fromName("N10E200.hgt"));
    }

    @Test
    void voidsBecomeNaNAndSamplesAreSignedBigEndian() throws IOException {
        ByteBuffer b = ByteBuffer.allocate(2 * 1201 * 1201);
        b.putShort(0, (short) -32768);
        b.putShort(2, (short) -5);
        b.putShort(4, (short) 0x0102);
        b.putShort(2 * (1201 * 1201 - 1), (short) 8848);
        Path f = dir.resolve("S01W078.hgt");
        Files.write(f, b.array());
        Heightfield h = SrtmHgt.read(f);
        assertTrue(Double.isNaN(h.get(0, 0)));
        assertEquals(-5, h.get(1, 0));
        assertEquals(258, h.get(2, 0));
        assertEquals(8848, h.get(1200, 1200));
        assertEquals(1, h.noDataCount());
        assertEquals(new SrtmHgt.Tile(-1, -78).frame(1201), h.frame());
    }

    @Test
    void srtm1SizeIsRecognised() throws IOException {
        Path f = dir.resolve("N00E000.hgt");
        Files.write(f, new byte[2 * 3601 * 3601]);
        Heightfield h = SrtmHgt.read(f);
        assertEquals(3601, h.columns());
        assertEquals(0, h.max());
        assertEquals(new SrtmHgt.Tile(0, 0).metresPerDegreeZ() / 3600, h.frame().spacingZ(), 1e-9);
    }

    @Test
    void truncatedTileIsAClearError() throws IOException {
        Path f = dir.resolve("N57E011.hgt");
        byte[] whole = Files.readAllBytes(DATA.resolve("N57E011.hgt"));
        Files.write(f, java.util.Arrays.copyOf(whole, whole.length - 1000));
        assertClearError(RasterFormatException.class, f, "truncated", () -> SrtmHgt.read(f));
    }

    @Test
    void otherSizesAndNamesAreClearErrors() throws IOException {
        Path big = dir.resolve("N10E010.hgt");
        Files.write(big, new byte[2 * 1201 * 1201 + 2]);
        assertClearError(RasterFormatException.class, big, "not an SRTM tile", () -> SrtmHgt.read(big));
        Path anon = dir.resolve("tile.hgt");
        Files.write(anon, new byte[2 * 1201 * 1201]);
        assertClearError(RasterFormatException.class, anon, "file name", () -> SrtmHgt.read(anon));
        assertEquals(1201, SrtmHgt.read(anon, new SrtmHgt.Tile(10, 10)).columns());
        Path missing = dir.resolve("N11E011.hgt");
        assertClearError(NoSuchFileException.class, missing, "not found", () -> SrtmHgt.read(missing));
    }
}
