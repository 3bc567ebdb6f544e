package org.terrain4j.cli;

import java.util.List;
import java.util.Map;

/**
 * Two or three real examples for each command, shown at the end of its {@code --help}. Each runs as
 * written from the repository's root with the repository on the {@code PATH} (or with {@code ./terrain}
 * for {@code terrain}): the files it reads are in {@code data/} and {@code docs/}, and it writes under
 * {@code out/}; {@code HelpTest} runs every one of them.
 */
final class Examples {

    private static final Map<String, List<String>> BY_COMMAND = Map.ofEntries(
            Map.entry("", List.of(
                    "terrain                # the demo: pictures in out/",
                    "terrain render --help  # every command's own help")),
            Map.entry("info", List.of(
                    "terrain info data/N57E011.hgt",
                    "terrain info data/jacksboro.asc --geographic",
                    "terrain info data/volcano-voids.asc")),
            Map.entry("generate", List.of(
                    "terrain generate diamond-square --size 513 --roughness 0.55 --seed 7 --relief 300 --spacing 5 -o out/ds.tif",
                    "terrain generate ridged --size 257 --octaves 7 --seed 3 --relief 600 --spacing 25 -o out/ridged.asc")),
            Map.entry("generate diamond-square", List.of(
                    "terrain generate diamond-square --size 513 --roughness 0.55 --seed 7 --relief 300 --spacing 5 -o out/ds.tif",
                    "terrain generate diamond-square --size 257 --relief 120 --mapping fit -o out/ds.png")),
            Map.entry("render", List.of(
                    "terrain render data/volcano.asc --shaded -o out/volcano.png",
                    "terrain render data/jacksboro.asc --geographic --hillshade -z 2 -o out/jacksboro.png",
                    "terrain render data/topobathy_3857.asc --tint --sea-level 0 -o out/coast.png")),
            Map.entry("mesh", List.of(
                    "terrain mesh data/volcano.asc --max-error 0.5 --base 5 -o out/volcano.glb",
                    "terrain mesh data/volcano.asc --print 150mm --vertical-scale 2 -o out/volcano.stl")),
            Map.entry("contours", List.of(
                    "terrain contours data/volcano.asc -i 5 -o out/volcano.svg",
                    "terrain contours data/volcano.asc -i 10 --bands -o out/volcano-bands.geojson")),
            Map.entry("erode", List.of(
                    "terrain erode data/volcano.asc --drops 2000 --seed 3 -o out/volcano-rain.tif",
                    "terrain erode data/volcano.asc --drops 0 --thermal --talus-angle 30 -o out/volcano-scree.tif",
                    "terrain erode data/volcano.asc --drops 0 --stream-power --years 20000 -o out/volcano-spl.tif",
                    "terrain erode data/volcano.asc --masks out/masks -o out/volcano-rain.tif")),
            Map.entry("drainage", List.of(
                    "terrain drainage data/volcano.asc -o out/volcano-area.tif --streams out/volcano-streams.geojson",
                    "terrain drainage data/topobathy_3857.asc --multiple-flow -o out/coast-area.tif")),
            Map.entry("island", List.of(
                    "terrain island -o out/island")),
            Map.entry("mountains", List.of(
                    "terrain mountains docs/mountains-example.json -o out/range.tif --picture out/range.png",
                    "terrain mountains docs/mountains-example.json --threads 1 -o out/range.png --mapping fit")),
            Map.entry("measure", List.of(
                    "terrain measure data/volcano.asc -o out/play.json --picture out/play.png",
                    "terrain measure data/volcano.asc --start 100,300 --routes 700,100 --routes 300,500",
                    "terrain erode data/volcano.asc --drops 2000 --seed 3 -o out/volcano-rain.asc",
                    "terrain measure out/volcano-rain.asc --baseline data/volcano.asc",
                    "terrain measure data/volcano.asc --place out/volcano-featured.tif --trials 4")),
            Map.entry("proving-ground", List.of(
                    "terrain proving-ground -o out/pg",
                    "terrain proving-ground --seed 5 --trials 12 -o out/pg5")),
            Map.entry("environment", List.of(
                    "terrain environment --list",
                    "terrain environment LAKESIDE --seed 12 --runway -o out/lakeside")),
            Map.entry("tiles", List.of(
                    "terrain tiles HIGHLANDS --seed 3 --from -1,-1 --to 1,1 --samples 65 -o out/tiles",
                    "terrain tiles RIVER_BASIN --seed 5 --from 0,0 --to 2,0 --samples 65 --joins settled --png -o out/strip")),
            Map.entry("view", List.of(
                    "terrain view LAKESIDE --seed 12 --stop-after 1   # else until Ctrl-C",
                    "terrain view data/volcano.asc --stop-after 1")),
            Map.entry("fill", List.of(
                    "terrain fill data/volcano-voids.asc -o out/volcano-filled.asc",
                    "terrain fill data/volcano-voids.asc --method laplace -o out/volcano-smooth.tif")),
            Map.entry("mosaic", List.of(
                    "terrain crop data/volcano.asc --window 0,0,44,61 -o out/west.asc",
                    "terrain crop data/volcano.asc --window 43,0,44,61 -o out/east.asc",
                    "terrain mosaic out/west.asc out/east.asc -o out/joined.asc")),
            Map.entry("crop", List.of(
                    "terrain crop data/N57E011.hgt --bounds 11.5,57.5,11.6,57.6 -o out/part.asc",
                    "terrain crop data/volcano.asc --window 10,10,40,30 -o out/crater.tif")),
            Map.entry("resample", List.of(
                    "terrain resample data/volcano.asc --to 173x121 --method bicubic -o out/volcano-5m.asc",
                    "terrain resample data/N57E011.hgt --to 301x301 -o out/tile-coarse.tif")),
            Map.entry("convert", List.of(
                    "terrain convert data/N57E011.hgt -o out/tile.tif",
                    "terrain convert data/jacksboro.asc --assign-crs EPSG:4326 -o out/jacksboro.tif",
                    "terrain convert data/volcano.asc --for unity --resize bilinear -o out/volcano.raw")));

    private Examples() {
    }

    /**
     * @param command the command's name below {@code terrain}, such as {@code "render"} or {@code "generate
     *                diamond-square"}; {@code ""} for {@code terrain} itself
     * @return its examples, each a whole command line that may end in a {@code #} comment; empty if it has none
     */
    static List<String> of(String command) {
        return BY_COMMAND.getOrDefault(command, List.of());
    }

    /** @return every command that has examples, by name (for tests) */
    static Map<String, List<String>> all() {
        return BY_COMMAND;
    }
}
