package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.dem.Resample;
import org.terrain4j.io.Geographic;
import org.terrain4j.io.Rasters;

/**
 * Issue 33: the measure runs on every real DEM in {@code data/} and on a real DEM with voids in a real
 * UTM frame (the tester's {@code terrain measure} exited 1 on three such DEMs: an observer beside no-data
 * was refused).
 */
class RealDemMeasureTest {

    private static Heightfield read(String name) throws IOException {
        return Rasters.read(Path.of("..", "data", name));
    }

    /**
     * The Jacksboro DEM as a reprojection leaves it: its heights turned by −3° into a square UTM grid of
     * 82.79 m (zone 17's own origin and spacing for this tile, from gdalwarp), bilinear, with the wedges
     * along every edge that the turned tile does not cover as no-data. Before issue 33 the measure refused an
     * observer at column 7, row 255, beside the west wedge.
     */
    static Heightfield jacksboroInUtm() throws IOException {
        Heightfield src = read("jacksboro.asc");
        int sc = src.columns();
        int sr = src.rows();
        double spacing = 82.788375599344519;
        double sx = 74.8;
        double sz = 92.5;
        double th = Math.toRadians(-3.0);
        int columns = (int) (sc * sx / spacing * 1.05) + 2;
        int rows = (int) (sr * sz / spacing * 1.05) + 2;
        double cx = (sc - 1) / 2.0 * sx;
        double cz = (sr - 1) / 2.0 * sz;
        float[] h = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double x = (c - (columns - 1) / 2.0) * spacing;
                double z = (r - (rows - 1) / 2.0) * spacing;
                double fc = (Math.cos(th) * x - Math.sin(th) * z + cx) / sx;
                double fr = (Math.sin(th) * x + Math.cos(th) * z + cz) / sz;
                float v = Float.NaN;
                if (fc >= 0 && fc <= sc - 1 && fr >= 0 && fr <= sr - 1) {
                    int c0 = Math.min((int) fc, sc - 2);
                    int r0 = Math.min((int) fr, sr - 2);
                    double a = fc - c0;
                    double b = fr - r0;
                    v = (float) ((src.get(c0, r0) * (1 - a) + src.get(c0 + 1, r0) * a) * (1 - b)
                            + (src.get(c0, r0 + 1) * (1 - a) + src.get(c0 + 1, r0 + 1) * a) * b);
                }
                h[r * columns + c] = v;
            }
        }
        // the .asc's lower-left corner (192 892.26 E, 4 038 864.86 − rows · spacing N) to the first sample's centre
        GridFrame frame = new GridFrame(192_892.264758438628633 + spacing / 2,
                -(4_038_864.858697273768485 - spacing / 2), spacing, spacing);
        return Heightfield.of(columns, rows, h).withFrame(frame);
    }

    static Stream<Arguments> dems() throws IOException {
        Heightfield topobathy = read("topobathy_3857.asc");
        // 3 711 m samples are coarser than the landform census's 300 m: the middle of Vancouver Island and the
        // sea around it, 32 × 24 samples (115 km × 85 km), resampled to 290 m as the command asks
        Heightfield coast = topobathy.crop(28, 33, 32, 24);
        int columns = (int) Math.ceil(31 * coast.frame().spacingX() / 290) + 1;
        int rows = (int) Math.ceil(23 * coast.frame().spacingZ() / 290) + 1;
        return Stream.of(
                Arguments.of("volcano.asc", read("volcano.asc"), null),
                Arguments.of("jacksboro.asc in metres", Geographic.toMetres(read("jacksboro.asc")), null),
                Arguments.of("topobathy_3857.asc, part, at 290 m", Resample.bilinear().to(coast, columns, rows), null),
                // low coast with no summit prominent enough for a vantage: the walker starts and goes on the
                // land in the tile's north-east corner (86 % of the tile is sea)
                Arguments.of("N57E011.hgt", read("N57E011.hgt"), new double[] {0.9, 0.1, 0.75, 0.05, 0.97, 0.3}),
                Arguments.of("jacksboro.asc turned into UTM 17, voids at its edges", jacksboroInUtm(), null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dems")
    void theMeasureCompletesWithSensibleValues(String name, Heightfield land, double[] places) {
        GridFrame f = land.frame();
        List<GroundPoint> at = new ArrayList<>();
        for (int i = 0; places != null && i < places.length; i += 2) {
            at.add(new GroundPoint(f.x(Math.rint(places[i] * (land.columns() - 1))),
                    f.z(Math.rint(places[i + 1] * (land.rows() - 1)))));
        }
        PlaySpaceReport report = PlaySpace.standard().measure(land, at.isEmpty() ? null : at.get(0), null,
                at.isEmpty() ? null : at.subList(1, at.size()), ProgressListener.NONE);
        assertEquals(21, report.tests().size());
        System.out.println(name + ": " + land.columns() + " × " + land.rows() + ", " + report.routes().size()
                + " routes, " + report.landmarks().size() + " landmark candidates, " + report.vantages().size()
                + " vantages\n" + report.table());
        assertFalse(report.routes().isEmpty(), name + ": no route\n" + report.table());
        boolean anyLength = report.routes().stream().anyMatch(r -> r.length() > 0);
        assertTrue(anyLength, name + ": no route of any length\n" + report.table());
        for (PlayTest t : report.tests()) {
            assertTrue(Double.isFinite(t.value()), name + ": " + t);
            assertTrue(t.value() >= 0, name + ": " + t);
        }
        for (Criterion share : new Criterion[] {Criterion.LANDMARK_IN_VIEW, Criterion.VANTAGE_COVERAGE,
            Criterion.VALLEY_SHARE, Criterion.DIRECTNESS, Criterion.OPEN_SHARE, Criterion.TARGETS_REACHED,
            Criterion.EASY_GROUND, Criterion.WALKABLE_GROUND, Criterion.REACHED_GROUND}) {
            double v = report.test(share).value();
            assertTrue(v >= 0 && v <= 1, name + ": " + report.test(share));
        }
        assertTrue(report.test(Criterion.LANDFORM_ENTROPY).value() <= 1 + 1e-12, report.test(Criterion.LANDFORM_ENTROPY).toString());
        assertTrue(report.test(Criterion.LANDFORM_CLASSES).value() <= 6);
        assertTrue(report.test(Criterion.TARGETS_REACHED).value() > 0, name);
        assertTrue(report.test(Criterion.REACHED_GROUND).value() > 0.25, name + ": " + report.test(Criterion.REACHED_GROUND));
        assertTrue(report.test(Criterion.DIRECTNESS).value() > 0.3, name + ": " + report.test(Criterion.DIRECTNESS));
        for (WalkedRoute r : report.routes()) {
            assertTrue(Double.isFinite(r.length()) && r.length() >= 0, name + ": " + r);
            for (var s : r.samples()) {
                assertTrue(Double.isFinite(s.x()) && Double.isFinite(s.z()), name + ": " + s);
            }
        }
    }
}
