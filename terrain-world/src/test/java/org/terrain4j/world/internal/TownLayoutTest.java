package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.Building;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.PlaneCanvas;
import org.terrain4j.world.Street;

/**
 * How a town is laid out, on seeded planes of a 4 km square (161 samples, 25 m apart), with and without a
 * lake: the rules of {@link TownElement}'s Javadoc read back from its buildings, streets, heights and
 * colours. Blocks are squares of the block size on one grid centred on the site, at one heading; every
 * built block holds two buildings {@code inner / 4} either side of its centre along the heading
 * ({@code inner = 0.82 · block}, footprints {@code 0.4 · inner × 0.8 · inner}), its four sides are streets
 * {@code 0.18 · block} wide (a side two built blocks share laid once), and the samples nearest its centre
 * are levelled 60 % toward the site's height and painted: the street gradient (0.3 to 0.7 of the way)
 * where a sample lies past {@code 0.41} of a block from the centre along either axis, the building
 * gradient inside, one tone a block. As many blocks are built as asked for, or as many as there are
 * candidates within the site extent that fit, and they are the nearest ones to where the town grows
 * (to within the ±15 % jitter). A shore town's centre is set back 0.3 of the extent from a shore sample,
 * away from the water over the 7 × 7 samples about it, its grid squared to that direction, its site among
 * the flattest fifth of the shore's; no building stands on a wet sample and no street crosses more of a
 * wet sample's ground than the quarter sample it is read at. An inland site is among the flattest fifth,
 * and near water when water lies out of a shore town's reach. The ground is a dome where flatness is
 * judged, so the flattest ground is not the lowest.
 */
class TownLayoutTest {

    static final double SIZE = TestSquare.SIZE;
    static final int SAMPLES = TestSquare.SAMPLES;
    static final double HALF = TestSquare.HALF;
    static final double SP = TestSquare.SP;
    static final ColourGradient BUILDINGS = ColourGradient.of(40, 0.74, 0.05, 0.50, 0.06);
    static final ColourGradient STREETS = ColourGradient.of(260, 0.55, 0.012, 0.35, 0.012);
    /** Heights are stored as floats near 100–300 m. */
    static final double FLOAT_TOL = 1e-3;

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 8);
    }

    /** The plane's height, or a bowl along z when {@code bowl} is not 0. */
    record Ground(double a, double b, double bowl, double z0) {
        double at(double x, double z) {
            return 100 + a * x + b * z + bowl * (z - z0) * (z - z0);
        }
    }

    static Canvas canvas(Ground g, double waterBelow, double nx, double nz) {
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 0);
        int n = canvas.columns();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                canvas.setHeight(i, g.at(canvas.x(c), canvas.z(r)));
                if (canvas.x(c) * nx + canvas.z(r) * nz < waterBelow) {
                    canvas.setLake(i, 50);
                }
            }
        }
        return canvas;
    }

    static Placement placement(double block, int wanted, double hmin, double hmax, double extent) {
        return Placement.of("town").withValue("block size", block).withValue("built blocks", wanted)
                .withSpan("building height", hmin, hmax).withValue("site extent", extent)
                .withGradient("buildings", BUILDINGS).withGradient("streets", STREETS);
    }

    /** What one drawn town is read back as. */
    static final class Town {
        final Map<Long, double[]> blocks = new HashMap<>();
        double heading;
        double ca;
        double sa;
    }

    static long key(long i, long j) {
        return (i + 1000) * 10_000 + (j + 1000);
    }

    /** Lattice coordinates of a point: the grid's own axes, in blocks from the site. */
    static double[] lattice(double x, double z, double[] site, double block, double ca, double sa) {
        double dx = x - site[0];
        double dz = z - site[1];
        return new double[] {(dx * ca + dz * sa) / block, (-dx * sa + dz * ca) / block};
    }

    /**
     * Checks the buildings, streets, levelling and paint of a drawn town against its site and returns
     * its blocks; {@code eligible} says which candidate blocks could be built.
     */
    static Town check(Canvas canvas, float[] before, double[] site, long seed, double block, int wanted, double hmin,
            double hmax, double extent, java.util.function.BiPredicate<Long, Long> eligible, String at) {
        List<Building> buildings = PlaneCanvas.buildings(canvas);
        List<Street> streets = PlaneCanvas.streets(canvas);
        Town t = new Town();
        double inner = 0.82 * block;
        assertEquals(0, buildings.size() % 2, at);
        if (!buildings.isEmpty()) {
            t.heading = buildings.get(0).heading();
        }
        assertTrue(t.heading >= 0 && t.heading < 90, "heading in [0, 90): " + t.heading + at);
        t.ca = Math.cos(Math.toRadians(t.heading));
        t.sa = Math.sin(Math.toRadians(t.heading));
        for (int k = 0; k < buildings.size(); k += 2) {
            Building b0 = buildings.get(k);
            Building b1 = buildings.get(k + 1);
            for (Building b : List.of(b0, b1)) {
                assertEquals(t.heading, b.heading(), "one heading" + at);
                assertEquals(inner / 2 * 0.8, b.sizeX(), 1e-9, "footprint across" + at);
                assertEquals(inner * 0.8, b.sizeZ(), 1e-9, "footprint along" + at);
                assertTrue(b.height() >= hmin && b.height() <= hmax, "height in the span: " + b + at);
                assertEquals(TestSquare.bilinear(before, b.x(), b.z()), b.y(), 1e-6,
                        "on the ground as it was: " + b + at);
                int idx = TestSquare.nearest(b.x(), b.z());
                assertTrue(idx >= 0 && !canvas.isWater(idx), "a building on water: " + b + at);
            }
            assertEquals(inner / 2 * t.ca, b1.x() - b0.x(), 1e-6, "the pair along the heading" + at);
            assertEquals(inner / 2 * t.sa, b1.z() - b0.z(), 1e-6, "the pair along the heading" + at);
            double[] m = lattice((b0.x() + b1.x()) / 2, (b0.z() + b1.z()) / 2, site, block, t.ca, t.sa);
            long i = Math.round(m[0]);
            long j = Math.round(m[1]);
            assertEquals(i, m[0], 1e-6, "a block centre on the grid" + at);
            assertEquals(j, m[1], 1e-6, "a block centre on the grid" + at);
            assertTrue(Math.hypot(i, j) * block <= extent + 1e-9, "a block within the extent" + at);
            assertTrue(t.blocks.put(key(i, j), new double[] {i, j}) == null, "a block built twice" + at);
        }
        // as many as asked for, or every candidate that fits; the nearest ones to where it grows
        int reach = (int) Math.ceil(extent / block) + 1;
        int fits = 0;
        double farBuilt = 0;
        double nearUnbuilt = Double.POSITIVE_INFINITY;
        for (int j = -reach; j <= reach; j++) {
            for (int i = -reach; i <= reach; i++) {
                if (Math.hypot(i, j) * block > extent || !eligible.test((long) i, (long) j)) {
                    continue;
                }
                fits++;
                double x = site[0] + (i * t.ca - j * t.sa) * block;
                double z = site[1] + (i * t.sa + j * t.ca) * block;
                double d = Math.hypot(x - site[3], z - site[4]);
                if (t.blocks.containsKey(key(i, j))) {
                    farBuilt = Math.max(farBuilt, d);
                } else {
                    nearUnbuilt = Math.min(nearUnbuilt, d);
                }
            }
        }
        assertEquals(Math.min(wanted, fits), t.blocks.size(), "blocks built of " + fits + " that fit" + at);
        assertTrue(0.85 * farBuilt <= 1.15 * nearUnbuilt + 1e-9,
                "the nearest blocks built: farthest built " + farBuilt + ", nearest not " + nearUnbuilt + at);
        for (double[] b : t.blocks.values()) {
            assertTrue(eligible.test((long) b[0], (long) b[1]), "a block built that does not fit" + at);
        }
        // streets: the sides of the built blocks, each once, a block's side long
        Set<String> sides = new HashSet<>();
        for (double[] b : t.blocks.values()) {
            long i2 = 2 * (long) b[0];
            long j2 = 2 * (long) b[1];
            sides.add(side(i2 - 1, j2 - 1, i2 + 1, j2 - 1));
            sides.add(side(i2 + 1, j2 - 1, i2 + 1, j2 + 1));
            sides.add(side(i2 - 1, j2 + 1, i2 + 1, j2 + 1));
            sides.add(side(i2 - 1, j2 - 1, i2 - 1, j2 + 1));
        }
        Set<String> laid = new HashSet<>();
        for (Street s : streets) {
            assertEquals(0.18 * block, s.width(), 1e-9, "street width" + at);
            double[] p = lattice(s.x1(), s.z1(), site, block, t.ca, t.sa);
            double[] q = lattice(s.x2(), s.z2(), site, block, t.ca, t.sa);
            long[] k = {Math.round(2 * p[0]), Math.round(2 * p[1]), Math.round(2 * q[0]), Math.round(2 * q[1])};
            assertEquals(k[0], 2 * p[0], 1e-6, "a street from a block corner" + at);
            assertEquals(k[1], 2 * p[1], 1e-6, "a street from a block corner" + at);
            assertEquals(k[2], 2 * q[0], 1e-6, "a street to a block corner" + at);
            assertEquals(k[3], 2 * q[1], 1e-6, "a street to a block corner" + at);
            assertTrue(laid.add(side(k[0], k[1], k[2], k[3])), "a side laid twice" + at);
            // on the square, and across no wet sample's ground for more than the quarter sample it is read at
            assertTrue(TestSquare.nearest(s.x1(), s.z1()) >= 0 && TestSquare.nearest(s.x2(), s.z2()) >= 0,
                    "a street off the square" + at);
            int n = canvas.columns();
            int ca = (int) Math.floor((Math.min(s.x1(), s.x2()) + HALF) / SP) - 1;
            int cb = (int) Math.ceil((Math.max(s.x1(), s.x2()) + HALF) / SP) + 1;
            int ra = (int) Math.floor((Math.min(s.z1(), s.z2()) + HALF) / SP) - 1;
            int rb = (int) Math.ceil((Math.max(s.z1(), s.z2()) + HALF) / SP) + 1;
            for (int r = Math.max(0, ra); r <= Math.min(n - 1, rb); r++) {
                for (int c = Math.max(0, ca); c <= Math.min(n - 1, cb); c++) {
                    if (canvas.isWater(r * n + c)) {
                        double wet = TownDryBlockTest.clipped(s.x1(), s.z1(), s.x2(), s.z2(), canvas.x(c), canvas.z(r), SP / 2);
                        assertTrue(wet <= SP / 4 * 1.001, "a street " + wet + " m across water" + at);
                    }
                }
            }
        }
        assertEquals(sides, laid, "the streets are the built blocks' sides" + at);
        // levelled and painted: the samples nearest a built block's centre, not on water
        int n = canvas.columns();
        Map<Long, Integer> houseTone = new HashMap<>();
        Map<Long, Integer> streetTone = new HashMap<>();
        Map<Integer, Boolean> houseShades = new HashMap<>();
        Map<Integer, Boolean> streetShades = new HashMap<>();
        int changed = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int idx = r * n + c;
                double[] uv = lattice(canvas.x(c), canvas.z(r), site, block, t.ca, t.sa);
                long i = Math.round(uv[0]);
                long j = Math.round(uv[1]);
                double fu = Math.abs(uv[0] - i);
                double fv = Math.abs(uv[1] - j);
                if (Math.abs(fu - 0.5) < 1e-7 || Math.abs(fv - 0.5) < 1e-7 || Math.abs(fu - 0.41) < 1e-7
                        || Math.abs(fv - 0.41) < 1e-7) {
                    continue;
                }
                int colour = PlaneCanvas.colour(canvas, idx);
                String here = " at sample (" + c + ", " + r + ")" + at;
                if (t.blocks.containsKey(key(i, j)) && !canvas.isWater(idx)) {
                    double want = before[idx] + (site[2] - before[idx]) * 0.6;
                    assertEquals(want, canvas.height(idx), FLOAT_TOL, "levelled 60 % toward the site" + here);
                    changed++;
                    if (fu > 0.41 || fv > 0.41) {
                        assertTrue(streetShades.computeIfAbsent(colour, k -> tone(STREETS, k, 0.3, 0.7) >= 0),
                                "a street's colour" + here);
                        assertEquals(streetTone.computeIfAbsent(key(i, j), k -> colour), colour,
                                "one street colour a block" + here);
                    } else {
                        assertTrue(houseShades.computeIfAbsent(colour, k -> tone(BUILDINGS, k, 0, 1) >= 0),
                                "a block's colour" + here);
                        assertEquals(houseTone.computeIfAbsent(key(i, j), k -> colour), colour,
                                "one building colour a block" + here);
                    }
                } else {
                    assertEquals(before[idx], canvas.height(idx), 0, "untouched" + here);
                    assertEquals(0, colour, "unpainted" + here);
                }
            }
        }
        assertTrue(t.blocks.isEmpty() || changed > 0, "a town levels its ground" + at);
        // one tone a block: the street shade 0.3 + 0.4 of the building shade
        for (Map.Entry<Long, Integer> e : houseTone.entrySet()) {
            Integer s = streetTone.get(e.getKey());
            if (s == null) {
                continue;
            }
            boolean one = false;
            for (int k = 0; k <= 8192 && !one; k++) {
                double tt = k / 8192.0;
                one = BUILDINGS.rgb(tt) == e.getValue() && STREETS.rgb(0.3 + 0.4 * tt) == s;
            }
            assertTrue(one, "a block's street shade is 0.3 + 0.4 × its building shade" + at);
        }
        return t;
    }

    static String side(long a, long b, long c, long d) {
        return a < c || (a == c && b < d) ? a + "," + b + "-" + c + "," + d : c + "," + d + "-" + a + "," + b;
    }

    /** The first of 4 097 steps in [lo, hi] at which the gradient gives that colour, or -1. */
    static double tone(ColourGradient g, int colour, double lo, double hi) {
        for (int k = 0; k <= 4096; k++) {
            double t = lo + (hi - lo) * k / 4096;
            if (g.rgb(t) == colour) {
                return t;
            }
        }
        return -1;
    }

    /** Every corner of block (i, j) rounds to a sample of the square. */
    static boolean cornersIn(double[] site, long i, long j, double block, double ca, double sa) {
        for (int e = 0; e < 4; e++) {
            double u = i + (e == 1 || e == 2 ? 0.5 : -0.5);
            double v = j + (e >= 2 ? 0.5 : -0.5);
            if (TestSquare.nearest(site[0] + (u * ca - v * sa) * block, site[1] + (u * sa + v * ca) * block) < 0) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void anInlandTownIsAGridOfBlocksAroundItsSite(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Ground g = new Ground(rnd.nextDouble(0.002, 0.02) * (rnd.nextBoolean() ? 1 : -1),
                rnd.nextDouble(0.002, 0.02) * (rnd.nextBoolean() ? 1 : -1), 0, 0);
        double block = rnd.nextDouble(60, 200);
        double extent = rnd.nextDouble(300, 900);
        int wanted = seed % 3 == 0 ? 400 : 3 + rnd.nextInt(60);
        double hmin = rnd.nextDouble(3, 20);
        double hmax = hmin + rnd.nextDouble(5, 40);
        Canvas canvas = canvas(g, Double.NEGATIVE_INFINITY, 1, 0);
        float[] before = TestSquare.heights(canvas);
        double[] site = TownElement.site(canvas, extent, new SplittableRandom(seed));
        String at = ", seed " + seed + ", block " + block + ", extent " + extent + ", wanted " + wanted;
        // an inland town grows from its centre, which stands far enough in for its site
        assertEquals(site[0], site[3], 0, at);
        assertEquals(site[1], site[4], 0, at);
        double room = HALF - Math.min(0.9 * HALF, extent);
        assertTrue(Math.abs(site[0]) <= room && Math.abs(site[1]) <= room, "the site inside the square" + at);
        double sum = 0;
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                sum += before[TestSquare.nearest(site[0] + a * extent / 2, site[1] + b * extent / 2)];
            }
        }
        assertEquals(sum / 25, site[2], 1e-9, "the site's height, the mean over its 25 points" + at);
        TownElement.create().draw(placement(block, wanted, hmin, hmax, extent), canvas, seed);
        List<Building> buildings = PlaneCanvas.buildings(canvas);
        assertTrue(!buildings.isEmpty(), at);
        double h = buildings.get(0).heading();
        double ca = Math.cos(Math.toRadians(h));
        double sa = Math.sin(Math.toRadians(h));
        Town t = check(canvas, before, site, seed, block, wanted, hmin, hmax, extent,
                (i, j) -> cornersIn(site, i, j, block, ca, sa), at);
        assertTrue(t.blocks.size() >= 3, at);
    }

    /** Twelve: the straight shores facing the four axes are seeds 3, 6, 9 and 12. */
    static LongStream shoreSeeds() {
        return LongStream.rangeClosed(1, 12);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("shoreSeeds")
    void aShoreTownStandsBackFromTheWaterSquaredToIt(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        // a straight shore facing one of the four axes, a straight shore at any angle, or a round lake
        int shape = (int) (seed % 3);
        double theta = shape == 0 ? (seed / 3 % 4) * Math.PI / 2 : rnd.nextDouble(0, 2 * Math.PI);
        double nx = Math.cos(theta);
        double nz = Math.sin(theta);
        double shore = -rnd.nextDouble(400, 1000);
        double px = rnd.nextDouble(-600, 600);
        double pz = rnd.nextDouble(-600, 600);
        double pr = rnd.nextDouble(300, 700);
        // a dome on the land: the flattest ground is near its top, the lowest far from it
        double qx = rnd.nextDouble(-1000, 1000);
        double qz = rnd.nextDouble(-1000, 1000);
        double k = rnd.nextDouble(1e-4, 3e-4);
        double block = rnd.nextDouble(60, 160);
        double extent = rnd.nextDouble(400, 800);
        int wanted = 5 + rnd.nextInt(40);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 0);
        int n = canvas.columns();
        for (int i = 0; i < n * n; i++) {
            double x = canvas.x(i % n);
            double z = canvas.z(i / n);
            canvas.setHeight(i, 300 - k * ((x - qx) * (x - qx) + (z - qz) * (z - qz)));
            if (shape == 2 ? Math.hypot(x - px, z - pz) < pr : x * nx + z * nz < shore) {
                canvas.setLake(i, 0);
            }
        }
        float[] before = TestSquare.heights(canvas);
        String at = ", seed " + seed + (shape == 2 ? ", a round lake" : ", shore normal " + Math.toDegrees(theta) + "°")
                + ", block " + block + ", extent " + extent + ", wanted " + wanted;
        double[] site = TownElement.site(canvas, extent, new SplittableRandom(seed));
        int s = TestSquare.nearest(site[3], site[4]);
        assertTrue(s >= 0 && !canvas.isWater(s), "grows from a dry sample" + at);
        assertEquals(canvas.x(s % n), site[3], 0, at);
        assertEquals(canvas.z(s / n), site[4], 0, at);
        boolean wetBeside = canvas.isWater(s - 1) || canvas.isWater(s + 1) || canvas.isWater(s - n) || canvas.isWater(s + n);
        assertTrue(wetBeside, "grows from a shore sample" + at);
        double lim = HALF - extent / 2;
        assertTrue(Math.abs(site[3]) <= lim && Math.abs(site[4]) <= lim, "the shore sample far enough in" + at);
        // set back 0.3 of the extent, straight inland (to within the 7 × 7 samples' reading of the shore)
        double dx = site[0] - site[3];
        double dz = site[1] - site[4];
        assertEquals(TownElement.SET_BACK * extent, Math.hypot(dx, dz), 1e-6, "the set-back" + at);
        double ix = shape == 2 ? site[3] - px : nx;
        double iz = shape == 2 ? site[4] - pz : nz;
        double off = Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, (dx * ix + dz * iz) / Math.hypot(dx, dz)
                / Math.hypot(ix, iz)))));
        assertTrue(off < 12, "set back inland: " + off + "° off the shore's normal" + at);
        double[] own = setBack(canvas, s, extent);
        assertEquals(own[0], site[0], 1e-9, "set back away from the water about its shore sample" + at);
        assertEquals(own[1], site[1], 1e-9, "set back away from the water about its shore sample" + at);
        // of the shore samples, one of the flattest sites (the best of 48 draws beats four fifths of them)
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            int c = i % n;
            int r = i / n;
            if (c == 0 || r == 0 || c == n - 1 || r == n - 1 || canvas.isWater(i)
                    || Math.abs(canvas.x(c)) > lim || Math.abs(canvas.z(r)) > lim) {
                continue;
            }
            if (canvas.isWater(i - 1) || canvas.isWater(i + 1) || canvas.isWater(i - n) || canvas.isWater(i + n)) {
                double[] centre = setBack(canvas, i, extent);
                int ci = centre == null ? -1 : TestSquare.nearest(centre[0], centre[1]);
                if (ci >= 0 && !canvas.isWater(ci)) {
                    scores.add(shoreScore(canvas, centre[0], centre[1], extent));
                }
            }
        }
        scores.sort(null);
        double chosen = shoreScore(canvas, site[0], site[1], extent);
        assertTrue(scores.size() > 20, at);
        assertTrue(chosen <= scores.get(scores.size() / 5),
                "the site's score " + chosen + " against the shore's fifth " + scores.get(scores.size() / 5) + at);
        assertTrue(scores.get(scores.size() - 1) > scores.get(0) + 1, "the shore's sites differ in relief" + at);
        // its height: the mean of the dry ones of its 25 points a quarter extent apart
        double sum = 0;
        int dry = 0;
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                int i = TestSquare.nearest(site[0] + a * extent / 4, site[1] + b * extent / 4);
                if (i >= 0 && !canvas.isWater(i)) {
                    sum += before[i];
                    dry++;
                }
            }
        }
        assertEquals(sum / dry, site[2], 1e-9, "the site's height" + at);
        TownElement.create().draw(placement(block, wanted, 6, 28, extent), canvas, seed);
        List<Building> buildings = PlaneCanvas.buildings(canvas);
        assertTrue(!buildings.isEmpty(), at);
        double inward = Math.toDegrees(Math.atan2(dz, dx));
        double squared = ((inward % 90) + 90) % 90;
        double h = buildings.get(0).heading();
        assertEquals(squared, h, 1e-9, "the grid squared to the way in from the water" + at);
        double ca = Math.cos(Math.toRadians(h));
        double sa = Math.sin(Math.toRadians(h));
        double inner = 0.82 * block;
        Town t = check(canvas, before, site, seed, block, wanted, 6, 28, extent, (i, j) -> {
            double x = site[0] + (i * ca - j * sa) * block;
            double z = site[1] + (i * sa + j * ca) * block;
            double[] homes = {x - inner / 4 * ca, z - inner / 4 * sa, x + inner / 4 * ca, z + inner / 4 * sa};
            return TownElement.dryBlock(canvas, site, i, j, block, ca, sa, homes);
        }, at);
        assertTrue(t.blocks.size() >= 3, at);
    }

    /**
     * Where a shore sample's site stands: 0.3 of the extent away from the water over the 7 × 7 samples
     * about it (each wet one pulls the way back from it), or null if the water about it balances out.
     */
    static double[] setBack(Canvas canvas, int s, double extent) {
        int n = canvas.columns();
        int c = s % n;
        int r = s / n;
        double wx = 0;
        double wz = 0;
        for (int b = -3; b <= 3; b++) {
            for (int a = -3; a <= 3; a++) {
                int cc = c + a;
                int rr = r + b;
                if (cc >= 0 && rr >= 0 && cc < n && rr < n && canvas.isWater(rr * n + cc)) {
                    wx -= a;
                    wz -= b;
                }
            }
        }
        double len = Math.hypot(wx, wz);
        return len == 0 ? null : new double[] {canvas.x(c) + wx / len * 0.3 * extent, canvas.z(r) + wz / len * 0.3 * extent};
    }

    /** A shore candidate's score: relief of its dry points a quarter extent apart, 10 m for each wet one. */
    static double shoreScore(Canvas canvas, double cx, double cz, double extent) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        int wet = 0;
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                int i = TestSquare.nearest(cx + a * extent / 4, cz + b * extent / 4);
                if (i >= 0 && !canvas.isWater(i)) {
                    lo = Math.min(lo, canvas.height(i));
                    hi = Math.max(hi, canvas.height(i));
                } else {
                    wet++;
                }
            }
        }
        return hi - lo + 10 * wet;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aDrySiteIsOneOfTheFlattest(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double x0 = rnd.nextDouble(-1500, 1500);
        double z0 = rnd.nextDouble(-1500, 1500);
        double k = rnd.nextDouble(1e-4, 4e-4);
        double extent = rnd.nextDouble(300, 900);
        Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0, 0, 0);
        int n = canvas.columns();
        for (int i = 0; i < n * n; i++) {
            double x = canvas.x(i % n) - x0;
            double z = canvas.z(i / n) - z0;
            // a dome: the flattest ground near its top, the lowest far from it
            canvas.setHeight(i, 300 - k * (x * x + z * z));
        }
        String at = ", seed " + seed + ", extent " + extent;
        double[] site = TownElement.site(canvas, extent, new SplittableRandom(seed));
        assertEquals(site[0], site[3], 0, at);
        assertEquals(site[1], site[4], 0, at);
        double room = HALF - extent;
        List<Double> reliefs = new ArrayList<>();
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                reliefs.add(inlandRelief(canvas, -room + 2 * room * a / 40, -room + 2 * room * b / 40, extent));
            }
        }
        reliefs.sort(null);
        double chosen = inlandRelief(canvas, site[0], site[1], extent);
        assertTrue(chosen <= reliefs.get(reliefs.size() / 5),
                "relief " + chosen + " against the fifth " + reliefs.get(reliefs.size() / 5) + at);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void aDrySiteWithWaterOutOfReachOfItsBlocksStandsNearIt(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double extent = rnd.nextDouble(800, 1100);
        // water along the east edge, beyond where a shore town could stand: so no shore site
        double water = HALF - extent / 2 + 2 * SP + rnd.nextDouble(0, 100);
        Ground g = new Ground(rnd.nextDouble(-0.002, 0.002), rnd.nextDouble(-0.002, 0.002), 0, 0);
        // on the east, west, south or north edge by seed
        int side = (int) (seed % 4);
        double nx = side == 0 ? -1 : side == 1 ? 1 : 0;
        double nz = side == 2 ? -1 : side == 3 ? 1 : 0;
        Canvas canvas = canvas(g, -water, nx, nz);
        float[] before = TestSquare.heights(canvas);
        String at = ", seed " + seed + ", extent " + extent + ", water " + water + " m out, side " + side;
        assertEquals(null, TownElement.shoreSite(canvas, extent, new SplittableRandom(seed)), at);
        double[] site = TownElement.site(canvas, extent, new SplittableRandom(seed));
        assertEquals(site[0], site[3], 0, at);
        assertEquals(site[1], site[4], 0, at);
        boolean shore = false;
        for (int q = 0; q < 16; q++) {
            double ang = q * Math.PI / 8;
            int i = TestSquare.nearest(site[0] + 1.25 * extent * Math.cos(ang),
                    site[1] + 1.25 * extent * Math.sin(ang));
            shore |= i >= 0 && canvas.isWater(i);
        }
        assertTrue(shore, "water within 1.25 extents of the site" + at);
        double sum = 0;
        int dry = 0;
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                int i = TestSquare.nearest(site[0] + a * extent / 2, site[1] + b * extent / 2);
                if (i >= 0 && !canvas.isWater(i)) {
                    sum += before[i];
                    dry++;
                }
            }
        }
        assertEquals(25, dry, "all its 25 points dry" + at);
        assertEquals(sum / dry, site[2], 1e-9, "the site's height" + at);
    }

    /** An inland candidate's relief over its 25 points half an extent apart. */
    static double inlandRelief(Canvas canvas, double cx, double cz, double extent) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                int i = TestSquare.nearest(cx + a * extent / 2, cz + b * extent / 2);
                lo = Math.min(lo, canvas.height(i));
                hi = Math.max(hi, canvas.height(i));
            }
        }
        return hi - lo;
    }

    /** An inland town's grid takes a heading of its own, seeded: over twelve seeds they spread. */
    @org.junit.jupiter.api.Test
    void inlandTownsTakeHeadingsOfTheirOwn() {
        double lo = 90;
        double hi = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Canvas canvas = PlaneCanvas.of(SIZE, SAMPLES, 0.01, -0.005, 100);
            TownElement.create().draw(placement(150, 4, 6, 28, 400), canvas, seed);
            double h = PlaneCanvas.buildings(canvas).get(0).heading();
            lo = Math.min(lo, h);
            hi = Math.max(hi, h);
        }
        assertTrue(hi - lo > 45, "headings from " + lo + "° to " + hi + "°");
    }
}
