package org.terrain4j.erosion.internal;

/**
 * The validated parameters of {@link org.terrain4j.erosion.Hydraulic}, as the engine reads them. Units and
 * ranges are those documented on {@code Hydraulic}.
 *
 * @param drops        number of drops, ≥ 0
 * @param inertia      fraction of the old direction kept, 0…1
 * @param capacity     sediment capacity factor, ≥ 0
 * @param minCapacity  smallest capacity, height per metre of step, ≥ 0
 * @param minSlope     smallest slope used in the capacity, height per metre, ≥ 0
 * @param radius       brush radius, samples, ≥ 1
 * @param deposition   deposition rate, 0…1
 * @param erosion      erosion rate, 0…1
 * @param evaporation  water lost per step, 0…1
 * @param gravity      gravity, ≥ 0
 * @param maxSteps     steps per drop, ≥ 1
 * @param initialWater water at the start, &gt; 0
 * @param initialSpeed speed at the start, ≥ 0
 * @param floor        lowest height erosion may reach, or −∞
 * @param threads      worker threads, ≥ 1
 * @since 0.1
 */
public record DropletSettings(long drops, double inertia, double capacity, double minCapacity, double minSlope,
        int radius, double deposition, double erosion, double evaporation, double gravity, int maxSteps,
        double initialWater, double initialSpeed, double floor, int threads) {
}
