/**
 * JMH benchmarks of raster reading: GeoTIFF decoding beside GDAL's {@code gdal_translate} run as a
 * process on the same file, less its start-up, in the same JMH run. Axes and units as in
 * {@link org.terrain4j.io}.
 */
package org.terrain4j.bench.io;
