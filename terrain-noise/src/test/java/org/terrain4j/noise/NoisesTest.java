package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;

/** The CLI factories build generators that fill heightfields inside their ranges. */
class NoisesTest {

    interface Factory {
        Noise make(long seed, int octaves, double frequency, double lacunarity, double gain);
    }

    static final List<Factory> ALL = List.of(Noises::fbm, Noises::ridged, Noises::billow, Noises::warped, Noises::value);

    @Test
    void everyFactoryFillsAHeightfieldInRange() {
        for (Factory f : ALL) {
            Noise n = f.make(42, 6, 1 / 64.0, 2, 0.5);
            Heightfield h = n.heightfield(257, 129, GridFrame.centred(257, 129, 2));
            assertTrue(h.min() >= n.min() && h.max() <= n.max() && h.max() - h.min() > 0.3, n + ": " + h.statistics());
            Heightfield u = h.normalized();
            assertTrue(u.min() == 0 && u.max() == 1);
        }
    }

    @Test
    void factoriesRejectBadArguments() {
        for (Factory f : ALL) {
            assertThrows(IllegalArgumentException.class, () -> f.make(1, 0, 0.1, 2, 0.5));
            assertThrows(IllegalArgumentException.class, () -> f.make(1, 3, Double.NaN, 2, 0.5));
            assertThrows(IllegalArgumentException.class, () -> f.make(1, 3, 0.1, -2, 0.5));
            assertThrows(IllegalArgumentException.class, () -> f.make(1, 3, 0.1, 2, Double.POSITIVE_INFINITY));
        }
    }
}
