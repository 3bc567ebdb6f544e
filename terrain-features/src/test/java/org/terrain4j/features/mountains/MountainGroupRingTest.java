package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.Cases;

/**
 * A bounded group on a ring world ({@link MountainGroup#heightFunction()}): read at the copy of x nearest
 * its grid's middle, so every node stands at its place and a whole period away either way, whatever frame
 * the group was built in (below 0, past the circumference) and however wide its grid is, up to the ring.
 */
class MountainGroupRingTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x6A11L, 30);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aBoundedGroupOnARingStandsAtItsPlaceAndAWholePeriodAway(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double s = rnd.nextInt(1, 5) * 100.0;
        double circumference = s * rnd.nextInt(100, 300);
        // from a quarter of the ring to just under all of it
        int columns = (int) Math.min(circumference / s - 0.25, rnd.nextDouble(circumference / s / 4, circumference / s));
        if (rnd.nextInt(3) == 0) {
            // as wide as it may be: its west edge lies within half a spacing of the middle's antipode
            columns = (int) Math.round(circumference / s);
        }
        int rows = rnd.nextInt(3, 20);
        double x0 = rnd.nextDouble(-circumference, 2 * circumference);
        GroupGrid grid = new GroupGrid(x0, rnd.nextDouble(-5000, 5000), s, s, columns, rows, 0);
        float[] data = new float[grid.size()];
        for (int k = 0; k < data.length; k++) {
            data[k] = (float) rnd.nextDouble(1, 3000);
        }
        Heightfield relief = Heightfield.of(columns, rows, data).withFrame(grid.frame());
        MountainGroup g = new MountainGroup(List.of("G"), relief, relief, List.of(), List.of(), 0, circumference);
        HeightFunction f = g.heightFunction();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                for (int turns = -1; turns <= 1; turns++) {
                    if (c == columns - 1 || r == rows - 1 || (turns != 0 && c == 0)) {
                        // a node on the grid's far edges, or a turn away on its west edge, may be read an
                        // ulp outside it, where the relief is 0
                        continue;
                    }
                    assertEquals(data[r * columns + c], f.height(grid.x(c) + turns * circumference, grid.z(r)), 1e-3,
                            columns + " columns from x " + x0 + " on a " + circumference + " m ring: node " + c + ", "
                                    + r + ", " + turns + " turns away");
                }
            }
        }
    }
}
