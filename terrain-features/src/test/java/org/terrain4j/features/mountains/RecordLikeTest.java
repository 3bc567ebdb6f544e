package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.features.Shapes;

/**
 * {@link Mountains}, {@link MountainRange} and {@link Ridge}, final classes that were records (issue 32):
 * no public constructor; the records' accessors, equality and text.
 */
class RecordLikeTest {

    /** The records these classes were, as twins. */
    static final class Was {
        record Mountains(double spacing, int passes, double channelArea, double circumference, long seed,
                int threads) {
        }

        record MountainRange(String name, Outline outline, double height, List<Peak> peaks, double peakDensity,
                double ruggedness, double erosion, List<Tarn> tarns) {
        }

        record Ridge(int from, int to, double length, double saddleAt, GroundPoint saddle, double saddleRelief,
                boolean spur) {
        }
    }

    @Test
    void noneHasAPublicConstructor() {
        assertEquals(0, Mountains.class.getConstructors().length, "Mountains.standard() and with…");
        assertEquals(0, MountainRange.class.getConstructors().length, "MountainRange.massif/ring and with…");
        assertEquals(0, Ridge.class.getConstructors().length, "Mountains.build makes ridges");
    }

    @Test
    void mountainsActAsTheRecordTheyWere() {
        Mountains m = Mountains.standard().withSeed(7).withThreads(3).withCircumference(40_000);
        assertActsAsRecord(m, Mountains.standard().withCircumference(40_000).withThreads(3).withSeed(7),
                new Was.Mountains(200, 8, 1e6, 40_000, 7, 3), m.withSpacing(100), m.withPasses(7),
                m.withChannelArea(2e6), m.withCircumference(0), m.withSeed(8), m.withThreads(4));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.withPasses(65));
        assertEquals("passes must be in [0, 64], was 65", e.getMessage());
    }

    @Test
    void aRangeActsAsTheRecordItWas() {
        MountainRange r = MountainRange.massif("North", Shapes.circle(0, 0, 10_000), 2000)
                .withPeaks(List.of(Peak.of("Top", 100, 200, 2500))).withTarns(List.of(Tarn.of(3000, 0, 300)));
        Outline o = Outline.massif(Shapes.circle(0, 0, 10_000));
        assertActsAsRecord(r, MountainRange.massif("North", Shapes.circle(0, 0, 10_000), 1000)
                        .withTarns(List.of(Tarn.of(3000, 0, 300))).withHeight(2000)
                        .withPeaks(List.of(Peak.of("Top", 100, 200, 2500))),
                new Was.MountainRange("North", o, 2000, List.of(Peak.of("Top", 100, 200, 2500)),
                        MountainRange.DEFAULT_PEAK_DENSITY, MountainRange.DEFAULT_RUGGEDNESS,
                        MountainRange.DEFAULT_EROSION, List.of(Tarn.of(3000, 0, 300))),
                r.withName("South"), r.withHeight(2100), r.withPeaks(List.of()), r.withPeakDensity(5),
                r.withRuggedness(0.6), r.withErosion(0.9), r.withTarns(List.of()),
                MountainRange.massif("North", Shapes.circle(0, 0, 11_000), 2000)
                        .withPeaks(List.of(Peak.of("Top", 100, 200, 2500))).withTarns(List.of(Tarn.of(3000, 0, 300))));
        assertActsAsRecord(MountainRange.ring("Ring", -500, 500, 900), MountainRange.ring("Ring", -500, 500, 900),
                new Was.MountainRange("Ring", Outline.band(-500, 500), 900, List.of(),
                        MountainRange.DEFAULT_PEAK_DENSITY, MountainRange.DEFAULT_RUGGEDNESS,
                        MountainRange.DEFAULT_EROSION, List.of()),
                MountainRange.ring("Ring", -500, 501, 900));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.withRuggedness(2));
        assertEquals("ruggedness must be in [0, 1], was 2", e.getMessage());
    }

    @Test
    void aRidgeActsAsTheRecordItWas() {
        Ridge r = new Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1250, false);
        assertActsAsRecord(r, new Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1250, false),
                new Was.Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1250, false),
                new Ridge(1, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1250, false),
                new Ridge(0, 3, 2546, 0.6, new GroundPoint(16177, 15974), 1250, false),
                new Ridge(0, 2, 2547, 0.6, new GroundPoint(16177, 15974), 1250, false),
                new Ridge(0, 2, 2546, 0.5, new GroundPoint(16177, 15974), 1250, false),
                new Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15975), 1250, false),
                new Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1251, false),
                new Ridge(0, 2, 2546, 0.6, new GroundPoint(16177, 15974), 1250, true));
    }
}
