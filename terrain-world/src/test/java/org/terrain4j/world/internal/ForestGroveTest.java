package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.NoiseSample;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.PlaneCanvas;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Tree;

/**
 * A forest's rules on seeded planes of a 4 km square (161 samples, 25 m apart). A grove's radius is
 * log-uniform across the span; its outline is the mean radius moved by three lobes of frequencies 2, 3
 * and 5 (amplitudes 0.16, 0.14, 0.12), scaled at each point by {@code 1 + 0.3 · v}, {@code v} the edge
 * noise clamped to [-1, 1]. {@link ForestElement#plant} paints exactly the dry samples inside that
 * outline whose height is in the band, each by the tone noise, and stands at most one tree a lattice
 * cell, inside the outline, on dry ground in the band, at the ground's height, within the square, as many
 * as the area over the cell's area to within the jitter. Drawn whole, a forest keeps to the band and dry
 * ground, plants about {@code density} trees a hectare of its canopy, none at density 0, and with a
 * river reach its one grove stands by the river.
 */
class ForestGroveTest {

    static final double SIZE = TestSquare.SIZE;
    static final int SAMPLES = TestSquare.SAMPLES;
    static final double HALF = TestSquare.HALF;
    static final double SP = TestSquare.SP;
    static final ColourGradient CANOPY = ColourGradient.of(145, 0.55, 0.11, 0.30, 0.08);

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 10);
    }

    /** A noise given by a function, for the tests' own edge and tone fields. */
    record Field(DoubleBinaryOperator f) implements Noise {
        @Override
        public double value(double x, double z) {
            return f.applyAsDouble(x, z);
        }

        @Override
        public double value(double x, double y, double z) {
            return f.applyAsDouble(x, z);
        }

        @Override
        public double min() {
            return -2;
        }

        @Override
        public double max() {
            return 2;
        }

        @Override
        public long seed() {
            return 0;
        }

        @Override
        public Noise withSeed(long seed) {
            return this;
        }

        @Override
        public NoiseSample sample(double x, double z, NoiseSample dest) {
            throw new UnsupportedOperationException("a test field has no derivatives");
        }

        @Override
        public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
            throw new UnsupportedOperationException("a test field has no derivatives");
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aGrovesRadiusIsLogUniformAcrossTheSpan(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double min = rnd.nextDouble(30, 500);
        double max = min * rnd.nextDouble(1, 8);
        Reading span = Reading.span(min, max);
        assertEquals(min, ForestElement.radius(span, 0), 1e-9 * min);
        assertEquals(max, ForestElement.radius(span, 1), 1e-9 * max);
        for (int k = 0; k < 20; k++) {
            double u = rnd.nextDouble();
            double want = Math.exp(Math.log(min) + u * (Math.log(max) - Math.log(min)));
            assertEquals(want, ForestElement.radius(span, u), 1e-9 * want, "u " + u + ", seed " + seed);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theOutlineIsThreeLobesOfFrequencies2And3And5(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double radius = rnd.nextDouble(10, 1000);
        double[] phases = {rnd.nextDouble(0, 2 * Math.PI), rnd.nextDouble(0, 2 * Math.PI), rnd.nextDouble(0, 2 * Math.PI)};
        // Fourier coefficients over a full turn: the mean radius and a lobe of the given amplitude and
        // phase at each of the three frequencies, nothing at any other
        int m = 720;
        double[] amplitude = new double[8];
        double[] a = new double[8];
        double[] b = new double[8];
        for (int s = 0; s < m; s++) {
            double psi = 2 * Math.PI * s / m;
            double r = ForestElement.outline(radius, psi, phases) / radius;
            for (int k = 0; k < 8; k++) {
                a[k] += r * Math.cos(k * psi) * (k == 0 ? 1.0 / m : 2.0 / m);
                b[k] += r * Math.sin(k * psi) * 2.0 / m;
            }
        }
        for (int k = 0; k < 8; k++) {
            amplitude[k] = Math.hypot(a[k], b[k]);
        }
        String at = "seed " + seed;
        assertEquals(1, a[0], 1e-12, "the mean radius, " + at);
        assertEquals(0.16, amplitude[2], 1e-12, at);
        assertEquals(0.14, amplitude[3], 1e-12, at);
        assertEquals(0.12, amplitude[5], 1e-12, at);
        for (int k : new int[] {1, 4, 6, 7}) {
            assertEquals(0, amplitude[k], 1e-12, "frequency " + k + ", " + at);
        }
        // sin(kψ + p) = b cos… : the phase of each lobe is its own phase
        int[] f = {2, 3, 5};
        for (int q = 0; q < 3; q++) {
            int k = f[q];
            assertEquals(Math.sin(phases[q]), a[k] / amplitude[k], 1e-9, "phase of lobe " + k + ", " + at);
            assertEquals(Math.cos(phases[q]), b[k] / amplitude[k], 1e-9, "phase of lobe " + k + ", " + at);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theEdgeNoiseScalesTheOutlineByAtMostThirtyPercent(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int k = 0; k < 50; k++) {
            double v = rnd.nextDouble(-2, 2);
            Noise noise = new Field((x, z) -> v);
            double want = 1 + 0.3 * Math.max(-1, Math.min(1, v));
            assertEquals(want, ForestElement.ragged(noise, rnd.nextDouble(), rnd.nextDouble()), 1e-15, "v " + v);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aGroveIsPaintedAndPlantedInsideItsRaggedOutline(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double a = rnd.nextDouble(0.01, 0.05) * (rnd.nextBoolean() ? 1 : -1);
        double b = rnd.nextDouble(0.01, 0.05) * (rnd.nextBoolean() ? 1 : -1);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, a, b, 300);
        int n = canvas.columns();
        // a pond or two, and the square's edge crossed by some groves
        double radius = rnd.nextDouble(150, 450);
        double cx = rnd.nextDouble(-HALF, HALF) * 0.6;
        double cz = rnd.nextDouble(-HALF, HALF) * 0.6;
        if (seed % 3 == 0) {
            // across a corner of the square, a different corner by seed
            cx = (seed % 2 == 0 ? 1 : -1) * (HALF - 0.3 * radius);
            cz = (seed % 4 < 2 ? 1 : -1) * (HALF - 0.3 * radius);
        }
        double px = cx + rnd.nextDouble(-radius, radius);
        double pz = cz + rnd.nextDouble(-radius, radius);
        double pr = rnd.nextDouble(0.2, 0.6) * radius;
        for (int i = 0; i < n * n; i++) {
            if (Math.hypot(canvas.x(i % n) - px, canvas.z(i / n) - pz) < pr) {
                canvas.setLake(i, 0);
            }
        }
        float[] before = TestSquare.heights(canvas);
        double hc = 300 + a * cx + b * cz;
        double spread = (Math.abs(a) + Math.abs(b)) * radius;
        Reading band = seed % 2 == 0 ? Reading.span(-1000, 5000)
                : Reading.span(hc - rnd.nextDouble(0.2, 1) * spread, hc + rnd.nextDouble(0.2, 1) * spread);
        Reading tree = Reading.span(rnd.nextDouble(3, 10), rnd.nextDouble(12, 30));
        double f1 = rnd.nextDouble(60, 200);
        double f2 = rnd.nextDouble(60, 200);
        Noise edge = new Field((x, z) -> 1.6 * Math.sin(x / f1) * Math.cos(z / f2));
        Noise tone = new Field((x, z) -> 0.7 * Math.sin((x + z) / 170));
        double[] phases = {rnd.nextDouble(0, 2 * Math.PI), rnd.nextDouble(0, 2 * Math.PI), rnd.nextDouble(0, 2 * Math.PI)};
        double cell = seed == 5 ? Double.POSITIVE_INFINITY : 100 / Math.sqrt(rnd.nextDouble(4, 60));
        int g = canvas.gradient(CANOPY);
        ForestElement.plant(canvas, band, tree, tone, edge, g, cell, seed * 31, cx, cz, radius, phases);
        String at = ", seed " + seed + ", grove of " + radius + " m at (" + cx + ", " + cz + "), band " + band;
        int painted = 0;
        for (int i = 0; i < n * n; i++) {
            double x = canvas.x(i % n);
            double z = canvas.z(i / n);
            double d = Math.hypot(x - cx, z - cz);
            double edgeAt = ForestElement.ragged(edge, x, z)
                    * ForestElement.outline(radius, Math.atan2(z - cz, x - cx), phases);
            int colour = PlaneCanvas.colour(canvas, i);
            if (Math.abs(d - edgeAt) < 1e-6 * radius) {
                continue;
            }
            boolean want = d < edgeAt && !canvas.isWater(i) && before[i] >= band.min() && before[i] <= band.max();
            String here = " sample (" + i % n + ", " + i / n + "), " + d + " m out, edge at " + edgeAt + at;
            if (want) {
                assertEquals(CANOPY.rgb(Kit.n01(tone, x, z)), colour, "canopy of its tone at" + here);
                painted++;
            } else {
                assertEquals(0, colour, "unpainted at" + here);
            }
            assertEquals(before[i], canvas.height(i), 0, "a grove does not move the ground" + here);
        }
        assertTrue(painted > 20, "painted " + painted + at);
        List<Tree> trees = PlaneCanvas.trees(canvas);
        if (cell == Double.POSITIVE_INFINITY) {
            assertEquals(0, trees.size(), "no lattice, no trees" + at);
            return;
        }
        Set<Long> cells = new HashSet<>();
        for (Tree t : trees) {
            String here = " tree " + t + at;
            double d = Math.hypot(t.x() - cx, t.z() - cz);
            double edgeAt = ForestElement.ragged(edge, t.x(), t.z())
                    * ForestElement.outline(radius, Math.atan2(t.z() - cz, t.x() - cx), phases);
            assertTrue(d <= edgeAt * (1 + 1e-9), "inside the outline:" + here);
            assertTrue(Math.abs(t.x()) <= HALF && Math.abs(t.z()) <= HALF, "within the square:" + here);
            int idx = TestSquare.nearest(t.x(), t.z());
            assertTrue(!canvas.isWater(idx), "on dry ground:" + here);
            assertEquals(TestSquare.bilinear(before, t.x(), t.z()), t.y(), 1e-6, "at the ground's height:" + here);
            assertTrue(t.y() >= band.min() && t.y() <= band.max(), "in the band:" + here);
            assertTrue(t.height() >= tree.min() && t.height() <= tree.max(), "height in the span:" + here);
            long ci = (long) Math.floor(t.x() / cell);
            long cj = (long) Math.floor(t.z() / cell);
            assertTrue(cells.add(ci * 1_000_003L + cj), "one tree a cell:" + here);
        }
        // jittered: a tree stands anywhere in its cell, across and along
        for (int axis = 0; axis < 2; axis++) {
            double lo = 1;
            double hi = 0;
            for (Tree t : trees) {
                double v = (axis == 0 ? t.x() : t.z()) / cell;
                lo = Math.min(lo, v - Math.floor(v));
                hi = Math.max(hi, v - Math.floor(v));
            }
            assertTrue(trees.size() < 20 || (lo < 0.1 && hi > 0.9),
                    "trees' places in their cells along axis " + axis + " from " + lo + " to " + hi + at);
        }
        // as many as the area they may stand on holds cells, to within the jitter at the outline
        double step = 5;
        double area = 0;
        double reach = radius * 1.43 * 1.3;
        for (double x = cx - reach; x <= cx + reach; x += step) {
            for (double z = cz - reach; z <= cz + reach; z += step) {
                if (Math.abs(x) > HALF || Math.abs(z) > HALF) {
                    continue;
                }
                double d = Math.hypot(x - cx, z - cz);
                double edgeAt = ForestElement.ragged(edge, x, z)
                        * ForestElement.outline(radius, Math.atan2(z - cz, x - cx), phases);
                double y = TestSquare.bilinear(before, x, z);
                int idx = TestSquare.nearest(x, z);
                if (d <= edgeAt && !canvas.isWater(idx) && y >= band.min() && y <= band.max()) {
                    area += step * step;
                }
            }
        }
        double expected = area / (cell * cell);
        double tol = 4 * Math.sqrt(2 * Math.PI * reach / cell) + 3;
        assertTrue(Math.abs(trees.size() - expected) <= tol,
                trees.size() + " trees where " + expected + " ± " + tol + " were due" + at);
        assertTrue(trees.size() > 5, trees.size() + " trees" + at);
    }

    static Placement forest(double treeLo, double treeHi, double density, double sizeLo, double sizeHi, int groves,
            double bandLo, double bandHi, double reach) {
        return Placement.of("forest").withSpan("tree height", treeLo, treeHi).withValue("density", density)
                .withSpan("grove size", sizeLo, sizeHi).withValue("groves", groves).withGradient("canopy", CANOPY)
                .withSpan("band", bandLo, bandHi).withValue("river reach", reach);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aForestKeepsToItsBandAndDryGroundAtItsDensity(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double a = rnd.nextDouble(0.01, 0.05) * (rnd.nextBoolean() ? 1 : -1);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, a, 0, 300);
        int n = canvas.columns();
        for (int i = 0; i < n * n; i++) {
            if (Math.hypot(canvas.x(i % n) - 500, canvas.z(i / n) + 300) < 600) {
                canvas.setLake(i, 0);
            }
        }
        float[] before = TestSquare.heights(canvas);
        // a band across a stripe of the plane, between a fifth and a half of it
        double lo = 300 - Math.abs(a) * HALF * rnd.nextDouble(0.2, 0.5);
        double hi = 300 + Math.abs(a) * HALF * rnd.nextDouble(0.2, 0.5);
        double density = seed % 4 == 0 ? 0 : rnd.nextDouble(5, 40);
        int groves = 2 + rnd.nextInt(10);
        ForestElement.create().draw(forest(8, 22, density, 120, 400, groves, lo, hi, 0), canvas, seed);
        String at = ", seed " + seed + ", band [" + lo + ", " + hi + "], density " + density + ", groves " + groves;
        int painted = 0;
        for (int i = 0; i < n * n; i++) {
            int colour = PlaneCanvas.colour(canvas, i);
            if (colour != 0) {
                painted++;
                assertTrue(!canvas.isWater(i) && before[i] >= lo && before[i] <= hi,
                        "canopy off the band or on water at sample " + i + at);
            }
        }
        assertTrue(painted > 50, "painted " + painted + at);
        List<Tree> trees = PlaneCanvas.trees(canvas);
        for (Tree t : trees) {
            assertTrue(t.y() >= lo && t.y() <= hi && !canvas.isWater(TestSquare.nearest(t.x(), t.z())),
                    "tree " + t + at);
            assertTrue(t.height() >= 8 && t.height() <= 22, "tree " + t + at);
        }
        // density trees a hectare of canopy (groves that overlap stand trees of both lattices)
        double due = painted * SP * SP / 10_000 * density;
        if (density == 0) {
            assertEquals(0, trees.size(), at);
        } else {
            assertTrue(trees.size() >= 0.6 * due && trees.size() <= 2.5 * due,
                    trees.size() + " trees on " + painted + " samples, " + due + " due" + at);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void noGroveStandsWhereNoGroundIsInItsBand(long seed) {
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0.02, 0.01, 300);
        ForestElement.create().draw(forest(8, 22, 20, 120, 400, 12, 1000, 2000, 0), canvas, seed);
        for (int i = 0; i < SAMPLES * SAMPLES; i++) {
            assertEquals(0, PlaneCanvas.colour(canvas, i), "seed " + seed);
        }
        assertEquals(0, PlaneCanvas.trees(canvas).size(), "seed " + seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aLoneGroveWithARiverReachStandsByTheRiver(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 100);
        int n = canvas.columns();
        int column = 20 + rnd.nextInt(n - 40);
        for (int r = 0; r < n; r++) {
            canvas.setRiver(r * n + column, 90);
        }
        double reach = rnd.nextDouble(50, 300);
        double rmax = 200;
        ForestElement.create().draw(forest(8, 22, 10, 100, rmax, 1, -1000, 5000, reach), canvas, seed);
        // the grove's centre within the reach; its outline and its copses' within 1.42 × 1.3 of a radius
        // of their centres, a copse's centre within 1.75 radii and its radius 0.6 of the grove's
        double far = reach + rmax * (1.42 * 1.3 + 1.75 + 0.6 * 1.42 * 1.3) + SP;
        int painted = 0;
        for (int i = 0; i < n * n; i++) {
            if (PlaneCanvas.colour(canvas, i) != 0) {
                painted++;
                assertTrue(Math.abs(canvas.x(i % n) - canvas.x(column)) <= far,
                        "canopy " + (canvas.x(i % n) - canvas.x(column)) + " m from the river, seed " + seed);
            }
        }
        assertTrue(painted > 10, "painted " + painted + ", seed " + seed);
    }

    /**
     * A grove has up to four outlying copses, as likely each, of 0.3 to 0.6 of its radius: over twelve
     * lone groves of one radius on dry ground all in the band, the canopy covers on average more than a
     * lone outline does (its area is {@code π r²} times the mean square of the lobes and the edge noise,
     * at most 1.06 here), and no more than the grove and four of the largest copses could.
     */
    @org.junit.jupiter.api.Test
    void grovesHaveOutlyingCopses() {
        double r = 250;
        double total = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 100);
            ForestElement.create().draw(forest(8, 22, 0, r, r, 1, -1000, 5000, 0), canvas, seed);
            int painted = 0;
            for (int i = 0; i < SAMPLES * SAMPLES; i++) {
                painted += PlaneCanvas.colour(canvas, i) != 0 ? 1 : 0;
            }
            double ratio = painted * SP * SP / (Math.PI * r * r);
            double most = Math.pow(1.42 * 1.3, 2) * (1 + 4 * 0.36);
            assertTrue(ratio > 0.3 && ratio < most, "seed " + seed + ": canopy " + ratio + " of π r²");
            total += ratio;
        }
        assertTrue(total / 12 > 1.2, "the canopy of a lone grove with its copses, " + total / 12 + " of π r² on average");
    }

    /**
     * A grove is sited at the best of six candidates, most of its ground in the band and dry, water within
     * two radii preferred. Over twelve lone groves on a plane whose band is a third of the square, the
     * canopy averages more than 0.9 of a grove's {@code π r²} (a grove sited anywhere would paint only the
     * part of it in the band, a third on average); beside a round lake a fifth of the square, at least
     * eight of twelve lone groves reach within three radii of the water (a grove sited anywhere dry, about
     * one in three).
     */
    @org.junit.jupiter.api.Test
    void aGroveIsSitedInItsBandAndNearWater() {
        double r = 150;
        double total = 0;
        int nearWater = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0.05, 0, 100);
            ForestElement.create().draw(forest(8, 22, 0, r, r, 1, 100 - 0.05 * SIZE / 6, 100 + 0.05 * SIZE / 6, 0),
                    canvas, seed);
            int painted = 0;
            for (int i = 0; i < SAMPLES * SAMPLES; i++) {
                painted += PlaneCanvas.colour(canvas, i) != 0 ? 1 : 0;
            }
            total += painted * SP * SP / (Math.PI * r * r);
            Canvas lake = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 100);
            int n = lake.columns();
            double lr = Math.sqrt(SIZE * SIZE / 5 / Math.PI);
            for (int i = 0; i < n * n; i++) {
                if (Math.hypot(lake.x(i % n), lake.z(i / n)) < lr) {
                    lake.setLake(i, 100);
                }
            }
            ForestElement.create().draw(forest(8, 22, 0, r, r, 1, -1000, 5000, 0), lake, seed);
            double closest = Double.POSITIVE_INFINITY;
            for (int i = 0; i < n * n; i++) {
                if (PlaneCanvas.colour(lake, i) != 0) {
                    closest = Math.min(closest, Math.hypot(lake.x(i % n), lake.z(i / n)) - lr);
                }
            }
            nearWater += closest <= 3 * r ? 1 : 0;
        }
        assertTrue(total / 12 > 0.9, "canopy in a third of the square: " + total / 12 + " of π r² on average");
        assertTrue(nearWater >= 8, nearWater + " of 12 lone groves within three radii of the lake");
    }
}
