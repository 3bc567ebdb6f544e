/**
 * JMH benchmarks of the analysis module: a single-observer viewshed beside GDAL's
 * {@code gdal_viewshed} run as a process on the same grid, and summit prominence beside flooding from
 * every summit. Axes and units as in {@link org.terrain4j.analysis.visibility} and
 * {@link org.terrain4j.analysis.prominence}.
 */
package org.terrain4j.bench.analysis;
