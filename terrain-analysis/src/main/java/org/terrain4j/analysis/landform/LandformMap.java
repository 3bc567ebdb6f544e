package org.terrain4j.analysis.landform;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.SampleGrid;
import org.terrain4j.dem.internal.CentralSlope;

/**
 * The topographic position index and the Weiss (2001) slope-position class of every sample of a
 * heightfield, with the census of the classes and its Shannon entropy. Made by
 * {@link Landforms#map}.
 *
 * <p>Shape: the heightfield's {@code columns × rows} samples on its {@link #frame()}, row-major.
 * A sample is <em>classified</em> when its height, TPI and slope are finite; other samples (no-data,
 * or beside no-data in the slope's difference) have no class.
 *
 * <p><b>Entropy.</b> {@link #entropyBits()} is {@code H = −Σ pᵢ log₂ pᵢ} over all six classes,
 * {@code pᵢ} the share of the classified samples in class {@code i}; an absent class has
 * {@code pᵢ = 0} and adds nothing ({@code 0 · log 0 = 0}), so {@code H} runs from 0 (one class) to
 * {@code log₂ 6 ≈ 2.585} bits (all six equally common). {@link #evenness()} is {@code H / log₂ 6}
 * in [0, 1] (Pielou's evenness over the six classes).
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class LandformMap extends SampleGrid {

    private static final Landform[] CLASSES = Landform.values();

    private final Landforms settings;
    private final float[] tpi;
    private final float[] slope;
    private final byte[] landform;
    private final long[] counts = new long[CLASSES.length];
    private final long classified;
    private final double mean;
    private final double sd;

    LandformMap(Landforms settings, GridFrame frame, int columns, int rows, float[] heights, float[] tpi) {
        super(frame, columns, rows);
        this.settings = settings;
        this.tpi = tpi;
        this.slope = CentralSlope.degrees(heights, columns, rows, frame.spacingX(), frame.spacingZ());
        double s = 0;
        long k = 0;
        for (float v : tpi) {
            if (Float.isFinite(v)) {
                s += v;
                k++;
            }
        }
        double m = k == 0 ? 0 : s / k;
        double ss = 0;
        for (float v : tpi) {
            if (Float.isFinite(v)) {
                ss += (v - m) * (v - m);
            }
        }
        this.mean = m;
        this.sd = k == 0 ? 0 : Math.sqrt(ss / k);
        this.landform = new byte[tpi.length];
        long c = 0;
        for (int i = 0; i < tpi.length; i++) {
            Landform l = settings.classOf(standardize(tpi[i]), slope[i]);
            landform[i] = (byte) (l == null ? -1 : l.ordinal());
            if (l != null) {
                counts[l.ordinal()]++;
                c++;
            }
        }
        this.classified = c;
    }


    private double standardize(double v) {
        if (!Double.isFinite(v)) {
            return Double.NaN;
        }
        return sd > 0 ? (v - mean) / sd : 0;
    }

    /** @return the settings the map was made with */
    public Landforms settings() {
        return settings;
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the topographic position index, metres (height minus the disc's mean); NaN for no-data
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public double tpi(int column, int row) {
        return tpi[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return {@code (tpi − mean) / sd} over the grid (0 when sd is 0); NaN for no-data
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public double standardizedTpi(int column, int row) {
        return standardize(tpi[index(column, row)]);
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the slope used for the flat class, degrees in [0, 90), NaN beside no-data
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public double slopeDegrees(int column, int row) {
        return slope[index(column, row)];
    }

    /**
     * @param column 0 ≤ column &lt; columns()
     * @param row    0 ≤ row &lt; rows()
     * @return the sample's class, or {@code null} when it is not classified
     * @throws IndexOutOfBoundsException if the sample is outside the grid
     */
    public Landform landform(int column, int row) {
        int k = landform[index(column, row)];
        return k < 0 ? null : CLASSES[k];
    }

    /** @return the mean TPI over the samples with a finite TPI, metres */
    public double tpiMean() {
        return mean;
    }

    /** @return the population standard deviation of the TPI over those samples, metres, ≥ 0 */
    public double tpiStandardDeviation() {
        return sd;
    }

    /** @return the number of classified samples */
    public long classifiedCount() {
        return classified;
    }

    /**
     * @param landform a class
     * @return the number of samples in it
     * @throws NullPointerException if {@code landform} is null
     */
    public long count(Landform landform) {
        return counts[Objects.requireNonNull(landform, "landform").ordinal()];
    }

    /**
     * @param landform a class
     * @return its share of the classified samples, in [0, 1]; 0 when none is classified
     * @throws NullPointerException if {@code landform} is null
     */
    public double share(Landform landform) {
        return classified == 0 ? 0 : (double) count(landform) / classified;
    }

    /** @return the Shannon entropy of the six classes' shares, bits, in [0, log₂ 6] */
    public double entropyBits() {
        double h = 0;
        for (long k : counts) {
            if (k > 0) {
                double p = (double) k / classified;
                h -= p * Math.log(p);
            }
        }
        return Math.max(0, h / Math.log(2));
    }

    /** @return {@link #entropyBits()} over {@code log₂ 6}, in [0, 1] */
    public double evenness() {
        return Math.min(1, entropyBits() / (Math.log(CLASSES.length) / Math.log(2)));
    }

    /**
     * Copies the TPI, row-major, into {@code dest} from {@code offset}. Allocates nothing.
     *
     * @param dest   destination with at least {@code offset + columns · rows} elements
     * @param offset first index written
     * @throws IndexOutOfBoundsException if {@code dest} is too short or {@code offset} negative
     */
    public void copyTpiTo(float[] dest, int offset) {
        checkDestination("dest", Objects.requireNonNull(dest, "dest").length, offset);
        System.arraycopy(tpi, 0, dest, offset, tpi.length);
    }
}
