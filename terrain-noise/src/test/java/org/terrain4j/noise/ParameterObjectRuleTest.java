package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.testkit.ApiRule;

/** The noise settings follow the parameter-object rule. */
class ParameterObjectRuleTest {

    @Test
    void noiseSettingsFollowTheRule() {
        assertEquals(List.of(), ApiRule.violations(Noise.class, LatticeNoise.class, Fractal.class,
                DomainWarp.class, Phacelle.class, Noises.class, Cellular.class, FbmKernel.class));
    }

    @Test
    void copiesKeepEverySettingBeforeThem() {
        LatticeNoise n = Noise.lattice(NoiseType.PERLIN).withSeed(3).withFrequency(0.25).withSeed(4);
        assertEquals(4, n.seed());
        assertEquals(0.25, n.frequency());
        assertEquals(NoiseType.PERLIN, n.type());
        assertSame(n, n.withFrequency(0.25));
        Fractal f = Fractal.ridged(n).withOctaves(3).withGain(0.7).withOctaves(4);
        assertEquals(4, f.octaves());
        assertEquals(0.7, f.gain());
        assertEquals(4, f.seed(), "the base's seed by default");
        DomainWarp w = DomainWarp.of(n).withAmplitude(3).withOctaves(2).withAmplitude(5);
        assertEquals(5, w.amplitude());
        assertEquals(2, w.octaves());
        assertEquals(4, w.seed());
        assertEquals(9, w.withWarpSeed(9).seed());
        assertEquals(4, w.withWarpSeed(9).base().seed(), "the warp seed leaves the base alone");
        assertEquals(9, w.withSeed(9).base().seed(), "withSeed reseeds everything");
    }

    @Test
    void aNoiseIsAHeightFunction() {
        Noise n = Fractal.fbm(Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(5)).withFrequency(1 / 16.0);
        HeightFunction h = n;
        assertEquals(n.value(3.25, -7.5), h.height(3.25, -7.5), 0.0);
        GridFrame frame = GridFrame.of(-10, 20, 0.5);
        Heightfield sampled = Heightfield.sampled(frame, 9, 7, n);
        assertEquals(frame, sampled.frame());
        assertEquals((float) n.value(frame.x(4), frame.z(6)), sampled.get(4, 6), 0.0);
    }
}
