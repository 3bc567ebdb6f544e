/**
 * Internal helpers of terrain-noise: lattice hashing, the noise kernels and the grid-fill driver.
 * Not part of the API: may change without notice.
 */
package org.terrain4j.noise.internal;
