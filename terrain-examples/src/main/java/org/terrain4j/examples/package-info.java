/**
 * Worked examples built with terrain4j, not part of the library: an example island
 * ({@link org.terrain4j.examples.Island}, with its named spots such as the cottage) and
 * its ground layers ({@link org.terrain4j.examples.Layers}), and the plain Proving Ground of seed 004
 * ({@link org.terrain4j.examples.ProvingGround}), the 4 km test island play-space features are measured on. The {@code terrain island} command and the
 * island benchmark use them. Axes and units as everywhere in terrain4j: x east, y up, z south,
 * metres.
 */
package org.terrain4j.examples;
