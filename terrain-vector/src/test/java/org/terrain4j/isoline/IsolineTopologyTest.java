package org.terrain4j.isoline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;
import org.terrain4j.testkit.Fields;

/**
 * Rotating or mirroring the input by 90° never changes contour topology: per level, the number of
 * rings and of open lines; per band, the number of polygons and of holes. Checked over smooth
 * fields, white noise, and integer fields cut at integer levels (where samples equal levels and
 * saddle means equal levels exactly), with and without no-data.
 */
class IsolineTopologyTest {

    /** Isoband areas are sums of many shoelace terms: relative rounding. */
    private static final double AREA_RELATIVE_TOLERANCE = 1e-9;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x150_11_AE5L, 60);
    }

    /** One generated case: a field and its levels. */
    private record Case(Heightfield field, double[] levels) {
    }

    private static Case generate(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = rnd.nextInt(2, 40);
        int rows = rnd.nextInt(2, 40);
        int kind = rnd.nextInt(3);
        Heightfield field;
        double[] levels;
        if (kind == 0) {
            field = Fields.smooth(rnd, columns, rows, 10);
            levels = rnd.doubles(5, -10, 10).toArray();
        } else if (kind == 1) {
            field = Fields.uniform(rnd, columns, rows, 0, 1);
            levels = rnd.doubles(3, 0, 1).toArray();
        } else {
            field = Fields.uniform(rnd, columns, rows, 0, 4).map(Math::floor);
            levels = new double[] {1, 2, 3};
        }
        if (rnd.nextBoolean()) {
            double fraction = rnd.nextDouble(0, 0.15);
            long noDataSeed = rnd.nextLong();
            SplittableRandom holes = new SplittableRandom(noDataSeed);
            float[] data = field.toArray();
            for (int i = 0; i < data.length; i++) {
                if (holes.nextDouble() < fraction) {
                    data[i] = Float.NaN;
                }
            }
            field = Heightfield.of(columns, rows, data);
        }
        return new Case(field, levels);
    }

    /** Quarter turn: the new grid has the old rows as columns. */
    static Heightfield rotate(Heightfield f) {
        int c0 = f.columns();
        int r0 = f.rows();
        float[] out = new float[c0 * r0];
        for (int r = 0; r < c0; r++) {
            for (int c = 0; c < r0; c++) {
                out[r * r0 + c] = (float) f.get(r, r0 - 1 - c);
            }
        }
        return Heightfield.of(r0, c0, out);
    }

    /** Mirror east–west. */
    static Heightfield mirror(Heightfield f) {
        int cols = f.columns();
        int rows = f.rows();
        float[] out = new float[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                out[r * cols + c] = (float) f.get(cols - 1 - c, r);
            }
        }
        return Heightfield.of(cols, rows, out);
    }

    private static List<String> lineTopology(Heightfield f, Isolines iso) {
        List<String> out = new ArrayList<>();
        for (IsolineLevel level : iso.trace(f)) {
            out.add(level.level() + ": rings " + level.rings() + ", open " + level.openLines());
        }
        return out;
    }

    private static List<String> bandTopology(Heightfield f, Isolines iso) {
        List<String> out = new ArrayList<>();
        for (Isoband band : iso.bands(f)) {
            int holes = band.polygons().stream().mapToInt(p -> p.holes().size()).sum();
            out.add(band.lower() + "…" + band.upper() + ": polygons " + band.polygons().size()
                    + ", holes " + holes);
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rotationAndMirrorKeepRingsAndOpenLinesPerLevel(long seed) {
        Case k = generate(seed);
        Isolines iso = Isolines.at(k.levels());
        List<String> expected = lineTopology(k.field(), iso);
        Heightfield r1 = rotate(k.field());
        Heightfield r2 = rotate(r1);
        Heightfield r3 = rotate(r2);
        assertEquals(expected, lineTopology(r1, iso), "90°");
        assertEquals(expected, lineTopology(r2, iso), "180°");
        assertEquals(expected, lineTopology(r3, iso), "270°");
        assertEquals(expected, lineTopology(mirror(k.field()), iso), "mirror");
        assertEquals(expected, lineTopology(mirror(r1), iso), "mirror of 90°");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rotationAndMirrorKeepBandPolygonsAndHoles(long seed) {
        Case k = generate(seed);
        Isolines iso = Isolines.at(k.levels());
        List<String> expected = bandTopology(k.field(), iso);
        Heightfield r1 = rotate(k.field());
        assertEquals(expected, bandTopology(r1, iso), "90°");
        assertEquals(expected, bandTopology(rotate(rotate(r1)), iso), "270°");
        assertEquals(expected, bandTopology(mirror(k.field()), iso), "mirror");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void bandsCoverTheValidCellsExactlyOnce(long seed) {
        Case k = generate(seed);
        Heightfield f = k.field();
        int valid = 0;
        for (int r = 0; r + 1 < f.rows(); r++) {
            for (int c = 0; c + 1 < f.columns(); c++) {
                if (!Double.isNaN(f.get(c, r) + f.get(c + 1, r) + f.get(c, r + 1) + f.get(c + 1, r + 1))) {
                    valid++;
                }
            }
        }
        double total = 0;
        for (Isoband band : Isolines.at(k.levels()).bands(f)) {
            for (IsobandPolygon p : band.polygons()) {
                assertTrue(p.exterior().signedArea() > 0, "exterior counter-clockwise");
                for (Ring hole : p.holes()) {
                    assertTrue(hole.signedArea() < 0, "hole clockwise");
                }
                assertTrue(p.area() > 0, "polygon area positive");
                total += p.area();
            }
        }
        assertEquals(valid, total, AREA_RELATIVE_TOLERANCE * Math.max(1, valid));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void openLinesEndOnTheBorderOfTheDataAndNoPieceHasZeroLength(long seed) {
        Case k = generate(seed);
        Heightfield f = k.field();
        for (IsolineLevel level : Isolines.at(k.levels()).trace(f)) {
            for (Isoline line : level.lines()) {
                double[] xz = line.coordinatesToArray();
                int n = line.pointCount();
                int segments = line.closed() ? n : n - 1;
                for (int i = 0; i < segments; i++) {
                    int j = (i + 1) % n;
                    assertTrue(xz[2 * i] != xz[2 * j] || xz[2 * i + 1] != xz[2 * j + 1],
                            "zero-length piece at point " + i + " of " + line);
                }
                if (!line.closed()) {
                    assertBorder(f, line.x(0), line.z(0));
                    assertBorder(f, line.x(n - 1), line.z(n - 1));
                }
            }
        }
    }

    /** A point on a grid edge that some cell without data, or no cell at all, also touches. */
    private static void assertBorder(Heightfield f, double x, double z) {
        int c = (int) Math.floor(x);
        int r = (int) Math.floor(z);
        boolean onVertical = x == c;
        boolean onHorizontal = z == r;
        assertTrue(onVertical || onHorizontal, "(" + x + ", " + z + ") lies on a grid edge");
        // the cells on both sides of the edge through (x, z)
        int[][] cells = onVertical ? new int[][] {{c - 1, r}, {c, r}} : new int[][] {{c, r - 1}, {c, r}};
        if (onVertical && onHorizontal) {
            cells = new int[][] {{c - 1, r - 1}, {c, r - 1}, {c - 1, r}, {c, r}};
        }
        boolean touchesBorder = false;
        for (int[] cell : cells) {
            touchesBorder |= !validCell(f, cell[0], cell[1]);
        }
        assertTrue(touchesBorder, "open end (" + x + ", " + z + ") must lie on the border of the data");
    }

    private static boolean validCell(Heightfield f, int c, int r) {
        if (c < 0 || r < 0 || c + 1 >= f.columns() || r + 1 >= f.rows()) {
            return false;
        }
        return !Double.isNaN(f.get(c, r) + f.get(c + 1, r) + f.get(c, r + 1) + f.get(c + 1, r + 1));
    }
}
