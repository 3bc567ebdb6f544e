package org.terrain4j.erosion;

import java.util.Objects;
import java.util.concurrent.CancellationException;

import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;
import org.terrain4j.erosion.internal.ThermalEngine;

/**
 * Thermal weathering: wherever a sample stands more steeply above a neighbour than the talus (the
 * angle of repose), part of the excess slides down to the lower side. Cliffs shed into scree aprons,
 * spikes settle at the resting angle, and slopes already at rest do not move at all.
 *
 * <pre>{@code
 * Heightfield aged = land.eroded(Thermal.weathering().withTalus(0.01).withAmount(0.5).withIterations(100));
 * Heightfield dem = srtm.eroded(Thermal.weathering().withTalusAngle(35).withNeighbours(16).withIterations(20));
 * }</pre>
 *
 * <p><b>Source.</b> F. K. Musgrave, C. E. Kolb, R. S. Mace, "The synthesis and rendering of eroded
 * fractal terrains", SIGGRAPH 1989 (material moves down where the height difference exceeds the
 * talus); J. Olsen, "Realtime procedural terrain generation", 2004 (the neighbourhoods and the
 * speed-ups). The 16-neighbourhood with knight's moves is terrain4j's own addition, not taken from
 * either: it removes the faceted bands that an 8-neighbourhood leaves on faces between the axes and
 * the diagonals.
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
 * <p>Immutable and thread-safe: settings made from {@link #weathering()} (the defaults) by the
 * {@code with…} methods, each checked when made (see the parameter-object rule in
 * {@code org.terrain4j.api}; there is no public constructor), and read by the accessor of each name;
 * equal when every setting is (doubles by their bits, as a record compares them).
 *
 * @since 0.1
 */
public final class Thermal implements Erosion {

    private final double talus;
    private final double amount;
    private final int iterations;
    private final int neighbours;
    private final int threads;

    private static final Thermal DEFAULTS = new Thermal(0.01, 0.5, 100, 8, 1);

    /**
     * Checks every setting; the messages name the setting, its value and the allowed range.
     *
     * @param talus see {@link #talus()}
     * @param amount see {@link #amount()}
     * @param iterations see {@link #iterations()}
     * @param neighbours see {@link #neighbours()}
     * @param threads see {@link #threads()}
     * @throws IllegalArgumentException if a setting is out of its range (NaN always is)
     */
    private Thermal(double talus, double amount, int iterations, int neighbours, int threads) {
        Checks.nonNegativeFinite("talus", talus);
        if (!(amount > 0 && amount <= 1)) {
            throw new IllegalArgumentException("amount must be in (0, 1], was " + amount);
        }
        Checks.inRange("iterations", iterations, 0, 1_000_000);
        if (neighbours != 4 && neighbours != 8 && neighbours != 16) {
            throw new IllegalArgumentException("neighbours must be one of {4, 8, 16}, was " + neighbours);
        }
        Checks.inRange("threads", threads, 1, 256);
        this.talus = talus;
        this.amount = amount;
        this.iterations = iterations;
        this.neighbours = neighbours;
        this.threads = threads;
    }

    /**
     * The defaults, chosen for a 0…1 field on a unit-spaced grid of about 257² samples: talus 0.01,
     * amount 0.5, 100 iterations, 8 neighbours, 1 thread. Read a default from its accessor:
     * {@code Thermal.weathering().talus()}.
     *
     * @return the default thermal weathering
     */
    public static Thermal weathering() {
        return DEFAULTS;
    }

    // ------------------------------------------- copies; each throws IllegalArgumentException out of range

    /**
     * @param talus see {@link #talus()}
     * @return a copy with this value
     */
    public Thermal withTalus(double talus) {
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * The talus as the tangent of an angle of repose (dry sand about 34°, scree 35° to 40°). Only
     * meaningful when heights and spacing share a unit.
     *
     * @param degrees angle of repose, degrees, 0 ≤ degrees &lt; 90
     * @return a copy with talus {@code tan(degrees)}
     * @throws IllegalArgumentException unless 0 ≤ degrees &lt; 90
     */
    public Thermal withTalusAngle(double degrees) {
        if (!(degrees >= 0 && degrees < 90)) {
            throw new IllegalArgumentException("talusAngle must be in [0, 90) degrees, was " + degrees);
        }
        return withTalus(Math.tan(Math.toRadians(degrees)));
    }

    /**
     * @param amount see {@link #amount()}
     * @return a copy with this value
     */
    public Thermal withAmount(double amount) {
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * @param iterations see {@link #iterations()}
     * @return a copy with this value
     */
    public Thermal withIterations(int iterations) {
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * @param neighbours see {@link #neighbours()}
     * @return a copy with this value
     */
    public Thermal withNeighbours(int neighbours) {
        return new Thermal(talus, amount, iterations, neighbours, threads);
    }

    /**
     * @param threads see {@link #threads()}
     * @return a copy with this value
     */
    public Thermal withThreads(int threads) {
        return new Thermal(talus, amount, iterations, neighbours, threads);
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

    /**
     * @return the steepest slope at rest: height difference per metre of horizontal distance (the tangent of the
     *         angle of repose), finite, ≥ 0; 0.01 suits a 0…1 field on a unit-spaced 257² grid
     */
    public double talus() {
        return talus;
    }

    /**
     * @return how much of the excess moves per iteration, 0 &lt; amount ≤ 1: a sample sheds {@code amount} times
     *         half its largest excess. Small values settle slowly and smoothly; values near 1 settle fastest but
     *         may ripple where many steep neighbours pour into one sample
     */
    public double amount() {
        return amount;
    }

    /**
     * @return the number of relaxation passes, 0…1 000 000 (0 leaves the field unchanged). Cost is linear; each
     *         pass moves material about one sample further
     */
    public int iterations() {
        return iterations;
    }

    /**
     * @return which neighbours exchange material: 4 (axes), 8 (axes and diagonals) or 16 (plus knight's moves,
     *         terrain4j's addition). More neighbours give rounder resting cones at proportional cost
     */
    public int neighbours() {
        return neighbours;
    }

    /**
     * @return the number of threads {@link #erode} uses (bands of rows), 1…256. The result is bit-identical for
     *         every thread count; only the speed changes
     */
    public int threads() {
        return threads;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double talus, double amount, int iterations, int neighbours, int threads) {
    }

    private Values values() {
        return new Values(talus, amount, iterations, neighbours, threads);
    }

    /**
     * Whether another {@code Thermal} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Thermal} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Thermal other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Thermal[talus=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Thermal", values());
    }
}
