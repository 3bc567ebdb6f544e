/**
 * Engines behind {@link org.terrain4j.erosion.Hydraulic} and {@link org.terrain4j.erosion.Thermal}:
 * the droplet walker, the thermal relaxation, the brush table and the fixed worker pool. Same axes and
 * units as {@link org.terrain4j.erosion}. Not part of the API: may change without notice.
 */
package org.terrain4j.erosion.internal;
