package org.terrain4j.io;

import java.nio.file.Path;

import org.terrain4j.api.GridFrame;

/**
 * The frame a reader gives a file that records none, chosen once the reader knows the file's grid
 * size, so that a frame too wide for that grid is refused in the words of what it came from (the
 * {@code spacing} of {@link ReadOptions}) before anything is allocated.
 */
@FunctionalInterface
interface FrameSource {

    /**
     * @param file    the file being read, for messages
     * @param columns its columns, ≥ 1
     * @param rows    its rows, ≥ 1
     * @return a frame that holds a grid of that size ({@link GridFrame#checkGrid})
     * @throws IllegalArgumentException if the grid's last sample would lie beyond the frame's limits
     */
    GridFrame frame(Path file, long columns, long rows);

    /**
     * @param frame a frame
     * @return a source that gives that frame whatever the size (a grid it cannot hold is refused by
     *         {@link GridFrame#checkGrid}'s message)
     */
    static FrameSource of(GridFrame frame) {
        return (file, columns, rows) -> frame.checkGrid(columns, rows);
    }
}
