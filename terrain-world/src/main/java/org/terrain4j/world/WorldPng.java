package org.terrain4j.world;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

import org.terrain4j.image.Png;

/**
 * A world's colour raster as an 8-bit sRGB image, one pixel a sample, north ({@code −z}) up.
 * Optionally shaded by a hillshade (light from azimuth 315°, altitude 45°, GDAL's convention) that
 * scales each colour's linear-light RGB: scaling linear RGB scales OKLab's {@code a} and {@code b}
 * together, so the shading darkens a colour without moving its hue, and the shaded colour is rounded
 * back to 8 bits keeping the hue of the sample's gradient ({@link Oklch#HUE_TOLERANCE}). Thread-safe.
 *
 * @since 0.1
 */
public final class WorldPng {

    private WorldPng() {
    }

    /**
     * @param world  the world
     * @param shaded true to shade by the hillshade (ambient 0.35, direct 0.65)
     * @return a new {@code columns × rows} image
     */
    public static BufferedImage image(World world, boolean shaded) {
        Objects.requireNonNull(world, "world");
        int n = world.columns();
        BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_RGB);
        var h = world.heights();
        double sp = world.frame().spacingX();
        double az = Math.toRadians(315);
        double alt = Math.toRadians(45);
        double lx = Math.cos(alt) * Math.sin(az);
        double lz = -Math.cos(alt) * Math.cos(az);
        double ly = Math.sin(alt);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int rgb = world.colour(c, r);
                if (shaded) {
                    double hue = world.gradientAt(c, r).hue();
                    double gx = (h.get(Math.min(n - 1, c + 1), r) - h.get(Math.max(0, c - 1), r)) / (2 * sp);
                    double gz = (h.get(c, Math.min(n - 1, r + 1)) - h.get(c, Math.max(0, r - 1))) / (2 * sp);
                    double len = Math.sqrt(gx * gx + gz * gz + 1);
                    double lit = Math.max(0, (-gx * lx - gz * lz + ly) / len);
                    double k = 0.35 + 0.65 * lit / ly * 0.75;
                    rgb = scale(rgb, Math.min(1.25, k), hue);
                }
                img.setRGB(c, r, rgb);
            }
        }
        return img;
    }

    /**
     * A colour's linear RGB scaled by {@code k}, rounded back to 8 bits keeping {@code hue} (as
     * {@link Oklch#round(double, double, double, double)}).
     */
    static int scale(int rgb, double k, double hue) {
        double r = Oklch.decode((rgb >> 16) & 0xFF) * k;
        double g = Oklch.decode((rgb >> 8) & 0xFF) * k;
        double b = Oklch.decode(rgb & 0xFF) * k;
        if (r == g && g == b) {
            return Oklch.encode(r) * 0x010101;
        }
        return Oklch.round(r, g, b, hue);
    }

    /**
     * Writes the image as PNG, atomically.
     *
     * @param world  the world
     * @param file   target; its directory must exist
     * @param shaded true to shade
     * @throws IOException naming the file if it cannot be written (the target is then unchanged)
     */
    public static void write(World world, Path file, boolean shaded) throws IOException {
        Png.write(image(world, shaded), Objects.requireNonNull(file, "file"));
    }
}
