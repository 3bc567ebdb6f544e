/**
 * JMH benchmarks of the environments: each preset generated at 201² and 1025² on one
 * thread, beside its base ground alone in the same run.
 */
package org.terrain4j.bench.world;
