package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.internal.SegmentTree;

/**
 * A brook's trench carved along a {@link Spine} (seed 000's
 * {@code carve(pressed, brook, bed: brook.level − brook.depth, flat: brook.halfBed,
 * banks: brook.bank, rounding: brook.rounding)}).
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
 * finds those exactly, so by default it has no fixed reach. {@link Builder#reach(double)} limits the
 * distance searched (faster on a large grid; beyond it nothing changes even where the bank would
 * still cut).
 *
 * <p>Immutable and thread-safe; built by {@link #along(Spine)}.
 */
public final class Carve extends SpineFeature {

    private final WaterLevel level;
    private final ControlCurve depth;
    private final ControlCurve halfBed;
    private final ControlCurve bank;
    private final ControlCurve rounding;
    private final double reach;

    private Carve(Builder b) {
        super(b.name, b.spine);
        level = b.level;
        depth = b.depth;
        halfBed = b.halfBed;
        bank = b.bank;
        rounding = b.rounding;
        reach = b.reach;
    }

    /**
     * Starts a carve along a spine (first point upstream). The level, depth, half-bed, bank and
     * rounding must be set; the name defaults to "carve".
     *
     * @param spine the brook's spine
     * @return a builder
     * @throws NullPointerException if spine is null
     */
    public static Builder along(Spine spine) {
        return new Builder(Objects.requireNonNull(spine, "spine"));
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

    @Override
    double reach() {
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

    /** Collects a carve's parameters; {@link #build()} validates them together. Not thread-safe. */
    public static final class Builder {
        private final Spine spine;
        private String name = "carve";
        private WaterLevel level;
        private ControlCurve depth;
        private ControlCurve halfBed;
        private ControlCurve bank;
        private ControlCurve rounding;
        private double reach = Double.POSITIVE_INFINITY;

        private Builder(Spine spine) {
            this.spine = spine;
        }

        /**
         * @param name the feature's name, not blank
         * @return this builder
         * @throws IllegalArgumentException if name is blank
         * @throws NullPointerException     if name is null
         */
        public Builder name(String name) {
            if (Objects.requireNonNull(name, "name").isBlank()) {
                throw new IllegalArgumentException("name must not be blank");
            }
            this.name = name;
            return this;
        }

        /**
         * @param level the water level's table and rules
         * @return this builder
         */
        public Builder level(WaterLevel level) {
            this.level = Objects.requireNonNull(level, "level");
            return this;
        }

        /**
         * @param depth the bed below the water, metres, one value per control point
         * @return this builder
         */
        public Builder depth(ControlCurve depth) {
            this.depth = Objects.requireNonNull(depth, "depth");
            return this;
        }

        /**
         * @param halfBed half-width of the flat bed, metres, one value ≥ 0 per control point
         * @return this builder
         */
        public Builder halfBed(ControlCurve halfBed) {
            this.halfBed = Objects.requireNonNull(halfBed, "halfBed");
            return this;
        }

        /**
         * @param bank the banks' slope, rise over run, one value &gt; 0 per control point
         * @return this builder
         */
        public Builder bank(ControlCurve bank) {
            this.bank = Objects.requireNonNull(bank, "bank");
            return this;
        }

        /**
         * @param rounding the shoulders' smooth-minimum width, metres, one value ≥ 0 per control point
         * @return this builder
         */
        public Builder rounding(ControlCurve rounding) {
            this.rounding = Objects.requireNonNull(rounding, "rounding");
            return this;
        }

        /**
         * @param metres the largest distance from the spine that is searched and changed; &gt; 0, may be
         *               {@link Double#POSITIVE_INFINITY} (the default: exact)
         * @return this builder
         * @throws IllegalArgumentException if not positive or NaN
         */
        public Builder reach(double metres) {
            if (!(metres > 0)) {
                throw new IllegalArgumentException("reach must be > 0 (may be infinite), was " + metres);
            }
            this.reach = metres;
            return this;
        }

        /**
         * @return the carve
         * @throws IllegalStateException    if the level or a curve was not set
         * @throws IllegalArgumentException if a curve does not have one value per control point, a
         *                                  half-bed or rounding value is negative, or a bank value is
         *                                  not positive
         */
        public Carve build() {
            require(level, "level");
            require(depth, "depth");
            require(halfBed, "halfBed");
            require(bank, "bank");
            require(rounding, "rounding");
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
            return new Carve(this);
        }

        private static void require(Object o, String name) {
            if (o == null) {
                throw new IllegalStateException(name + " must be set before build()");
            }
        }
    }
}
