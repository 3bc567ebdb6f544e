package org.terrain4j.routing;

import org.terrain4j.routing.internal.RoutingAccess;

/** The package's side of {@link RoutingAccess}: package-private members lent to the eroders. */
final class Bridge implements RoutingAccess.Bridge {

    @Override
    public DrainageGrid grid(FlowNetwork network) {
        return network.grid;
    }

    @Override
    public int[] receivers(FlowNetwork network) {
        return network.receivers;
    }

    @Override
    public double[] lengths(FlowNetwork network) {
        return network.lengths;
    }

    @Override
    public int[] stack(FlowNetwork network) {
        return network.stack;
    }

    @Override
    public void checkLength(DrainageGrid grid, String name, int length) {
        grid.checkLength(name, length);
    }

    @Override
    public byte[] effectiveOutlets(DrainageGrid grid, float[] heights) {
        return grid.effectiveOutlets(heights);
    }

    @Override
    public int neighbourUnchecked(DrainageGrid grid, int column, int row, int direction) {
        return grid.neighbourUnchecked(column, row, direction);
    }

    @Override
    public void fill(DrainageGrid grid, float[] heights, byte[] state, boolean draining) {
        DepressionFill.run(grid, heights, state, draining);
    }
}
