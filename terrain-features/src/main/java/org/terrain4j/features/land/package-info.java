/**
 * A land: a placed part that owns its ground (a height function baked into a grid), its named
 * features applied in its own order, its outlines and what lies past its edge, and answers the
 * questions anything else may ask of it (seed 000's {@code part land}); and the island of seed 000
 * built with it ({@link org.terrain4j.features.land.Island}).
 */
package org.terrain4j.features.land;
