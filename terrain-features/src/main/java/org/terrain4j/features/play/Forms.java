package org.terrain4j.features.play;

import java.util.Objects;

import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.internal.Checks;

/** Checks and profiles shared by the play features. */
final class Forms {

    private Forms() {
    }

    static String name(String name) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        return name;
    }

    static GroundPoint centre(GroundPoint centre) {
        return Objects.requireNonNull(centre, "centre");
    }

    /** A value in (low, high], NaN refused, with its unit in the message. */
    static double above(String name, double value, double low, double high, String unit) {
        if (!(value > low && value <= high)) {
            throw new IllegalArgumentException(name + " must be in (" + Checks.number(low) + ", " + Checks.number(high)
                    + "] " + unit + ", was " + Checks.number(value));
        }
        return value;
    }

    static Wobble wobble(Wobble wobble) {
        return Objects.requireNonNull(wobble, "wobble");
    }

    /** The distance from the centre moved by the wobble, metres. */
    static double distance(GroundPoint centre, Wobble wobble, double x, double z) {
        return Math.hypot(x - centre.x(), z - centre.z()) + wobble.offset(x, z, centre.x(), centre.z());
    }

    /**
     * A butte's profile (mesa, rock stack): level top to {@code top}, then a cliff falling at {@code cliff} m/m to
     * {@code apronShare·height}, then an apron falling at {@code apron} m/m to 0.
     */
    static double butte(double d, double height, double top, double cliff, double apronShare, double apron) {
        if (d <= top) {
            return height;
        }
        double cliffRun = height * (1 - apronShare) / cliff;
        if (d <= top + cliffRun) {
            return height - (d - top) * cliff;
        }
        double foot = height * apronShare;
        return Math.max(0, foot - (d - top - cliffRun) * apron);
    }

    /** The radius at which a butte's profile reaches 0. */
    static double butteFootprint(double height, double top, double cliff, double apronShare, double apron) {
        return top + height * (1 - apronShare) / cliff + height * apronShare / apron;
    }
}
