package org.terrain4j.routing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The 10-node example of Braun &amp; Willett 2013 (their figure 1 and table 1), 0-based as restated
 * in fastscapelib's flow-routing tests: receivers given, donors, stack and drainage area as published.
 */
class BraunWillettExampleTest {

    // published receivers (1-based in the paper: 2 5 2 7 5 5 6 5 7 8)
    private static final int[] RECEIVERS = {1, 4, 1, 6, 4, 4, 5, 4, 6, 7};

    private static FlowNetwork network() {
        // 5 × 2 samples with a cell area of 2 m², as fastscapelib's restatement uses
        return FlowNetwork.of(DrainageGrid.of(5, 2, 1, 2), RECEIVERS);
    }

    @Test
    void donorsAsPublished() {
        FlowNetwork net = network();
        int[][] expected = {{}, {0, 2}, {}, {}, {1, 5, 7}, {6}, {3, 8}, {9}, {}, {}};
        for (int i = 0; i < 10; i++) {
            assertArrayEquals(expected[i], net.donors(i), "donors of " + i);
            assertEquals(expected[i].length, net.donorCount(i));
        }
    }

    @Test
    void stackAsPublished() {
        // paper, 1-based: 5 2 1 3 6 7 4 9 8 10
        assertArrayEquals(new int[] {4, 1, 0, 2, 5, 6, 3, 8, 7, 9}, network().stackToArray());
    }

    @Test
    void drainageAreaAsPublished() {
        assertArrayEquals(new double[] {2, 6, 2, 2, 20, 8, 6, 4, 2, 2}, network().drainageArea());
    }

    @Test
    void oneBasin() {
        assertArrayEquals(new int[10], network().basinsToArray());
        assertEquals(1, network().baseLevelCount());
    }

    @Test
    void breadthFirstStackIsTopological() {
        FlowNetwork net = FlowNetwork.of(DrainageGrid.of(5, 2, 1, 2), RECEIVERS, FlowNetwork.StackOrder.BREADTH_FIRST);
        assertArrayEquals(new int[] {4, 1, 5, 7, 0, 2, 6, 9, 3, 8}, net.stackToArray());
        assertArrayEquals(new double[] {2, 6, 2, 2, 20, 8, 6, 4, 2, 2}, net.drainageArea());
    }
}
