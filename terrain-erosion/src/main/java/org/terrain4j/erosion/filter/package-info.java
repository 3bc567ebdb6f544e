/**
 * A point-wise erosion filter: gullies cut into a height field as a pure function of a position, its
 * raw height and its gradient, with no simulation and no point waiting for another (seed 000's
 * {@code gullies}, after Rune Skovbo Johansen's erosion filter built on phacelle noise, 2025).
 * See {@link org.terrain4j.erosion.filter.ErosionFilter}.
 */
package org.terrain4j.erosion.filter;
