package org.terrain4j.erosion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.api.Erosion;
import org.terrain4j.api.ErosionLedger;
import org.terrain4j.api.GridFrame;
import org.terrain4j.api.HeightFunction;
import org.terrain4j.api.Heightfield;
import org.terrain4j.api.HeightfieldBuffer;
import org.terrain4j.api.ProgressListener;
import org.terrain4j.erosion.filter.ErosionFilter;
import org.terrain4j.testkit.Golden;

/**
 * Golden outputs of hydraulic droplets, thermal erosion and the erosion filter at fixed seeds: "same
 * seed, same bits" across commits. Each line holds the CRC32 of the float bits of the 65² result, three
 * exact samples and the mass ledger. A change that alters any line must update it in the same commit and
 * say so in the commit message (see {@link Golden}).
 */
class GoldenErosionTest {

    private static Heightfield land() {
        return Heightfield.diamondSquare(65, 0.5, 11);
    }

    static Stream<Arguments> erosions() {
        return Stream.of(
                golden("hydraulic defaults, 3000 drops", Hydraulic.droplets().withDrops(3000), 3,
                        "crc 0xeafd7c09 samples 0.03478299826383591 0.9621412754058838 0.8732836842536926 ledger 198.08141827955842 75.6490033455193 122.43241328373551 1.650303602218628E-6"),
                golden("hydraulic radius 1, inertia 0.3, 2 threads",
                        Hydraulic.droplets().withDrops(2000).withRadius(1).withInertia(0.3).withThreads(2), -9,
                        "crc 0xa802ed84 samples 0.0 0.9058908224105835 0.9007191061973572 ledger 161.88318211212754 95.47351334244013 66.4096671231091 1.646578311920166E-6"),
                golden("hydraulic floor 0.2, capacity 8", Hydraulic.droplets().withDrops(2000).withFloor(0.2).withCapacity(8), 4,
                        "crc 0xcecaf66f samples 0.01825708895921707 0.9600740075111389 0.8947361707687378 ledger 216.67822520434856 88.16455189883709 128.51367174088955 1.564621925354004E-6"),
                golden("thermal 4 neighbours", Thermal.weathering().withTalus(0.01).withAmount(0.5).withIterations(40).withNeighbours(4), 0,
                        "crc 0x1036f942 samples 0.1560647040605545 0.8970335721969604 0.9016519784927368 ledger 219.80008294920162 219.80008294920162 0.0 0.0"),
                golden("thermal 8 neighbours", Thermal.weathering().withTalus(0.01).withAmount(0.5).withIterations(40), 0,
                        "crc 0x1f3ac984 samples 0.21237367391586304 0.8713606595993042 0.8817458152770996 ledger 314.1892760856201 314.1892760856201 0.0 0.0"),
                golden("thermal 16 neighbours, 2 threads",
                        Thermal.weathering().withTalus(0.005).withAmount(0.3).withIterations(40).withNeighbours(16).withThreads(2), 0,
                        "crc 0xdbf900b0 samples 0.26714715361595154 0.8423120379447937 0.8517415523529053 ledger 468.22396883458697 468.22396883458697 0.0 0.0"));
    }

    private static Arguments golden(String name, Erosion erosion, long seed, String expected) {
        return Arguments.of(name, erosion, seed, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("erosions")
    void pinned(String name, Erosion erosion, long seed, String expected) {
        HeightfieldBuffer b = land().toBuffer();
        ErosionLedger l = erosion.erode(b, seed, ProgressListener.NONE);
        String actual = "crc " + Golden.crc(b) + " samples " + Golden.exact(b.get(0, 0), b.get(32, 32), b.get(17, 50))
                + " ledger " + Golden.exact(l.eroded(), l.deposited(), l.lostOffEdge(), l.lostInDyingDrops());
        assertEquals(expected, actual, name);
    }

    static Stream<Arguments> filters() {
        return Stream.of(
                Arguments.of("erosion filter on a grid", (Supplier<String>) () -> {
                    Heightfield hill = land().scale(150).withFrame(GridFrame.of(-64, -64, 2));
                    Heightfield out = ErosionFilter.standard().apply(hill);
                    return "crc " + Golden.crc(out) + " samples "
                            + Golden.exact(out.get(0, 0), out.get(32, 32), out.get(17, 50));
                }, "crc 0xa9cfbcc1 samples 0.0 147.4716339111328 126.91893768310547"),
                Arguments.of("erosion filter on a function", (Supplier<String>) () -> {
                    HeightFunction raw = (x, z) -> 150 * Math.exp(-(x * x + z * z) / (2 * 300.0 * 300.0));
                    ErosionFilter f = ErosionFilter.standard().withSize(100).withDepth(6).withOctaves(3).withSeed(5);
                    HeightFunction eroded = f.apply(raw, 2);
                    float[] grid = new float[64 * 64];
                    for (int r = 0; r < 64; r++) {
                        for (int c = 0; c < 64; c++) {
                            grid[r * 64 + c] = (float) eroded.height(-300 + 7.5 * c, -250 + 7.5 * r);
                        }
                    }
                    return "crc " + Golden.crc(grid) + " samples "
                            + Golden.exact(eroded.height(120.5, -80.25), eroded.height(-200, 10));
                }, "crc 0xeda8defb samples 128.30464370777864 114.60602374071995"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("filters")
    void pinnedFilter(String name, Supplier<String> actual, String expected) {
        assertEquals(expected, actual.get(), name);
    }
}
