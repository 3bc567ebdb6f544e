package org.terrain4j.bench.erosion;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.erosion.ErosionMask;
import org.terrain4j.erosion.ErosionResult;
import org.terrain4j.erosion.Hydraulic;
import org.terrain4j.erosion.StreamPower;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;

/**
 * Writes the erosion-mask pictures of docs/images, each a row of labelled panels from one run: the
 * eroded ground shaded, then every mask of the run on a white-to-colour ramp, spread from the mask's 0.5th to
 * its 99.5th percentile. The ground is the README's {@code Heightfield.diamondSquare(257, 0.5, 7)}.
 * <ul>
 * <li>{@code erosion-masks-droplets.png}: 70 000 drops of {@code Hydraulic.droplets()}, seed 7, on the field
 * as made (0…1 on a unit grid, the scale the droplet settings are tuned for); flow as log(1 + water passed),
 * which spans decades; wear and deposition linear.</li>
 * <li>{@code erosion-masks-stream-power.png}: {@code StreamPower.incision()} with its defaults on the field
 * lifted to 300 m of relief at 5 m spacing (as {@code terrain generate diamond-square --relief 300
 * --spacing 5} makes it; K and uplift are in metres and years); drainage area as log10, incision linear.
 * The straight parallel channels in the middle are D8 routing across the filled lake.</li>
 * </ul>
 * {@code java -cp benchmarks.jar org.terrain4j.bench.erosion.MaskPictures DIR}.
 */
public final class MaskPictures {

    private static final int GAP = 4;
    private static final int STRIP = 18;

    private MaskPictures() {
    }

    /**
     * @param args the directory to write into (default docs/images)
     * @throws IOException if a picture cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "docs/images");
        Files.createDirectories(dir);
        Heightfield unit = Heightfield.diamondSquare(257, 0.5, 7);
        Heightfield ground = unit.normalized().scale(300).withFrame(GridFrame.of(0, 0, 5));

        ErosionResult drops = Hydraulic.droplets().withDrops(70_000).erodeWithMasks(unit, 7, ProgressListener.NONE);
        Png.write(row(List.of(
                new Panel("eroded by 70 000 drops", shaded(drops.heights(), 60)),
                mask("flow: water passed (log)", drops.masks().get(ErosionMask.FLOW), Math::log1p, 0x1f4e9c),
                mask("wear: material taken", drops.masks().get(ErosionMask.WEAR), v -> v, 0xa0301a),
                mask("deposition: material laid", drops.masks().get(ErosionMask.DEPOSITION), v -> v, 0x1d6b3a))),
                dir.resolve("erosion-masks-droplets.png"));

        ErosionResult power = StreamPower.incision().erodeWithMasks(ground, ProgressListener.NONE);
        Png.write(row(List.of(
                new Panel("stream power, 100 000 years", shaded(power.heights(), 1)),
                mask("drainage area (log10)", power.masks().get(ErosionMask.DRAINAGE_AREA), Math::log10, 0x1f4e9c),
                mask("incision", power.masks().get(ErosionMask.INCISION), v -> v, 0xa0301a))),
                dir.resolve("erosion-masks-stream-power.png"));
    }

    /** One labelled panel. */
    private record Panel(String label, BufferedImage image) {
    }

    /** Shaded relief, heights exaggerated by zFactor (60 shows the unit field as 300 m over 5 m samples). */
    private static BufferedImage shaded(Heightfield h, double zFactor) {
        return Relief.shaded(h, Ramp.hypsometric().resolve(h.min(), h.max()),
                Hillshade.standard().withZFactor(zFactor));
    }

    /**
     * A mask on a white-to-colour ramp: the transformed value's 0.5th to 99.5th percentile spread over the
     * ramp, clamped beyond.
     */
    private static Panel mask(String label, Heightfield m, DoubleUnaryOperator f, int rgb) {
        int w = m.columns();
        int h = m.rows();
        double[] t = new double[w * h];
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                double v = f.applyAsDouble(Math.max(0, m.get(c, r)));
                t[r * w + c] = Double.isFinite(v) ? v : 0;
            }
        }
        double[] sorted = t.clone();
        java.util.Arrays.sort(sorted);
        double lo = sorted[(int) (0.005 * (sorted.length - 1))];
        double hi = sorted[(int) (0.995 * (sorted.length - 1))];
        double span = hi > lo ? hi - lo : 1;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        int cr = rgb >> 16 & 0xff;
        int cg = rgb >> 8 & 0xff;
        int cb = rgb & 0xff;
        for (int i = 0; i < t.length; i++) {
            double s = Math.min(1, Math.max(0, (t[i] - lo) / span));
            int pr = (int) Math.round(255 + (cr - 255) * s);
            int pg = (int) Math.round(255 + (cg - 255) * s);
            int pb = (int) Math.round(255 + (cb - 255) * s);
            img.setRGB(i % w, i / w, pr << 16 | pg << 8 | pb);
        }
        return new Panel(label, img);
    }

    /** Panels side by side, each with its label on a strip above it. */
    private static BufferedImage row(List<Panel> panels) {
        int w = 0;
        int h = 0;
        for (Panel p : panels) {
            w += p.image().getWidth() + GAP;
            h = Math.max(h, p.image().getHeight());
        }
        w -= GAP;
        BufferedImage out = new BufferedImage(w, h + STRIP, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h + STRIP);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            g.setColor(Color.DARK_GRAY);
            int x = 0;
            for (Panel p : panels) {
                g.drawString(p.label(), x + 2, STRIP - 5);
                g.drawImage(p.image(), x, STRIP, null);
                x += p.image().getWidth() + GAP;
            }
        } finally {
            g.dispose();
        }
        return out;
    }
}
