package org.terrain4j.world.internal;

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
 * spans, stretched by its girth along an axis of its own and made uneven by three lobes. With no peak
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

    /**
     * The peak's three lobes, {@code 1 + 0.16 sin(2ψ + l1) + 0.10 sin(3ψ + l2) + 0.06 sin(5ψ + l3)} at the
     * direction ψ of {@code (u, v)}, from the direction's cosine and sine by the multiple-angle identities
     * (no arc tangent); at the peak itself ({@code d = 0}) the direction is taken as ψ = 0.
     *
     * @param trig cos l1, sin l1, cos l2, sin l2, cos l3, sin l3
     */
    static double lobes(double u, double v, double d, double[] trig) {
        double c = d > 0 ? u / d : 1;
        double s = d > 0 ? v / d : 0;
        double cos2 = c * c - s * s;
        double sin2 = 2 * s * c;
        double cos3 = c * (4 * c * c - 3);
        double sin3 = s * (3 - 4 * s * s);
        double cos5 = cos2 * cos3 - sin2 * sin3;
        double sin5 = sin2 * cos3 + cos2 * sin3;
        return 1 + 0.16 * (sin2 * trig[0] + cos2 * trig[1]) + 0.10 * (sin3 * trig[2] + cos3 * trig[3])
                + 0.06 * (sin5 * trig[4] + cos5 * trig[5]);
    }

    /**
     * How far a peak of this placement may reach from its centre: 1.35 × the largest radius × the largest
     * girth, metres (the lobes stretch a bell to at most 1.32 radii).
     *
     * @param p a resolved mountain placement
     * @return metres
     */
    public static double reach(Placement p) {
        return p.span("radius").max() * p.span("girth").max() * 1.35;
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
        SplittableRandom rnd = new SplittableRandom(seed);
        int peaks = (int) Math.round(p.value("peaks"));
        Reading height = p.span("height");
        Reading radius = p.span("radius");
        Reading girth = p.span("girth");
        double half = canvas.baseGround().size() / 2;
        Noise rough = Kit.noise(Kit.seed(seed, 1), 3, 700);
        var f = canvas.frame();
        int n = canvas.columns();
        for (int k = 0; k < peaks; k++) {
            double cx = (rnd.nextDouble() * 2 - 1) * half;
            double cz = (rnd.nextDouble() * 2 - 1) * half;
            double hgt = height.at(rnd.nextDouble());
            double rad = radius.at(rnd.nextDouble());
            double g = girth.at(rnd.nextDouble());
            double axis = rnd.nextDouble() * Math.PI;
            double l1 = rnd.nextDouble() * 2 * Math.PI;
            double l2 = rnd.nextDouble() * 2 * Math.PI;
            double l3 = rnd.nextDouble() * 2 * Math.PI;
            double[] trig = {Math.cos(l1), Math.sin(l1), Math.cos(l2), Math.sin(l2), Math.cos(l3), Math.sin(l3)};
            double ca = Math.cos(axis);
            double sa = Math.sin(axis);
            double reach = rad * g * 1.35;
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
            for (int r = r0; r <= r1; r++) {
                double z = f.z((double) (r + shiftRows));
                double dz = z - cz;
                for (int c = c0; c <= c1; c++) {
                    double x = f.x((double) (c + shiftColumns));
                    double dx = x - cx;
                    double u = (dx * ca + dz * sa) / g;
                    double v = -dx * sa + dz * ca;
                    double d = Math.sqrt(u * u + v * v);
                    double t = d / (rad * lobes(u, v, d, trig));
                    double fo = BaseGround.falloff(t);
                    if (fo > 0) {
                        int i = r * n + c;
                        canvas.setHeight(i, canvas.height(i) + hgt * fo * (0.8 + 0.4 * Kit.n01(rough, x, z)));
                    }
                }
            }
        }
    }
}
