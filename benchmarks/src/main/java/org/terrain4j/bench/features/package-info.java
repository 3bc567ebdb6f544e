/**
 * JMH benchmarks of terrain-features: spine queries beside a brute-force scan in the same run.
 */
package org.terrain4j.bench.features;
