/**
 * Lines of sight and viewsheds on a grid's interpolated surface, with observer and target heights, optional earth curvature, and cumulative viewsheds from many observers.
 *
 * @since 0.1
 */
package org.terrain4j.analysis.visibility;
