package org.terrain4j.dem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.SampleMapping;

/**
 * {@link Hillshade} and {@link EngineExport}, final classes that were records (issue 32): no public
 * constructor; the records' accessors, equality and text.
 */
class RecordLikeTest {

    @TempDir
    Path dir;

    /** The records these classes were, as twins. */
    static final class Was {
        record Hillshade(double azimuth, double altitude, double zFactor, double scale, boolean computeEdges,
                org.terrain4j.dem.Hillshade.Method method) {
        }

        record EngineExport(EnginePreset preset, Path file, int columns, int rows, SampleMapping mapping,
                double spacingX, double spacingZ, double minimum, double maximum) {
        }
    }

    @Test
    void hillshadeIsBuiltByItsStepsAndActsAsTheRecordItWas() {
        assertEquals(0, Hillshade.class.getConstructors().length, "start from standard() and use with…");
        Hillshade h = Hillshade.standard().withAzimuth(200).withMethod(Hillshade.Method.COMBINED);
        assertActsAsRecord(h, Hillshade.standard().withMethod(Hillshade.Method.COMBINED).withAzimuth(200),
                new Was.Hillshade(200, 45, 1, 1, true, Hillshade.Method.COMBINED), h.withAzimuth(201),
                h.withAltitude(46), h.withZFactor(2), h.withScale(111120), h.withComputeEdges(false),
                h.withMethod(Hillshade.Method.STANDARD), h.withAzimuth(0).withAzimuth(0.0).withAltitude(45));
        assertActsAsRecord(Hillshade.standard(), Hillshade.standard().withAltitude(45.0),
                new Was.Hillshade(Hillshade.DEFAULT_AZIMUTH, Hillshade.DEFAULT_ALTITUDE, 1, 1, true,
                        Hillshade.Method.STANDARD),
                Hillshade.standard().withAltitude(0), Hillshade.standard().withAltitude(-0.0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> h.withAltitude(91));
        assertTrue(e.getMessage().contains("altitude"), e.getMessage());
        assertThrows(NullPointerException.class, () -> h.withMethod(null));
    }

    @Test
    void anEngineExportIsWhatTheWriterMadeAndActsAsTheRecordItWas() throws Exception {
        assertEquals(0, EngineExport.class.getConstructors().length, "EnginePreset.write makes these");
        Heightfield ramp = EnginePresetTest.ramp(33);
        Path file = dir.resolve("a.r16");
        EngineExport e = EnginePreset.R16.write(ramp, file);
        SampleMapping m = SampleMapping.fitting(ramp, 0);
        // the ramp 100 + 2·column − row over 33 × 33 samples: lowest 68 (column 0, row 32), highest 164
        assertActsAsRecord(e, EnginePreset.R16.write(ramp, file),
                new Was.EngineExport(EnginePreset.R16, file, 33, 33, m, 5, 5, 68, 164),
                EnginePreset.UNITY.write(ramp, file), EnginePreset.R16.write(ramp, dir.resolve("b.r16")),
                EnginePreset.R16.write(EnginePresetTest.ramp(65), file),
                EnginePreset.R16.write(ramp.withFrame(ramp.frame().withSpacing(5, 6)), file),
                EnginePreset.R16.write(ramp.withFrame(ramp.frame().withSpacing(6, 5)), file));
    }
}
