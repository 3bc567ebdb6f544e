package org.terrain4j.analysis.playspace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.terrain4j.analysis.landform.Landforms;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/**
 * Issue 31: the landform entropy standardizes the TPI by at least the valley rule's depth, so a rippled
 * plain is one form and features laid on it raise the score instead of lowering it.
 */
class LandformEntropyTest {

    /** A 1 km plain on 4 m samples, diamond-square ripples 3 m high (seeded), with three 60 m cones if asked. */
    static Heightfield plain(long seed, boolean cones) {
        Heightfield rip = Heightfield.diamondSquare(257, 0.5, seed).map(v -> v * 3 + 10);
        float[] h = rip.toArray();
        if (cones) {
            for (int r = 0; r < 257; r++) {
                for (int c = 0; c < 257; c++) {
                    for (int[] t : new int[][] {{50, 50}, {200, 80}, {120, 200}}) {
                        double d = Math.hypot(c - t[0], r - t[1]) * 4;
                        h[r * 257 + c] += (float) (d < 150 ? 60 * (1 - d / 150) : 0);
                    }
                }
            }
        }
        return Heightfield.of(257, 257, h).withFrame(GridFrame.of(0, 0, 4));
    }

    private static double entropy(Heightfield land) {
        return PlaySpace.standard().withThreads(1).measure(land).test(Criterion.LANDFORM_ENTROPY).value();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 11, 31})
    void aRippledPlainIsOneFormAndConesOnItRaiseTheEntropy(long seed) {
        Heightfield bare = plain(seed, false);
        double weiss = Landforms.standard().map(bare).evenness();
        double measured = entropy(bare);
        assertTrue(weiss > 0.6, "Weiss's own classes spread the ripples enough to pass the band: " + weiss);
        assertTrue(measured < 0.3, "the measure finds one form: " + measured);
        double featured = entropy(plain(seed, true));
        assertTrue(featured > measured + 0.1, "cones raise it: " + measured + " then " + featured);
    }

    @Test
    void reliefOfMoreThanTheFloorIsClassedAsWeissClassesIt() throws Exception {
        Heightfield volcano = Rasters.read(Path.of("..", "data", "volcano.asc"));
        var forms = Landforms.standard().map(volcano);
        assertTrue(forms.tpiStandardDeviation() > 15, "spread " + forms.tpiStandardDeviation());
        assertEquals(forms.evenness(), entropy(volcano), 1e-12);
    }
}
