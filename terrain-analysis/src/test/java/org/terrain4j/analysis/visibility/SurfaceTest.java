package org.terrain4j.analysis.visibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;

/** The ground the sight lines read: exact on samples and grid lines beside voids, bilinear inside, in a UTM frame. */
class SurfaceTest {

    private static final GridFrame UTM = new GridFrame(500_000.35, -6_400_000.2, 30.87, 30.87);

    /** 5 × 4 samples of the plane 2c + 3r (bilinear interpolation reproduces it exactly), voids where asked. */
    private static Surface plane(boolean copied, int... voids) {
        float[] h = new float[20];
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 5; c++) {
                h[r * 5 + c] = 2 * c + 3 * r;
            }
        }
        for (int v : voids) {
            h[v] = Float.NaN;
        }
        Heightfield f = Heightfield.of(5, 4, h).withFrame(UTM);
        return copied ? Surface.copied(f) : Surface.of(f);
    }

    @Test
    void everySamplesOwnPositionIsItsColumnAndRowAndItsGroundIsItsHeight() {
        for (boolean copied : new boolean[] {false, true}) {
            // voids at (1, 1), (3, 2) and (4, 0): every other sample has one beside it or on its lines
            Surface s = plane(copied, 6, 13, 4);
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 5; c++) {
                    if ((c == 1 && r == 1) || (c == 3 && r == 2) || (c == 4 && r == 0)) {
                        continue;
                    }
                    GroundPoint p = new GroundPoint(UTM.x(c), UTM.z(r));
                    double col = s.column("p", p);
                    double row = s.row("p", p);
                    assertEquals(c, col, p.toString());
                    assertEquals(r, row, p.toString());
                    assertEquals(2 * c + 3 * r, s.ground("p", col, row), c + ", " + r);
                }
            }
        }
    }

    @Test
    void groundIsBilinearAndReadsOnlyTheCornersWithWeight() {
        Surface s = plane(true, 6); // a void at (1, 1)
        // along the lines beside the void: row 0, column 0, the last row and column
        assertEquals(2 * 0.5, s.ground("p", 0.5, 0), 1e-12);
        assertEquals(3 * 0.5, s.ground("p", 0, 0.5), 1e-12);
        assertEquals(2 * 1.25 + 3 * 3, s.ground("p", 1.25, 3), 1e-12);
        assertEquals(2 * 4 + 3 * 2.5, s.ground("p", 4, 2.5), 1e-12);
        assertEquals(2 * 2 + 3 * 1.5, s.ground("p", 2, 1.5), 1e-12);
        // inside cells with four finite corners
        assertEquals(2 * 2.5 + 3 * 1.75, s.ground("p", 2.5, 1.75), 1e-12);
        assertEquals(2 * 3.2 + 3 * 2.9, s.ground("p", 3.2, 2.9), 1e-12);
        // the last row and column (the cell index is clamped, the weight is 1)
        assertEquals(2 * 3.5 + 3 * 3, s.ground("p", 3.5, 3), 1e-12);
        assertEquals(2 * 4 + 3 * 0.25, s.ground("p", 4, 0.25), 1e-12);
        assertEquals(2 * 4 + 3 * 3, s.ground("p", 4, 3), 1e-12);
        // a weighted corner on the void is refused, naming the point
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.ground("observer", 0.5, 0.5));
        assertTrue(e.getMessage().startsWith("observer stands on no-data (NaN) at column 0.5, row 0.5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.ground("target", 1, 0.5));
        assertThrows(IllegalArgumentException.class, () -> s.ground("target", 1.5, 1));
    }

    @Test
    void positionsOffTheGridAreRefusedWithItsExtent() {
        Surface s = plane(false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.column("observer", new GroundPoint(UTM.x(4.5), UTM.z(1))));
        assertTrue(e.getMessage().startsWith("observer must lie inside the grid (x in [" + UTM.x(0) + ", " + UTM.x(4)
                + "] m)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> s.row("target", new GroundPoint(UTM.x(1), UTM.z(-0.5))));
        assertTrue(e.getMessage().startsWith("target must lie inside the grid (z in [" + UTM.z(0) + ", " + UTM.z(3)
                + "] m)"), e.getMessage());
        // within rounding of the edges: on them
        assertEquals(4, s.column("p", new GroundPoint(UTM.x(4) + 1e-9, 0)));
        assertEquals(0, s.row("p", new GroundPoint(0, UTM.z(0) - 1e-9)));
        assertEquals(30.87 * 5, s.distance(3, 4), 1e-12);
    }
}
