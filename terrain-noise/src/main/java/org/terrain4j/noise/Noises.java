package org.terrain4j.noise;

/**
 * One-line factories for the landscape generators of the {@code terrain generate} command, each from
 * (seed, octaves, frequency, lacunarity, gain). Fill a heightfield with
 * {@link Noise#heightfield(int, int, org.terrain4j.api.GridFrame)}:
 *
 * <pre>{@code
 * Noise n = Noises.fbm(seed, 6, 1 / 256.0, 2, 0.5);
 * Heightfield h = n.heightfield(513, 513, GridFrame.UNIT).normalized();   // 0…1
 * }</pre>
 *
 * <p>All take: {@code seed} any long; {@code octaves} in [1, 10000]; {@code frequency} lattice cells
 * per coordinate unit (per metre in a metre frame), finite and &gt; 0; {@code lacunarity} finite and &gt; 0;
 * {@code gain} finite and ≥ 0. All throw {@link IllegalArgumentException} naming the parameter for a
 * bad value. The results are immutable and thread-safe.
 *
 * @since 0.1
 */
public final class Noises {

    private Noises() {
    }

    private static Noise base(NoiseType type, long seed) {
        return Noise.lattice(type).withSeed(seed);
    }

    /**
     * Fbm over OpenSimplex2. Range [−1, 1] (see {@link Fractal}).
     *
     * @param seed       seed
     * @param octaves    octaves
     * @param frequency  frequency of the first octave
     * @param lacunarity frequency ratio between octaves
     * @param gain       amplitude ratio between octaves
     * @return the generator
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Noise fbm(long seed, int octaves, double frequency, double lacunarity, double gain) {
        return Fractal.fbm(base(NoiseType.OPEN_SIMPLEX2, seed)).withOctaves(octaves)
                .withFrequency(frequency).withLacunarity(lacunarity).withGain(gain);
    }

    /**
     * Ridged ({@code 1 − 2|n|}) over OpenSimplex2. Range [−1, 1] (see {@link Fractal}).
     *
     * @param seed       seed
     * @param octaves    octaves
     * @param frequency  frequency of the first octave
     * @param lacunarity frequency ratio between octaves
     * @param gain       amplitude ratio between octaves
     * @return the generator
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Noise ridged(long seed, int octaves, double frequency, double lacunarity, double gain) {
        return Fractal.ridged(base(NoiseType.OPEN_SIMPLEX2, seed)).withOctaves(octaves)
                .withFrequency(frequency).withLacunarity(lacunarity).withGain(gain);
    }

    /**
     * Billow ({@code 2|n| − 1}) over OpenSimplex2. Range [−1, 1] (see {@link Fractal}).
     *
     * @param seed       seed
     * @param octaves    octaves
     * @param frequency  frequency of the first octave
     * @param lacunarity frequency ratio between octaves
     * @param gain       amplitude ratio between octaves
     * @return the generator
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Noise billow(long seed, int octaves, double frequency, double lacunarity, double gain) {
        return Fractal.billow(base(NoiseType.OPEN_SIMPLEX2, seed)).withOctaves(octaves)
                .withFrequency(frequency).withLacunarity(lacunarity).withGain(gain);
    }

    /**
     * The {@link #fbm} generator domain-warped: displaced by up to half a first-octave wavelength
     * ({@code 0.5 / frequency}) of 3 progressive octaves of OpenSimplex2 at the same frequency,
     * lacunarity and gain. Range [−1, 1] (warping keeps the base's range).
     *
     * @param seed       seed
     * @param octaves    octaves of the fbm
     * @param frequency  frequency of the first octave
     * @param lacunarity frequency ratio between octaves
     * @param gain       amplitude ratio between octaves
     * @return the generator
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Noise warped(long seed, int octaves, double frequency, double lacunarity, double gain) {
        Noise fbm = fbm(seed, octaves, frequency, lacunarity, gain);
        return DomainWarp.of(fbm).withWarpSeed(seed).withAmplitude(0.5 / frequency).withFrequency(frequency)
                .withOctaves(3).withLacunarity(lacunarity).withGain(gain).withMode(DomainWarp.Mode.PROGRESSIVE);
    }

    /**
     * Fbm over cubic value noise. Range [−1, 1] (see {@link Fractal}).
     *
     * @param seed       seed
     * @param octaves    octaves
     * @param frequency  frequency of the first octave
     * @param lacunarity frequency ratio between octaves
     * @param gain       amplitude ratio between octaves
     * @return the generator
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static Noise value(long seed, int octaves, double frequency, double lacunarity, double gain) {
        return Fractal.fbm(base(NoiseType.VALUE_CUBIC, seed)).withOctaves(octaves)
                .withFrequency(frequency).withLacunarity(lacunarity).withGain(gain);
    }
}
