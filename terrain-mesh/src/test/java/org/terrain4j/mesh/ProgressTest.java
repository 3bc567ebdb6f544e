package org.terrain4j.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;

class ProgressTest {

    @TempDir
    Path dir;

    /** Records fractions; cancels after a given number of reports (never when negative). */
    private static final class Recorder implements ProgressListener {
        final List<Double> fractions = new ArrayList<>();
        final int cancelAfter;

        Recorder(int cancelAfter) {
            this.cancelAfter = cancelAfter;
        }

        @Override
        public void progress(double fraction, String message) {
            assertTrue(message != null && !message.isEmpty());
            fractions.add(fraction);
        }

        @Override
        public boolean isCancelled() {
            return cancelAfter >= 0 && fractions.size() >= cancelAfter;
        }

        void assertWellFormed() {
            assertTrue(fractions.size() <= 205, "at most a few hundred reports, got " + fractions.size());
            for (int i = 1; i < fractions.size(); i++) {
                assertTrue(fractions.get(i) >= fractions.get(i - 1), "never decreases: " + fractions);
            }
            assertEquals(1.0, fractions.get(fractions.size() - 1), "ends at 1");
            assertTrue(fractions.get(0) >= 0);
        }
    }

    private static final Heightfield FIELD = Heightfield.diamondSquare(257, 0.5, 3).scale(200);

    @Test
    void gridReportsAndCancels() {
        Recorder r = new Recorder(-1);
        Mesh.grid(FIELD, MeshOptions.defaults(), r);
        r.assertWellFormed();
        assertTrue(r.fractions.size() > 10);
        assertThrows(CancellationException.class, () -> Mesh.grid(FIELD, MeshOptions.defaults(), new Recorder(3)));
    }

    @Test
    void adaptiveReportsAndCancels() {
        Recorder r = new Recorder(-1);
        Mesh.adaptive(FIELD, 0.5, MeshOptions.defaults(), r);
        r.assertWellFormed();
        assertThrows(CancellationException.class,
                () -> Mesh.adaptive(FIELD, 0.5, MeshOptions.defaults(), new Recorder(2)));
    }

    @Test
    void writerReportsAndACancelledWriteLeavesTheOldFile() throws IOException {
        Mesh m = Mesh.grid(FIELD);
        Recorder r = new Recorder(-1);
        Path file = dir.resolve("land.glb");
        MeshWriter.of(MeshFormat.GLB).withProgress(r).write(m, file);
        r.assertWellFormed();
        byte[] before = Files.readAllBytes(file);
        Mesh other = Mesh.grid(FIELD, 1, 1, 1);
        assertThrows(CancellationException.class,
                () -> MeshWriter.of(MeshFormat.GLB).withProgress(new Recorder(1)).write(other, file));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(file)), "old file untouched");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file left");
        }
    }
}
