package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.routing.DrainageBoundary;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.testkit.Cases;

/**
 * {@link StreamPower}'s {@link DrainageBoundary}: z wraps as x does (a run with a boundary on a field is,
 * bit for bit, the run with the axes' roles swapped on the transposed field), the shorthands set the
 * value, and a boundary that does not fit the field is refused before any work.
 */
class StreamPowerBoundaryTest {

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0x5EA_B0DAL, 24);
    }

    /** The field transposed: column c, row r of the result is column r, row c of {@code a}. */
    private static float[] transpose(float[] a, int columns, int rows) {
        float[] t = new float[a.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                t[c * rows + r] = a[r * columns + c];
            }
        }
        return t;
    }

    private static boolean[] transpose(boolean[] a, int columns, int rows) {
        boolean[] t = new boolean[a.length];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                t[c * rows + r] = a[r * columns + c];
            }
        }
        return t;
    }

    /**
     * Heights without pits under a boundary: 10 m a step of the shortest neighbour path to an outlet plus
     * noise under 5 m, so every sample but an outlet has a lower neighbour and the draining fill leaves
     * the field as it is. (On filled pits the fill's nextUp gradients tie slopes exactly, and D8 breaks a
     * tie by its fixed direction order, which transposing does not keep (south-west before north-west
     * becomes north-east after north-west): on 200 random 3-16 × 3-16 fields with pits, filled, 66 had
     * other receivers once transposed, the fill itself the same bits on all 200.)
     */
    private static float[] noPits(SplittableRandom rnd, int columns, int rows, DrainageBoundary boundary) {
        DrainageGrid grid = DrainageGrid.of(columns, rows, 1, 1).withBoundary(boundary);
        int[] steps = new int[columns * rows];
        java.util.Arrays.fill(steps, -1);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int i = 0; i < steps.length; i++) {
            if (grid.isOutlet(i)) {
                steps[i] = 0;
                queue.add(i);
            }
        }
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int d = 0; d < 8; d++) {
                int j = grid.neighbour(i, d);
                if (j >= 0 && steps[j] < 0) {
                    steps[j] = steps[i] + 1;
                    queue.add(j);
                }
            }
        }
        float[] h = new float[steps.length];
        for (int i = 0; i < h.length; i++) {
            h[i] = (float) (100 + 10 * steps[i] + 5 * rnd.nextDouble());
        }
        return h;
    }

    /**
     * Transposing swaps x and z: the same heights, spacings swapped, wrapZ for wrapX and the mask
     * transposed give the transposed result bit for bit, heights and drainage area (spacings are powers of
     * two so that every area sum is exact whichever order the donors come in; no diffusion, whose
     * four-neighbour sum would round in the other order). The run on a field wrapped along z is thus the
     * run along x the older tests check.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void wrappingZIsWrappingXOnTheTransposedField(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 3 + rnd.nextInt(14);
        int rows = 3 + rnd.nextInt(14);
        double sx = Math.scalb(1.0, rnd.nextInt(6));
        double sz = Math.scalb(1.0, rnd.nextInt(6));
        boolean wrapX = rnd.nextInt(3) == 0;
        boolean wrapZ = !wrapX || rnd.nextBoolean();
        boolean[] mask = null;
        if (wrapX && wrapZ || rnd.nextInt(3) == 0) {
            mask = new boolean[columns * rows];
            for (int k = 0; k < 1 + rnd.nextInt(4); k++) {
                mask[rnd.nextInt(mask.length)] = true;
            }
        }
        DrainageBoundary along = DrainageBoundary.open().withWrapX(wrapX).withWrapZ(wrapZ).withOutlets(mask);
        float[] h = noPits(rnd, columns, rows, along);
        StreamPower power = StreamPower.incision().withErodibility(1e-5 * (1 + rnd.nextInt(9)))
                .withAreaExponent(rnd.nextBoolean() ? 0.5 : 0.4).withSlopeExponent(rnd.nextBoolean() ? 1 : 2)
                .withTimeStepAndYears(1e4, 2e5);
        DrainageBoundary across = DrainageBoundary.open().withWrapX(wrapZ).withWrapZ(wrapX)
                .withOutlets(mask == null ? null : transpose(mask, columns, rows));
        Heightfield field = Heightfield.of(columns, rows, h).withFrame(new GridFrame(0, 0, sx, sz));
        Heightfield swapped = Heightfield.of(rows, columns, transpose(h, columns, rows))
                .withFrame(new GridFrame(0, 0, sz, sx));

        ErosionResult direct = power.withBoundary(along).erodeWithMasks(field, ProgressListener.NONE);
        ErosionResult other = power.withBoundary(across).erodeWithMasks(swapped, ProgressListener.NONE);

        float[] got = direct.heights().toArray();
        assertArrayEquals(transpose(other.heights().toArray(), rows, columns), got, "heights");
        assertArrayEquals(transpose(other.masks().get(ErosionMask.DRAINAGE_AREA).toArray(), rows, columns),
                direct.masks().get(ErosionMask.DRAINAGE_AREA).toArray(), "drainage area");
        assertFalse(java.util.Arrays.equals(h, got), "the run changed the field");
    }

    /** The same oracle through the shorthand: withWrapZ on a field is withWrapX on its transpose. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theShorthandWrapsZ(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int columns = 3 + rnd.nextInt(10);
        int rows = 3 + rnd.nextInt(10);
        HeightfieldBuffer field = new HeightfieldBuffer(columns, rows, GridFrame.of(0, 0, 4));
        float[] h = noPits(rnd, columns, rows, DrainageBoundary.open().withWrapZ(true));
        field.copyFrom(h, 0);
        HeightfieldBuffer swapped = new HeightfieldBuffer(rows, columns, GridFrame.of(0, 0, 4))
                .copyFrom(transpose(h, columns, rows), 0);
        StreamPower power = StreamPower.incision().withTimeStepAndYears(5e3, 5e4);
        power.withWrapZ(true).erode(field, 0, ProgressListener.NONE);
        power.withWrapX(true).erode(swapped, 0, ProgressListener.NONE);
        assertArrayEquals(transpose(swapped.toArray(), rows, columns), field.toArray());
    }

    @Test
    void theShorthandsSetTheBoundary() {
        StreamPower s = StreamPower.incision();
        assertEquals(DrainageBoundary.open(), s.boundary());
        assertFalse(s.wrapZ());
        assertTrue(s.withWrapZ(true).wrapZ());
        assertFalse(s.withWrapZ(true).wrapX());
        assertFalse(s.withWrapZ(true).withWrapZ(false).wrapZ());
        boolean[] mask = {true, false, false, true};
        StreamPower shorthand = s.withWrapZ(true).withOutlets(mask).withWrapX(true);
        DrainageBoundary value = DrainageBoundary.open().withWrapX(true).withWrapZ(true).withOutlets(mask);
        assertEquals(value, shorthand.boundary());
        assertEquals(s.withBoundary(value), shorthand);
        assertEquals(s.withBoundary(value).hashCode(), shorthand.hashCode());
        assertNotEquals(s, s.withWrapZ(true));
        assertNotEquals(s.hashCode(), s.withWrapZ(true).hashCode());
        assertTrue(s.withWrapZ(true).toString().contains("wrapZ=true"), s.withWrapZ(true).toString());
        assertTrue(shorthand.toString().contains("outlet mask"), shorthand.toString());
        assertThrows(NullPointerException.class, () -> s.withBoundary(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.withOutlets(new boolean[0]));
        assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    }

    /** Counts reports and cancellation checks: a refused run must make neither. */
    private static final class Watch implements ProgressListener {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public void progress(double fraction, String message) {
            calls.incrementAndGet();
        }

        @Override
        public boolean isCancelled() {
            calls.incrementAndGet();
            return false;
        }
    }

    /**
     * A boundary that does not fit the field (an axis wrapped with fewer than 3 samples on it, a mask of
     * the wrong length) is refused by both entry points before any step: the message names the parameter,
     * its value and the range, the field is untouched and progress is never asked.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aBoundaryThatDoesNotFitIsRefusedBeforeAnyWork(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int kind = rnd.nextInt(3);
        int columns = kind == 0 ? 1 + rnd.nextInt(2) : 3 + rnd.nextInt(6);
        int rows = kind == 1 ? 1 + rnd.nextInt(2) : 3 + rnd.nextInt(6);
        StreamPower power = switch (kind) {
            case 0 -> StreamPower.incision().withWrapX(true);
            case 1 -> StreamPower.incision().withWrapZ(true);
            default -> StreamPower.incision().withOutlets(new boolean[columns * rows + 1 + rnd.nextInt(3)]);
        };
        String expected = switch (kind) {
            case 0 -> "wrapX needs columns >= 3, was " + columns;
            case 1 -> "wrapZ needs rows >= 3, was " + rows;
            default -> "outlet mask must have " + columns * rows + " elements (" + columns + " × " + rows + "), had "
                    + power.boundary().outletMask().length;
        };
        HeightfieldBuffer field = new HeightfieldBuffer(columns, rows, GridFrame.of(0, 0, 10));
        for (int i = 0; i < columns * rows; i++) {
            field.set(i % columns, i / columns, (float) (10 * rnd.nextDouble()));
        }
        float[] before = field.toArray();
        Watch watch = new Watch();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> power.erode(field, 0, watch));
        assertEquals(expected, e.getMessage());
        IllegalArgumentException f = assertThrows(IllegalArgumentException.class,
                () -> power.erodeWithMasks(field, watch));
        assertEquals(expected, f.getMessage());
        assertArrayEquals(before, field.toArray());
        assertEquals(0, watch.calls.get(), "progress asked before the refusal");
    }
}
