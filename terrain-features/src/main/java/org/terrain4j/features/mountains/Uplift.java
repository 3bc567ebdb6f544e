package org.terrain4j.features.mountains;

import java.util.List;
import java.util.concurrent.ForkJoinPool;

import org.terrain4j.noise.Noise;

/**
 * The uplift field of terrain4j's own mountain-range model (described in the project's
 * {@code docs/mountains.md}): concave flanks from every ridge and summit,
 * combined by a smooth maximum that never exceeds the largest of them
 * ({@code Σ v⁵ / Σ v⁴}, see {@link #SOFT_MAX_POWER}), faded by the ranges'
 * claims. Rows are computed in parallel, each cell summing its terms in one fixed order, so the
 * bits do not depend on the thread count. Package-private.
 */
final class Uplift {

    /** How much the wobble scales flank distances: by {@code 1 ± WOBBLE}. */
    static final double WOBBLE = 0.3;

    /** The scale of the wobble on flank distances, metres. */
    static final double WOBBLE_M = 9000;

    private Uplift() {
    }

    /**
     * The power of the smooth maximum: the flanks {@code v} meeting at a place are combined as
     * {@code Σ v^(p+1) / Σ v^p}, a mean of the flanks weighted by {@code v^p}. It never exceeds the
     * largest flank, equals it where only one reaches, and is smooth where two meet.
     */
    static final double SOFT_MAX_POWER = 8;

    /** {@code v^p}, p = {@link #SOFT_MAX_POWER}. */
    static double weight(double v) {
        if (SOFT_MAX_POWER == 4) {
            double v2 = v * v;
            return v2 * v2;
        }
        return Math.pow(v, SOFT_MAX_POWER);
    }

    /** {@code Σ v^(p+1) / Σ v^p} from its two sums; 0 where nothing reaches. */
    static double softMax(double sumPowerPlusOne, double sumPower) {
        return sumPower > 0 ? sumPowerPlusOne / sumPower : 0;
    }

    /** The crest height at fraction t along a ridge. */
    static double crest(double p, double q, double saddle, double mid, double t) {
        double base = p + (q - p) * t;
        double dip = t < mid ? Math.sin(t / mid * (Math.PI / 2)) : Math.sin((1 - t) / (1 - mid) * (Math.PI / 2));
        double saddleBase = p + (q - p) * mid;
        return base - (saddleBase - saddle) * dip * dip;
    }

    /** A flank: {@code crest·(1 − d/reach)^1.2} inside the reach {@code crest / 0.16}, else 0. */
    static double flank(double crest, double d) {
        if (!(crest > 0)) {
            return 0;
        }
        double reach = crest / Mountains.FLANK_SLOPE;
        if (d >= reach) {
            return 0;
        }
        return crest * Math.pow(1 - d / reach, 1.2);
    }

    /**
     * The weight of a ridge's flank near and past its ends: 0 where the place lies beyond an end or
     * within 45° of the line square to the ridge through it, rising (smoothstep) to 1 where its distance
     * along the ridge from that end reaches its distance from the ridge's line. Past an end a ridge's
     * flank is its end summit's own round flank, which the summit's own term already lays; just inside,
     * the ridge's flank peels away from it along the line square to the ridge, and the smooth maximum
     * (a mean weighted by the flanks, so a slightly lower flank drags it down) creased the field there,
     * a straight line as long as the flank's reach (through Snowcrown and Greyhorn, reaching the relief
     * at {@code erosion} 0.5: issue 30's review). Fading the ridge's weight over this 45° fan, which
     * widens with the distance, lets the summit's flank take over smoothly; on the ridge's own line the
     * weight is 1 within a metre of the end, so crests are kept.
     *
     * @param along the place's projection on the ridge, 0 at its start, 1 at its end
     * @param cross the cross product of the place's offset from the ridge's nearest point and the
     *              ridge's vector (metres²; |cross| / length is the distance from the ridge's line)
     * @param len   the ridge's length, metres, > 0
     * @return the weight, 0..1
     */
    static double endFade(double along, double cross, double len) {
        double off = Math.abs(cross) / len + 1;
        double fromStart = along * len;
        double fromEnd = (1 - along) * len;
        if (fromStart >= off && fromEnd >= off) {
            return 1;
        }
        return RangeBuilder.smoothstep(0, 1, fromStart / off) * RangeBuilder.smoothstep(0, 1, fromEnd / off);
    }

    /** Within this many metres a named summit its outline claims only in part claims all its ground. */
    static final double NAMED_CLAIM_M = 500;

    /**
     * How far past {@link #NAMED_CLAIM_M} such a summit's own claim fades to none: this many metres for
     * each metre of its relief, so the field it raises falls no faster than the threshold slope would
     * let the ground follow (1.5 / tan 50°).
     */
    static final double NAMED_CLAIM_FADE = 1.5 / SteadyStateRelief.THRESHOLD_SLOPE;

    /** The greatest claim the members lay on (x, z), 0..1. */
    static double claim(GroupGrid grid, List<RangeBuilder.Member> members, double x, double z) {
        double claim = 0;
        for (RangeBuilder.Member mb : members) {
            if (z < mb.minZ || z > mb.maxZ) {
                continue;
            }
            double mx = mb.band() ? x : grid.nearestX(x, (mb.minX + mb.maxX) / 2);
            if (mx < mb.minX || mx > mb.maxX) {
                continue;
            }
            claim = Math.max(claim, mb.claim(mx, z));
        }
        return claim;
    }

    static float[] field(GroupGrid grid, List<RangeSummit> summits, List<Ridge> ridges, List<RangeBuilder.Member> members,
                         long wobbleSeed, ForkJoinPool pool) {
        // Named summits standing where their outline claims only part of the ground (near its edge, or
        // up to 2 km outside it, as allowed) claim their own ground: the outline's claim alone left the
        // field at a 2 500 m summit 1.5 km outside its circle 69 m high, and the pin then stood a bare 50°
        // cone 2 450 m over it (issue 30's second review). Summits the outline claims fully are as before.
        List<RangeSummit> own = new java.util.ArrayList<>();
        for (RangeSummit s : summits) {
            if (s.authored() && claim(grid, members, s.x(), s.z()) < 1) {
                own.add(s);
            }
        }
        int m = ridges.size() + summits.size();
        double[] za = new double[m];
        double[] xa = new double[m];
        double[] zb = new double[m];
        double[] xb = new double[m];
        double[] hp = new double[m];
        double[] hq = new double[m];
        double[] saddle = new double[m];
        double[] mid = new double[m];
        int k = 0;
        for (Ridge r : ridges) {
            RangeSummit p = summits.get(r.from());
            RangeSummit q = summits.get(r.to());
            za[k] = p.z();
            xa[k] = p.x();
            zb[k] = q.z();
            xb[k] = grid.nearestX(q.x(), p.x());
            hp[k] = p.relief();
            hq[k] = q.relief();
            saddle[k] = r.saddleRelief();
            mid[k] = r.saddleAt();
            k++;
        }
        for (RangeSummit s : summits) {
            za[k] = s.z();
            xa[k] = s.x();
            zb[k] = s.z();
            xb[k] = s.x();
            hp[k] = s.relief();
            hq[k] = s.relief();
            saddle[k] = s.relief();
            mid[k] = 0.5;
            k++;
        }
        Noise wobble = RangeBuilder.noise(wobbleSeed);
        int cols = grid.columns;
        float[] out = new float[grid.size()];
        RangeBuilder.rows(pool, grid.rows, r -> {
            double z = grid.z(r);
            double[] acc = new double[cols];
            double[] num = new double[cols];
            double[] jitter = new double[cols];
            for (int c = 0; c < cols; c++) {
                jitter[c] = 1 + WOBBLE * wobble.value(grid.x(c) / WOBBLE_M, z / WOBBLE_M);
            }
            for (int i = 0; i < m; i++) {
                // The wobble scales distances by at least 1 - WOBBLE: a flank reaches reach / (1 - WOBBLE),
                // so the box it is laid in must too, or it ends in a step at the box's edge.
                double far = Math.max(hp[i], hq[i]) / Mountains.FLANK_SLOPE / (1 - WOBBLE);
                if (z < Math.min(za[i], zb[i]) - far || z > Math.max(za[i], zb[i]) + far) {
                    continue;
                }
                int c0 = (int) Math.floor((Math.min(xa[i], xb[i]) - far - grid.x0) / grid.dx);
                int c1 = (int) Math.ceil((Math.max(xa[i], xb[i]) + far - grid.x0) / grid.dx);
                if (!grid.ring()) {
                    // In a ring the whole box is laid even where it is wider than the ring: a column then
                    // takes the flank of every image of the term that reaches it, each fading to zero inside
                    // its own box, so the field is continuous round the ring. Laying one turn of the box
                    // (issue 30's second review: a 1 112 m cliff where the turn ended) or one turn centred
                    // on the term (a 680 m cliff at its far side, where the nearest image of a ridge and the
                    // wobble's noise both change) leaves a step.
                    c0 = Math.max(0, c0);
                    c1 = Math.min(cols - 1, c1);
                }
                double ez = zb[i] - za[i];
                double ex = xb[i] - xa[i];
                double len2 = ez * ez + ex * ex;
                double len = Math.sqrt(len2);
                double far2 = far * far;
                for (int cc = c0; cc <= c1; cc++) {
                    double x = grid.x(cc);
                    int c = grid.ring() ? Math.floorMod(cc, cols) : cc;
                    double along = len2 > 0 ? ((z - za[i]) * ez + (x - xa[i]) * ex) / len2 : 0;
                    double t = Math.max(0, Math.min(1, along));
                    double dz = z - (za[i] + ez * t);
                    double dx = x - (xa[i] + ex * t);
                    double d2 = dz * dz + dx * dx;
                    if (d2 >= far2) {
                        continue;
                    }
                    double d = Math.sqrt(d2);
                    double j = c == cc ? jitter[c] : 1 + WOBBLE * wobble.value(x / WOBBLE_M, z / WOBBLE_M);
                    double h = len2 > 0 ? crest(hp[i], hq[i], saddle[i], mid[i], t) : hp[i];
                    double v = flank(h, d * j);
                    if (v > 0) {
                        double w = weight(v) * (len2 > 0 ? endFade(along, dx * ez - dz * ex, len) : 1);
                        acc[c] += w;
                        num[c] += w * v;
                    }
                }
            }
            for (int c = 0; c < cols; c++) {
                double x = grid.x(c);
                double claim = claim(grid, members, x, z);
                for (RangeSummit s : own) {
                    double d = grid.distance(x, z, s.x(), s.z());
                    claim = Math.max(claim, RangeBuilder.smoothstep(NAMED_CLAIM_M + NAMED_CLAIM_FADE * s.relief(),
                            NAMED_CLAIM_M, d));
                }
                out[r * cols + c] = (float) (softMax(num[c], acc[c]) * claim);
            }
        });
        return out;
    }
}
