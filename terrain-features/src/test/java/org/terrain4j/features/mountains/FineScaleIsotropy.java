package org.terrain4j.features.mountains;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The isotropy statistic of issue 30: the mean coherence of the fine-scale gradient structure tensor.
 * At each sample the relief less its 3 × 3 mean (what is left at the grid's finest scale) is
 * differentiated by central differences in metres; the outer products of those gradients are summed
 * over the 5 × 5 window around the sample into a structure tensor J with eigenvalues λ₁ ≥ λ₂, and
 * its coherence is (λ₁ − λ₂) / (λ₁ + λ₂): 0 where the finest detail has no direction, 1 where it all
 * runs one way (a slope combed into parallel one-sample grooves). The statistic is the mean over the
 * samples whose slope (Horn's 3 × 3 gradient) is at least 0.1, the hillslopes and valleys, so that
 * flats and the sea of a real tile do not count. Test support; also reads the real DEMs it is
 * compared with (ESRI ASCII grids and SRTM .hgt, by hand: terrain-features does not depend on the
 * readers).
 */
final class FineScaleIsotropy {

    private FineScaleIsotropy() {
    }

    /** Samples a side of the window the tensor is summed over is 2·WINDOW + 1. */
    static final int WINDOW = 2;

    static double coherence(float[] h, int cols, int rows, double dx, double dz, double minSlope) {
        int n = cols * rows;
        double[] res = new double[n];
        for (int r = 1; r < rows - 1; r++) {
            for (int c = 1; c < cols - 1; c++) {
                double s = 0;
                for (int a = -1; a <= 1; a++) {
                    for (int b = -1; b <= 1; b++) {
                        s += h[(r + a) * cols + c + b];
                    }
                }
                res[r * cols + c] = h[r * cols + c] - s / 9;
            }
        }
        double[] xx = new double[n];
        double[] xz = new double[n];
        double[] zz = new double[n];
        for (int r = 2; r < rows - 2; r++) {
            for (int c = 2; c < cols - 2; c++) {
                int k = r * cols + c;
                double gx = (res[k + 1] - res[k - 1]) / (2 * dx);
                double gz = (res[k + cols] - res[k - cols]) / (2 * dz);
                xx[k] = gx * gx;
                xz[k] = gx * gz;
                zz[k] = gz * gz;
            }
        }
        double sum = 0;
        long count = 0;
        int w = WINDOW;
        for (int r = 2 + w; r < rows - 2 - w; r++) {
            for (int c = 2 + w; c < cols - 2 - w; c++) {
                int k = r * cols + c;
                double p = ((h[k - cols + 1] + 2 * h[k + 1] + h[k + cols + 1]) - (h[k - cols - 1] + 2 * h[k - 1]
                        + h[k + cols - 1])) / (8 * dx);
                double q = ((h[k + cols - 1] + 2 * h[k + cols] + h[k + cols + 1]) - (h[k - cols - 1]
                        + 2 * h[k - cols] + h[k - cols + 1])) / (8 * dz);
                if (!(Math.hypot(p, q) >= minSlope)) {
                    continue;
                }
                double a = 0;
                double b = 0;
                double d = 0;
                for (int i = -w; i <= w; i++) {
                    for (int j = -w; j <= w; j++) {
                        int m = k + i * cols + j;
                        a += xx[m];
                        b += xz[m];
                        d += zz[m];
                    }
                }
                if (a + d > 0) {
                    sum += Math.sqrt((a - d) * (a - d) + 4 * b * b) / (a + d);
                    count++;
                }
            }
        }
        return sum / count;
    }

    /** Samples a side of the tiles {@link #gridDirectionPower} transforms. */
    static final int TILE = 32;

    /**
     * The second isotropy statistic of issue 30: how much of the finest detail's power lies along the
     * grid's own directions. The relief is cut into {@value #TILE} × {@value #TILE} tiles overlapping by
     * half (so that volcano's 87 × 61 samples give eight; a tile with a NaN is skipped); from each the least-squares plane is removed, a Hann window applied and the
     * discrete Fourier power taken. Over the outer half of the spectrum (wavenumber radius from half to
     * all of the Nyquist radius, in samples, so two to four samples a wave) it sums, over all tiles, the
     * power within ±11.25° of the axes and diagonals, and divides that share by the share of the
     * annulus's frequency bins lying there (what white noise has). 1 means no preference for the grid's
     * directions; a relief combed along rows, columns or diagonals scores above 1. Angles are in samples,
     * because combing follows the grid whatever its spacings.
     */
    static double gridDirectionPower(float[] h, int cols, int rows) {
        int t = TILE;
        int stride = t / 2;
        double[] cos = new double[t];
        double[] sin = new double[t];
        for (int k = 0; k < t; k++) {
            cos[k] = Math.cos(2 * Math.PI * k / t);
            sin[k] = Math.sin(2 * Math.PI * k / t);
        }
        double[] hann = new double[t];
        for (int k = 0; k < t; k++) {
            hann[k] = 0.5 - 0.5 * Math.cos(2 * Math.PI * (k + 0.5) / t);
        }
        boolean[] wedge = new boolean[t * t];
        boolean[] outer = new boolean[t * t];
        int wedgeBins = 0;
        int outerBins = 0;
        for (int a = 0; a < t; a++) {
            for (int b = 0; b < t; b++) {
                int ky = a < t / 2 ? a : a - t;
                int kx = b < t / 2 ? b : b - t;
                double radius = Math.hypot(kx, ky) / (t / 2.0);
                if (radius < 0.5 || radius > 1) {
                    continue;
                }
                outer[a * t + b] = true;
                outerBins++;
                double deg = Math.toDegrees(Math.atan2(ky, kx));
                double off = Math.abs(deg - 45 * Math.rint(deg / 45));
                if (off <= 11.25) {
                    wedge[a * t + b] = true;
                    wedgeBins++;
                }
            }
        }
        double inWedge = 0;
        double total = 0;
        double[] v = new double[t * t];
        double[] re = new double[t * t];
        double[] im = new double[t * t];
        for (int r0 = 0; r0 + t <= rows; r0 += stride) {
            tiles:
            for (int c0 = 0; c0 + t <= cols; c0 += stride) {
                double sv = 0;
                double sxv = 0;
                double syv = 0;
                double sxx = 0;
                double syy = 0;
                for (int a = 0; a < t; a++) {
                    for (int b = 0; b < t; b++) {
                        double z = h[(r0 + a) * cols + c0 + b];
                        if (Double.isNaN(z)) {
                            continue tiles;
                        }
                        double x = b - (t - 1) / 2.0;
                        double y = a - (t - 1) / 2.0;
                        v[a * t + b] = z;
                        sv += z;
                        sxv += x * z;
                        syv += y * z;
                        sxx += x * x;
                        syy += y * y;
                    }
                }
                double mean = sv / (t * t);
                double gx = sxv / sxx;
                double gy = syv / syy;
                for (int a = 0; a < t; a++) {
                    for (int b = 0; b < t; b++) {
                        double x = b - (t - 1) / 2.0;
                        double y = a - (t - 1) / 2.0;
                        v[a * t + b] = (v[a * t + b] - mean - gx * x - gy * y) * hann[a] * hann[b];
                    }
                }
                // Rows, then columns: a separable discrete Fourier transform.
                for (int a = 0; a < t; a++) {
                    for (int k = 0; k < t; k++) {
                        double sr = 0;
                        double si = 0;
                        for (int b = 0; b < t; b++) {
                            int m = (k * b) % t;
                            sr += v[a * t + b] * cos[m];
                            si -= v[a * t + b] * sin[m];
                        }
                        re[a * t + k] = sr;
                        im[a * t + k] = si;
                    }
                }
                for (int k = 0; k < t; k++) {
                    for (int l = 0; l < t; l++) {
                        double sr = 0;
                        double si = 0;
                        for (int a = 0; a < t; a++) {
                            int m = (l * a) % t;
                            double cr = re[a * t + k];
                            double ci = im[a * t + k];
                            sr += cr * cos[m] + ci * sin[m];
                            si += ci * cos[m] - cr * sin[m];
                        }
                        int bin = l * t + k;
                        if (outer[bin]) {
                            double p = sr * sr + si * si;
                            total += p;
                            if (wedge[bin]) {
                                inWedge += p;
                            }
                        }
                    }
                }
            }
        }
        return inWedge / total / ((double) wedgeBins / outerBins);
    }

    /** A real DEM: heights and its spacings in metres. */
    record Dem(String name, float[] h, int cols, int rows, double dx, double dz) {
        double coherence() {
            return FineScaleIsotropy.coherence(h, cols, rows, dx, dz, 0.1);
        }

        double gridDirectionPower() {
            return FineScaleIsotropy.gridDirectionPower(h, cols, rows);
        }
    }

    /** An ESRI ASCII grid (header, then rows), no-data as NaN. */
    static Dem ascii(String name, Path file, double dx, double dz) throws IOException {
        List<String> tokens = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            for (String t : line.trim().split("\\s+")) {
                if (!t.isEmpty()) {
                    tokens.add(t);
                }
            }
        }
        int cols = 0;
        int rows = 0;
        double noData = Double.NaN;
        int i = 0;
        while (Character.isLetter(tokens.get(i).charAt(0))) {
            String key = tokens.get(i).toLowerCase(java.util.Locale.ROOT);
            double v = Double.parseDouble(tokens.get(i + 1));
            if (key.equals("ncols")) {
                cols = (int) v;
            } else if (key.equals("nrows")) {
                rows = (int) v;
            } else if (key.equals("nodata_value")) {
                noData = v;
            }
            i += 2;
        }
        float[] h = new float[cols * rows];
        for (int k = 0; k < h.length; k++) {
            double v = Double.parseDouble(tokens.get(i + k));
            h[k] = v == noData ? Float.NaN : (float) v;
        }
        return new Dem(name, h, cols, rows, dx, dz);
    }

    /** An SRTM3 tile: 1201 × 1201 big-endian 16-bit heights, −32768 a void (NaN). */
    static Dem hgt(String name, Path file, double dx, double dz) throws IOException {
        int side = 1201;
        float[] h = new float[side * side];
        try (InputStream in = Files.newInputStream(file); DataInputStream data = new DataInputStream(
                new java.io.BufferedInputStream(in))) {
            for (int k = 0; k < h.length; k++) {
                short v = data.readShort();
                h[k] = v == Short.MIN_VALUE ? Float.NaN : v;
            }
        }
        return new Dem(name, h, side, side, dx, dz);
    }

    /** The three real DEMs of data/ with their spacings in metres (3″ of arc at the tile's mid latitude). */
    static List<Dem> realDems() throws IOException {
        Path data = Path.of("..", "data");
        double arc3 = 3.0 / 3600;
        return List.of(ascii("volcano", data.resolve("volcano.asc"), 10, 10),
                ascii("jacksboro", data.resolve("jacksboro.asc"), arc3 * 111320 * Math.cos(Math.toRadians(36.3)),
                        arc3 * 110950),
                hgt("N57E011", data.resolve("N57E011.hgt"), arc3 * 111320 * Math.cos(Math.toRadians(57.5)),
                        arc3 * 111400));
    }
}
