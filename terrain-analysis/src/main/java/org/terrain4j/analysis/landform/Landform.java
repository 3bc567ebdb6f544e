package org.terrain4j.analysis.landform;

/**
 * The six slope-position classes of Weiss (2001), from the standardized topographic position index
 * {@code z} (TPI over its standard deviation, after subtracting its mean) and the slope. The intervals
 * are half-open and cover every value of {@code z}:
 * <table>
 *   <caption>Classes</caption>
 *   <tr><th>class</th><th>standardized TPI</th><th>slope</th></tr>
 *   <tr><td>{@link #RIDGE}</td><td>{@code z > 1}</td><td>any</td></tr>
 *   <tr><td>{@link #UPPER_SLOPE}</td><td>{@code 0.5 < z ≤ 1}</td><td>any</td></tr>
 *   <tr><td>{@link #MIDDLE_SLOPE}</td><td>{@code −0.5 ≤ z ≤ 0.5}</td><td>{@code > flat limit}</td></tr>
 *   <tr><td>{@link #FLAT}</td><td>{@code −0.5 ≤ z ≤ 0.5}</td><td>{@code ≤ flat limit} (5°)</td></tr>
 *   <tr><td>{@link #LOWER_SLOPE}</td><td>{@code −1 ≤ z < −0.5}</td><td>any</td></tr>
 *   <tr><td>{@link #VALLEY}</td><td>{@code z < −1}</td><td>any</td></tr>
 * </table>
 *
 * <p>Source: A. Weiss, "Topographic position and landforms analysis", poster, ESRI User Conference,
 * San Diego (2001); J. Jenness, "Topographic Position Index (tpi_jen.avx) extension for ArcView 3.x"
 * (2006). Weiss's own table leaves the boundaries at ±0.5 open on one side of the middle class; here
 * they belong to the middle classes, so the classes are symmetric and leave no gap.
 *
 * @since 0.1
 */
public enum Landform {
    /** Ridge: standardized TPI over +1. */
    RIDGE,
    /** Upper slope: standardized TPI in (0.5, 1]. */
    UPPER_SLOPE,
    /** Middle slope: standardized TPI in [−0.5, 0.5], steeper than the flat limit. */
    MIDDLE_SLOPE,
    /** Flat: standardized TPI in [−0.5, 0.5], no steeper than the flat limit. */
    FLAT,
    /** Lower slope: standardized TPI in [−1, −0.5). */
    LOWER_SLOPE,
    /** Valley: standardized TPI under −1. */
    VALLEY
}
