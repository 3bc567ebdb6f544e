package org.terrain4j.api.internal;

import java.util.Objects;

/**
 * One object a public package lends to its module's internal packages: the package installs it once, when
 * one of its classes (the owner) is initialised, and internal code reads it, initialising the owner first
 * if nothing has yet. The device by which a package keeps constructors and helpers package-private and
 * still lets its own module's internals reach them (routing's {@code RoutingAccess}, the world's
 * {@code WorldAccess}). Not API: the package is exported only to terrain4j's own modules.
 *
 * <p>Thread-safe: the first install wins; every reader sees it once the owner is initialised.
 *
 * @param <B> the lent interface
 */
public final class Lent<B> {

    private final Class<?> owner;
    private volatile B lent;

    /**
     * @param owner the class whose initialisation installs the object
     * @throws NullPointerException if owner is null
     */
    public Lent(Class<?> owner) {
        this.owner = Objects.requireNonNull(owner, "owner");
    }

    /**
     * Installs the object (the owner's package does, once; later calls are ignored).
     *
     * @param b the object
     * @throws NullPointerException if b is null
     */
    public void install(B b) {
        Objects.requireNonNull(b, "b");
        if (lent == null) {
            lent = b;
        }
    }

    /**
     * @return the object, the owner initialised first if it has not been
     * @throws IllegalStateException if the owner's initialisation installs nothing
     */
    public B get() {
        B b = lent;
        if (b == null) {
            try {
                Class.forName(owner.getName(), true, owner.getClassLoader());
            } catch (ClassNotFoundException impossible) {
                throw new IllegalStateException(impossible);
            }
            b = lent;
            if (b == null) {
                throw new IllegalStateException(owner.getName() + " installed nothing when it was initialised");
            }
        }
        return b;
    }
}
