package org.terrain4j.noise;

/** A test base: the same value everywhere, zero gradient. */
final class ConstantNoise implements Noise {
    private final double v;
    private final long seed;

    ConstantNoise(double v, long seed) {
        this.v = v;
        this.seed = seed;
    }

    @Override
    public double value(double x, double z) {
        return v;
    }

    @Override
    public double value(double x, double y, double z) {
        return v;
    }

    @Override
    public NoiseSample sample(double x, double z, NoiseSample dest) {
        return dest.set(v, 0, 0, 0);
    }

    @Override
    public NoiseSample sample(double x, double y, double z, NoiseSample dest) {
        return dest.set(v, 0, 0, 0);
    }

    @Override
    public double min() {
        return v;
    }

    @Override
    public double max() {
        return v;
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public Noise withSeed(long s) {
        return new ConstantNoise(v, s);
    }
}
