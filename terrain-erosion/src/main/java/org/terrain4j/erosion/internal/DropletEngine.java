package org.terrain4j.erosion.internal;

import java.util.concurrent.CancellationException;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Samples;
import org.terrain4j.api.internal.SplitMix64;

/**
 * The droplet walker behind {@link org.terrain4j.erosion.Hydraulic}: the per-drop rule, the brush, the
 * tiled schedule that makes threads deterministic, and the ledger. See {@code Hydraulic} for the
 * model; this class adds the scheduling.
 *
 * <p><b>Schedule.</b> Each drop moves at most one sample along each axis per step, so everything it
 * reads or writes lies within {@code reach = maxSteps + radius + 3} samples of its start. The grid is
 * cut into {@code tilesX × tilesZ} tiles at least {@code 2·reach} wide; a tile's colour is the parity of
 * its column and row. Drops run in rounds of {@link #roundSize} consecutive indices; in a round, the
 * drops starting in tiles of colour 0 run (tiles in parallel, each tile's drops in index order), then
 * colour 1, 2, 3. Two tiles of one colour are a whole tile apart, so their drops never touch the same
 * sample. The layout depends only on the grid and the parameters, not on the thread count.
 *
 * <p>Not thread-safe; one engine per run.
 *
 * @since 0.1
 */
public final class DropletEngine {

    private final DropletSettings s;
    private final Probe probe;
    private final Brush brush;

    /**
     * @param settings validated parameters
     */
    public DropletEngine(DropletSettings settings) {
        this(settings, Probe.NONE);
    }

    DropletEngine(DropletSettings settings, Probe probe) {
        this.s = settings;
        this.probe = probe;
        this.brush = new Brush(settings.radius());
    }

    /**
     * Runs every drop over {@code field}.
     *
     * @param field    field to erode in place
     * @param seed     seed of the drops' starting points
     * @param progress progress and cancellation
     * @return the ledger
     * @throws CancellationException if cancelled (after a whole round)
     */
    public ErosionLedger run(HeightfieldBuffer field, long seed, ProgressListener progress) {
        return run(field, seed, progress, probe);
    }

    /**
     * Runs every drop over {@code field} and adds what each sample saw to {@code masks} (the same drops, the
     * same bits of the field as {@link #run(HeightfieldBuffer, long, ProgressListener)}).
     *
     * @param field    field to erode in place
     * @param seed     seed of the drops' starting points
     * @param progress progress and cancellation
     * @param masks    the masks to add to, sized for {@code field}
     * @return the ledger
     * @throws IllegalArgumentException if the masks are not sized for the field
     * @throws CancellationException if cancelled (after a whole round)
     */
    public ErosionLedger run(HeightfieldBuffer field, long seed, ProgressListener progress, DropletMasks masks) {
        masks.requireShape(field.columns(), field.rows());
        return run(field, seed, progress, (Probe) masks);
    }

    private ErosionLedger run(HeightfieldBuffer field, long seed, ProgressListener progress, Probe probe) {
        float[] h = Samples.shared(field);
        int columns = field.columns();
        int rows = field.rows();
        FieldChecks.requireFinite(h, columns);
        if (s.drops() == 0 || columns < 2 || rows < 2) {
            progress.progress(1, "hydraulic erosion");
            return ErosionLedger.NONE;
        }
        GridFrame frame = field.frame();
        int reach = s.maxSteps() + s.radius() + 3;
        int tilesX = Math.max(1, (columns - 1) / (2 * reach));
        int tilesZ = Math.max(1, (rows - 1) / (2 * reach));
        int tiles = tilesX * tilesZ;
        double tileW = (double) (columns - 1) / tilesX;
        double tileH = (double) (rows - 1) / tilesZ;
        int roundSize = roundSize(tiles);
        long mixedSeed = SplitMix64.mix(seed);

        // per-tile ledgers: eroded, deposited, lost off the edge, lost in dying drops
        double[] ledger = new double[4 * tiles];
        int[] tileOfSlot = new int[roundSize];
        long[] order = new long[roundSize];
        int[] start = new int[tiles + 1];
        int[][] phaseTiles = new int[4][];
        {
            int[] counts = new int[4];
            for (int tz = 0; tz < tilesZ; tz++) {
                for (int tx = 0; tx < tilesX; tx++) {
                    counts[(tx & 1) | (tz & 1) << 1]++;
                }
            }
            for (int c = 0; c < 4; c++) {
                phaseTiles[c] = new int[counts[c]];
                counts[c] = 0;
            }
            for (int tz = 0; tz < tilesZ; tz++) {
                for (int tx = 0; tx < tilesX; tx++) {
                    int c = (tx & 1) | (tz & 1) << 1;
                    phaseTiles[c][counts[c]++] = tz * tilesX + tx;
                }
            }
        }
        Walker walker = new Walker(h, columns, rows, frame, s, brush, probe);
        long drops = s.drops();
        // long arithmetic throughout: every count the settings accept runs exactly that many drops
        long rounds = drops / roundSize + (drops % roundSize == 0 ? 0 : 1);
        double lastReported = -1;
        try (Workers workers = new Workers(s.threads())) {
            for (long round = 0; round < rounds; round++) {
                long first = round * roundSize;
                int count = (int) Math.min(roundSize, drops - first);
                // bucket the round's drops by tile (counting sort, index order kept within a tile)
                java.util.Arrays.fill(start, 0);
                for (int k = 0; k < count; k++) {
                    long bits = SplitMix64.mix(mixedSeed + (first + k + 1L) * SplitMix64.GAMMA);
                    double x = startX(bits, columns);
                    double z = startZ(bits, rows);
                    int tx = Math.min(tilesX - 1, (int) (x / tileW));
                    int tz = Math.min(tilesZ - 1, (int) (z / tileH));
                    int t = tz * tilesX + tx;
                    tileOfSlot[k] = t;
                    start[t + 1]++;
                }
                for (int t = 0; t < tiles; t++) {
                    start[t + 1] += start[t];
                }
                for (int k = 0; k < count; k++) {
                    order[start[tileOfSlot[k]]++] = first + k;
                }
                for (int t = tiles; t > 0; t--) {
                    start[t] = start[t - 1];
                }
                start[0] = 0;
                long done = first;
                for (int c = 0; c < 4; c++) {
                    int[] inPhase = phaseTiles[c];
                    workers.forEach(inPhase.length, p -> {
                        int t = inPhase[p];
                        for (int k = start[t], end = start[t + 1]; k < end; k++) {
                            long bits = SplitMix64.mix(mixedSeed + (order[k] + 1L) * SplitMix64.GAMMA);
                            walker.walk(startX(bits, columns), startZ(bits, rows), ledger, 4 * t);
                        }
                    });
                    for (int t : inPhase) {
                        done += start[t + 1] - start[t];
                    }
                    // every finished phase leaves whole drops only, so the field is valid here
                    double fraction = (double) done / drops;
                    if (fraction - lastReported >= 0.005 || done == drops) {
                        lastReported = fraction;
                        if (progress.isCancelled()) {
                            throw new CancellationException("hydraulic erosion cancelled after " + done + " of "
                                    + drops + " drops");
                        }
                        progress.progress(fraction, "hydraulic erosion");
                    }
                }
            }
        }
        double eroded = 0;
        double deposited = 0;
        double offEdge = 0;
        double dying = 0;
        for (int t = 0; t < tiles; t++) {
            eroded += ledger[4 * t];
            deposited += ledger[4 * t + 1];
            offEdge += ledger[4 * t + 2];
            dying += ledger[4 * t + 3];
        }
        return new ErosionLedger(eroded, deposited, offEdge, dying);
    }

    /** Drops a world cell runs per round of {@link #runAnchored}. */
    static final int ANCHORED_ROUND = 1024;

    /**
     * Runs drops seeded from world position over a window of a larger world, so that windows that
     * overlap run the same drops where they overlap. The world is cut into square cells of
     * {@code 2·reach} samples, aligned to world sample 0 ({@code reach = maxSteps + radius + 3}); cell
     * {@code (cx, cz)} owns {@code round(dropsPerSample · (2·reach)²)} drops, whose starts are a pure
     * function of (seed, cx, cz, drop number): a whole sample in the cell plus a fraction of 24 bits, so
     * the start is exact in any window. Drops run in rounds of {@value #ANCHORED_ROUND} per cell; in a
     * round, cells run by the colour of their world parity (as {@link #run}'s tiles), in increasing drop
     * number within a cell. A window runs the drops that start inside it ({@code [0, columns − 1)} ×
     * {@code [0, rows − 1)} in window coordinates), so a window's samples farther than the reach from
     * its edge see every drop that touches them; what they still miss are the changes that drops outside
     * the window made to the ground those drops ran over.
     *
     * @param field          the window, eroded in place
     * @param originColumn   world column of the window's sample (0, 0)
     * @param originRow      world row of the window's sample (0, 0)
     * @param seed           seed of the drops' starts
     * @param dropsPerSample drops per world sample, finite, ≥ 0
     * @param progress       progress and cancellation (checked after each round)
     * @return the ledger of the window's drops
     * @throws CancellationException if cancelled (after a whole round)
     */
    public ErosionLedger runAnchored(HeightfieldBuffer field, long originColumn, long originRow, long seed,
            double dropsPerSample, ProgressListener progress) {
        float[] h = Samples.shared(field);
        int columns = field.columns();
        int rows = field.rows();
        FieldChecks.requireFinite(h, columns);
        int cell = 2 * (s.maxSteps() + s.radius() + 3);
        long perCell = Math.round(dropsPerSample * cell * cell);
        if (perCell == 0 || columns < 2 || rows < 2) {
            progress.progress(1, "hydraulic erosion");
            return ErosionLedger.NONE;
        }
        long cx0 = Math.floorDiv(originColumn, cell);
        long cz0 = Math.floorDiv(originRow, cell);
        int cellsX = (int) (Math.floorDiv(originColumn + columns - 1, cell) - cx0 + 1);
        int cellsZ = (int) (Math.floorDiv(originRow + rows - 1, cell) - cz0 + 1);
        int[][] phaseCells = new int[4][];
        {
            int[] counts = new int[4];
            for (int z = 0; z < cellsZ; z++) {
                for (int x = 0; x < cellsX; x++) {
                    counts[(int) (((cx0 + x) & 1) | ((cz0 + z) & 1) << 1)]++;
                }
            }
            for (int c = 0; c < 4; c++) {
                phaseCells[c] = new int[counts[c]];
                counts[c] = 0;
            }
            for (int z = 0; z < cellsZ; z++) {
                for (int x = 0; x < cellsX; x++) {
                    int c = (int) (((cx0 + x) & 1) | ((cz0 + z) & 1) << 1);
                    phaseCells[c][counts[c]++] = z * cellsX + x;
                }
            }
        }
        double[] ledger = new double[4 * cellsX * cellsZ];
        Walker walker = new Walker(h, columns, rows, field.frame(), s, brush, probe);
        long mixedSeed = SplitMix64.mix(seed);
        long rounds = perCell / ANCHORED_ROUND + (perCell % ANCHORED_ROUND == 0 ? 0 : 1);
        double maxX = columns - 1;
        double maxZ = rows - 1;
        try (Workers workers = new Workers(s.threads())) {
            for (long round = 0; round < rounds; round++) {
                long first = round * ANCHORED_ROUND;
                long end = Math.min(perCell, first + ANCHORED_ROUND);
                for (int c = 0; c < 4; c++) {
                    int[] inPhase = phaseCells[c];
                    workers.forEach(inPhase.length, p -> {
                        int slot = inPhase[p];
                        long cx = cx0 + slot % cellsX;
                        long cz = cz0 + slot / cellsX;
                        long cellSeed = SplitMix64.mix(mixedSeed ^ SplitMix64.mix(cx * 0x632BE59BD9B4E019L
                                + cz * 0x8CB92BA72F3D8DD7L + 0x2545F4914F6CDD1DL));
                        double baseX = (double) (cx * cell - originColumn);
                        double baseZ = (double) (cz * cell - originRow);
                        for (long k = first; k < end; k++) {
                            long a = SplitMix64.mix(cellSeed + (k + 1) * SplitMix64.GAMMA);
                            long b = SplitMix64.mix(a ^ 0x5851F42D4C957F2DL);
                            double x = baseX + (((a >>> 32) * cell) >>> 32) + (a & 0xFFFFFF) * 0x1.0p-24;
                            double z = baseZ + (((b >>> 32) * cell) >>> 32) + (b & 0xFFFFFF) * 0x1.0p-24;
                            if (x >= 0 && x < maxX && z >= 0 && z < maxZ) {
                                walker.walk(x, z, ledger, 4 * slot);
                            }
                        }
                    });
                }
                if (progress.isCancelled()) {
                    throw new CancellationException("hydraulic erosion cancelled after " + (round + 1) + " of "
                            + rounds + " rounds");
                }
                progress.progress((double) (round + 1) / rounds, "hydraulic erosion");
            }
        }
        double eroded = 0;
        double deposited = 0;
        double offEdge = 0;
        double dying = 0;
        for (int t = 0; t < cellsX * cellsZ; t++) {
            eroded += ledger[4 * t];
            deposited += ledger[4 * t + 1];
            offEdge += ledger[4 * t + 2];
            dying += ledger[4 * t + 3];
        }
        return new ErosionLedger(eroded, deposited, offEdge, dying);
    }

    /**
     * @param tiles number of tiles
     * @return drops per round: about 1024 per tile, so a tile's neighbourhood stays in cache for most of
     *         its drops, and at least 4096
     */
    static int roundSize(int tiles) {
        return (int) Math.min(1 << 20, Math.max(4096L, 1024L * tiles));
    }

    private static double startX(long bits, int columns) {
        double x = (bits >>> 40) * 0x1.0p-24 * (columns - 1);
        return x < columns - 1 ? x : Math.nextDown((double) (columns - 1));
    }

    private static double startZ(long bits, int rows) {
        double z = ((bits >>> 16) & 0xFFFFFF) * 0x1.0p-24 * (rows - 1);
        return z < rows - 1 ? z : Math.nextDown((double) (rows - 1));
    }

    /**
     * Walks single drops. Stateless between drops apart from the field; safe to call from several
     * threads for drops whose reach does not overlap.
     */
    static final class Walker {
        private final float[] h;
        private final int columns;
        private final int rows;
        private final double stepX;
        private final double stepZ;
        private final double stepLength;
        private final double inertia;
        /** (1 − inertia) / spacing: turns a raw height difference per sample into the steering term */
        private final double turnX;
        private final double turnZ;
        private final double capacity;
        private final double minCapacity;
        private final double minSlope;
        private final double invStep;
        private final double deposition;
        private final double erosion;
        private final double keepWater;
        private final double gravity;
        private final int maxSteps;
        private final double initialWater;
        private final double initialSpeed;
        private final double floor;
        private final Brush brush;
        private final Probe probe;
        private final int[] offsets;

        Walker(float[] h, int columns, int rows, GridFrame frame, DropletSettings s, Brush brush, Probe probe) {
            this.h = h;
            this.columns = columns;
            this.rows = rows;
            double invSx = 1 / frame.spacingX();
            double invSz = 1 / frame.spacingZ();
            this.stepLength = Math.min(frame.spacingX(), frame.spacingZ());
            this.stepX = stepLength * invSx;
            this.stepZ = stepLength * invSz;
            this.inertia = s.inertia();
            this.turnX = (1 - s.inertia()) * invSx;
            this.turnZ = (1 - s.inertia()) * invSz;
            this.capacity = s.capacity();
            this.minCapacity = s.minCapacity();
            this.minSlope = s.minSlope();
            this.invStep = 1 / stepLength;
            this.deposition = s.deposition();
            this.erosion = s.erosion();
            this.keepWater = 1 - s.evaporation();
            this.gravity = s.gravity();
            this.maxSteps = s.maxSteps();
            this.initialWater = s.initialWater();
            this.initialSpeed = s.initialSpeed();
            this.floor = s.floor();
            this.brush = brush;
            this.probe = probe;
            this.offsets = brush.offsets(columns);
        }

        /**
         * Walks one drop from {@code (x, z)} (fractional column and row) and adds its ledger entries to
         * {@code ledger[at … at+3]}.
         *
         * <p>The drop steers by the gradient of the cell it lands in, read as it lands (before the step it
         * then takes erodes at its previous position); the heights for {@code Δh} are read after that
         * step, so {@code Δh} always compares the ground as it is. Reading the gradient early keeps the
         * path of the drop independent of the brush's writes, and the next move is computed before the
         * brush runs, so the processor works it out while the brush's writes are under way. The choices are made with comparisons, not {@code Math.min} and
         * {@code max}, whose NaN and signed-zero rules cost several instructions each and cannot matter
         * here: every value is finite.
         */
        void walk(double x, double z, double[] ledger, int at) {
            final float[] h = this.h;
            final int columns = this.columns;
            final double inertia = this.inertia;
            final double maxX = columns - 1;
            final double maxZ = rows - 1;
            double dirX;
            double dirZ;
            double speed = initialSpeed;
            double water = initialWater;
            double sediment = 0;
            double eroded = 0;
            double deposited = 0;
            boolean offEdge = false;

            int cx = (int) x;
            int cz = (int) z;
            double ox = x - cx;
            double oz = z - cz;
            int i = cz * columns + cx;
            double height;
            double nx;
            double nz;
            probe.flowed(x, z, water);
            {
                double h00 = h[i];
                double h10 = h[i + 1];
                double h01 = h[i + columns];
                double h11 = h[i + columns + 1];
                double gx = (h10 - h00) * (1 - oz) + (h11 - h01) * oz;
                double gz = (h01 - h00) * (1 - ox) + (h11 - h10) * ox;
                height = (h00 * (1 - ox) + h10 * ox) * (1 - oz) + (h01 * (1 - ox) + h11 * ox) * oz;
                // the first move
                dirX = -gx * turnX;
                dirZ = -gz * turnZ;
                double len = Math.sqrt(dirX * dirX + dirZ * dirZ);
                if (!(len > 0) || len == Double.POSITIVE_INFINITY || maxSteps == 0) {
                    return; // flat spot: a zero direction stops the drop before it carries anything
                }
                dirX /= len;
                dirZ /= len;
                nx = x + dirX * stepX;
                nz = z + dirZ * stepZ;
            }
            int ncx = (int) nx;
            int ncz = (int) nz;
            double nox = nx - ncx;
            double noz = nz - ncz;
            for (int step = 0; step < maxSteps; step++) {
                if (!(nx >= 0 && nx < maxX && nz >= 0 && nz < maxZ)) {
                    offEdge = true;
                    break;
                }
                int j = ncz * columns + ncx;
                double newHeight;
                double gx;
                double gz;
                {
                    double h00 = h[j];
                    double h10 = h[j + 1];
                    double h01 = h[j + columns];
                    double h11 = h[j + columns + 1];
                    gx = (h10 - h00) * (1 - noz) + (h11 - h01) * noz;
                    gz = (h01 - h00) * (1 - nox) + (h11 - h10) * nox;
                    newHeight = (h00 * (1 - nox) + h10 * nox) * (1 - noz) + (h01 * (1 - nox) + h11 * nox) * noz;
                }
                // The next move depends only on the direction and this gradient, so it is worked out here,
                // before the brush: the processor computes it while the brush's writes are still going on.
                dirX = dirX * inertia - gx * turnX;
                dirZ = dirZ * inertia - gz * turnZ;
                double len = Math.sqrt(dirX * dirX + dirZ * dirZ);
                boolean flat = !(len > 0) || len == Double.POSITIVE_INFINITY;
                dirX /= len;
                dirZ /= len;
                double nextX = nx + dirX * stepX;
                double nextZ = nz + dirZ * stepZ;

                double dh = newHeight - height;
                // slope along the step: with unit spacing this is Beyer's height difference; in general it makes
                // the walk invariant under scaling heights and spacing together (see Hydraulic, "Spacing")
                double slope = dh * invStep;
                double steep = -slope > minSlope ? -slope : minSlope;
                double cap = steep * speed * water * capacity;
                cap = (cap > minCapacity ? cap : minCapacity) * stepLength;
                if (dh > 0 || sediment > cap) {
                    double amount = dh > 0 ? (dh < sediment ? dh : sediment) : (sediment - cap) * deposition;
                    if (amount > 0) {
                        double laid = deposit(i, amount, ox, oz);
                        deposited += laid;
                        sediment -= laid;
                        if (sediment < 0) {
                            sediment = 0; // float rounding laid a hair more than asked
                        }
                    }
                } else {
                    double want = (cap - sediment) * erosion;
                    double amount = want < -dh ? want : -dh;
                    if (amount > 0) {
                        // Base level: a step never digs a sample below the ground the drop flows to, so
                        // erosion cannot sink pits and the field's minimum never falls (no runaway).
                        double base = newHeight > floor ? newHeight : floor;
                        int bin = brush.bin(ox, oz);
                        double taken = brush.inside(columns, rows, cx, cz)
                                ? brush.erodeInside(h, i, bin, amount, base, probe, offsets)
                                : brush.erode(h, columns, rows, cx, cz, bin, amount, base, probe);
                        eroded += taken;
                        sediment += taken;
                    }
                }
                double v2 = speed * speed - slope * gravity;
                speed = v2 > 0 ? Math.sqrt(v2) : 0; // a climbing drop stops, never NaN
                water *= keepWater;
                cx = ncx;
                cz = ncz;
                ox = nox;
                oz = noz;
                i = j;
                // the ground here as the step just left it
                height = (h[j] * (1 - ox) + h[j + 1] * ox) * (1 - oz) + (h[j + columns] * (1 - ox) + h[j + columns + 1] * ox) * oz;
                probe.stepped(nx, nz, sediment, speed);
                probe.flowed(nx, nz, water);
                if (flat) {
                    break; // flat spot: a zero direction stops the drop
                }
                nx = nextX;
                nz = nextZ;
                // the next cell is split off only here: kept in registers across the brush, these four values
                // pushed the brush's own array and length out to the stack (about 3 % slower in a same-JVM comparison)
                ncx = (int) nextX;
                ncz = (int) nextZ;
                nox = nextX - ncx;
                noz = nextZ - ncz;
            }
            if (!offEdge && sediment > 0) {
                // A drop that dies inside the grid lays what it carries where it dies (seed 001: mass leaves only
                // off the edge), through the erosion brush: laid on the four samples around it, 30 steps' load
                // raised mounds of about the slope of a whole sample, a pock-marked surface. What float rounding
                // leaves is laid on those four samples; what still cannot be laid (below half a float step of
                // each) is the only sediment a dying drop keeps.
                double laid = brush.lay(h, columns, rows, cx, cz, brush.bin(ox, oz), sediment, probe);
                for (int k = 0; k < 4 && laid < sediment; k++) {
                    laid += raise(i + (k & 1) + (k >> 1) * columns, sediment - laid, sediment - laid);
                }
                deposited += laid;
                sediment -= laid;
            }
            ledger[at] += eroded;
            ledger[at + 1] += deposited;
            if (offEdge) {
                ledger[at + 2] += sediment;
            } else {
                ledger[at + 3] += sediment;
            }
        }

        /**
         * Deposits {@code amount} bilinearly on the four samples around the drop; returns what was laid,
         * never more than {@code amount}, so the carried sediment never has to be clamped and the ledger
         * balances exactly.
         *
         * <p>Each rise is rounded to the nearest float, so it can come out up to half a float step above its
         * share. With {@code 2^e} the power of two at or below the largest of the four heights' magnitudes and
         * {@code amount}, every sample ends below {@code 2^(e+2)}, whose float step is at most
         * {@code 2^(e−22)}; the four rises together overshoot by at most {@code 2^(e−21)}. The shares are
         * therefore taken of {@code amount − 2^(e−21)}: their rounded sum does not exceed {@code amount}, and
         * the few float steps not laid stay in the drop's sediment. Only a deposit smaller than that margin
         * (about 4 % of deposits on a field of heights 0…1), or a sum that still comes out over, is laid one
         * sample at a time, each limited to what is still carried. Laying the full amount and falling back
         * whenever the sum rounded over, as before, took the slow path on half of all deposits (measured
         * 6-9 % of the whole walk at 256²).
         */
        double deposit(int i, double amount, double ox, double oz) {
            final float[] h = this.h;
            final int c = columns;
            float b00 = h[i];
            float b10 = h[i + 1];
            float b01 = h[i + c];
            float b11 = h[i + c + 1];
            // the largest magnitude among the heights and the amount, as the bits of a non-negative float
            int top = Math.max(Math.max(Float.floatToRawIntBits(b00) & 0x7fffffff, Float.floatToRawIntBits(b10) & 0x7fffffff),
                    Math.max(Float.floatToRawIntBits(b01) & 0x7fffffff, Float.floatToRawIntBits(b11) & 0x7fffffff));
            top = Math.max(top, Float.floatToRawIntBits((float) amount));
            double ask = amount - Float.intBitsToFloat(top & 0x7f800000) * 0x1.0p-21;
            float a00 = (float) (b00 + ask * (1 - ox) * (1 - oz));
            float a10 = (float) (b10 + ask * ox * (1 - oz));
            float a01 = (float) (b01 + ask * (1 - ox) * oz);
            float a11 = (float) (b11 + ask * ox * oz);
            double laid = (((double) a00 - b00) + ((double) a10 - b10)) + (((double) a01 - b01) + ((double) a11 - b11));
            if (ask > 0 && laid <= amount) {
                h[i] = a00;
                h[i + 1] = a10;
                h[i + c] = a01;
                h[i + c + 1] = a11;
                probe.deposited(i, b00, a00);
                probe.deposited(i + 1, b10, a10);
                probe.deposited(i + c, b01, a01);
                probe.deposited(i + c + 1, b11, a11);
                return laid;
            }
            laid = raise(i, amount * (1 - ox) * (1 - oz), amount);
            laid += raise(i + 1, amount * ox * (1 - oz), amount - laid);
            laid += raise(i + c, amount * (1 - ox) * oz, amount - laid);
            laid += raise(i + c + 1, amount * ox * oz, amount - laid);
            return laid;
        }

        /** Raises sample {@code i} by about {@code amount}, by at most {@code room}; returns the rise. */
        private double raise(int i, double amount, double room) {
            float before = h[i];
            float after = (float) (before + Math.min(amount, room));
            while (after > before && (double) after - before > room) {
                after = Math.nextDown(after); // the float above overshoots what the drop still carries
            }
            if (after < before) {
                after = before; // cannot happen for amount ≥ 0; keeps deposition monotone by construction
            }
            h[i] = after;
            probe.deposited(i, before, after);
            return (double) after - before;
        }
    }
}
