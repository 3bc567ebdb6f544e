package org.terrain4j.routing.internal;


import org.terrain4j.api.internal.Lent;
import org.terrain4j.routing.DrainageGrid;
import org.terrain4j.routing.FlowNetwork;

/**
 * The routing internals the stream-power eroder and the steady state drive on shared arrays (no
 * copies in their time steps): a flow network's receivers, lengths and stack, a grid's outlet states
 * and neighbours, and the in-place depression fill. The routing package installs the one {@link
 * Bridge} when its grid type loads. Not API: exported only to terrain4j's own modules.
 */
public final class RoutingAccess {

    /** What the routing package lends to terrain4j's eroders. */
    public interface Bridge {

        /**
         * @param network a flow network
         * @return its grid
         */
        DrainageGrid grid(FlowNetwork network);

        /**
         * @param network a flow network
         * @return its receivers, shared (never written)
         */
        int[] receivers(FlowNetwork network);

        /**
         * @param network a flow network
         * @return the distances to the receivers in metres, shared (never written)
         */
        double[] lengths(FlowNetwork network);

        /**
         * @param network a flow network
         * @return the stack, base levels first, shared (never written)
         */
        int[] stack(FlowNetwork network);

        /**
         * @param grid   a grid
         * @param name   the array's parameter name
         * @param length its length
         * @throws IllegalArgumentException naming the array if the length is not the grid's sample count
         */
        void checkLength(DrainageGrid grid, String name, int length);

        /**
         * @param grid    a grid
         * @param heights its heights
         * @return the outlet state of every sample, the grid's base levels and no-data included
         */
        byte[] effectiveOutlets(DrainageGrid grid, float[] heights);

        /**
         * @param grid      a grid
         * @param column    a column
         * @param row       a row
         * @param direction 0–7, east first, clockwise in screen space (south is 2)
         * @return the neighbour's index, or −1 past an edge that does not wrap
         */
        int neighbourUnchecked(DrainageGrid grid, int column, int row, int direction);

        /**
         * Fills depressions in place.
         *
         * @param grid     a grid
         * @param heights  its heights, filled in place
         * @param state    the outlet states ({@link #effectiveOutlets}); used as the flood's scratch, so its
         *                 contents afterwards are undefined (pass a copy to keep them)
         * @param draining the draining fill (a tiny gradient on flats) if true, the flat fill if false
         */
        void fill(DrainageGrid grid, float[] heights, byte[] state, boolean draining);
    }

    private static final Lent<Bridge> LENT = new Lent<>(DrainageGrid.class);

    private RoutingAccess() {
    }

    /**
     * Installs the bridge (the routing package does, once).
     *
     * @param b the bridge
     */
    public static void install(Bridge b) {
        LENT.install(b);
    }

    /** @return the bridge, {@link DrainageGrid} initialised first if it has not been */
    public static Bridge bridge() {
        return LENT.get();
    }
}
