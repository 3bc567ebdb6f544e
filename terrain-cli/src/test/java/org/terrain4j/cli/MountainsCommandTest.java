package org.terrain4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.EdgePolicy;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

class MountainsCommandTest {

    @TempDir
    Path dir;

    /** A small spec at 400 m so the test stays quick. */
    static final String SPEC = """
            {"seed": 5, "spacing": 400, "ranges": [{"name": "Knot",
              "outline": {"circle": [0, 0, 12000]}, "height": 1800, "ruggedness": 0.4,
              "peaks": [{"name": "Top", "x": 1000, "z": -2000, "elevation": 2600}]}]}
            """;

    @Test
    void writesTheReliefWithTheNamedSummitAtItsElevation() throws IOException {
        Path spec = Files.writeString(dir.resolve("knot.json"), SPEC);
        Path out = dir.resolve("knot.asc");
        Path picture = dir.resolve("knot.png");
        Path uplift = dir.resolve("uplift.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--picture",
                picture.toString(), "--uplift", uplift.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        Heightfield h = Rasters.read(out);
        assertEquals(2600, h.heightAt(1000, -2000, EdgePolicy.clamp()), 1e-3);
        assertTrue(Files.size(picture) > 1000);
        assertTrue(Rasters.read(uplift).statistics().max() > 1000);
    }

    /**
     * A ring's columns share its circumference: 60 km at 580 m is 103 columns 582.524 m apart (east-west)
     * and rows 580 m apart; the summary said "580 m apart" (issue 30's seventh review, at 72 m).
     */
    @Test
    void aRingsSummaryGivesItsColumnsOwnSpacing() throws IOException {
        Path spec = Files.writeString(dir.resolve("ring.json"), """
                {"seed": 2, "spacing": 580, "circumference": 60000, "ranges": [{"name": "Band",
                  "outline": {"band": [-9000, 9000]}, "height": 1500}]}
                """);
        Path out = dir.resolve("ring.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        Heightfield h = Rasters.read(out);
        double columns = Math.floor(60000 / 580.0);
        assertEquals(columns, h.columns());
        assertEquals(60000 / columns, h.frame().spacingX(), 1e-9);
        assertTrue(r.out().contains(h.columns() + " × " + h.rows() + " samples 582.524 × 580 m apart"), r.out());
        Path square = dir.resolve("sq.json");
        Files.writeString(square, SPEC);
        var s = TerrainCommandTest.run("mountains", square.toString(), "-o", dir.resolve("sq.asc").toString());
        assertTrue(s.out().contains("samples 400 m apart"), s.out());
    }

    /**
     * Review 7 (session 10): the relief and uplift went to .png, .r16 and .raw through the plain writer,
     * quietly rounded to a fitted mapping, while every other command keeps 16-bit heights exactly or
     * refuses without {@code --mapping}.
     */
    @Test
    void sixteenBitOutputsFollowTheMappingPolicy() throws IOException {
        Path spec = Files.writeString(dir.resolve("knot.json"), SPEC);
        Path asc = dir.resolve("knot.asc");
        assertEquals(0, TerrainCommandTest.run("mountains", spec.toString(), "-o", asc.toString(), "--quiet").code());
        Heightfield exact = Rasters.read(asc);

        Path png = dir.resolve("knot.png");
        var refused = TerrainCommandTest.run("mountains", spec.toString(), "-o", png.toString(), "--mapping", "exact",
                "--quiet");
        assertEquals(1, refused.code(), refused.err());
        assertTrue(refused.err().contains("the mountain relief holds heights that 16-bit samples cannot keep exactly"
                + " (--mapping exact); leave --mapping out or give --mapping fit"), refused.err());
        assertFalse(Files.exists(png));

        var fitted = TerrainCommandTest.run("mountains", spec.toString(), "-o", png.toString(), "--mapping", "fit");
        assertEquals(0, fitted.code(), fitted.err());
        assertTrue(fitted.out().contains("heights rounded to steps of"), fitted.out());
        Heightfield back = Rasters.read(png);
        double step = exact.statistics().max() / 65535;
        assertEquals(exact.columns(), back.columns());
        assertEquals(exact.frame(), back.frame());
        for (int r = 0; r < exact.rows(); r++) {
            for (int c = 0; c < exact.columns(); c++) {
                assertEquals(exact.get(c, r), back.get(c, r), step * 0.5001 + 1e-4, "sample " + c + ", " + r);
            }
        }

        Path r16 = dir.resolve("knot.r16");
        Path up = dir.resolve("up.r16");
        var raw = TerrainCommandTest.run("mountains", spec.toString(), "-o", r16.toString(), "--uplift", up.toString(),
                "--mapping", "fit");
        assertEquals(0, raw.code(), raw.err());
        String all = raw.out() + raw.err();
        assertTrue(all.contains(r16 + " does not record its height scale, spacing or size: read it back with --scale"), all);
        assertTrue(all.contains(up + " does not record its height scale, spacing or size: read it back with --scale"), all);
    }

    /** A mistyped or misplaced --mapping is refused before the ranges are built, and nothing is written. */
    @Test
    void aMappingThatCannotApplyIsRefusedFirst() throws IOException {
        Path spec = Files.writeString(dir.resolve("knot.json"), SPEC);
        Path asc = dir.resolve("knot.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", asc.toString(), "--mapping", "fit");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--mapping applies to 16-bit outputs (png, r16, raw) of -o or --uplift"), r.err());
        Path png = dir.resolve("knot.png");
        r = TerrainCommandTest.run("mountains", spec.toString(), "-o", png.toString(), "--mapping", "0,-1");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("--mapping needs a finite OFFSET and a SCALE finite and > 0, was '0,-1'"), r.err());
        assertFalse(Files.exists(asc));
        assertFalse(Files.exists(png));
    }

    @Test
    void theExampleSpecIsValid() throws IOException {
        MountainSpec s = MountainSpec.read(Path.of("../docs/mountains-example.json"));
        assertEquals(1, s.ranges.size());
        assertEquals(3, s.ranges.get(0).peaks().size());
        assertEquals(3, s.settings.seed());
    }

    @Test
    void badSpecsNameThePathAndWriteNothing() throws IOException {
        Path out = dir.resolve("bad.asc");
        String[][] cases = {
            {"{\"ranges\": []}", "ranges must not be empty"},
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"circle\": [0, 0, 5000]}, \"height\": 1000, \"hieght\": 2}]}",
                "ranges[0]: unknown key 'hieght'"},
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"circle\": [0, 0, 5000]}}]}", "ranges[0]: missing 'height'"},
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"circle\": [0, 0, 5000]}, \"height\": 1000,"
                + " \"peaks\": [{\"name\": \"P\", \"x\": 0, \"z\": 0, \"elevation\": -5}]}]}",
                "ranges[0].peaks[0]: elevation must be in (0, 1e5] m, was -5"},
            // a careless-user review found 1e300 reaching an index error inside the build
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"circle\": [0, 0, 5000]}, \"height\": 1000,"
                + " \"peaks\": [{\"name\": \"P\", \"x\": 0, \"z\": 0, \"elevation\": 1e300}]}]}",
                "ranges[0].peaks[0]: elevation must be in (0, 1e5] m, was 1e+300"},
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"square\": 1}, \"height\": 1000}]}", "unknown outline 'square'"},
            {"{\"ranges\": [{\"name\": \"A\", \"outline\": {\"band\": [0, 9000]}, \"height\": 1000}]}", "circumference"},
            {"{\"ranges\": [,]}", "not valid JSON"},
            {"{\"seed\": 1.5, \"ranges\": []}", "seed must be an integer"},
        };
        for (String[] c : cases) {
            Path spec = Files.writeString(dir.resolve("bad.json"), c[0]);
            var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--quiet");
            assertEquals(1, r.code(), c[0] + " → " + r.err());
            assertTrue(r.err().contains(c[1]), c[0] + " → " + r.err());
            assertFalse(Files.exists(out));
        }
    }

    @Test
    void writesGeoTiffWithTheSameHeightsAsAscii() throws IOException {
        Path spec = Files.writeString(dir.resolve("ok.json"), SPEC);
        Path tif = dir.resolve("r.tif");
        Path asc = dir.resolve("r.asc");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", tif.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        r = TerrainCommandTest.run("mountains", spec.toString(), "-o", asc.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        Heightfield a = Rasters.read(asc);
        Heightfield t = Rasters.read(tif);
        assertEquals(a.columns(), t.columns());
        assertEquals(a.rows(), t.rows());
        assertEquals(a.frame().originX(), t.frame().originX(), 1e-9);
        assertEquals(a.heightAt(1000, -2000, EdgePolicy.clamp()), t.heightAt(1000, -2000, EdgePolicy.clamp()), 1e-3);
    }

    @Test
    void thePictureIsReadableAndItsPlainIsLandNotSea() throws IOException {
        Path spec = Files.writeString(dir.resolve("ok.json"), SPEC);
        Path out = dir.resolve("r.asc");
        Path picture = dir.resolve("r.png");
        var r = TerrainCommandTest.run("mountains", spec.toString(), "-o", out.toString(), "--picture",
                picture.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(picture.toFile());
        assertTrue(Math.max(image.getWidth(), image.getHeight()) >= 1024,
                image.getWidth() + " x " + image.getHeight());
        // the corner is the flat plain the range stands on (0 m): the hypsometric tint's lowest green,
        // not the sea's blue that the sea-level tint gives 0 m
        int rgb = image.getRGB(1, 1);
        int red = rgb >> 16 & 255;
        int green = rgb >> 8 & 255;
        int blue = rgb & 255;
        assertTrue(green > blue && green > red, "corner colour " + Integer.toHexString(rgb));
    }

    /**
     * Issue 30's second review: two groups written on one grid lost their named summits' exactness
     * (2 000 m and 2 200 m summits read 1 996.009 m and 2 195.309 m from the file): each group's grid
     * started at its own box, so the second was resampled between its nodes. Every group's nodes now lie
     * on the multiples of the spacing, and the merged grid keeps both summits to 1 mm, at 150 m and at an
     * odd 137 m spacing.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "spacing {0} m")
    @org.junit.jupiter.params.provider.ValueSource(doubles = {150, 137})
    void twoGroupsOnOneGridKeepTheirNamedSummits(double spacing) {
        var west = org.terrain4j.features.mountains.MountainRange.massif("W",
                org.terrain4j.features.Shapes.circle(0, 0, 8000), 1500).withPeaks(java.util.List.of(
                        org.terrain4j.features.mountains.Peak.of("Wtop", 10, 20, 2000)));
        var east = org.terrain4j.features.mountains.MountainRange.massif("E",
                org.terrain4j.features.Shapes.circle(80037, 0, 8000), 1500).withPeaks(java.util.List.of(
                        org.terrain4j.features.mountains.Peak.of("Etop", 80071, 41, 2200)));
        var groups = org.terrain4j.features.mountains.Mountains.standard().withSeed(1).withSpacing(spacing)
                .build(java.util.List.of(west, east));
        assertEquals(2, groups.size());
        Heightfield merged = MountainsCommand.merge(groups, true);
        assertEquals(2000, merged.heightAt(10, 20, EdgePolicy.clamp()), 1e-3);
        assertEquals(2200, merged.heightAt(80071, 41, EdgePolicy.clamp()), 1e-3);
        for (var g : groups) {
            Heightfield h = g.relief();
            double c = h.frame().x(0) / spacing;
            double r = h.frame().z(0) / spacing;
            assertEquals(Math.rint(c), c, 1e-9, "the group's first column on the lattice");
            assertEquals(Math.rint(r), r, 1e-9, "the group's first row on the lattice");
        }
    }
}
