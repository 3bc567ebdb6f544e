/**
 * JMH benchmarks of {@code terrain-erosion}, each beside jMonkeyEngine 3.6.1-stable's
 * {@code com.jme3.terrain.noise.filter} peer in the same run. Fields are row-major {@code size × size}
 * diamond-square heights in 0…1 on a unit-spaced grid.
 */
package org.terrain4j.bench.erosion;
