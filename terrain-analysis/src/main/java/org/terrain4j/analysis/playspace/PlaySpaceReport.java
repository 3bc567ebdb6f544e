package org.terrain4j.analysis.playspace;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import javax.imageio.ImageIO;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.dem.Hillshade;

/**
 * The result of measuring a land as play space: the 21 {@linkplain Criterion tests} with their
 * values and bands, the {@linkplain Gate gate}, and what they were measured on — landmarks,
 * vantages, the routes with their beats, and the landform census. Writes itself as JSON, as a
 * terminal table and as a picture.
 *
 * <p>Immutable and thread-safe. Made by {@code PlaySpace.measure} (coming with the play-space measure).
 *
 * @since 0.1
 */
public final class PlaySpaceReport {

    private final Heightfield land;
    private final GroundPoint start;
    private final List<PlayTest> tests;
    private final Gate gate;
    private final List<Landmark> landmarks;
    private final List<Vantage> vantages;
    private final List<WalkedRoute> routes;
    private final Map<String, Double> landforms;
    private final boolean[] seenByVantages;
    private final boolean[] water;
    private final List<String> warnings;

    PlaySpaceReport(Heightfield land, GroundPoint start, List<PlayTest> tests, Gate gate,
            List<Landmark> landmarks, List<Vantage> vantages, List<WalkedRoute> routes,
            Map<String, Double> landforms, boolean[] seenByVantages, boolean[] water, List<String> warnings) {
        this.warnings = List.copyOf(warnings);
        this.land = land;
        this.start = start;
        this.tests = List.copyOf(tests);
        this.gate = gate;
        this.landmarks = List.copyOf(landmarks);
        this.vantages = List.copyOf(vantages);
        this.routes = List.copyOf(routes);
        this.landforms = Collections.unmodifiableMap(new LinkedHashMap<>(landforms));
        this.seenByVantages = seenByVantages;
        this.water = water;
    }

    /**
     * What the reader should know about how the land was measured: the default start moved off a piece of
     * ground too small to stand for the land (an islet), or a start that reaches less than a tenth of the
     * walkable ground, so that the shares and the gate describe that piece only.
     *
     * @return the warnings, each one sentence; empty when there is nothing to say
     */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * Where the routes start, world metres.
     *
     * @return the start
     */
    public GroundPoint start() {
        return start;
    }

    /**
     * The 21 tests in {@link Criterion} order.
     *
     * @return the tests, unmodifiable
     */
    public List<PlayTest> tests() {
        return tests;
    }

    /**
     * One test.
     *
     * @param criterion which
     * @return its result
     * @throws NullPointerException if {@code criterion} is null
     */
    public PlayTest test(Criterion criterion) {
        return tests.get(Objects.requireNonNull(criterion, "criterion").ordinal());
    }

    /**
     * How many of the 21 tests passed.
     *
     * @return the count, in {@code [0, 21]}
     */
    public int passed() {
        int n = 0;
        for (PlayTest t : tests) {
            if (t.passed()) {
                n++;
            }
        }
        return n;
    }

    /**
     * The gate on easy and walkable ground.
     *
     * @return the gate
     */
    public Gate gate() {
        return gate;
    }

    /**
     * A copy whose gate compares against a baseline: the same land measured before its features.
     *
     * @param baseline the baseline's report
     * @return the copy
     * @throws NullPointerException if {@code baseline} is null
     */
    public PlaySpaceReport withBaseline(PlaySpaceReport baseline) {
        Objects.requireNonNull(baseline, "baseline");
        return new PlaySpaceReport(land, start, tests, gate.withBaseline(baseline.gate()), landmarks, vantages,
                routes, landforms, seenByVantages, water, warnings);
    }

    /**
     * A copy whose gate compares against a baseline's gate (see {@link PlaySpace#gate}).
     *
     * @param baseline the gate of the land before its features
     * @return the copy
     * @throws NullPointerException if {@code baseline} is null
     */
    public PlaySpaceReport withBaseline(Gate baseline) {
        Objects.requireNonNull(baseline, "baseline");
        return new PlaySpaceReport(land, start, tests, gate.withBaseline(baseline), landmarks, vantages,
                routes, landforms, seenByVantages, water, warnings);
    }

    /**
     * The landmark candidates, by prominence descending; those with {@link Landmark#counted()}
     * are the landmarks.
     *
     * @return the candidates, unmodifiable
     */
    public List<Landmark> landmarks() {
        return landmarks;
    }

    /**
     * The vantages, by prominence descending.
     *
     * @return the vantages, unmodifiable
     */
    public List<Vantage> vantages() {
        return vantages;
    }

    /**
     * The measured routes, one per reached target.
     *
     * @return the routes, unmodifiable
     */
    public List<WalkedRoute> routes() {
        return routes;
    }

    /**
     * The share of the land in each landform class, in the classes' order.
     *
     * @return class name to share in {@code [0, 1]}, unmodifiable
     */
    public Map<String, Double> landforms() {
        return landforms;
    }

    /**
     * The report as JSON: the land, the start, the tests (id, description, value, unit, band,
     * passed), the gate, the landmarks, the vantages, the routes with their samples and beats,
     * and the landform shares. Coordinates are the land's world metres. A value that could not be
     * measured is {@code null}.
     *
     * @return the JSON text, indented
     */
    public String toJson() {
        JsonText j = new JsonText(true);
        j.beginObject();
        GridFrame f = land.frame();
        j.beginObject("land").field("columns", land.columns()).field("rows", land.rows())
                .field("spacingX", f.spacingX()).field("spacingZ", f.spacingZ())
                .numbers("origin", f.originX(), f.originZ()).endObject();
        j.numbers("start", start.x(), start.z());
        j.beginArray("warnings");
        for (String w : warnings) {
            j.value(w);
        }
        j.endArray();
        j.field("passed", passed()).field("of", tests.size());
        j.beginArray("tests");
        for (PlayTest t : tests) {
            j.beginObject().field("id", t.criterion().id()).field("description", t.criterion().description())
                    .field("value", t.value()).field("unit", t.criterion().unit())
                    .numbers("band", t.band().low(), t.band().high()).field("passed", t.passed()).endObject();
        }
        j.endArray();
        j.beginObject("gate").field("easyShare", gate.easyShare()).field("reachedShare", gate.reachedShare());
        gate.baselineEasy().ifPresent(v -> j.field("baselineEasy", v));
        gate.baselineReached().ifPresent(v -> j.field("baselineReached", v));
        j.field("passed", gate.passed()).endObject();
        j.beginArray("landmarks");
        for (Landmark l : landmarks) {
            j.beginObject().numbers("top", l.top().x(), l.top().z()).field("height", l.height())
                    .field("prominence", l.prominence()).numbers("keyCol", l.keyCol().x(), l.keyCol().z())
                    .field("seenShare", l.seenShare()).field("counted", l.counted()).endObject();
        }
        j.endArray();
        j.beginArray("vantages");
        for (Vantage v : vantages) {
            j.beginObject().numbers("top", v.top().x(), v.top().z()).field("height", v.height())
                    .field("prominence", v.prominence()).field("coverage", v.coverage())
                    .field("reached", v.reached()).endObject();
        }
        j.endArray();
        j.beginArray("routes");
        for (WalkedRoute r : routes) {
            j.beginObject().field("target", r.target()).field("length", r.length()).field("time", r.time())
                    .field("directness", r.directness()).field("valleyLength", r.valleyLength());
            j.beginArray("beats");
            for (Beat b : r.beats()) {
                j.beginObject().field("kind", b.kind().name().toLowerCase(Locale.ROOT))
                        .field("distance", b.distance()).field("time", b.time())
                        .numbers("at", b.where().x(), b.where().z());
                if (b.subject() >= 0) {
                    j.field("subject", b.subject());
                }
                j.endObject();
            }
            j.endArray();
            j.beginArray("samples");
            for (GroundPoint p : r.samples()) {
                j.numbers(null, p.x(), p.z());
            }
            j.endArray();
            j.endObject();
        }
        j.endArray();
        j.beginObject("landforms");
        for (Map.Entry<String, Double> e : landforms.entrySet()) {
            j.field(e.getKey(), e.getValue());
        }
        j.endObject();
        j.endObject();
        return j.toString() + "\n";
    }

    /**
     * Writes {@link #toJson()} as UTF-8, atomically: the file is whole or absent.
     *
     * @param file the target
     * @throws IOException if it cannot be written
     */
    public void writeJson(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        byte[] bytes = toJson().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(file, out -> out.write(bytes));
    }

    /**
     * The 21 tests as a fixed-width table for a terminal, with the gate on its last line.
     *
     * @return the table, lines ending in {@code \n}
     */
    public String table() {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-3s %-17s %10s %-7s %-12s %-5s %s%n", "#", "test", "value", "unit", "band",
                "", "what"));
        int i = 1;
        for (PlayTest t : tests) {
            b.append(String.format(Locale.ROOT, "%-3d %-17s %10s %-7s %-12s %-5s %s%n", i++, t.criterion().id(),
                    value(t.value()), t.criterion().unit(), t.band(), t.passed() ? "pass" : "FAIL",
                    t.criterion().description()));
        }
        if (gate.baselineEasy().isPresent() && gate.baselineReached().isPresent()) {
            b.append(String.format(Locale.ROOT, "%d of %d passed; gate %s against the baseline (of the land: easy ground"
                    + " %.1f %%, baseline %.1f %%, may fall %.0f points and not under %.0f %%; walkable and reached"
                    + " %.1f %%, baseline %.1f %%, may not fall)%n", passed(), tests.size(),
                    gate.passed() ? "passed" : "FAILED", 100 * gate.easyShare(), 100 * gate.baselineEasy().getAsDouble(),
                    100 * Gate.MAX_EASY_FALL, 100 * Gate.MIN_EASY, 100 * gate.reachedShare(),
                    100 * gate.baselineReached().getAsDouble()));
        } else {
            b.append(String.format(Locale.ROOT, "%d of %d passed; gate %s (of the land: easy ground %.1f %%, walkable"
                    + " and reached %.1f %%)%n", passed(), tests.size(), gate.passed() ? "passed" : "FAILED",
                    100 * gate.easyShare(), 100 * gate.reachedShare()));
        }
        return b.toString();
    }

    private static String value(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }

    /**
     * The picture: a hillshade of the land with the ground the vantages do not see darkened, water
     * in blue, the routes in white, landmarks as red triangles (discoveries hollow), vantages as
     * cyan circles, and the beats along the routes (chokes orange, valley entries and exits green,
     * crests white, reveals yellow, water blue). The map has the land's true proportions (each
     * sample drawn as its cell, spacingX by spacingZ metres). A map whose shorter side is at least 256
     * pixels carries a legend of these marks in a dark panel to its right, so the legend hides none of
     * the land; the picture is then wider than the map by that panel.
     *
     * @param maxSide the map's longer side in pixels, in {@code [64, 8192]}; the land is
     *                scaled to it (bilinear), up or down
     * @return an RGB image
     * @throws IllegalArgumentException if {@code maxSide} is out of range
     */
    public BufferedImage picture(int maxSide) {
        if (maxSide < 64 || maxSide > 8192) {
            throw new IllegalArgumentException("maxSide must be in [64, 8192] px, got " + maxSide);
        }
        int cols = land.columns();
        int rows = land.rows();
        BufferedImage shade = Hillshade.standard().image(land);
        BufferedImage base = new BufferedImage(cols, rows, BufferedImage.TYPE_INT_RGB);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int i = r * cols + c;
                int g = shade.getRaster().getSample(c, r, 0);
                int rgb;
                if (water[i]) {
                    rgb = 0x3060b0 + ((g >> 3) << 8);
                } else if (!seenByVantages[i]) {
                    int d = g * 70 / 100;
                    rgb = (d << 16) | (d << 8) | Math.min(255, d + 30);
                } else {
                    int rr = Math.min(255, g + 18);
                    rgb = (rr << 16) | (Math.min(255, g + 10) << 8) | g;
                }
                base.setRGB(c, r, rgb);
            }
        }
        // true proportions: each sample drawn as its cell, spacingX by spacingZ metres
        GridFrame frame = land.frame();
        double extentX = cols * frame.spacingX();
        double extentZ = rows * frame.spacingZ();
        double scale = maxSide / Math.max(extentX, extentZ);
        int w = Math.max(1, (int) Math.round(extentX * scale));
        int h = Math.max(1, (int) Math.round(extentZ * scale));
        float unit = (float) Math.max(1.5, Math.max(w, h) / 400.0);
        int t = Math.round(4 * unit);
        boolean withLegend = Math.min(w, h) >= LEGEND_MIN_SIDE;
        int[] box = withLegend ? legendBox(unit, t) : new int[] {0, 0, 0};
        // the legend stands in a panel to the right of the map, so it hides none of it
        BufferedImage img = new BufferedImage(w + (withLegend ? box[0] + 2 * box[2] : 0),
                Math.max(h, withLegend ? box[1] + 2 * box[2] : 0), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(PANEL);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.drawImage(base, 0, 0, w, h, null);
            GridFrame f = frame;
            double sx = (double) w / cols;
            double sy = (double) h / rows;
            g.setStroke(new BasicStroke(unit, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(ROUTE);
            for (WalkedRoute r : routes) {
                Path2D path = new Path2D.Double();
                boolean firstPoint = true;
                for (GroundPoint p : r.samples()) {
                    double px = (f.column(p.x()) + 0.5) * sx;
                    double py = (f.row(p.z()) + 0.5) * sy;
                    if (firstPoint) {
                        path.moveTo(px, py);
                        firstPoint = false;
                    } else {
                        path.lineTo(px, py);
                    }
                }
                g.draw(path);
            }
            List<double[]> marks = new ArrayList<>();
            for (WalkedRoute r : routes) {
                for (Beat b : r.beats()) {
                    marks.add(new double[] {b.kind().ordinal(), (f.column(b.where().x()) + 0.5) * sx,
                            (f.row(b.where().z()) + 0.5) * sy});
                }
            }
            int m = Math.round(2.5f * unit);
            for (double[] mk : marks) {
                Beat.Kind kind = Beat.Kind.values()[(int) mk[0]];
                int x = (int) Math.round(mk[1]);
                int y = (int) Math.round(mk[2]);
                g.setColor(colour(kind));
                if (kind == Beat.Kind.CHOKE) {
                    g.fill(new Polygon(new int[] {x - m, x, x + m, x}, new int[] {y, y - m, y, y + m}, 4));
                } else {
                    g.fillOval(x - m / 2, y - m / 2, m, m);
                }
            }
            for (Vantage v : vantages) {
                int x = (int) Math.round((f.column(v.top().x()) + 0.5) * sx);
                int y = (int) Math.round((f.row(v.top().z()) + 0.5) * sy);
                g.setColor(colour(Beat.Kind.VANTAGE));
                g.drawOval(x - t, y - t, 2 * t, 2 * t);
            }
            for (Landmark l : landmarks) {
                int x = (int) Math.round((f.column(l.top().x()) + 0.5) * sx);
                int y = (int) Math.round((f.row(l.top().z()) + 0.5) * sy);
                Polygon tri = new Polygon(new int[] {x - t, x, x + t}, new int[] {y + t, y - t, y + t}, 3);
                g.setColor(LANDMARK);
                if (l.counted()) {
                    g.fill(tri);
                } else {
                    g.draw(tri);
                }
            }
            int sxStart = (int) Math.round((f.column(start.x()) + 0.5) * sx);
            int syStart = (int) Math.round((f.row(start.z()) + 0.5) * sy);
            g.setColor(Color.BLACK);
            g.fillRect(sxStart - t / 2 - 1, syStart - t / 2 - 1, t + 2, t + 2);
            g.setColor(Color.WHITE);
            g.fillRect(sxStart - t / 2, syStart - t / 2, t, t);
            if (withLegend) {
                legend(g, w + box[2], box[2], unit, m, t);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static final Color ROUTE = new Color(255, 255, 255, 220);
    private static final Color LANDMARK = new Color(230, 30, 30);

    /** The colour of a beat's mark, and of a vantage's ring. */
    private static Color colour(Beat.Kind kind) {
        return switch (kind) {
            case REVEAL -> new Color(255, 220, 40);
            case CHOKE -> new Color(255, 130, 0);
            case VANTAGE -> new Color(60, 230, 230);
            case CREST -> Color.WHITE;
            case VALLEY_ENTRY, VALLEY_EXIT -> new Color(60, 200, 60);
            case WATER -> new Color(40, 110, 255);
        };
    }

    /** The shorter side, in pixels, from which the picture carries its legend. */
    static final int LEGEND_MIN_SIDE = 256;

    /** The legend's rows: what each mark means, in the colours and shapes {@link #picture} draws. */
    private static final String[] LEGEND = {"start", "route", "landmark (hollow: not counted)",
        "vantage (dot: reached on a route)", "choke", "valley entry / exit", "crest", "reveal", "water on the route",
        "water", "ground no vantage sees"};

    /** The panel beside the map that holds the legend. */
    private static final Color PANEL = new Color(20, 20, 28);

    private static Font legendFont(float unit) {
        return new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(11, Math.round(5 * unit)));
    }

    /** @return the legend's box width, height and padding, in pixels */
    private static int[] legendBox(float unit, int t) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            Font font = legendFont(unit);
            FontMetrics fm = g.getFontMetrics(font);
            int line = Math.max(fm.getHeight(), 2 * t + 4);
            int swatch = Math.max(2 * t + 2, font.getSize() + 2);
            int textWidth = 0;
            for (String label : LEGEND) {
                textWidth = Math.max(textWidth, fm.stringWidth(label));
            }
            int pad = Math.max(4, font.getSize() / 2);
            return new int[] {pad * 3 + swatch + textWidth, pad * 2 + line * LEGEND.length, pad};
        } finally {
            g.dispose();
        }
    }

    private static void legend(Graphics2D g, int x0, int y0, float unit, int m, int t) {
        String[] labels = LEGEND;
        Font legendFont = legendFont(unit);
        int font = legendFont.getSize();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(legendFont);
        FontMetrics fm = g.getFontMetrics();
        int line = Math.max(fm.getHeight(), 2 * t + 4);
        int swatch = Math.max(2 * t + 2, font + 2);
        int pad = Math.max(4, font / 2);
        for (int k = 0; k < labels.length; k++) {
            int cy = y0 + pad + k * line + line / 2;
            int cx = x0 + pad + swatch / 2;
            switch (k) {
                case 0 -> {
                    g.setColor(Color.BLACK);
                    g.fillRect(cx - t / 2 - 1, cy - t / 2 - 1, t + 2, t + 2);
                    g.setColor(Color.WHITE);
                    g.fillRect(cx - t / 2, cy - t / 2, t, t);
                }
                case 1 -> {
                    g.setColor(ROUTE);
                    g.drawLine(cx - swatch / 2, cy, cx + swatch / 2, cy);
                }
                case 2 -> {
                    g.setColor(LANDMARK);
                    g.fill(new Polygon(new int[] {cx - t, cx, cx + t}, new int[] {cy + t, cy - t, cy + t}, 3));
                }
                case 3 -> {
                    g.setColor(colour(Beat.Kind.VANTAGE));
                    g.drawOval(cx - t, cy - t, 2 * t, 2 * t);
                    g.fillOval(cx - m / 2, cy - m / 2, m, m);
                }
                case 4 -> {
                    g.setColor(colour(Beat.Kind.CHOKE));
                    g.fill(new Polygon(new int[] {cx - m, cx, cx + m, cx}, new int[] {cy, cy - m, cy, cy + m}, 4));
                }
                case 5, 6, 7, 8 -> {
                    g.setColor(colour(k == 5 ? Beat.Kind.VALLEY_ENTRY : k == 6 ? Beat.Kind.CREST
                            : k == 7 ? Beat.Kind.REVEAL : Beat.Kind.WATER));
                    g.fillOval(cx - m / 2, cy - m / 2, m, m);
                }
                case 9 -> {
                    g.setColor(new Color(0x3060b0 + (0x10 << 8)));
                    g.fillRect(cx - swatch / 2, cy - t, swatch, 2 * t);
                }
                default -> {
                    g.setColor(new Color(126, 126, 156));
                    g.fillRect(cx - swatch / 2, cy - t, swatch, 2 * t);
                }
            }
            g.setColor(new Color(235, 235, 235));
            g.drawString(labels[k], x0 + 2 * pad + swatch, cy + (fm.getAscent() - fm.getDescent()) / 2);
        }
    }

    /**
     * Writes {@link #picture(int)} as a PNG, atomically.
     *
     * @param file    the target
     * @param maxSide the picture's longer side in pixels, in {@code [64, 8192]}
     * @throws IOException              if it cannot be written
     * @throws IllegalArgumentException if {@code maxSide} is out of range
     */
    public void writePicture(Path file, int maxSide) throws IOException {
        Objects.requireNonNull(file, "file");
        BufferedImage img = picture(maxSide);
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(img, "png", out)) {
                throw new IOException("no PNG writer");
            }
        });
    }

    @Override
    public String toString() {
        return "PlaySpaceReport[" + passed() + " of " + tests.size() + " passed, gate "
                + (gate.passed() ? "passed" : "failed") + ", " + routes.size() + " routes]";
    }
}
