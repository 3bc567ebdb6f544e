package org.terrain4j.world;

import java.util.List;
import java.util.Locale;

/**
 * Where the runway went and what it was moved clear of. Metres; heading in degrees clockwise from
 * north ({@code −z}), so heading 90 runs toward {@code +x}. The runway element builds these (there is no
 * public constructor); each value is read by the accessor of its name, and two are equal when every value
 * is (doubles by their bits, as a record compares them). Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class RunwayRecord {

    private final double x;
    private final double z;
    private final double heading;
    private final double length;
    private final double width;
    private final double siteHeight;
    private final double height;
    private final double relief;
    private final double bandCharge;
    private final double liftedBy;
    private final List<String> clearOf;
    private final List<Site> candidates;

    /**
     * Copies the lists.
     *
     * @param x          east of the strip's centre
     * @param z          south of the strip's centre
     * @param heading    the strip's heading, degrees [0, 360)
     * @param length     pavement length
     * @param width      pavement width
     * @param siteHeight the site's own height
     * @param height     the pavement's height as built
     * @param relief     highest minus lowest of the measuring points
     * @param bandCharge the site's charge: outside the height band and on water
     * @param liftedBy   how far the strip was lifted clear of water
     * @param clearOf    the water elements it was lifted clear of
     * @param candidates every site measured
     */
    RunwayRecord(double x, double z, double heading, double length, double width, double siteHeight,
            double height, double relief, double bandCharge, double liftedBy, List<String> clearOf,
            List<Site> candidates) {
        clearOf = List.copyOf(clearOf);
        candidates = List.copyOf(candidates);
        this.x = x;
        this.z = z;
        this.heading = heading;
        this.length = length;
        this.width = width;
        this.siteHeight = siteHeight;
        this.height = height;
        this.relief = relief;
        this.bandCharge = bandCharge;
        this.liftedBy = liftedBy;
        this.clearOf = clearOf;
        this.candidates = candidates;
    }

    /**
     * One measured site. Metres. Built by the runway element (there is no public constructor); equal
     * when every value is. Immutable and thread-safe.
     *
     * @since 0.1
     */
    public static final class Site {

        private final double x;
        private final double z;
        private final double heading;
        private final double relief;
        private final double charge;
        private final double height;

        /** Keeps the values; the library computes and checks them. */
        Site(double x, double z, double heading, double relief, double charge, double height) {
            this.x = x;
            this.z = z;
            this.heading = heading;
            this.relief = relief;
            this.charge = charge;
            this.height = height;
        }

        /**
         * @return a short summary, metres to 0.1 m, for example
         *         {@code Site[at (1520.0, -3310.5), heading 47.3°, relief 5.1 m, charge 0.0 m, height 8.4 m]}
         */
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Site[at (%.1f, %.1f), heading %.1f°, relief %.1f m, charge %.1f m, height %.1f m]",
                    x, z, heading, relief, charge, height);
        }

        /** @return {@code relief + charge}: the flattest, least charged site has the lowest */
        public double score() {
            return relief + charge;
        }

        /**
         * @return east of its centre
         */
        public double x() {
            return x;
        }

        /**
         * @return south of its centre
         */
        public double z() {
            return z;
        }

        /**
         * @return degrees clockwise from north
         */
        public double heading() {
            return heading;
        }

        /**
         * @return highest minus lowest of its measuring points
         */
        public double relief() {
            return relief;
        }

        /**
         * @return its charge: mean distance of its points outside the height band, plus 40 m a point on water
         */
        public double charge() {
            return charge;
        }

        /**
         * @return midway between its lowest and highest measuring points
         */
        public double height() {
            return height;
        }

        /** The values as a record: its equals and hashCode are this class's. */
        private record Values(double x, double z, double heading, double relief, double charge, double height) {
        }

        private Values values() {
            return new Values(x, z, heading, relief, charge, height);
        }

        /**
         * Whether another {@code Site} has exactly these values (doubles compared by their bits, as a
         * record does).
         *
         * @param o another object, or null
         * @return true if {@code o} is a {@code Site} with equal values
         */
        @Override
        public boolean equals(Object o) {
            return o instanceof Site other && values().equals(other.values());
        }

        /**
         * A hash of the values, consistent with {@link #equals}.
         *
         * @return the hash
         */
        @Override
        public int hashCode() {
            return values().hashCode();
        }
    }

    /**
     * A short, readable summary: where the strip is, its size and heading, its height as built and as
     * sited, its relief and band charge, what it was lifted clear of, and how many sites were measured
     * (the candidates themselves are not listed; read {@link #candidates()}). Metres to 0.1 m, degrees
     * to 0.1°; for example
     * {@code RunwayRecord[at (1520.0, -3310.5), heading 47.3°, 2210.0 × 48.2 m, height 12.0 m (site 8.4 m,
     * lifted 3.6 m clear of [water body]), relief 5.1 m, band charge 0.0 m, best of 60 sites]}.
     *
     * @return the summary
     */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(160);
        b.append(String.format(Locale.ROOT, "RunwayRecord[at (%.1f, %.1f), heading %.1f°, %.1f × %.1f m, height %.1f m",
                x, z, heading, length, width, height));
        if (liftedBy > 0) {
            b.append(String.format(Locale.ROOT, " (site %.1f m, lifted %.1f m clear of %s)", siteHeight, liftedBy, clearOf));
        }
        b.append(String.format(Locale.ROOT, ", relief %.1f m, band charge %.1f m, best of %d sites]", relief, bandCharge,
                candidates.size()));
        return b.toString();
    }

    /**
     * @param lift   metres to add
     * @param clear  the water elements the strip is lifted clear of
     * @return a copy lifted by {@code lift}
     */
    RunwayRecord lifted(double lift, List<String> clear) {
        return new RunwayRecord(x, z, heading, length, width, siteHeight, height + lift, relief, bandCharge,
                liftedBy + lift, clear, candidates);
    }

    /**
     * @return east of the strip's centre, metres
     */
    public double x() {
        return x;
    }

    /**
     * @return south of the strip's centre, metres
     */
    public double z() {
        return z;
    }

    /**
     * @return the strip's heading, degrees [0, 360)
     */
    public double heading() {
        return heading;
    }

    /**
     * @return pavement length
     */
    public double length() {
        return length;
    }

    /**
     * @return pavement width
     */
    public double width() {
        return width;
    }

    /**
     * @return the site's own height: midway between the lowest and highest ground at the measuring points (see
     *         {@code RunwayElement.site}), as every other element left it
     */
    public double siteHeight() {
        return siteHeight;
    }

    /**
     * @return the pavement's height as built ({@code siteHeight + liftedBy})
     */
    public double height() {
        return height;
    }

    /**
     * @return highest minus lowest of the measuring points
     */
    public double relief() {
        return relief;
    }

    /**
     * @return the site's charge, metres: the mean over its measuring points of each one's distance outside the
     *         height band (0 inside), plus 40 m for each point on water
     */
    public double bandCharge() {
        return bandCharge;
    }

    /**
     * @return how far the strip was lifted clear of water, metres (0 if it was not)
     */
    public double liftedBy() {
        return liftedBy;
    }

    /**
     * @return the water it was lifted clear of ("water body", "river", or "base ground water" for the base
     *         ground's standing water), empty if none
     */
    public List<String> clearOf() {
        return clearOf;
    }

    /**
     * @return every site measured, in the order drawn; the winner has the lowest score
     */
    public List<Site> candidates() {
        return candidates;
    }

    /** The values as a record: its equals and hashCode are this class's. */
    private record Values(double x, double z, double heading, double length, double width, double siteHeight,
            double height, double relief, double bandCharge, double liftedBy, List<String> clearOf,
            List<Site> candidates) {
    }

    private Values values() {
        return new Values(x, z, heading, length, width, siteHeight, height, relief, bandCharge, liftedBy, clearOf,
                candidates);
    }

    /**
     * Whether another {@code RunwayRecord} has exactly these values (doubles compared by their bits, as a record
     * does; the lists and sites by equals).
     *
     * @param o another object, or null
     * @return true if {@code o} is a {@code RunwayRecord} with equal values
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof RunwayRecord other && values().equals(other.values());
    }

    /**
     * A hash of the values, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return values().hashCode();
    }
}
