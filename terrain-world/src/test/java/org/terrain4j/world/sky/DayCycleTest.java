package org.terrain4j.world.sky;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Cases;

class DayCycleTest {

    private static final DayCycle DAY = DayCycle.standard();
    /** Below rounding: the key values are reproduced to the last bits. */
    private static final double EXACT = 1e-12;

    static Stream<Named<Long>> cases() {
        return Cases.seeds(0xDA7C1CL, 40);
    }

    @Test
    void noonIsTheUndayedLight() {
        Sky noon = DAY.at(0.5);
        // WorldPng's light, written out independently: azimuth 315° clockwise from north, altitude 45°
        double c = Math.cos(Math.PI / 4);
        assertEquals(c * Math.sin(Math.toRadians(315)), noon.sun().x(), EXACT);
        assertEquals(Math.sin(Math.PI / 4), noon.sun().y(), EXACT);
        assertEquals(-0.5, noon.sun().z(), EXACT);
        assertEquals(new LinearRgb(1, 1, 1), noon.sunColour());
        assertEquals(0.65 * 0.75 / Math.sin(Math.PI / 4), noon.sunStrength(), EXACT);
        assertEquals(new LinearRgb(0.35, 0.35, 0.35), noon.fill());
        // flat ground at noon: 0.35 + 0.65 × 0.75
        LinearRgb flat = noon.light(new Direction(0, 1, 0));
        assertEquals(0.8375, flat.red(), EXACT);
        assertEquals(0.8375, flat.blue(), EXACT);
        assertEquals(1.0, noon.daylight());
    }

    @Test
    void keysAreReproducedAtTheirPhases() {
        for (DayCycle.Key k : DAY.keys()) {
            Sky s = DAY.at(k.phase());
            assertEquals(k.sky(), s.sky(), "sky at " + k.phase());
            assertEquals(k.fog(), s.fog(), "fog at " + k.phase());
            assertEquals(k.sunColour(), s.sunColour());
            assertEquals(k.sunStrength(), s.sunStrength(), EXACT);
            assertEquals(k.fill(), s.fill());
            assertEquals(k.daylight(), s.daylight(), EXACT);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void continuousAcrossEveryKey(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        double eps = 1e-7 * (1 + rnd.nextDouble());
        for (DayCycle.Key k : DAY.keys()) {
            Sky before = DAY.at(k.phase() - eps);
            Sky after = DAY.at(k.phase() + eps);
            // smoothstep has zero slope at the keys: the jump over 2·eps is second order
            assertEquals(before.sky().red(), after.sky().red(), 1e-9, "sky at key " + k.phase());
            assertEquals(before.fog().blue(), after.fog().blue(), 1e-9);
            assertEquals(before.sunStrength(), after.sunStrength(), 1e-9);
            assertEquals(before.fill().green(), after.fill().green(), 1e-9);
            assertEquals(before.daylight(), after.daylight(), 1e-9);
            assertEquals(before.sun().x(), after.sun().x(), 1e-5, "sun at key " + k.phase());
            assertEquals(before.sun().y(), after.sun().y(), 1e-5);
        }
        // and anywhere: a small step moves everything by a small amount
        double p = rnd.nextDouble();
        Sky a = DAY.at(p);
        Sky b = DAY.at(p + 1e-6);
        assertEquals(a.sky().green(), b.sky().green(), 1e-4);
        assertEquals(a.sun().z(), b.sun().z(), 1e-4);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void betweenTwoKeysEveryChannelLiesBetweenTheirs(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        int i = rnd.nextInt(DAY.keys().size());
        DayCycle.Key a = DAY.keys().get(i);
        DayCycle.Key b = DAY.keys().get((i + 1) % DAY.keys().size());
        double p = a.phase() + 0.25 * rnd.nextDouble();
        Sky s = DAY.at(p);
        assertTrue(between(s.sky().red(), a.sky().red(), b.sky().red()), "sky red at " + p);
        assertTrue(between(s.fog().green(), a.fog().green(), b.fog().green()));
        assertTrue(between(s.sunStrength(), a.sunStrength(), b.sunStrength()));
        assertTrue(between(s.daylight(), a.daylight(), b.daylight()));
    }

    private static boolean between(double v, double a, double b) {
        return v >= Math.min(a, b) - EXACT && v <= Math.max(a, b) + EXACT;
    }

    @Test
    void theSunRisesAtDawnAndSetsAtDusk() {
        assertEquals(0, DAY.arc(0.25).y(), EXACT);
        assertEquals(0, DAY.arc(0.75).y(), EXACT);
        assertTrue(DAY.arc(0.3).y() > 0);
        assertTrue(DAY.arc(0.7).y() > 0);
        assertTrue(DAY.arc(0.8).y() < 0);
        assertTrue(DAY.arc(0.0).y() < 0);
        // it rises on one side and sets on the other: towards azimuth 45° at dawn, 225° at dusk (x east, z south)
        double c = Math.cos(Math.PI / 4);
        assertEquals(c, DAY.arc(0.25).x(), EXACT);
        assertEquals(-c, DAY.arc(0.25).z(), EXACT);
        assertEquals(-c, DAY.arc(0.75).x(), EXACT);
        assertEquals(c, DAY.arc(0.75).z(), EXACT);
        // at midnight straight below noon's sun
        assertEquals(0.5, DAY.arc(0).x(), EXACT);
        assertEquals(-Math.sin(Math.PI / 4), DAY.arc(0).y(), EXACT);
        assertEquals(0.5, DAY.arc(0).z(), EXACT);
        assertTrue(!DAY.at(0.3).equals(DAY.at(0.4)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSunIsHeldOverTheHorizonAfterSetting(long seed) {
        SplittableRandom rnd = Cases.replay(seed);
        // the whole of the night, from the moment the arc falls below the hold to the moment it climbs past it
        double p = 0.75 + 0.5 * rnd.nextDouble();
        Sky s = DAY.at(p);
        double arcElevation = DAY.arc(p).elevationDegrees();
        assertTrue(s.sun().elevationDegrees() >= DAY.holdDegrees() - 1e-9,
                "sun at " + s.sun().elevationDegrees() + "° at phase " + p);
        if (arcElevation < DAY.holdDegrees()) {
            assertEquals(DAY.holdDegrees(), s.sun().elevationDegrees(), 1e-9);
            // held on the arc's own bearing
            double ax = DAY.arc(p).x();
            double az = DAY.arc(p).z();
            double bearingArc = Math.atan2(ax, -az);
            double bearingSun = Math.atan2(s.sun().x(), -s.sun().z());
            assertEquals(0, Math.sin(bearingArc - bearingSun), 1e-9);
            assertTrue(Math.cos(bearingArc - bearingSun) > 0);
        } else {
            assertEquals(DAY.arc(p), s.sun());
        }
    }

    @Test
    void phasesWrap() {
        assertEquals(DAY.at(0.25), DAY.at(1.25));
        assertEquals(DAY.at(0.25).hashCode(), DAY.at(1.25).hashCode());
        assertEquals(0.25, DAY.at(1.25).phase(), 0);
        assertEquals(0.75, DAY.at(-0.25).phase(), 0);
        assertTrue(DAY.at(0.5).toString().startsWith("Sky[phase=0.5"));
        assertEquals(DAY.at(0.5), DAY.at(-0.5));
        assertThrows(IllegalArgumentException.class, () -> DAY.at(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> DAY.at(Double.POSITIVE_INFINITY));
    }

    @Test
    void nightIsDarkerThanDayEverywhere() {
        Direction up = new Direction(0, 1, 0);
        double night = DAY.at(0).light(up).green();
        double dawn = DAY.at(0.25).light(up).green();
        double noon = DAY.at(0.5).light(up).green();
        assertTrue(night < dawn && dawn < noon, night + " " + dawn + " " + noon);
        assertEquals(0, DAY.at(0).daylight());
    }
}
