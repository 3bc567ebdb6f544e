package org.terrain4j.world;

/**
 * A range the generator held off the runway: the element was drawn, but not onto the strip (this
 * library's convention: the runway is the one piece of ground an element may not be placed onto,
 * and a setting that reads as applied and is not must say so).
 *
 * @param placement index of the placement in the environment's list
 * @param element   the element's name
 * @param range     the range concerned (empty when the element as a whole was levelled under the strip)
 * @param message   what was held off, for display
 * @since 0.1
 */
public record Hold(int placement, String element, String range, String message) {
}
