package org.terrain4j.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.terrain4j.testkit.RecordLike.assertActsAsRecord;
import static org.terrain4j.testkit.RecordLike.assertKeepsAccessorsAndEquality;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.terrain4j.world.internal.WorldAccess;

/**
 * {@link Building}, {@link RunwayRecord} and {@link RunwayRecord.Site}, final classes that were records
 * (issue 32): no public constructor, built by the elements through {@link WorldAccess}; the records'
 * accessors and equality, and the records' text for {@code Building} (the runway's two print their own
 * summaries, as before).
 */
class RecordLikeTest {

    /** The records these classes were, as twins. */
    static final class Was {
        record Building(double x, double y, double z, double sizeX, double sizeZ, double heading, double height) {
        }

        record RunwayRecord(double x, double z, double heading, double length, double width, double siteHeight,
                double height, double relief, double bandCharge, double liftedBy, List<String> clearOf,
                List<org.terrain4j.world.RunwayRecord.Site> candidates) {
        }

        record Site(double x, double z, double heading, double relief, double charge, double height) {
        }
    }

    @Test
    void noneHasAPublicConstructor() {
        assertEquals(0, Building.class.getConstructors().length);
        assertEquals(0, RunwayRecord.class.getConstructors().length);
        assertEquals(0, RunwayRecord.Site.class.getConstructors().length);
    }

    @Test
    void theBridgeBuildsABuildingThatActsAsTheRecordItWas() {
        WorldAccess.Bridge make = WorldAccess.bridge();
        Building b = make.building(10, 20, 30, 8, 12, 45, 6);
        assertActsAsRecord(b, new Building(10, 20, 30, 8, 12, 45, 6), new Was.Building(10, 20, 30, 8, 12, 45, 6),
                new Building(11, 20, 30, 8, 12, 45, 6), new Building(10, 21, 30, 8, 12, 45, 6),
                new Building(10, 20, 31, 8, 12, 45, 6), new Building(10, 20, 30, 9, 12, 45, 6),
                new Building(10, 20, 30, 8, 13, 45, 6), new Building(10, 20, 30, 8, 12, 46, 6),
                new Building(10, 20, 30, 8, 12, 45, 7));
    }

    @Test
    void theBridgeBuildsARunwayOnItsSiteAndBothKeepTheirAccessorsAndEquality() {
        WorldAccess.Bridge make = WorldAccess.bridge();
        RunwayRecord.Site s = make.site(100, -200, 47.5, 5.25, 0.5, 8.5);
        assertKeepsAccessorsAndEquality(s, new RunwayRecord.Site(100, -200, 47.5, 5.25, 0.5, 8.5),
                new Was.Site(100, -200, 47.5, 5.25, 0.5, 8.5), make.site(101, -200, 47.5, 5.25, 0.5, 8.5),
                make.site(100, -201, 47.5, 5.25, 0.5, 8.5), make.site(100, -200, 48, 5.25, 0.5, 8.5),
                make.site(100, -200, 47.5, 5.5, 0.5, 8.5), make.site(100, -200, 47.5, 5.25, 0.75, 8.5),
                make.site(100, -200, 47.5, 5.25, 0.5, 9));
        assertEquals("Site[at (100.0, -200.0), heading 47.5°, relief 5.3 m, charge 0.5 m, height 8.5 m]",
                s.toString());
        assertEquals(5.75, s.score());
        RunwayRecord.Site other = make.site(0, 0, 0, 9, 9, 0);
        List<RunwayRecord.Site> sites = new ArrayList<>(List.of(other, s));
        RunwayRecord r = make.runway(s, 2200, 45, sites);
        sites.clear(); // the record keeps its own copy
        // not lifted: the pavement stands at the site's own height; relief and charge are the site's
        assertKeepsAccessorsAndEquality(r,
                new RunwayRecord(100, -200, 47.5, 2200, 45, 8.5, 8.5, 5.25, 0.5, 0, List.of(), List.of(other, s)),
                new Was.RunwayRecord(100, -200, 47.5, 2200, 45, 8.5, 8.5, 5.25, 0.5, 0, List.of(), List.of(other, s)),
                make.runway(s, 2300, 45, List.of(other, s)), make.runway(s, 2200, 46, List.of(other, s)),
                make.runway(s, 2200, 45, List.of(s)), make.runway(other, 2200, 45, List.of(other, s)),
                r.lifted(1, List.of("river")), r.lifted(0, List.of("river")));
        assertEquals("RunwayRecord[at (100.0, -200.0), heading 47.5°, 2200.0 × 45.0 m, height 9.5 m (site 8.5 m,"
                + " lifted 1.0 m clear of [river]), relief 5.3 m, band charge 0.5 m, best of 2 sites]",
                r.lifted(1, List.of("river")).toString());
        assertThrows(UnsupportedOperationException.class, () -> r.candidates().add(s));
    }
}
