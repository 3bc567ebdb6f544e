package org.terrain4j.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LentTest {

    static final Lent<String> BY_OWNER = new Lent<>(Owner.class);

    /** Installs its object when initialised, as a lending package's class does. */
    static final class Owner {
        static {
            BY_OWNER.install("owner's");
        }

        private Owner() {
        }
    }

    /** Installs nothing. */
    static final class Silent {
        private Silent() {
        }
    }

    @Test
    void getInitialisesTheOwnerWhichInstalls() {
        assertEquals("owner's", BY_OWNER.get());
    }

    @Test
    void theFirstInstallWins() {
        Lent<String> l = new Lent<>(Silent.class);
        l.install("first");
        l.install("second");
        assertEquals("first", l.get());
    }

    @Test
    void anOwnerThatInstallsNothingIsNamed() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Lent<String>(Silent.class).get());
        assertEquals(Silent.class.getName() + " installed nothing when it was initialised", e.getMessage());
    }

    @Test
    void nullIsRefused() {
        assertThrows(NullPointerException.class, () -> new Lent<String>(null));
        assertThrows(NullPointerException.class, () -> new Lent<String>(Silent.class).install(null));
    }
}
