package org.terrain4j.noise;

/**
 * The lattice noises this package builds from scratch. Each is scaled to the range [−1, 1], with the
 * bound derived in the description of its constant. The gradient noises attain it for some lattice
 * hashes; value noise attains −1 and comes within 2⁻⁵¹ of +1.
 *
 * <p>The bound of a gradient noise is {@code B = max over the cell of Σ_v K_v(p) · max_g (g · d_v)},
 * the kernel weights {@code K_v} of the lattice vertices {@code v} reaching {@code p}, {@code d_v =
 * p − v}, and {@code g} ranging over the gradient set: each vertex draws its gradient independently
 * from the hash, so every combination occurs and the sum is attained by choosing for each vertex the
 * gradient best aligned with its displacement. The maximum over the cell is found by exhaustive search
 * on a fine lattice of positions refined around the best one (the test suite repeats the search);
 * output is {@code raw / B}. By the symmetry {@code g → −g} of every gradient set the lower bound is
 * {@code −B}.
 *
 * @since 0.1
 */
public enum NoiseType {

    /**
     * OpenSimplex2 in its fast form ("OpenSimplex2F", K. Spencer, 2022): in 2-D the simplex (triangle)
     * lattice with kernel {@code (½ − |d|²)⁴} on the three vertices of the containing triangle and 32
     * gradient directions 11.25° apart (none along an axis); in 3-D the body-centred cubic lattice in
     * a frame rotated so the cube diagonal points along y, kernel {@code (0.6 − |d|²)⁴}, 12 unit
     * gradients along the cube's face diagonals (towards its edge midpoints) {@code (±1, ±1, 0)/√2}
     * and permutations. Every lattice vertex within the kernel's radius is summed, so the noise is C²
     * smooth. 2-D raw bound B₂ = 0.0100748…, 3-D B₃ = 0.0216278…; see
     * {@code org.terrain4j.noise.internal.OpenSimplex2} for the exact constants.
     */
    OPEN_SIMPLEX2,

    /**
     * OpenSimplex2S ("SuperSimplex", K. Spencer): the same lattices with the larger kernels
     * {@code (⅔ − |d|²)⁴} in 2-D (the three vertices of the containing triangle and at most one across
     * its nearest edge) and {@code (¾ − |d|²)⁴} in 3-D, which smooth the noise further and remove the
     * faint lattice pattern of the smaller kernel. Same gradient sets. C² smooth. Raw bounds
     * 0.0550926… (2-D) and 0.0781677… (3-D), see {@code org.terrain4j.noise.internal.OpenSimplex2S}.
     */
    OPEN_SIMPLEX2S,

    /**
     * Improved Perlin noise (K. Perlin, "Improving noise", SIGGRAPH 2002): the square/cubic lattice,
     * quintic fade {@code 6t⁵ − 15t⁴ + 10t³}, gradients {@code (±1, 0), (0, ±1), (±1, ±1)/√2} in 2-D and
     * the twelve {@code (±1, ±1, 0)/√2} directions in 3-D. C² smooth. Raw bound √½ in 2-D (at a cell
     * centre, four unit gradients pointing along the diagonals) and 0.7328128 in 3-D, see
     * {@code org.terrain4j.noise.internal.Perlin}.
     */
    PERLIN,

    /**
     * Value noise with linear (bilinear / trilinear) interpolation of random lattice values uniform
     * in [−1, 1): C⁰, its gradient jumps across cell borders. The value is a convex combination of
     * lattice values, so the range is [−1, 1]: a lattice value of −1 is attained, the largest lattice
     * value is 1 − 2⁻⁵¹.
     */
    VALUE_LINEAR,

    /**
     * Value noise with cubic Hermite interpolation: the interpolation weight is the smoothstep
     * {@code 3t² − 2t³} of the fractional position, so the noise is C¹ (gradient continuous, zero
     * derivative along an axis at the cell borders across that axis). Still a convex combination of
     * lattice values: range [−1, 1], as for {@link #VALUE_LINEAR}.
     */
    VALUE_CUBIC
}
