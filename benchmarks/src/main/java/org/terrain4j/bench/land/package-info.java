/**
 * JMH benchmarks of the land: building the example island ({@code org.terrain4j.examples.Island}), and
 * a million height and walkway-distance queries, each beside a peer in the same run.
 */
package org.terrain4j.bench.land;
