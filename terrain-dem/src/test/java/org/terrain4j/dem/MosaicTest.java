package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.io.SrtmHgt;

class MosaicTest {

    @TempDir
    Path dir;

    @Test
    void twoHalvesOfTheRealTileJoinBackToTheTile() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        Heightfield west = new Window(0, 0, 700, 1201).crop(tile);
        Heightfield east = new Window(600, 0, 601, 1201).crop(tile); // 100 shared columns
        Heightfield joined = Mosaic.standard().join(List.of(east, west));
        assertEquals(tile.columns(), joined.columns());
        assertEquals(tile.rows(), joined.rows());
        assertEquals(tile.frame(), joined.frame());
        assertEquals(tile, joined);
        assertEquals(tile, Mosaic.standard().withOverlap(Mosaic.Overlap.AVERAGE).join(List.of(west, east)));
    }

    @Test
    void tilesNamingOneEpsgCodeJoinWhetherOrNotTheyCarryItsWkt() {
        // review finding: a crop written as GeoTIFF (the code alone) and one written as .asc + .prj (its
        // WKT, which names the code) were "EPSG:4326 but EPSG:4326"
        org.terrain4j.api.CoordinateSystem code = org.terrain4j.api.CoordinateSystem.ofEpsg(4326);
        org.terrain4j.api.CoordinateSystem text = org.terrain4j.api.CoordinateSystem.ofWkt(
                "GEOGCS[\"WGS 84\",DATUM[\"WGS_1984\",SPHEROID[\"WGS 84\",6378137,298.257223563,AUTHORITY[\"EPSG\","
                + "\"7030\"]],AUTHORITY[\"EPSG\",\"6326\"]],PRIMEM[\"Greenwich\",0],UNIT[\"degree\",0.0174532925199433],"
                + "AUTHORITY[\"EPSG\",\"4326\"]]");
        assertEquals(4326, text.epsg().getAsInt());
        Heightfield a = new HeightfieldBuffer(3, 1, GridFrame.of(0, 0, 2)
                .withGeoreference(org.terrain4j.api.Georeference.in(code))).fill(1).freeze();
        Heightfield b = new HeightfieldBuffer(3, 1, GridFrame.of(6, 0, 2)
                .withGeoreference(org.terrain4j.api.Georeference.in(text))).fill(1).freeze();
        assertEquals(6, Mosaic.standard().join(List.of(a, b)).columns());
        Heightfield utm = new HeightfieldBuffer(3, 1, GridFrame.of(6, 0, 2).withGeoreference(
                org.terrain4j.api.Georeference.in(org.terrain4j.api.CoordinateSystem.ofEpsg(32633)))).fill(1).freeze();
        var e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().join(List.of(a, utm)));
        assertTrue(e.getMessage().contains("EPSG:32633") && e.getMessage().contains("EPSG:4326"), e.getMessage());
    }

    @Test
    void voidsInOneTileAreTakenFromTheOther() {
        HeightfieldBuffer a = new HeightfieldBuffer(3, 2, GridFrame.of(0, 0, 1));
        a.fill(1).set(2, 0, Double.NaN);
        HeightfieldBuffer b = new HeightfieldBuffer(3, 2, GridFrame.of(2, 0, 1));
        b.fill(5).set(0, 1, Double.NaN);
        Heightfield fa = a.freeze();
        Heightfield m = Mosaic.standard().join(List.of(fa, b.freeze()));
        assertEquals(5, m.columns());
        assertEquals(5, m.get(2, 0)); // a's void, b defined
        assertEquals(1, m.get(2, 1)); // b's void, a defined
        assertTrue(Double.isNaN(Mosaic.standard().join(List.of(fa,
                new HeightfieldBuffer(1, 1, GridFrame.of(0, 5, 1)).fill(2).freeze())).get(1, 3)));
    }

    @Test
    void disagreeingOverlapsAreRefusedOrResolvedAsAsked() {
        Heightfield a = new HeightfieldBuffer(3, 1, GridFrame.of(0, 0, 2)).fill(1).freeze();
        Heightfield b = new HeightfieldBuffer(3, 1, GridFrame.of(4, 0, 2)).fill(3).freeze();
        var e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().join(List.of(a, b)));
        assertTrue(e.getMessage().contains("tiles[0] and tiles[1] differ at mosaic column 2, row 0")
                && e.getMessage().contains("1.0 against 3.0"), e.getMessage());
        assertEquals(2, Mosaic.standard().withOverlap(Mosaic.Overlap.AVERAGE).join(List.of(a, b)).get(2, 0));
        assertEquals(3, Mosaic.standard().withOverlap(Mosaic.Overlap.FIRST).join(List.of(b, a)).get(2, 0));
        assertEquals(1, Mosaic.standard().withTolerance(2).join(List.of(a, b)).get(2, 0));
    }

    @Test
    void tilesOffTheLatticeOrOfAnotherSpacingAreRefused() {
        Heightfield a = Heightfield.filled(3, 3, 1).withFrame(GridFrame.of(0, 0, 2));
        var e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard()
                .join(List.of(a, a.withFrame(GridFrame.of(3, 0, 2)))));
        assertTrue(e.getMessage().contains("tiles[1] lies 1.50000000 samples from tiles[0] along x"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard()
                .join(List.of(a, a.withFrame(GridFrame.of(0, 0, 3)))));
        assertTrue(e.getMessage().contains("spacing"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().join(List.of()));
        GridFrame utm = GridFrame.of(0, 0, 2).withGeoreference(
                org.terrain4j.api.Georeference.in(org.terrain4j.api.CoordinateSystem.ofEpsg(32632)));
        e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().join(List.of(a, a.withFrame(utm))));
        assertTrue(e.getMessage().contains("tiles[1] lies in") && e.getMessage().contains("local frame"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().withTolerance(-1));
        assertTrue(e.getMessage().contains("tolerance"), e.getMessage());
    }

    /** Writes an SRTM3 tile whose west column equals the given column of the real tile, the rest a slope. */
    private Path neighbour(String name, Heightfield tile, int sharedColumn, boolean sharedIsWest) throws Exception {
        int n = tile.columns();
        ByteBuffer b = ByteBuffer.allocate(2 * n * n).order(ByteOrder.BIG_ENDIAN);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                boolean shared = sharedIsWest ? c == 0 : r == n - 1;
                double v = shared ? (sharedIsWest ? tile.get(sharedColumn, r) : tile.get(c, 0)) : (r + c) % 200;
                b.putShort((short) v);
            }
        }
        Path f = dir.resolve(name);
        Files.write(f, b.array());
        return f;
    }

    @Test
    void srtmNeighboursArePlacedByTheirNames() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        Path copy = Files.copy(DemTesting.TILE, dir.resolve("N57E011.hgt"));
        Path east = neighbour("N57E012.hgt", tile, 1200, true);
        Heightfield eastTile = SrtmHgt.read(east);
        Heightfield m = Mosaic.standard().joinSrtm(List.of(east, copy));
        assertEquals(2401, m.columns());
        assertEquals(1201, m.rows());
        assertEquals(tile, new Window(0, 0, 1201, 1201).crop(m).withFrame(tile.frame()));
        assertEquals(eastTile, new Window(1200, 0, 1201, 1201).crop(m).withFrame(eastTile.frame()));
        // one degree tall: the frame is the tile's own equirectangular placement, extended east
        assertEquals(tile.frame(), m.frame());

        // a diagonal neighbour leaves two degrees of voids in the 2 × 2 rectangle
        Path north = neighbour("N58E012.hgt", tile, 0, true);
        Heightfield square = Mosaic.standard().withOverlap(Mosaic.Overlap.FIRST).joinSrtm(List.of(copy, north));
        assertEquals(2401, square.columns());
        assertEquals(2401, square.rows());
        assertTrue(Double.isNaN(square.get(10, 10)));
        assertEquals(tile.get(10, 10), square.get(10, 1210));
    }

    @Test
    void srtmTilesThatDisagreeOrRepeatAreRefused() throws Exception {
        Heightfield tile = SrtmHgt.read(DemTesting.TILE);
        Path copy = Files.copy(DemTesting.TILE, dir.resolve("N57E011.hgt"));
        Path east = neighbour("N57E012.hgt", tile, 600, true); // wrong column: edges differ
        var e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().joinSrtm(List.of(copy, east)));
        assertTrue(e.getMessage().contains("differ at mosaic column 1200"), e.getMessage());
        Path again = Files.copy(DemTesting.TILE, dir.resolve("n57e011_copy.hgt"));
        e = assertThrows(IllegalArgumentException.class, () -> Mosaic.standard().joinSrtm(List.of(copy, again)));
        assertTrue(e.getMessage().contains("both tile N57E011"), e.getMessage());
    }
}
