/**
 * The standard elements' algorithms and the generator's helpers. Not API: exported only to
 * terrain4j's own modules.
 */
package org.terrain4j.world.internal;
