/**
 * Internal helpers of {@link org.terrain4j.isoline}: the marching-squares kernel, the
 * edge-keyed hash, band assembly, pinch handling and number formatting. Not part of the API; may change
 * without notice. Axes and units are those of the public package.
 */
package org.terrain4j.isoline.internal;
