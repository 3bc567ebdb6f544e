package org.terrain4j.features.mountains;

import java.util.List;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.noise.Noise;

/**
 * What keeps the named summits the tops after erosion: the crown rule, pinning, shelves for tarns,
 * the summit cone and the summit's own cell (terrain4j's own rules; see {@code docs/mountains.md}).
 * Package-private.
 */
final class Summits {

    /** The pinning kernel's radius, metres. */
    static final double PIN_RADIUS_M = 1500;

    private Summits() {
    }

    /** How far the noise stretches a shelf's apron inward, as a fraction: by {@code 1 … 1 + 2·SHELF_WOBBLE}. */
    static final double SHELF_WOBBLE = 0.3;

    /** The scale of the noise that breaks a shelf's apron, metres. */
    static final double SHELF_WOBBLE_M = 1000;

    /**
     * How far above the uncut field a tarn's shelf may stand, as a fraction of it: the range's own
     * allowance ({@code docs/mountains.md}: no sample more than 5 % above the uplift field).
     */
    static final double SHELF_FILL = 1.05;

    /** How far past a tarn's radius its level bench reaches at most, metres. */
    static final double SHELF_MARGIN_M = 600;

    /** The steps in which a bench's margin shrinks below {@link #SHELF_MARGIN_M}, metres. */
    static final double SHELF_MARGIN_STEP_M = 50;

    /**
     * How far above the summit's cone {@link #support} lays the field's bound, metres: the last raise
     * works in floats of land plus relief, a few units in the last place of a 4 000 m height (the ninth
     * review: 2.8 mm over 1.05 times the field at 72 m).
     */
    static final double SUPPORT_MARGIN_M = 0.01;

    /**
     * The uplift field U raised under each named summit's cone, in place; nothing is lowered: every node
     * within reach gets at least {@code (top + }{@link #SUPPORT_MARGIN_M}{@code  − tan 50° · dCell − land) / }{@link
     * #SHELF_FILL}, {@code top} the summit's elevation, {@code dCell} the plan distance from the node to the grid cell holding the
     * summit ({@link #cell}) and {@code land} the land at the node. The summit's cell is levelled at its
     * elevation and the last threshold-slope raise keeps the ground on no less than that 50° cone from
     * it, so where U fell under the cone the ground stood over 1.05 times U: beside a summit whose own
     * flank the soft maximum averaged with lower ones (two summits at the least distance apart: up to
     * 88 m), toward a ring band's edges where its claim fades (issue 30's seventh review). Run before the
     * erosion, so the steady state is carved under the field the summit needs; nothing away from the
     * cones changes. Each raised value is rounded up to the next float, so that 1.05 times it never
     * falls a rounding short of the cone.
     *
     * @param field the uplift field, metres of relief, raised in place
     * @param named the named summits
     * @param under the land at every node, metres
     * @param land  the land under the range
     */
    static void support(GroupGrid grid, float[] field, List<RangeSummit> named, float[] under, HeightFunction land) {
        double lowest = Double.POSITIVE_INFINITY;
        for (float u : under) {
            lowest = Math.min(lowest, u);
        }
        double diagonal = Math.hypot(grid.dx, grid.dz);
        for (RangeSummit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            double[] cell = cell(grid, p);
            double reach = (top - lowest) / SteadyStateRelief.THRESHOLD_SLOPE + diagonal;
            grid.forNodes(p.x(), p.z(), reach, (k, d, x, z) -> {
                double floor = (top + SUPPORT_MARGIN_M - SteadyStateRelief.THRESHOLD_SLOPE * distanceToCell(cell, x, z)
                        - under[k]) / SHELF_FILL;
                if (floor > field[k]) {
                    field[k] = Math.nextUp((float) floor);
                }
            });
        }
    }

    /**
     * How steep the {@link #envelope} may rise at most: 98 % of the threshold slope, so that the slope
     * limit's own misses (a few samples in a thousand left high by at most 2 % of the slope times a
     * spacing, {@link SteadyStateRelief#limitSlope}) still leave no pair of nodes steeper than tan 50°.
     */
    static final double ENVELOPE_SLOPE = 0.98 * SteadyStateRelief.THRESHOLD_SLOPE;

    /**
     * The envelope: {@link #SHELF_FILL} times the uplift field, lowered where needed (in land plus
     * relief, never below the land) so that it nowhere rises steeper than {@link #ENVELOPE_SLOPE}. All
     * the ground is held under it before the last threshold-slope raise, and a raise at tan 50° from
     * ground under it lifts nothing above it, so nothing ends over 1.05 times the field: ground raised
     * from under 1.05 times the field where the field fell steeper than tan 50° (a ring band's claim
     * fading toward its edges: 1.52 a metre) stood up to 65 m over it beside a 4 000 m summit in a 7 km
     * band, and under a bound of exactly tan 50° 0.24 m (issue 30's seventh review; the sixth: 186 m
     * below a bench). It is also the most a tarn's shelf may raise the relief to, so the bound cuts no
     * lake (the ninth review: shelves laid under tan 50°, a lake node 20.6 m below its bench).
     *
     * @param under the land at every node
     * @return a new array, metres of relief
     */
    static float[] envelope(GroupGrid grid, float[] field, float[] under) {
        float[] cap = new float[field.length];
        for (int k = 0; k < cap.length; k++) {
            cap[k] = (float) (SHELF_FILL * field[k]);
        }
        RangeBuilder.onLand(grid, cap, under, h -> SteadyStateRelief.limitSlope(grid, h, ENVELOPE_SLOPE));
        return cap;
    }

    /**
     * The steepest the ground above a shelf rises from its bench, as a tangent (35°): a cirque's
     * headwall. Ground uphill of a bench cut into a slope that stands above this ramp is lowered onto it.
     */
    static final double HEADWALL_SLOPE = 0.7;

    /**
     * A tarn's level bench: its reach from the centre and its height in land plus relief.
     *
     * @param reach metres from the tarn's centre, radius + margin
     * @param level metres, land plus relief
     */
    record Bench(double reach, double level) {
    }

    /**
     * A tarn's bench. Its height is the uncut field's height at the tarn's centre, or lower as far as
     * every bench node needs to stay within the {@link #envelope} (1.05 times the uncut field) and within every
     * named summit's cone ({@link #coneDrop}): a bench on a steep flank is cut into it, as a cirque is,
     * rather than standing out as fill on its downhill side (issue 30's second newcomer review: on a lone
     * 1 500 m summit's cone only 61.7–88.3 % of a bench's nodes were level, its downhill rim following
     * the field's 5 %). Its reach is the tarn's radius plus {@link #SHELF_MARGIN_M}, or, where a named
     * summit stands so near that the ground from the bench's rim up to the summit would rise steeper
     * than the threshold slope (tan 50°), the largest margin in steps of {@link #SHELF_MARGIN_STEP_M}
     * that leaves it no steeper (down to none: the lake alone).
     *
     * @return the bench, or null where the field at the centre is not above 0 (no shelf)
     */
    static Bench bench(GroupGrid grid, float[] field, float[] cap, Tarn t, List<RangeSummit> named, HeightFunction land) {
        Bench b = null;
        for (double margin = SHELF_MARGIN_M; margin >= 0; margin -= SHELF_MARGIN_STEP_M) {
            double reach = t.radius() + margin;
            double level = levelFor(grid, field, cap, t, reach, named, land);
            if (Double.isNaN(level)) {
                return null;
            }
            b = new Bench(reach, level);
            if (steepUnder(grid, t, reach, level, named, land) == null && dryShare(grid, t, reach, level, land) == 0) {
                break;
            }
        }
        return b;
    }

    /**
     * The level of a tarn's bench of this reach: the uncut field's height at the centre, or lower as far
     * as the {@link #envelope} and every named summit's cone ask on every node within the reach.
     *
     * @return metres in land plus relief, or NaN where the field at the centre is not above 0
     */
    static double levelFor(GroupGrid grid, float[] field, float[] cap, Tarn t, double reach, List<RangeSummit> named,
                           HeightFunction land) {
        double cx = t.centre().x();
        double cz = t.centre().z();
        double shelf = grid.sample(field, cx, cz);
        if (!(shelf > 0)) {
            return Double.NaN;
        }
        double[][] cells = new double[named.size()][];
        double[] tops = new double[named.size()];
        for (int i = 0; i < named.size(); i++) {
            RangeSummit p = named.get(i);
            cells[i] = cell(grid, p);
            tops[i] = land.height(p.x(), p.z()) + p.relief();
        }
        double[] level = {shelf + land.height(grid.wrapX(cx), cz)};
        grid.forNodes(cx, cz, reach, (k, d, x, z) -> {
            level[0] = Math.min(level[0], land.height(grid.wrapX(x), z) + cap[k]);
            for (int i = 0; i < tops.length; i++) {
                double dCell = distanceToCell(cells[i], grid.nearestX(x, cells[i][0]), z);
                if (dCell <= Mountains.CROWN_OUTER_M) {
                    level[0] = Math.min(level[0], tops[i] - coneDrop(dCell));
                }
            }
        });
        return level[0];
    }

    /**
     * Every tarn's bench, laid out together (order-independent):
     * <ol>
     * <li>each tarn's own {@link #bench};</li>
     * <li>while two benches stand at different levels with their rims too near for the ground between to
     *     be no steeper than tan 50° (overlapping benches included), both narrow their margins by
     *     {@link #SHELF_MARGIN_STEP_M}, every such pair at once, and their levels are worked out again
     *     ({@link #levelFor}): a chain of tarns down a flank becomes a stair of shelves;</li>
     * <li>tarns whose lakes themselves overlap or touch share one level, the lowest of theirs (one water),
     *     before each pass: a bench sunk that way narrows again, beside a summit or another bench.</li>
     * </ol>
     * A spec whose shelves still cannot all be kept is refused: a bench whose rim lies too near a named
     * summit for the ground between to rise no steeper than tan 50°, or two tarns at different levels
     * whose lakes lie too near (issue 30's fourth review: the last threshold-slope raise lifted up to 36 %
     * of such a bench, by up to 593 m).
     *
     * @param labels each tarn's name in messages, as {@code tarns[0] of range 'R'}
     * @return each tarn's bench, null where the field at its centre is not above 0 (no shelf)
     * @throws IllegalArgumentException naming the tarns (and the summit), the levels and distances
     */
    static Bench[] benches(GroupGrid grid, float[] field, float[] cap, List<Tarn> tarns, List<String> labels,
                           List<RangeSummit> named, HeightFunction land) {
        int n = tarns.size();
        Bench[] b = new Bench[n];
        for (int i = 0; i < n; i++) {
            b[i] = bench(grid, field, cap, tarns.get(i), named, land);
        }
        double[] own = new double[n];
        double[] level = new double[n];
        for (int i = 0; i < n; i++) {
            own[i] = b[i] == null ? Double.NaN : b[i].level();
        }
        // Each pass: lakes that overlap share the lowest level; then every bench that clashes with
        // another, or stands too low under a named summit, narrows by one step. Until none narrows (each
        // reach only shrinks, so at most 12 passes a tarn).
        for (boolean narrowed = true; narrowed; ) {
            System.arraycopy(own, 0, level, 0, n);
            for (boolean merged = true; merged; ) {
                merged = false;
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (b[i] != null && b[j] != null && level[i] != level[j] && oneWater(grid, tarns.get(i), tarns.get(j))) {
                            level[i] = level[j] = Math.min(level[i], level[j]);
                            merged = true;
                        }
                    }
                }
            }
            boolean[] narrow = new boolean[n];
            for (int i = 0; i < n; i++) {
                if (b[i] == null) {
                    continue;
                }
                Bench bi = new Bench(b[i].reach(), level[i]);
                narrow[i] |= steepUnder(grid, tarns.get(i), bi.reach(), bi.level(), named, land) != null;
                if (dryShare(grid, tarns.get(i), bi.reach(), bi.level(), land) > 0) {
                    // the land stands over the shelf: narrow it, and every tarn of its water, whose shared
                    // level may be held down by another's wider bench (the tenth review: a lake pair at a
                    // band's edge on land tilting 1 % refused, each tarn alone built)
                    narrow[i] = true;
                    for (int j = 0; j < n; j++) {
                        if (j != i && b[j] != null && oneWater(grid, tarns.get(i), tarns.get(j))) {
                            narrow[j] = true;
                        }
                    }
                }
                for (int j = 0; j < n; j++) {
                    if (j != i && b[j] != null && clash(grid, tarns.get(i), bi, tarns.get(j), new Bench(b[j].reach(), level[j]))) {
                        narrow[i] = true;
                    }
                }
            }
            narrowed = false;
            for (int i = 0; i < n; i++) {
                if (narrow[i] && b[i].reach() - SHELF_MARGIN_STEP_M >= tarns.get(i).radius() - 1e-9) {
                    double reach = b[i].reach() - SHELF_MARGIN_STEP_M;
                    own[i] = levelFor(grid, field, cap, tarns.get(i), reach, named, land);
                    b[i] = new Bench(reach, own[i]);
                    narrowed = true;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (b[i] == null) {
                continue;
            }
            b[i] = new Bench(b[i].reach(), level[i]);
            Tarn t = tarns.get(i);
            RangeSummit p = steepUnder(grid, t, b[i].reach(), level[i], named, land);
            if (p != null) {
                double top = land.height(p.x(), p.z()) + p.relief();
                double[] c = cell(grid, p);
                throw new IllegalArgumentException(labels.get(i) + " at (" + Checks.number(t.centre().x()) + ", "
                        + Checks.number(t.centre().z()) + ") m, radius " + Checks.number(t.radius()) + " m: its shelf at "
                        + Math.round(level[i]) + " m stands " + Math.round(top - level[i]) + " m below peak '" + p.name()
                        + "', " + (long) Math.floor(distanceToCell(c, grid.nearestX(t.centre().x(), c[0]), t.centre().z()))
                        + " m from the tarn's centre: the ground from its rim " + Checks.number(b[i].reach())
                        + " m out would rise steeper than 50° (at this level the summit must be about "
                        + (long) Math.ceil(b[i].reach() + (top - level[i]) / SteadyStateRelief.THRESHOLD_SLOPE) + " m away)");
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (b[i] != null && b[j] != null && clash(grid, tarns.get(i), b[i], tarns.get(j), b[j])) {
                    double rise = Math.abs(level[i] - level[j]);
                    double gap = apart(grid, tarns.get(i), tarns.get(j)) - b[i].reach() - b[j].reach();
                    throw new IllegalArgumentException(labels.get(i) + " and " + labels.get(j) + ": their shelves stand "
                            + Math.round(rise) + " m apart in level with " + (long) Math.floor(Math.max(0, gap))
                            + " m between their rims, steeper than 50° even with no margin past the lakes: move the"
                            + " tarns about " + (long) Math.ceil(b[i].reach() + b[j].reach()
                            + rise / SteadyStateRelief.THRESHOLD_SLOPE) + " m apart, or together until the lakes overlap"
                            + " (one water, one level)");
                }
            }
        }
        for (int i = 0; i < n; i++) {
            Tarn t = tarns.get(i);
            if (b[i] != null && dryShare(grid, t, b[i].reach(), level[i], land) > 1 - SHELF_KEPT) {
                double[] span = landSpan(grid, t, b[i].reach(), land);
                throw new IllegalArgumentException(labels.get(i) + " at (" + Checks.number(t.centre().x()) + ", "
                        + Checks.number(t.centre().z()) + ") m, radius " + Checks.number(t.radius()) + " m: its shelf at "
                        + Math.round(level[i]) + " m lies on land from " + Math.round(span[0]) + " to "
                        + Math.round(span[1]) + " m within " + Checks.number(b[i].reach()) + " m of its centre, where the"
                        + " range's uplift cannot lift the shelf over the land: more than "
                        + Math.round(100 * (1 - SHELF_KEPT)) + " % of it would stand over "
                        + Checks.number(SHELF_TOLERANCE_M) + " m above its level; move the tarn into the range or onto"
                        + " level land");
            }
        }
        return b;
    }

    /** The share of a shelf's nodes that must stand within {@link #SHELF_TOLERANCE_M} of its level. */
    static final double SHELF_KEPT = 0.9;

    /** How near its level a shelf's node must stand to count as level, metres. */
    static final double SHELF_TOLERANCE_M = 5;

    /**
     * The share of the nodes within {@code reach} of a tarn's centre whose land stands more than
     * {@link #SHELF_TOLERANCE_M} above the level: the ground cannot go below the land, so a shelf there
     * follows the land where the range's uplift cannot lift it (a tarn near a band's edge on land rising
     * into the band, where the field is near 0: the ninth review found lakes 33–75 % level). 0 where no
     * node lies within the reach.
     */
    static double dryShare(GroupGrid grid, Tarn t, double reach, double level, HeightFunction land) {
        int[] count = new int[2];
        grid.forNodes(t.centre().x(), t.centre().z(), reach, (k, d, x, z) -> {
            count[0]++;
            if (land.height(grid.wrapX(x), z) > level + SHELF_TOLERANCE_M) {
                count[1]++;
            }
        });
        return count[0] == 0 ? 0 : (double) count[1] / count[0];
    }

    /** The lowest and highest land at the nodes within {@code reach} of a tarn's centre, metres. */
    static double[] landSpan(GroupGrid grid, Tarn t, double reach, HeightFunction land) {
        double[] span = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        grid.forNodes(t.centre().x(), t.centre().z(), reach, (k, d, x, z) -> {
            double h = land.height(grid.wrapX(x), z);
            span[0] = Math.min(span[0], h);
            span[1] = Math.max(span[1], h);
        });
        return span;
    }

    /**
     * Whether two benches stand at different levels with their rims nearer than the difference over
     * tan 50° (overlapping benches included).
     */
    static boolean clash(GroupGrid grid, Tarn a, Bench ba, Tarn b, Bench bb) {
        double rise = Math.abs(ba.level() - bb.level());
        return rise > 0 && apart(grid, a, b) - ba.reach() - bb.reach() < rise / SteadyStateRelief.THRESHOLD_SLOPE;
    }

    /** Whether two tarns' lakes overlap or touch (within a metre): one water, one level. */
    static boolean oneWater(GroupGrid grid, Tarn a, Tarn b) {
        return apart(grid, a, b) <= a.radius() + b.radius() + 1;
    }

    /** Plan distance between two tarns' centres, the short way round in a ring. */
    static double apart(GroupGrid grid, Tarn a, Tarn b) {
        return grid.distance(a.centre().x(), a.centre().z(), b.centre().x(), b.centre().z());
    }

    /**
     * The first named summit that stands over a bench of this reach and level steeper than tan 50°
     * from its rim ({@code top − level > tan 50° · (distance to the summit's cell − reach)}), or null.
     */
    static RangeSummit steepUnder(GroupGrid grid, Tarn t, double reach, double level, List<RangeSummit> named,
                             HeightFunction land) {
        for (RangeSummit p : named) {
            double[] c = cell(grid, p);
            double gap = distanceToCell(c, grid.nearestX(t.centre().x(), c[0]), t.centre().z()) - reach;
            if (land.height(p.x(), p.z()) + p.relief() - level > SteadyStateRelief.THRESHOLD_SLOPE * gap) {
                return p;
            }
        }
        return null;
    }

    /**
     * Shelves for tarns, order-independent (the tarns may be listed in any order), on the benches
     * {@link #benches} gave:
     * <ol>
     * <li>The ground out to each bench's reach set level at it, in total height (land plus relief;
     *     never below the land).</li>
     * <li>Beyond the benches, the ground below a bench raised toward it, easing to nothing 2.5 km
     *     further out (the distance past the bench stretched by {@code 1 + SHELF_WOBBLE·(1 + noise)},
     *     so the apron's outline is noise-broken), never above the {@link #envelope} (1.05 times the uncut field)
     *     (issue 30's second review: a tarn on a 60 km ring's flank raised the apron below it 129 m, 1.11
     *     times the field); every tarn's raise is taken from the ground before any, the highest kept.</li>
     * <li>Then the ground above a bench lowered where it stands over a headwall rising at
     *     {@link #HEADWALL_SLOPE} from the bench's rim, but never below a cone falling at the threshold
     *     slope from a named summit or from any bench's rim, so the summit stands and no bench is cut
     *     into by another's headwall (the third newcomer review: a second tarn 1.6 km uphill raised the
     *     first one's bench up to 216 m, and in the other order cut an 80 m bite in it).</li>
     * </ol>
     * Bench nodes are touched by their own bench only (benches that overlap share a level). Runs after the crown and the first pin, so neither
     * scales a shelf away; the summit cone after it cannot cut a bench, whose level keeps within it.
     */
    static void keepShelves(GroupGrid grid, float[] cap, float[] relief, List<Tarn> tarns, Bench[] benches,
                            List<RangeSummit> named, Noise wobble, HeightFunction land) {
        int n = tarns.size();
        double[] level = new double[n];
        for (int i = 0; i < n; i++) {
            level[i] = benches[i] == null ? Double.NaN : benches[i].level();
        }
        boolean[] onBench = new boolean[grid.size()];
        for (int i = 0; i < n; i++) {
            if (benches[i] == null) {
                continue;
            }
            double li = level[i];
            grid.forNodes(tarns.get(i).centre().x(), tarns.get(i).centre().z(), benches[i].reach(), (k, d, x, z) -> {
                onBench[k] = true;
                relief[k] = (float) Math.max(0, Math.min(li - land.height(grid.wrapX(x), z), cap[k]));
            });
        }
        float[] before = relief.clone();
        // each named summit's cell and top in land plus relief, once (the headwall reads them per node)
        double[][] cells = new double[named.size()][];
        double[] tops = new double[named.size()];
        for (int m = 0; m < cells.length; m++) {
            cells[m] = cell(grid, named.get(m));
            tops[m] = land.height(named.get(m).x(), named.get(m).z()) + named.get(m).relief();
        }
        for (int i = 0; i < n; i++) {
            if (benches[i] == null) {
                continue;
            }
            double li = level[i];
            double inner = benches[i].reach();
            double outer = inner + 2500;
            grid.forNodes(tarns.get(i).centre().x(), tarns.get(i).centre().z(), outer, (k, d, x, z) -> {
                if (onBench[k]) {
                    return;
                }
                double want = li - land.height(grid.wrapX(x), z);
                double j = 1 + SHELF_WOBBLE * (1 + wobble.value(x / SHELF_WOBBLE_M, z / SHELF_WOBBLE_M));
                double w = 1 - RangeBuilder.smoothstep(inner, outer, inner + (d - inner) * j);
                double toward = before[k] + (want - before[k]) * w;
                relief[k] = (float) Math.max(relief[k], Math.min(toward, cap[k]));
            });
        }
        for (int i = 0; i < n; i++) {
            if (benches[i] == null) {
                continue;
            }
            double li = level[i];
            double inner = benches[i].reach();
            grid.forNodes(tarns.get(i).centre().x(), tarns.get(i).centre().z(), inner + 2500, (k, d, x, z) -> {
                if (onBench[k]) {
                    return;
                }
                double ground = land.height(grid.wrapX(x), z);
                double wall = li - ground + HEADWALL_SLOPE * (d - inner);
                if (relief[k] <= wall) {
                    return;
                }
                // never below the threshold slope's cone under a named summit or any bench's rim
                for (int m = 0; m < cells.length; m++) {
                    double dCell = distanceToCell(cells[m], grid.nearestX(x, cells[m][0]), z);
                    wall = Math.max(wall, tops[m] - SteadyStateRelief.THRESHOLD_SLOPE * dCell - ground);
                }
                for (int m = 0; m < n; m++) {
                    if (benches[m] != null) {
                        double dRim = Math.max(0, grid.distance(tarns.get(m).centre().x(), tarns.get(m).centre().z(), x, z)
                                - benches[m].reach());
                        wall = Math.max(wall, level[m] - SteadyStateRelief.THRESHOLD_SLOPE * dRim - ground);
                    }
                }
                relief[k] = (float) Math.max(0, Math.min(relief[k], wall));
            });
        }
    }

    /**
     * Where anything within 2.5 km of a named summit stands above it, the ground is scaled down by the
     * full ratio to 2.5 km, easing to none at 7 km: keeps its ridges and valleys, where capping would
     * leave a disc with a rim.
     */
    static void crown(GroupGrid grid, float[] relief, List<RangeSummit> named) {
        for (RangeSummit p : named) {
            double[] highest = {0};
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_INNER_M, (k, d, x, z) -> highest[0] = Math.max(highest[0],
                    relief[k]));
            if (highest[0] <= p.relief()) {
                continue;
            }
            double ratio = p.relief() / highest[0];
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_OUTER_M, (k, d, x, z) -> {
                double w = d <= Mountains.CROWN_INNER_M ? 1
                        : 1 - RangeBuilder.smoothstep(Mountains.CROWN_INNER_M, Mountains.CROWN_OUTER_M, d);
                relief[k] = (float) (relief[k] * (1 - w * (1 - ratio)));
            });
        }
    }

    /** The least reach of {@link #rise}: how far from a named summit its valleys lose depth, metres. */
    static final double RISE_M = 2500;

    /** The greatest reach of {@link #rise}, metres. */
    static final double RISE_MAX_M = 5000;

    /**
     * The steepest {@link #rise} may make a valley head on its own: the reach is at least
     * {@code 2·D / RISE_SLOPE}, D the deepest the carved relief lies below the uplift within
     * {@link #RISE_M} of the summit, since the weight's slope at the summit is {@code 2 / reach}.
     */
    static final double RISE_SLOPE = 0.8;

    /** How much the noise scales distances in {@link #rise}: by {@code 1 ± RISE_WOBBLE}. */
    static final double RISE_WOBBLE = 0.3;

    /** The scale of the noise that breaks {@link #rise}'s footprint, metres. */
    static final double RISE_WOBBLE_M = 1500;

    /**
     * The weight of {@link #rise} at wobbled distance {@code d} for a reach: {@code (1 − d / reach)²}
     * inside the reach, else 0. It falls steeply from 1 at the summit, so valleys reach up to the summit
     * (their depth grows linearly with the distance from it), and meets 0 with zero slope.
     */
    static double riseWeight(double d, double reach) {
        if (!(d < reach)) {
            return 0;
        }
        double u = 1 - d / reach;
        return u * u;
    }

    /** The reach of {@link #rise} for a summit whose carved relief lies up to {@code depth} m below U. */
    static double riseReach(double depth) {
        return Math.min(RISE_MAX_M, Math.max(RISE_M, 2 * depth / RISE_SLOPE));
    }

    /**
     * The carved relief raised toward the uplift field around each named summit: every sample within
     * its reach ({@link #riseReach}; distances scaled by {@code 1 ± RISE_WOBBLE} of noise, so the
     * footprint is no circle) moves from the carved relief R toward the uplift U by {@link #riseWeight},
     * {@code R + (U − R)·w}; nothing is lowered. Valleys keep their course and shrink in depth toward the
     * summit, ridges climb to it: the summit stands at the head of the carved relief, which a pin then
     * needs to lift by only the few metres the grid misses, rather than a bump lifting a cap far above
     * the valleys (issue 30's review: a level cap ringed by 50° planes).
     */
    static void rise(GroupGrid grid, float[] field, float[] relief, List<RangeSummit> named, Noise wobble) {
        for (RangeSummit p : named) {
            double[] depth = {0};
            grid.forNodes(p.x(), p.z(), RISE_M, (k, d, x, z) -> depth[0] = Math.max(depth[0], field[k] - relief[k]));
            double reach = riseReach(depth[0]);
            grid.forNodes(p.x(), p.z(), reach / (1 - RISE_WOBBLE), (k, d, x, z) -> {
                double j = 1 + RISE_WOBBLE * wobble.value(x / RISE_WOBBLE_M, z / RISE_WOBBLE_M);
                double w = riseWeight(d * j, reach);
                if (w > 0 && field[k] > relief[k]) {
                    relief[k] = (float) (relief[k] + (field[k] - relief[k]) * w);
                }
            });
        }
    }

    /** 1 at the summit, easing (smoothstep) to 0 at {@link #PIN_RADIUS_M}. */
    static double pinKernel(double d) {
        if (d >= PIN_RADIUS_M) {
            return 0;
        }
        double u = 1 - d / PIN_RADIUS_M;
        return u * u * (3 - 2 * u);
    }

    /**
     * Each named summit brought to its relief by a smooth bump ({@link #pinKernel}) added around it,
     * repeated until the bilinear ground at the summit is within 0.1 mm of it (at most 64 passes: the
     * grid is sampled between its nodes, so one pass lands within a few percent of the correction).
     */
    static void pin(GroupGrid grid, float[] relief, List<RangeSummit> named) {
        for (int pass = 0; pass < 64; pass++) {
            boolean exact = true;
            for (RangeSummit p : named) {
                double delta = p.relief() - grid.sample(relief, p.x(), p.z());
                if (Math.abs(delta) < 1e-4) {
                    continue;
                }
                exact = false;
                grid.forNodes(p.x(), p.z(), PIN_RADIUS_M, (k, d, x, z) -> relief[k] = (float) (relief[k]
                        + delta * pinKernel(d)));
            }
            if (exact) {
                return;
            }
        }
    }

    /**
     * The summit cone: within 2.5 km of a named summit nothing stands above
     * {@code elevation − 0.08 · dCell} in total height (land plus relief), {@code dCell} the plan
     * distance from the node to the grid cell holding the summit (0 for that cell's own corners), and
     * beyond, out to 7 km, nothing above that rim rising at the threshold slope ({@link #coneDrop}).
     */
    static void cone(GroupGrid grid, float[] relief, List<RangeSummit> named, HeightFunction land) {
        for (RangeSummit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            double[] cell = cell(grid, p);
            grid.forNodes(p.x(), p.z(), Mountains.CROWN_OUTER_M, (k, d, x, z) -> {
                double allowed = top - coneDrop(distanceToCell(cell, x, z)) - land.height(grid.wrapX(x), z);
                if (relief[k] > allowed) {
                    relief[k] = (float) allowed;
                }
            });
        }
    }

    /**
     * How far below a named summit the cone lets ground stand at {@code dCell} metres from the summit's
     * cell: {@link Mountains#CONE_SLOPE} a metre out to {@link Mountains#CROWN_INNER_M}, and beyond it the
     * threshold slope ({@code tan 50°}) rising again, out to {@link Mountains#CROWN_OUTER_M}. The wall
     * beyond keeps a higher summit's shoulder from standing over the lower summit's 2.5 km: the last
     * threshold-slope raise can lift no ground above a surface that is itself no steeper than the
     * threshold slope, so before it the shoulder of a 3 000 m summit 3.1 km away stood 600 m from its top
     * at 2 592 m, 92 m over a 2 500 m summit, and was lifted back whenever cut (issue 30's second review).
     * Where two named summits stand as far apart as the refusal asks ({@code 2 500 m + (Δ + 200 m) /
     * tan 50°} plus two cells' diagonals: the higher one's levelled nodes lie up to one nearer, and this
     * distance is from the lower one's cell, up to one nearer again), the wall passes over the higher one
     * and its levelled nodes.
     *
     * @param dCell metres from the summit's cell, non-negative
     * @return metres below the summit, negative past {@code CROWN_INNER_M + 200 / tan 50°}
     */
    static double coneDrop(double dCell) {
        return dCell <= Mountains.CROWN_INNER_M ? Mountains.CONE_SLOPE * dCell
                : Mountains.CONE_SLOPE * Mountains.CROWN_INNER_M
                        - SteadyStateRelief.THRESHOLD_SLOPE * (dCell - Mountains.CROWN_INNER_M);
    }

    /**
     * The plan rectangle {x0, x1, z0, z1} of the grid cell holding a summit (unwrapped near it): the
     * nodes the bilinear ground at the summit reads. A summit on a column's line has no width in x
     * ({@code x0 == x1}), on a row's line none in z, on a node it is that node.
     */
    static double[] cell(GroupGrid grid, RangeSummit p) {
        double fx = (p.x() - grid.x0) / grid.dx;
        double fz = (p.z() - grid.z0) / grid.dz;
        double cx = grid.x0 + Math.floor(fx) * grid.dx;
        double cz = grid.z0 + Math.floor(fz) * grid.dz;
        return new double[] {cx, fx == Math.floor(fx) ? cx : cx + grid.dx, cz, fz == Math.floor(fz) ? cz : cz + grid.dz};
    }

    static double distanceToCell(double[] cell, double x, double z) {
        double ex = Math.max(0, Math.max(cell[0] - x, x - cell[1]));
        double ez = Math.max(0, Math.max(cell[2] - z, z - cell[3]));
        return Math.hypot(ex, ez);
    }

    /**
     * The summit's own cell levelled at its elevation in total height: each of its four corners set
     * to the elevation less the land there, so on land that tilts the corners do not stand above the
     * summit. The ground between them is bilinear, so a summit strictly inside a cell cannot be a
     * strict maximum of it: no corner above the summit and the summit exact leave the four corners
     * level (see docs/mountains.md). A summit on a column's or row's line levels the two nodes of that
     * line, a summit on a node that node alone: a point summit, the ground falling away on every side. The residual where the land is not bilinear is then removed by
     * repeated bumps of radius one and a half cells.
     */
    static void level(GroupGrid grid, float[] relief, List<RangeSummit> named, HeightFunction land) {
        for (RangeSummit p : named) {
            double top = land.height(p.x(), p.z()) + p.relief();
            int c0 = (int) Math.floor((p.x() - grid.x0) / grid.dx);
            int r0 = (int) Math.floor((p.z() - grid.z0) / grid.dz);
            // Only the nodes the bilinear ground at the summit reads (its cell, no wider than a line or a
            // node where the summit lies on one); the others are left to the cone.
            double[] cell = cell(grid, p);
            int dcs = cell[1] > cell[0] ? 1 : 0;
            int drs = cell[3] > cell[2] ? 1 : 0;
            for (int dr = 0; dr <= drs; dr++) {
                for (int dc = 0; dc <= dcs; dc++) {
                    int r = Math.max(0, Math.min(grid.rows - 1, r0 + dr));
                    int c = grid.ring() ? Math.floorMod(c0 + dc, grid.columns)
                            : Math.max(0, Math.min(grid.columns - 1, c0 + dc));
                    // The land at the node itself (a summit on the last row or column of a plane
                    // has its far corners clamped onto the grid).
                    double nx = grid.ring() ? grid.wrapX(grid.x(c0 + dc)) : grid.x(c);
                    relief[r * grid.columns + c] = (float) (top - land.height(nx, grid.z(r)));
                }
            }
            double radius = 1.5 * Math.max(grid.dx, grid.dz);
            for (int pass = 0; pass < 64; pass++) {
                double delta = p.relief() - grid.sample(relief, p.x(), p.z());
                if (Math.abs(delta) < 1e-4) {
                    break;
                }
                grid.forNodes(p.x(), p.z(), radius, (k, d, x, z) -> relief[k] = (float) (relief[k] + delta
                        * smooth(1 - d / radius)));
            }
        }
    }

    private static double smooth(double u) {
        return u <= 0 ? 0 : u * u * (3 - 2 * u);
    }
}
