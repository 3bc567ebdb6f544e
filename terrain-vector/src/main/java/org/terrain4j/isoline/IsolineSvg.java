package org.terrain4j.isoline;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import javax.imageio.ImageIO;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.io.internal.AtomicFiles;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.isoline.internal.Numbers;

/**
 * Writes isolines, and optionally filled bands over an optional background image such as a
 * hillshade, as an SVG 1.1 document.
 *
 * <h2>Layout</h2>
 * The {@code viewBox} is in world metres and covers the area the samples stand for: from half a
 * spacing west of the first column to half a spacing east of the last, and likewise north–south.
 * SVG's y axis points down, which is terrain4j's {@code z} (south), so the picture has north up and
 * east to the right without any transform: a point {@code (x, z)} is drawn at SVG {@code (x, z)}.
 * The background image is stretched over that whole area, so an image of {@code columns × rows}
 * pixels (one pixel per sample, as terrain4j's image writers make) has each pixel centred on its
 * sample. The document's {@code width} and {@code height} are {@link Builder#pixelsPerSample} pixels
 * per sample spacing.
 *
 * <h2>Content</h2>
 * Bands (if given) are drawn first as {@code <path fill-rule="evenodd">}, one per polygon with its
 * holes, coloured by {@link Builder#bandFill}; then one {@code <g>} per level with
 * {@code data-level} holding the level and one {@code <path>} per isoline ({@code Z}-closed for
 * rings). Strokes use {@code vector-effect="non-scaling-stroke"}, so {@link Builder#strokeWidth} is
 * in screen pixels whatever the zoom. The title, if any, is XML-escaped. Numbers are written finite
 * only.
 *
 * <p>Immutable and thread-safe once built (a background image must not be modified while a write
 * is running). Files are written atomically: a temporary file in the same directory replaces the
 * target only once complete.
 *
 * @since 0.1
 */
public final class IsolineSvg {

    private final Color stroke;
    private final double strokeWidth;
    private final int indexEvery;
    private final double pixelsPerSample;
    private final BufferedImage background;
    private final Function<? super Isoband, ? extends Color> bandFill;
    private final String title;

    private IsolineSvg(Builder b) {
        this.stroke = b.stroke;
        this.strokeWidth = b.strokeWidth;
        this.indexEvery = b.indexEvery;
        this.pixelsPerSample = b.pixelsPerSample;
        this.background = b.background;
        this.bandFill = b.bandFill;
        this.title = b.title;
    }

    /**
     * @return a builder with the defaults: black strokes 1 px wide, no index lines, 2 pixels per
     *         sample, no background, no band fill, no title
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * @return the default writer ({@code builder().build()})
     */
    public static IsolineSvg defaults() {
        return builder().build();
    }

    /**
     * Writes isolines to an SVG file, replacing it atomically.
     *
     * @param field  the field the isolines were traced from (for its extent and frame)
     * @param levels the isolines, as from {@link Isolines#trace}
     * @param file   the target; its directory must exist
     * @throws IOException          naming the file and the reason; the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public void write(HeightfieldView field, List<IsolineLevel> levels, Path file) throws IOException {
        write(field, levels, List.of(), file);
    }

    /**
     * Writes bands and isolines to an SVG file, replacing it atomically. Bands are drawn only if a
     * {@link Builder#bandFill} was set.
     *
     * @param field  the field the isolines were traced from (for its extent and frame)
     * @param levels the isolines, as from {@link Isolines#trace}; may be empty
     * @param bands  the bands, as from {@link Isolines#bands}; may be empty
     * @param file   the target; its directory must exist
     * @throws IOException          naming the file and the reason (including a background image
     *                              that cannot be encoded); the target is then unchanged
     * @throws NullPointerException if an argument is null
     */
    public void write(HeightfieldView field, List<IsolineLevel> levels, List<Isoband> bands, Path file)
            throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(levels, "levels");
        Objects.requireNonNull(bands, "bands");
        AtomicFiles.writeText(file, out -> write(field, levels, bands, out));
    }

    /**
     * Writes bands and isolines as an SVG document to a writer (not closed).
     *
     * @param field  the field the isolines were traced from (for its extent and frame)
     * @param levels the isolines; may be empty
     * @param bands  the bands; may be empty
     * @param out    the destination
     * @throws IOException          if the writer fails or the background cannot be encoded as PNG
     * @throws NullPointerException if an argument is null
     */
    public void write(HeightfieldView field, List<IsolineLevel> levels, List<Isoband> bands, Writer out)
            throws IOException {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(levels, "levels");
        Objects.requireNonNull(bands, "bands");
        Objects.requireNonNull(out, "out");
        GridFrame f = field.frame();
        double minX = f.x(-0.5);
        double minZ = f.z(-0.5);
        double spanX = field.columns() * f.spacingX();
        double spanZ = field.rows() * f.spacingZ();
        double unit = Math.min(f.spacingX(), f.spacingZ());
        String box = n(minX) + " " + n(minZ) + " " + n(spanX) + " " + n(spanZ);
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                + " version=\"1.1\" viewBox=\"" + box + "\" width=\""
                + n(Math.ceil(spanX / unit * pixelsPerSample)) + "\" height=\""
                + n(Math.ceil(spanZ / unit * pixelsPerSample)) + "\">\n");
        if (title != null) {
            out.write("<title>" + escape(title) + "</title>\n");
        }
        if (background != null) {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            if (!ImageIO.write(background, "png", png)) {
                throw new IOException("no PNG encoder accepts the background image of type "
                        + background.getType());
            }
            String data = Base64.getEncoder().encodeToString(png.toByteArray());
            out.write("<image x=\"" + n(minX) + "\" y=\"" + n(minZ) + "\" width=\"" + n(spanX)
                    + "\" height=\"" + n(spanZ) + "\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,");
            out.write(data);
            out.write("\"/>\n");
        }
        if (bandFill != null && !bands.isEmpty()) {
            out.write("<g class=\"bands\" stroke=\"none\">\n");
            for (Isoband band : bands) {
                Color fill = band.polygons().isEmpty() ? null : bandFill.apply(band);
                if (fill == null) {
                    continue;
                }
                for (IsobandPolygon p : band.polygons()) {
                    out.write("<path fill-rule=\"evenodd\"" + paint("fill", fill) + " d=\"");
                    path(out, p.exterior().raw(), true);
                    for (Ring hole : p.holes()) {
                        out.write(' ');
                        path(out, hole.raw(), true);
                    }
                    out.write("\"/>\n");
                }
            }
            out.write("</g>\n");
        }
        out.write("<g class=\"isolines\" fill=\"none\"" + paint("stroke", stroke)
                + " stroke-linejoin=\"round\" stroke-linecap=\"round\">\n");
        for (int k = 0; k < levels.size(); k++) {
            IsolineLevel level = levels.get(k);
            double width = strokeWidth;
            if (indexEvery > 0 && isIndex(level.level(), levels)) {
                width *= 2.5;
            }
            out.write("<g data-level=\"" + n(level.level()) + "\" stroke-width=\"" + n(width) + "\">\n");
            for (Isoline line : level.lines()) {
                out.write("<path vector-effect=\"non-scaling-stroke\" d=\"");
                path(out, line.raw(), line.closed());
                out.write("\"/>\n");
            }
            out.write("</g>\n");
        }
        out.write("</g>\n</svg>\n");
    }

    /** An index line is every {@code indexEvery}-th multiple of the levels' common step. */
    private boolean isIndex(double level, List<IsolineLevel> levels) {
        if (levels.size() < 2) {
            return false;
        }
        double step = levels.get(1).level() - levels.get(0).level();
        double k = Math.rint(level / step);
        return step > 0 && Math.abs(k * step - level) <= 1e-9 * Math.max(1, Math.abs(level))
                && Math.floorMod((long) k, (long) indexEvery) == 0;
    }

    private static void path(Writer out, double[] xz, boolean closed) throws IOException {
        int n = xz.length / 2;
        for (int i = 0; i < n; i++) {
            out.write(i == 0 ? "M" : "L");
            out.write(n(xz[2 * i]));
            out.write(' ');
            out.write(n(xz[2 * i + 1]));
        }
        if (closed) {
            out.write('Z');
        }
    }

    private static String paint(String attribute, Color c) {
        String s = " " + attribute + "=\"" + String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue())
                + "\"";
        if (c.getAlpha() < 255) {
            s += " " + attribute + "-opacity=\"" + n(c.getAlpha() / 255.0) + "\"";
        }
        return s;
    }

    private static String n(double v) {
        return Numbers.number("coordinate", v);
    }

    /**
     * Escapes text for XML character data and attribute values.
     *
     * @param s text without characters that XML 1.0 forbids
     * @return the escaped text
     */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> b.append(ch);
            }
        }
        return b.toString();
    }

    /**
     * Options of an {@link IsolineSvg}. Not thread-safe; {@link #build()} validates nothing further
     * (each setter validates its own argument) and copies the settings.
     *
     * @since 0.1
     */
    public static final class Builder {

        private Color stroke = Color.BLACK;
        private double strokeWidth = 1;
        private int indexEvery;
        private double pixelsPerSample = 2;
        private BufferedImage background;
        private Function<? super Isoband, ? extends Color> bandFill;
        private String title;

        private Builder() {
        }

        /**
         * @param colour colour of the isolines (its alpha becomes {@code stroke-opacity})
         * @return this builder
         * @throws NullPointerException if colour is null
         */
        public Builder stroke(Color colour) {
            this.stroke = Objects.requireNonNull(colour, "colour");
            return this;
        }

        /**
         * @param pixels stroke width in screen pixels, finite and &gt; 0 (default 1)
         * @return this builder
         * @throws IllegalArgumentException if pixels is not finite and positive
         */
        public Builder strokeWidth(double pixels) {
            this.strokeWidth = Checks.positiveFinite("pixels", pixels);
            return this;
        }

        /**
         * Draws every {@code n}-th level 2.5 times as wide (index contours): the levels that are
         * multiples of {@code n} times the step between the first two levels.
         *
         * @param n ≥ 0; 0 (the default) for none
         * @return this builder
         * @throws IllegalArgumentException if n is negative
         */
        public Builder indexEvery(int n) {
            this.indexEvery = Checks.atLeast("n", n, 0);
            return this;
        }

        /**
         * @param pixels document size in pixels per sample spacing (of the smaller spacing), finite and
         *               &gt; 0 (default 2)
         * @return this builder
         * @throws IllegalArgumentException if pixels is not finite and positive
         */
        public Builder pixelsPerSample(double pixels) {
            this.pixelsPerSample = Checks.positiveFinite("pixels", pixels);
            return this;
        }

        /**
         * An image drawn beneath everything, stretched over the area of the samples (see the class
         * documentation), embedded as a base64 PNG. Typically a hillshade of {@code columns × rows}
         * pixels. The image is not copied.
         *
         * @param image the image, or null for none
         * @return this builder
         */
        public Builder background(BufferedImage image) {
            this.background = image;
            return this;
        }

        /**
         * Fills bands with a colour per band; bands for which the function returns null are left
         * empty.
         *
         * @param fill band → colour (its alpha becomes {@code fill-opacity}), or null to draw no bands
         * @return this builder
         */
        public Builder bandFill(Function<? super Isoband, ? extends Color> fill) {
            this.bandFill = fill;
            return this;
        }

        /**
         * @param text the document's {@code <title>}, or null for none; escaped when written
         * @return this builder
         * @throws IllegalArgumentException if text holds a character XML 1.0 does not allow (controls
         *                                  other than tab, line feed and carriage return, or an unpaired
         *                                  surrogate)
         */
        public Builder title(String text) {
            if (text != null) {
                for (int i = 0; i < text.length(); i++) {
                    char ch = text.charAt(i);
                    boolean control = ch < 0x20 && ch != '\t' && ch != '\n' && ch != '\r';
                    boolean badSurrogate = Character.isHighSurrogate(ch)
                            ? i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))
                            : Character.isLowSurrogate(ch) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
                    if (control || badSurrogate || ch == 0xFFFE || ch == 0xFFFF) {
                        throw new IllegalArgumentException("text must hold only XML 1.0 characters, had U+"
                                + String.format("%04X", (int) ch) + " at index " + i);
                    }
                }
            }
            this.title = text;
            return this;
        }

        /**
         * @return the writer with these settings
         */
        public IsolineSvg build() {
            return new IsolineSvg(this);
        }
    }
}
