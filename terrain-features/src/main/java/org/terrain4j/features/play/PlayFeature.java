package org.terrain4j.features.play;

import java.util.Objects;

import org.terrain4j.api.GridFrame;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.HeightfieldView;

/**
 * A designed form laid on the ground to make play space (seed 004): a {@link Knoll}, a {@link Dome}, a
 * {@link Mesa} or a {@link RockStack}. Each is a profile of the distance from its centre, the distance moved by
 * its {@link Wobble} (noise in metres), {@link #rise} rising from 0 at its foot to {@link #height()} at its top.
 * Its top stands at {@code top = base + height()}, the base being the ground's height at its centre, read once
 * before anything changes.
 *
 * <p><b>Meeting the ground.</b> At a point where the ground stands at {@code g}, the form's surface is
 * {@code F = g + (rise / height)·(top − g)}: the share {@code rise / height} of the way from the ground up to the
 * top. On level ground that is {@code base + rise}; on sloping ground the form still ends exactly on the ground at
 * its foot (a surface {@code base + rise} would leave a step of {@code base − g} wherever the ground falls away
 * below the base), and a level top stays level at {@code top}.
 *
 * <p><b>Fill only.</b> The ground becomes {@code max(g, F)}: a form only adds, never lowers a sample, so it
 * lowers no summit, and where the ground stands higher than the top (uphill of a form on a steep slope) it is
 * kept. On level ground the form's flank is never steeper than its {@link #designAngle()}, noise included (the
 * profile's steepest slope is the tangent of the design angle divided by the wobble's
 * {@link Wobble#slopeFactor()}); on sloping ground the flank is steeper where it has farther to fall, by the
 * factor {@code (top − g) / height} plus the ground's own slope.
 *
 * <p>Samples farther than {@link #reach()} from the centre are left bit for bit.
 *
 * <p>Implementations are immutable and thread-safe; {@link #applyTo} writes only the caller's buffer.
 *
 * @since 0.1
 */
public interface PlayFeature {

    /** @return the feature's name (e.g. "overlook"); not blank */
    String name();

    /** @return the centre on the plan, metres */
    GroundPoint centre();

    /** @return the top's height above the base, metres */
    double height();

    /** @return the steepest the form's own flank can stand, noise included, degrees */
    double designAngle();

    /**
     * @return the farthest from the centre the form can raise the ground, metres: its footprint's radius plus
     *         twice the wobble's amplitude
     */
    double reach();

    /**
     * The form's height above its base at a point, noise included.
     *
     * @param x metres east
     * @param z metres south
     * @return metres, in [0, {@link #height()}]; {@code height()} at the centre, 0 from {@link #reach()} out
     */
    double rise(double x, double z);

    /**
     * The ground after the form at a point: {@code max(g, g + (rise / height)·(top − g))}, {@code top = base +
     * height()}.
     *
     * @param g    the ground's height there, metres
     * @param base the ground's height at the centre, metres
     * @param x    metres east
     * @param z    metres south
     * @return metres, never below {@code g}
     */
    default double surface(double g, double base, double x, double z) {
        double top = base + height();
        double f = g + rise(x, z) / height() * (top - g);
        return f > g ? f : g;
    }

    /**
     * Lays the form on a height function: {@code max(g, g + (rise / height)·(top − g))}, the base read from
     * {@code ground} at the centre now, once.
     *
     * @param ground the height before the form, metres
     * @return the height after it; thread-safe if {@code ground} is
     * @throws NullPointerException     if ground is null
     * @throws IllegalArgumentException if the ground at the centre is not finite
     */
    default HeightFunction apply(HeightFunction ground) {
        Objects.requireNonNull(ground, "ground");
        double cx = centre().x();
        double cz = centre().z();
        double base = ground.height(cx, cz);
        if (!Double.isFinite(base)) {
            throw new IllegalArgumentException("ground at the centre of '" + name() + "' must be finite, was " + base);
        }
        double reach = reach();
        return (x, z) -> {
            double h = ground.height(x, z);
            double dx = x - cx;
            double dz = z - cz;
            if (dx * dx + dz * dz >= reach * reach) {
                return h;
            }
            return surface(h, base, x, z);
        };
    }

    /**
     * Lays the form on a grid in place, positioned by its frame; the base is the grid's bilinear height at the
     * centre, read before any sample changes. No-data (NaN) samples stay NaN.
     *
     * @param ground the grid to change; not frozen
     * @return {@code ground}
     * @throws NullPointerException     if ground is null
     * @throws IllegalStateException    if the buffer is frozen
     * @throws IllegalArgumentException if the centre lies outside the grid, or the ground there is no-data
     */
    default HeightfieldBuffer applyTo(HeightfieldBuffer ground) {
        Objects.requireNonNull(ground, "ground");
        if (ground.isFrozen()) {
            throw new IllegalStateException("ground is frozen");
        }
        GridFrame f = ground.frame();
        double cx = centre().x();
        double cz = centre().z();
        double c = (cx - f.originX()) / f.spacingX();
        double r = (cz - f.originZ()) / f.spacingZ();
        if (!(c >= 0 && c <= ground.columns() - 1 && r >= 0 && r <= ground.rows() - 1)) {
            throw new IllegalArgumentException("centre of '" + name() + "' (" + cx + ", " + cz
                    + ") m must lie on the grid, which spans x " + f.x(0) + " … " + f.x(ground.columns() - 1) + ", z "
                    + f.z(0) + " … " + f.z(ground.rows() - 1) + " m");
        }
        double base = ground.heightAt(cx, cz);
        if (!Double.isFinite(base)) {
            throw new IllegalArgumentException("ground at the centre of '" + name() + "' must be finite, was " + base);
        }
        double reach = reach();
        int c0 = Math.max(0, (int) Math.floor(c - reach / f.spacingX()));
        int c1 = Math.min(ground.columns() - 1, (int) Math.ceil(c + reach / f.spacingX()));
        int r0 = Math.max(0, (int) Math.floor(r - reach / f.spacingZ()));
        int r1 = Math.min(ground.rows() - 1, (int) Math.ceil(r + reach / f.spacingZ()));
        for (int row = r0; row <= r1; row++) {
            double z = f.z(row);
            for (int col = c0; col <= c1; col++) {
                double x = f.x(col);
                double dx = x - cx;
                double dz = z - cz;
                if (dx * dx + dz * dz >= reach * reach) {
                    continue;
                }
                double h = ground.get(col, row);
                double v = surface(h, base, x, z);
                if (v > h) {
                    ground.set(col, row, v);
                }
            }
        }
        return ground;
    }

    /**
     * Lays the form on a copy of a grid.
     *
     * @param ground the grid to read; unchanged
     * @return a new field, same shape and frame, with the form laid
     * @throws NullPointerException     if ground is null
     * @throws IllegalArgumentException as {@link #applyTo} does
     */
    default Heightfield apply(HeightfieldView ground) {
        return applyTo(HeightfieldBuffer.copyOf(ground)).freeze();
    }
}
