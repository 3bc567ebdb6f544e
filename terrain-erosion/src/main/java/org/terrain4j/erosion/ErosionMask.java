package org.terrain4j.erosion;

/**
 * The kinds of erosion mask: one value per sample, on the grid of the field eroded, recording what an erosion
 * run did there. Painters of terrain texture with them (rock where wear is high, sand where deposition is,
 * wet colours along the flow), as World Machine's and Gaea's flow, wear and deposition maps.
 *
 * @since 0.1
 */
public enum ErosionMask {

    /**
     * Droplets: the water that passed the sample, in units of {@link Hydraulic#initialWater()} (a drop that
     * lands carries 1 by default): the sum, over every position a drop occupied inside the grid (where it
     * landed and after each step), of the water it carried there, laid on the four samples around that
     * position with bilinear weights. Channels light up; ≥ 0.
     */
    FLOW("flow"),

    /**
     * Droplets: the material taken from the sample by erosion over the run, in the field's height units
     * (metres for a DEM), ≥ 0.
     */
    WEAR("wear"),

    /**
     * Droplets: the material laid on the sample over the run (by drops that slowed, climbed, or died there),
     * in the field's height units, ≥ 0. {@code wear − deposition} is the sample's fall, to float rounding.
     */
    DEPOSITION("deposition"),

    /**
     * Stream power: the drainage area of the sample in the last time step's network, m² (the sample's own
     * cell included), as {@link org.terrain4j.routing.FlowNetwork#drainageArea()}; ≥ 0, 0 at no-data.
     */
    DRAINAGE_AREA("drainage-area"),

    /**
     * Stream power: the height the sample lost to incision over the run (uplift and diffusion not counted),
     * metres, ≥ 0.
     */
    INCISION("incision");

    private final String fileName;

    ErosionMask(String fileName) {
        this.fileName = fileName;
    }

    /**
     * @return the mask's name in lower case with hyphens ({@code flow}, {@code drainage-area}), as the
     *         {@code terrain erode --masks} command names its files
     */
    public String fileName() {
        return fileName;
    }
}
