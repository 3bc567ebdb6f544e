package org.terrain4j.examples;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.terrain4j.analysis.playspace.PlaySpace;
import org.terrain4j.analysis.playspace.PlaySpaceReport;
import org.terrain4j.analysis.playspace.PlayTest;
import org.terrain4j.analysis.playspace.WalkedRoute;
import org.terrain4j.api.GroundPoint;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldView;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.api.internal.Checks;
import org.terrain4j.features.play.Lookout;
import org.terrain4j.features.play.PlayFeature;
import org.terrain4j.features.ControlCurve;
import org.terrain4j.features.Spine;
import org.terrain4j.features.play.Knoll;
import org.terrain4j.features.play.Valley;
import org.terrain4j.features.play.Wobble;

/**
 * Places play-space features where the measure says they help (seed 004): scored candidates near the routes the
 * measure walks, tried in score order, each kept only if the report improves, until the report passes or no
 * candidate improves it.
 *
 * <p><b>Candidates</b> (deterministic: made from the plain report's routes in their order, no randomness):
 * <ul>
 * <li>a {@link Lookout} on the highest reached vantage, its way up the route the measure walks to it;</li>
 * <li>a {@link Valley} along the middle half of the longest route (see {@link #VALLEY_CUT});</li>
 * <li>overlook {@link Knoll knolls} {@value #STACK_HEIGHT} m high with {@value #FLANK_ANGLE}° flanks (landmarks of a
 *     4 km island need 60 m of prominence) beside the routes: every {@value #STACK_EVERY} m along each route,
 *     {@value #STACK_OFFSET} m to its left and to its right.</li>
 * </ul>
 * <b>Score</b> of a candidate: the land it shows, seen the way the measure sees, along the routes (the share of
 * route samples within 3 km from which an eye 1.7 m up sees its top over the ground between, the ground read from
 * the land itself, so a ridge the route goes round hides it: straight lines from the start saw over such ridges
 * and forms so placed were 0–14 % seen) + the route kilometres within 300 m of it − the easy ground it costs (its
 * footprint's share of the land, in points). <b>Acceptance</b>: a candidate is kept when the featured build passes
 * the gate against the plain report and passes more tests than before, or as many with a smaller
 * {@linkplain #shortfall shortfall}; candidates are tried in score order, the plan rebuilt and measured after each, until
 * all tests pass, every candidate is tried or the number of trials is spent. A form within {@value #SPREAD} m of one
 * already kept, or of a kept lookout's summit, is passed over.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1
 */
public final class FeaturePlacer {

    /**
     * An overlook knoll's height, metres: a landmark of a 4 km island needs 60 m of prominence (1.5 % of its side),
     * and on sloping ground a knoll's col lies up to a quarter of its height above its base (70 m knolls on the
     * Proving Ground's lowland stood 47-60 m prominent).
     */
    public static final double STACK_HEIGHT = 85;
    /**
     * An overlook knoll's flank, degrees: under the walker's 42°, so the knoll closes no walkable ground (the gate
     * forbids walkable ground reached on foot to fall; a rock stack's cliffs close it).
     */
    public static final double FLANK_ANGLE = 38;
    /** Metres between knoll candidates along a route. */
    public static final double STACK_EVERY = 200;
    /** Metres from the route to a knoll candidate. */
    public static final double STACK_OFFSET = 150;

    private final PlaySpace measure;
    private final int maxTrials;

    private FeaturePlacer(PlaySpace measure, int maxTrials) {
        this.measure = Objects.requireNonNull(measure, "measure");
        this.maxTrials = Checks.inRange("maxTrials", maxTrials, 1, 1000);
    }

    /**
     * A placement with the standard measure and at most 8 trials.
     *
     * @param measure the play-space measure
     * @return the placement
     * @throws NullPointerException if measure is null
     */
    public static FeaturePlacer with(PlaySpace measure) {
        return new FeaturePlacer(measure, 8);
    }

    /**
     * @param maxTrials candidates built and measured at most, [1, 1000]
     * @return a copy
     * @throws IllegalArgumentException naming maxTrials if out of range
     */
    public FeaturePlacer withMaxTrials(int maxTrials) {
        return new FeaturePlacer(measure, maxTrials);
    }

    /** @return the measure */
    public PlaySpace measure() {
        return measure;
    }

    /** @return the most candidates built and measured */
    public int maxTrials() {
        return maxTrials;
    }

    /**
     * One candidate and its score.
     *
     * @param feature the form or lookout
     * @param score   its score (the class comment)
     */
    public record Candidate(Object feature, double score) {
    }

    /**
     * What the placement reached: the plan kept, the land and report with it, and the time spent. Immutable.
     */
    public static final class Result {
        private final FeaturePlan plan;
        private final Heightfield land;
        private final PlaySpaceReport report;
        private final int trials;
        private final long measureNanos;
        private final long totalNanos;

        private Result(FeaturePlan plan, Heightfield land, PlaySpaceReport report, int trials, long measureNanos,
                long totalNanos) {
            this.plan = plan;
            this.land = land;
            this.report = report;
            this.trials = trials;
            this.measureNanos = measureNanos;
            this.totalNanos = totalNanos;
        }

        /** @return the features kept */
        public FeaturePlan plan() {
            return plan;
        }

        /** @return the land with them (the plain land if none was kept) */
        public Heightfield land() {
            return land;
        }

        /** @return its report, its gate against the plain report */
        public PlaySpaceReport report() {
            return report;
        }

        /** @return candidates built and measured */
        public int trials() {
            return trials;
        }

        /** @return nanoseconds spent in the measure */
        public long measureNanos() {
            return measureNanos;
        }

        /** @return nanoseconds the placement took */
        public long totalNanos() {
            return totalNanos;
        }

        /** @return the tests the report does not pass, by id, in the report's order */
        public List<String> notPassed() {
            List<String> out = new ArrayList<>();
            for (PlayTest t : report.tests()) {
                if (!t.passed()) {
                    out.add(t.criterion().id());
                }
            }
            return out;
        }

        @Override
        public String toString() {
            return "FeaturePlacer.Result[" + plan.size() + " features, " + report.passed() + " of "
                    + report.tests().size() + " passed, " + trials + " trials]";
        }
    }

    /**
     * The scored candidates near the plain report's routes, best first (ties in the order made).
     *
     * @param plain  the land before features
     * @param report its report
     * @return the candidates
     */
    public List<Candidate> candidates(HeightfieldView plain, PlaySpaceReport report) {
        List<GroundPoint> samples = new ArrayList<>();
        for (WalkedRoute r : report.routes()) {
            samples.addAll(r.samples());
        }
        double land = landArea(plain);
        List<Candidate> out = new ArrayList<>();
        int k = 0;
        for (WalkedRoute r : report.routes()) {
            List<GroundPoint> s = r.samples();
            int every = (int) Math.max(1, Math.round(STACK_EVERY / measure.sampleSpacing()));
            for (int i = every; i + 1 < s.size(); i += every) {
                GroundPoint a = s.get(i - 1);
                GroundPoint b = s.get(i + 1);
                double dx = b.x() - a.x();
                double dz = b.z() - a.z();
                double len = Math.hypot(dx, dz);
                if (len == 0) {
                    continue;
                }
                for (int side = -1; side <= 1; side += 2) {
                    double x = s.get(i).x() - side * dz / len * STACK_OFFSET;
                    double z = s.get(i).z() + side * dx / len * STACK_OFFSET;
                    if (!onLand(plain, x, z)) {
                        continue;
                    }
                    Knoll stack = Knoll.at(x, z).withName("knoll " + (++k)).withHeight(STACK_HEIGHT)
                            .withFlankAngle(FLANK_ANGLE).withWobble(Wobble.of(4, 60, k));
                    double top = plain.heightAt(x, z) + STACK_HEIGHT;
                    double score = seenShare(plain, x, z, top, samples) + nearRoute(x, z, samples)
                            - 100 * Math.PI * stack.footprint() * stack.footprint() / land;
                    out.add(new Candidate(stack, score));
                }
            }
        }
        out.sort(Comparator.comparingDouble(c -> -c.score()));
        valley(plain, report).ifPresent(v -> out.add(0, new Candidate(v, Double.MAX_VALUE)));
        report.vantages().stream().filter(v -> v.reached()).max(Comparator.comparingDouble(v -> v.height()))
                .ifPresent(v -> {
                    List<GroundPoint> way = List.of();
                    for (WalkedRoute r : report.routes()) {
                        GroundPoint end = r.samples().get(r.samples().size() - 1);
                        if (Math.hypot(end.x() - v.top().x(), end.z() - v.top().z()) <= measure.vantageRadius()) {
                            way = r.samples();
                            break;
                        }
                    }
                    out.add(0, new Candidate(Lookout.at(v.top().x(), v.top().z()).withName("lookout")
                            .withRoute(way), Double.POSITIVE_INFINITY));
                });
        return out;
    }

    /**
     * Places features on a land: candidates from its report, each built by {@code build} and measured from the
     * report's start, kept when it helps (the class comment).
     *
     * @param plain    the land before features
     * @param report   its report (its start is the walker's)
     * @param build    lays a plan on the plain land (the Proving Ground shapes it inside its erosion step)
     * @param progress progress and cancellation
     * @return the plan kept, its land and report, and the time spent
     * @throws NullPointerException if an argument is null
     */
    public Result place(Heightfield plain, PlaySpaceReport report, Function<FeaturePlan, Heightfield> build,
            ProgressListener progress) {
        Objects.requireNonNull(plain, "plain");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(build, "build");
        Objects.requireNonNull(progress, "progress");
        long t0 = System.nanoTime();
        long inMeasure = 0;
        List<Candidate> candidates = candidates(plain, report);
        FeaturePlan plan = FeaturePlan.NONE;
        Heightfield land = plain;
        PlaySpaceReport best = report.withBaseline(report);
        int trials = 0;
        for (Candidate c : candidates) {
            if (trials >= maxTrials || best.passed() == best.tests().size() && best.gate().passed()) {
                break;
            }
            if (progress.isCancelled()) {
                throw new java.util.concurrent.CancellationException("cancelled");
            }
            progress.progress((double) trials / maxTrials, "trying " + name(c.feature()));
            if (c.feature() instanceof PlayFeature f && tooClose(f, plan)) {
                continue;
            }
            FeaturePlan next = c.feature() instanceof Lookout l ? plan.withLookout(l)
                    : c.feature() instanceof Valley v ? plan.withValley(v) : plan.withForm((PlayFeature) c.feature());
            Heightfield candidateLand;
            try {
                candidateLand = build.apply(next);
            } catch (IllegalArgumentException e) {
                continue;
            }
            trials++;
            long m0 = System.nanoTime();
            PlaySpaceReport r = measure.measure(candidateLand, report.start()).withBaseline(report);
            inMeasure += System.nanoTime() - m0;
            boolean better = r.gate().passed() && (r.passed() > best.passed()
                    || r.passed() == best.passed() && shortfall(r) < shortfall(best) - 1e-9);
            if (better) {
                plan = next;
                land = candidateLand;
                best = r;
            }
        }
        progress.progress(1, "placed " + plan.size());
        return new Result(plan, land, best, trials, inMeasure, System.nanoTime() - t0);
    }

    /** Whether a form would stand within {@value #SPREAD} m of one already kept (candidates are spread out). */
    static boolean tooClose(PlayFeature f, FeaturePlan plan) {
        for (PlayFeature kept : plan.forms()) {
            if (Math.hypot(kept.centre().x() - f.centre().x(), kept.centre().z() - f.centre().z()) < SPREAD) {
                return true;
            }
        }
        // a form beside a lookout would stand over it: an 85 m knoll 170 m from the West Ridge's lookout rose 50 m
        // above the named summit and left the lookout's level top on its flank (a newcomer's review, issue 31)
        for (Lookout kept : plan.lookouts()) {
            if (Math.hypot(kept.asked().x() - f.centre().x(), kept.asked().z() - f.centre().z()) < SPREAD) {
                return true;
            }
        }
        return false;
    }

    /** Metres between the forms kept, and between a form and a kept lookout, at least. */
    public static final double SPREAD = 400;

    /**
     * How far a report's failing tests lie outside their bands, summed: {@code (low − v)/|low|} below a band,
     * {@code (v − high)/|high|} above it (1 for a value that is not a number or a bound of 0).
     *
     * @param report the report
     * @return 0 when every test passes, more the farther they are
     */
    public static double shortfall(PlaySpaceReport report) {
        double sum = 0;
        for (PlayTest t : report.tests()) {
            if (t.passed()) {
                continue;
            }
            double v = t.value();
            double low = t.band().low();
            double high = t.band().high();
            if (Double.isNaN(v)) {
                sum += 1;
            } else if (v < low) {
                sum += low == 0 ? 1 : (low - v) / Math.abs(low);
            } else {
                sum += high == 0 ? 1 : (v - high) / Math.abs(high);
            }
        }
        return sum;
    }

    private static String name(Object feature) {
        if (feature instanceof Lookout l) {
            return l.name();
        }
        return feature instanceof Valley v ? v.name() : ((PlayFeature) feature).name();
    }

    /**
     * The valley candidate: along the middle half of the longest route, its floor graded from the ground at its
     * ends through {@value #VALLEY_CUT} m below the ground between, never falling where the route climbs (so it
     * drains out of its low end and holds no lake), walls {@value #VALLEY_WALL} m nominal at
     * {@value #VALLEY_WALL_ANGLE}° (under the walker's 42°: the gate forbids closing walkable ground), a scree
     * apron, a shoulder of 25°.
     */
    private java.util.Optional<Valley> valley(HeightfieldView plain, PlaySpaceReport report) {
        WalkedRoute longest = null;
        for (WalkedRoute r : report.routes()) {
            if (longest == null || r.length() > longest.length()) {
                longest = r;
            }
        }
        if (longest == null || longest.samples().size() < 9) {
            return java.util.Optional.empty();
        }
        List<GroundPoint> s = longest.samples();
        int from = s.size() / 4;
        int to = 3 * s.size() / 4;
        List<GroundPoint> spine = new ArrayList<>();
        for (int i = from; i <= to; i += 2) {
            spine.add(s.get(i));
        }
        if (spine.size() < 3) {
            return java.util.Optional.empty();
        }
        double[] floor = new double[spine.size()];
        int last = spine.size() - 1;
        boolean climbs = plain.heightAt(spine.get(last).x(), spine.get(last).z())
                >= plain.heightAt(spine.get(0).x(), spine.get(0).z());
        for (int i = 0; i <= last; i++) {
            GroundPoint p = spine.get(i);
            double cut = VALLEY_CUT * Math.sin(Math.PI * i / last);
            floor[i] = plain.heightAt(p.x(), p.z()) - cut;
        }
        if (climbs) {
            for (int i = 1; i <= last; i++) {
                floor[i] = Math.max(floor[i], floor[i - 1]);
            }
        } else {
            for (int i = last - 1; i >= 0; i--) {
                floor[i] = Math.max(floor[i], floor[i + 1]);
            }
        }
        Valley v = Valley.along(Spine.through(spine), ControlCurve.of(floor)).withName("valley")
                .withFloorHalfWidth(15).withWalls(VALLEY_WALL, VALLEY_WALL_ANGLE).withApron(0.3, 30)
                .withShoulderAngle(25).withWobble(Wobble.of(3, 50, 1));
        return java.util.Optional.of(v);
    }

    /** Metres the valley's floor is cut below the ground at its middle. */
    public static final double VALLEY_CUT = 20;
    /** The valley's nominal wall height, metres. */
    public static final double VALLEY_WALL = 50;
    /** The valley's wall angle, degrees. */
    public static final double VALLEY_WALL_ANGLE = 40;

    private static boolean onLand(HeightfieldView f, double x, double z) {
        double c = (x - f.frame().originX()) / f.frame().spacingX();
        double r = (z - f.frame().originZ()) / f.frame().spacingZ();
        return c >= 0 && r >= 0 && c <= f.columns() - 1 && r <= f.rows() - 1 && f.heightAt(x, z) > 0;
    }

    private static double landArea(HeightfieldView f) {
        long n = 0;
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.columns(); c++) {
                if (f.get(c, r) > 0) {
                    n++;
                }
            }
        }
        return Math.max(1, n) * f.frame().spacingX() * f.frame().spacingZ();
    }

    /** Route kilometres within 300 m: the samples within 300 m times the sample spacing. */
    private double nearRoute(double x, double z, List<GroundPoint> samples) {
        int n = 0;
        for (GroundPoint p : samples) {
            if (Math.hypot(p.x() - x, p.z() - z) <= 300) {
                n++;
            }
        }
        return n * measure.sampleSpacing() / 1000;
    }

    /**
     * The share of route samples within 3 km from which an eye 1.7 m over the ground sees a point at height
     * {@code top} over the land between (read bilinearly every 4 m), as the measure's sight rule sees a top.
     *
     * @param land    the land
     * @param x       the top, metres east
     * @param z       the top, metres south
     * @param top     its height, metres
     * @param samples the route samples
     * @return a share in [0, 1]; 0 with no sample in range
     */
    static double seenShare(HeightfieldView land, double x, double z, double top, List<GroundPoint> samples) {
        int inRange = 0;
        int seen = 0;
        for (GroundPoint p : samples) {
            double d = Math.hypot(p.x() - x, p.z() - z);
            if (d > 3000) {
                continue;
            }
            inRange++;
            double eye = land.heightAt(p.x(), p.z()) + 1.7;
            int steps = (int) Math.ceil(d / 4);
            boolean clear = true;
            for (int i = 1; i < steps && clear; i++) {
                double t = (double) i / steps;
                double line = eye + t * (top - eye);
                if (land.heightAt(p.x() + t * (x - p.x()), p.z() + t * (z - p.z())) > line) {
                    clear = false;
                }
            }
            if (clear) {
                seen++;
            }
        }
        return inRange == 0 ? 0 : (double) seen / inRange;
    }

    @Override
    public String toString() {
        return "FeaturePlacer[" + maxTrials + " trials]";
    }
}
