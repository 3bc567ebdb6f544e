package org.terrain4j.features.mountains;

import org.terrain4j.api.GroundPoint;

/**
 * A ridge of a built range: a straight crest between two summits that dips to a saddle (terrain4j's
 * own crest rule). The crest height runs linearly from one summit to the other, less a dip
 * that is zero at both ends and deepest at the saddle, {@code saddleAt} of the way along; the saddle
 * stands {@code min(0.45·low, length·(0.015 + 0.02·u))} below the lower summit ({@code u} uniform in
 * [0, 1) from the range's seed).
 *
 * <p>Immutable and thread-safe.
 *
 * @param from         index of one summit in {@link MountainGroup#summits()}
 * @param to           index of the other, {@code from < to}
 * @param length       plan distance between them, metres (the short way round in a ring group)
 * @param saddleAt     where the saddle falls as a fraction of the way from {@code from}, in
 *                     [0.35, 0.65]
 * @param saddle       where the saddle is (in a ring group, x in {@code [0, circumference)})
 * @param saddleRelief the crest height at the saddle above the land under it, metres
 * @param spur         false for an edge of the minimum spanning tree, true for a spur added from
 *                     the short leftover edges of the triangulation
 *
 * @since 0.1
 */
public record Ridge(int from, int to, double length, double saddleAt, GroundPoint saddle,
                    double saddleRelief, boolean spur) {
}
