package org.terrain4j.bench.features;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.examples.FeaturePlan;
import org.terrain4j.examples.FeaturePlacer;
import org.terrain4j.examples.ProvingGround;
import org.terrain4j.features.play.Lookout;
import org.terrain4j.features.play.Valley;
import org.terrain4j.image.Png;

/**
 * Writes the Proving Ground's close-ups in docs/images, both on seed 4's own plain island and each before (left)
 * and after (right), shaded by the standard light at 1 pixel a sample (2 m): a valley with a gate, the placement's
 * valley candidate (along the middle half of the longest route) with the gate pinching its floor to
 * {@value #GATE_GAP} m half-way along, shaped by {@link ProvingGround#featured} inside the erosion step as the
 * placement shapes it; and a ridge lookout with its way up on a worked hill (a 150 m cone with a col across the
 * route below the top: the West Ridge's own lookout fills nothing on seed 4, its route already under the ramp's
 * 22°). {@code java -cp benchmarks.jar
 * org.terrain4j.bench.features.ProvingGroundPictures DIR}.
 */
public final class ProvingGroundPictures {

    /** The gate's gap, metres. */
    static final double GATE_GAP = 8;
    /** The gate's length along the valley, metres. */
    static final double GATE_LENGTH = 90;

    private ProvingGroundPictures() {
    }

    /**
     * @param args the directory to write into
     * @throws IOException if a picture cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "docs/images");
        Files.createDirectories(dir);
        ProvingGround pg = ProvingGround.create(4).withThreads(2);
        Heightfield plain = pg.plain(ProgressListener.NONE);
        PlaySpace measure = PlaySpace.standard().withThreads(2);
        PlaySpaceReport report = measure.measure(plain, ProvingGround.START);
        Valley valley = null;
        for (FeaturePlacer.Candidate c : FeaturePlacer.with(measure).candidates(plain, report)) {
            if (c.feature() instanceof Valley v) {
                valley = v.withGate(v.spine().length() / 2, GATE_GAP, GATE_LENGTH);
                break;
            }
        }
        if (valley == null) {
            throw new IllegalStateException("the placement offered no valley on seed 4");
        }
        Heightfield withValley = pg.featured(FeaturePlan.NONE.withValley(valley), ProgressListener.NONE);
        Png.write(pair(plain, withValley, box(valley.spine().points(), valley.reach())),
                dir.resolve("proving-ground-valley-gate.png"));
        // the West Ridge's own lookout fills nothing on seed 4 (its route's last 600 m already lie under 22°), so
        // the ramp is shown on a worked hill: a cone 150 m high falling at 0.5 m/m with a 25 m col across the route
        Heightfield hill = workedHill();
        List<GroundPoint> route = new java.util.ArrayList<>();
        for (double z = 680; z >= 20; z -= 50) {
            route.add(new GroundPoint(30 * Math.sin(z / 120), z));
        }
        Lookout onHill = Lookout.at(4, -6).withName("lookout").withRoute(route)
                .withWobble(org.terrain4j.features.play.Wobble.of(2, 50, 7));
        HeightfieldBuffer worked = hill.toBuffer();
        onHill.applyTo(worked);
        Png.write(pair(hill, worked.freeze(), new int[] {0, 0, hill.columns(), hill.rows()}),
                dir.resolve("proving-ground-lookout-ramp.png"));
        System.out.println(valley + "; walls " + valley.wallHeight() + " m at " + valley.wallAngle() + "°; " + onHill);
    }

    /** A cone 150 m high falling at 0.5 m/m (26.6°) with a 25 m col across it 150 m south, 2 m samples. */
    static Heightfield workedHill() {
        // the whole cone and the ramp's foot, 320 m round the top and 400 m south of it
        GridFrame frame = GridFrame.of(-320, -320, 2);
        int columns = 321;
        int rows = 361;
        float[] h = new float[columns * rows];
        for (int row = 0; row < rows; row++) {
            for (int c = 0; c < columns; c++) {
                double x = frame.x(c);
                double z = frame.z(row);
                double cone = 150 - 0.5 * Math.hypot(x, z);
                double col = 25 * Math.exp(-(z - 150) * (z - 150) / (2 * 30 * 30));
                h[row * columns + c] = (float) Math.max(0, cone - col);
            }
        }
        return Heightfield.of(columns, rows, h).withFrame(frame);
    }

    /** [c0, r0, columns, rows] of the fine grid covering the points plus a margin, metres. */
    static int[] box(List<GroundPoint> points, double margin) {
        var f = ProvingGround.frame();
        double x0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        for (GroundPoint p : points) {
            x0 = Math.min(x0, p.x());
            x1 = Math.max(x1, p.x());
            z0 = Math.min(z0, p.z());
            z1 = Math.max(z1, p.z());
        }
        int c0 = Math.max(0, (int) Math.floor(f.column(x0 - margin)));
        int c1 = Math.min(ProvingGround.SAMPLES - 1, (int) Math.ceil(f.column(x1 + margin)));
        int r0 = Math.max(0, (int) Math.floor(f.row(z0 - margin)));
        int r1 = Math.min(ProvingGround.SAMPLES - 1, (int) Math.ceil(f.row(z1 + margin)));
        return new int[] {c0, r0, c1 - c0 + 1, r1 - r0 + 1};
    }

    /** The same window of two fields shaded side by side, a white rule between. */
    static BufferedImage pair(Heightfield before, Heightfield after, int[] box) {
        Hillshade light = Hillshade.standard();
        BufferedImage a = light.image(before.crop(box[0], box[1], box[2], box[3]));
        BufferedImage b = light.image(after.crop(box[0], box[1], box[2], box[3]));
        int gap = 6;
        BufferedImage out = new BufferedImage(a.getWidth() * 2 + gap, a.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.drawImage(a, 0, 0, null);
        g.drawImage(b, a.getWidth() + gap, 0, null);
        g.dispose();
        return out;
    }
}
