/**
 * Internal helpers of terrain-features (the spine's spatial index). Not part of the API: may change
 * without notice.
 */
package org.terrain4j.features.internal;
