package org.terrain4j.api;

/**
 * A weathering process that reshapes a heightfield in place: the contract that
 * {@link Heightfield#eroded(Erosion, long)} calls. Implementations (hydraulic droplets, thermal
 * weathering, …) live in {@code terrain-erosion}.
 *
 * <p>Implementations are immutable parameter sets and safe to share between threads; each call to
 * {@link #erode} works only on the buffer it is given.
 *
 * @since 0.1
 */
@FunctionalInterface
public interface Erosion {

    /**
     * Erodes {@code field} in place.
     *
     * <p>The same field, seed and parameters give bit-identical results on any number of threads.
     * If {@code progress} cancels, the method throws {@link java.util.concurrent.CancellationException}
     * and the buffer holds a partly eroded but valid field (no NaN introduced).
     *
     * @param field    the heightfield to erode, in place; its frame's spacing gives the metres
     *                 between samples
     * @param seed     seed of any randomness the process uses; processes without randomness ignore it
     * @param progress receives progress and may cancel; use {@link ProgressListener#NONE} for none
     * @return where the material went
     * @throws NullPointerException if an argument is null
     * @throws java.util.concurrent.CancellationException if {@code progress} cancelled the run
     */
    ErosionLedger erode(HeightfieldBuffer field, long seed, ProgressListener progress);
}
