package org.terrain4j.cli;

import java.util.ListResourceBundle;

import org.terrain4j.erosion.Hydraulic;

/**
 * The library's own defaults as a resource bundle, so help text reads them ({@code ${bundle:inertia}})
 * instead of retyping numbers that could drift from the settings they describe.
 */
final class LibraryDefaults extends ListResourceBundle {

    @Override
    protected Object[][] getContents() {
        Hydraulic h = Hydraulic.droplets();
        return new Object[][] {
            {"inertia", number(h.inertia())},
            {"capacity", number(h.capacity())},
            {"radius", Integer.toString(h.radius())},
            {"erosion", number(h.erosion())},
            {"deposition", number(h.deposition())},
            {"evaporation", number(h.evaporation())},
            {"maxSteps", Integer.toString(h.maxSteps())},
            {"minCapacity", number(h.minCapacity())},
            {"minSlope", number(h.minSlope())},
            {"gravity", number(h.gravity())},
        };
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
