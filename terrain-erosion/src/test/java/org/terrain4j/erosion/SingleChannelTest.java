package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.StreamNetwork;

/** A single channel of 10⁶ samples: nothing may recurse. */
class SingleChannelTest {

    @Test
    void millionSampleChannelRoutesAccumulatesAndErodes() {
        int n = 1_000_000;
        boolean[] outlet = new boolean[n];
        outlet[0] = true;
        DrainageGrid grid = DrainageGrid.of(n, 1, 1, 1).withOutlets(outlet);
        float[] h = new float[n];
        for (int i = 0; i < n; i++) {
            h[i] = i * 1e-3f;
        }
        float[] filled = DepressionFill.draining().filled(grid, h);
        FlowNetwork net = FlowNetwork.steepestDescent(grid, filled);
        for (int i = 1; i < n; i++) {
            assertEquals(i - 1, net.receiver(i));
        }
        int[] stack = net.stackToArray();
        for (int i = 0; i < n; i++) {
            assertEquals(i, stack[i]);
        }
        double[] area = net.drainageArea();
        assertEquals(n, area[0]);
        assertEquals(1, area[n - 1]);
        StreamNetwork streams = net.streams(area, 1);
        assertEquals(1, streams.links().size());
        assertEquals(n, streams.links().get(0).length());
        float[] before = h.clone();
        StreamPower.incision().incise(net, area, h, 1000);
        for (int i = 1; i < n; i++) {
            assertTrue(h[i] <= before[i] && h[i] >= h[i - 1], "sample " + i);
        }
    }
}
