package org.terrain4j.mesh;

import java.util.Objects;
import java.util.Optional;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.internal.Checks;

/**
 * How a heightfield becomes a mesh: its extent in the ground plane, its vertical scale, an optional
 * skirt or base, and optional vertex colours. Used by {@link Mesh#grid(HeightfieldView, MeshOptions)}
 * and {@link Mesh#adaptive(HeightfieldView, double, MeshOptions)}.
 *
 * <p>Each {@code with…} method validates its argument and returns a new object; instances are
 * immutable and thread-safe (as long as the {@link ColourFunction} is).
 *
 * <p>Defaults ({@link #defaults()}): the field's own frame (extent {@code (columns − 1)·spacingX ×
 * (rows − 1)·spacingZ} metres), vertical scale 1, no skirt, no base, no colours.
 *
 * <pre>{@code
 * MeshOptions print = MeshOptions.defaults().withSize(100, 100).withVerticalScale(20).withBase(5);
 * Mesh solid = Mesh.grid(land, print);
 * }</pre>
 *
 * @since 0.1
 */
public final class MeshOptions {

    private static final MeshOptions DEFAULTS = new MeshOptions(Double.NaN, Double.NaN, 1, 0, 0, null);

    private final double sizeX;
    private final double sizeZ;
    private final double verticalScale;
    private final double skirt;
    private final double base;
    private final ColourFunction colours;

    private MeshOptions(double sizeX, double sizeZ, double verticalScale, double skirt, double base,
            ColourFunction colours) {
        this.sizeX = sizeX;
        this.sizeZ = sizeZ;
        this.verticalScale = verticalScale;
        this.skirt = skirt;
        this.base = base;
        this.colours = colours;
    }

    /**
     * @return the defaults: the field's own frame, vertical scale 1, no skirt, no base, no colours
     */
    public static MeshOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Sets the extent of the mesh in the ground plane, replacing the field's frame: the first column
     * lands at {@code x = −sizeX/2}, the last at {@code +sizeX/2}, the first row at {@code z = −sizeZ/2},
     * the last at {@code +sizeZ/2}.
     *
     * @param sizeX extent along x, mesh units; finite and &gt; 0
     * @param sizeZ extent along z, mesh units; finite and &gt; 0
     * @return new options
     * @throws IllegalArgumentException if a size is not finite and positive
     */
    public MeshOptions withSize(double sizeX, double sizeZ) {
        Checks.positiveFinite("sizeX", sizeX);
        Checks.positiveFinite("sizeZ", sizeZ);
        return new MeshOptions(sizeX, sizeZ, verticalScale, skirt, base, colours);
    }

    /**
     * Goes back to the field's own frame: extent {@code (columns − 1)·spacingX × (rows − 1)·spacingZ},
     * centred on the origin (the frame's origin is not used: meshes are always centred).
     *
     * @return new options
     */
    public MeshOptions withFrameSize() {
        return new MeshOptions(Double.NaN, Double.NaN, verticalScale, skirt, base, colours);
    }

    /**
     * Sets the factor from the field's heights to the mesh's y: {@code y = verticalScale · height}.
     *
     * @param verticalScale finite and &gt; 0 (1 keeps metres)
     * @return new options
     * @throws IllegalArgumentException if not finite and positive
     */
    public MeshOptions withVerticalScale(double verticalScale) {
        Checks.positiveFinite("verticalScale", verticalScale);
        return new MeshOptions(sizeX, sizeZ, verticalScale, skirt, base, colours);
    }

    /**
     * Adds a skirt: a vertical wall hanging {@code depth} below every border vertex, open at the
     * bottom (hides cracks between neighbouring tiles in an engine). Ignored when a base is set.
     *
     * @param depth wall height, mesh units (after the vertical scale); finite and ≥ 0, 0 removes the
     *              skirt
     * @return new options
     * @throws IllegalArgumentException if negative, NaN or infinite
     */
    public MeshOptions withSkirt(double depth) {
        Checks.nonNegativeFinite("skirt", depth);
        return new MeshOptions(sizeX, sizeZ, verticalScale, depth, base, colours);
    }

    /**
     * Adds a base that closes the mesh into a solid for 3-D printing: vertical walls from every border
     * vertex down to a flat bottom {@code depth} below the lowest vertex of the surface, and the bottom
     * itself facing −y. The result is watertight (every edge, by position, is shared by exactly two
     * triangles) with outward normals.
     *
     * @param depth distance from the lowest surface vertex to the bottom, mesh units (after the
     *              vertical scale); finite and ≥ 0, 0 removes the base. Must be &gt; 0 to have a base:
     *              a wall of zero height would be a degenerate facet.
     * @return new options
     * @throws IllegalArgumentException if negative, NaN or infinite
     */
    public MeshOptions withBase(double depth) {
        Checks.nonNegativeFinite("base", depth);
        return new MeshOptions(sizeX, sizeZ, verticalScale, skirt, depth, colours);
    }

    /**
     * Colours every vertex through {@code colours} applied to the field's height at that vertex.
     *
     * @param colours height → sRGB colour, or null for no vertex colours
     * @return new options
     */
    public MeshOptions withColours(ColourFunction colours) {
        return new MeshOptions(sizeX, sizeZ, verticalScale, skirt, base, colours);
    }

    /**
     * @param field the field the mesh is built from (its frame gives the default extent)
     * @return the extent along x, mesh units
     */
    public double sizeX(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        GridFrame f = field.frame();
        return Double.isNaN(sizeX) ? (field.columns() - 1) * f.spacingX() : sizeX;
    }

    /**
     * @param field the field the mesh is built from (its frame gives the default extent)
     * @return the extent along z, mesh units
     */
    public double sizeZ(HeightfieldView field) {
        Objects.requireNonNull(field, "field");
        GridFrame f = field.frame();
        return Double.isNaN(sizeZ) ? (field.rows() - 1) * f.spacingZ() : sizeZ;
    }

    /**
     * @return true if the extent comes from the field's frame rather than {@link #withSize}
     */
    public boolean usesFrameSize() {
        return Double.isNaN(sizeX);
    }

    /**
     * @return the factor from heights to y
     */
    public double verticalScale() {
        return verticalScale;
    }

    /**
     * @return the skirt's depth, mesh units; 0 for none
     */
    public double skirt() {
        return skirt;
    }

    /**
     * @return the base's depth below the lowest surface vertex, mesh units; 0 for none
     */
    public double base() {
        return base;
    }

    /**
     * @return the colour function, if any
     */
    public Optional<ColourFunction> colours() {
        return Optional.ofNullable(colours);
    }

    @Override
    public String toString() {
        return "MeshOptions[size=" + (usesFrameSize() ? "frame" : sizeX + " × " + sizeZ)
                + ", verticalScale=" + verticalScale + ", skirt=" + skirt + ", base=" + base
                + ", colours=" + (colours != null) + "]";
    }
}
