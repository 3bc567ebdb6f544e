/**
 * Internal helpers of terrain-features: the spine's spatial index (a bounding-volume hierarchy of
 * its segments). Not part of the API: may change without notice.
 */
package org.terrain4j.features.internal;
