package org.terrain4j.io;

import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import javax.imageio.IIOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.io.internal.Inputs;
import org.terrain4j.io.internal.Numbers;
import org.terrain4j.io.internal.PngChunks;
import org.w3c.dom.Node;

/**
 * Heightmaps as 16-bit grayscale PNG images, through {@code javax.imageio}: one unsigned sample
 * (0…65535, big-endian in the file as the PNG standard requires) per height, image rows from north
 * to south, image columns from west to east, so pixel {@code (c, r)} is sample {@code (c, r)}.
 *
 * <h2>Heights and samples</h2>
 * {@code height = offset + scale · sample} ({@link SampleMapping}). The writer records the mapping it
 * used in {@code tEXt} chunks, and the reader applies it, so {@code read(write(f))} gives back every
 * height of {@code f} that the mapping can represent exactly (see {@link SampleMapping}); in general
 * each height moves by at most {@code scale / 2}. The chunks, keyword and value in Latin-1 text:
 * <ul>
 *   <li>{@code terrain4j:offset} and {@code terrain4j:scale}: the mapping, decimal numbers that read
 *       back exactly as {@code double};</li>
 *   <li>{@code terrain4j:nodata}: the sample that marks no-data, present only when the image has
 *       voids;</li>
 *   <li>{@code terrain4j:frame}: {@code originX originZ spacingX spacingZ} of the {@link GridFrame},
 *       metres;</li>
 *   <li>{@code terrain4j:crs}: present when the frame has a {@link org.terrain4j.api.Georeference}:
 *       {@code scaleX scaleZ EPSG:code} (such as {@code 59954.81… 111368.75… EPSG:4326} for an SRTM
 *       tile placed in metres), or {@code scaleX scaleZ WKT:text} for a system known only by its
 *       WKT (written only if the text is Latin-1; otherwise the write is refused).</li>
 * </ul>
 * By default the writer spreads the field over the whole sample range
 * ({@link SampleMapping#fitting}: minimum → 0, maximum → 65535).
 *
 * <h2>Georeference for GIS: the {@code .aux.xml} sidecar</h2>
 * Other programs do not read the {@code terrain4j} chunks. So a frame with a georeference is also
 * written to a GDAL PAM sidecar ({@link #auxOf(Path)}: the file's name plus {@code .aux.xml}), which
 * GDAL, QGIS and every GDAL-based tool read: {@code <GeoTransform>} gives the pixel grid in the
 * system's units (pixel-is-area: the first pixel's corner is half a spacing west and north of sample
 * {@code (0, 0)}) and {@code <SRS>} the system (its WKT where terrain4j knows one, else
 * {@code EPSG:code}). The sidecar also gives band 1 the mapping as GDAL's {@code <Offset>} and
 * {@code <Scale>} (GDAL's unscaled value is {@code offset + scale · sample}, our height; {@code gdalinfo}
 * prints them, {@code gdal_translate -unscale} and QGIS apply them) and, when the image has voids, the
 * no-data sample 0 as {@code <NoDataValue>}. A frame without a georeference still gets a sidecar, with
 * the band alone, when the mapping is not the identity or there are voids. Both files are moved into
 * place together. A write with nothing for the sidecar (no georeference, the identity mapping, no
 * voids) writes none and deletes one left beside the target by an earlier write, so GDAL never reads a
 * stale position or mapping for new pixels.
 *
 * <h2>No-data</h2>
 * A field with NaN samples is written with sample 0 reserved for no-data (recorded in
 * {@code terrain4j:nodata}); the default mapping then sends the minimum to 1. On read, samples equal
 * to the recorded marker become NaN. An image without the chunk has no no-data.
 *
 * <h2>Images from elsewhere</h2>
 * A PNG without the {@code terrain4j} chunks is read with a fallback mapping
 * ({@link SampleMapping#NORMALISED}, heights 0…1, unless the caller passes another) and the unit
 * frame. 8-bit grayscale images are accepted: each 8-bit sample {@code v} is widened to the 16-bit
 * sample {@code 257·v} (the PNG standard's exact rescaling, 255 → 65535) before the mapping.
 * Every other kind (RGB, palette, gray with alpha, 1/2/4-bit gray) is refused with a
 * {@link RasterFormatException}.
 *
 * <h2>Transparency</h2>
 * A grayscale image with a {@code tRNS} chunk is read as usual, and every pixel whose gray sample
 * equals the chunk's transparent sample (compared before 8-bit samples are widened) is no-data
 * (NaN), as libpng reports it and GDAL takes it as the band's no-data value.
 *
 * <h2>Integrity</h2>
 * Before any chunk is trusted, the reader walks the whole file: the PNG signature, a 13-byte
 * {@code IHDR} first, every chunk's length within the file and its type four ASCII letters, every
 * chunk's CRC-32 equal to the one stored, and an {@code IEND} at the end. A file that fails any of
 * these (a {@code terrain4j} text chunk edited without its CRC, a damaged header, a truncated
 * file) is refused with a {@link RasterFormatException} naming the chunk and its byte offset.
 *
 * <p>Source: the PNG specification (ISO/IEC 15948) for sample depths and {@code tEXt};
 * {@code javax.imageio}'s {@code javax_imageio_png_1.0} metadata format.
 *
 * <p>Stateless and thread-safe.
 *
 * @since 0.1
 */
public final class PngHeightmap {

    /** Keyword of the {@code tEXt} chunk holding the mapping's offset. */
    public static final String KEY_OFFSET = "terrain4j:offset";
    /** Keyword of the {@code tEXt} chunk holding the mapping's scale. */
    public static final String KEY_SCALE = "terrain4j:scale";
    /** Keyword of the {@code tEXt} chunk holding the no-data sample. */
    public static final String KEY_NODATA = "terrain4j:nodata";
    /** Keyword of the {@code tEXt} chunk holding the frame. */
    public static final String KEY_FRAME = "terrain4j:frame";
    /**
     * Keyword of the {@code tEXt} chunk holding the frame's georeference:
     * {@code scaleX scaleZ EPSG:code}, or {@code scaleX scaleZ WKT:text} for a system without a code.
     */
    public static final String KEY_CRS = "terrain4j:crs";

    private static final String PNG_FORMAT = "javax_imageio_png_1.0";
    /** zlib's deflate expands by at most 1032:1, which bounds the image a file can hold. */
    private static final long MAX_DEFLATE_RATIO = 1032;

    private PngHeightmap() {
    }

    // ------------------------------------------------------------------------------------------- read

    /**
     * Reads a grayscale PNG, with the recorded mapping or else {@link SampleMapping#NORMALISED}.
     *
     * @param file the PNG file
     * @return the heights, {@code width × height} pixels as columns × rows, in the recorded frame or
     *         the unit frame; recorded no-data samples and transparent gray samples are NaN
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws RasterFormatException if it is not a PNG, not 8- or 16-bit grayscale, is corrupt (a
     *                               chunk's CRC does not match, a chunk runs past the end of the
     *                               file, no {@code IEND}; see the class notes), has a
     *                               malformed {@code terrain4j} chunk, records a mapping that takes
     *                               one of its samples to a height beyond the range of {@code float},
     *                               or declares more pixels than a heightfield or the file's length
     *                               can hold (checked before the pixels are decoded)
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file) throws IOException {
        return read(file, SampleMapping.NORMALISED);
    }

    /**
     * Reads a grayscale PNG, with the recorded mapping or else {@code fallback}.
     *
     * @param file     the PNG file
     * @param fallback the mapping for an image that does not record one
     * @return the heights (see {@link #read(Path)})
     * @throws java.nio.file.NoSuchFileException if the file does not exist
     * @throws IllegalArgumentException if the image records no mapping and {@code fallback} takes
     *                               one of its samples to a height beyond the range of {@code float}
     *                               ({@code scale cannot be …} or {@code offset cannot be …})
     * @throws RasterFormatException as for {@link #read(Path)}
     * @throws IOException           if reading fails
     */
    public static Heightfield read(Path file, SampleMapping fallback) throws IOException {
        return read(file, fallback, FrameSource.of(GridFrame.UNIT));
    }

    /**
     * As {@link #read(Path, SampleMapping)}, with the frame of an image that records none from
     * {@code fallbackFrames}, whose refusal of the image's size (an {@code IllegalArgumentException}
     * naming the caller's option) is thrown as it is, not as a corrupt PNG.
     */
    static Heightfield read(Path file, SampleMapping fallback, FrameSource fallbackFrames) throws IOException {
        return read(file, fallback, fallbackFrames, false, false, ReadOptions.DEFAULT_MAX_DECODED_BYTES);
    }

    /**
     * As {@link #read(Path, SampleMapping, FrameSource)}; a mapping or a spacing the caller gave
     * ({@code mappingGiven}, {@code spacingGiven}) for an image that records its own is refused with an
     * {@code IllegalArgumentException} ({@code scale and offset do not apply to …}), not ignored; an image
     * whose heights and decoded pixels would take more than {@code budget} bytes is refused before it
     * is decoded.
     */
    static Heightfield read(Path file, SampleMapping fallback, FrameSource fallbackFrames, boolean mappingGiven,
            boolean spacingGiven, long budget) throws IOException {
        Objects.requireNonNull(fallback, "fallback");
        Objects.requireNonNull(fallbackFrames, "fallbackFrames");
        long length = Inputs.regularFile(file);
        PngChunks.Found chunks = PngChunks.check(file, length);
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            if (in == null) {
                throw new RasterFormatException(file, "cannot be opened as an image");
            }
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            ImageReader reader = null;
            while (readers.hasNext()) {
                ImageReader candidate = readers.next();
                if ("png".equalsIgnoreCase(candidate.getFormatName())) {
                    reader = candidate;
                    break;
                }
            }
            if (reader == null) {
                throw new RasterFormatException(file, "not a PNG image");
            }
            Decoded decoded;
            try {
                reader.setInput(in, true, false);
                decoded = read(file, length, reader, fallback, fallbackFrames, chunks.transparency(), mappingGiven,
                        spacingGiven, budget);
            } catch (FallbackRefused e) {
                throw (IllegalArgumentException) e.getCause();
            } catch (IIOException | RuntimeException e) {
                // javax.imageio reports some malformed streams with unchecked exceptions
                throw new RasterFormatException(file, "corrupt PNG: " + oneLine(e), e);
            } finally {
                reader.dispose();
            }
            decoded.mapping.requireFloatHeights(file, decoded.lowest, decoded.highest, !decoded.recorded);
            return decoded.field;
        }
    }

    /** The decoded heights, with the mapping used and the range of valid samples it was applied to. */
    private record Decoded(Heightfield field, SampleMapping mapping, boolean recorded, int lowest, int highest) {
    }

    /** Carries the fallback frame's refusal past the handler that calls runtime exceptions corrupt PNGs. */
    private static final class FallbackRefused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        FallbackRefused(IllegalArgumentException refusal) {
            super(refusal);
        }
    }

    private static Decoded read(Path file, long length, ImageReader reader, SampleMapping fallback,
            FrameSource fallbackFrames, byte[] transparency, boolean mappingGiven, boolean spacingGiven,
            long budget) throws IOException {
        IIOMetadata metadata = reader.getImageMetadata(0);
        Node root = metadata.getAsTree(PNG_FORMAT);
        Node ihdr = child(root, "IHDR");
        if (ihdr == null) {
            throw new RasterFormatException(file, "corrupt PNG: no IHDR chunk");
        }
        String colourType = attribute(ihdr, "colorType");
        int bitDepth = Integer.parseInt(attribute(ihdr, "bitDepth"));
        long columns = Long.parseLong(attribute(ihdr, "width"));
        long rows = Long.parseLong(attribute(ihdr, "height"));
        if (!"Grayscale".equals(colourType)) {
            throw new RasterFormatException(file, "not a grayscale PNG: colour type " + colourType + ", " + bitDepth
                    + "-bit; a heightmap must be 16-bit (or 8-bit) grayscale");
        }
        if (bitDepth != 16 && bitDepth != 8) {
            throw new RasterFormatException(file, "grayscale PNG with " + bitDepth
                    + "-bit samples; a heightmap must be 16-bit (or 8-bit) grayscale");
        }
        int transparent = -1;
        if (transparency != null) {
            if (transparency.length != 2) {
                throw new RasterFormatException(file, "corrupt PNG: the tRNS chunk of a grayscale image must hold 2 bytes,"
                        + " held " + transparency.length);
            }
            transparent = (transparency[0] & 0xFF) << 8 | transparency[1] & 0xFF;
        }
        // each row is a filter byte plus its samples
        long rawBytes = rows * (1 + columns * (bitDepth / 8));
        long capacity = MAX_DEFLATE_RATIO * length;
        if (rawBytes > capacity && columns * rows <= org.terrain4j.api.internal.Checks.MAX_SAMPLES) {
            throw new RasterFormatException(file, "declares " + columns + " × " + rows
                    + " pixels, more than a PNG of " + length + " bytes can hold: corrupt or truncated");
        }
        int n = Inputs.gridSize(file, columns, rows, Long.MAX_VALUE, length);
        // javax.imageio decodes the whole image (gray, and alpha where tRNS is given) before the heights are made
        Inputs.budget(file, columns, rows, columns * rows * (bitDepth / 8) * (transparent >= 0 ? 2 : 1),
                "for the decoded image", budget);

        Map<String, String> text = textChunks(root);
        SampleMapping mapping = fallback;
        boolean recorded = false;
        int noData = -1;
        GridFrame frame;
        if (text.containsKey(KEY_OFFSET) || text.containsKey(KEY_SCALE)) {
            try {
                mapping = new SampleMapping(number(file, text, KEY_OFFSET), number(file, text, KEY_SCALE));
                recorded = true;
            } catch (IllegalArgumentException e) {
                throw new RasterFormatException(file, "malformed " + KEY_OFFSET + "/" + KEY_SCALE + ": "
                        + e.getMessage(), e);
            }
        }
        if (recorded && mappingGiven) {
            throw new FallbackRefused(new IllegalArgumentException("scale and offset do not apply to " + file
                    + ": it records its own mapping (height = " + text.get(KEY_OFFSET) + " + " + text.get(KEY_SCALE)
                    + " · sample); only raw .r16/.raw files and PNGs that record no mapping take a scale and offset"));
        }
        if (spacingGiven && text.containsKey(KEY_FRAME)) {
            throw new FallbackRefused(new IllegalArgumentException("spacing does not apply to " + file
                    + ": it records its own frame (spacing and origin); only raw .r16/.raw/.f32 files and PNGs that"
                    + " record no frame take a spacing"));
        }
        if (text.containsKey(KEY_NODATA)) {
            double v = number(file, text, KEY_NODATA);
            if (!(v >= 0 && v <= SampleMapping.MAX_SAMPLE && v == Math.rint(v))) {
                throw new RasterFormatException(file, "malformed " + KEY_NODATA + ": must be a sample 0…65535, was "
                        + text.get(KEY_NODATA));
            }
            noData = (int) v;
        }
        if (text.containsKey(KEY_FRAME)) {
            frame = frame(file, text.get(KEY_FRAME), columns, rows);
            if (text.containsKey(KEY_CRS)) {
                frame = frame.withGeoreference(georeference(file, text.get(KEY_CRS)));
            }
        } else {
            try {
                frame = fallbackFrames.frame(file, columns, rows);
            } catch (IllegalArgumentException e) {
                throw new FallbackRefused(e);
            }
        }

        BufferedImage image = reader.read(0);
        Raster raster = image.getRaster();
        // javax.imageio expands 8-bit gray with tRNS to gray and alpha: band 0 is still the gray sample
        int bands = raster.getNumBands();
        if (!(bands == 1 || bands == 2 && transparent >= 0) || raster.getWidth() != columns
                || raster.getHeight() != rows) {
            throw new RasterFormatException(file, "decoded image is not one gray band of " + columns + " × " + rows
                    + " (" + bands + " bands of " + raster.getWidth() + " × " + raster.getHeight() + ")");
        }
        int widen = bitDepth == 8 ? 257 : 1;
        HeightfieldBuffer buffer = new HeightfieldBuffer((int) columns, (int) rows, frame);
        float[] data = Samples.shared(buffer);
        int[] row = new int[(int) columns];
        int lowest = SampleMapping.MAX_SAMPLE + 1;
        int highest = -1;
        for (int r = 0, i = 0; r < rows; r++) {
            raster.getSamples(0, r, (int) columns, 1, 0, row);
            for (int c = 0; c < columns; c++, i++) {
                int s = row[c] * widen;
                if (s == noData || row[c] == transparent) {
                    data[i] = Float.NaN;
                } else {
                    data[i] = (float) mapping.height(s);
                    lowest = Math.min(lowest, s);
                    highest = Math.max(highest, s);
                }
            }
        }

        assert n == data.length;
        return new Decoded(buffer.freeze(), mapping, recorded, lowest, highest);
    }

    private static org.terrain4j.api.Georeference georeference(Path file, String value) throws RasterFormatException {
        String[] parts = value.strip().split("\\s+", 3);
        if (parts.length != 3 || !(parts[2].startsWith("EPSG:") || parts[2].startsWith("WKT:"))) {
            throw new RasterFormatException(file, "malformed " + KEY_CRS + ": expected 'scaleX scaleZ EPSG:code' or"
                    + " 'scaleX scaleZ WKT:text'");
        }
        try {
            org.terrain4j.api.CoordinateSystem crs = parts[2].startsWith("EPSG:")
                    ? org.terrain4j.api.CoordinateSystem.ofEpsg(Integer.parseInt(parts[2].substring(5)))
                    : org.terrain4j.api.CoordinateSystem.ofWkt(parts[2].substring(4));
            return new org.terrain4j.api.Georeference(crs, Double.parseDouble(parts[0]), Double.parseDouble(parts[1]));
        } catch (IllegalArgumentException e) {
            throw new RasterFormatException(file, "malformed " + KEY_CRS + ": " + e.getMessage(), e);
        }
    }

    private static GridFrame frame(Path file, String value, long columns, long rows) throws RasterFormatException {
        String[] parts = value.trim().split("\\s+");
        if (parts.length != 4) {
            throw new RasterFormatException(file, "malformed " + KEY_FRAME + ": expected 4 numbers, was '" + value + "'");
        }
        try {
            return new GridFrame(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]), Double.parseDouble(parts[3])).checkGrid(columns, rows);
        } catch (IllegalArgumentException e) {
            // a number that is none, or a frame beyond GridFrame's limits: its message names the part
            throw new RasterFormatException(file, "malformed " + KEY_FRAME + " '" + value + "': " + e.getMessage(), e);
        }
    }

    private static double number(Path file, Map<String, String> text, String key) throws RasterFormatException {
        String v = text.get(key);
        if (v == null) {
            throw new RasterFormatException(file, "has no " + key + " chunk beside the other terrain4j chunks");
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new RasterFormatException(file, "malformed " + key + ": '" + v + "' is not a number", e);
        }
    }

    private static Map<String, String> textChunks(Node root) {
        Map<String, String> map = new HashMap<>();
        Node text = child(root, "tEXt");
        if (text != null) {
            for (Node e = text.getFirstChild(); e != null; e = e.getNextSibling()) {
                String key = attribute(e, "keyword");
                if (key != null && key.startsWith("terrain4j:")) {
                    map.put(key, attribute(e, "value"));
                }
            }
        }
        return map;
    }

    private static Node child(Node parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (name.equals(n.getNodeName())) {
                return n;
            }
        }
        return null;
    }

    private static String attribute(Node node, String name) {
        Node a = node.getAttributes() == null ? null : node.getAttributes().getNamedItem(name);
        return a == null ? null : a.getNodeValue();
    }

    private static String oneLine(Throwable e) {
        String m = String.valueOf(e.getMessage());
        return m.replace('\n', ' ').replace('\r', ' ');
    }

    // ------------------------------------------------------------------------------------------ write

    /**
     * Writes a 16-bit grayscale PNG over the whole sample range ({@link SampleMapping#fitting}: minimum
     * → 0, or → 1 when the field has NaN samples, which become sample 0), recording the mapping and
     * the frame.
     *
     * @param field the heights
     * @param file  the file to create or replace
     * @return the mapping used (also recorded in the file)
     * @throws IllegalArgumentException if a sample is infinite (nothing is written then)
     * @throws IOException if the directory does not exist or writing fails; no partial file is left
     */
    public static SampleMapping write(HeightfieldView field, Path file) throws IOException {
        Objects.requireNonNull(field, "field");
        Inputs.finiteOrNoData(field, "a PNG heightmap");
        boolean voids = field.statistics().noDataCount() > 0;
        SampleMapping mapping = SampleMapping.fitting(field, voids ? 1 : 0);
        write(field, file, mapping);
        return mapping;
    }

    /**
     * Writes a 16-bit grayscale PNG with a given mapping, recording it and the frame. NaN samples are
     * written as sample 0, which is then reserved for no-data.
     *
     * @param field   the heights
     * @param file    the file to create or replace
     * @param mapping how heights become samples
     * @throws IllegalArgumentException if a sample is infinite, or a valid height maps outside
     *                                  0…65535, or to 0 when the field has NaN samples (nothing is
     *                                  written then)
     * @throws IOException              if the directory does not exist or writing fails; no partial
     *                                  file is left
     */
    public static void write(HeightfieldView field, Path file, SampleMapping mapping) throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(mapping, "mapping");
        Inputs.finiteOrNoData(field, "a PNG heightmap");
        int columns = field.columns();
        int rows = field.rows();
        BufferedImage image = new BufferedImage(columns, rows, BufferedImage.TYPE_USHORT_GRAY);
        WritableRaster raster = image.getRaster();
        boolean voids = field.statistics().noDataCount() > 0;
        int lowest = voids ? 1 : 0;
        float[] row = new float[columns];
        int[] samples = new int[columns];
        for (int r = 0; r < rows; r++) {
            field.copyRowTo(r, row, 0);
            mapping.toSamples(row, samples, lowest, r);
            raster.setSamples(0, r, columns, 1, 0, samples);
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try {
            ImageTypeSpecifier type = ImageTypeSpecifier.createFromRenderedImage(image);
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata metadata = writer.getDefaultImageMetadata(type, param);
            addText(metadata, mapping, voids ? 0 : -1, field.frame());
            AtomicFiles.Content<java.io.OutputStream> png = out -> {
                try (MemoryCacheImageOutputStream ios = new MemoryCacheImageOutputStream(out)) {
                    writer.setOutput(ios);
                    writer.write(null, new IIOImage(image, null, metadata), param);
                    ios.flush();
                }
            };
            String aux = pamSidecar(field.frame(), mapping, voids ? 0 : -1);
            if (aux == null) {
                AtomicFiles.write(file, png);
                Files.deleteIfExists(auxOf(file));
            } else {
                byte[] xml = aux.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                AtomicFiles.writeAll(List.of(file, auxOf(file)), List.of(ch -> {
                    java.io.OutputStream out = new java.io.BufferedOutputStream(
                            java.nio.channels.Channels.newOutputStream(ch), 1 << 16);
                    png.writeTo(out);
                    out.flush();
                }, ch -> {
                    java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(xml);
                    while (b.hasRemaining()) {
                        ch.write(b);
                    }
                }));
            }
        } finally {
            writer.dispose();
        }
    }

    /**
     * The GDAL PAM sidecar of a PNG: the file's name with {@code .aux.xml} appended
     * ({@code land.png.aux.xml}).
     *
     * @param file a PNG file
     * @return the path of its sidecar, which need not exist
     */
    public static Path auxOf(Path file) {
        Objects.requireNonNull(file, "file");
        return file.resolveSibling(file.getFileName() + ".aux.xml");
    }

    /**
     * The PAM document for a PNG: the georeference of the frame ({@code <SRS>}, {@code <GeoTransform>}),
     * if it has one, and band 1's {@code <NoDataValue>}, {@code <Offset>} and {@code <Scale>} (GDAL's
     * {@code value = offset + scale · sample}, our mapping) when there are voids or the mapping is not
     * the identity; null when there is nothing to say (no georeference, identity mapping, no voids).
     *
     * @param noData the no-data sample, or -1 for none
     */
    static String pamSidecar(GridFrame frame, SampleMapping mapping, int noData) {
        boolean identity = mapping.offset() == 0 && mapping.scale() == 1;
        if (frame.georeference().isEmpty() && identity && noData < 0) {
            return null;
        }
        StringBuilder xml = new StringBuilder("<PAMDataset>\n");
        if (frame.georeference().isPresent()) {
            org.terrain4j.api.Georeference g = frame.georeference().get();
            double dx = frame.spacingX() / g.scaleX();
            double dy = frame.spacingZ() / g.scaleZ();
            double west = g.easting(frame.originX()) - dx / 2;
            double north = g.northing(frame.originZ()) + dy / 2;
            java.util.Optional<String> wkt = g.crs().wkt();
            String srs = wkt.orElseGet(() -> "EPSG:" + g.crs().epsg().orElseThrow());
            // the image's x is easting or longitude: say which axis of the system that is (EPSG's geographic
            // systems, and some projected ones, list latitude or northing first)
            boolean northFirst = wkt.map(PngHeightmap::firstAxisIsNorth).orElse(g.crs().isGeographic());
            xml.append("  <SRS dataAxisToSRSAxisMapping=\"").append(northFirst ? "2,1" : "1,2").append("\">")
                    .append(xmlText(srs)).append("</SRS>\n")
                    .append("  <GeoTransform>").append(Numbers.doubleText(west)).append(", ")
                    .append(Numbers.doubleText(dx)).append(", 0, ").append(Numbers.doubleText(north))
                    .append(", 0, ").append(Numbers.doubleText(-dy)).append("</GeoTransform>\n")
                    .append("  <Metadata>\n    <MDI key=\"AREA_OR_POINT\">Area</MDI>\n  </Metadata>\n");
        }
        if (!identity || noData >= 0) {
            xml.append("  <PAMRasterBand band=\"1\">\n");
            if (noData >= 0) {
                xml.append("    <NoDataValue>").append(noData).append("</NoDataValue>\n");
            }
            xml.append("    <Offset>").append(Numbers.doubleText(mapping.offset())).append("</Offset>\n")
                    .append("    <Scale>").append(Numbers.doubleText(mapping.scale())).append("</Scale>\n")
                    .append("  </PAMRasterBand>\n");
        }
        return xml.append("</PAMDataset>\n").toString();
    }

    /**
     * Whether the first axis of a WKT's outermost system is latitude or northing: the first {@code AXIS}
     * directly inside the outermost brackets, so the axes of a projected system's base geographic
     * system ({@code PROJCS[…, GEOGCS[…, AXIS["Latitude",NORTH], …], …, AXIS["Easting",EAST], …]}) are
     * not taken for its own. False with no such axis: ESRI's WKT 1 names none, easting (longitude) first.
     */
    static boolean firstAxisIsNorth(String wkt) {
        String u = wkt.toUpperCase(java.util.Locale.ROOT);
        int depth = 0;
        for (int i = 0; i < u.length(); i++) {
            char ch = u.charAt(i);
            if (ch == '[' || ch == '(') {
                depth++;
            } else if (ch == ']' || ch == ')') {
                depth--;
            } else if (depth == 1 && u.startsWith("AXIS", i) && (i == 0 || !Character.isLetter(u.charAt(i - 1)))) {
                String name = u.substring(i + 4).strip().substring(1).replace("\"", "").strip();
                return name.startsWith("LAT") || name.startsWith("NORTH") || name.startsWith("GEODETIC LAT");
            }
        }
        return false;
    }

    private static String xmlText(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static void addText(IIOMetadata metadata, SampleMapping mapping, int noData, GridFrame frame)
            throws IIOInvalidTreeException {
        IIOMetadataNode text = new IIOMetadataNode("tEXt");
        text.appendChild(entry(KEY_OFFSET, Numbers.doubleText(mapping.offset())));
        text.appendChild(entry(KEY_SCALE, Numbers.doubleText(mapping.scale())));
        if (noData >= 0) {
            text.appendChild(entry(KEY_NODATA, Integer.toString(noData)));
        }
        text.appendChild(entry(KEY_FRAME, Numbers.doubleText(frame.originX()) + " "
                + Numbers.doubleText(frame.originZ()) + " " + Numbers.doubleText(frame.spacingX()) + " "
                + Numbers.doubleText(frame.spacingZ())));
        if (frame.georeference().isPresent()) {
            org.terrain4j.api.Georeference g = frame.georeference().get();
            java.util.OptionalInt code = g.crs().epsg();
            if (code.isEmpty() && !g.crs().wkt().orElseThrow().chars().allMatch(ch -> ch <= 0xff)) {
                throw new IllegalArgumentException("field frame's coordinate system has no EPSG code and its WKT is"
                        + " not Latin-1, which a PNG tEXt chunk cannot hold; write a GeoTIFF or an .asc with its .prj");
            }
            text.appendChild(entry(KEY_CRS, Numbers.doubleText(g.scaleX()) + " " + Numbers.doubleText(g.scaleZ())
                    + (code.isPresent() ? " EPSG:" + code.getAsInt() : " WKT:" + g.crs().wkt().orElseThrow())));
        }
        IIOMetadataNode root = new IIOMetadataNode(PNG_FORMAT);
        root.appendChild(text);
        metadata.mergeTree(PNG_FORMAT, root);
    }

    private static IIOMetadataNode entry(String keyword, String value) {
        IIOMetadataNode e = new IIOMetadataNode("tEXtEntry");
        e.setAttribute("keyword", keyword);
        e.setAttribute("value", value);
        return e;
    }
}
