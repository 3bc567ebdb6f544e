package org.terrain4j.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GeoTiffMessageTest {

    /** A newcomer's finding: a 9-byte TIFF showed the TIFF library's exception class in the message. */
    @Test
    void aTruncatedDirectoryIsNamedInOurWords(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("short.tif");
        Files.write(f, new byte[] {'I', 'I', 42, 0, 8, 0, 0, 0, 5});
        RasterFormatException e = assertThrows(RasterFormatException.class, () -> Rasters.read(f));
        assertTrue(e.getMessage().contains("malformed TIFF: "), e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        assertFalse(e.getMessage().contains("com.twelvemonkeys"), e.getMessage());
    }
}
