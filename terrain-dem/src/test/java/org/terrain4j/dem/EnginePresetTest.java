package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.io.PngHeightmap;

class EnginePresetTest {

    @TempDir
    Path dir;

    /** A 33 × 33 ramp: height = 100 + 2·column − row metres, 5 m spacing. */
    static Heightfield ramp(int n) {
        return Heightfield.sampled(GridFrame.of(0, 0, 5), n, n, (x, z) -> 100 + 2 * x / 5 - z / 5);
    }

    @Test
    void unityGetsLittleEndianSixteenBitRowsSouthFirst() throws Exception {
        Heightfield h = ramp(33);
        Path f = dir.resolve("unity.raw");
        EngineExport e = EnginePreset.UNITY.write(h, f);
        byte[] bytes = Files.readAllBytes(f);
        assertEquals(33 * 33 * 2, bytes.length, "Unity: resolution² samples of 2 bytes");
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        // the lowest height (column 0, the southern row 32) is the file's first sample, and 0
        assertEquals(0, Short.toUnsignedInt(b.getShort(0)));
        // the highest (column 32, northern row 0) is the last row's last sample, and 65535
        assertEquals(65535, Short.toUnsignedInt(b.getShort(bytes.length - 2)));
        double range = h.max() - h.min();
        assertEquals(range, e.heightRange(), 1e-9);
        assertTrue(e.instructions().get(1).contains("Terrain Width 160 m, Terrain Length 160 m, Terrain Height "
                + EngineExport.number(range) + " m"), e.instructions().toString());
    }

    @Test
    void unrealGetsAPngOfAnAllowedSizeAndItsScale() throws Exception {
        Heightfield h = ramp(127);
        Path f = dir.resolve("unreal.png");
        EngineExport e = EnginePreset.UNREAL.write(h, f);
        Heightfield back = PngHeightmap.read(f);
        assertEquals(127, back.columns());
        assertTrue(h.equalsWithin(back, e.mapping().scale()), "north row first, as images are");
        double range = h.max() - h.min();
        assertEquals(100 * range / 512 * 65536 / 65535, e.unrealZScale(), 1e-9, "Z scale 100 spans 512 m");
        assertTrue(e.instructions().get(1).startsWith("Scale X 500, Y 500, Z "), e.instructions().toString());
    }

    @Test
    void r16KeepsAnySizeLittleEndian() throws Exception {
        Heightfield h = Heightfield.sampled(GridFrame.UNIT, 10, 7, (x, z) -> x * z);
        Path f = dir.resolve("wm.r16");
        EnginePreset.R16.write(h, f);
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(f)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(140, b.capacity());
        assertEquals(65535, Short.toUnsignedInt(b.getShort(138)));
    }

    @Test
    void wrongSizesAndVoidsAreRefusedNamingWhatIsAllowed() {
        var e = assertThrows(IllegalArgumentException.class, () -> EnginePreset.UNITY.write(ramp(100),
                dir.resolve("x.raw")));
        assertTrue(e.getMessage().contains("33, 65, 129, 257, 513, 1025, 2049 or 4097")
                && e.getMessage().contains("resample it to 129 × 129"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("x.raw")));
        e = assertThrows(IllegalArgumentException.class, () -> EnginePreset.UNREAL.check(ramp(1000)));
        assertTrue(e.getMessage().contains("1009 × 1009"), e.getMessage());
        HeightfieldBuffer b = ramp(33).toBuffer();
        b.set(3, 3, Double.NaN);
        Heightfield holed = b.freeze();
        e = assertThrows(IllegalArgumentException.class, () -> EnginePreset.UNITY.check(holed));
        assertTrue(e.getMessage().contains("1 NaN samples; fill them first"), e.getMessage());
        assertEquals(2049, EnginePreset.UNITY.nearestSize(1801));
        assertEquals(4033, EnginePreset.UNREAL.nearestSize(3601));
        assertEquals(3601, EnginePreset.R16.nearestSize(3601));
        assertTrue(EnginePreset.UNREAL.fits(2017, 1009));
        assertFalse(EnginePreset.UNITY.fits(2049, 1025));
    }
}
