package org.terrain4j.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.terrain4j.testkit.Golden;

/**
 * Golden outputs of diamond-square: "same seed, same bits" across commits. Each line is the CRC32 of
 * the float bits of a 65² result and three exact samples. A change that alters any line must update it
 * in the same commit and say so in the commit message (see {@link Golden}).
 */
class GoldenDiamondSquareTest {

    static Stream<Arguments> cases() {
        return Stream.of(
                golden("seed 7, roughness 0.5", () -> Heightfield.diamondSquare(64, 0.5, 7),
                        "65x65 crc 0xbf5c91d3 samples 0.6263999342918396 0.26275700330734253 0.5571061968803406 0.05204075574874878"),
                golden("seed -123456789, roughness 0.8", () -> Heightfield.diamondSquare(65, 0.8, -123456789L),
                        "65x65 crc 0xe200d1ce samples 0.35846981406211853 0.7797812819480896 0.6609962582588196 0.8000834584236145"),
                golden("seed 0, roughness 0", () -> Heightfield.diamondSquare(65, 0, 0),
                        "65x65 crc 0xc0d11eb6 samples 1.0 0.5393295884132385 0.5158784985542297 0.08918878436088562"),
                golden("SplittableRandom(7), roughness 0.6",
                        () -> Heightfield.diamondSquare(65, 0.6, new SplittableRandom(7)),
                        "65x65 crc 0x294bfd4e samples 0.41767507791519165 0.4783741533756256 0.7552029490470886 0.01817350648343563"));
    }

    private static Arguments golden(String name, Supplier<Heightfield> make, String expected) {
        return Arguments.of(name, make, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void pinned(String name, Supplier<Heightfield> make, String expected) {
        Heightfield h = make.get();
        String actual = h.columns() + "x" + h.rows() + " crc " + Golden.crc(h) + " samples "
                + Golden.exact(h.get(0, 0), h.get(32, 32), h.get(17, 50), h.get(64, 3));
        assertEquals(expected, actual, name);
    }
}
