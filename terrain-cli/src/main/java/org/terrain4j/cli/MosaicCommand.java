package org.terrain4j.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.terrain4j.api.Heightfield;
import org.terrain4j.dem.Mosaic;
import org.terrain4j.io.RasterFormat;
import org.terrain4j.io.Rasters;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code terrain mosaic FILE... -o OUT [--overlap agree|average|first] [--tolerance T]}. */
@Command(name = "mosaic", mixinStandardHelpOptions = true,
        description = {"Joins adjacent tiles into one heightfield.",
            "SRTM .hgt tiles are placed by their names (N57E011.hgt, N57E012.hgt, …) and share their edge samples;"
                + " other files (asc, tif, or png written by terrain: the formats that record their position) must"
                + " share one spacing, their origins a whole number of samples apart. Samples no tile covers are"
                + " voids."})
final class MosaicCommand extends RasterCommand {

    /** What to do where tiles overlap. */
    enum OverlapRule { agree, average, first }

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The tiles: all .hgt, or all asc / tif / png.")
    List<Path> files;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT",
            description = {"The mosaic, its format named by the extension:", Cli.WRITE_FORMATS})
    Path output;

    @Option(names = "--overlap", paramLabel = "RULE", defaultValue = "agree",
            description = {"Where several tiles define a sample: agree (they must be equal within --tolerance,"
                + " else nothing is written), average, or first (the first file's value). Default ${DEFAULT-VALUE}."})
    OverlapRule overlap;

    @Option(names = "--tolerance", paramLabel = "METRES", defaultValue = "0",
            description = "The largest difference 'agree' accepts between overlapping tiles, finite and ≥ 0 (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--max-read-bytes", paramLabel = "BYTES",
            description = "The most memory reading one tile may take for its heights (4 bytes a sample) and decoding"
                    + " buffers, and joining them (the mosaic's heights and working arrays, and for .hgt tiles the tiles read):"
                    + " a whole number of bytes ≥ 1, with an optional binary suffix k, m, g or t (such as 4g);"
                    + " default 1g. A tile or mosaic that declares more is refused before anything is allocated.")
    String maxReadBytes;

    @Override
    public Integer call() throws Exception {
        Cli.checkWritableRaster(output);
        org.terrain4j.io.ReadOptions budget = maxReadBytes == null ? org.terrain4j.io.ReadOptions.defaults()
                : org.terrain4j.io.ReadOptions.defaults().withMaxDecodedBytes(InputOptions.readBudget(maxReadBytes));
        for (int i = 0; i < files.size(); i++) {
            Cli.checkNotInput(files.get(i), output);
            for (int j = 0; j < i; j++) {
                if (Cli.sameFile(files.get(i), files.get(j))) {
                    throw new IllegalArgumentException(files.get(j) + " and " + files.get(i) + " are the same file:"
                            + " give each tile once");
                }
            }
        }
        if (overlap != OverlapRule.agree && Cli.given(console, "--tolerance")) {
            throw new IllegalArgumentException("--tolerance applies to --overlap agree only, not " + overlap);
        }
        Mosaic mosaic = Mosaic.standard().withTolerance(tolerance).withOverlap(switch (overlap) {
            case agree -> Mosaic.Overlap.AGREE;
            case average -> Mosaic.Overlap.AVERAGE;
            case first -> Mosaic.Overlap.FIRST;
        });
        long hgt = files.stream().filter(f -> RasterFormat.of(f).orElse(null) == RasterFormat.HGT).count();
        Heightfield joined;
        if (hgt == files.size()) {
            try {
                joined = mosaic.joinSrtm(files, budget);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(inUsersWords(e.getMessage()), e);
            } catch (org.terrain4j.io.RasterFormatException e) {
                // the library's advice to pass the tile explicitly: mosaic has no --tile, it places tiles by name
                String m = String.valueOf(e.getMessage());
                String advice = "; rename it or pass the tile explicitly";
                if (!m.contains(advice)) {
                    throw e;
                }
                throw new IllegalArgumentException(m.replace(advice, "; mosaic places .hgt tiles by their names:"
                        + " rename it after the tile it holds, or convert it to .asc first (terrain convert FILE"
                        + " --tile N57E011 -o TILE.asc) and join the .asc tiles"), e);
            }
        } else if (hgt > 0) {
            throw new IllegalArgumentException("cannot join .hgt tiles with other files: .hgt tiles are placed by"
                    + " their names, other files by their frames; convert them first");
        } else {
            List<Heightfield> tiles = new ArrayList<>();
            for (Path f : files) {
                RasterFormat format = RasterFormat.of(f).orElse(null);
                if (format == RasterFormat.R16 || format == RasterFormat.F32) {
                    throw new IllegalArgumentException(f + ": a raw file records no origin, so it cannot be placed in"
                            + " a mosaic; convert it to .asc with its position first");
                }
                tiles.add(Rasters.read(f, budget));
            }
            try {
                joined = mosaic.join(tiles, budget);
            } catch (IllegalArgumentException e) {
                String m = e.getMessage();
                String tilesOf = "the mosaic of " + files.size() + " tiles ";
                if (m != null && m.startsWith(tilesOf)) { // name the files, as every other refusal does
                    m = "the mosaic of " + files.size() + " tiles (" + files.get(0) + ", …) "
                            + m.substring(tilesOf.length());
                }
                throw new IllegalArgumentException(inUsersWords(m), e);
            }
        }
        long voids = joined.noDataCount();
        if (voids > 0.9 * joined.sampleCount()) {
            console.err().printf(Locale.ROOT, "terrain: warning: %s will be %d × %d samples, %.1f %% of them voids:"
                    + " the tiles are far apart for their size%n", output, joined.columns(), joined.rows(),
                    100.0 * voids / joined.sampleCount());
            console.err().flush();
        }
        RasterOut.write(joined, output, console, "joined " + Cli.count(files.size(), "tile") + ", "
                + Cli.count(joined.noDataCount(), "void"), "the mosaic", mapping.mapping);
        return 0;
    }

    /**
     * The library names tiles by their index ({@code tiles[2]}) and its own settings ({@code overlap
     * AVERAGE}, {@code the tolerance}); the user gave files and options.
     */
    private String inUsersWords(String message) {
        String m = message.replace("more than the tolerance ", "more than --tolerance ")
                .replace("join with overlap AVERAGE or FIRST, or a larger tolerance",
                        "use --overlap average or --overlap first, or a larger --tolerance");
        return withFileNames(m);
    }

    /** The library names tiles by their index ({@code tiles[2]}); the user gave files. */
    private String withFileNames(String message) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("tiles\\[(\\d+)]").matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            int t = Integer.parseInt(m.group(1));
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(
                    t < files.size() ? files.get(t).toString() : m.group()));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
