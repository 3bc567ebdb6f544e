package org.terrain4j.erosion.internal;

/**
 * What the drops of one run did at each sample, summed in {@code double}, row-major over the eroded grid:
 * {@link #flow} the water of every drop at every position it occupied (where it landed and after each step),
 * laid on the four samples around it with bilinear weights; {@link #wear} the height taken by erosion;
 * {@link #deposition} the height laid. {@code wear − deposition} is each sample's fall, to float rounding.
 *
 * <p>Written by the drops of non-overlapping tiles at once (each tile's drops touch only samples within their
 * reach, see {@link DropletEngine}), in an order fixed by the schedule, so the sums are the same bits on any
 * thread count. Not thread-safe otherwise; one per run.
 *
 * @since 0.1
 */
public final class DropletMasks implements Probe {

    private final int columns;
    private final int rows;
    private final double[] flow;
    private final double[] wear;
    private final double[] deposition;

    /**
     * @param columns the grid's columns, ≥ 1
     * @param rows    the grid's rows, ≥ 1
     */
    public DropletMasks(int columns, int rows) {
        this.columns = columns;
        this.rows = rows;
        int n = Math.multiplyExact(columns, rows);
        this.flow = new double[n];
        this.wear = new double[n];
        this.deposition = new double[n];
    }

    void requireShape(int columns, int rows) {
        if (columns != this.columns || rows != this.rows) {
            throw new IllegalArgumentException("masks are " + this.columns + " × " + this.rows + ", field is "
                    + columns + " × " + rows);
        }
    }

    @Override
    public void eroded(int index, float before, float after) {
        wear[index] += (double) before - after;
    }

    @Override
    public void deposited(int index, float before, float after) {
        deposition[index] += (double) after - before;
    }

    @Override
    public void flowed(double x, double z, double water) {
        int cx = (int) x;
        int cz = (int) z;
        double ox = x - cx;
        double oz = z - cz;
        int i = cz * columns + cx;
        flow[i] += water * (1 - ox) * (1 - oz);
        flow[i + 1] += water * ox * (1 - oz);
        flow[i + columns] += water * (1 - ox) * oz;
        flow[i + columns + 1] += water * ox * oz;
    }

    /** @return the flow sums, row-major, as floats (a new array) */
    public float[] flow() {
        return toFloats(flow);
    }

    /** @return the wear sums, row-major, as floats (a new array) */
    public float[] wear() {
        return toFloats(wear);
    }

    /** @return the deposition sums, row-major, as floats (a new array) */
    public float[] deposition() {
        return toFloats(deposition);
    }

    private static float[] toFloats(double[] a) {
        float[] out = new float[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = (float) a[i];
        }
        return out;
    }
}
