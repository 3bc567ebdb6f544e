package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.AsciiGrid;
import org.terrain4j.io.SrtmHgt;

class WindowTest {

    @TempDir
    Path dir;

    @Test
    void cropMatchesGdalTranslateSrcwin() throws Exception {
        DemTesting.assumeTools("gdal_translate");
        Heightfield volcano = AsciiGrid.read(DemTesting.DATA.resolve("volcano.asc"));
        Path out = dir.resolve("crop.asc");
        DemTesting.run("gdal_translate", "-q", "-srcwin", "10", "20", "30", "15", "-of", "AAIGrid",
                DemTesting.DATA.resolve("volcano.asc").toString(), out.toString());
        Heightfield gdal = AsciiGrid.read(out);
        Heightfield ours = new Window(10, 20, 30, 15).crop(volcano);
        assertEquals(gdal.columns(), ours.columns());
        assertEquals(gdal.rows(), ours.rows());
        assertTrue(gdal.equalsWithin(ours, 0), "same samples as gdal_translate -srcwin");
        GridFrame g = gdal.frame();
        GridFrame o = ours.frame();
        assertEquals(g.originX(), o.originX(), 1e-9);
        assertEquals(g.originZ(), o.originZ(), 1e-9);
        assertEquals(g.spacingX(), o.spacingX(), 1e-12);
    }

    @Test
    void coveringKeepsTheSamplesInsideARectangleEdgesIncluded() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        GridFrame f = tile.frame();
        Window w = Window.covering(tile, f.x(100), f.z(200), f.x(299), f.z(250));
        assertEquals(new Window(100, 200, 200, 51), w);
        // corners in any order, slightly inside the samples: the inner samples only
        assertEquals(new Window(101, 201, 198, 49), Window.covering(tile, f.x(298.5), f.z(249.5), f.x(100.5),
                f.z(200.5)));
        Heightfield part = w.crop(tile);
        assertEquals(tile.get(100, 200), part.get(0, 0));
        assertEquals(f.x(100), part.frame().originX(), 1e-6);
        // a rectangle reaching past the grid is clipped to it
        assertEquals(new Window(0, 0, 11, 1201), Window.covering(tile, f.x(-50), f.z(-9), f.x(10), f.z(5000)));
    }

    @Test
    void badWindowsAreRefusedByName() throws Exception {
        Heightfield h = Heightfield.filled(10, 5, 1);
        var e = assertThrows(IllegalArgumentException.class, () -> new Window(5, 0, 6, 5).crop(h));
        assertTrue(e.getMessage().contains("columns 5…10") && e.getMessage().contains("columns 0…9"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Window(-1, 0, 1, 1));
        assertTrue(e.getMessage().contains("column and row must be >= 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Window(0, 0, 0, 1));
        assertTrue(e.getMessage().contains(">= 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Window.covering(h, 20, 20, 30, 30));
        assertTrue(e.getMessage().contains("no sample lies inside") && e.getMessage().contains("x 0.0…9.0"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Window.covering(h, Double.NaN, 0, 1, 1));
        assertTrue(e.getMessage().contains("finite"), e.getMessage());
    }
}
