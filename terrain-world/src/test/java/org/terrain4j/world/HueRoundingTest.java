package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33: colours keep their element's hue through 8-bit rounding, in the PNGs and in the GLB. Hue is
 * OKLCH's, atan2(b, a) in degrees, computed here from Ottosson's published matrices (an oracle apart from
 * {@link Oklch}); the tolerance is 5°. Every colour is checked, whatever its chroma: the environments'
 * gradients all have chroma 0.010 or more at lightness 0.32 or more, where 8-bit sRGB can hold a hue to 5°
 * ({@link OklchRoundingTest} covers chroma ≥ 0.011 at lightness ≥ 0.2; greyer or darker colours may have
 * no 8-bit code within 5°, and none occurs). Before: 160 of 969 624 sample colours over 5° (up to 7.1°), 672
 * shaded pixels (up to 13.1°), 1 010 GLB vertices stored as 8-bit linear (up to 21.9°), for seeds 1–3.
 */
class HueRoundingTest {

    static final double TOLERANCE = 5;

    @TempDir
    Path dir;

    /** OKLab of linear sRGB (Ottosson 2020). */
    static double[] oklab(double r, double g, double b) {
        double l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
        double m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
        double s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
        return new double[] {0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s};
    }

    static double linear(int code) {
        double c = code / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    static double[] oklab(int rgb) {
        return oklab(linear(rgb >> 16 & 0xFF), linear(rgb >> 8 & 0xFF), linear(rgb & 0xFF));
    }

    /** Degrees from the colour's OKLCH hue to {@code hue}; 180 for an exact grey (no hue). */
    static double hueOff(double[] lab, double hue) {
        if (Math.hypot(lab[1], lab[2]) < 1e-9) {
            return 180;
        }
        double d = Math.abs(Math.toDegrees(Math.atan2(lab[2], lab[1])) - hue) % 360;
        return d > 180 ? 360 - d : d;
    }

    static Stream<Arguments> worlds() {
        List<Arguments> out = new ArrayList<>();
        for (Preset p : Preset.values()) {
            for (long seed : new long[] {1, 2, 3}) {
                out.add(Arguments.of(p, seed));
            }
        }
        return out.stream();
    }

    /** The eight presets at seeds 1, 2 and 3: the flat and shaded PNG pixels and the GLB's vertex colours. */
    @ParameterizedTest(name = "{0} seed={1}")
    @MethodSource("worlds")
    void pngAndGlbColoursKeepTheirElementsHue(Preset preset, long seed) throws IOException {
        World w = preset.environment(seed, preset != Preset.BACK_COUNTRY).generate();
        int n = w.columns();
        BufferedImage flat = WorldPng.image(w, false);
        BufferedImage shaded = WorldPng.image(w, true);
        double worstFlat = 0;
        double worstShaded = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                double hue = w.gradientAt(c, r).hue();
                worstFlat = Math.max(worstFlat, hueOff(oklab(flat.getRGB(c, r) & 0xFFFFFF), hue));
                worstShaded = Math.max(worstShaded, hueOff(oklab(shaded.getRGB(c, r) & 0xFFFFFF), hue));
            }
        }
        Path file = dir.resolve("world.glb");
        WorldGlb.write(w, file);
        Glb glb = Glb.read(file);
        double worstGlb = 0;
        var f = w.frame();
        for (int v = 0; v < glb.count; v++) {
            int c = (int) Math.round(f.column(glb.position(v, 0)));
            int r = (int) Math.round(f.row(glb.position(v, 2)));
            double[] lin = glb.colour(v);
            worstGlb = Math.max(worstGlb, hueOff(oklab(lin[0], lin[1], lin[2]), w.gradientAt(c, r).hue()));
        }
        assertEquals(n * n, glb.count, "one vertex a sample");
        System.out.printf(java.util.Locale.ROOT, "hue %s seed %d: worst flat PNG %.2f°, shaded PNG %.2f°, GLB %.2f°%n",
                preset, seed, worstFlat, worstShaded, worstGlb);
        assertTrue(worstFlat <= TOLERANCE, "flat PNG: " + worstFlat + "°");
        assertTrue(worstShaded <= TOLERANCE, "shaded PNG: " + worstShaded + "°");
        assertTrue(worstGlb <= TOLERANCE, "GLB COLOR_0: " + worstGlb + "°");
    }

    /** The GLB as written: positions and COLOR_0 (normalised unsigned short or byte, or float) decoded. */
    record Glb(ByteBuffer bin, int count, int positions, int colours, int colourType) {

        static Glb read(Path file) throws IOException {
            ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
            int jsonLength = b.getInt(12);
            String json = new String(b.array(), 20, jsonLength, StandardCharsets.UTF_8);
            ByteBuffer bin = b.slice(20 + jsonLength + 8, b.getInt(20 + jsonLength)).order(ByteOrder.LITTLE_ENDIAN);
            List<String> accessors = objects(json, "accessors");
            List<String> views = objects(json, "bufferViews");
            int pos = number(json, "\"POSITION\":(\\d+)");
            int col = number(json, "\"COLOR_0\":(\\d+)");
            String colour = accessors.get(col);
            assertTrue(colour.contains("\"normalized\":true") || colour.contains("5126"), colour);
            return new Glb(bin, number(accessors.get(pos), "\"count\":(\\d+)"),
                    number(views.get(number(accessors.get(pos), "\"bufferView\":(\\d+)")), "\"byteOffset\":(\\d+)"),
                    number(views.get(number(colour, "\"bufferView\":(\\d+)")), "\"byteOffset\":(\\d+)"),
                    number(colour, "\"componentType\":(\\d+)"));
        }

        float position(int v, int axis) {
            return bin.getFloat(positions + 12 * v + 4 * axis);
        }

        /** Linear RGB of vertex v, as a glTF viewer decodes COLOR_0. */
        double[] colour(int v) {
            double[] out = new double[3];
            for (int k = 0; k < 3; k++) {
                out[k] = switch (colourType) {
                    case 5121 -> (bin.get(colours + 4 * v + k) & 0xFF) / 255.0;
                    case 5123 -> (bin.getShort(colours + 8 * v + 2 * k) & 0xFFFF) / 65535.0;
                    case 5126 -> bin.getFloat(colours + 16 * v + 4 * k);
                    default -> throw new AssertionError("COLOR_0 component type " + colourType);
                };
            }
            return out;
        }

        /** The objects of a top-level JSON array of flat objects (their members hold no objects). */
        private static List<String> objects(String json, String name) {
            int start = json.indexOf("\"" + name + "\":[");
            assertTrue(start >= 0, name);
            int open = json.indexOf('[', start);
            int depth = 0;
            int end = open;
            do {
                char ch = json.charAt(end++);
                depth += ch == '[' ? 1 : ch == ']' ? -1 : 0;
            } while (depth > 0);
            List<String> out = new ArrayList<>();
            Matcher m = Pattern.compile("\\{[^{}]*}").matcher(json.substring(open, end));
            while (m.find()) {
                out.add(m.group());
            }
            return out;
        }

        private static int number(String text, String regex) {
            Matcher m = Pattern.compile(regex).matcher(text);
            assertTrue(m.find(), regex + " in " + text);
            return Integer.parseInt(m.group(1));
        }
    }
}
