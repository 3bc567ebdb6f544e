package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.internal.MountainElement;
import org.terrain4j.world.internal.MountainElement.Peak;

/**
 * Peaks of varied outline (issue #29): each peak's contour at half its height, read on 64 bearings from
 * its summit, is measured against the centred ellipse that fits it best (least squares on {@code 1/r²},
 * whose exact form for a centred ellipse is {@code a + b cos 2θ + c sin 2θ}). A peak stretched by its
 * girth alone is that ellipse (coefficient of variation 0); the outline's skew, lobes and spurs move the
 * contour off it, and the spurs put part of that in harmonics above the fifth, which lobes alone never do.
 */
class PeakOutlineTest {

    static final int BEARINGS = 64;

    static Stream<Named<Long>> seeds() {
        return LongStream.range(0, 20).mapToObj(s -> Named.of("seed " + s, s));
    }

    /** HIGHLANDS' peaks at a seed, as its mountain item draws them. */
    static List<Peak> peaks(long seed) {
        Environment e = Preset.HIGHLANDS.environment(seed);
        for (Generator.Item it : Generator.order(e, Elements.standard())) {
            if (it.element().name().equals(Elements.MOUNTAIN)) {
                return MountainElement.peaks(it.resolved(), e.ground().size() / 2, it.seed());
            }
        }
        throw new AssertionError("HIGHLANDS places no mountains");
    }

    /** Outermost distance from the summit along bearing θ at which the peak's share is still ≥ level, metres. */
    static double radius(Peak p, double theta, double level) {
        double c = Math.cos(theta);
        double s = Math.sin(theta);
        double reach = p.reach();
        int steps = 600;
        double last = 0;
        for (int k = 1; k <= steps; k++) {
            double d = reach * k / steps;
            if (p.share(p.x() + d * c, p.z() + d * s) >= level) {
                last = d;
            }
        }
        double lo = last;
        double hi = Math.min(reach, last + reach / steps);
        for (int it = 0; it < 40; it++) {
            double m = (lo + hi) / 2;
            if (p.share(p.x() + m * c, p.z() + m * s) >= level) {
                lo = m;
            } else {
                hi = m;
            }
        }
        return lo;
    }

    /**
     * The contour's radius over the fitted ellipse's, less 1, on each bearing.
     */
    static double[] offEllipse(Peak p, double level) {
        double[] r = new double[BEARINGS];
        double c0 = 0;
        double c1 = 0;
        double c2 = 0;
        for (int j = 0; j < BEARINGS; j++) {
            double th = 2 * Math.PI * j / BEARINGS;
            r[j] = radius(p, th, level);
            double y = 1 / (r[j] * r[j]);
            c0 += y;
            c1 += y * Math.cos(2 * th);
            c2 += y * Math.sin(2 * th);
        }
        // least squares on equally spaced bearings: the basis is orthogonal
        c0 /= BEARINGS;
        c1 *= 2.0 / BEARINGS;
        c2 *= 2.0 / BEARINGS;
        double[] e = new double[BEARINGS];
        for (int j = 0; j < BEARINGS; j++) {
            double th = 2 * Math.PI * j / BEARINGS;
            e[j] = r[j] * Math.sqrt(c0 + c1 * Math.cos(2 * th) + c2 * Math.sin(2 * th)) - 1;
        }
        return e;
    }

    /** Root mean square of a signal. */
    static double rms(double[] e) {
        double s = 0;
        for (double v : e) {
            s += v * v;
        }
        return Math.sqrt(s / e.length);
    }

    /** Root mean square of a signal's harmonics from {@code from} up (by the discrete Fourier transform). */
    static double rmsAbove(double[] e, int from) {
        int m = e.length;
        double s = 0;
        for (int k = from; k <= m / 2; k++) {
            double re = 0;
            double im = 0;
            for (int j = 0; j < m; j++) {
                re += e[j] * Math.cos(2 * Math.PI * k * j / m);
                im += e[j] * Math.sin(2 * Math.PI * k * j / m);
            }
            // a harmonic of amplitude A contributes A²/2 to the mean square (the Nyquist term A²)
            s += (k == m / 2 ? 1.0 : 2.0) * (re * re + im * im) / ((double) m * m);
        }
        return Math.sqrt(s);
    }

    /**
     * Over each seed's peaks, the mean coefficient of variation of the half-height contour about its
     * ellipse is at least 0.07 (measured 0.098 to 0.123; ovals give 0, and so does the outline removed;
     * the three fixed lobes the peaks had before gave 0.087 over these 20 seeds, worst seed 0.083, so this
     * alone does not tell spurs from lobes), and the mean of its harmonics above the fifth at least 0.02
     * (measured 0.033 to 0.041; with the spurs removed, skew and lobes alone, 0.012).
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void peaksAreNotOvals(long seed) {
        List<Peak> ps = peaks(seed);
        assertTrue(ps.size() >= 10, ps.size() + " peaks");
        double cv = 0;
        double high = 0;
        for (Peak p : ps) {
            double[] e = offEllipse(p, 0.5);
            cv += rms(e);
            high += rmsAbove(e, 6);
        }
        cv /= ps.size();
        high /= ps.size();
        assertTrue(cv >= 0.07, "mean variation about the ellipse " + cv);
        assertTrue(high >= 0.02, "mean variation in harmonics above the fifth " + high);
    }

    /**
     * The summit stays where and as high as the element says: each peak's share is 1 at its centre and
     * falls along every bearing (sampled every 1/400 of its reach), to 0 at its reach, so the outline
     * adds no second top and no ring.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void theSummitIsThePeaksOneTop(long seed) {
        for (Peak p : peaks(seed)) {
            assertEquals(1, p.share(p.x(), p.z()));
            for (int j = 0; j < BEARINGS; j++) {
                double th = 2 * Math.PI * (j + 0.5) / BEARINGS;
                double prev = 1;
                for (int k = 1; k <= 400; k++) {
                    double d = p.reach() * k / 400;
                    double s = p.share(p.x() + d * Math.cos(th), p.z() + d * Math.sin(th));
                    assertTrue(s <= prev, "share rises from " + prev + " to " + s + " at " + d + " m on bearing " + j);
                    prev = s;
                }
                assertEquals(0, prev, "share at the reach");
            }
        }
    }

    /**
     * The drawn field is the peaks' shares: on flat ground a sample lies above the ground exactly where
     * some peak's share is positive, and the summits stand at their heights (times the roughness, 0.8 to 1.2).
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void theFieldIsThePeaksShares(long seed) {
        BaseGround flat = BaseGround.standard().withRelief(0).withPlainsDepth(0).withWater(0);
        Environment e = new Environment("peaks", seed, flat, List.of(Placement.of(Elements.MOUNTAIN)));
        World w = e.generate();
        Generator.Item it = Generator.order(e, Elements.standard()).get(0);
        List<Peak> ps = MountainElement.peaks(it.resolved(), flat.size() / 2, it.seed());
        int n = w.columns();
        List<String> wrong = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double x = w.frame().x(c);
                double z = w.frame().z(r);
                double top = 0;
                for (Peak p : ps) {
                    top += p.height() * p.share(x, z);
                }
                double h = w.heights().get(c, r);
                if ((top > 0) != (h > 0) || h < 0.8 * top - 1e-3 || h > 1.2 * top + 1e-3) {
                    wrong.add("(" + c + ", " + r + "): " + h + " m, shares give " + top + " m");
                }
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " samples off, e.g. " + (wrong.isEmpty() ? "" : wrong.get(0)));
    }
}
