/**
 * JMH benchmarks of least-time routes (Tobler's hiking function on 16 neighbours) beside GRASS GIS
 * {@code r.cost -k} run as a process on the same grid, less its start-up, in the same JMH run. Axes
 * and units as in {@link org.terrain4j.analysis.route}.
 */
package org.terrain4j.bench.route;
