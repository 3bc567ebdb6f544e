package org.terrain4j.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.terrain4j.routing.TiledDrainage;

import scala.Tuple2;

/**
 * Generates a {@link TileBlock}, writes its files ({@link BlockFiles}) and computes its drainage,
 * either in this process ({@link #runLocal}) or as a Spark job ({@link #runSpark}); both give the same
 * files, byte for byte, whatever the executors and partitions.
 *
 * <p><b>The Spark job.</b> Tiles travel as plain arrays keyed by tile index. Stage 1: each partition
 * makes its tiles ({@link TileBlock#tileHeights}, eroded with halos) and writes their GeoTIFFs. Stage 2:
 * the drainage's fill rounds: every tile floods from its ring, its perimeter (a few KB) goes to the
 * driver, the perimeters are broadcast back, until no perimeter changes (typically 2–5 rounds).
 * Stage 3: every tile routes and accumulates itself and sends its {@link TiledDrainage.PerimeterFlow}
 * to the driver, which joins them in one pass and broadcasts what enters each tile; each tile finishes
 * its drainage and writes its area. Then the driver writes the tile index. The output directory must
 * be one every executor can write (a shared file system on a cluster).
 *
 * <p><b>Whole or not at all.</b> Both paths write into a hidden staging directory inside the output
 * ({@code out/.staging-…}) and move {@code tiles/}, {@code drainage/} and {@code tiles.json} into the
 * output only when every file is written, each replacing the output's own (so a block written over an
 * earlier one leaves none of the earlier tiles behind; other files in the output are left alone). If
 * anything fails, the output is as it was and the directories the job made are removed.
 *
 * <p>Stateless; thread-safe.
 *
 * @since 0.1
 */
public final class BlockJob {

    private BlockJob() {
    }

    /**
     * The single-machine path: every tile in turn, then the drainage by {@link TiledDrainage#solve}.
     *
     * @param block the block
     * @param out   output directory (made if missing)
     * @return fill rounds the drainage took
     * @throws IllegalArgumentException if out cannot hold the block's files (a file, or a directory that
     *                                  cannot be made or written), before any work
     * @throws IOException              if writing fails (the output is then as it was)
     */
    public static int runLocal(TileBlock block, Path out) throws IOException {
        Objects.requireNonNull(block, "block");
        Objects.requireNonNull(out, "out");
        Staging.check(out, "out");
        try (Staging staging = Staging.open(out, "out")) {
            int rounds = writeLocal(block, staging.dir());
            staging.commit();
            return rounds;
        }
    }

    private static int writeLocal(TileBlock block, Path out) throws IOException {
        int n = block.tileCount();
        float[][] drain = new float[n][];
        for (int t = 0; t < n; t++) {
            float[] h = block.tileHeights(t);
            BlockFiles.writeTile(block, out, t, h);
            drain[t] = block.drainageHeights(t, h);
        }
        TiledDrainage d = block.drainage();
        TiledDrainage.Solution s = d.solve(t -> drain[t]);
        for (int t = 0; t < n; t++) {
            BlockFiles.writeArea(block, out, t, s.drainageCounts(t % block.tilesX(), t / block.tilesX()));
        }
        BlockFiles.writeIndex(block, out, s.rounds());
        return s.rounds();
    }

    /**
     * The Spark job.
     *
     * @param sc         a Spark context (any master)
     * @param block      the block
     * @param out        output directory, writable by every executor (made if missing)
     * @param partitions partitions of the tiles, ≥ 1
     * @return fill rounds the drainage took
     * @throws IOException              if writing the index or moving the files into place fails (the
     *                                  output is then as it was)
     * @throws IllegalArgumentException if partitions is below 1, or out cannot hold the block's files,
     *                                  before any work; a failing task (an executor that cannot write a
     *                                  tile) arrives as Spark's {@code SparkException}, undeclared as
     *                                  Spark throws it, the output then as it was
     */
    public static int runSpark(JavaSparkContext sc, TileBlock block, Path out, int partitions) throws IOException {
        Objects.requireNonNull(sc, "sc");
        Objects.requireNonNull(block, "block");
        Objects.requireNonNull(out, "out");
        if (partitions < 1) {
            throw new IllegalArgumentException("partitions must be >= 1, was " + partitions);
        }
        Staging.check(out, "out");
        try (Staging staging = Staging.open(out, "out")) {
            int rounds = writeSpark(sc, block, staging.dir(), partitions);
            staging.commit();
            return rounds;
        }
    }

    private static int writeSpark(JavaSparkContext sc, TileBlock block, Path out, int partitions) throws IOException {
        String dir = out.toAbsolutePath().toString();
        int n = block.tileCount();
        List<Integer> ids = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            ids.add(t);
        }
        // stage 1: tiles, written where they are made; the drainage keeps its part of each
        JavaPairRDD<Integer, float[]> heights = sc.parallelize(ids, partitions).mapToPair(t -> {
            float[] h = block.tileHeights(t);
            BlockFiles.writeTile(block, Paths.get(dir), t, h);
            return new Tuple2<>(t, block.drainageHeights(t, h));
        }).persist(StorageLevel.MEMORY_AND_DISK());

        // stage 2: fill rounds, perimeters through the driver
        JavaPairRDD<Integer, Tuple2<float[], float[]>> state = heights.mapToPair(p -> new Tuple2<>(p._1(),
                new Tuple2<>(p._2(), (float[]) null)));
        Map<Integer, float[]> known = new HashMap<>();
        // broadcasts stay valid until the job ends: the lineage of later rounds refers to them
        List<Broadcast<?>> broadcasts = new ArrayList<>();
        int rounds = 0;
        JavaPairRDD<Integer, Tuple2<float[], float[]>> previous = null;
        while (true) {
            rounds++;
            Broadcast<Map<Integer, float[]>> ring = sc.broadcast(known);
            broadcasts.add(ring);
            JavaPairRDD<Integer, Tuple2<float[], float[]>> next = state.mapToPair(p -> {
                TiledDrainage d = block.drainage();
                int t = p._1();
                int tx = t % block.tilesX();
                int tz = t / block.tilesX();
                Map<Integer, float[]> k = ring.value();
                float[] est = d.fillRound(tx, tz, p._2()._1(), p._2()._2(), d.ring(tx, tz, k::get));
                return new Tuple2<>(t, new Tuple2<>(p._2()._1(), est));
            }).persist(StorageLevel.MEMORY_AND_DISK());
            Map<Integer, float[]> perimeters = new HashMap<>(next.mapToPair(p -> new Tuple2<>(p._1(),
                    block.drainage().perimeter(p._1() % block.tilesX(), p._1() / block.tilesX(), p._2()._2())))
                    .collectAsMap());
            if (previous != null) {
                previous.unpersist(false);
            }
            previous = next;
            state = next;
            boolean changed = perimeters.size() != known.size();
            for (Map.Entry<Integer, float[]> e : perimeters.entrySet()) {
                changed |= !Arrays.equals(e.getValue(), known.get(e.getKey()));
            }
            known = perimeters;
            if (!changed) {
                break;
            }
        }

        // stage 3: routing, perimeter links through the driver, local finish
        Broadcast<Map<Integer, float[]>> finalRing = sc.broadcast(known);
        broadcasts.add(finalRing);
        JavaPairRDD<Integer, TiledDrainage.TileFlow> flows = state.mapToPair(p -> {
            TiledDrainage d = block.drainage();
            int t = p._1();
            int tx = t % block.tilesX();
            int tz = t / block.tilesX();
            Map<Integer, float[]> k = finalRing.value();
            return new Tuple2<>(t, d.flow(tx, tz, p._2()._2(), d.ring(tx, tz, k::get)));
        }).persist(StorageLevel.MEMORY_AND_DISK());
        Map<Integer, TiledDrainage.PerimeterFlow> pf = flows.mapToPair(p -> new Tuple2<>(p._1(),
                p._2().perimeterFlow())).collectAsMap();
        TiledDrainage.PerimeterFlow[] all = new TiledDrainage.PerimeterFlow[n];
        for (int t = 0; t < n; t++) {
            all[t] = pf.get(t);
        }
        long[][] inflows = block.drainage().inflows(all);
        Broadcast<long[][]> in = sc.broadcast(inflows);
        broadcasts.add(in);
        flows.foreach(p -> BlockFiles.writeArea(block, Paths.get(dir), p._1(),
                block.drainage().drainageCounts(p._2(), in.value()[p._1()])));
        flows.unpersist(false);
        state.unpersist(false);
        heights.unpersist(false);
        for (Broadcast<?> b : broadcasts) {
            b.destroy();
        }
        BlockFiles.writeIndex(block, out, rounds);
        return rounds;
    }
}
