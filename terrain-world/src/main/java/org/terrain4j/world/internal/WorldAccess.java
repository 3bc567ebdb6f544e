package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.api.internal.Lent;
import org.terrain4j.world.Building;
import org.terrain4j.world.RunwayRecord;

/**
 * The package-private constructors of the results the standard elements build ({@link Building},
 * {@link RunwayRecord}, {@link RunwayRecord.Site}), lent to them: those results are read by users, built
 * only by terrain4j. The world package installs the one {@link Bridge} when {@link Building} loads. Not
 * API: the package is not exported.
 */
public final class WorldAccess {

    /** What the world package lends to its elements. */
    public interface Bridge {

        /**
         * @param x       east, centre of the footprint, metres
         * @param y       ground height under the centre, metres
         * @param z       south, centre of the footprint, metres
         * @param sizeX   footprint along the town's own x axis, metres
         * @param sizeZ   footprint along the town's own z axis, metres
         * @param heading rotation of the town's axes from the world's, degrees clockwise seen from above
         * @param height  height above the ground, metres
         * @return the building
         */
        Building building(double x, double y, double z, double sizeX, double sizeZ, double heading, double height);

        /**
         * @param x       east of its centre, metres
         * @param z       south of its centre, metres
         * @param heading degrees clockwise from north
         * @param relief  highest minus lowest of its measuring points, metres
         * @param charge  its band and water charge, metres
         * @param height  midway between its lowest and highest measuring points, metres
         * @return the measured site
         */
        RunwayRecord.Site site(double x, double z, double heading, double relief, double charge, double height);

        /**
         * The runway as sited on {@code winner}, not lifted: its own height, relief and charge are the
         * site's.
         *
         * @param winner     the site chosen
         * @param length     pavement length, metres
         * @param width      pavement width, metres
         * @param candidates every site measured, in the order drawn (copied)
         * @return the record
         */
        RunwayRecord runway(RunwayRecord.Site winner, double length, double width, List<RunwayRecord.Site> candidates);
    }

    private static final Lent<Bridge> LENT = new Lent<>(Building.class);

    private WorldAccess() {
    }

    /**
     * Installs the bridge (the world package does, once).
     *
     * @param b the bridge
     */
    public static void install(Bridge b) {
        LENT.install(b);
    }

    /** @return the bridge, {@link Building} initialised first if it has not been */
    public static Bridge bridge() {
        return LENT.get();
    }
}
