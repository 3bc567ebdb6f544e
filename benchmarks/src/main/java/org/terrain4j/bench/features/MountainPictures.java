package org.terrain4j.bench.features;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.terrain4j.api.Heightfield;
import org.terrain4j.features.Shapes;
import org.terrain4j.features.mountains.MountainGroup;
import org.terrain4j.features.mountains.MountainRange;
import org.terrain4j.features.mountains.Mountains;
import org.terrain4j.features.mountains.Peak;
import org.terrain4j.features.mountains.Tarn;
import org.terrain4j.dem.Hillshade;
import org.terrain4j.image.Png;
import org.terrain4j.image.Ramp;
import org.terrain4j.image.Relief;
import org.terrain4j.image.SquarePixels;

/**
 * Writes the pictures of docs/images: the example range of docs/mountains-example.json before erosion
 * (its uplift field), after, and a dome with ridged noise of the same size and height, all shaded
 * the same way; and a 1:1 crop of the same range at 72 m around Snowcrown.
 * {@code java -cp benchmarks.jar org.terrain4j.bench.features.MountainPictures DIR}.
 */
public final class MountainPictures {

    private MountainPictures() {
    }

    /**
     * @param args the directory to write into
     * @throws IOException if a picture cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "docs/images");
        Files.createDirectories(dir);
        List<MountainRange> ranges = List.of(MountainRange.massif("Spine",
                Shapes.polygon(0, 0, 60000, 4000, 56000, 40000, 4000, 36000), 2200).withRuggedness(0.6)
                .withPeaks(List.of(Peak.of("Snowcrown", 20000, 18000, 3400), Peak.of("Greyhorn", 40000, 15000, 2900),
                        Peak.of("Tarnfell", 33000, 28000, 2600)))
                .withTarns(List.of(Tarn.of(27000, 24000, 200))));
        MountainGroup g = Mountains.standard().withSeed(3).build(ranges).get(0);
        Heightfield relief = g.relief();
        Heightfield dome = DomeRange.of(relief.columns(), relief.rows(), relief.frame().spacingX(),
                relief.statistics().max(), 3);
        Png.write(picture(g.uplift()), dir.resolve("mountains-uplift.png"));
        Png.write(picture(relief), dir.resolve("mountains-eroded.png"));
        Png.write(picture(dome), dir.resolve("mountains-dome.png"));
        // The same range at 72 m, a 1:1 crop of 512 × 384 samples (36.9 × 27.6 km) around Snowcrown:
        // the finest scale, where grid combing showed (issue 30).
        Heightfield fine = Mountains.standard().withSeed(3).withSpacing(72).build(ranges).get(0).relief();
        int c0 = (int) Math.round((20000 - fine.frame().originX()) / 72) - 256;
        int r0 = (int) Math.round((18000 - fine.frame().originZ()) / 72) - 192;
        Heightfield crop = fine.crop(Math.max(0, c0), Math.max(0, r0), 512, 384);
        Png.write(Relief.shaded(crop, Ramp.hypsometric().resolve(fine.statistics().min(), fine.statistics().max()),
                Hillshade.standard()), dir.resolve("mountains-eroded-72m-crop.png"));
        System.out.println(g + "; relief max " + relief.statistics().max() + " m, uplift max "
                + g.uplift().statistics().max() + " m");
    }

    /** As {@code terrain mountains --picture}: square pixels, the land's own tint (no sea), the standard light. */
    private static BufferedImage picture(Heightfield field) {
        Heightfield view = SquarePixels.resample(field);
        return Relief.shaded(view, Ramp.hypsometric().resolve(view.statistics().min(), view.statistics().max()),
                Hillshade.standard());
    }
}
