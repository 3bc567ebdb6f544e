package org.terrain4j.world.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;

/**
 * Mountains: {@code peaks} bells of the base ground's falloff, each with a height and radius from its
 * spans, stretched by its girth along an axis of its own, and given an outline of its own (a skew, four
 * lobes and spurs running out from the summit; see {@link Peak}). With no peak
 * count named, the count is the mountain density {@code (area × 0.10) ÷ (π × mean radius²)}, rounded.
 *
 * @since 0.1
 */
public final class MountainElement extends Base {

    /** @return the entry */
    public static MountainElement create() {
        return new MountainElement();
    }

    private MountainElement() {
        super("mountain", Stage.LANDFORM, 0, List.of(Range.single("peaks", 0, 60, ""),
                Range.span("height", 50, 3000, "m"), Range.span("radius", 100, 3000, "m"),
                Range.span("girth", 1, 4, "")),
                Placement.of("mountain").withSpan("height", 300, 900).withSpan("radius", 500, 1000)
                        .withSpan("girth", 1, 2.2));
    }

    /**
     * The mountain density: how many mountains of the mean radius it takes for their discs to cover
     * 10 % of the world (terrain4j's own rule).
     *
     * @param area       the world's area, m²
     * @param meanRadius the mean peak radius, m
     * @return {@code (area × 0.10) ÷ (π × meanRadius²)}, not rounded
     */
    public static double density(double area, double meanRadius) {
        return area * 0.10 / (Math.PI * meanRadius * meanRadius);
    }

    @Override
    public Placement resolved(Placement placement, BaseGround ground) {
        Placement p = super.resolved(placement, ground);
        if (placement.reading("peaks").isEmpty()) {
            double count = Math.round(density(ground.area(), p.span("radius").mean()));
            p = p.withValue("peaks", Math.min(60, count));
        }
        return p;
    }

    /** The most the outline stretches a peak's radius: 1 + 0.15 + 0.08 + 0.08 + 0.05 + 0.04 (the harmonics at their largest). */
    public static final double STRETCH = 1.40;

    /** Largest amplitude of each harmonic of the outline, k = 1 (the skew) … 5, as a share of the radius. */
    static final double[] HARMONIC = {0.15, 0.08, 0.08, 0.05, 0.04};

    /** Deepest the hollows between the spurs cut into the radius, as a share of it. */
    static final double SPUR = 0.5;

    /** Normalised distance from the summit over which the spurs grow in (the summit stays round). */
    static final double SPUR_START = 0.8;

    /**
     * One peak as it is drawn: its centre, height, radius, girth and axis, and the outline that makes it
     * more than a stretched bell. In the peak's frame ({@code u} along its axis over the girth, {@code v}
     * across it, {@code d = √(u² + v²)}, ψ the direction of {@code (u, v)}, ρ = d / radius) the radius is
     * scaled by
     * <pre>
     *   M(ψ, ρ) = H(ψ) · (1 − s · S(ψ, ρ) · smoothstep(0, 0.35, ρ))
     *   H(ψ) = 1 + Σ_{k=1..5} a_k · cos(kψ − φ_k)
     *   S(ψ, ρ) = min(1, 2 |n(o + κ (cos ψ, sin ψ) + ρ δ)|)
     * </pre>
     * where the first harmonic skews the peak (one side steeper than the other), harmonics 2 to 5 give
     * it lobes, and S is ridged value noise read round a circle of radius κ in noise space (so periodic
     * in ψ) and drifting by δ outwards: hollows cut into the outline between sharp crests (spurs, where
     * the noise crosses zero) running out from the summit. The amplitudes ({@code a_k} up to 0.15, 0.08,
     * 0.08, 0.05, 0.04 and {@code s} from 0.3 to 0.5), the phases, κ, δ and the noise offset o come from
     * the peak's own stream, so {@code M} lies in [0.3, {@link #STRETCH}]. The drawn share of the peak's height is the base
     * ground's falloff at {@code t = ρ / M}; {@code t} grows along every ray from the summit, so the
     * summit is the peak's one top and stays at its centre with its full height.
     *
     * @since 0.1
     */
    public static final class Peak {
        private final double x;
        private final double z;
        private final double height;
        private final double radius;
        private final double girth;
        private final double ca;
        private final double sa;
        /** cos and sin coefficients of harmonics 1 … 5: H = 1 + Σ (p_k cos kψ + q_k sin kψ). */
        private final double[] harmonics;
        private final double spur;
        private final double kappa;
        private final double ox;
        private final double oz;
        private final double dx;
        private final double dz;
        private final Noise ridges;

        Peak(double x, double z, double height, double radius, double girth, double axis, double[] harmonics,
                double spur, double kappa, double ox, double oz, double dx, double dz, Noise ridges) {
            this.x = x;
            this.z = z;
            this.height = height;
            this.radius = radius;
            this.girth = girth;
            this.ca = Math.cos(axis);
            this.sa = Math.sin(axis);
            this.harmonics = harmonics;
            this.spur = spur;
            this.kappa = kappa;
            this.ox = ox;
            this.oz = oz;
            this.dx = dx;
            this.dz = dz;
            this.ridges = ridges;
        }

        /** @return the summit's x, metres */
        public double x() {
            return x;
        }

        /** @return the summit's z, metres */
        public double z() {
            return z;
        }

        /** @return the peak's height before the roughness, metres */
        public double height() {
            return height;
        }

        /** @return the radius, metres (before the girth and the outline) */
        public double radius() {
            return radius;
        }

        /** @return the girth: the stretch along the peak's axis, ≥ 1 */
        public double girth() {
            return girth;
        }

        /** @return how far the peak reaches from its summit, metres: radius × girth × {@link #STRETCH} */
        public double reach() {
            return radius * girth * STRETCH;
        }

        /**
         * The outline's stretch of the radius.
         *
         * @param c   cos ψ
         * @param s   sin ψ
         * @param rho distance from the summit over the radius, in the peak's frame
         * @return M(ψ, ρ), in [0.3, {@link #STRETCH}]
         */
        double stretch(double c, double s, double rho) {
            return lobes(c, s) * (1 - spur * spurs(c, s, rho));
        }

        /** H(ψ) from cos ψ and sin ψ by the multiple-angle identities (no arc tangent). */
        double lobes(double c, double s) {
            double[] h = harmonics;
            double cos2 = c * c - s * s;
            double sin2 = 2 * s * c;
            double cos3 = c * (4 * c * c - 3);
            double sin3 = s * (3 - 4 * s * s);
            double cos4 = cos2 * cos2 - sin2 * sin2;
            double sin4 = 2 * sin2 * cos2;
            double cos5 = cos2 * cos3 - sin2 * sin3;
            double sin5 = sin2 * cos3 + cos2 * sin3;
            return 1 + h[0] * c + h[1] * s + h[2] * cos2 + h[3] * sin2 + h[4] * cos3 + h[5] * sin3 + h[6] * cos4
                    + h[7] * sin4 + h[8] * cos5 + h[9] * sin5;
        }

        /** S(ψ, ρ) · smoothstep(0, 0.35, ρ): the hollows between the spurs, grown in away from the summit. */
        double spurs(double c, double s, double rho) {
            if (!(rho > 0)) {
                return 0;
            }
            double n = ridges.value(ox + kappa * c + rho * dx, oz + kappa * s + rho * dz);
            return Math.min(1, 2 * Math.abs(n)) * Kit.smoothstep(0, SPUR_START, rho);
        }

        /**
         * The share of the peak's height drawn at a point: the falloff of the outline's distance.
         *
         * @param px x, metres
         * @param pz z, metres
         * @return [0, 1]; 1 at the summit, 0 beyond {@link #reach()}
         */
        public double share(double px, double pz) {
            double ex = px - x;
            double ez = pz - z;
            double u = (ex * ca + ez * sa) / girth;
            double v = -ex * sa + ez * ca;
            double d = Math.sqrt(u * u + v * v);
            if (d >= radius * STRETCH) {
                return 0;
            }
            if (d == 0) {
                return 1;
            }
            double c = u / d;
            double s = v / d;
            double rho = d / radius;
            double lobes = lobes(c, s);
            // the hollows only draw the outline in: beyond the lobes the share is 0 (no noise read)
            if (rho >= lobes) {
                return 0;
            }
            return BaseGround.falloff(rho / (lobes * (1 - spur * spurs(c, s, rho))));
        }
    }

    /**
     * How far a peak of this placement may reach from its centre: {@link #STRETCH} × the largest radius ×
     * the largest girth, metres (the outline stretches a bell to at most {@link #STRETCH} radii).
     *
     * @param p a resolved mountain placement
     * @return metres
     */
    public static double reach(Placement p) {
        return p.span("radius").max() * p.span("girth").max() * STRETCH;
    }

    /**
     * The peaks of a placement, in the order they are drawn: centres, heights, radii, girths and axes
     * from the placement's stream (as before outlines were added, so peaks stand where they stood), each
     * peak's outline from a stream of its own.
     *
     * @param p    the resolved placement
     * @param half half the side of the square the centres are scattered over, metres
     * @param seed the placement's seed
     * @return the peaks
     */
    public static List<Peak> peaks(Placement p, double half, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int count = (int) Math.round(p.value("peaks"));
        Reading height = p.span("height");
        Reading radius = p.span("radius");
        Reading girth = p.span("girth");
        Noise ridges = Kit.noise(Kit.seed(seed, 2), 2, 1);
        List<Peak> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            double cx = (rnd.nextDouble() * 2 - 1) * half;
            double cz = (rnd.nextDouble() * 2 - 1) * half;
            double hgt = height.at(rnd.nextDouble());
            double rad = radius.at(rnd.nextDouble());
            double g = girth.at(rnd.nextDouble());
            double axis = rnd.nextDouble() * Math.PI;
            // the placement stream's three old lobe phases, kept drawn so later peaks stand where they stood
            rnd.nextDouble();
            rnd.nextDouble();
            rnd.nextDouble();
            SplittableRandom own = new SplittableRandom(Kit.seed(seed, 0x9EA4_0000L + k));
            double[] harmonics = new double[10];
            for (int j = 0; j < 5; j++) {
                double a = HARMONIC[j] * (0.4 + 0.6 * own.nextDouble());
                double phase = own.nextDouble() * 2 * Math.PI;
                harmonics[2 * j] = a * Math.cos(phase);
                harmonics[2 * j + 1] = a * Math.sin(phase);
            }
            double spur = SPUR * (0.6 + 0.4 * own.nextDouble());
            double kappa = 0.8 + 0.5 * own.nextDouble();
            double ox = own.nextDouble() * 1000;
            double oz = own.nextDouble() * 1000;
            double drift = own.nextDouble() * 2 * Math.PI;
            out.add(new Peak(cx, cz, hgt, rad, g, axis, harmonics, spur, kappa, ox, oz, 0.15 * Math.cos(drift),
                    0.15 * Math.sin(drift), ridges));
        }
        return out;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        draw(p, canvas, seed, 0, 0);
    }

    /**
     * Draws the peaks of a placement laid out in another tile: canvas sample {@code (c, r)} is read as
     * sample {@code (c + shiftColumns, r + shiftRows)} of that tile's own grid, its coordinates computed
     * from that integer index ({@code −size/2 + index · spacing}, the frame's own formula), so every tile
     * drawing these peaks computes the same bits at a shared vertex. Shifts of 0 draw the canvas's own
     * peaks exactly as {@link #draw(Placement, Canvas, long)} does.
     *
     * @param p            the resolved placement
     * @param canvas       the fields to draw into
     * @param seed         the placement's seed in its own tile
     * @param shiftColumns the canvas's column 0 as a column of the placement's tile
     * @param shiftRows    the canvas's row 0 as a row of the placement's tile
     */
    public void draw(Placement p, Canvas canvas, long seed, long shiftColumns, long shiftRows) {
        double half = canvas.baseGround().size() / 2;
        Noise rough = Kit.noise(Kit.seed(seed, 1), 3, 700);
        var f = canvas.frame();
        int n = canvas.columns();
        for (Peak peak : peaks(p, half, seed)) {
            double cx = peak.x();
            double cz = peak.z();
            double reach = peak.reach();
            double fc0 = Math.floor(f.column(cx - reach)) - shiftColumns;
            double fc1 = Math.ceil(f.column(cx + reach)) - shiftColumns;
            double fr0 = Math.floor(f.row(cz - reach)) - shiftRows;
            double fr1 = Math.ceil(f.row(cz + reach)) - shiftRows;
            if (fc1 < 0 || fr1 < 0 || fc0 > n - 1 || fr0 > n - 1) {
                continue;
            }
            int c0 = (int) Math.max(0, fc0);
            int c1 = (int) Math.min(n - 1, fc1);
            int r0 = (int) Math.max(0, fr0);
            int r1 = (int) Math.min(n - 1, fr1);
            double hgt = peak.height();
            for (int r = r0; r <= r1; r++) {
                double z = f.z((double) (r + shiftRows));
                for (int c = c0; c <= c1; c++) {
                    double x = f.x((double) (c + shiftColumns));
                    double fo = peak.share(x, z);
                    if (fo > 0) {
                        int i = r * n + c;
                        canvas.setHeight(i, canvas.height(i) + hgt * fo * (0.8 + 0.4 * Kit.n01(rough, x, z)));
                    }
                }
            }
        }
    }
}
