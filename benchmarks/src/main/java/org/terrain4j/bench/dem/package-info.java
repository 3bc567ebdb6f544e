/**
 * Benchmarks of DEM preparation ({@code org.terrain4j.dem}) beside GDAL's programs run as
 * processes.
 */
package org.terrain4j.bench.dem;
