/**
 * Helpers of the raster readers and writers (atomic file replacement, number formatting and
 * tokenising). Not part of the API: may change without notice.
 */
package org.terrain4j.io.internal;
