package org.terrain4j.routing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.terrain4j.api.Heightfield;
import org.terrain4j.io.Rasters;

/** Runs GRASS GIS and SAGA as processes on a DEM from the repository's data/ and reads what they write. */
final class DrainageOracles {

    private DrainageOracles() {
    }

    static Path data(String name) {
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

    /** GRASS outputs for one DEM. */
    record Grass(float[] onePass, float[] filled, float[] previous, float[] accumulation, float[] drainage) {
    }

    /**
     * r.fill.dir on the DEM, run four times (its manual: one pass may leave depressions, repeat until none
     * is left), then r.watershed -s (single flow) on the filled surface, in a throwaway XY location.
     */
    static Grass grass(Path dem, Path dir) throws IOException, InterruptedException {
        Files.copy(dem, dir.resolve("dem.asc"));
        String script = String.join("\n",
                "set -e",
                "r.in.gdal -o input=dem.asc output=dem --q",
                "g.region raster=dem",
                "r.fill.dir input=dem output=f1 direction=d1 --q",
                "r.fill.dir input=f1 output=f2 direction=d2 --q",
                "r.fill.dir input=f2 output=f3 direction=d3 --q",
                "r.fill.dir input=f3 output=filled direction=dir --q",
                "r.watershed -s -a elevation=filled accumulation=acc drainage=drain --q",
                "r.out.gdal -c input=f1 output=f1.asc format=AAIGrid type=Float64 --q",
                "r.out.gdal -c input=f3 output=f3.asc format=AAIGrid type=Float64 --q",
                "r.out.gdal -c input=filled output=filled.asc format=AAIGrid type=Float64 --q",
                "r.out.gdal -c input=acc output=acc.asc format=AAIGrid type=Float64 --q",
                "r.out.gdal -c input=drain output=drain.asc format=AAIGrid type=Int32 --q", "");
        Files.writeString(dir.resolve("run.sh"), script);
        run(dir, List.of("grass", "--tmp-location", "XY", "--exec", "bash", "run.sh"));
        return new Grass(read(dir, "f1.asc"), read(dir, "filled.asc"), read(dir, "f3.asc"), read(dir, "acc.asc"),
                read(dir, "drain.asc"));
    }

    /** SAGA outputs for one DEM. */
    record Saga(float[] filled, float[] accumulation) {
    }

    /** SAGA's Fill Sinks (Wang &amp; Liu, minimum slope 0), then Flow Accumulation (Top-Down), D8, in cells. */
    static Saga saga(Path dem, Path dir) throws IOException, InterruptedException {
        Files.copy(dem, dir.resolve("dem.asc"));
        run(dir, List.of("saga_cmd", "ta_preprocessor", "4", "-ELEV", "dem.asc", "-FILLED", "filled.sdat",
                "-MINSLOPE", "0"));
        run(dir, List.of("saga_cmd", "ta_hydrology", "0", "-ELEVATION", "filled.sdat", "-FLOW", "acc.sdat",
                "-METHOD", "0", "-FLOW_UNIT", "0"));
        run(dir, List.of("gdal_translate", "-q", "-of", "AAIGrid", "filled.sdat", "filled.asc"));
        run(dir, List.of("gdal_translate", "-q", "-of", "AAIGrid", "acc.sdat", "acc.asc"));
        return new Saga(read(dir, "filled.asc"), read(dir, "acc.asc"));
    }

    private static float[] read(Path dir, String name) throws IOException {
        Heightfield h = Rasters.read(dir.resolve(name));
        return h.toArray();
    }
}
