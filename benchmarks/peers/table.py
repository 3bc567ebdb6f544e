#!/usr/bin/env python3
"""The peer table of issue 37 in one run: each row of terrain4j (JMH, one fork) beside its peer, run
right after it.

    benchmarks/peers/table.py PEER_BIN_DIR [--out DIR] [--quick]

PEER_BIN_DIR holds fastscapelib_peer and richdem_peer (benchmarks/peers/build.sh). Needs
benchmarks/target/benchmarks.jar (mvn -B -q -DskipTests -pl benchmarks -am package), gdal_viewshed for the
viewshed row (skipped without it), and the repository's data/ folder. Writes the grids, every JMH JSON
and peer output to DIR (default a new temporary folder) and prints the table as Markdown.

Figures: terrain4j's are JMH averages (or throughputs) over 5 one-second iterations after 3 of warm-up, in one
fork, or three for the small kernels (noise, Worley, droplets at 256², the topobathy grid: see jmh());
a C++ peer's is the median of 15 in-process runs timed with std::chrono around the call alone (no
start-up, no file read); GDAL's viewshed is its process time less the same process with a one-cell
radius (start-up, reading). "Ratio" is how many times faster terrain4j is (above 1: ours is faster).
--quick: 1 warm-up and 2 measured iterations, 5 peer runs (a smoke run; not for the table).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JAR = os.path.join(ROOT, "benchmarks", "target", "benchmarks.jar")


def jmh(pattern, params, out, name, quick, forks=1):
    """Runs one JMH pattern; returns {(benchmark method, params tuple): (score, unit)}.

    forks > 1 for the rows a single fork cannot settle: small kernels whose speed moves from one JVM to the next
    (noise points, droplets at 256², the 0.6 ms topobathy fill; on this project's virtual machine whole JVMs run
    about 1.5 times slower at times, ours and the peer alike); the figure is then the mean over every fork's
    iterations, each fork's own mean in the .json's rawData."""
    rff = os.path.join(out, name + ".json")
    it = ["-wi", "1", "-i", "2"] if quick else ["-wi", "3", "-i", "5"]
    cmd = ["java", "-jar", JAR, pattern, "-f", str(1 if quick else forks), "-w", "1s", "-r", "1s", *it, "-rf",
           "json", "-rff", rff]
    for k, v in params.items():
        cmd += ["-p", "%s=%s" % (k, v)]
    with open(os.path.join(out, name + ".log"), "w") as log:
        subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT, check=True,
                       env=dict(os.environ, JAVA_TOOL_OPTIONS="-Dterrain4j.data=" + os.path.join(ROOT, "data")))
    result = {}
    for r in json.load(open(rff)):
        method = r["benchmark"].rsplit(".", 1)[1]
        result[(method, tuple(sorted(r.get("params", {}).items())))] = (r["primaryMetric"]["score"],
                                                                        r["primaryMetric"]["scoreUnit"])
    return result


def peer(program, args, out, name):
    """Runs a C++ peer; returns {operation: (minimum ms, median ms)}."""
    p = subprocess.run([program, *map(str, args)], capture_output=True, text=True, check=True)
    with open(os.path.join(out, name + ".txt"), "w") as f:
        f.write(p.stdout)
    rows = {}
    for line in p.stdout.splitlines():
        op, lo, med, _ = line.split()
        rows[op] = (float(lo), float(med))
    return rows


def one(result, method, **params):
    key = (method, tuple(sorted((k, str(v)) for k, v in params.items())))
    return result[key][0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("bin")
    ap.add_argument("--out")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    fsl = os.path.join(a.bin, "fastscapelib_peer")
    rd = os.path.join(a.bin, "richdem_peer")
    for p in (fsl, rd, JAR):
        if not os.path.isfile(p):
            sys.exit("table.py: missing %s (see the docstring: build.sh, mvn package)" % p)
    out = a.out or tempfile.mkdtemp(prefix="peer-table-")
    os.makedirs(out, exist_ok=True)
    reps = 5 if a.quick else 15
    grids = os.path.join(out, "grids")
    subprocess.run(["java", "-cp", JAR, "org.terrain4j.bench.peers.PeerGrids", os.path.join(ROOT, "data"), grids],
                   check=True)
    shape = {}
    for g in ("srtm", "topobathy", "dsflat", "ds1024", "ds2049"):
        rows, cols, spacing = open(os.path.join(grids, g + ".txt")).read().split()
        shape[g] = (int(rows), int(cols), float(spacing))
    lines = ["| row | grid | terrain4j | peer | peer figure | ratio |", "|---|---|---|---|---|---|"]

    def row(what, grid, ours, ours_unit, peer_name, peer_value, ratio):
        lines.append("| %s | %s | %.3g %s | %s | %.3g %s | **%.2f×** |"
                     % (what, grid, ours, ours_unit, peer_name, peer_value, ours_unit, ratio))
        print(lines[-1], flush=True)

    print("\n".join(lines), flush=True)
    for g in ("srtm", "topobathy", "dsflat"):
        rows, cols, spacing = shape[g]
        ours = jmh(r"PeerTableBenchmark\.(fillFlat|fillDraining|routingAndArea)$", {"grid": g}, out, "fill-" + g,
                   a.quick, 3 if g == "topobathy" else 1)
        r = peer(rd, [os.path.join(grids, g + ".f32"), rows, cols, reps], out, "richdem-" + g)
        f = peer(fsl, [os.path.join(grids, g + ".filled.f32"), rows, cols, spacing, reps], out, "fastscapelib-" + g)
        flat = one(ours, "fillFlat", grid=g)
        draining = one(ours, "fillDraining", grid=g)
        fastest = min(("Zhou 2016", r["zhou2016"][1]), ("Barnes 2014", r["barnes2014"][1]), key=lambda x: x[1])
        row("fill, flat", g, flat, "ms", "RichDEM " + fastest[0] + " (fastest flat)", fastest[1], fastest[1] / flat)
        row("fill, draining", g, draining, "ms", "RichDEM Barnes 2014 ε", r["barnes2014eps"][1],
            r["barnes2014eps"][1] / draining)
        row("fill, draining", g, draining, "ms", "RichDEM " + fastest[0] + " (fastest of all)", fastest[1],
            fastest[1] / draining)
        routing = one(ours, "routingAndArea", grid=g)
        row("D8 routing + drainage area", g, routing, "ms", "fastscapelib single_flow_router + accumulate",
            f["routing"][1], f["routing"][1] / routing)
    for g in ("ds1024", "ds2049", "srtm"):
        rows, cols, spacing = shape[g]
        ours = jmh(r"PeerTableBenchmark\.streamPowerStepN2$", {"grid": g}, out, "spl-" + g, a.quick)
        f = peer(fsl, [os.path.join(grids, g + ".filled.f32"), rows, cols, spacing, reps], out, "fastscapelib-spl-" + g)
        spl = one(ours, "streamPowerStepN2", grid=g)
        row("stream power, n = 2, one step", g, spl, "ms", "fastscapelib spl_eroder (tolerance 1e-3)",
            f["spl-n2"][1], f["spl-n2"][1] / spl)
    for size in (256, 512, 1024):
        ours = jmh(r"HydraulicBenchmark\.(terrain4jDroplets|referenceRestatementDroplets)$", {"size": size}, out,
                   "droplets-%d" % size, a.quick, 3 if size == 256 else 1)
        ref = one(ours, "referenceRestatementDroplets", size=size)
        for threads in (1, 2):
            d = one(ours, "terrain4jDroplets", size=size, threads=threads)
            row("droplets, %d thread%s (drops/s)" % (threads, "" if threads == 1 else "s"), "%d²" % size, d, "/s",
                "restatement of the popular droplet code, 1 thread", ref, d / ref)
    if shutil.which("gdal_viewshed"):
        v = jmh(r"ViewshedBenchmark\.(terrain4jViewshed|gdalViewshed|gdalViewshedStartOnly)$", {}, out, "viewshed",
                a.quick)
        ours = one(v, "terrain4jViewshed", size=2049)
        gdal = one(v, "gdalViewshed", size=2049) - one(v, "gdalViewshedStartOnly", size=2049)
        row("viewshed, one observer", "2049²", ours, "ms", "gdal_viewshed less its start-up", gdal, gdal / ours)
    else:
        print("no gdal_viewshed on PATH (Debian: gdal-bin): the viewshed row is skipped", file=sys.stderr, flush=True)
    for t in ("OPEN_SIMPLEX2", "OPEN_SIMPLEX2S"):
        n = jmh(r"NoiseBenchmark\.(oursPoint3d|jnoisePoint3d)$", {"type": t}, out, "noise-" + t, a.quick, 3)
        o = one(n, "oursPoint3d", type=t)
        j = one(n, "jnoisePoint3d", type=t)
        row("3-D %s points (samples/s)" % t, "256²", o, "/s", "JNoise 4.1.0", j, o / j)
    c = jmh(r"CellularBenchmark\.(oursPoint2d|jnoisePoint2d|oursPoint3d|jnoisePoint3d)$",
            {"distance": "EUCLIDEAN", "output": "F1"}, out, "cellular", a.quick, 3)
    for dim in ("2d", "3d"):
        o = one(c, "oursPoint" + dim, distance="EUCLIDEAN", output="F1")
        j = one(c, "jnoisePoint" + dim, distance="EUCLIDEAN", output="F1")
        row("Worley F1 Euclidean, %s points (samples/s)" % dim.upper(), "256²", o, "/s", "JNoise 4.1.0 Worley", j,
            o / j)
    # what the 3-D noise rows' speeds stand beside: whether each generator is continuous
    cont = subprocess.run(["java", "-cp", JAR, "org.terrain4j.bench.peers.NoiseContinuity"], capture_output=True,
                          text=True, check=True).stdout.splitlines()
    lines += ["", "Continuity of the 3-D noises (NoiseContinuity):", ""] + ["- " + c for c in cont]
    print("\n".join(lines[-len(cont) - 2:]), flush=True)
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("raw results and table.md in " + out)


if __name__ == "__main__":
    main()
