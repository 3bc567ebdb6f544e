package org.terrain4j.erosion;

import java.util.Objects;

import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.erosion.internal.DropletEngine;

/**
 * Droplet and thermal erosion of tiles of a larger world, so that tiles eroded apart, each with a
 * halo, come close to the world eroded whole: hydraulic droplets seeded from world position
 * (not from an index over one grid), then thermal weathering.
 *
 * <pre>{@code
 * TiledErosion e = TiledErosion.of(Hydraulic.droplets(), 0.25, Thermal.weathering().withIterations(10));
 * int halo = e.halo();                                  // samples on every side of a tile
 * // window = the tile grown by the halo (clipped to the world's edge, if it has one),
 * // its sample (0, 0) at world sample (originColumn, originRow)
 * e.erode(window, originColumn, originRow, seed, ProgressListener.NONE);
 * // keep the tile: the window's samples at least halo from a cut edge
 * }</pre>
 *
 * <p><b>Droplets from world position.</b> {@link Hydraulic#erode} places drop k by an index over its
 * grid, so the same ground in two grids gets different rain. Here the world is cut into square cells
 * of {@code 2·reach} samples ({@code reach = maxSteps + radius + 3}, the farthest a drop reads or writes
 * from its start); each cell owns {@code round(dropsPerSample · (2·reach)²)} drops whose starts are a
 * pure function of (seed, cell, drop number), exact in any window. Cells run in rounds of 1024 drops,
 * in four phases by world parity, so drops of one phase never touch; a window runs the drops that
 * start inside it. Every other parameter of {@link Hydraulic} applies ({@link Hydraulic#drops()} is not
 * used: the density is {@code dropsPerSample}).
 *
 * <p><b>Halo.</b> {@link #halo()} is the hydraulic reach plus the thermal reach ({@code 2 · iterations},
 * or {@code 4 · iterations} for the 16-neighbourhood's knight's moves: a transfer's share depends on
 * the giver's whole neighbourhood, so an iteration reads two neighbourhoods deep). Thermal weathering alone is
 * then exact: every sample of the tile depends only on samples within its reach, so the tile equals
 * the whole bit for bit. Droplets are not: a drop that starts outside the window changes ground that a
 * drop inside it later runs over, and that change can pass on from drop to drop; the halo bounds the
 * drops that touch the tile, not the chain. The difference is measured, not bounded: on 0…1 fbm
 * noise (6 octaves, 128-sample wavelength) of 3 × 3 tiles of 129² samples, the default droplets at
 * 0.25 drops a sample then 10 thermal iterations (halo 56): largest difference from the whole
 * 0.016–0.017, RMS 0.0015–0.0016 (erosion itself changed the ground by up to 0.16, RMS 0.025; tiles
 * without a halo differ by up to 0.11, RMS 0.0066). The tests hold it to 0.02 and 0.002. (Before drops
 * that die laid their load where they died, the same runs differed by RMS 0.0010: a dying drop's load
 * is laid over a brush's width, so a chain of drops carries a tile's difference further.)
 *
 * <p><b>Over-compute.</b> A tile of {@code n²} samples erodes {@code (n + 2·halo)²}: with the default
 * droplets (reach 36) and 10 thermal iterations (halo 56), 1.23× at 1025², 2.06× at 257²; with 17
 * iterations (halo 70) 1.29× at 1025². The default 100 thermal iterations (halo 236) cost 2.1× at 1025².
 *
 * <p>Immutable and thread-safe; {@link #erode} is deterministic (same window, origin and seed, same
 * bits, whatever the thread count of the Hydraulic settings).
 *
 * <p><b>Source.</b> Halos of each stage's effect radius, as tiled terrain generators pad them
 * (TerraForged, LayerProcGen); the droplet model of {@link Hydraulic}, the weathering of
 * {@link Thermal}. The world-position seeding is terrain4j's own.
 *
 * @since 0.1
 */
public final class TiledErosion {

    private final Hydraulic hydraulic;
    private final double dropsPerSample;
    private final Thermal thermal;

    private TiledErosion(Hydraulic hydraulic, double dropsPerSample, Thermal thermal) {
        this.hydraulic = hydraulic;
        this.dropsPerSample = dropsPerSample;
        this.thermal = thermal;
    }

    /**
     * @param hydraulic      droplet parameters, or null for no droplets
     * @param dropsPerSample drops per world sample, finite, in [0, 1000]
     * @param thermal        weathering parameters, or null for none
     * @return the tiled erosion
     * @throws IllegalArgumentException if dropsPerSample is out of range
     */
    public static TiledErosion of(Hydraulic hydraulic, double dropsPerSample, Thermal thermal) {
        Checks.inRange("dropsPerSample", dropsPerSample, 0, 1000);
        return new TiledErosion(hydraulic, dropsPerSample, thermal);
    }

    /**
     * @param hydraulic droplet parameters
     * @return the farthest a drop reads or writes from its start, samples: {@code maxSteps + radius + 3}
     * @throws NullPointerException if hydraulic is null
     */
    public static int reach(Hydraulic hydraulic) {
        Objects.requireNonNull(hydraulic, "hydraulic");
        return hydraulic.maxSteps() + hydraulic.radius() + 3;
    }

    /**
     * @param thermal weathering parameters
     * @return the farthest a sample's result depends on, samples: {@code 2 · iterations}, twice that with
     *         16 neighbours (an iteration moves material from a neighbour by shares that depend on that
     *         neighbour's own neighbours, so a sample reads two neighbourhoods deep)
     * @throws NullPointerException if thermal is null
     */
    public static int reach(Thermal thermal) {
        Objects.requireNonNull(thermal, "thermal");
        return 2 * thermal.iterations() * (thermal.neighbours() == 16 ? 2 : 1);
    }

    /** @return the halo a tile needs on every side, samples: the sum of the two reaches */
    public int halo() {
        return (hydraulic == null ? 0 : reach(hydraulic)) + (thermal == null ? 0 : reach(thermal));
    }

    /**
     * Erodes a window of the world in place: droplets seeded from world position, then weathering.
     *
     * @param window       the window's heights, eroded in place; every sample finite
     * @param originColumn world column of the window's sample (0, 0)
     * @param originRow    world row of the window's sample (0, 0)
     * @param seed         seed of the drops
     * @param progress     progress and cancellation
     * @return the sum of the two ledgers
     * @throws NullPointerException     if window or progress is null
     * @throws IllegalArgumentException if a sample is NaN or infinite
     * @throws java.util.concurrent.CancellationException if cancelled
     */
    public ErosionLedger erode(HeightfieldBuffer window, long originColumn, long originRow, long seed,
            ProgressListener progress) {
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(progress, "progress");
        double eroded = 0;
        double deposited = 0;
        double offEdge = 0;
        double dying = 0;
        if (hydraulic != null) {
            ErosionLedger l = new DropletEngine(hydraulic.settings()).runAnchored(window, originColumn, originRow,
                    seed, dropsPerSample, progress);
            eroded += l.eroded();
            deposited += l.deposited();
            offEdge += l.lostOffEdge();
            dying += l.lostInDyingDrops();
        }
        if (thermal != null) {
            ErosionLedger l = thermal.erode(window, seed, progress);
            eroded += l.eroded();
            deposited += l.deposited();
            offEdge += l.lostOffEdge();
            dying += l.lostInDyingDrops();
        }
        return new ErosionLedger(eroded, deposited, offEdge, dying);
    }

    /** @return the parameters */
    @Override
    public String toString() {
        return "TiledErosion[" + hydraulic + ", " + dropsPerSample + " drops a sample, " + thermal + ", halo " + halo()
                + "]";
    }
}
