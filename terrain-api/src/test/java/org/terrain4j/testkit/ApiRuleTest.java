package org.terrain4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The rule checker finds the trap (a static factory reached through an instance). */
class ApiRuleTest {

    /** The old spelling of thermal weathering, reduced. */
    public static final class Trap {
        private final double talus;
        private final double amount;

        private Trap(double talus, double amount) {
            this.talus = talus;
            this.amount = amount;
        }

        public static Trap talus(double talus) {
            return new Trap(talus, 0.5);
        }

        public Trap amount(double amount) {
            return new Trap(talus, amount);
        }

        public double talus() {
            return talus;
        }

        public double amount() {
            return amount;
        }

        public void setAmount(double amount) {
            // a setter, for the checker
        }
    }

    /** The new spelling. */
    public record Good(double talus, double amount) {
        public static Good weathering() {
            return new Good(0.01, 0.5);
        }

        public Good withAmount(double amount) {
            return new Good(talus, amount);
        }
    }

    @Test
    void findsTheTrapAndPassesTheRule() {
        assertEquals(List.of("Trap.setAmount: a set… method",
                "Trap.amount(…): a bare-name copy beside the accessor",
                "Trap.talus: a static factory with an instance method's name"),
                ApiRule.violations(Trap.class).stream().sorted((a, b) -> order(a) - order(b)).toList());
        assertEquals(List.of(), ApiRule.violations(Good.class));
    }

    private static int order(String s) {
        return s.contains("set…") ? 0 : s.contains("bare-name") ? 1 : 2;
    }
}
