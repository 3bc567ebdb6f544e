package org.terrain4j.erosion;

import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.internal.ThermalEngine;

/**
 * Thermal weathering: wherever a sample stands more steeply above a neighbour than the talus (the
 * angle of repose), part of the excess slides down to the lower side. Cliffs shed into scree aprons,
 * spikes settle at the resting angle, and slopes already at rest do not move at all.
 *
 * <pre>{@code
 * Heightfield aged = land.eroded(Thermal.talus(0.01).amount(0.5).iterations(100));
 * Heightfield dem = srtm.eroded(Thermal.talusAngle(35).neighbours(16).iterations(20));  // metres
 * }</pre>
 *
 * <p><b>Source.</b> F. K. Musgrave, C. E. Kolb, R. S. Mace, "The synthesis and rendering of eroded
 * fractal terrains", SIGGRAPH 1989 (material moves down where the height difference exceeds the
 * talus); J. Olsen, "Realtime procedural terrain generation", 2004 (the neighbourhoods and the
 * speed-ups); seed 004 of this project (knight's-move neighbours to remove the faceted bands that an
 * 8-neighbourhood leaves on faces between the axes and the diagonals).
 *
 * <p><b>One iteration.</b> For every sample {@code i} and every neighbour {@code j} at distance
 * {@code L_ij} metres, the excess is {@code x_ij = h_i − h_j − talus·L_ij}. If some {@code x_ij > 0},
 * {@code i} sheds {@code amount · max_j(x_ij) / 2} (so {@code amount = 1} would bring the steepest pair
 * exactly to the talus if nothing else moved) and shares it among the neighbours with
 * {@code x_ij > 0} in proportion to their excess slope {@code x_ij / L_ij}: nearer and steeper
 * neighbours receive more. Every transfer is computed from the field as it was at the start of the
 * iteration (a frozen copy) and all are applied together, so the result does not depend on the order
 * in which samples are visited or on the thread count. Borders are closed: nothing leaves the grid.
 * Nothing is random; the seed passed to {@link #erode} is ignored.
 *
 * <p><b>Neighbourhoods.</b> 4 (the axes, distance one spacing), 8 (plus the diagonals) or 16 (plus the
 * eight knight's moves, (±1, ±2) and (±2, ±1) samples away). With 8 neighbours the resting slope is an
 * octagonal cone and faces between the axes and the diagonals settle into facets; 16 makes it a
 * 16-sided cone.
 *
 * <p><b>Units and spacing.</b> The talus is a height difference per metre of horizontal distance
 * (the tangent of the angle of repose); distances come from the field's
 * {@link org.terrain4j.api.GridFrame frame}, so a DEM with 30 m samples and heights in metres takes
 * a talus in metres per metre.
 *
 * <p><b>Guarantees.</b> The sum of heights is conserved to float rounding (each sample's update is
 * rounded once to {@code float}; each transfer is computed from the same operands in the same order at
 * both of its ends, so what leaves one sample is bit for bit what reaches the other). The kernels use
 * {@code float} arithmetic, like the stored heights, so that they vectorise. A field at rest (no pair steeper than the talus) comes back bit-identical. The ledger
 * reports what moved: {@code eroded} = {@code deposited} = the total height shed over all iterations,
 * and no losses.
 *
 * <p>Immutable and thread-safe; every wither returns a new object.
 */
public final class Thermal implements Erosion {

    private final double talus;
    private final double amount;
    private final int iterations;
    private final int neighbours;
    private final int threads;

    private Thermal(double talus, double amount, int iterations, int neighbours, int threads) {
        this.talus = talus;
        this.amount = amount;
        this.iterations = iterations;
        this.neighbours = neighbours;
        this.threads = threads;
    }

    /**
     * Thermal weathering with the given talus and the defaults amount 0.5, 100 iterations,
     * 8 neighbours, 1 thread.
     *
     * @param talus the steepest slope at rest: height difference per metre of horizontal distance,
     *              finite, ≥ 0 (0.01 suits a 0…1 field on a unit-spaced 257² grid)
     * @return the thermal weathering
     * @throws IllegalArgumentException unless 0 ≤ talus &lt; ∞
     */
    public static Thermal talus(double talus) {
        Checks.nonNegativeFinite("talus", talus);
        return new Thermal(talus, 0.5, 100, 8, 1);
    }

    /**
     * Thermal weathering whose talus is the tangent of an angle of repose (dry sand about 34°, scree
     * 35° to 40°), with the defaults of {@link #talus(double)}. Only meaningful when heights and spacing
     * share a unit.
     *
     * @param degrees angle of repose, degrees, 0 ≤ degrees &lt; 90
     * @return the thermal weathering
     * @throws IllegalArgumentException unless 0 ≤ degrees &lt; 90
     */
    public static Thermal talusAngle(double degrees) {
        if (!(degrees >= 0 && degrees < 90)) {
            throw new IllegalArgumentException("degrees must be in [0, 90), was " + degrees);
        }
        return talus(Math.tan(Math.toRadians(degrees)));
    }

    /**
     * @param talus the steepest slope at rest, height per metre, finite, ≥ 0
     * @return a copy with this talus
     * @throws IllegalArgumentException unless 0 ≤ talus &lt; ∞
     */
    public Thermal withTalus(double talus) {
        Checks.nonNegativeFinite("talus", talus);
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * How much of the excess moves per iteration: a sample sheds {@code amount} times half its largest
     * excess. Small values settle slowly and smoothly; values near 1 settle fastest but may ripple where
     * many steep neighbours pour into one sample.
     *
     * @param amount fraction, 0 &lt; amount ≤ 1
     * @return a copy with this amount
     * @throws IllegalArgumentException unless 0 &lt; amount ≤ 1
     */
    public Thermal amount(double amount) {
        if (!(amount > 0 && amount <= 1)) {
            throw new IllegalArgumentException("amount must be in (0, 1], was " + amount);
        }
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * The number of relaxation passes. Cost is linear; each pass moves material about one sample
     * further.
     *
     * @param iterations passes, 0…1 000 000 (0 leaves the field unchanged)
     * @return a copy with this iteration count
     * @throws IllegalArgumentException unless 0 ≤ iterations ≤ 1 000 000
     */
    public Thermal iterations(int iterations) {
        Checks.inRange("iterations", iterations, 0, 1_000_000);
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * Which neighbours exchange material: 4 (axes), 8 (axes and diagonals) or 16 (plus knight's
     * moves, seed 004). More neighbours give rounder resting cones at proportional cost.
     *
     * @param neighbours 4, 8 or 16
     * @return a copy with this neighbourhood
     * @throws IllegalArgumentException unless neighbours is 4, 8 or 16
     */
    public Thermal neighbours(int neighbours) {
        if (neighbours != 4 && neighbours != 8 && neighbours != 16) {
            throw new IllegalArgumentException("neighbours must be one of {4, 8, 16}, was " + neighbours);
        }
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * The number of threads {@link #erode} uses (bands of rows). The result is bit-identical for every
     * thread count; only the speed changes.
     *
     * @param threads worker threads, 1…256
     * @return a copy with this thread count
     * @throws IllegalArgumentException unless 1 ≤ threads ≤ 256
     */
    public Thermal threads(int threads) {
        Checks.inRange("threads", threads, 1, 256);
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /** @return the talus, height per metre, ≥ 0 */
    public double talus() {
        return talus;
    }

    /** @return the amount, 0 &lt; amount ≤ 1 */
    public double amount() {
        return amount;
    }

    /** @return the number of iterations, ≥ 0 */
    public int iterations() {
        return iterations;
    }

    /** @return the neighbourhood size: 4, 8 or 16 */
    public int neighbours() {
        return neighbours;
    }

    /** @return the thread count, 1…256 */
    public int threads() {
        return threads;
    }

    /**
     * Runs {@link #iterations()} relaxation passes over {@code field}, in place (internally
     * double-buffered).
     *
     * <p>Progress is reported after each pass (at most a few hundred times); cancellation is checked at
     * the same points, and after a cancellation the field holds the result of the last finished pass.
     *
     * @param field    the field to weather, in place; every sample must be finite
     * @param seed     ignored: thermal weathering has no randomness
     * @param progress receives progress and may cancel
     * @return {@code eroded = deposited =} the total height moved; no losses
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a sample is NaN or infinite
     * @throws IllegalStateException    if the buffer is frozen
     * @throws CancellationException    if {@code progress} cancelled the run
     */
    @Override
    public ErosionLedger erode(HeightfieldBuffer field, long seed, ProgressListener progress) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(progress, "progress");
        return new ThermalEngine(talus, amount, iterations, neighbours, threads).run(field, progress);
    }

    /** @return every parameter, for logs */
    @Override
    public String toString() {
        return "Thermal[talus=" + talus + ", amount=" + amount + ", iterations=" + iterations + ", neighbours="
                + neighbours + ", threads=" + threads + "]";
    }

    /**
     * @param o another object
     * @return whether {@code o} is a {@code Thermal} with the same parameters
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Thermal t && Double.compare(talus, t.talus) == 0 && Double.compare(amount, t.amount) == 0
                && iterations == t.iterations && neighbours == t.neighbours && threads == t.threads;
    }

    @Override
    public int hashCode() {
        return Objects.hash(talus, amount, iterations, neighbours, threads);
    }
}
