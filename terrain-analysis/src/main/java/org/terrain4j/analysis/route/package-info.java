/**
 * Least-time routes on foot by Tobler's hiking function over 16 neighbours, route resampling, walkable width across a route, chokes and valleys.
 *
 * @since 0.1
 */
package org.terrain4j.analysis.route;
