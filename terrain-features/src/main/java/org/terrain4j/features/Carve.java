package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.internal.SegmentTree;

/**
 * A brook's trench carved along a {@link Spine}: a flat bed at the water level less the depth, banks
 * rising from the edge of the flat half-width, a rounded shoulder where they meet the ground (the
 * brook of terrain4j's example island, {@code org.terrain4j.examples.Island}, is carved this way).
 *
 * <p><b>The level.</b> First the {@link WaterLevel} is worked out from the ground the carve is given
 * (if the level names no {@code around} width, the ground around each point is read across the flat
 * bed's half-width). Between two points of the spine the level runs linearly along it; every curve
 * ({@code depth}, {@code halfBed}, {@code bank}, {@code rounding}) is read at the fractional
 * control-point index of the nearest spot ({@link ControlCurve#at}).
 *
 * <p><b>The trench.</b> For a ground point at distance {@code d} from the spine with ground height
 * {@code g}:
 * <pre>
 *   bed    = level − depth
 *   trench = bed + max(0, d − halfBed) · bank          (flat across the half-width, then the bank's rise over run)
 *   new    = min(g, max(smoothMin(g, trench, rounding), bed))
 * </pre>
 * The polynomial {@link Shapes#smoothMin smooth minimum} rounds the shoulder where the bank meets the
 * ground over the rounding width; holding the result at or above the bed keeps the bed exactly flat
 * across the half-width even where the ground is within the rounding width of it (the smooth minimum
 * alone would sag the bed by up to {@code rounding / 4}); the outer {@code min} means a carve only
 * ever lowers the ground, so ground already below the bed (the sea a brook runs into) is left as it
 * is. Where {@code d} is measured past the spine's ends the trench ends in a round.
 *
 * <p><b>Reach.</b> The trench touches only points where it is below {@code g + rounding}; the carve
 * finds those exactly, so by default it has no fixed reach. {@link #withReach(double)} limits the
 * distance searched (faster on a large grid; beyond it nothing changes even where the bank would
 * still cut).
 *
 * <p>Immutable and thread-safe; made by {@link #along(Spine, WaterLevel, ControlCurve, ControlCurve, ControlCurve, ControlCurve)} and
 * copied by the {@code with…} methods (see the parameter-object rule in {@code org.terrain4j.api}).
 *
 * @since 0.1
 */
public final class Carve extends SpineFeature {

    private final WaterLevel level;
    private final ControlCurve depth;
    private final ControlCurve halfBed;
    private final ControlCurve bank;
    private final ControlCurve rounding;
    private final double reach;

    /** The parameters, validated together: the one constructor every copy goes through. */
    private record Params(String name, Spine spine, WaterLevel level, ControlCurve depth, ControlCurve halfBed,
            ControlCurve bank, ControlCurve rounding, double reach) {
        Params {
            requireName(name);
            Objects.requireNonNull(spine, "spine");
            Objects.requireNonNull(level, "level");
            Objects.requireNonNull(depth, "depth");
            Objects.requireNonNull(halfBed, "halfBed");
            Objects.requireNonNull(bank, "bank");
            Objects.requireNonNull(rounding, "rounding");
            level.table().requireFits(spine, "level table");
            depth.requireFits(spine, "depth");
            halfBed.requireFits(spine, "halfBed");
            bank.requireFits(spine, "bank");
            rounding.requireFits(spine, "rounding");
            for (int i = 0; i < spine.controlPointCount(); i++) {
                Checks.nonNegativeFinite("halfBed[" + i + "]", halfBed.value(i));
                Checks.positiveFinite("bank[" + i + "]", bank.value(i));
                Checks.nonNegativeFinite("rounding[" + i + "]", rounding.value(i));
            }
            if (!(reach > 0)) {
                throw new IllegalArgumentException("reach must be > 0 (may be infinite), was " + reach);
            }
        }
    }

    private Carve(Params p) {
        super(p.name, p.spine);
        level = p.level;
        depth = p.depth;
        halfBed = p.halfBed;
        bank = p.bank;
        rounding = p.rounding;
        reach = p.reach;
    }

    /**
     * A carve along a spine (first point upstream), named "carve", with no limit on its reach.
     *
     * @param spine    the brook's spine
     * @param level    the water level's table and rules
     * @param depth    the bed below the water, metres, one value per control point
     * @param halfBed  half-width of the flat bed, metres, one value ≥ 0 per control point
     * @param bank     the banks' slope, rise over run, one value &gt; 0 per control point
     * @param rounding the shoulders' smooth-minimum width, metres, one value ≥ 0 per control point
     * @return the carve
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a curve (or the level's table) does not have one value per
     *                                  control point, a half-bed or rounding value is negative, or a bank
     *                                  value is not positive
     */
    public static Carve along(Spine spine, WaterLevel level, ControlCurve depth, ControlCurve halfBed,
            ControlCurve bank, ControlCurve rounding) {
        return new Carve(new Params("carve", spine, level, depth, halfBed, bank, rounding,
                Double.POSITIVE_INFINITY));
    }

    // ------------------------------------------- copies; each throws as along(...) does

    /**
     * @param name the feature's name, not blank
     * @return a copy with this name
     * @throws IllegalArgumentException if name is blank
     * @throws NullPointerException     if name is null
     */
    public Carve withName(String name) {
        return new Carve(new Params(name, spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param level the water level's table and rules
     * @return a copy with this level
     */
    public Carve withLevel(WaterLevel level) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param depth the bed below the water, metres, one value per control point
     * @return a copy with this depth
     */
    public Carve withDepth(ControlCurve depth) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param halfBed half-width of the flat bed, metres, one value ≥ 0 per control point
     * @return a copy with this half-bed
     */
    public Carve withHalfBed(ControlCurve halfBed) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param bank the banks' slope, rise over run, one value &gt; 0 per control point
     * @return a copy with this bank
     */
    public Carve withBank(ControlCurve bank) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param rounding the shoulders' smooth-minimum width, metres, one value ≥ 0 per control point
     * @return a copy with this rounding
     */
    public Carve withRounding(ControlCurve rounding) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, reach));
    }

    /**
     * @param metres the largest distance from the spine that is searched and changed; &gt; 0, may be
     *               {@link Double#POSITIVE_INFINITY} (the default: exact)
     * @return a copy with this reach
     * @throws IllegalArgumentException if not positive or NaN
     */
    public Carve withReach(double metres) {
        return new Carve(new Params(name(), spine, level, depth, halfBed, bank, rounding, metres));
    }

    /**
     * The water level at every point of the spine for a given ground (the ground before this carve),
     * by the {@link WaterLevel}'s rules.
     *
     * @param ground the ground
     * @return a new array of {@code spine().pointCount()} levels, metres
     * @throws NullPointerException if ground is null
     */
    public double[] levels(HeightFunction ground) {
        return level.levels(spine, ground, halfBed);
    }

    /** @return the water level's rules */
    public WaterLevel level() {
        return level;
    }

    /** @return the bed's depth below the water, metres, per control point */
    public ControlCurve depth() {
        return depth;
    }

    /** @return the flat bed's half-width, metres, per control point */
    public ControlCurve halfBed() {
        return halfBed;
    }

    /** @return the banks' slope, rise over run, per control point */
    public ControlCurve bank() {
        return bank;
    }

    /** @return the shoulders' rounding width, metres, per control point */
    public ControlCurve rounding() {
        return rounding;
    }

    /** @return the largest distance from the spine that is searched and changed, metres (may be infinite) */
    @Override
    public double reach() {
        return reach;
    }

    @Override
    Prepared prepare(HeightFunction ground) {
        double[] lv = levels(ground);
        int n = spine.pointCount();
        double minBed = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            minBed = Math.min(minBed, lv[i] - depth.at(spine.indexOf(i)));
        }
        double lowestBed = minBed;
        double maxFlat = Math.max(0, halfBed.max());
        double maxRound = rounding.max();
        double minBank = bank.min();
        return new Prepared() {
            @Override
            public double within(double g) {
                if (!(g > lowestBed)) {
                    return -1;   // already at or below every bed: nothing to cut (NaN lands here too)
                }
                return Math.min(reach, maxFlat + (g + maxRound - lowestBed) / minBank);
            }

            @Override
            public double apply(double g, double d, SegmentTree.Hit hit) {
                int s = hit.segment;
                double t = hit.t;
                double index = spine.indexOn(s, t);
                double bed = Blend.lerp(lv[s], lv[s + 1], t) - depth.at(index);
                double trench = bed + Math.max(0, d - Math.max(0, halfBed.at(index))) * bank.at(index);
                double v = Math.max(Shapes.smoothMin(g, trench, rounding.at(index)), bed);
                return Math.min(g, v);
            }
        };
    }

    @Override
    public String toString() {
        return "Carve[" + name() + ", " + level + "]";
    }
}
