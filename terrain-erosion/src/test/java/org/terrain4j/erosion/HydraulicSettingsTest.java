package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** {@link Hydraulic} as settings: no public constructor, equal by every setting, printed by name. */
class HydraulicSettingsTest {

    @Test
    void thereIsNoPublicConstructor() {
        assertEquals(0, Hydraulic.class.getConstructors().length, "start from droplets() and use with…");
    }

    @Test
    void equalSettingsAreEqualAndEverySettingCounts() {
        Hydraulic a = Hydraulic.droplets().withDrops(5).withInertia(0.2);
        Hydraulic b = Hydraulic.droplets().withInertia(0.2).withDrops(5);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        Hydraulic[] changed = {a.withDrops(6), a.withInertia(0.3), a.withCapacity(5), a.withMinCapacity(0.02),
            a.withMinSlope(0.02), a.withRadius(4), a.withDeposition(0.4), a.withErosion(0.4), a.withEvaporation(0.02),
            a.withGravity(5), a.withMaxSteps(31), a.withInitialWater(2), a.withInitialSpeed(2), a.withFloor(0),
            a.withThreads(2)};
        for (Hydraulic c : changed) {
            assertNotEquals(a, c, c.toString());
        }
        // doubles compare as Double.compare does: -0 and 0 are different floors
        assertNotEquals(a.withFloor(0.0), a.withFloor(-0.0));
        assertEquals(a.withFloor(0), a.withFloor(0).withoutFloor().withFloor(0));
    }

    @Test
    void itPrintsEverySettingByName() {
        assertEquals("Hydraulic[drops=70000, inertia=0.05, capacity=4.0, minCapacity=0.01, minSlope=0.01, radius=3,"
                + " deposition=0.3, erosion=0.3, evaporation=0.01, gravity=4.0, maxSteps=30, initialWater=1.0,"
                + " initialSpeed=1.0, floor=-Infinity, threads=1]", Hydraulic.droplets().toString());
    }
}
