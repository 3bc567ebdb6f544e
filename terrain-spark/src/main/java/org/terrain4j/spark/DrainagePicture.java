package org.terrain4j.spark;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * A picture of a block's drainage: the drainage-area tiles joined and drawn on a log scale, from
 * white (one sample) through blue to black (the largest area in the block), one pixel a sample.
 *
 * <pre>
 * java -cp … org.terrain4j.spark.DrainagePicture out/tiles.json drainage.png
 * </pre>
 *
 * @since 0.1
 */
public final class DrainagePicture {

    private DrainagePicture() {
    }

    /**
     * @param args the tile index and the PNG to write
     * @throws IOException if reading or writing fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: DrainagePicture TILES_JSON PNG");
            System.exit(2);
        }
        write(Path.of(args[0]), Path.of(args[1]));
    }

    /**
     * @param index the block's {@code tiles.json}
     * @param png   the picture to write
     * @throws IOException if reading or writing fails
     */
    public static void write(Path index, Path png) throws IOException {
        JsonObject root = JsonParser.parseString(Files.readString(index, StandardCharsets.UTF_8)).getAsJsonObject();
        JsonObject drainage = root.getAsJsonObject("drainage");
        int cols = drainage.get("columns").getAsInt();
        int rows = drainage.get("rows").getAsInt();
        int step = root.get("tileSamples").getAsInt() - 1;
        int minC = Integer.MAX_VALUE;
        int minR = Integer.MAX_VALUE;
        for (JsonElement e : root.getAsJsonArray("tiles")) {
            minC = Math.min(minC, e.getAsJsonObject().get("column").getAsInt());
            minR = Math.min(minR, e.getAsJsonObject().get("row").getAsInt());
        }
        double cell = root.get("spacing").getAsDouble() * root.get("spacing").getAsDouble();
        float[] area = new float[cols * rows];
        Path base = index.toAbsolutePath().getParent();
        for (JsonElement e : root.getAsJsonArray("tiles")) {
            JsonObject t = e.getAsJsonObject();
            Heightfield a = GeoTiff.read(base.resolve(t.get("drainageArea").getAsString()));
            int c0 = (t.get("column").getAsInt() - minC) * step;
            int r0 = (t.get("row").getAsInt() - minR) * step;
            for (int r = 0; r < a.rows(); r++) {
                for (int c = 0; c < a.columns(); c++) {
                    area[(r0 + r) * cols + c0 + c] = (float) a.get(c, r);
                }
            }
        }
        double max = 0;
        for (float v : area) {
            max = Math.max(max, v);
        }
        double top = Math.log(max / cell);
        BufferedImage img = new BufferedImage(cols, rows, BufferedImage.TYPE_INT_RGB);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double f = top > 0 ? Math.log(Math.max(1, area[r * cols + c] / cell)) / top : 0;
                img.setRGB(c, r, colour(f));
            }
        }
        Files.createDirectories(png.toAbsolutePath().getParent());
        ImageIO.write(img, "png", png.toFile());
    }

    /** White at 0, a clear blue at 0.5, near black at 1. */
    private static int colour(double f) {
        double t = Math.max(0, Math.min(1, f));
        double r;
        double g;
        double b;
        if (t < 0.5) {
            double u = t / 0.5;
            r = 255 + (40 - 255) * u;
            g = 255 + (110 - 255) * u;
            b = 255 + (220 - 255) * u;
        } else {
            double u = (t - 0.5) / 0.5;
            r = 40 + (5 - 40) * u;
            g = 110 + (15 - 110) * u;
            b = 220 + (60 - 220) * u;
        }
        return (int) Math.round(r) << 16 | (int) Math.round(g) << 8 | (int) Math.round(b);
    }
}
