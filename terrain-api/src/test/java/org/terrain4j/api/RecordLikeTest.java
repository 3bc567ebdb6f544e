package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * {@link GridFrame} and {@link Statistics}, final classes that were records (issue 32): the same
 * accessors, equality and text as the records, and no public constructor of more than four arguments.
 */
class RecordLikeTest {

    /** The records these classes were, as twins. */
    static final class Was {
        record GridFrame(double originX, double originZ, double spacingX, double spacingZ,
                Optional<Georeference> georeference) {
        }

        record Statistics(double min, double max, double mean, double sum, long count, long noDataCount) {
        }
    }

    @Test
    void gridFrameKeepsItsFourNumberConstructorOnly() {
        Constructor<?>[] public4 = GridFrame.class.getConstructors();
        assertEquals(1, public4.length);
        assertArrayEquals(new Class<?>[] {double.class, double.class, double.class, double.class},
                public4[0].getParameterTypes());
    }

    @Test
    void gridFrameActsAsTheRecordItWas() {
        GridFrame f = new GridFrame(10, -20, 2, 3);
        assertActsAsRecord(f, GridFrame.of(10, -20, 2).withSpacing(2, 3),
                new Was.GridFrame(10, -20, 2, 3, Optional.empty()),
                new GridFrame(11, -20, 2, 3), new GridFrame(10, -21, 2, 3), new GridFrame(10, -20, 2.5, 3),
                new GridFrame(10, -20, 2, 3.5), f.withGeoreference(Georeference.in(CoordinateSystem.WGS84)));
        Georeference g = Georeference.in(CoordinateSystem.ofEpsg(32632));
        GridFrame placed = f.withGeoreference(g);
        assertActsAsRecord(placed, new GridFrame(10, -20, 2, 3).withGeoreference(g),
                new Was.GridFrame(10, -20, 2, 3, Optional.of(g)), f, placed.withSpacing(3, 3));
        assertEquals(f, placed.withoutGeoreference());
        // doubles by their bits, as a record compares them
        assertActsAsRecord(GridFrame.UNIT, GridFrame.of(0, 0, 1), new Was.GridFrame(0, 0, 1, 1, Optional.empty()),
                new GridFrame(-0.0, 0, 1, 1), new GridFrame(0, -0.0, 1, 1));
    }

    @Test
    void statisticsHaveNoPublicConstructorAndActAsTheRecordTheyWere() {
        assertEquals(0, Statistics.class.getConstructors().length, "Statistics.of and Heightfield.statistics");
        float[] s = {1, Float.NaN, 3, 8};
        Statistics st = Statistics.of(s, 0, 3);
        // 1 and 3 valid, one NaN: min 1, max 3, mean 2, sum 4
        assertActsAsRecord(st, Heightfield.of(3, 1, Arrays.copyOf(s, 3)).statistics(),
                new Was.Statistics(1, 3, 2, 4, 2, 1), Statistics.of(s, 0, 4), Statistics.of(s, 1, 3),
                Statistics.of(s, 0, 2), Statistics.of(new float[] {1, 3, Float.NaN, Float.NaN}, 0, 4),
                Statistics.of(new float[] {1, 3}, 0, 2));
        assertActsAsRecord(Statistics.of(s, 1, 2), Statistics.of(new float[] {Float.NaN}, 0, 1),
                new Was.Statistics(Double.NaN, Double.NaN, Double.NaN, 0, 0, 1), Statistics.of(s, 1, 1));
    }
}
