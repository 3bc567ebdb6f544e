/**
 * The play-space report: the tests of a land as a place to cross, each a band with its measured value, the beats along each route, the gate on easy and walkable ground, and the report's JSON and picture.
 *
 * @since 0.1
 */
package org.terrain4j.analysis.playspace;
