package org.terrain4j.isoline;

import java.util.List;
import java.util.Objects;

import org.terrain4j.api.internal.Checks;

/**
 * All isolines of one level: the closed rings and the open lines (ending on the border of the data)
 * that marching squares found at {@code level}. See {@link Isolines} for the rules.
 *
 * <p>Immutable and thread-safe; the list is an unmodifiable copy. The order of the lines is
 * deterministic (by the grid position where each was found) but otherwise unspecified.
 *
 * @param level the level, finite, in the field's height unit
 * @param lines the isolines of this level, each with {@link Isoline#level()} equal to {@code level};
 *              may be empty
 *
 * @since 0.1
 */
public record IsolineLevel(double level, List<Isoline> lines) {

    /**
     * Validates and copies.
     *
     * @param level the level, finite
     * @param lines the isolines of this level; copied
     * @throws IllegalArgumentException if the level is not finite or a line has another level
     * @throws NullPointerException     if lines or one of them is null
     */
    public IsolineLevel {
        Checks.finite("level", level);
        lines = List.copyOf(Objects.requireNonNull(lines, "lines"));
        for (Isoline line : lines) {
            if (Double.compare(line.level(), level) != 0) {
                throw new IllegalArgumentException("lines must all have level " + level + ", one had "
                        + line.level());
            }
        }
    }

    /**
     * @return number of closed rings at this level
     */
    public int rings() {
        int n = 0;
        for (Isoline line : lines) {
            n += line.closed() ? 1 : 0;
        }
        return n;
    }

    /**
     * @return number of open lines at this level (each ends on the border of the data)
     */
    public int openLines() {
        return lines.size() - rings();
    }
}
