/**
 * A land: a placed part that owns its ground (a height function baked into a grid), its named
 * features applied in its own order, its outlines and what lies past its edge, and answers the
 * questions anything else may ask of it. terrain4j's example island ({@code org.terrain4j.examples.Island}),
 * built with it, is a worked example in the {@code terrain-examples} module.
 */
package org.terrain4j.features.land;
