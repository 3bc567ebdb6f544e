/**
 * Noise: value, Perlin and OpenSimplex2/2S in 2-D and 3-D with analytic gradients, periodic Perlin and
 * value noise, cellular (Worley) noise, fractal forms, domain warping, phacelle, and bulk grid fills.
 *
 * <p>Exports {@code org.terrain4j.noise}; {@code org.terrain4j.noise.internal} (the kernels) is
 * exported only to terrain4j's own modules.
 *
 * <p>Why the annotation: the qualified exports below name terrain4j modules that are compiled after
 * this one (and two, org.terrain4j.analysis and org.terrain4j.world, that are being added), so javac
 * cannot see them yet and its "module" lint would report "module not found"; that finding is the
 * only one of that lint category here and it is expected.
 *
 * @since 0.1
 */
@SuppressWarnings("module")
module org.terrain4j.noise {
    requires transitive org.terrain4j.api;

    exports org.terrain4j.noise;

    exports org.terrain4j.noise.internal to
            org.terrain4j.erosion, org.terrain4j.features, org.terrain4j.examples, org.terrain4j.cli,
            org.terrain4j.world;
}
