package org.terrain4j.world.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.terrain4j.api.HeightFunction;
import org.terrain4j.world.BaseGround;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.RunwayRecord;
import org.terrain4j.world.Stage;

/**
 * The runway: the one element that chooses where it goes. The generator draws every other element
 * first, then sites the strip on the ground as they left it ({@link #site}), reserves its pavement and
 * apron ({@link #reserve}) and cuts it ({@link #cut}): a strip is cut last of all, over whatever else
 * claimed the ground; see {@code Environment#generate}.
 *
 * @since 0.1
 */
public final class RunwayElement extends Base {

    /** Sites drawn from the world's stream. */
    public static final int SITES = 60;
    /**
     * Fewest measuring points along the strip (seed 002's 9 × 3); a site is measured at every sample spacing
     * along, so more on a fine grid.
     */
    public static final int ALONG = 9;
    /** Measuring points across it (both edges and the centre line). */
    public static final int ACROSS = 3;
    /** Length of the painted threshold at each end, metres. */
    static final double THRESHOLD = 60;

    /** @return the entry */
    public static RunwayElement create() {
        return new RunwayElement();
    }

    private RunwayElement() {
        super("runway", Stage.RUNWAY, 0, List.of(Range.span("length", 400, 5000, "m"), Range.span("width", 15, 150, "m"),
                Range.span("heading", 0, 360, "°"), Range.span("band", -500, 5000, "m"), Range.single("apron", 0, 3000, "m"),
                Range.gradient("pavement"), Range.gradient("paint")),
                Placement.of("runway").withSpan("length", 1800, 2600).withSpan("width", 40, 60).withSpan("heading", 0, 360)
                        .withSpan("band", 0, 400).withValue("apron", 450)
                        .withGradient("pavement", ColourGradient.of(255, 0.50, 0.012, 0.32, 0.01))
                        .withGradient("paint", ColourGradient.of(95, 0.96, 0.05, 0.85, 0.10)));
    }

    /**
     * Sites the strip: {@link #SITES} sites from the stream of {@code seed}, each measured at
     * {@link #ACROSS} points across (both edges and the centre line) and, along, at least {@link #ALONG}
     * points and no further apart than one sample spacing, over its whole footprint on {@code ground}; the
     * lowest {@code relief + charge} wins (the first drawn on a tie), the charge being each point's distance
     * outside the band (a site outside it is charged, not thrown away). The site's own height, to which the
     * pavement is levelled, is midway between its lowest and highest points: the level that needs the least
     * cut or fill at its worst point, half the relief. Seed 002 measures 9 × 3 points; on a 2.5 km strip
     * those stand 320 m apart, and a canyon narrower than that passed between them (CANYON
     * COUNTRY seed 14 with its own base ground: a 172 m fill under a strip whose 27 points read 49 m of
     * relief), so the points along follow the grid.
     *
     * @param ground   the ground the strip is sited on (metres in, metres out): the field as every other
     *                 element left it
     * @param g        the world's base ground settings (its square and sampling)
     * @param p        the resolved runway placement
     * @param seed     the runway's seed
     * @return the record of the winner (not lifted), with every candidate
     */
    public static RunwayRecord site(HeightFunction ground, BaseGround g, Placement p, long seed) {
        return site(ground, (x, z) -> 0, g, p, seed);
    }

    /**
     * A point of a site on water is charged this many metres (the depth at which the water body's colour
     * reaches its dark end), on top of its band charge: a lake's surface is level, but it is no ground that
     * does not move under a strip, and a strip sited there is a causeway or a pad in open water.
     */
    public static final double WET_CHARGE = 40;

    /**
     * As {@link #site(HeightFunction, BaseGround, Placement, long)}, each measuring point also charged
     * {@link #WET_CHARGE} times {@code water} there (the generator passes 1 where the nearest sample is
     * water when the runway stage runs).
     *
     * @param ground the ground the strip is sited on (metres in, metres out)
     * @param water  1 where a point stands on water, 0 on dry ground
     * @param g      the world's base ground settings (its square and sampling)
     * @param p      the resolved runway placement
     * @param seed   the runway's seed
     * @return the record of the winner (not lifted), with every candidate
     */
    public static RunwayRecord site(HeightFunction ground, HeightFunction water, BaseGround g, Placement p, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        double length = p.span("length").at(rnd.nextDouble());
        double width = p.span("width").at(rnd.nextDouble());
        Reading heading = p.span("heading");
        Reading band = p.span("band");
        double half = g.size() / 2;
        double spacing = g.size() / (g.samples() - 1);
        double margin = Math.min(half, length / 2 + p.value("apron") + spacing);
        int along = Math.max(ALONG, (int) Math.ceil(length / spacing) + 1);
        List<RunwayRecord.Site> sites = new ArrayList<>();
        int best = 0;
        for (int k = 0; k < SITES; k++) {
            double hd = heading.at(rnd.nextDouble()) % 360;
            double cx = (rnd.nextDouble() * 2 - 1) * (half - margin);
            double cz = (rnd.nextDouble() * 2 - 1) * (half - margin);
            double ax = Math.sin(Math.toRadians(hd));
            double az = -Math.cos(Math.toRadians(hd));
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            double charge = 0;
            for (int a = 0; a < along; a++) {
                double u = (a / (along - 1.0) - 0.5) * length;
                for (int b = 0; b < ACROSS; b++) {
                    double v = (b / (ACROSS - 1.0) - 0.5) * width;
                    double x = cx + ax * u - az * v;
                    double z = cz + az * u + ax * v;
                    double h = ground.height(x, z);
                    lo = Math.min(lo, h);
                    hi = Math.max(hi, h);
                    charge += Math.max(0, Math.max(band.min() - h, h - band.max())) + WET_CHARGE * water.height(x, z);
                }
            }
            int count = along * ACROSS;
            // the site's own height: midway between its lowest and highest points, the level that needs the
            // least cut or fill at its worst point (relief / 2)
            sites.add(WorldAccess.bridge().site(cx, cz, hd, hi - lo, charge / count, 0.5 * (lo + hi)));
            if (sites.get(k).score() < sites.get(best).score()) {
                best = k;
            }
        }
        RunwayRecord.Site w = sites.get(best);
        return WorldAccess.bridge().runway(w, length, width, sites);
    }

    /**
     * Strip coordinates of sample {@code i}: {along, across}, metres from the strip's centre.
     */
    static double[] local(Canvas canvas, RunwayRecord rec, int i) {
        int n = canvas.columns();
        double dx = canvas.x(i % n) - rec.x();
        double dz = canvas.z(i / n) - rec.z();
        double ax = Math.sin(Math.toRadians(rec.heading()));
        double az = -Math.cos(Math.toRadians(rec.heading()));
        return new double[] {dx * ax + dz * az, -dx * az + dz * ax};
    }

    /**
     * Half the pavement's width on the grid: the record's half width, widened to 0.71 sample spacings
     * so a strip narrower than the grid still covers a line of samples.
     */
    static double halfWidth(Canvas canvas, RunwayRecord rec) {
        return Math.max(rec.width() / 2, 0.71 * canvas.spacing());
    }

    /**
     * Distance of sample {@code i} outside the pavement (0 on it), metres.
     */
    static double outside(Canvas canvas, RunwayRecord rec, int i) {
        double[] l = local(canvas, rec, i);
        double du = Math.max(0, Math.abs(l[0]) - rec.length() / 2);
        double dv = Math.max(0, Math.abs(l[1]) - halfWidth(canvas, rec));
        return Math.hypot(du, dv);
    }

    /**
     * Marks the samples a strip claims: {@code 1} pavement, {@code 2} apron, {@code 0} elsewhere.
     *
     * @param canvas the canvas (for its grid)
     * @param rec    the strip
     * @param apron  apron reach, metres
     * @return one byte a sample
     */
    public static byte[] reserve(Canvas canvas, RunwayRecord rec, double apron) {
        int n = canvas.columns();
        byte[] out = new byte[n * n];
        double reach = Math.hypot(rec.length() / 2, rec.width() / 2) + apron + canvas.spacing();
        var f = canvas.frame();
        int c0 = Math.max(0, (int) Math.floor(f.column(rec.x() - reach)));
        int c1 = Math.min(n - 1, (int) Math.ceil(f.column(rec.x() + reach)));
        int r0 = Math.max(0, (int) Math.floor(f.row(rec.z() - reach)));
        int r1 = Math.min(n - 1, (int) Math.ceil(f.row(rec.z() + reach)));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int i = r * n + c;
                double d = outside(canvas, rec, i);
                out[i] = d == 0 ? (byte) 1 : (d <= apron ? (byte) 2 : (byte) 0);
            }
        }
        return out;
    }

    /**
     * Cuts the strip: the pavement levelled to {@code rec.height()}, the apron eased back into the ground
     * it was cut over ({@code before}) with a smoothstep over the apron's reach, the pavement painted.
     *
     * @param canvas  the canvas
     * @param rec     the strip
     * @param p       the resolved placement
     * @param reserve from {@link #reserve}
     * @param before  heights as the elements left them (read for the apron)
     */
    public static void cut(Canvas canvas, RunwayRecord rec, Placement p, byte[] reserve, float[] before) {
        double apron = p.value("apron");
        int pave = canvas.gradient(p.gradient("pavement"));
        int paint = canvas.gradient(p.gradient("paint"));
        for (int i = 0; i < reserve.length; i++) {
            if (reserve[i] == 1) {
                canvas.setHeight(i, rec.height());
                double[] l = local(canvas, rec, i);
                if (Math.abs(l[0]) > rec.length() / 2 - THRESHOLD) {
                    canvas.paint(i, paint, 0.2);
                } else {
                    canvas.paint(i, pave, 0.3 + 0.4 * Kit.unit(Kit.hash(7, i, 0)));
                }
            } else if (reserve[i] == 2) {
                double t = Kit.smoothstep(0, apron, outside(canvas, rec, i));
                canvas.setHeight(i, rec.height() + (before[i] - rec.height()) * t);
            }
        }
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        RunwayRecord rec = site(canvas::heightAt, canvas.baseGround(), p, seed);
        int n = canvas.columns();
        float[] before = new float[n * n];
        for (int i = 0; i < before.length; i++) {
            before[i] = (float) canvas.height(i);
        }
        cut(canvas, rec, p, reserve(canvas, rec, p.value("apron")), before);
    }
}
