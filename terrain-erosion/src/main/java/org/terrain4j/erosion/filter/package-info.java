/**
 * A point-wise erosion filter: gullies cut into a height field as a pure function of a position, its
 * raw height and its gradient, with no simulation and no point waiting for another (after Rune
 * Skovbo Johansen's erosion filter built on phacelle noise, 2025).
 * See {@link org.terrain4j.erosion.filter.ErosionFilter}.
 *
 * <p>Parameter objects follow terrain4j's one rule (immutable, {@code withX} copies, factories named for
 * the thing made): see "Parameter objects" in the package documentation of
 * {@code org.terrain4j.api}.
 */
package org.terrain4j.erosion.filter;
