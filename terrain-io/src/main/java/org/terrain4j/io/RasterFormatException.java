package org.terrain4j.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A raster file whose contents cannot be read as, or written to, the format asked for: truncated,
 * too few or too many values, a token that is not a number, a PNG that is not grayscale, a declared
 * size that is not positive or too large to hold. The message is {@code "<file>: <reason>"}.
 *
 * <p>Immutable.
 *
 * @since 0.1
 */
public class RasterFormatException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The file, as a string (a {@code Path} is not serialisable). */
    private final String file;
    /** The reason, without the file name. */
    private final String reason;

    /**
     * @param file   the file concerned
     * @param reason what is wrong with it, one line
     * @throws NullPointerException if an argument is null
     */
    public RasterFormatException(Path file, String reason) {
        this(file, reason, null);
    }

    /**
     * @param file   the file concerned
     * @param reason what is wrong with it, one line
     * @param cause  the underlying exception, or null
     * @throws NullPointerException if file or reason is null
     */
    public RasterFormatException(Path file, String reason, Throwable cause) {
        super(Objects.requireNonNull(file, "file") + ": " + Objects.requireNonNull(reason, "reason"), cause);
        this.file = file.toString();
        this.reason = reason;
    }

    /**
     * @return the file concerned, as given to the reader or writer
     */
    public String file() {
        return file;
    }

    /**
     * @return what is wrong with the file, without its name
     */
    public String reason() {
        return reason;
    }
}
