/**
 * JMH benchmarks, each hot loop beside a peer (jMonkeyEngine's terrain package, JNoise) measured in
 * the same run so results read as ratios. Run with
 * {@code java -jar benchmarks/target/benchmarks.jar <regex>}; the forks use a fixed, pre-touched heap
 * ({@code -Xms4g -Xmx4g -XX:+AlwaysPreTouch}) so peers that allocate are not penalised by heap growth.
 */
package org.terrain4j.bench;
