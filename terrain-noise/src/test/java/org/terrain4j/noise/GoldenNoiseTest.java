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
                        "crc 0xbcd40665 0x627e082b values 0.0 -0.12325884848093051 -0.9228826899289351 -0.0034659872222974255 3d -0.07799062060933891 gradient -0.10610523601318261 0.10667183309726574"),
                golden("OPEN_SIMPLEX2S", () -> base(NoiseType.OPEN_SIMPLEX2S),
                        "crc 0x4279dfb9 0x860f0e73 values 0.0 -0.11358135154789706 -0.6615900954862053 -0.0028952983274668203 3d -0.1546723054488706 gradient -0.11912538432465873 0.11722002923795076"),
                golden("PERLIN", () -> base(NoiseType.PERLIN),
                        "crc 0x32c6d093 0xfad47882 values 0.0 0.1897974940585435 0.1898197881889194 0.02713967875059392 3d -0.021909037943885414 gradient 0.06686314920104341 -0.03997797020826602"),
                golden("VALUE_LINEAR", () -> base(NoiseType.VALUE_LINEAR),
                        "crc 0xe8d8e9e1 0x122c0f8a values 0.9824159988278582 -0.14549619373531764 0.687806108105591 -0.8460395392726563 3d 0.5347880643574209 gradient -0.025782543946139394 0.04370762643914676"),
                golden("VALUE_CUBIC", () -> base(NoiseType.VALUE_CUBIC),
                        "crc 0x986a72b2 0x4b253cfd values 0.9824159988278582 -0.11735505707009264 0.8205594542383472 -0.8947089845531917 3d 0.6141692067307989 gradient -0.02621720197509995 0.04936558873834297"),
                golden("fbm", () -> Fractal.fbm(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0x05bfba16 0xedbcc377 values 0.0 -0.2341733218304728 -0.5575758774741058 -0.06171462953647883 3d 0.0904462867356241 gradient -0.2100158934896859 0.2323769328617534"),
                golden("fbm weighted", () -> Fractal.fbm(os2()).withOctaves(4).withFrequency(1 / 32.0)
                        .withWeightedStrength(0.5),
                        "crc 0xec6ef2c0 0x657d4141 values 0.0 -0.25552001143514746 -0.4541241037567591 -0.13191108470852453 3d 0.14271953130597165 gradient -0.10644911709943887 0.09364827710859613"),
                golden("fbm of Perlin", () -> Fractal.fbm(Noise.lattice(NoiseType.PERLIN).withSeed(9))
                        .withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0x56d9dc44 0xf029e343 values 0.0 0.23881107599655485 -0.028134008767026326 0.004113868892844514 3d -0.011440140817692346 gradient -0.030478137102307894 0.04513060978005341"),
                golden("ridged", () -> Fractal.ridged(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0xc53b016e 0x7863ad1a values 1.0 0.049126099110218535 -0.11515175494821167 0.28722425574488636 3d 0.3736423688870375 gradient -0.3420045428791884 0.5215388812019404"),
                golden("ridged multifractal", () -> Fractal.ridgedMultifractal(os2()).withOctaves(5)
                        .withFrequency(1 / 32.0),
                        "crc 0xf59638be 0xe23da0c9 values 1.0 0.14153599602241823 0.09056393173244977 0.4396613663600363 3d 0.4316655172820204 gradient -0.10598302105074525 0.15838443906535124"),
                golden("billow", () -> Fractal.billow(os2()).withOctaves(5).withFrequency(1 / 32.0),
                        "crc 0xc66de3da 0x7b354fae values -1.0 -0.049126099110218535 0.11515175494821167 -0.28722425574488636 3d -0.3736423688870375 gradient 0.3420045428791884 -0.5215388812019404"),
                golden("domain warp independent", () -> DomainWarp.of(base(NoiseType.OPEN_SIMPLEX2S)).withWarpSeed(5)
                        .withAmplitude(4).withFrequency(1 / 24.0).withOctaves(2),
                        "crc 0xe70ce307 0x140b1b9f values 0.0 0.0565419540486788 -0.7077909410612436 -0.1518547728468579 3d -0.3165986196430231 gradient -0.21207737922424097 0.20106580616640102"),
                golden("domain warp progressive", () -> DomainWarp.of(base(NoiseType.PERLIN)).withWarpSeed(5)
                        .withAmplitude(4).withFrequency(1 / 24.0).withOctaves(3).withMode(DomainWarp.Mode.PROGRESSIVE),
                        "crc 0x81ae10bb 0x54508519 values 0.0 0.1222099419429414 0.25611854270620793 -0.04023410263313485 3d -0.0026962780087489502 gradient 0.19086395626613345 -0.08381758063244844"),
                golden("Noises.warped", () -> Noises.warped(77, 4, 1 / 40.0, 2, 0.5),
                        "crc 0x0c739085 0xbb19af75 values 0.0 -0.38023353119231884 -0.6010531424091405 -0.4531670122168013 3d 0.05823011715179325 gradient 0.023370204610367453 -0.05145084674617656"),
                golden("Noises.value", () -> Noises.value(77, 4, 1 / 40.0, 2, 0.5),
                        "crc 0xf7b938c5 0x6843ee1c values 0.05579547871510912 -0.38689063809462254 0.09923237611526046 -0.11029393671889627 3d 0.05860499685502898 gradient -0.0036609595936359838 0.004275232817223817"));
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
