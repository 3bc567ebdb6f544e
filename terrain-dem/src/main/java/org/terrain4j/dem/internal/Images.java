package org.terrain4j.dem.internal;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.awt.image.DataBufferUShort;
import java.util.Objects;

import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Samples;

/**
 * Image and destination helpers shared by the surface measures here and terrain-mesh's images:
 * image allocation and destination checks. Not part of the API.
 *
 * @since 0.1
 */
public final class Images {

    private Images() {
    }

    /**
     * @param columns image width in pixels
     * @param rows    image height in pixels
     * @return a new 8-bit gray image and its backing bytes (row-major, one byte a pixel)
     */
    public static BufferedImage gray8(int columns, int rows) {
        return new BufferedImage(columns, rows, BufferedImage.TYPE_BYTE_GRAY);
    }

    /**
     * @param image a {@link BufferedImage#TYPE_BYTE_GRAY} image
     * @return its live pixel bytes
     */
    public static byte[] bytes(BufferedImage image) {
        return ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
    }

    /**
     * @param image a {@link BufferedImage#TYPE_USHORT_GRAY} image
     * @return its live pixel shorts
     */
    public static short[] shorts(BufferedImage image) {
        return ((DataBufferUShort) image.getRaster().getDataBuffer()).getData();
    }

    /**
     * @param image a {@code TYPE_INT_RGB} or {@code TYPE_INT_ARGB} image
     * @return its live packed pixels
     */
    public static int[] ints(BufferedImage image) {
        return ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }

    /**
     * Packed ARGB pixels as an image: {@code TYPE_INT_RGB} when every pixel is opaque, else
     * {@code TYPE_INT_ARGB}.
     *
     * @param columns image width
     * @param rows    image height
     * @param argb    row-major packed pixels, length columns × rows (copied)
     * @return the image
     */
    public static BufferedImage colour(int columns, int rows, int[] argb) {
        boolean opaque = true;
        for (int p : argb) {
            if ((p >>> 24) != 0xFF) {
                opaque = false;
                break;
            }
        }
        BufferedImage image = new BufferedImage(columns, rows,
                opaque ? BufferedImage.TYPE_INT_RGB : BufferedImage.TYPE_INT_ARGB);
        int[] data = ints(image);
        if (opaque) {
            for (int i = 0; i < argb.length; i++) {
                data[i] = argb[i] & 0xFFFFFF;
            }
        } else {
            System.arraycopy(argb, 0, data, 0, argb.length);
        }
        return image;
    }

    /**
     * Checks that a destination buffer has the source's shape and gives it the source's frame.
     *
     * @param source the field read
     * @param dest   the buffer written
     * @return dest's live samples
     * @throws IllegalArgumentException if the shapes differ
     * @throws IllegalStateException    if dest is frozen
     */
    public static float[] destination(HeightfieldView source, HeightfieldBuffer dest) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(dest, "dest");
        if (dest.columns() != source.columns() || dest.rows() != source.rows()) {
            throw new IllegalArgumentException("dest must have the source's shape " + source.columns() + " × "
                    + source.rows() + ", was " + dest.columns() + " × " + dest.rows());
        }
        float[] out = Samples.shared(dest);
        dest.setFrame(source.frame());
        return out;
    }

    /**
     * Rounds half up, as GDAL converts a float sample to an integer band.
     *
     * @param v value
     * @return floor(v + 0.5)
     */
    public static int round(double v) {
        return (int) Math.floor(v + 0.5);
    }
}
