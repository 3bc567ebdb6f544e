/**
 * The machinery of the raster readers and writers: the TIFF directory parser, strip and tile
 * decoders and the GeoTIFF reader and writer, GeoKeys, PNG chunk checks, atomic file replacement,
 * number formatting and tokenising. Not part of the API: may change without notice.
 */
package org.terrain4j.io.internal;
