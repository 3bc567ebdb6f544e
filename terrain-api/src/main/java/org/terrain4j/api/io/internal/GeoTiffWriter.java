package org.terrain4j.api.io.internal;

import java.awt.Transparency;
import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBuffer;
import java.awt.image.DataBufferFloat;
import java.awt.image.PixelInterleavedSampleModel;
import java.awt.image.Raster;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.OptionalInt;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.plugins.tiff.TIFFDirectory;
import javax.imageio.plugins.tiff.TIFFField;
import javax.imageio.plugins.tiff.TIFFTag;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

import org.terrain4j.api.Georeference;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.AtomicFiles;

/**
 * Encodes a GeoTIFF for {@link org.terrain4j.api.io.GeoTiff#write} with the JDK's TIFF plugin. Not
 * API.
 */
public final class GeoTiffWriter {

    private static final int TILE = 256;
    private static final int TAG_MODEL_PIXEL_SCALE = 33550;
    private static final int TAG_MODEL_TIEPOINT = 33922;
    private static final int TAG_GEO_KEY_DIRECTORY = 34735;
    private static final int TAG_GDAL_NODATA = 42113;

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
        Inputs.finiteOrNoData(field, "a GeoTIFF");
        GridFrame frame = field.frame().inCrsUnits();
        int code = 0;
        boolean geographic = false;
        if (frame.georeference().isPresent()) {
            Georeference g = frame.georeference().get();
            OptionalInt epsg = g.crs().epsg();
            if (epsg.isEmpty() || epsg.getAsInt() >= 32767) {
                throw new IllegalArgumentException("field frame's coordinate system " + g.crs()
                        + " has no EPSG code below 32767, which GeoTIFF keys need; it cannot be written as a GeoTIFF");
            }
            code = epsg.getAsInt();
            geographic = g.crs().isGeographic();
        }
        int columns = field.columns();
        int rows = field.rows();
        float[] data = field.toArray();
        boolean hasNaN = false;
        float noData = (float) org.terrain4j.api.io.GeoTiff.DEFAULT_NODATA;
        for (int i = 0; i < data.length; i++) {
            if (data[i] != data[i]) {
                hasNaN = true;
                data[i] = noData;
            } else if (data[i] == noData) {
                throw new IllegalArgumentException("field sample at column " + i % columns + ", row " + i / columns
                        + " equals the GeoTIFF no-data value " + noData + "; it cannot be written as a height");
            }
        }
        BufferedImage image = image(columns, rows, data);
        ImageWriter writer = tiffWriter();
        try {
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setTilingMode(ImageWriteParam.MODE_EXPLICIT);
            param.setTiling(TILE, TILE, 0, 0);
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionType("Deflate");
            IIOMetadata defaults = writer.getDefaultImageMetadata(new ImageTypeSpecifier(image), param);
            TIFFDirectory dir = TIFFDirectory.createFromMetadata(defaults);
            double dx = frame.spacingX();
            double dy = frame.spacingZ();
            double west = frame.originX() - dx / 2;
            double north = -frame.originZ() + dy / 2;
            if (!Double.isFinite(west) || !Double.isFinite(north)) {
                throw new IllegalArgumentException("field frame " + frame
                        + " puts the grid's corner beyond the range of double; it cannot be written as a GeoTIFF");
            }
            dir.addTIFFField(doubles(TAG_MODEL_PIXEL_SCALE, "ModelPixelScaleTag", dx, dy, 0));
            dir.addTIFFField(doubles(TAG_MODEL_TIEPOINT, "ModelTiepointTag", 0, 0, 0, west, north, 0));
            if (code != 0) {
                char[] keys = {1, 1, 0, 3,
                    (char) GeoTiffReader.GT_MODEL_TYPE, 0, 1,
                    (char) (geographic ? GeoTiffReader.MODEL_GEOGRAPHIC : GeoTiffReader.MODEL_PROJECTED),
                    (char) GeoTiffReader.GT_RASTER_TYPE, 0, 1, 1,
                    (char) (geographic ? GeoTiffReader.GEOGRAPHIC_TYPE : GeoTiffReader.PROJECTED_CS_TYPE), 0, 1,
                    (char) code};
                TIFFTag tag = new TIFFTag("GeoKeyDirectoryTag", TAG_GEO_KEY_DIRECTORY, 1 << TIFFTag.TIFF_SHORT);
                dir.addTIFFField(new TIFFField(tag, TIFFTag.TIFF_SHORT, keys.length, keys));
            }
            if (hasNaN) {
                TIFFTag tag = new TIFFTag("GDAL_NODATA", TAG_GDAL_NODATA, 1 << TIFFTag.TIFF_ASCII);
                String text = Double.toString(noData);
                dir.addTIFFField(new TIFFField(tag, TIFFTag.TIFF_ASCII, 1, new String[] {text}));
            }
            IIOMetadata metadata = dir.getAsMetadata();
            AtomicFiles.write(file, out -> {
                try (ImageOutputStream ios = new MemoryCacheImageOutputStream(out)) {
                    writer.setOutput(ios);
                    writer.write(null, new IIOImage(image, null, metadata), param);
                }
            });
        } catch (IIOInvalidTreeException e) {
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
        } finally {
            writer.dispose();
        }
    }

    private static TIFFField doubles(int number, String name, double... values) {
        TIFFTag tag = new TIFFTag(name, number, 1 << TIFFTag.TIFF_DOUBLE);
        return new TIFFField(tag, TIFFTag.TIFF_DOUBLE, values.length, values);
    }

    private static BufferedImage image(int columns, int rows, float[] data) {
        DataBufferFloat buffer = new DataBufferFloat(data, data.length);
        PixelInterleavedSampleModel model = new PixelInterleavedSampleModel(DataBuffer.TYPE_FLOAT, columns, rows, 1,
                columns, new int[] {0});
        WritableRaster raster = Raster.createWritableRaster(model, buffer, null);
        ComponentColorModel colours = new ComponentColorModel(ColorSpace.getInstance(ColorSpace.CS_GRAY), false,
                false, Transparency.OPAQUE, DataBuffer.TYPE_FLOAT);
        return new BufferedImage(colours, raster, false, null);
    }

    private static ImageWriter tiffWriter() throws IOException {
        // the JDK's own (it writes tiles); TwelveMonkeys' writer, registered too, writes strips only
        Iterator<ImageWriter> it = ImageIO.getImageWritersByFormatName("tiff");
        while (it.hasNext()) {
            ImageWriter w = it.next();
            if (w.getOriginatingProvider() != null
                    && w.getOriginatingProvider().getClass().getName().startsWith("com.sun.imageio.")) {
                return w;
            }
            w.dispose();
        }
        throw new IOException("the JDK's TIFF writer (javax.imageio) is not available");
    }
}
