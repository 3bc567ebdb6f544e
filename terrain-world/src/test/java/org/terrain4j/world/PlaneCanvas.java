package org.terrain4j.world;

import java.util.List;

/**
 * A canvas of the standard base ground's frame holding a plane instead of its ground, for tests of
 * elements' static rules in {@code org.terrain4j.world.internal} (the canvas's constructor is package-private).
 */
public final class PlaneCanvas {

    private PlaneCanvas() {
    }

    /**
     * @param samples samples along each axis
     * @param a       metres of rise per metre east
     * @param b       metres of rise per metre south
     * @param h0      height at x = z = 0, metres
     * @return a canvas whose every sample holds {@code h0 + a·x + b·z} (as a float)
     */
    public static Canvas of(int samples, double a, double b, double h0) {
        return of(BaseGround.standard().size(), samples, a, b, h0);
    }

    /**
     * @param size    side of the square, metres
     * @param samples samples along each axis
     * @param a       metres of rise per metre east
     * @param b       metres of rise per metre south
     * @param h0      height at x = z = 0, metres
     * @return a canvas of that square whose every sample holds {@code h0 + a·x + b·z} (as a float)
     */
    public static Canvas of(double size, int samples, double a, double b, double h0) {
        BaseGround g = BaseGround.standard().withSize(size).withSamples(samples);
        Canvas canvas = new Canvas(g, 1, null);
        for (int r = 0; r < canvas.n; r++) {
            for (int c = 0; c < canvas.n; c++) {
                canvas.h[r * canvas.n + c] = (float) (h0 + a * canvas.x(c) + b * canvas.z(r));
            }
        }
        return canvas;
    }

    /**
     * @param samples samples along each axis
     * @param ground  the heights to hold, metres, read at each sample's world position
     * @return a canvas of the standard base ground's frame whose every sample holds {@code ground} (as a float)
     */
    public static Canvas of(int samples, org.terrain4j.api.HeightFunction ground) {
        Canvas canvas = of(samples, 0, 0, 0);
        for (int r = 0; r < canvas.n; r++) {
            for (int c = 0; c < canvas.n; c++) {
                canvas.h[r * canvas.n + c] = (float) ground.height(canvas.x(c), canvas.z(r));
            }
        }
        return canvas;
    }

    /**
     * @param canvas a canvas
     * @param i      sample index
     * @return the colour painted there, 0 where nothing painted
     */
    public static int colour(Canvas canvas, int i) {
        return canvas.rgb[i];
    }

    /**
     * @param canvas a canvas
     * @return the buildings added to it so far, in order (a copy)
     */
    public static List<Building> buildings(Canvas canvas) {
        return List.copyOf(canvas.buildings);
    }

    /**
     * @param canvas a canvas
     * @return the streets added to it so far, in order (a copy)
     */
    public static List<Street> streets(Canvas canvas) {
        return List.copyOf(canvas.streets);
    }

    /**
     * @param canvas a canvas
     * @return the trees added to it so far, in order (a copy)
     */
    public static List<Tree> trees(Canvas canvas) {
        return List.copyOf(canvas.trees);
    }
}
