package org.terrain4j.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.testkit.Golden;

/**
 * Golden outputs of every noise type and fractal form at fixed seeds: "same seed, same bits" across
 * commits. Each line holds the CRC32 of the float bits of two 64² fills (one across the origin, one far
 * from it, so both the near-origin row paths and the point path are pinned), four exact 2-D values, one
 * 3-D value and the 2-D gradient at one point. A change that alters any line must update it in the same
 * commit and say so in the commit message (see {@link Golden}).
 */
class GoldenNoiseTest {

    private static final GridFrame NEAR = GridFrame.of(-20.5, 13.25, 0.75);
    private static final GridFrame FAR = GridFrame.of(50_000.5, -70_000.25, 1.25);

    private static Noise base(NoiseType type) {
        return Noise.lattice(type).withSeed(42).withFrequency(1 / 16.0);
    }

    private static Noise os2() {
        return Noise.lattice(NoiseType.OPEN_SIMPLEX2).withSeed(42);
    }

    static Stream<Arguments> noises() {
        return Stream.of(
                golden("OPEN_SIMPLEX2", () -> base(NoiseType.OPEN_SIMPLEX2),
                        "crc 0xa59b2d14 0xbc25039d values 0.5502139928352285 -0.7436813490499539 0.7249791667141614 0.8378255212302752 3d -0.7153342635559408 gradient -0.03626921029857144 0.17330224770662422"),
                golden("OPEN_SIMPLEX2S", () -> base(NoiseType.OPEN_SIMPLEX2S),
                        "crc 0x6161096f 0x45b22ad0 values 0.6267625828400634 -0.5138676380691367 0.6911680070839371 0.9474204893288465 3d -0.49570824041055933 gradient -0.07730199662444204 0.14376828201919492"),
                golden("PERLIN", () -> base(NoiseType.PERLIN),
                        "crc 0xcd36011b 0x81f4711a values -0.7880952801194177 -0.048995621616480266 -0.9310371250490045 0.21163342382524505 3d 0.2636073685165055 gradient 0.002805106992367064 -0.05689557452006522"),
                golden("VALUE_LINEAR", () -> base(NoiseType.VALUE_LINEAR),
                        "crc 0xf16fa924 0x297e7dfb values 0.15158982190236794 0.4022881167959194 0.30238567046556564 -0.5854503727450422 3d -0.38902460875959255 gradient 0.03233591295151454 -0.017647794154414326"),
                golden("VALUE_CUBIC", () -> base(NoiseType.VALUE_CUBIC),
                        "crc 0x9b7241aa 0x7cfc28c6 values 0.08656678219299196 0.4342112210098126 0.2910853948899755 -0.6050809598017874 3d -0.4622967934833829 gradient 0.06524694750754176 -0.021918554376125835"),
                golden("fbm", () -> Fractal.fbm(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0xcc33c84f 0xf9a1725f values 0.533404130315789 0.1362316748370927 0.39136748577750796 0.4578433675201423 3d -0.1820206831916897 gradient -0.06882757348429126 -0.007776748104975471"),
                golden("fbm weighted", () -> Fractal.fbm(os2()).withOctaves(4).withFrequency(1 / 32.0)
                        .withWeightedStrength(0.5),
                        "crc 0x03fa728b 0x1cab159e values 0.5302342757082366 0.19444821497147838 0.4068823036597389 0.45029108260436596 3d -0.20082123355232223 gradient -0.05399145331398702 0.053913328287649664"),
                golden("fbm of Perlin", () -> Fractal.fbm(Noise.lattice(NoiseType.PERLIN).withSeed(9))
                        .withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0xef8d0f20 0x1450fd37 values 0.07068448075731852 -0.23727750759274654 -0.07554357490134109 -0.1533383947949182 3d -0.07004125391981023 gradient -0.011981293803791612 0.017636449135619438"),
                golden("ridged", () -> Fractal.ridged(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0x4a7bebbb 0x981fb561 values -0.2684104274919333 0.0850695834188685 -0.09296353233424305 0.023151012145662547 3d 0.44012525920263956 gradient 0.0861654725218816 -0.3650443262844736"),
                golden("ridged multifractal", () -> Fractal.ridgedMultifractal(os2()).withOctaves(5)
                        .withFrequency(1 / 32.0),
                        "crc 0x45070abd 0xc6f3f4eb values 0.10557992028996012 0.2704612532399008 0.0672815336666227 0.16322720593256002 3d 0.46424183527412344 gradient 0.0536397568143965 -0.11800809665894552"),
                golden("billow", () -> Fractal.billow(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0x492d090f 0x9b4957d5 values 0.2684104274919333 -0.0850695834188685 0.09296353233424305 -0.023151012145662547 3d -0.44012525920263956 gradient -0.0861654725218816 0.3650443262844736"),
                golden("domain warp independent", () -> DomainWarp.of(base(NoiseType.OPEN_SIMPLEX2S)).withWarpSeed(5)
                        .withAmplitude(4).withFrequency(1 / 24.0).withOctaves(2),
                        "crc 0xc975ab82 0x5ddc8c8b values 0.4754633985195396 0.07084960882631418 0.6543957426314904 0.8033080866048548 3d -0.3956404428235323 gradient -0.05924217453886117 0.16613588158529258"),
                golden("domain warp progressive", () -> DomainWarp.of(base(NoiseType.PERLIN)).withWarpSeed(5)
                        .withAmplitude(4).withFrequency(1 / 24.0).withOctaves(3).withMode(DomainWarp.Mode.PROGRESSIVE),
                        "crc 0x379961c1 0xea4d0df3 values -0.7131050093229534 -0.09866819151610723 -0.8693744508808251 0.2866954819163136 3d 0.2908998905566632 gradient 0.01182479573506504 0.007392616260462928"),
                golden("Noises.warped", () -> Noises.warped(77, 4, 1 / 40.0, 2, 0.5),
                        "crc 0x949b8e7d 0x2a17b4f9 values 0.3441570162013586 0.35074114790344824 0.4350088477143606 0.23135336008347054 3d 0.09998016151723693 gradient -0.010132691872758406 -0.008750061006215417"),
                golden("Noises.value", () -> Noises.value(77, 4, 1 / 40.0, 2, 0.5),
                        "crc 0xddbb8e91 0x85976137 values -0.019822383656565263 -0.1593804389410332 0.002209006780526527 -0.00769836293960496 3d -0.05733837480167663 gradient 0.02817193763986154 0.005921298714508446"));
    }

    private static Arguments golden(String name, Supplier<Noise> make, String expected) {
        return Arguments.of(name, make, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("noises")
    void pinned(String name, Supplier<Noise> make, String expected) {
        Noise n = make.get();
        NoiseSample s = n.sample(12.345, -67.89);
        String actual = "crc " + Golden.crc(n.heightfield(64, 64, NEAR)) + " " + Golden.crc(n.heightfield(64, 64, FAR))
                + " values " + Golden.exact(n.value(0, 0), n.value(12.345, -67.89), n.value(-3.5, 0.25),
                        n.value(1e5 + 0.3, 2e5 - 0.7))
                + " 3d " + Golden.exact(n.value(3.3, -1.2, 7.7))
                + " gradient " + Golden.exact(s.dx, s.dz);
        assertEquals(expected, actual, name);
    }

    static Stream<Arguments> phacelles() {
        return Stream.of(
                golden("phacelle", 31, 1 / 20.0, 0.6, -0.8,
                        "crc 0x4b424547 sample -0.9522850181215913 0.3052101640856031 -0.15998188569868677 -0.06962764814687349 0.20139051540571598"),
                golden("phacelle fine", -7, 0.5, 1, 0,
                        "crc 0xb662df75 sample 0.9710772682867349 0.23876544770291352 -0.05983892018614605 -0.696159288246128 0.8678172123285163"));
    }

    private static Arguments golden(String name, long seed, double frequency, double dirX, double dirZ,
            String expected) {
        return Arguments.of(name, seed, frequency, dirX, dirZ, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("phacelles")
    void pinnedPhacelle(String name, long seed, double frequency, double dirX, double dirZ, String expected) {
        Phacelle p = Phacelle.of(seed, frequency);
        float[] values = new float[64 * 64 * 2];
        PhacelleSample s = new PhacelleSample();
        for (int r = 0; r < 64; r++) {
            for (int c = 0; c < 64; c++) {
                p.sample(NEAR.x(c), NEAR.z(r), dirX, dirZ, s);
                values[2 * (r * 64 + c)] = (float) s.value;
                values[2 * (r * 64 + c) + 1] = (float) s.quadrature;
            }
        }
        p.sample(12.345, -67.89, dirX, dirZ, s);
        String actual = "crc " + Golden.crc(values) + " sample " + Golden.exact(s.value, s.quadrature, s.slopeX,
                s.slopeZ, s.amplitude);
        assertEquals(expected, actual, name);
    }
}
