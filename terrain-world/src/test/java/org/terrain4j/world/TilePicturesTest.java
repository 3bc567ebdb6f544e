package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.terrain4j.api.Heightfield;

/**
 * The pictures of docs/images (issue #35): a 3 × 3 assembly laid alone and joined then settled, and a
 * strip of joined tiles with a river and a range crossing the joins. Written to
 * {@code target/tile-pictures/}; the mosaics they are made of are checked for one height per vertex.
 */
class TilePicturesTest {

    static final Path OUT = Path.of("target", "tile-pictures");

    /** Tiles laid into one mosaic: heights, colours and hues, a shared vertex written by the later tile. */
    record Mosaic(int columns, int rows, float[] h, int[] rgb, double[] hue, int clashes, double worst) {
    }

    static Mosaic mosaic(Map<TileKey, Heightfield> hs, Map<TileKey, int[]> cs, Map<TileKey, World> worlds, long c0, long r0,
            int across, int down) {
        int n = hs.values().iterator().next().columns();
        int cols = across * (n - 1) + 1;
        int rows = down * (n - 1) + 1;
        float[] h = new float[cols * rows];
        int[] rgb = new int[cols * rows];
        double[] hue = new double[cols * rows];
        boolean[] set = new boolean[cols * rows];
        int clashes = 0;
        double worst = 0;
        for (var e : hs.entrySet()) {
            TileKey k = e.getKey();
            int ox = (int) (k.column() - c0) * (n - 1);
            int oz = (int) (k.row() - r0) * (n - 1);
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int i = (oz + r) * cols + ox + c;
                    float v = (float) e.getValue().get(c, r);
                    int col = cs.get(k)[r * n + c];
                    if (set[i] && (h[i] != v || rgb[i] != col)) {
                        clashes++;
                        worst = Math.max(worst, Math.abs(h[i] - v));
                    }
                    set[i] = true;
                    h[i] = v;
                    rgb[i] = col;
                    hue[i] = worlds.get(k).gradientAt(c, r).hue();
                }
            }
        }
        return new Mosaic(cols, rows, h, rgb, hue, clashes, worst);
    }

    /** The mosaic shaded as WorldPng shades a world, its slopes read across the joins. */
    static BufferedImage shaded(Mosaic m, double spacing) {
        BufferedImage img = new BufferedImage(m.columns(), m.rows(), BufferedImage.TYPE_INT_RGB);
        double az = Math.toRadians(315);
        double alt = Math.toRadians(45);
        double lx = Math.cos(alt) * Math.sin(az);
        double lz = -Math.cos(alt) * Math.cos(az);
        double ly = Math.sin(alt);
        int w = m.columns();
        for (int r = 0; r < m.rows(); r++) {
            for (int c = 0; c < w; c++) {
                double gx = (m.h()[r * w + Math.min(w - 1, c + 1)] - m.h()[r * w + Math.max(0, c - 1)]) / (2 * spacing);
                double gz = (m.h()[Math.min(m.rows() - 1, r + 1) * w + c] - m.h()[Math.max(0, r - 1) * w + c]) / (2 * spacing);
                double len = Math.sqrt(gx * gx + gz * gz + 1);
                double lit = Math.max(0, (-gx * lx - gz * lz + ly) / len);
                double k = 0.35 + 0.65 * lit / ly * 0.75;
                img.setRGB(c, r, WorldPng.scale(m.rgb()[r * w + c], Math.min(1.25, k), m.hue()[r * w + c]));
            }
        }
        return img;
    }

    static Mosaic block(Environment e, long c0, long r0, int across, int down, String how) {
        Map<TileKey, Heightfield> hs = new TreeMap<>();
        Map<TileKey, int[]> cs = new TreeMap<>();
        Map<TileKey, World> ws = new TreeMap<>();
        for (long r = r0; r < r0 + down; r++) {
            for (long c = c0; c < c0 + across; c++) {
                World w = e.tile(c, r, !how.equals("alone"), Elements.standard(), 2);
                TileKey k = new TileKey(c, r);
                hs.put(k, w.heights());
                cs.put(k, w.coloursToArray());
                ws.put(k, w);
            }
        }
        if (how.equals("settled")) {
            int n = e.ground().samples();
            hs = Joins.settle(hs);
            cs = Joins.settleColours(cs, n, n, Joins.WALK_BACK);
        }
        return mosaic(hs, cs, ws, c0, r0, across, down);
    }

    static void write(BufferedImage img, String name) throws IOException {
        Files.createDirectories(OUT);
        assertTrue(ImageIO.write(img, "png", OUT.resolve(name).toFile()));
    }

    static BufferedImage beside(BufferedImage a, BufferedImage b) {
        int gap = 12;
        BufferedImage out = new BufferedImage(a.getWidth() + gap + b.getWidth(), Math.max(a.getHeight(), b.getHeight()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.drawImage(a, 0, 0, null);
        g.drawImage(b, a.getWidth() + gap, 0, null);
        g.dispose();
        return out;
    }

    @Test
    void aThreeByThreeAssemblyBeforeAndAfter() throws IOException {
        Environment e = Preset.RIVER_BASIN.environment(35).withGround(BaseGround.standard().withSamples(161));
        double sp = e.ground().size() / (e.ground().samples() - 1);
        Mosaic before = block(e, -1, -1, 3, 3, "alone");
        Mosaic after = block(e, -1, -1, 3, 3, "settled");
        assertTrue(before.clashes() > 0, "tiles laid alone disagree at their joins");
        assertEquals(0, after.clashes(), "joined and settled: one height and colour per shared vertex");
        write(beside(shaded(before, sp), shaded(after, sp)), "tiles-3x3.png");
    }

    @Test
    void anEndlessStripWithARiverAndARangeCrossingTheJoins() throws IOException {
        Environment e = new Environment("STRIP", 12, BaseGround.standard().withSamples(161),
                java.util.List.of(Placement.of(Elements.GRASS).withSpan("band", -500, 160),
                        Placement.of(Elements.RIVER).withSpan("width", 200, 360).withValue("windiness", 0.7),
                        Placement.of(Elements.MOUNTAIN).withValue("peaks", 6).withSpan("height", 300, 900)
                                .withSpan("radius", 1500, 3000).withSpan("girth", 1.5, 3)));
        double sp = e.ground().size() / (e.ground().samples() - 1);
        Mosaic joined = block(e, 3, 0, 6, 1, "joined");
        assertEquals(0, joined.clashes(), "joined: every shared vertex one height and one colour");
        write(shaded(joined, sp), "tiles-strip.png");
    }
}
