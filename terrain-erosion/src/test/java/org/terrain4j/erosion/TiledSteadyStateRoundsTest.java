package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.routing.DepressionFill;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;
import org.terrain4j.routing.TiledDrainage;
import org.terrain4j.testkit.Cases;

/**
 * How many rounds {@link TiledSteadyState#solve} takes: a sample whose flow path crosses k tile borders is
 * known in round k + 1 (a height, once computed, is final; unknown ones are NaN until then), so the last
 * perimeter changes in the round after the most crossings and one more round changes nothing: rounds =
 * (most crossings) + 2, the crossings counted by walking every sample's path on the whole block's network.
 */
class TiledSteadyStateRoundsTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x2A0D_5E7EL, 20);
    }

    /** The most tile borders any flow path of the whole block's network crosses. */
    static int mostCrossings(TiledDrainage l, float[] heights) {
        DrainageGrid grid = DrainageGrid.of(l.columns(), l.rows(), l.spacingX(), l.spacingZ());
        FlowNetwork net = FlowNetwork.steepestDescent(grid, DepressionFill.draining().filled(grid, heights));
        int[] tile = new int[l.columns() * l.rows()];
        for (int tz = 0; tz < l.tilesZ(); tz++) {
            for (int tx = 0; tx < l.tilesX(); tx++) {
                for (int r = 0; r < l.tileRows(tz); r++) {
                    for (int c = 0; c < l.tileColumns(tx); c++) {
                        tile[(l.rowStart(tz) + r) * l.columns() + l.columnStart(tx) + c] = tz * l.tilesX() + tx;
                    }
                }
            }
        }
        int most = 0;
        for (int start = 0; start < tile.length; start++) {
            int crossings = 0;
            int i = start;
            for (int r = net.receiver(i); r != i; i = r, r = net.receiver(i)) {
                if (tile[r] != tile[i]) {
                    crossings++;
                }
            }
            most = Math.max(most, crossings);
        }
        return most;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void roundsAreTheMostCrossingsPlusTwo(long seed) {
        TiledSteadyStateTest.Block b = TiledSteadyStateTest.block(seed);
        TiledSteadyState.Result s = TiledSteadyStateTest.tiled(b, b.layout());
        assertEquals(mostCrossings(b.layout(), b.heights()) + 2, s.rounds(), b.layout().toString());
    }

    /** A block of zeros without uplift: every height is 0, and still known only round by round. */
    @Test
    void aZeroBlockTakesItsRoundsToo() {
        TiledDrainage l = TiledDrainage.of(new int[] {0, 5, 9, 16}, new int[] {0, 4, 11}, 10, 10);
        float[] zero = new float[l.columns() * l.rows()];
        TiledSteadyStateTest.Block b = new TiledSteadyStateTest.Block(l, zero, zero, SteadyState.standard());
        TiledSteadyState.Result s = TiledSteadyStateTest.tiled(b, l);
        assertEquals(mostCrossings(l, zero) + 2, s.rounds());
        for (int t = 0; t < 6; t++) {
            for (float v : s.heights(t % 3, t / 3)) {
                assertEquals(0f, v);
            }
        }
    }
}
