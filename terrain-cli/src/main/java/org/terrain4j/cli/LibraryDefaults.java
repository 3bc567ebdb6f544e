package org.terrain4j.cli;

import java.util.ListResourceBundle;

import org.terrain4j.erosion.Hydraulic;

/**
 * The library's own defaults as a resource bundle, so help text reads them ({@code ${bundle:default.inertia}})
 * instead of retyping numbers that could drift from the settings they describe.
 */
final class LibraryDefaults extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        Hydraulic h = Hydraulic.droplets();
        return new Object[][] {
            {"default.inertia", number(h.inertia())},
            {"default.capacity", number(h.capacity())},
            {"default.radius", Integer.toString(h.radius())},
            {"default.erosion", number(h.erosion())},
            {"default.deposition", number(h.deposition())},
            {"default.evaporation", number(h.evaporation())},
            {"default.maxSteps", Integer.toString(h.maxSteps())},
            {"default.minCapacity", number(h.minCapacity())},
            {"default.minSlope", number(h.minSlope())},
            {"default.gravity", number(h.gravity())},
        };
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
