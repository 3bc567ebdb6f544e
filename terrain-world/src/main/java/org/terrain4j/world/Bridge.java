package org.terrain4j.world;

import java.util.List;

import org.terrain4j.world.internal.WorldAccess;

/** The package's side of {@link WorldAccess}: the results' package-private constructors lent to the elements. */
final class Bridge implements WorldAccess.Bridge {

    @Override
    public Building building(double x, double y, double z, double sizeX, double sizeZ, double heading,
            double height) {
        return new Building(x, y, z, sizeX, sizeZ, heading, height);
    }

    @Override
    public RunwayRecord.Site site(double x, double z, double heading, double relief, double charge, double height) {
        return new RunwayRecord.Site(x, z, heading, relief, charge, height);
    }

    @Override
    public RunwayRecord runway(RunwayRecord.Site w, double length, double width, List<RunwayRecord.Site> candidates) {
        return new RunwayRecord(w.x(), w.z(), w.heading(), length, width, w.height(), w.height(), w.relief(),
                w.charge(), 0, List.of(), candidates);
    }
}
