package org.terrain4j.cli;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The allowed range of a whole-number option ({@code int}, {@code long} or their boxes), inclusive. It is checked right after parsing, before any work, and the
 * same words are used whether the value is just outside the range or too large for the option's type:
 * {@code --size must be in [2, 32769], was 1e39}, exit code 1 (bad input). An option without this
 * annotation is allowed the whole range of its type.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
@interface Bounds {

    /** @return the smallest value allowed */
    long min();

    /** @return the largest value allowed */
    long max();

    /** @return the values allowed, if only some of the range are (such as 4, 8 and 16); empty for all */
    long[] only() default {};
}
