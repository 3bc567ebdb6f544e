package org.terrain4j.analysis.visibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Cases;

/**
 * Issue 33: a finite sample beside no-data is a valid observer and target in any frame. The tester found
 * 3 481 of 3 481 such observers refused in a UTM frame (the sample's column came back as c − 2·10⁻¹⁶ and
 * the ground mixed in the NaN neighbour), 0 in a unit frame.
 */
class VoidNeighbourTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x0B5E_7E33L, 8);
    }

    /** Maunga Whau's heights with holes punched in, in a frame drawn from the seed (UTM-like in most cases). */
    static Heightfield holed(SplittableRandom rnd) throws IOException {
        Heightfield volcano = Rasters.read(ViewshedOracleTest.data("volcano.asc"));
        int columns = volcano.columns();
        int rows = volcano.rows();
        float[] h = volcano.toArray();
        for (int k = 0; k < 12; k++) {
            int cc = rnd.nextInt(columns);
            int cr = rnd.nextInt(rows);
            double radius = rnd.nextDouble(0.8, 4);
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < columns; c++) {
                    if (Math.hypot(c - cc, r - cr) <= radius) {
                        h[r * columns + c] = Float.NaN;
                    }
                }
            }
        }
        GridFrame frame = switch (rnd.nextInt(4)) {
            case 0 -> GridFrame.UNIT;
            case 1 -> new GridFrame(500_000.35, -6_400_000.2, 30.87, 30.87);
            default -> new GridFrame(rnd.nextDouble(1.6e5, 8.4e5), -rnd.nextDouble(0, 9.3e6),
                    rnd.nextDouble(5, 100), rnd.nextDouble(5, 100));
        };
        return Heightfield.of(columns, rows, h).withFrame(frame);
    }

    /** Finite samples with a no-data sample among their eight neighbours. */
    static List<int[]> besideVoids(Heightfield f) {
        List<int[]> out = new ArrayList<>();
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                if (Double.isNaN(f.get(c, r))) {
                    continue;
                }
                boolean beside = false;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int nc = c + dc;
                        int nr = r + dr;
                        beside |= nc >= 0 && nr >= 0 && nc < f.columns() && nr < f.rows() && Double.isNaN(f.get(nc, nr));
                    }
                }
                if (beside) {
                    out.add(new int[] {c, r});
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aSampleBesideAVoidIsAValidObserverAndTarget(long seed) throws IOException {
        SplittableRandom rnd = Cases.replay(seed);
        Heightfield land = holed(rnd);
        GridFrame f = land.frame();
        List<int[]> beside = besideVoids(land);
        assertTrue(beside.size() > 50, "holes punched: " + beside.size() + " samples beside them");
        Visibility v = Visibility.standard();
        int refused = 0;
        String first = null;
        for (int i = 0; i < beside.size(); i++) {
            int[] o = beside.get(i);
            int[] t = beside.get((i * 7 + 3) % beside.size());
            GroundPoint eye = new GroundPoint(f.x(o[0]), f.z(o[1]));
            GroundPoint target = new GroundPoint(f.x(t[0]), f.z(t[1]));
            try {
                double clearance = v.clearance(land, eye, target);
                assertTrue(!Double.isNaN(clearance), "clearance from " + eye + " to " + target);
                if (i % 16 == 0) {
                    Viewshed vs = v.viewshed(land, eye);
                    assertTrue(vs.visible(o[0], o[1]), "the observer sees its own sample: " + eye);
                }
            } catch (IllegalArgumentException e) {
                refused++;
                if (first == null) {
                    first = e.getMessage();
                }
            }
        }
        assertEquals(0, refused, refused + " of " + beside.size() + " samples beside a void refused in " + f
                + "; first: " + first);
    }
}
