package org.terrain4j.image;

import java.awt.image.RenderedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Objects;

import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

import org.terrain4j.io.internal.AtomicFiles;

/**
 * Writes images as PNG through {@code javax.imageio}, atomically.
 *
 * <p>The image is written to a temporary file in the target's directory
 * ({@code .<name>.<pid>-<n>.tmp}, default permissions) and then moved over the target (an atomic move where the file system offers one), so readers never see a half-written file
 * and a failure leaves no partial output behind (the temporary file is deleted). The PNG holds the
 * image's own sample layout: {@code TYPE_BYTE_GRAY} gives 8-bit grayscale, {@code TYPE_USHORT_GRAY}
 * 16-bit grayscale (big-endian, unsigned), {@code TYPE_INT_RGB} 8-bit RGB, {@code TYPE_INT_ARGB} 8-bit
 * RGBA.
 *
 * <p>Stateless and thread-safe (two threads writing the same target end with one complete file).
 * Source: the PNG specification (ISO/IEC 15948) as implemented by the JDK's ImageIO writer.
 *
 * @since 0.1
 */
public final class Png {

    private Png() {
    }

    /**
     * Writes an image to a PNG file, replacing any existing file.
     *
     * @param image the image
     * @param file  the target; its directory must exist
     * @throws IOException          naming the file and the reason if it cannot be written (missing
     *                              directory, no permission, disk full, no PNG writer for the image's
     *                              layout); the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public static void write(RenderedImage image, Path file) throws IOException {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(file, "file");
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new IOException(file + ": cannot write PNG: directory " + dir + " does not exist");
        }
        if (Files.isDirectory(target)) {
            throw new IOException(file + ": cannot write PNG: is a directory");
        }
        ImageWriter writer = writer(image, file);
        try {
            AtomicFiles.write(target, stream -> {
                try (ImageOutputStream out = new MemoryCacheImageOutputStream(stream)) {
                    writer.setOutput(out);
                    writer.write(image);
                }
            });
        } catch (IOException e) {
            String prefix = file + ": ";
            if (e.getMessage() != null && e.getMessage().startsWith(prefix)) {
                throw e;
            }
            throw new IOException(prefix + "cannot write PNG: " + reason(e), e);
        } finally {
            writer.dispose();
        }
    }

    private static ImageWriter writer(RenderedImage image, Path file) throws IOException {
        Iterator<ImageWriter> it = ImageIO.getImageWriters(
                ImageTypeSpecifier.createFromRenderedImage(image), "png");
        if (!it.hasNext()) {
            throw new IOException(file + ": cannot write PNG: no PNG writer for this image layout");
        }
        return it.next();
    }

    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException n) {
            return "no such file or directory: " + n.getFile();
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
