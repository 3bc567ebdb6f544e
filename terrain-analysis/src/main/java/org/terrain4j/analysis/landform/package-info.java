/**
 * The topographic position index and the six slope-position landform classes of Weiss (2001), with their Shannon entropy.
 *
 * @since 0.1
 */
package org.terrain4j.analysis.landform;
