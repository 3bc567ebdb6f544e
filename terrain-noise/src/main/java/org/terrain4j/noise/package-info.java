/**
 * Coherent noise for terrain: gradient noise (OpenSimplex2, OpenSimplex2S, improved Perlin), value
 * noise, their periodic (tileable) forms for Perlin and value noise
 * ({@link org.terrain4j.noise.LatticeNoise#withPeriod(int)}), cellular (Worley) noise
 * ({@link org.terrain4j.noise.Cellular}), the fractals built on them (fbm, billow, ridged, Musgrave's
 * ridged multifractal, domain warp), phacelle stripe noise, and fast grid fills of
 * {@link org.terrain4j.api.HeightfieldBuffer}s.
 *
 * <h2>Axes and units</h2>
 * <ul>
 *   <li>2-D noise is a function of the ground plane {@code (x, z)}: x east, z south, as in
 *       {@code org.terrain4j.api}. 3-D noise takes {@code (x, y, z)} with y up.</li>
 *   <li>Coordinates are {@code double}, in whatever unit the caller uses (normally metres); a
 *       generator's <em>frequency</em> is in lattice cells per unit of coordinate, so one lattice cell of the
 *       base noise is {@code 1 / frequency} units across.</li>
 *   <li>Gradients are partial derivatives of the value with respect to the caller's coordinates
 *       (value units per coordinate unit), frequency already applied. In 2-D they are stored in
 *       {@link org.terrain4j.noise.NoiseSample#dx} and {@link org.terrain4j.noise.NoiseSample#dz}
 *       ({@code dy} is 0).</li>
 *   <li>Grid fills follow the heightfield conventions: sample {@code (c, r)} of the buffer is the 2-D
 *       noise at {@code (frame.x(c), frame.z(r))}, row-major, columns along x, rows along z.</li>
 * </ul>
 *
 * <h2>Determinism and threads</h2>
 * Every generator is immutable and a pure function of its {@code long} seed, its parameters and the
 * coordinates: the same inputs give the same bits on every JVM and any number of threads. Lattice
 * coordinates are {@code long}, found with a true floor, and hashed together with a 64-bit mix of
 * the whole seed, so seeds differing in any single bit give different noise and the noise stays
 * finite and varied up to at least |coordinate| = 2<sup>40</sup> (and finite up to 2<sup>400</sup>).
 *
 * <h2>Ranges</h2>
 * Each generator states its output range in its Javadoc together with the reasoning that derives
 * it; {@link org.terrain4j.noise.Noise#min()} and {@link org.terrain4j.noise.Noise#max()} return it.
 * The base noises are scaled so that the range is exactly [−1, 1]: the gradient noises attain both
 * bounds (for some lattice hashes), value noise attains −1 and comes within 2⁻⁵¹ of +1. Cellular
 * noise is scaled by the supremum of each distance into [−1, 1] (see
 * {@link org.terrain4j.noise.Cellular} for which ends are attained).
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.noise;
