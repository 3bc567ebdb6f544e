/**
 * JMH benchmarks of the topographic position index and its landform classes beside SAGA's
 * {@code ta_morphometry 18} run as a process on the same grid, less its start-up, in the same JMH
 * run. Axes and units as in {@link org.terrain4j.analysis.landform}.
 */
package org.terrain4j.bench.landform;
