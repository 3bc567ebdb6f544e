package org.terrain4j.dem;

import java.awt.image.BufferedImage;
import java.util.Objects;

import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.api.internal.Records;
import org.terrain4j.dem.internal.Horn;
import org.terrain4j.dem.internal.Images;

/**
 * Hillshade (shaded relief) as GDAL's {@code gdaldem hillshade} defines it: the brightness of the
 * surface lit by a distant light, from Horn's 3 × 3 gradient.
 *
 * <p>With ∂h/∂east and ∂h/∂north from Horn's formula (using the frame's {@code spacingX} and
 * {@code spacingZ}, heights multiplied by {@code zFactor / scale}), the surface normal is
 * {@code (−∂h/∂east, −∂h/∂north, 1)} normalised and the light direction is
 * {@code (sin az · cos alt, cos az · cos alt, sin alt)} in (east, north, up). The cosine of the
 * angle of incidence is
 * <pre>
 *   cos i = (sin alt − cos alt · (sin az · ∂h/∂east + cos az · ∂h/∂north)) / √(1 + |∇h|²)
 * </pre>
 * and the shade is {@code 1 + 254 · cos i}, or 1 where {@code cos i ≤ 0} (self-shadowed): always in
 * [1, 255]. A flat surface gets {@code 1 + 254 · sin alt} (180.6 at the default 45°).
 *
 * <h2>Methods</h2>
 * {@link Method#STANDARD} is the formula above. {@link Method#COMBINED} (GDAL's {@code -combined})
 * darkens by slope as well: with the incidence angle {@code i = acos(cos i)} and the slope angle
 * {@code s = atan(|∇h|)}, both in radians, the shade is {@code 1 + 254 · (1 − i · s / (π/2)²)}, or 1
 * where that factor is ≤ 0. {@link Method#MULTIDIRECTIONAL} (GDAL's {@code -multidirectional}, after
 * Mark, USGS Open-File Report 92-422) ignores the azimuth and blends lights from 225°, 270°, 315° and
 * 360°, each weighted by {@code sin²(aspect − az)}: with {@code nₐ = max(0, sin alt − cos alt · (sin a ·
 * ∂h/∂east + cos a · ∂h/∂north))} and weights {@code w₂₂₅ = |∇h|²/2 + ∂h/∂east·∂h/∂north},
 * {@code w₂₇₀ = (∂h/∂east)²}, {@code w₃₁₅ = |∇h|²/2 − ∂h/∂east·∂h/∂north}, {@code w₃₆₀ = (∂h/∂north)²}
 * (summing to {@code 2|∇h|²}), the shade is {@code 1 + 254 · (Σ wₐ nₐ / Σ wₐ) / √(1 + |∇h|²)}, and
 * {@code 1 + 254 · sin alt} on flat ground. All three stay in [1, 255].
 *
 * <p>No-data: a NaN sample, or (unless {@link #computeEdges()}) a sample whose 3 × 3 window holds a
 * NaN or leaves the grid, has no shade: NaN in {@link #compute grids}, level 0 in
 * {@link #image images}. With {@code computeEdges} (the {@link #standard()} setting) the border and
 * the neighbours of no-data are computed the way {@code gdaldem -compute_edges} computes them (see
 * {@link Slope} for the rule); without it the output has a one-sample border of no-data, as
 * {@code gdaldem}'s default.
 *
 * <p>Settings are made from {@link #standard()} by the {@code with…} methods (there is no public
 * constructor) and read by the accessor of each name: {@link #azimuth()}, {@link #altitude()},
 * {@link #zFactor()}, {@link #scale()}, {@link #computeEdges()}, {@link #method()}; equal when every
 * setting is (doubles by their bits, as a record compares them).
 *
 * <p>Immutable and thread-safe. Source: GDAL {@code gdaldem} documentation (defaults azimuth 315°,
 * altitude 45°, z-factor 1, scale 1; output {@code 1 + 254·cos i}, 0 as no-data); Horn (1981).
 *
 * @since 0.1
 */
public final class Hillshade implements HornOperation {

    private final double azimuth;
    private final double altitude;
    private final double zFactor;
    private final double scale;
    private final boolean computeEdges;
    private final Method method;

    /**
     * How the light is combined with the surface (GDAL's hillshade variants).
     *
     * @since 0.1
     */
    public enum Method {
        /** {@code 1 + 254 · cos i} (GDAL's default). */
        STANDARD,
        /** Incidence and slope combined (GDAL's {@code -combined}). */
        COMBINED,
        /** Four lights from 225°, 270°, 315° and 360° weighted by aspect (GDAL's {@code -multidirectional}). */
        MULTIDIRECTIONAL
    }

    /** GDAL's default light azimuth, degrees clockwise from north. */
    public static final double DEFAULT_AZIMUTH = 315;

    /** GDAL's default light altitude, degrees above the horizon. */
    public static final double DEFAULT_ALTITUDE = 45;

    /**
     * Validates the parameters.
     *
     * @param azimuth degrees clockwise from north, in [0, 360]
     * @param altitude degrees above the horizon, in [0, 90]
     * @param zFactor vertical exaggeration, finite and &gt; 0
     * @param scale ratio of vertical to horizontal units, finite and &gt; 0
     * @param computeEdges whether to compute the border and the neighbours of no-data
     * @param method how the light is combined with the surface
     * @throws IllegalArgumentException if a parameter is outside its range (NaN included)
     * @throws NullPointerException     if method is null
     */
    private Hillshade(double azimuth, double altitude, double zFactor, double scale, boolean computeEdges,
            Method method) {
        Objects.requireNonNull(method, "method");
        Checks.inRange("azimuth", azimuth, 0, 360);
        Checks.inRange("altitude", altitude, 0, 90);
        Checks.positiveFinite("zFactor", zFactor);
        Checks.positiveFinite("scale", scale);
        this.azimuth = azimuth;
        this.altitude = altitude;
        this.zFactor = zFactor;
        this.scale = scale;
        this.computeEdges = computeEdges;
        this.method = method;
    }

    /**
     * GDAL's defaults (azimuth 315°, altitude 45°, z-factor 1, scale 1, standard method) with the border
     * computed as {@code gdaldem -compute_edges} computes it, so a picture has no frame of no-data
     * around it. {@code withComputeEdges(false)} gives {@code gdaldem}'s plain default, whose outermost
     * ring of samples has no shade (level 0, black, in {@link #image images}).
     *
     * @return the standard hillshade
     */
    public static Hillshade standard() {
        return new Hillshade(DEFAULT_AZIMUTH, DEFAULT_ALTITUDE, 1, 1, true, Method.STANDARD);
    }

    /**
     * @param azimuth degrees clockwise from north, in [0, 360]
     * @return a copy with this light azimuth
     * @throws IllegalArgumentException if out of range
     */
    public Hillshade withAzimuth(double azimuth) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * @param altitude degrees above the horizon, in [0, 90]
     * @return a copy with this light altitude
     * @throws IllegalArgumentException if out of range
     */
    public Hillshade withAltitude(double altitude) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * @param zFactor vertical exaggeration, finite and &gt; 0
     * @return a copy with this z-factor
     * @throws IllegalArgumentException if not finite and positive
     */
    public Hillshade withZFactor(double zFactor) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * @param scale ratio of vertical to horizontal units, finite and &gt; 0
     * @return a copy with this scale
     * @throws IllegalArgumentException if not finite and positive
     */
    public Hillshade withScale(double scale) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * @param computeEdges whether to compute the border and the neighbours of no-data
     * @return a copy with this edge rule
     */
    public Hillshade withComputeEdges(boolean computeEdges) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * @param method how the light is combined with the surface
     * @return a copy with this method
     * @throws NullPointerException if method is null
     */
    public Hillshade withMethod(Method method) {
        return new Hillshade(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * The shade of every sample, unrounded, written into a buffer the caller owns. The source is read
     * row by row into internal buffers, so {@code dest} may be the source itself.
     *
     * @param source heights, metres
     * @param dest   a writable buffer of the source's shape; receives the shades (as {@link
     *               #compute(HeightfieldView)}) and the source's frame
     * @return dest
     * @throws IllegalArgumentException if dest's shape differs from the source's
     * @throws IllegalStateException    if dest is frozen
     * @throws NullPointerException     if an argument is null
     */
    @Override
    public HeightfieldBuffer compute(HeightfieldView source, HeightfieldBuffer dest) {
        float[] out = Images.destination(source, dest);
        double a = Math.toRadians(azimuth);
        double h = Math.toRadians(altitude);
        double sinAlt = Math.sin(h);
        double east = Math.sin(a) * Math.cos(h);
        double north = Math.cos(a) * Math.cos(h);
        Horn.apply(source, zFactor / scale, computeEdges, out, switch (method) {
            case STANDARD -> (gx, gn) -> {
                double cos = (sinAlt - (east * gx + north * gn)) / Math.sqrt(1 + gx * gx + gn * gn);
                return cos <= 0 ? 1f : (float) (1 + 254 * cos);
            };
            case COMBINED -> (gx, gn) -> {
                double gg = gx * gx + gn * gn;
                double cos = (sinAlt - (east * gx + north * gn)) / Math.sqrt(1 + gg);
                double f = 1 - Math.acos(Math.max(-1, Math.min(1, cos))) * Math.atan(Math.sqrt(gg))
                        / (Math.PI * Math.PI / 4);
                return f <= 0 ? 1f : (float) (1 + 254 * f);
            };
            case MULTIDIRECTIONAL -> multidirectional(sinAlt, Math.cos(h));
        });
        return dest;
    }

    private static Horn.Sink multidirectional(double sinAlt, double cosAlt) {
        double d = Math.sqrt(0.5) * cosAlt; // cos alt · |sin a| for the diagonal lights
        return (gx, gn) -> {
            double gg = gx * gx + gn * gn;
            if (gg == 0) {
                return (float) (1 + 254 * sinAlt);
            }
            // numerators sin alt − cos alt (sin a ∂h/∂east + cos a ∂h/∂north), clamped at 0
            double n225 = Math.max(0, sinAlt + d * (gx + gn));
            double n270 = Math.max(0, sinAlt + cosAlt * gx);
            double n315 = Math.max(0, sinAlt + d * (gx - gn));
            double n360 = Math.max(0, sinAlt - cosAlt * gn);
            double cross = gx * gn;
            double sum = (0.5 * gg + cross) * n225 + gx * gx * n270 + (0.5 * gg - cross) * n315 + gn * gn * n360;
            return (float) (1 + 254 * (sum / (2 * gg)) / Math.sqrt(1 + gg));
        };
    }

    /**
     * The hillshade as an 8-bit grayscale image, one pixel per sample, image row 0 the northern row:
     * each shade rounded half up to a level in [1, 255] (as GDAL writes its float result to a byte
     * band); level 0 marks no-data.
     *
     * @param source heights, metres
     * @return a new {@link BufferedImage#TYPE_BYTE_GRAY} image, {@code columns × rows} pixels
     * @throws NullPointerException if source is null
     */
    public BufferedImage image(HeightfieldView source) {
        return levels(compute(source));
    }

    /**
     * Shades (1…255, NaN for none) as an 8-bit image: rounded half up, NaN → 0.
     *
     * @param shade the computed shades
     * @return the image
     */
    static BufferedImage levels(HeightfieldView shade) {
        int columns = shade.columns();
        BufferedImage image = Images.gray8(columns, shade.rows());
        byte[] px = Images.bytes(image);
        float[] row = new float[columns];
        for (int r = 0, i = 0; r < shade.rows(); r++) {
            shade.copyRowTo(r, row, 0);
            for (int c = 0; c < columns; c++, i++) {
                float s = row[c];
                px[i] = s == s ? (byte) Math.min(255, Math.max(1, Images.round(s))) : 0;
            }
        }
        return image;
    }

    /**
     * @return direction the light comes from, degrees clockwise from north, in [0, 360]
     */
    public double azimuth() {
        return azimuth;
    }

    /**
     * @return height of the light above the horizon, degrees, in [0, 90]
     */
    public double altitude() {
        return altitude;
    }

    /**
     * @return vertical exaggeration applied to heights, finite and &gt; 0
     */
    public double zFactor() {
        return zFactor;
    }

    /**
     * @return ratio of vertical to horizontal units (GDAL's {@code -s}; 111120 for heights in metres on a grid
     *         spaced in degrees), finite and &gt; 0
     */
    public double scale() {
        return scale;
    }

    /**
     * @return whether to compute the border and the neighbours of no-data (GDAL's {@code -compute_edges})
     */
    public boolean computeEdges() {
        return computeEdges;
    }

    /**
     * @return how the light is combined with the surface
     */
    public Method method() {
        return method;
    }

    /** The values as a record: its equals, hashCode and toString are this class's. */
    private record Values(double azimuth, double altitude, double zFactor, double scale, boolean computeEdges,
            Method method) {
    }

    private Values values() {
        return new Values(azimuth, altitude, zFactor, scale, computeEdges, method);
    }

    /**
     * Whether another {@code Hillshade} has exactly these values (doubles compared by their bits, as a
     * record does).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code Hillshade} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Hillshade other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }

    /**
     * The values by name, as a record prints them.
     *
     * @return {@code Hillshade[azimuth=…, …]}
     */
    @Override
    public String toString() {
        return Records.named("Hillshade", values());
    }
}
