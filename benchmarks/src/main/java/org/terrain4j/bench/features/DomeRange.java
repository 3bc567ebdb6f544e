package org.terrain4j.bench.features;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.Heightfield;
import org.terrain4j.noise.Noise;
import org.terrain4j.noise.Noises;

/**
 * The baseline a mountain range is measured against (the "before" of docs/mountains.md): a
 * dome with ridged noise over it, on a grid of the same size and spacing. The dome is a smoothstep
 * falling from {@code height} at the middle to 0 at the grid's inscribed circle; the noise is six
 * octaves of ridged OpenSimplex2 at a 20 km first wavelength, mapped to a factor in [0.55, 1].
 */
public final class DomeRange {

    private DomeRange() {
    }

    /**
     * @param columns samples along x
     * @param rows    samples along z
     * @param spacing metres between samples
     * @param height  the dome's top, metres
     * @param seed    the noise's seed
     * @return the dome, metres, centred frame
     */
    public static Heightfield of(int columns, int rows, double spacing, double height, long seed) {
        Noise ridged = Noises.ridged(seed, 6, 1 / 20000.0, 2, 0.5);
        GridFrame frame = GridFrame.centred(columns, rows, spacing);
        double radius = Math.min(columns - 1, rows - 1) * spacing / 2;
        float[] out = new float[columns * rows];
        for (int r = 0; r < rows; r++) {
            double z = frame.z(r);
            for (int c = 0; c < columns; c++) {
                double x = frame.x(c);
                double t = Math.max(0, 1 - Math.hypot(x, z) / radius);
                double dome = t * t * (3 - 2 * t);
                double n = ridged.value(x, z);
                out[r * columns + c] = (float) (height * dome * (0.55 + 0.45 * (n + 1) / 2));
            }
        }
        return Heightfield.of(columns, rows, out).withFrame(frame);
    }
}
