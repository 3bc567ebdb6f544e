package org.terrain4j.world.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.world.Canvas;
import org.terrain4j.world.ColourGradient;
import org.terrain4j.world.PlaneCanvas;
import org.terrain4j.world.Placement;

/**
 * Where a ground cover paints, on seeded planes: its band's edge is dithered by at most
 * {@code k = min(jitter, rise)} in height, {@code jitter = min(40, span / 10)} and the rise that of
 * {@link CoverElement#rise}. So every sample whose height lies at least {@code k} inside the band is painted,
 * none lying more than {@code k} outside it, and the dither does move the edge where the ground rises (some
 * samples below the band's foot painted, some above it left). A painted sample's shade is 0.55 of the way
 * along the gradient by its height's place in the band plus up to 0.45 of noise.
 */
class CoverBandTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 10);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void theBandsEdgeMovesByAtMostTheRiseOrTheJitter(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int samples = 65 + rnd.nextInt(64);
        double a = rnd.nextDouble(0.01, 0.04) * (rnd.nextBoolean() ? 1 : -1);
        double b = rnd.nextDouble(0.005, 0.03) * (rnd.nextBoolean() ? 1 : -1);
        Canvas canvas = PlaneCanvas.of(samples, a, b, 300);
        int n = canvas.columns();
        double lowest = Double.POSITIVE_INFINITY;
        double highest = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n * n; i++) {
            lowest = Math.min(lowest, canvas.height(i));
            highest = Math.max(highest, canvas.height(i));
        }
        double lo = lowest + (highest - lowest) * rnd.nextDouble(0.2, 0.4);
        double hi = lowest + (highest - lowest) * rnd.nextDouble(0.6, 0.8);
        double jitter = Math.min(40, 0.1 * (hi - lo));
        ColourGradient green = ColourGradient.of(135, 0.68, 0.12, 0.40, 0.09);
        Placement p = Placement.of("grass").withGradient("green", green).withSpan("band", lo, hi);
        CoverElement.grass().draw(p, canvas, seed);
        int inside = 0;
        int lightest = 256;
        int darkest = 0;
        int belowPainted = 0;
        int belowInZone = 0;
        int abovePainted = 0;
        int aboveInZone = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                double h = canvas.height(i);
                double k = Math.min(jitter, CoverElement.rise(canvas, c, r));
                int colour = PlaneCanvas.colour(canvas, i);
                boolean painted = colour != 0;
                String at = "sample (" + c + ", " + r + ") height " + h + ", band [" + lo + ", " + hi + "], k " + k;
                if (h >= lo + k && h <= hi - k) {
                    assertTrue(painted, "inside the band by k, unpainted: " + at);
                    inside++;
                }
                if (h < lo - k || h > hi + k) {
                    assertTrue(!painted, "outside the band by k, painted: " + at);
                }
                if (painted) {
                    // the tone: 0.55 of the way by the height's place in the band plus 0.45 of noise
                    double place = Math.max(0, Math.min(1, (h - lo) / (hi - lo)));
                    int first = (int) Math.floor(256 * 0.55 * place);
                    int last = (int) Math.ceil(256 * (0.55 * place + 0.45));
                    int found = -1;
                    for (int t = first; t <= last && found < 0; t++) {
                        found = green.rgb(t / 256.0) == colour ? t : -1;
                    }
                    assertTrue(found >= 0, "painted outside the tones its height allows: " + at);
                    if (Math.abs(place - 0.5) < 0.05) {
                        lightest = Math.min(lightest, found);
                        darkest = Math.max(darkest, found);
                    }
                }
                if (k > 1 && h < lo && h >= lo - k / 2) {
                    belowInZone++;
                    belowPainted += painted ? 1 : 0;
                }
                if (k > 1 && h > lo && h <= lo + k / 2) {
                    aboveInZone++;
                    abovePainted += painted ? 1 : 0;
                }
            }
        }
        assertTrue(inside > 0, "the band holds samples");
        assertTrue(darkest - lightest > 0.2 * 256,
                "the tone's noise spreads one height's shades: " + lightest + " … " + darkest + " of 256");
        assertTrue(belowInZone >= 20 && belowPainted > 0,
                "the dither paints some of the " + belowInZone + " samples just below the foot");
        assertTrue(aboveInZone >= 20 && abovePainted < aboveInZone,
                "the dither leaves some of the " + aboveInZone + " samples just above the foot");
    }
}
