package org.terrain4j.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.GeoTiff;
import org.terrain4j.world.EnvironmentKernel;
import org.terrain4j.world.Preset;

/** The command line without Spark: options checked by name before any work; the plain loop's files. */
class TilesMainTest {

    @Test
    void badOptionsAreRefusedByNameAndNothingIsWritten(@TempDir Path dir) {
        Path out = dir.resolve("out");
        String[][] bad = {
            {"--local", "--samples", "x", "-o", out.toString()},
            {"--local", "--from", "1", "-o", out.toString()},
            {"--local", "--from", "2,2", "--to", "1,1", "-o", out.toString()},
            {"--local", "--samples", "1", "-o", out.toString()},
            {"--local", "--wavelength", "-3", "-o", out.toString()},
            {"--local", "--partitions", "0", "-o", out.toString()},
            {"--local", "--bogus", "-o", out.toString()},
            {"--local"},
        };
        String[] names = {"--samples", "--from", "--to's column", "--samples must be in [2, 8193], was 1",
            "--wavelength must be in (0, 1e9] metres, was -3", "--partitions", "--bogus", "-o"};
        for (int k = 0; k < bad.length; k++) {
            String[] args = bad[k];
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(args));
            assertTrue(e.getMessage().contains(names[k]), e.getMessage());
        }
        assertTrue(!Files.exists(out));
    }

    /** An -o that is an existing file is refused by name before any tile is made (it was a stack trace). */
    @Test
    void anOutputThatIsAFileIsRefusedBeforeWork(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("taken"), "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "33", "-o", file.toString()}));
        assertEquals("-o must name a directory, was the file " + file, e.getMessage());
        assertEquals("x", Files.readString(file));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "nothing else written");
        }
    }

    @Test
    void theLocalLoopWritesTilesDrainageAndIndex(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        int rounds = TilesMain.run(new String[] {"--local", "--from", "-1,0", "--to", "0,1", "--samples", "33", "--seed",
            "5", "-o", out.toString()});
        assertTrue(rounds >= 1);
        assertTrue(Files.isRegularFile(out.resolve("tiles/tile_-1_0.tif")));
        assertTrue(Files.isRegularFile(out.resolve("drainage/area_0_1.tif")));
        String index = Files.readString(out.resolve("tiles.json"));
        assertTrue(index.contains("\"heights\": \"tiles/tile_-1_1.tif\""), index);
        assertEquals(65, com.google.gson.JsonParser.parseString(index).getAsJsonObject().getAsJsonObject("drainage")
                .get("columns").getAsInt());
    }

    @Test
    void withAnEnvironmentTheTilesAreTheEnvironmentKernelsWindowsInTheTilesFrames(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("env");
        TilesMain.run(new String[] {"--local", "--environment", "highlands", "--from", "-1,0", "--to", "0,1", "--samples",
            "17", "--seed", "4", "-o", out.toString()});
        EnvironmentKernel k = EnvironmentKernel.of(Preset.HIGHLANDS, 4, false, 17);
        double size = k.environment().ground().size();
        for (int c = -1; c <= 0; c++) {
            for (int r = 0; r <= 1; r++) {
                Heightfield h = GeoTiff.read(BlockFiles.tileFile(out, c, r));
                assertArrayEquals(k.window(c * 16L, r * 16L, 17, 17), h.toArray(), "tile " + c + "," + r);
                // the frame of `terrain tiles`: tile (c, r) is the square of side size centred at (c, r)·size
                assertEquals(-size / 2 + c * size, h.frame().originX(), 1e-6, "originX of " + c + "," + r);
                assertEquals(-size / 2 + r * size, h.frame().originZ(), 1e-6, "originZ of " + c + "," + r);
                assertEquals(size / 16, h.frame().spacingX(), 1e-9);
            }
        }
        String index = Files.readString(out.resolve("tiles.json"));
        assertTrue(index.contains("EnvironmentKernel[HIGHLANDS"), index);
        // fbm options are the fbm kernel's, refused beside an environment, before any work
        Path none = dir.resolve("none");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--environment", "highlands", "--wavelength", "100", "-o", none.toString()}));
        assertTrue(e.getMessage().contains("--wavelength"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--environment", "nowhere", "-o", none.toString()}));
        assertTrue(e.getMessage().contains("nowhere"), e.getMessage());
        assertTrue(!Files.exists(none));
    }

    /** Every option refused by its own name, its value and its range, before any work (the review found internal names). */
    @Test
    void eachLimitIsRefusedInTheOptionsWords(@TempDir Path dir) {
        Path out = dir.resolve("out");
        String o = out.toString();
        String[][] cases = {
            {"--from's column must be in [-1048576, 1048576], was 1048577", "--from", "1048577,0", "--to", "1048577,0"},
            {"--from's row must be in [-1048576, 1048576], was -1048577", "--from", "0,-1048577"},
            {"--to's row must be in [-1048576, 1048576], was 1048577", "--from", "0,1048570", "--to", "0,1048577"},
            {"--to's row must be at or after --from's 3, was 2", "--from", "0,3", "--to", "0,2"},
            {"--from 1,0 --to 257,0 spans 257 tiles in a column, more than the 256 a block may have", "--from", "1,0", "--to",
                "257,0"},
            {"--samples 8193 make a block of 49153 × 49153 samples, more than 2147483639", "--samples", "8193", "--to",
                "5,5"},
            {"--amplitude must be in [0, 1e6] metres, was -1.0", "--amplitude", "-1"},
            {"--spacing must be a finite number, was NaN", "--spacing", "NaN"},
            {"--partitions must be >= 1, was 0", "--partitions", "0"},
            {"--partitions must be >= 1, was -1", "--partitions", "-1"},
            {"--wavelength must be in (0, 1e9] metres, was 0", "--wavelength", "0"},
            {"--spacing must be in (0, 1e9] metres, was 1000000001", "--spacing", "1000000001"},
            {"--amplitude must be in [0, 1e6] metres, was 1000001.0", "--amplitude", "1000001"},
            {"--samples must be in [2, 8193], was 8194", "--samples", "8194"},
            {"--to's column must be in [-1048576, 1048576], was -1048577", "--from", "-1048576,0", "--to", "-1048577,0"},
            {"--local runs the plain loop without Spark; drop --partitions", "--local", "--partitions", "2"},
            {"--local runs the plain loop without Spark; drop --master", "--local", "--master", "local[2]"},
            {"--runway asks an environment for a strip in every tile; give --environment", "--runway"},
            {"--runway: BACK COUNTRY has no strip; drop --runway", "--environment", "back country", "--runway"},
            {"the --environment highlands sets its own (--amplitude given)", "--environment", "highlands", "--amplitude",
                "3"},
        };
        for (String[] c : cases) {
            String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(c, 1, c.length),
                    java.util.stream.Stream.of("-o", o)).toArray(String[]::new);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(args),
                    String.join(" ", args));
            assertTrue(e.getMessage().contains(c[0]), e.getMessage());
        }
        assertTrue(!Files.exists(out), "nothing written");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "-o", o, "--seed"}));
        assertEquals("--seed needs a value", e.getMessage());
    }

    /** Each limit's own value is allowed: the farthest tiles, 256 a side, 2 samples (the refusals above are one past). */
    @Test
    void theLimitsThemselvesAreAllowed(@TempDir Path dir) throws Exception {
        String[][] cases = {
            {"--from", "1048576,-1048576", "--to", "1048576,-1048576"},
            {"--from", "-1048576,1048576", "--to", "-1048576,1048576"},
            {"--from", "0,0", "--to", "255,0"},
            {"--to", "0,0", "--amplitude", "0", "--spacing", "1e9"},
            {"--to", "0,0", "--amplitude", "1e6", "--wavelength", "1e9"},
        };
        int k = 0;
        for (String[] c : cases) {
            Path out = dir.resolve("ok" + k++);
            String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(c),
                    java.util.stream.Stream.of("--local", "--samples", "2", "-o", out.toString())).toArray(String[]::new);
            TilesMain.run(args);
            assertTrue(Files.isRegularFile(out.resolve("tiles.json")), String.join(" ", args));
        }
        try (var s = Files.list(dir.resolve("ok2").resolve("tiles"))) {
            assertEquals(256, s.count());
        }
        // 8193 samples pass their own check and meet the heap's (one tile of 8193² is 2 GB at 32 B a sample)
        long max = Runtime.getRuntime().maxMemory();
        org.junit.jupiter.api.Assumptions.assumeTrue(max < 8193L * 8193 * 32, "a heap under 2 GB");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "8193", "--from", "0,0", "--to", "0,0", "-o", dir.resolve("big").toString()}));
        assertTrue(e.getMessage().startsWith("--local with --samples 8193 over 1 × 1 tiles"), e.getMessage());
    }

    /** The fbm kernel's options reach the kernel: the tile is its window, at its spacing. */
    @Test
    void fbmOptionsMakeTheKernel(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("fbm");
        TilesMain.run(new String[] {"--local", "--to", "0,0", "--samples", "17", "--seed", "8", "--spacing", "2.5",
            "--wavelength", "100", "--amplitude", "3", "-o", out.toString()});
        Heightfield h = GeoTiff.read(BlockFiles.tileFile(out, 0, 0));
        assertArrayEquals(org.terrain4j.noise.FbmKernel.of(8, 6, 100, 0, 3, 2.5).window(0, 0, 17, 17), h.toArray());
        assertEquals(2.5, h.frame().spacingX());
    }

    /** --help, an empty -o, a local master's heap, staging leftovers, the index's permissions (the review's 3, 4, 9, 11). */
    @Test
    void helpEmptyOutputLocalHeapLeftoversAndPermissions(@TempDir Path dir) throws Exception {
        var stdout = System.out;
        var bytes = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertEquals(0, TilesMain.run(new String[] {"--help"}));
        } finally {
            System.setOut(stdout);
        }
        assertEquals(TilesMain.USAGE, bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(TilesMain.USAGE.contains("--samples N") && TilesMain.USAGE.contains("2..8193"), TilesMain.USAGE);

        assertEquals("-o must name a directory, was empty", assertThrows(IllegalArgumentException.class,
                () -> TilesMain.run(new String[] {"--local", "-o", ""})).getMessage());

        assertEquals(1, TilesMain.localTasks("local"));
        assertEquals(3, TilesMain.localTasks("local[3]"));
        assertEquals(2, TilesMain.localTasks(" local[2,4] "));
        assertEquals(Runtime.getRuntime().availableProcessors(), TilesMain.localTasks("local[*]"));
        assertEquals(0, TilesMain.localTasks("spark://host:7077"));
        assertEquals(0, TilesMain.localTasks("yarn"));
        // 8193² × 48 B is 3 GB a task: more than this test JVM's heap on two tasks
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().maxMemory() < 2 * 8193L * 8193 * 48);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--master", "local[2]", "--samples", "8193", "--to", "0,0", "-o", dir.resolve("big").toString()}));
        assertTrue(e.getMessage().startsWith("--samples 8193 on 2 local tasks needs about " + ((2 * 8193L * 8193 * 48
                + (300L << 20)) >> 20) + " MB of heap"), e.getMessage());
        assertTrue(!Files.exists(dir.resolve("big")));

        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve(".staging-123"));
        var errBytes = new java.io.ByteArrayOutputStream();
        var stderr = System.err;
        System.setErr(new java.io.PrintStream(errBytes, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            TilesMain.run(new String[] {"--local", "--to", "0,0", "--samples", "9", "-o", out.toString()});
        } finally {
            System.setErr(stderr);
        }
        assertTrue(errBytes.toString(java.nio.charset.StandardCharsets.UTF_8).contains("TilesMain: warning: "
                + out.resolve(".staging-123") + " is a run's staging directory"), errBytes.toString());
        assertTrue(Files.isDirectory(out.resolve(".staging-123")), "another run's is left alone");
        if (out.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertEquals(Files.getPosixFilePermissions(out.resolve("tiles/tile_0_0.tif")),
                    Files.getPosixFilePermissions(out.resolve("tiles.json")), "the index readable as the tiles are");
        }
    }

    /** main's one line: refusals and write failures, never a stack trace; exit code 1. */
    @Test
    void failuresArePrintedOnOneLine(@TempDir Path dir) throws Exception {
        var bytes = new java.io.ByteArrayOutputStream();
        var err = new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(1, TilesMain.exitCode(new String[] {"--samples", "1", "-o", dir.toString()}, err));
        assertEquals("TilesMain: --samples must be in [2, 8193], was 1" + System.lineSeparator(), bytes.toString());
        assertEquals(0, TilesMain.exitCode(new String[] {"--local", "--samples", "3", "-o", dir.resolve("a").toString()},
                err));
    }

    /** The plain loop's heap need is checked first and named in the options' words. */
    @Test
    void aBlockTooBigForTheHeapIsRefusedNamingSamplesAndXmx(@TempDir Path dir) {
        Path out = dir.resolve("out");
        // 4 × 4 tiles of 8193²: 32769² samples, 32 GB at 32 B a sample; the test JVM has far less
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "8193", "--from", "1,2", "--to", "4,5", "-o", out.toString()}));
        assertTrue(e.getMessage().startsWith("--local with --samples 8193 over 4 × 4 tiles needs about 32770 MB of heap"
                + " (1073807361 samples × 32 B for the block's drainage); this JVM has "
                + (Runtime.getRuntime().maxMemory() >> 20) + " MB"), e.getMessage());
        assertTrue(e.getMessage().contains("java -Xmx33282m"), e.getMessage());
        assertTrue(!Files.exists(out));
    }

    /** The library's own entry checks the output before any work too (a tiles.json directory is found first). */
    @Test
    void blockJobChecksItsOutputBeforeWork(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("tiles.json"));
        TileBlock failing = TileBlock.of(new FailingKernel(0), 0, 0, 0, 0, 9, 1); // would fail on its first tile
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BlockJob.runLocal(failing, out));
        assertEquals("out " + out + " holds tiles.json, which is not a file; the block's tiles.json goes there",
                e.getMessage());
    }

    /** Output that cannot be made, or whose parts are of the wrong kind, is refused by -o before any work. */
    @Test
    void outputsThatCannotHoldABlockAreRefusedBeforeWork(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "9", "-o", file.resolve("sub").toString()}));
        assertEquals("-o " + file.resolve("sub") + " cannot be made: " + file.toAbsolutePath() + " is a file",
                e.getMessage());
        Path taken = dir.resolve("taken");
        Files.createDirectories(taken.resolve("tiles.json"));
        e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "9", "-o", taken.toString()}));
        assertEquals("-o " + taken + " holds tiles.json, which is not a file; the block's tiles.json goes there",
                e.getMessage());
        Path odd = dir.resolve("odd");
        Files.createDirectories(odd);
        Files.writeString(odd.resolve("drainage"), "mine");
        e = assertThrows(IllegalArgumentException.class, () -> TilesMain.run(new String[] {
            "--local", "--samples", "9", "-o", odd.toString()}));
        assertEquals("-o " + odd + " holds drainage, which is not a directory; the block's drainage goes there",
                e.getMessage());
        assertEquals("mine", Files.readString(odd.resolve("drainage")));
        try (var s = Files.list(dir)) {
            assertEquals(3, s.count(), "nothing else made");
        }
    }

    /**
     * An environment's tiles are its own joined tiles, last row and column included: the review found
     * CANYON COUNTRY's tile 0,0 up to 323 m off `terrain tiles`' where a canyon kept in its tile meets a join
     * (the kernel's window reads the shared samples from the neighbour).
     */
    @Test
    void environmentTilesAreTheJoinedTilesEdgesIncluded(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("canyon");
        TilesMain.run(new String[] {"--local", "--environment", "canyon country", "--to", "0,0", "--samples", "65",
            "--seed", "12", "-o", out.toString()});
        EnvironmentKernel k = EnvironmentKernel.of(Preset.CANYON_COUNTRY, 12, false, 65);
        float[] own = k.environment().joinedTile(0, 0).heights().toArray();
        assertArrayEquals(own, GeoTiff.read(BlockFiles.tileFile(out, 0, 0)).toArray());
        assertArrayEquals(own, k.tile(0, 0, 65));
        assertTrue(!java.util.Arrays.equals(own, k.window(0, 0, 65, 65)), "the window's edges are the neighbours'");
    }

    /**
     * With --runway the tiles are the runway kernel's own tiles, edges included (the command line's --spark
     * passes it on). Not its windows: LAKESIDE seed 2's lake reaches the tile's south edge, where a window
     * reads the last row from the tile south of it.
     */
    @Test
    void runwayTilesAreTheRunwayKernelsTiles(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("rw");
        TilesMain.run(new String[] {"--local", "--environment", "lakeside", "--runway", "--to", "0,0", "--samples", "33",
            "--seed", "2", "-o", out.toString()});
        float[] with = EnvironmentKernel.of(Preset.LAKESIDE, 2, true, 33).tile(0, 0, 33);
        float[] without = EnvironmentKernel.of(Preset.LAKESIDE, 2, false, 33).tile(0, 0, 33);
        assertArrayEquals(with, GeoTiff.read(BlockFiles.tileFile(out, 0, 0)).toArray());
        assertTrue(!java.util.Arrays.equals(with, without), "the strip changes the tile");
    }

    /** A block written over an earlier one replaces its tiles and drainage whole; other files stay. */
    @Test
    void aBlockOverAnEarlierOneLeavesNoneOfItsTiles(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        TilesMain.run(new String[] {"--local", "--from", "0,0", "--to", "2,1", "--samples", "9", "-o", out.toString()});
        Files.writeString(out.resolve("notes.txt"), "mine");
        TilesMain.run(new String[] {"--local", "--from", "5,5", "--to", "5,5", "--samples", "9", "--seed", "3", "-o",
            out.toString()});
        assertEquals(java.util.List.of("drainage", "notes.txt", "tiles", "tiles.json"), names(out));
        assertEquals(java.util.List.of("tile_5_5.tif"), names(out.resolve("tiles")));
        assertEquals(java.util.List.of("area_5_5.tif"), names(out.resolve("drainage")));
        assertEquals("mine", Files.readString(out.resolve("notes.txt")));
    }

    /**
     * A job failing after some tiles are written (the review's late write failure left 17 tiles and no
     * index) leaves the output exactly as it was: an earlier block's files byte for byte, nothing staged.
     */
    @Test
    void aJobFailingLateLeavesTheOutputAsItWas(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        TileBlock good = TileBlock.of(org.terrain4j.noise.FbmKernel.of(1, 3, 64, 0, 8, 1), 0, 0, 1, 1, 9, 1);
        BlockJob.runLocal(good, out);
        java.util.Map<String, byte[]> before = contents(out);
        TileBlock failing = TileBlock.of(new FailingKernel(16), 0, 0, 2, 2, 9, 1);
        java.io.UncheckedIOException e = assertThrows(java.io.UncheckedIOException.class,
                () -> BlockJob.runLocal(failing, out));
        assertEquals("tile at 16,0 cannot be read", e.getCause().getMessage());
        java.util.Map<String, byte[]> after = contents(out);
        assertEquals(before.keySet(), after.keySet());
        for (String f : before.keySet()) {
            assertArrayEquals(before.get(f), after.get(f), f);
        }
        // and a failing first block leaves no output directory at all
        Path fresh = dir.resolve("fresh");
        TileBlock failingAgain = TileBlock.of(new FailingKernel(16), 0, 0, 2, 2, 9, 1);
        assertThrows(java.io.UncheckedIOException.class, () -> BlockJob.runLocal(failingAgain, fresh));
        assertTrue(!Files.exists(fresh));
    }

    private static java.util.List<String> names(Path d) throws java.io.IOException {
        try (var s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    static java.util.Map<String, byte[]> contents(Path root) throws java.io.IOException {
        java.util.Map<String, byte[]> m = new java.util.TreeMap<>();
        try (var s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String key = root.relativize(p).toString() + (Files.isDirectory(p) ? "/" : "");
                m.put(key, Files.isDirectory(p) ? new byte[0] : Files.readAllBytes(p));
            }
        }
        return m;
    }
}
