package org.terrain4j.spark;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A block's files written whole or not at all: everything goes to a hidden directory inside the output
 * ({@code out/.staging-…}, so every executor that can write the output can write it, and moves stay on
 * one file system); on {@link #commit} the {@code tiles} and {@code drainage} directories replace the
 * output's own (an earlier block's files go with them) and {@code tiles.json} is moved in last; on
 * {@link #close} without a commit the staging directory goes, and so does every directory {@link #open}
 * created. A process killed mid-job leaves only its {@code .staging-…} directory.
 *
 * <p>Not thread-safe; one job's.
 */
final class Staging implements AutoCloseable {

    /** The parts of a block's output, in the order they are moved in ({@code tiles.json} last). */
    static final List<String> PARTS = List.of("tiles", "drainage", "tiles.json");

    private final Path out;
    private final Path dir;
    private final List<Path> created;
    private boolean committed;

    private Staging(Path out, Path dir, List<Path> created) {
        this.out = out;
        this.dir = dir;
        this.created = created;
    }

    /**
     * Checks an output directory before any work, naming it as {@code name}: it is a directory or can be
     * made one (made and removed again to see), nothing where its parts go is of the wrong kind, and a
     * directory can be made in it.
     *
     * @param out  the output directory
     * @param name how the caller names it in messages ({@code out}, {@code -o})
     * @throws IllegalArgumentException if it cannot hold a block's files, saying why
     */
    static void check(Path out, String name) {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new IllegalArgumentException(name + " must name a directory, was the file " + out);
        }
        for (String part : PARTS) {
            Path p = out.resolve(part);
            boolean file = part.endsWith(".json");
            if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)
                    && (file ? !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) : !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))) {
                throw new IllegalArgumentException(name + " " + out + " holds " + p.getFileName() + ", which is not a "
                        + (file ? "file" : "directory") + "; the block's " + part + " goes there");
            }
        }
        open(out, name).close(); // made and removed: the directory can be written
    }

    /**
     * Makes the output directory (and its missing parents) and a staging directory in it.
     *
     * @param out  the output directory
     * @param name how the caller names it in messages
     * @return the staging area
     * @throws IllegalArgumentException if a directory cannot be made there, naming {@code name}
     */
    static Staging open(Path out, String name) {
        List<Path> created = new ArrayList<>();
        Path abs = out.toAbsolutePath().normalize();
        Deque<Path> missing = new ArrayDeque<>();
        for (Path p = abs; p != null && !Files.exists(p); p = p.getParent()) {
            missing.push(p);
        }
        try {
            for (Path p : missing) {
                Files.createDirectory(p);
                created.add(p);
            }
            return new Staging(out, Files.createTempDirectory(out, ".staging-"), created);
        } catch (IOException | SecurityException e) {
            removeCreated(created);
            for (Path p = abs.getParent(); p != null; p = p.getParent()) {
                if (Files.exists(p) && !Files.isDirectory(p)) {
                    throw new IllegalArgumentException(name + " " + out + " cannot be made: " + p + " is a file", e);
                }
            }
            throw new IllegalArgumentException(name + " " + out + " cannot be written: " + describe(e), e);
        }
    }

    /**
     * @param out an output directory
     * @return the staging directories in it ({@code .staging-…}), none if it does not exist
     */
    static java.util.Set<Path> leftovers(Path out) {
        java.util.Set<Path> found = new java.util.TreeSet<>();
        if (!Files.isDirectory(out)) {
            return found;
        }
        try (java.util.stream.Stream<Path> s = Files.list(out)) {
            s.filter(p -> p.getFileName().toString().startsWith(".staging-") && Files.isDirectory(p,
                    LinkOption.NOFOLLOW_LINKS)).forEach(found::add);
        } catch (IOException e) {
            // unreadable: nothing to report or clean
        }
        return found;
    }

    /** @return the staging directory: write the block's files here as if it were the output */
    Path dir() {
        return dir;
    }

    /**
     * Moves the staged parts into the output, each replacing the output's own, {@code tiles.json} last;
     * if a move fails, the parts already moved are moved back.
     *
     * @throws IOException if a move fails (the output is then as it was)
     */
    void commit() throws IOException {
        Deque<Runnable> undo = new ArrayDeque<>();
        try {
            for (String part : PARTS) {
                Path staged = dir.resolve(part);
                Path target = out.resolve(part);
                if (!Files.exists(staged)) {
                    throw new IOException("the staged " + part + " is missing from " + dir);
                }
                Path old = dir.resolve(".replaced-" + part);
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
                    undo.push(() -> moveQuietly(old, target));
                }
                Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
                undo.push(() -> moveQuietly(target, staged));
            }
        } catch (IOException | RuntimeException e) {
            while (!undo.isEmpty()) {
                undo.pop().run();
            }
            throw e;
        }
        committed = true;
    }

    /** Removes the staging directory (and, without a commit, the directories {@link #open} made). */
    @Override
    public void close() {
        deleteTree(dir);
        if (!committed) {
            removeCreated(created);
        }
    }

    private static void moveQuietly(Path from, Path to) {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // leave it staged: nothing more can be done here
        }
    }

    private static void removeCreated(List<Path> created) {
        for (int i = created.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(created.get(i));
            } catch (DirectoryNotEmptyException e) {
                return; // someone else wrote there meanwhile: keep it
            } catch (IOException e) {
                return;
            }
        }
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                    if (e != null) {
                        throw e;
                    }
                    Files.delete(d);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // a leftover hidden directory is all that can remain
        }
    }

    /**
     * @param e an I/O failure
     * @return what went wrong in words, with the path the system named
     */
    static String describe(Throwable e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such directory (" + m + ")";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied (" + m + ")";
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(java.util.Locale.ROOT) + " (" + f.getFile() + ")";
        }
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
