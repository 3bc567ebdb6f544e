package org.terrain4j.world.internal;

import java.util.List;

import org.terrain4j.world.Element;
import org.terrain4j.world.Placement;
import org.terrain4j.world.Range;
import org.terrain4j.world.Stage;

/** What every standard element shares: its name, stage, rank, ranges and preset readings. */
abstract class Base implements Element {

    private final String name;
    private final Stage stage;
    private final int rank;
    private final List<Range> ranges;
    private final Placement defaults;

    Base(String name, Stage stage, int rank, List<Range> ranges, Placement defaults) {
        this.name = name;
        this.stage = stage;
        this.rank = rank;
        this.ranges = List.copyOf(ranges);
        this.defaults = defaults;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Stage stage() {
        return stage;
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public List<Range> ranges() {
        return ranges;
    }

    @Override
    public Placement defaults() {
        return defaults;
    }

    @Override
    public String toString() {
        return "Element[" + name + ", " + stage + "]";
    }
}
