package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.DepressionFill;

class StreamPowerBehaviourTest {

    @TempDir
    Path dir;







    @Test
    void streamPowerIsAnErosionThatCancelsCleanly() {
        Heightfield dem = Heightfield.of(33, 33, (u, v) -> 100 * Math.sin(Math.PI * u) * Math.sin(Math.PI * v))
                .withFrame(GridFrame.of(0, 0, 50));
        StreamPower sp = StreamPower.incision().withErodibility(1e-4).withUplift(0).withYears(5e4).withTimeStep(5e3)
                .withDiffusivity(0.5);
        Heightfield eroded = dem.eroded(sp, 0);
        assertTrue(eroded.sum() < dem.sum());
        assertEquals(dem.get(0, 10), eroded.get(0, 10), 0, "edges are base level");
        assertEquals(eroded, dem.eroded(sp, 99), "no randomness");
        var buffer = dem.toBuffer();
        int[] calls = {0};
        ProgressListener stop = new ProgressListener() {
            @Override
            public void progress(double fraction, String message) {
                calls[0]++;
            }

            @Override
            public boolean isCancelled() {
                return calls[0] >= 3;
            }
        };
        assertThrows(CancellationException.class, () -> sp.erode(buffer, 0, stop));
        Heightfield partial = buffer.freeze();
        assertEquals(dem.eroded(sp.withYears(1.5e4), 0), partial, "the field holds the last finished step");
    }

    @Test
    void streamPowerNeverBelowTheReceiverAndNeverNaN() {
        for (double n : new double[] {0.5, 1, 2}) {
            float[] h = {0, 5, 5, 3, 10}; // a pit at 3 between 5 and 10
            boolean[] outlet = {true, false, false, false, false};
            DrainageGrid g = DrainageGrid.of(5, 1, 10, 10).withOutlets(outlet);
            FlowNetwork net = FlowNetwork.steepestDescent(g, DepressionFill.draining().filled(g, h));
            StreamPower.incision().withSlopeExponent(n).withErodibility(1).incise(net, net.drainageArea(), h, 1e6);
            for (int i = 1; i < 5; i++) {
                assertFalse(Float.isNaN(h[i]));
                int r = net.receiver(i);
                assertTrue(h[i] >= h[r] || h[i] == 3, "n=" + n + " sample " + i);
            }
            // the rim cut down by a strong, long step: the pit below it is then incised too, never below it
            float[] g2 = {0, 5, 5, 3, 10};
            StreamPower.incision().withSlopeExponent(n).withErodibility(1e-9).incise(net, net.drainageArea(), g2, 1);
            assertEquals(3, g2[3], "a pit lower than its receiver is not incised");
            assertTrue(g2[2] <= 5 && g2[2] > 3);
        }
    }



    @Test
    void badSettingsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withSlopeExponent(0));
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withSlopeExponent(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> StreamPower.incision().withTimeStep(-1));
        assertThrows(IllegalArgumentException.class, () -> SteadyState.standard().withChannelArea(Double.NaN));
    }
}
