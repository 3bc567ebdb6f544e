package org.terrain4j.analysis.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/**
 * Issue 33: valleys on real frames. {@link Valleys} took the columns and rows of its disc and rays
 * with the frame's own arithmetic, where the rest of the analysis snaps a sample's position onto its
 * sample: in a frame with a large origin and a spacing that is not a whole number of metres, the disc
 * around a sample lost samples at exactly its radius (their distance came out an ulp beyond it, or the
 * first row or column of the disc was rounded away). Checked at every sample of two real DEMs in their
 * own frames and in a UTM frame, against a brute-force mean over whole sample offsets
 * ({@code a² + b² ≤ k²}, exact in integers): radii of 3, 6 and 7 spacings, which no two non-zero whole
 * offsets reach exactly (no Pythagorean pair), so a rounding of the distance cannot decide a sample.
 */
class ValleysRealFrameTest {

    private static Path data(String name) {
        return Path.of("..", "data", name);
    }

    @ParameterizedTest(name = "{0} in frame {1}")
    @CsvSource({"topobathy_3857.asc, own", "volcano-voids.asc, own", "volcano-voids.asc, UTM",
        "jacksboro.asc, UTM", "topobathy_3857.asc, UTM"})
    void theMeanAroundASampleIsTheBruteForceMeanOverWholeOffsets(String file, String frameName) throws IOException {
        Heightfield dem = Rasters.read(data(file));
        GridFrame frame = frameName.equals("own") ? dem.frame()
                : new GridFrame(500_000.35, -6_400_000.2, 30.87, 30.87);
        assertEquals(frame.spacingX(), frame.spacingZ(), "a square grid");
        Heightfield h = dem.withFrame(frame);
        WalkableGround g = Tobler.standard().walkableGround(h, SampleMask.none());
        int columns = h.columns();
        int rows = h.rows();
        int differing = 0;
        String first = null;
        for (int k : new int[] {3, 6, 7}) {
            double radius = k * frame.spacingX();
            for (int r = 0; r < rows; r += 2) {
                for (int c = 0; c < columns; c += 2) {
                    double expected = bruteMean(h, c, r, k);
                    double actual = Valleys.meanWithin(g, frame.x(c), frame.z(r), radius);
                    boolean same = Double.isNaN(expected) ? Double.isNaN(actual)
                            : Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
                    if (!same) {
                        differing++;
                        if (first == null) {
                            first = "k " + k + ", sample (" + c + ", " + r + "): " + actual + ", brute force " + expected;
                        }
                    }
                }
            }
        }
        assertEquals(0, differing, first);
    }

    /**
     * Valleys do not depend on where the grid lies: the same heights and the same walk along a row, in the
     * unit-origin frame and moved half a million metres east and six million south, give the same stretches.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"topobathy_3857.asc", "jacksboro.asc"})
    void valleysAlongARowAreTheSameWhereverTheFrameLies(String file) throws IOException {
        Heightfield dem = Rasters.read(data(file));
        double s = 30.87;
        Valleys v = Valleys.standard().withDepth(3).withReach(5 * s).withWallRise(4).withWallReach(6 * s);
        List<List<Stretch>> found = new ArrayList<>();
        for (GridFrame frame : new GridFrame[] {new GridFrame(0, 0, s, s),
            new GridFrame(500_000.35, -6_400_000.2, s, s)}) {
            WalkableGround g = Tobler.standard().walkableGround(dem.withFrame(frame), SampleMask.none());
            List<Stretch> all = new ArrayList<>();
            for (int r = 3; r < dem.rows(); r += 9) {
                List<RouteSample> walk = new ArrayList<>();
                for (int c = 0; c < dem.columns(); c++) {
                    walk.add(new RouteSample(frame.x(c), frame.z(r), dem.get(c, r), c * s, c, 90));
                }
                all.addAll(v.along(g, walk));
            }
            found.add(all);
        }
        assertTrue(!found.get(0).isEmpty(), "no valley found: the walk proves nothing");
        assertEquals(found.get(0).size(), found.get(1).size());
        for (int i = 0; i < found.get(0).size(); i++) {
            assertEquals(found.get(0).get(i).startAlong(), found.get(1).get(i).startAlong());
            assertEquals(found.get(0).get(i).endAlong(), found.get(1).get(i).endAlong());
        }
    }

    /** The mean of the finite samples at whole offsets (a, b) from (c, r) with a² + b² ≤ k². */
    private static double bruteMean(Heightfield h, int c, int r, int k) {
        double sum = 0;
        int n = 0;
        for (int b = -k; b <= k; b++) {
            for (int a = -k; a <= k; a++) {
                int cc = c + a;
                int rr = r + b;
                if (a * a + b * b <= k * k && cc >= 0 && rr >= 0 && cc < h.columns() && rr < h.rows()) {
                    double v = h.get(cc, rr);
                    if (!Double.isNaN(v)) {
                        sum += v;
                        n++;
                    }
                }
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }
}
