package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.noise.Noise;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Reading;
import org.terrain4j.world.Stage;

/**
 * Ground cover (grass, sand): its gradient laid over the ground inside its height band, edges dithered by
 * noise: an edge moves by up to a tenth of the band's span (at most 40 m) in height, and by no more
 * than the ground rises across {@link #REACH} metres ({@link #rise}), so on flat plains the edge keeps to
 * its contour instead of spreading into blotches over kilometres.
 *
 * @since 0.1
 */
public final class CoverElement extends Base {

    private final String gradientName;

    /** @return the grass entry */
    public static CoverElement grass() {
        return new CoverElement("grass", "green", 0, 5, 260, ColourGradient.of(135, 0.68, 0.12, 0.40, 0.09));
    }

    /** @return the sand entry */
    public static CoverElement sand() {
        return new CoverElement("sand", "brown", 1, -20, 6, ColourGradient.of(75, 0.80, 0.07, 0.58, 0.07));
    }

    private CoverElement(String name, String gradientName, int rank, double lo, double hi, ColourGradient g) {
        super(name, Stage.GROUND_COVER, rank, List.of(Range.gradient(gradientName), Range.span("band", -500, 5000, "m")),
                Placement.of(name).withGradient(gradientName, g).withSpan("band", lo, hi));
        this.gradientName = gradientName;
    }

    /** How far across the ground the noise moves a cover's edge at most, metres. */
    static final double REACH = 250;

    /**
     * How much the ground rises across {@link #REACH} metres either way of a sample: half the difference
     * of the heights read {@code REACH} east and west of it, and north and south, combined (bilinear reads,
     * clamped at the grid's edge), so the same on any grid of the same ground. On the grid's border the
     * rise is read along the border only (the line of samples a joined neighbour shares), and at its four
     * corners it is 0: a tile reads nothing past its border, so this way the tiles sharing a vertex read
     * the same rise there and give it one colour.
     */
    static double rise(Canvas canvas, int c, int r) {
        int n = canvas.columns();
        boolean westEast = c == 0 || c == n - 1;
        boolean northSouth = r == 0 || r == n - 1;
        if (westEast && northSouth) {
            return 0;
        }
        double reach = REACH / canvas.spacing();
        if (westEast) {
            return Math.abs(along(canvas, c, r + reach, false) - along(canvas, c, r - reach, false)) / 2;
        }
        if (northSouth) {
            return Math.abs(along(canvas, r, c + reach, true) - along(canvas, r, c - reach, true)) / 2;
        }
        double x = canvas.x(c);
        double z = canvas.z(r);
        double gx = canvas.heightAt(x + REACH, z) - canvas.heightAt(x - REACH, z);
        double gz = canvas.heightAt(x, z + REACH) - canvas.heightAt(x, z - REACH);
        return Math.hypot(gx, gz) / 2;
    }

    /**
     * The height at fractional index {@code f} along row {@code line} ({@code row} true) or column
     * {@code line}, linear between samples, clamped at the grid's edge.
     */
    private static double along(Canvas canvas, int line, double f, boolean row) {
        int n = canvas.columns();
        double q = Math.max(0, Math.min(n - 1, f));
        int k = Math.min(n - 2, (int) q);
        double t = q - k;
        double a = canvas.height(row ? line * n + k : k * n + line);
        double b = canvas.height(row ? line * n + k + 1 : (k + 1) * n + line);
        return a + (b - a) * t;
    }

    @Override
    public void draw(Placement p, Canvas canvas, long seed) {
        draw(p, canvas, seed, 0, 0);
    }

    /** The noise along a row at {@code z}, canvas column c read at column {@code c + shift} of the frame. */
    private static double[] row(Noise noise, Canvas canvas, double z, long shift) {
        int n = canvas.columns();
        double[] out = new double[n];
        var f = canvas.frame();
        if (shift == 0) {
            noise.valuesAlongRow(f.originX(), canvas.spacing(), z, 1, out, 0, n);
        } else {
            for (int c = 0; c < n; c++) {
                out[c] = noise.value(f.x((double) (c + shift)), z);
            }
        }
        return out;
    }

    /**
     * Draws the cover with its noise read at canvas sample {@code (c + shiftColumns, r + shiftRows)} of the
     * frame (coordinates from that integer index): with the shifts of a tile's place in the grid and the
     * middle tile's seed, the cover of the whole world. Each sample's colour depends on its own height
     * and position and, where a band's edge passes near it, on how the canvas's ground rises within
     * {@link #REACH} of it (read inside the canvas; on the canvas's border along the border only): at a
     * join, tiles that agree on the heights along it give every shared vertex one colour. Shifts of 0 are
     * {@link #draw(Placement, Canvas, long)}.
     *
     * @param p            the resolved placement
     * @param canvas       the fields to draw into
     * @param seed         the seed its noise is read from
     * @param shiftColumns the canvas's column 0 as a column of the frame the noise is read in
     * @param shiftRows    the canvas's row 0 as a row of that frame
     */
    public void draw(Placement p, Canvas canvas, long seed, long shiftColumns, long shiftRows) {
        Reading band = p.span("band");
        int g = canvas.gradient(p.gradient(gradientName));
        Noise edge = Kit.noise(Kit.seed(seed, 1), 3, 900);
        Noise tone = Kit.noise(Kit.seed(seed, 2), 4, 1500);
        double span = Math.max(1, band.max() - band.min());
        double jitter = Math.min(40, 0.1 * span);
        int n = canvas.columns();
        double sureLo = band.min() + jitter;
        double sureHi = band.max() - jitter;
        canvas.forEachRow(r -> {
            double[] tn = null;
            double z = shiftRows == 0 ? canvas.z(r) : canvas.frame().z((double) (r + shiftRows));
            int near = 0;
            for (int c = 0; c < n; c++) {
                double h = canvas.height(r * n + c);
                near += h >= band.min() - jitter && h <= band.max() + jitter && !(h >= sureLo && h <= sureHi) ? 1 : 0;
            }
            // a row fill is the cheaper read once more than a few samples need the edge
            double[] ed = near > n / 8 ? row(edge, canvas, z, shiftColumns) : null;
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double h = canvas.height(i);
                if (h < band.min() - jitter || h > band.max() + jitter) {
                    continue;
                }
                // the edge's dither d lies in [−jitter, jitter]: between the band's ends less the jitter it
                // cannot move the edge, so the edge noise is read only near the ends (a point read gives
                // the bits the row fill gives)
                if (!(h >= sureLo && h <= sureHi)) {
                    // the edge moves by at most the jitter in height and REACH across the ground: on flat
                    // ground a height's dither would spread it over kilometres in blotches
                    double k = Math.min(jitter, rise(canvas, c, r));
                    double d = (Kit.n01(ed != null ? ed[c] : edge.value(canvas.frame().x((double) (c + shiftColumns)), z)) - 0.5) * 2 * k;
                    if (!(h >= band.min() + d && h <= band.max() + d)) {
                        continue;
                    }
                }
                if (tn == null) {
                    tn = row(tone, canvas, z, shiftColumns);
                }
                canvas.paint(i, g, 0.55 * Kit.clamp01((h - band.min()) / span) + 0.45 * Kit.n01(tn[c]));
            }
        });
    }
}
