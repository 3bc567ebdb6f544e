/**
 * JMH benchmarks of the land (issue 6): building the island of the island specification, and a million height and
 * walkway-distance queries, each beside a peer in the same run.
 */
package org.terrain4j.bench.land;
