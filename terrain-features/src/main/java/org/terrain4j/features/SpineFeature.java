package org.terrain4j.features;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.features.internal.SegmentTree;

/**
 * The loops shared by {@link Press} and {@link Carve}: prepare from the ground, then change the
 * samples within reach of the spine. Not part of the API.
 */
abstract sealed class SpineFeature implements GroundFeature permits Press, Carve {

    /** What a feature derived from one ground, ready to change points. */
    interface Prepared {
        /**
         * @param ground the height at the point before the feature
         * @return how far from the spine this point can be changed, metres (≤ 0: not at all)
         */
        double within(double ground);

        /**
         * @param ground the height at the point before the feature
         * @param d      distance to the spine, metres
         * @param hit    where on the spine
         * @return the height after the feature
         */
        double apply(double ground, double d, SegmentTree.Hit hit);
    }

    private final String name;
    final Spine spine;

    /**
     * @param name a feature's name
     * @return name
     * @throws NullPointerException     if name is null
     * @throws IllegalArgumentException if name is blank
     */
    static String requireName(String name) {
        if (Objects.requireNonNull(name, "name").isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        return name;
    }

    SpineFeature(String name, Spine spine) {
        this.name = Objects.requireNonNull(name, "name");
        this.spine = Objects.requireNonNull(spine, "spine");
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Spine spine() {
        return spine;
    }

    /** The largest distance from the spine this feature ever changes, metres (may be infinite). */
    abstract double reach();

    abstract Prepared prepare(HeightFunction ground);

    @Override
    public final HeightfieldBuffer applyTo(HeightfieldBuffer ground) {
        Objects.requireNonNull(ground, "ground");
        if (ground.isFrozen()) {
            throw new IllegalStateException("ground is frozen and can no longer be written");
        }
        Prepared p = prepare(HeightFunction.of(ground));
        GridFrame f = ground.frame();
        int columns = ground.columns();
        int rows = ground.rows();
        int c0 = 0;
        int c1 = columns - 1;
        int r0 = 0;
        int r1 = rows - 1;
        double reach = reach();
        if (reach < Double.POSITIVE_INFINITY) {
            double[] b = spine.bounds();
            c0 = (int) Math.max(c0, Math.floor(f.column(b[0] - reach)));
            c1 = (int) Math.min(c1, Math.ceil(f.column(b[2] + reach)));
            r0 = (int) Math.max(r0, Math.floor(f.row(b[1] - reach)));
            r1 = (int) Math.min(r1, Math.ceil(f.row(b[3] + reach)));
        }
        float[] data = Samples.shared(ground);
        SegmentTree.Hit hit = new SegmentTree.Hit();
        for (int r = r0; r <= r1; r++) {
            double z = f.z(r);
            int base = r * columns;
            for (int c = c0; c <= c1; c++) {
                double g = data[base + c];
                double within = p.within(g);
                if (!(within >= 0)) {
                    continue;
                }
                double x = f.x(c);
                if (spine.nearestHit(x, z, within, hit)) {
                    data[base + c] = (float) p.apply(g, Math.sqrt(hit.distanceSquared), hit);
                }
            }
        }
        return ground;
    }

    @Override
    public final HeightFunction apply(HeightFunction ground) {
        Objects.requireNonNull(ground, "ground");
        Prepared p = prepare(ground);
        return (x, z) -> {
            double g = ground.height(x, z);
            double within = p.within(g);
            if (!(within >= 0)) {
                return g;
            }
            SegmentTree.Hit hit = new SegmentTree.Hit();
            if (!spine.nearestHit(x, z, within, hit)) {
                return g;
            }
            return p.apply(g, Math.sqrt(hit.distanceSquared), hit);
        };
    }
}
