package org.terrain4j.features.mountains;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.features.Shapes;

/**
 * Progress and cancellation of a build of two groups: fractions rise from 0 to 1, each group's
 * within its share, every stage and every steady-state pass reported; a cancellation is honoured at
 * the next stage, before anything more is reported (only the last group's pinning, the last stage,
 * runs to the end).
 */
class ProgressTest {

    static final List<MountainRange> TWO_GROUPS = List.of(
            MountainRange.massif("West", Shapes.circle(0, 0, 5000), 1500).withPeakDensity(2),
            MountainRange.massif("East", Shapes.circle(200000, 0, 5000), 1200).withPeakDensity(2));
    static final int PASSES = 3;
    static final Mountains SETTINGS = Mountains.standard().withSpacing(500).withPasses(PASSES).withThreads(1);

    /** Records the calls; cancelled once {@code cancelAt} calls were made (never if negative). */
    static final class Recorder implements ProgressListener {
        final List<Double> fractions = new ArrayList<>();
        final List<String> messages = new ArrayList<>();
        final int cancelAt;

        Recorder(int cancelAt) {
            this.cancelAt = cancelAt;
        }

        @Override
        public void progress(double fraction, String message) {
            fractions.add(fraction);
            messages.add(message);
        }

        @Override
        public boolean isCancelled() {
            return cancelAt >= 0 && fractions.size() >= cancelAt;
        }
    }

    @Test
    void fractionsRiseThroughEachGroupsShareAndEveryStageIsReported() {
        Recorder r = new Recorder(-1);
        SETTINGS.build(TWO_GROUPS, (x, z) -> 0, r);
        int n = r.fractions.size();
        assertEquals(1.0, r.fractions.get(n - 1), 0, "the last call reports the whole build: " + r.messages);
        double last = 0;
        int group = -1;
        int steady = 0;
        for (int i = 0; i < n; i++) {
            double f = r.fractions.get(i);
            String m = r.messages.get(i);
            assertTrue(f >= last && f <= 1, "call " + i + " (" + m + "): " + f + " after " + last);
            last = f;
            if (m.startsWith("raising ")) {
                group++;
                assertEquals(group / 2.0, f, 1e-12, m);
                assertEquals(group == 0 ? "raising West" : "raising East", m);
            }
            if (i < n - 1) {
                assertTrue(f >= group / 2.0 && f <= (group + 1) / 2.0, "call " + i + " (" + m + ") at " + f
                        + " outside group " + group + "'s share");
            }
            if (m.equals("steady state")) {
                steady++;
            }
        }
        assertEquals(1, group, "two groups raised: " + r.messages);
        assertEquals(2 * PASSES, steady, "each steady-state pass reported: " + r.messages);
        for (String stage : new String[] {"uplift of West", "pinning the summits of West", "uplift of East",
            "pinning the summits of East"}) {
            assertTrue(r.messages.contains(stage), stage + " in " + r.messages);
        }
        // The stages in their order within a group: raising, uplift, the passes, pinning.
        int u = r.messages.indexOf("uplift of West");
        int p = r.messages.indexOf("pinning the summits of West");
        assertTrue(r.messages.indexOf("raising West") < u && u < p, r.messages.toString());
        assertEquals(PASSES, p - u - 1, "the passes between uplift and pinning: " + r.messages);
        assertTrue(r.fractions.get(u) < r.fractions.get(u + 1) && r.fractions.get(p - 1) < r.fractions.get(p),
                "the passes lie strictly between the uplift and the pinning: " + r.fractions);
    }

    @Test
    void aCancellationIsHonouredBeforeAnythingMoreIsReported() {
        Recorder whole = new Recorder(-1);
        SETTINGS.build(TWO_GROUPS, (x, z) -> 0, whole);
        int n = whole.fractions.size();
        // Every k up to the last group's pinning (call n - 2, after which no stage is left to check).
        assertTrue(whole.messages.get(n - 2).startsWith("pinning the summits of East"), whole.messages.toString());
        for (int k = 0; k < n - 1; k++) {
            Recorder r = new Recorder(k);
            String stage = k == 0 ? "the start" : whole.messages.get(k - 1) + " (call " + k + ")";
            assertThrows(CancellationException.class, () -> SETTINGS.build(TWO_GROUPS, (x, z) -> 0, r),
                    "cancelled after " + stage);
            assertEquals(k, r.fractions.size(), "cancelled after " + stage + ", then reported " + r.messages);
        }
    }
}
