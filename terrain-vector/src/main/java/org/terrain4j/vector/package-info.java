/**
 * Vector output of terrain results with their coordinate reference system: stream networks as
 * GeoJSON. Isolines and their SVG and GeoJSON writers are in {@code org.terrain4j.isoline}, in this
 * module too; both reproject to WGS 84 through LocationTech Proj4J.
 *
 * @since 0.1
 */
package org.terrain4j.vector;
