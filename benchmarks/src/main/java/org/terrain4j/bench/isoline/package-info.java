/**
 * JMH benchmarks of isolines (marching squares) beside an array-copy baseline and beside GDAL's
 * {@code gdal_contour} run as a process on the same grid and levels, all in the same JMH run.
 * Axes and units as in {@link org.terrain4j.isoline}.
 */
package org.terrain4j.bench.isoline;
