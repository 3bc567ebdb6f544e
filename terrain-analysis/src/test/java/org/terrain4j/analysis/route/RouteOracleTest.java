package org.terrain4j.analysis.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;
import org.terrain4j.testkit.Oracles;

/**
 * GRASS GIS {@code r.cost -k} against our least-time search on a Tobler cost surface over the
 * bundled DEMs.
 *
 * <p>r.walk cannot be the oracle of the hiking function itself: it prices a move by Naismith's rule
 * with Langmuir's corrections, not by Tobler's speed. r.cost takes an isotropic cost per cell, so the
 * two are made comparable on an isotropic <em>Tobler cost surface</em>: each open sample gets the
 * time Tobler's walker needs to cross one cell on its own ground, {@code spacing / v(|∇h|)} with the
 * central-difference slope (the fastest slope set to 0, as direction is unknown to r.cost); closed
 * samples (sea, no-data, steeper than 42°) are null. Our search then runs with r.cost's documented
 * pricing of a move (the mean cost of the cells it touches — two for a step or a diagonal, four for a
 * knight's move — times its length in cells) and r.cost's rule that a diagonal step may pass between
 * two null cells. Every cumulative time must agree to a relative 1e-9 (GRASS writes 17 significant
 * digits), and so must the set of cells reached, and the length of the route {@code r.path} walks down
 * r.cost's directions to four targets must be that of ours to a relative 1e-6: that checks the 16-neighbour geometry, the knight's
 * move through its two middle cells, the barriers and Dijkstra's search, over every route from the
 * start at once.
 */
class RouteOracleTest {

    private static Path data(String name) {
        Path p = Path.of("..", "data", name);
        if (!Files.isRegularFile(p)) {
            throw new IllegalStateException("missing bundled DEM " + p.toAbsolutePath());
        }
        return p;
    }

    static boolean onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    static void run(Path dir, List<String> command) throws IOException, InterruptedException {
        Path log = dir.resolve("oracle.log");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("timed out: " + command);
        }
        if (p.exitValue() != 0) {
            throw new IOException(command + " failed (" + p.exitValue() + "): "
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
    }

    @ParameterizedTest(name = "{0} from ({1}, {2})")
    @CsvSource({"volcano.asc, 20, 30", "volcano.asc, 70, 5", "topobathy_3857.asc, 60, 40"})
    void rCostAgreesWithOurSearchOnAToblerCostSurface(String dem, int startColumn, int startRow,
                                                      @TempDir Path dir) throws Exception {
        Oracles.require(onPath("grass"), "GRASS GIS (grass)");
        Heightfield field = Rasters.read(data(dem));
        int columns = field.columns();
        int rows = field.rows();
        GridFrame f = field.frame();
        double cell = f.spacingX();
        WalkableGround ground = Tobler.standard().walkableGround(field, SampleMask.below(field, 0));
        Tobler isotropic = Tobler.standard().withFastestSlope(0);
        double[] perCell = new double[columns * rows];
        boolean[] open = ground.openSamples();
        float[] slope = ground.slopes();
        for (int i = 0; i < perCell.length; i++) {
            // rounded to float: GDAL reads an ASCII grid of decimals as Float32, and GRASS with it
            perCell[i] = open[i]
                    ? (float) (cell / isotropic.metresPerSecond(Math.tan(Math.toRadians(slope[i])))) : Double.NaN;
        }
        assertTrue(open[startRow * columns + startColumn], "the start is open");

        double[] ours = new double[columns * rows];
        byte[] from = new byte[columns * rows];
        boolean[] nonNull = new boolean[perCell.length];
        for (int i = 0; i < perCell.length; i++) {
            nonNull[i] = !Double.isNaN(perCell[i]);
        }
        double[] len = new double[16];
        int[][] mid = new int[16][];
        for (int m = 0; m < 16; m++) {
            len[m] = Math.hypot(Moves.DC[m], Moves.DR[m]);
            mid[m] = m >= 8 ? Moves.between(m) : null;
        }
        Moves.search(columns, rows, nonNull, startRow * columns + startColumn, 16, true, (u, v, m) -> {
            if (m < 8) {
                return (perCell[u] + perCell[v]) / 2 * len[m];
            }
            int a = u + mid[m][1] * columns + mid[m][0];
            int b = u + mid[m][3] * columns + mid[m][2];
            return (perCell[u] + perCell[v] + perCell[a] + perCell[b]) / 4 * len[m];
        }, ours, from);

        // the cost surface as an ESRI ASCII grid, full double precision, rows north to south
        StringBuilder asc = new StringBuilder();
        asc.append("ncols ").append(columns).append("\nnrows ").append(rows)
                .append("\nxllcorner 0\nyllcorner 0\ncellsize ").append(cell).append("\nNODATA_value -9999\n");
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                double v = perCell[r * columns + c];
                asc.append(Double.isNaN(v) ? "-9999" : Double.toString(v)).append(c + 1 < columns ? ' ' : '\n');
            }
        }
        Files.writeString(dir.resolve("cost.asc"), asc);
        double east = (startColumn + 0.5) * cell;
        double north = (rows - startRow - 0.5) * cell;
        String script = String.join("\n",
                "set -e",
                "r.in.gdal -o input=cost.asc output=cost --q",
                "g.region raster=cost",
                String.format(Locale.ROOT, "r.cost -k input=cost output=cum outdir=dir start_coordinates=%.6f,%.6f --q",
                        east, north),
                "r.out.gdal -c input=cum output=cum.asc format=AAIGrid type=Float64 nodata=-1 createopt=SIGNIFICANT_DIGITS=17 --q",
                "");
        // routes to a few targets: r.path down r.cost's directions, their lengths by v.to.db
        int[][] targets = {{columns / 10, rows / 10}, {columns * 9 / 10, rows / 5}, {columns / 2, rows * 9 / 10},
            {columns / 5, rows * 7 / 10}};
        for (int[] t : targets) {
            int i = t[1] * columns + t[0];
            while (!(ours[i] < Double.POSITIVE_INFINITY)) {
                i = (i + 1) % ours.length; // the next sample our search reached
            }
            t[0] = i % columns;
            t[1] = i / columns;
        }
        StringBuilder paths = new StringBuilder(script);
        for (int k = 0; k < targets.length; k++) {
            paths.append(String.format(Locale.ROOT,
                    "r.path input=dir format=degree start_coordinates=%.6f,%.6f vector_path=path%d --q%n"
                            + "v.to.db -p map=path%d option=length type=line --q > length%d.txt%n",
                    (targets[k][0] + 0.5) * cell, (rows - targets[k][1] - 0.5) * cell, k, k, k));
        }
        script = paths.toString();
        Files.writeString(dir.resolve("run.sh"), script);
        run(dir, List.of("grass", "--tmp-location", "XY", "--exec", "bash", "run.sh"));
        double[] grass = readDoubles(dir.resolve("cum.asc"), columns * rows);


        int reached = 0;
        for (int i = 0; i < ours.length; i++) {
            boolean g = !Double.isNaN(grass[i]);
            boolean o = ours[i] < Double.POSITIVE_INFINITY;
            assertEquals(g, o, "reached by both or neither: sample " + i);
            if (o) {
                reached++;
                assertEquals(grass[i], ours[i], 1e-9 * Math.max(1, grass[i]), "cumulative time at sample " + i);
            }
        }
        assertTrue(reached > 2000, "reached " + reached);

        for (int k = 0; k < targets.length; k++) {
            int i = targets[k][1] * columns + targets[k][0];
            double length = 0;
            while (from[i] >= 0) {
                int m = from[i];
                length += len[m] * cell;
                i -= Moves.DR[m] * columns + Moves.DC[m];
            }
            double grassLength = 0;
            for (String line : Files.readAllLines(dir.resolve("length" + k + ".txt"))) {
                String[] parts = line.trim().split("\\|");
                if (parts.length == 2 && !parts[0].equals("cat")) {
                    grassLength += Double.parseDouble(parts[1]);
                }
            }
            assertEquals(grassLength, length, 1e-6 * length, "route length to target " + k);
        }
    }

    /** The values of an ESRI ASCII grid in full precision, NODATA as NaN. */
    private static double[] readDoubles(Path file, int count) throws IOException {
        String[] lines = Files.readString(file, StandardCharsets.US_ASCII).split("\n");
        double nodata = Double.NaN;
        int k = 0;
        double[] out = new double[count];
        for (String line : lines) {
            String t = line.trim();
            if (t.isEmpty()) {
                continue;
            }
            if (Character.isLetter(t.charAt(0))) {
                if (t.toLowerCase(Locale.ROOT).startsWith("nodata_value")) {
                    nodata = Double.parseDouble(t.split("\\s+")[1]);
                }
                continue;
            }
            for (String s : t.split("\\s+")) {
                double v = s.toLowerCase(Locale.ROOT).contains("nan") ? Double.NaN : Double.parseDouble(s);
                out[k++] = v == nodata ? Double.NaN : v;
            }
        }
        assertEquals(count, k, "values in " + file);
        return out;
    }
}
