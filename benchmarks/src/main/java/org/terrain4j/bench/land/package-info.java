/**
 * JMH benchmarks of the land (issue 6): building seed 000's island, and a million height and
 * walkway-distance queries, each beside a peer in the same run.
 */
package org.terrain4j.bench.land;
