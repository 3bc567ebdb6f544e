package org.terrain4j.testkit;

import java.util.SplittableRandom;

import org.terrain4j.api.Heightfield;

/** Generated heightfields for property tests. */
public final class Fields {

    private Fields() {
    }

    /**
     * A field of independent uniform heights.
     *
     * @param rnd     source
     * @param columns columns
     * @param rows    rows
     * @param lo      smallest height
     * @param hi      largest height
     * @return the field
     */
    public static Heightfield uniform(SplittableRandom rnd, int columns, int rows, double lo, double hi) {
        float[] data = new float[columns * rows];
        for (int i = 0; i < data.length; i++) {
            data[i] = (float) rnd.nextDouble(lo, hi);
        }
        return Heightfield.of(columns, rows, data);
    }

    /**
     * A smooth random field: a few random sines plus a random plane, in roughly [−amplitude, amplitude].
     *
     * @param rnd       source
     * @param columns   columns
     * @param rows      rows
     * @param amplitude height scale
     * @return the field
     */
    public static Heightfield smooth(SplittableRandom rnd, int columns, int rows, double amplitude) {
        int waves = 4;
        double[] fx = new double[waves];
        double[] fz = new double[waves];
        double[] ph = new double[waves];
        for (int k = 0; k < waves; k++) {
            fx[k] = rnd.nextDouble(-8, 8);
            fz[k] = rnd.nextDouble(-8, 8);
            ph[k] = rnd.nextDouble(0, 2 * Math.PI);
        }
        double px = rnd.nextDouble(-1, 1);
        double pz = rnd.nextDouble(-1, 1);
        return Heightfield.of(columns, rows, (u, v) -> {
            double s = 0.3 * (px * u + pz * v);
            for (int k = 0; k < waves; k++) {
                s += Math.sin(fx[k] * u + fz[k] * v + ph[k]) / waves;
            }
            return amplitude * s;
        });
    }
}
