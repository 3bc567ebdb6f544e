package org.terrain4j.io.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;

import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

import com.twelvemonkeys.imageio.metadata.Entry;
import com.twelvemonkeys.imageio.metadata.tiff.TIFF;
import com.twelvemonkeys.imageio.metadata.tiff.TIFFEntry;
import com.twelvemonkeys.imageio.metadata.tiff.TIFFWriter;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;

/**
 * Encodes a GeoTIFF for {@link org.terrain4j.io.GeoTiff#write}: float32 samples in 256 × 256
 * tiles (padded with zeros, as GDAL pads), each row under the floating-point predictor (TIFF
 * Technical Note 3: the samples' bytes laid out as planes, most significant first, then differenced
 * byte by byte) and Deflate-compressed by the JDK's {@link Deflater} at level 9 (the level the JDK's
 * TIFF writer used here before); the header and the image directory (tags, GeoKeys, no-data) are
 * written by TwelveMonkeys' TIFF directory writer, as BigTIFF when the tiles pass 4 GiB. Neither the
 * JDK's TIFF writer (predictors on 8-bit samples only) nor TwelveMonkeys' (strips only, no
 * floating-point predictor) writes a tiled float file with a predictor. Not API.
 */
public final class GeoTiffWriter {

    private static final int TILE = 256;
    private static final int PHOTOMETRIC = 262;
    private static final int MIN_IS_BLACK = 1;
    private static final int PREDICTOR_FLOATING_POINT = 3;
    private static final int DEFLATE = 8;
    private static final int SAMPLE_FORMAT_FLOAT = 3;

    private GeoTiffWriter() {
    }

    /**
     * Writes as the public class documents.
     *
     * @param field the heights
     * @param file  the target
     * @throws IOException as documented there
     */
    public static void write(HeightfieldView field, Path file) throws IOException {
        write(field, file, false);
    }

    /**
     * Writes as the public class documents, as a BigTIFF if asked (or if the tiles pass 4 GiB).
     *
     * @param field   the heights
     * @param file    the target
     * @param bigTiff whether to write a BigTIFF whatever the size
     * @throws IOException as documented there
     */
    public static void write(HeightfieldView field, Path file, boolean bigTiff) throws IOException {
        Inputs.finiteOrNoData(field, "a GeoTIFF");
        GridFrame frame = field.frame().inCrsUnits();
        GeoKeys.Encoded keys = frame.georeference().isPresent() ? GeoKeys.encode(frame.georeference().get().crs())
                : null;
        int columns = field.columns();
        int rows = field.rows();
        float[] data = field.toArray();
        boolean hasNaN = false;
        float noData = (float) org.terrain4j.io.GeoTiff.DEFAULT_NODATA;
        for (int i = 0; i < data.length; i++) {
            if (data[i] != data[i]) {
                hasNaN = true;
                data[i] = noData;
            } else if (data[i] == noData) {
                throw new IllegalArgumentException("field sample at column " + i % columns + ", row " + i / columns
                        + " equals the GeoTIFF no-data value " + noData + "; it cannot be written as a height");
            }
        }
        double dx = frame.spacingX();
        double dy = frame.spacingZ();
        double west = frame.originX() - dx / 2;
        double north = -frame.originZ() + dy / 2;
        if (!Double.isFinite(west) || !Double.isFinite(north)) {
            throw new IllegalArgumentException("field frame " + frame
                    + " puts the grid's corner beyond the range of double; it cannot be written as a GeoTIFF");
        }

        List<byte[]> tiles = tiles(data, columns, rows);
        long total = 0;
        for (byte[] t : tiles) {
            total += t.length;
        }
        List<Entry> tags = new ArrayList<>();
        tags.add(new TIFFEntry(TiffTags.IMAGE_WIDTH, TIFF.TYPE_LONG, columns));
        tags.add(new TIFFEntry(TiffTags.IMAGE_LENGTH, TIFF.TYPE_LONG, rows));
        tags.add(new TIFFEntry(TiffTags.BITS_PER_SAMPLE, TIFF.TYPE_SHORT, 32));
        tags.add(new TIFFEntry(TiffTags.COMPRESSION, TIFF.TYPE_SHORT, DEFLATE));
        tags.add(new TIFFEntry(PHOTOMETRIC, TIFF.TYPE_SHORT, MIN_IS_BLACK));
        tags.add(new TIFFEntry(TiffTags.SAMPLES_PER_PIXEL, TIFF.TYPE_SHORT, 1));
        tags.add(new TIFFEntry(TiffTags.PLANAR_CONFIGURATION, TIFF.TYPE_SHORT, 1));
        tags.add(new TIFFEntry(TiffTags.PREDICTOR, TIFF.TYPE_SHORT, PREDICTOR_FLOATING_POINT));
        tags.add(new TIFFEntry(TiffTags.TILE_WIDTH, TIFF.TYPE_SHORT, TILE));
        tags.add(new TIFFEntry(TiffTags.TILE_LENGTH, TIFF.TYPE_SHORT, TILE));
        tags.add(new TIFFEntry(TiffTags.SAMPLE_FORMAT, TIFF.TYPE_SHORT, SAMPLE_FORMAT_FLOAT));
        tags.add(new TIFFEntry(TiffTags.MODEL_PIXEL_SCALE, TIFF.TYPE_DOUBLE, new double[] {dx, dy, 0}));
        tags.add(new TIFFEntry(TiffTags.MODEL_TIEPOINT, TIFF.TYPE_DOUBLE, new double[] {0, 0, 0, west, north, 0}));
        if (keys != null) {
            char[] directory = keys.directory();
            short[] shorts = new short[directory.length];
            for (int i = 0; i < shorts.length; i++) {
                shorts[i] = (short) directory[i];
            }
            tags.add(new TIFFEntry(TiffTags.GEO_KEY_DIRECTORY, TIFF.TYPE_SHORT, shorts));
            if (keys.doubles().length > 0) {
                tags.add(new TIFFEntry(GeoKeys.TAG_DOUBLE_PARAMS, TIFF.TYPE_DOUBLE, keys.doubles()));
            }
            if (!keys.ascii().isEmpty()) {
                tags.add(new TIFFEntry(GeoKeys.TAG_ASCII_PARAMS, TIFF.TYPE_ASCII, keys.ascii()));
            }
        }
        if (hasNaN) {
            tags.add(new TIFFEntry(TiffTags.GDAL_NODATA, TIFF.TYPE_ASCII, Double.toString(noData)));
        }
        // classic TIFF while every offset fits 32 bits (the directory is far smaller than the slack)
        boolean big = bigTiff || total > 0xffffffffL - (1L << 20);
        long[] lengths = new long[tiles.size()];
        for (int k = 0; k < lengths.length; k++) {
            lengths[k] = tiles.get(k).length;
        }
        long[] offsets = new long[tiles.size()];
        byte[] head = directory(tags, offsets, lengths, big);
        long at = head.length;
        for (int k = 0; k < offsets.length; k++) {
            offsets[k] = at;
            at += lengths[k];
        }
        byte[] placed = directory(tags, offsets, lengths, big);
        if (placed.length != head.length) {
            throw new IllegalStateException("TIFF directory changed size (" + head.length + " → " + placed.length
                    + " bytes) once the tile offsets were set");
        }
        AtomicFiles.write(file, out -> {
            out.write(placed);
            for (byte[] t : tiles) {
                out.write(t);
            }
        });
    }

    /** The header, the one directory with the tile offsets and byte counts, and the end of the chain. */
    private static byte[] directory(List<Entry> tags, long[] offsets, long[] lengths, boolean big) throws IOException {
        List<Entry> all = new ArrayList<>(tags);
        short type = big ? TIFF.TYPE_LONG8 : TIFF.TYPE_LONG;
        all.add(new TIFFEntry(TiffTags.TILE_OFFSETS, type, offsets.clone()));
        all.add(new TIFFEntry(TiffTags.TILE_BYTE_COUNTS, type, lengths.clone()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TIFFWriter writer = new TIFFWriter(big ? 8 : 4);
        try (ImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
            out.setByteOrder(ByteOrder.LITTLE_ENDIAN);
            writer.writeTIFFHeader(out);
            writer.writeIFD(all, out);
            writer.writeOffset(out, 0);
        }
        return bytes.toByteArray();
    }

    /** Every tile, row by row across the image: padded with zeros (as GDAL pads), predicted, deflated. */
    private static List<byte[]> tiles(float[] data, int columns, int rows) {
        int across = (columns + TILE - 1) / TILE;
        int down = (rows + TILE - 1) / TILE;
        int rowBytes = TILE * 4;
        byte[] raw = new byte[rowBytes * TILE];
        byte[] buffer = new byte[raw.length + raw.length / 100 + 1024];
        List<byte[]> out = new ArrayList<>(across * down);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            for (int ty = 0; ty < down; ty++) {
                for (int tx = 0; tx < across; tx++) {
                    for (int r = 0; r < TILE; r++) {
                        int row = ty * TILE + r;
                        if (row < rows) {
                            predictRow(data, row * columns, tx * TILE, columns, raw, r * rowBytes);
                        } else {
                            Arrays.fill(raw, r * rowBytes, (r + 1) * rowBytes, (byte) 0);
                        }
                    }
                    deflater.reset();
                    deflater.setInput(raw);
                    deflater.finish();
                    int n = 0;
                    while (!deflater.finished()) {
                        if (n == buffer.length) {
                            buffer = Arrays.copyOf(buffer, buffer.length * 2);
                        }
                        n += deflater.deflate(buffer, n, buffer.length - n);
                    }
                    out.add(Arrays.copyOf(buffer, n));
                }
            }
        } finally {
            deflater.end();
        }
        return out;
    }

    /**
     * One tile row under TIFF Technical Note 3's floating-point predictor: byte {@code p} (from the most
     * significant) of sample {@code i} goes to {@code p * TILE + i}, then each byte is replaced by its
     * difference from the one before it.
     */
    private static void predictRow(float[] data, int rowStart, int col0, int columns, byte[] b, int at) {
        for (int i = 0; i < TILE; i++) {
            int bits = col0 + i < columns ? Float.floatToRawIntBits(data[rowStart + col0 + i]) : 0;
            b[at + i] = (byte) (bits >>> 24);
            b[at + TILE + i] = (byte) (bits >>> 16);
            b[at + 2 * TILE + i] = (byte) (bits >>> 8);
            b[at + 3 * TILE + i] = (byte) bits;
        }
        for (int j = at + 4 * TILE - 1; j > at; j--) {
            b[j] -= b[j - 1];
        }
    }
}
