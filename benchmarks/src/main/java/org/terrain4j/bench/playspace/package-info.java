/**
 * The play-space measure as a whole, beside its two largest parts.
 */
package org.terrain4j.bench.playspace;
