package org.terrain4j.examples;

import java.util.List;
import java.util.Objects;

import org.terrain4j.features.play.Lookout;
import org.terrain4j.features.play.PlayFeature;
import org.terrain4j.features.play.Valley;

/**
 * The play-space features laid on a Proving Ground (seed 004), in the order they are laid: the forms first (in
 * the list's order: knolls before stacks, domes and mesas, since a knoll hides what stands behind it), then the
 * valleys, then the lookouts on the ground as it will be.
 *
 * <p>Immutable and thread-safe (the lists are copied and unmodifiable).
 *
 * @param forms    knolls, rock stacks, domes and mesas, laid in this order
 * @param valleys  valleys, laid after the forms; their ground is held against the erosion after them
 * @param lookouts ridge lookouts, laid last
 * @since 0.1
 */
public record FeaturePlan(List<PlayFeature> forms, List<Valley> valleys, List<Lookout> lookouts) {

    /** No feature: the plain build. */
    public static final FeaturePlan NONE = new FeaturePlan(List.of(), List.of(), List.of());

    /**
     * Copies the lists.
     *
     * @param forms    the forms
     * @param valleys  the valleys
     * @param lookouts the lookouts
     * @throws NullPointerException if a list or an element is null
     */
    public FeaturePlan {
        forms = List.copyOf(Objects.requireNonNull(forms, "forms"));
        valleys = List.copyOf(Objects.requireNonNull(valleys, "valleys"));
        lookouts = List.copyOf(Objects.requireNonNull(lookouts, "lookouts"));
    }

    /** @return whether the plan lays nothing */
    public boolean isEmpty() {
        return forms.isEmpty() && valleys.isEmpty() && lookouts.isEmpty();
    }

    /**
     * @param form a form to lay after the others
     * @return a copy with it
     */
    public FeaturePlan withForm(PlayFeature form) {
        return new FeaturePlan(append(forms, form), valleys, lookouts);
    }

    /**
     * @param valley a valley to lay after the others
     * @return a copy with it
     */
    public FeaturePlan withValley(Valley valley) {
        return new FeaturePlan(forms, append(valleys, valley), lookouts);
    }

    /**
     * @param lookout a lookout to lay after the others
     * @return a copy with it
     */
    public FeaturePlan withLookout(Lookout lookout) {
        return new FeaturePlan(forms, valleys, append(lookouts, lookout));
    }

    /**
     * Lays the plan on a copy of any land, in its order, with no erosion after it (the Proving Ground shapes its
     * plan inside its erosion step instead: {@link ProvingGround#featured}).
     *
     * @param land the land; unchanged
     * @return a new field, same shape and frame
     * @throws NullPointerException     if land is null
     * @throws IllegalArgumentException if a form's centre lies off the grid or on no-data
     */
    public org.terrain4j.api.Heightfield layOn(org.terrain4j.api.HeightfieldView land) {
        org.terrain4j.api.HeightfieldBuffer buffer = org.terrain4j.api.HeightfieldBuffer.copyOf(
                Objects.requireNonNull(land, "land"));
        ProvingGround.shape(buffer, this);
        return buffer.freeze();
    }

    /** @return how many features the plan lays */
    public int size() {
        return forms.size() + valleys.size() + lookouts.size();
    }

    private static <T> List<T> append(List<T> list, T item) {
        Objects.requireNonNull(item, "feature");
        java.util.ArrayList<T> out = new java.util.ArrayList<>(list);
        out.add(item);
        return out;
    }
}
