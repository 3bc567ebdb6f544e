package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Circle;
import org.terrain4j.features.Shapes;
import org.terrain4j.testkit.Cases;

/**
 * Rules of the range builder from its Javadoc and {@code docs/mountains.md}: a bounded group on a ring
 * world is moved to its lead's side of the seam by whole circumferences; a group's grid may hold exactly
 * the sample limit, not one row more; a band's generated summits stand at most an eighth of its width
 * north or south of its middle line, spread across that; and a ring group's grid has no seam.
 */
class RangeBuilderRulesTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x0B1DL, 30);
    }

    private static double centre(RangeBuilder.Member m) {
        return ((Circle) ((Outline.Massif) m.range.outline()).shape()).centreX();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aBoundedGroupOnARingIsMovedToItsLeadsSideOfTheSeamByWholeTurns(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double circumference = rnd.nextDouble(60000, 200000);
        Mountains settings = Mountains.standard().withCircumference(circumference);
        double lead = rnd.nextDouble(0, circumference);
        List<RangeBuilder.Member> g = new ArrayList<>();
        g.add(new RangeBuilder.Member(MountainRange.massif("L", Shapes.circle(lead, 0, 9000), 1500), 0, 200));
        double[] raw = new double[rnd.nextInt(1, 4)];
        for (int i = 0; i < raw.length; i++) {
            // within a quarter turn of the lead the short way, written anywhere from a turn west to a turn east
            double near = lead + rnd.nextDouble(-circumference / 4, circumference / 4);
            raw[i] = near - Math.floor(near / circumference) * circumference + rnd.nextInt(-1, 2) * circumference;
            g.add(new RangeBuilder.Member(MountainRange.massif("M" + i, Shapes.circle(raw[i], rnd.nextDouble(-5000, 5000),
                    rnd.nextDouble(3000, 6000)), 1000), i + 1, 200));
        }
        RangeBuilder.unwrap(g, settings);
        assertEquals(lead, centre(g.get(0)), 0, "the lead stays");
        for (int i = 0; i < raw.length; i++) {
            double x = centre(g.get(i + 1));
            double turns = (x - raw[i]) / circumference;
            assertEquals(Math.rint(turns), turns, 1e-9, "member " + i + " moved by whole turns, from " + raw[i] + " to " + x);
            assertTrue(Math.abs(x - lead) <= circumference / 4 + 1e-6, "member " + i + " at " + x + " beside its lead at "
                    + lead + " on a " + circumference + " m ring");
        }
    }

    /** 8,192 columns (a 81,920 m ring at 10 m) by 8,192 rows: exactly 2²⁶ samples, the most a group may hold. */
    @Test
    void aGroupMayHoldExactlyTheSampleLimit() {
        Mountains settings = Mountains.standard().withSpacing(10).withCircumference(81920);
        GroupGrid g = RangeBuilder.grid(settings, List.of(new RangeBuilder.Member(MountainRange.ring("B", 0, 81910, 1000),
                0, 10)), true);
        assertEquals(1L << 26, (long) g.columns * g.rows);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RangeBuilder.grid(settings,
                List.of(new RangeBuilder.Member(MountainRange.ring("B", 0, 81911, 1000), 0, 10)), true));
        assertTrue(e.getMessage().contains("needs a grid of 8192 × 8193 samples at 10 m; at most 67108864 samples"),
                e.getMessage());
    }

    @ParameterizedTest
    @MethodSource("cases")
    void aBandsGeneratedSummitsStandWithinAnEighthOfItsWidthOfItsMiddleLine(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed ^ 0xBA9DL);
        double zFrom = rnd.nextDouble(-50000, 50000);
        double width = rnd.nextDouble(4000, 40000);
        double circumference = rnd.nextDouble(400000, 600000);
        RangeBuilder.Member band = new RangeBuilder.Member(MountainRange.ring("B", zFrom, zFrom + width, 1500)
                .withPeakDensity(rnd.nextDouble(2, 8)), 0, 200);
        List<double[]> summits = RangeBuilder.generated(band, new SplittableRandom(rnd.nextLong()), circumference);
        double middle = zFrom + width / 2;
        double widest = 0;
        for (double[] s : summits) {
            double off = Math.abs(s[1] - middle);
            assertTrue(off <= width / 8 + 1e-9, "a summit " + off + " m off the middle of a " + width + " m band");
            widest = Math.max(widest, off);
        }
        assertTrue(summits.size() >= 40, summits.size() + " summits");
        assertTrue(widest > 0.8 * width / 8, "the summits spread only " + widest + " m off the middle of a " + width
                + " m band");
    }

    /**
     * A ring group's grid wraps, so its first and last columns are like any other: along the band's middle
     * the relief there is not cut to the datum as at an outlet (the grid's first and last rows are).
     */
    @Test
    void aRingGroupHasNoSeam() {
        Mountains m = Mountains.standard().withSpacing(250).withCircumference(25000).withSeed(3);
        MountainGroup g = m.build(List.of(MountainRange.ring("R", -5000, 5000, 1500))).get(0);
        Heightfield h = g.relief();
        int cols = h.columns();
        int rows = h.rows();
        double[] mean = new double[cols];
        for (int c = 0; c < cols; c++) {
            for (int r = rows / 2 - 2; r <= rows / 2 + 2; r++) {
                mean[c] += h.get(c, r) / 5;
            }
        }
        double all = java.util.Arrays.stream(mean).average().orElseThrow();
        for (int c : new int[] {0, cols - 1}) {
            assertTrue(mean[c] > 0.3 * all, "column " + c + " along the band's middle: " + mean[c] + " m, all columns "
                    + all + " m");
        }
    }
}
