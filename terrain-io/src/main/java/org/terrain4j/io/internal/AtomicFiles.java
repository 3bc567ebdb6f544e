package org.terrain4j.io.internal;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one atomic file writer of terrain4j: every file appears whole or not at all. The content goes
 * to a temporary file in the target's directory ({@code .<name>.<pid>-<n>.tmp}), which is moved over
 * the target with {@link StandardCopyOption#ATOMIC_MOVE} (a plain replacing move where the file
 * system cannot move atomically) once it is complete. Several files written together ({@link
 * #writeAll}: a glTF and its {@code .bin}, an OBJ and its {@code .mtl}) are all written first and then
 * moved in the order given. A command's outputs written by writers that take a path ({@link
 * #writeAllFiles}) and a directory of files ({@link #writeDirectory}) are staged the same way, in
 * staging files and directories named {@code .tmp-<pid>-<n>.<name>} beside their targets.
 *
 * <p><b>Nothing is left behind.</b> If anything fails, including a runtime exception or a
 * cancellation thrown by the content, the temporary files are deleted and the targets are left as
 * they were. Every temporary file is registered while it exists, and {@link #stop()} deletes those
 * still registered; after the stop has begun no new temporary file is created. A library does not own
 * the process, so nothing here installs a shutdown hook or a signal handler: the program that owns the
 * process (the {@code terrain} command) calls {@link #stop()} from its own hook and handlers. Directories made for
 * output by {@link #writeDirectory} and {@link #createDirectories} are registered too, and removed by
 * the stop (and by a failure) if they are still empty; directories that existed before are never
 * touched.
 *
 * <p><b>The commit.</b> The moves of one write (all its files) are its commit, and they are serialised
 * with the stop: a write whose commit has not begun when the stop begins is abandoned (its temporary
 * files deleted, no target changed, an {@link IOException} saying the program is stopping), and a
 * stop that begins during a commit waits for all its moves, so a several-file write is moved in whole
 * or not at all. A file moved into place is unregistered, so a stop never removes a finished file.
 *
 * <p>Thread-safe. Not part of the API: may change without notice.
 *
 * @since 0.1
 */
public final class AtomicFiles {

    /**
     * Writes content into what a write hands it, never closing it: a buffered stream into the temporary
     * file ({@link #write}), a buffered UTF-8 writer into it ({@link #writeText}), the temporary file's
     * unbuffered channel for writers with their own buffer ({@link #writeAll}), a staging file with the
     * target's own name ({@link #writeAllFiles}) or a staging directory ({@link #writeDirectory}).
     *
     * @param <T> what the content is written into
     * @since 0.1
     */
    @FunctionalInterface
    public interface Content<T> {
        /**
         * @param out where to write (a staging file or directory exists, empty); do not close it
         * @throws IOException if writing fails
         */
        void writeTo(T out) throws IOException;
    }

    private static final AtomicLong COUNTER = new AtomicLong();
    private static final Object LOCK = new Object();
    /** Temporary files that exist now; guarded by LOCK. */
    private static final Set<Path> PENDING = new HashSet<>();
    /** Directories made for output that are removed by the stop if still empty; guarded by LOCK. */
    private static final Set<Path> MADE = new HashSet<>();
    /** Set once stop() has run; guarded by LOCK. */
    private static boolean stopping;
    /** Tests only: run just before a commit (the moves) and just after it; null for none. */
    private static volatile Runnable beforeCommit;
    private static volatile Runnable afterCommit;

    private AtomicFiles() {
    }

    /**
     * Stops all atomic writing, for a program that is shutting down (from its shutdown hook or its
     * SIGINT/SIGTERM handler): waits for a commit in progress, then no
     * commit and no new temporary file from now on, every temporary file deleted, and every directory
     * made for output that is still empty removed (deepest first). Idempotent; thread-safe.
     */
    public static void stop() {
        List<Path> left;
        List<Path> made;
        synchronized (LOCK) {
            stopping = true;
            left = new ArrayList<>(PENDING);
            PENDING.clear();
            made = new ArrayList<>(MADE);
            MADE.clear();
        }
        for (Path p : left) {
            deleteTree(p);
        }
        removeIfEmpty(made);
    }

    /**
     * @return whether {@link #stop()} has begun (the program is shutting down): no write can commit any more
     */
    public static boolean isStopping() {
        synchronized (LOCK) {
            return stopping;
        }
    }

    /**
     * Tests only: lets writes commit again after a test called {@link #stop()}. Never call it in a
     * program that is really stopping.
     */
    public static void resumeForTests() {
        synchronized (LOCK) {
            stopping = false;
        }
    }

    /**
     * Tests only: actions run just before every commit (after all the content is written, before the
     * first move) and just after it, to simulate a signal at those points without timing.
     *
     * @param before run before each commit, or null
     * @param after  run after each commit, or null
     */
    public static void onCommitForTests(Runnable before, Runnable after) {
        beforeCommit = before;
        afterCommit = after;
    }

    /**
     * Creates a directory and its missing parents, as {@link Files#createDirectories}, and registers
     * those it made: the stop removes them if they are still empty, and so does {@link
     * #removeIfEmpty} (a command that failed). Directories that existed are never registered.
     *
     * @param dir the directory
     * @return the directories made, deepest first (empty if it existed)
     * @throws IOException if one cannot be made, or writing has been stopped
     */
    public static List<Path> createDirectories(Path dir) throws IOException {
        Objects.requireNonNull(dir, "dir");
        Path absolute = dir.toAbsolutePath().normalize();
        List<Path> missing = new ArrayList<>();
        for (Path p = absolute; p != null && !Files.isDirectory(p); p = p.getParent()) {
            missing.add(p);
        }
        List<Path> made = new ArrayList<>();
        for (int i = missing.size() - 1; i >= 0; i--) {
            Path p = missing.get(i);
            synchronized (LOCK) {
                if (stopping) {
                    removeIfEmpty(made);
                    throw new IOException(dir + ": not made, the program is stopping");
                }
                try {
                    Files.createDirectory(p);
                    MADE.add(p);
                    made.add(0, p);
                } catch (FileAlreadyExistsException raced) {
                    if (!Files.isDirectory(p)) {
                        throw raced;
                    }
                }
            }
        }
        return made;
    }

    /**
     * Removes the directories given that are empty, in the order given (deepest first, as {@link
     * #createDirectories} returns them), and forgets them: a command that failed undoes the directories
     * it made. A directory that is not empty (or already gone) is left as it is.
     *
     * @param made directories made by {@link #createDirectories}
     */
    public static void removeIfEmpty(List<Path> made) {
        List<Path> order = new ArrayList<>(made);
        order.sort(java.util.Comparator.comparingInt(Path::getNameCount).reversed());
        for (Path p : order) {
            synchronized (LOCK) {
                MADE.remove(p);
            }
            try {
                Files.deleteIfExists(p);
            } catch (IOException notEmpty) {
                // holds something (ours, committed, or someone else's): keep it
            }
        }
    }

    /**
     * Forgets directories made by {@link #createDirectories} once the output is in them: the stop no
     * longer considers them.
     *
     * @param made directories made by {@link #createDirectories}
     */
    public static void keep(List<Path> made) {
        synchronized (LOCK) {
            MADE.removeAll(made);
        }
    }

    /**
     * Makes a directory (and its missing parents) for a command's outputs, runs the content with it and
     * then keeps the directories it made; if the content throws, those still empty are removed
     * ({@link #removeIfEmpty}) and the exception passes through unchanged.
     *
     * @param dir     the output directory
     * @param content what writes into it (each file atomically, as it chooses)
     * @throws IOException if the directory cannot be made, writing has been stopped, or the content fails
     */
    public static void intoDirectory(Path dir, Content<Path> content) throws IOException {
        List<Path> made = createDirectories(dir);
        boolean written = false;
        try {
            content.writeTo(dir);
            written = true;
        } finally {
            if (written) {
                keep(made);
            } else {
                removeIfEmpty(made);
            }
        }
    }

    /** Throws unless a commit may begin; call with LOCK held. */
    private static void checkNotStopping(Path target) throws IOException {
        if (stopping) {
            throw new IOException(target + ": not written, the program is stopping");
        }
    }

    private static void beforeCommit() {
        Runnable r = beforeCommit;
        if (r != null) {
            r.run();
        }
    }

    private static void afterCommit() {
        Runnable r = afterCommit;
        if (r != null) {
            r.run();
        }
    }

    /**
     * Deletes a file, or a directory and everything in it. Another thread may still be adding files
     * (a stop runs beside the work it stops), so a directory that is not empty once walked
     * is walked again, a few times.
     */
    private static void deleteTree(Path p) {
        for (int attempt = 0; attempt < 20; attempt++) {
            try {
                if (Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    try (java.util.stream.Stream<Path> s = Files.list(p)) {
                        for (Path child : (Iterable<Path>) s::iterator) {
                            deleteTree(child);
                        }
                    }
                }
                Files.deleteIfExists(p);
                return;
            } catch (IOException | java.io.UncheckedIOException retry) {
                // a file appeared or vanished while walking: walk again
                Thread.onSpinWait();
            }
        }
    }

    /**
     * Writes {@code target} atomically. Exceptions from the content pass through unchanged.
     *
     * @param target  the file to create or replace
     * @param content what to write
     * @throws IOException if the directory does not exist, the target is a directory, or writing or
     *                     moving fails; the target is then unchanged and no temporary file remains
     */
    public static void write(Path target, Content<OutputStream> content) throws IOException {
        Objects.requireNonNull(content, "content");
        commit(List.of(Objects.requireNonNull(target, "target")), List.of(ch -> {
            OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
            content.writeTo(out);
            out.flush();
        }), false);
    }

    /**
     * Writes UTF-8 text to {@code target} atomically.
     *
     * @param target  the file to create or replace
     * @param content what to write
     * @throws IOException whose message starts {@code cannot write <target>: } and gives the reason;
     *                     the target is then unchanged and no temporary file remains
     */
    public static void writeText(Path target, Content<Writer> content) throws IOException {
        Objects.requireNonNull(content, "content");
        commit(List.of(Objects.requireNonNull(target, "target")), List.of(ch -> {
            Writer out = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(ch),
                    StandardCharsets.UTF_8), 1 << 16);
            content.writeTo(out);
            out.flush();
        }), true);
    }

    /**
     * Writes several files, each through its content, then moves them into place in the given
     * order.
     *
     * @param targets  the files, at least one
     * @param contents one per file, in the same order
     * @throws IOException whose message starts {@code cannot write <target>: } for the file that
     *                     failed and gives the reason; no temporary file remains and no target is
     *                     changed unless the failure came while moving
     */
    public static void writeAll(List<Path> targets, List<Content<WritableByteChannel>> contents) throws IOException {
        checkOnePerTarget(targets, contents);
        commit(targets, contents, true);
    }

    /** Refuses null lists, no target, or a content count that is not the target count. */
    private static void checkOnePerTarget(List<Path> targets, List<?> contents) {
        Objects.requireNonNull(targets, "targets");
        Objects.requireNonNull(contents, "contents");
        if (targets.isEmpty() || targets.size() != contents.size()) {
            throw new IllegalArgumentException("need one content per target and at least one target, had "
                    + targets.size() + " targets and " + contents.size() + " contents");
        }
    }

    /**
     * Writes several files through writers that take a path, each into a staging directory beside its
     * target, then moves them into place in the given order, each with the files its writer wrote beside
     * it: a command with several outputs writes all of them or none. The path a content is given has the
     * target's own name (it exists, empty; replace it), so a writer that chooses the format by extension
     * chooses the target's, and the files it writes beside it (an ASCII grid's {@code .prj}) are named
     * after the target and moved into place with it. An
     * ASCII grid ({@code .asc}) written without a {@code .prj} deletes a {@code .prj} left beside its
     * target by an earlier write, as {@link org.terrain4j.io.AsciiGrid} does, so a stale coordinate
     * system never describes the new grid.
     *
     * @param targets  the files, at least one
     * @param contents one per file, in the same order
     * @throws IOException whose message starts {@code cannot write <target>: } for the file that
     *                     failed and gives the reason; no staging file remains and no target is
     *                     changed: a move that fails after others put every file they replaced back
     *                     (or removes the new ones where there was none) before it throws
     */
    public static void writeAllFiles(List<Path> targets, List<Content<Path>> contents) throws IOException {
        checkOnePerTarget(targets, contents);
        int n = targets.size();
        Path[] absolute = new Path[n];
        Path[] staged = new Path[n];
        try {
            for (int i = 0; i < n; i++) {
                Path target = Objects.requireNonNull(targets.get(i), "targets[" + i + "]");
                try {
                    absolute[i] = throughLinks(target.toAbsolutePath());
                    if (Files.isDirectory(absolute[i])) {
                        throw new IOException(target + ": is a directory");
                    }
                    staged[i] = createStaging(target, absolute[i], true);
                    Path file = staged[i].resolve(absolute[i].getFileName().toString());
                    Files.newByteChannel(file, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW).close();
                    contents.get(i).writeTo(file);
                    if (!Files.isRegularFile(file)) {
                        throw new IOException(target + ": the writer wrote no file");
                    }
                } catch (IOException e) {
                    throw wrapped(target, staged[i] == null ? e
                            : named(e, staged[i].resolve(absolute[i].getFileName().toString()), target));
                }
            }
            beforeCommit();
            synchronized (LOCK) {
                try {
                    checkNotStopping(targets.get(0));
                } catch (IOException e) {
                    throw wrapped(targets.get(0), e);
                }
                // every file a move replaces is kept (a hard link in its staging directory) until all moves
                // are done, so a move that fails part-way puts back what the earlier ones replaced
                List<Path[]> journal = new java.util.ArrayList<>();
                for (int i = 0; i < n; i++) {
                    try {
                        moveStaged(staged[i], absolute[i], journal);
                    } catch (IOException e) {
                        rollBack(journal, e);
                        throw wrapped(targets.get(i), e);
                    }
                }
                for (int i = 0; i < n; i++) {
                    deleteTree(staged[i]);
                    PENDING.remove(staged[i]);
                    staged[i] = null;
                }
            }
            afterCommit();
        } finally {
            for (Path t : staged) {
                if (t != null) {
                    deleteTree(t);
                    unregister(t);
                }
            }
        }
    }

    /**
     * Fills a directory as a whole: the content writes into a staging directory beside the target,
     * whose files are then moved into the target (created if missing; files already in it and not
     * written again are kept). If anything fails or the program stops before the moves, the staging
     * directory is deleted with everything in it and the target is left as it was.
     *
     * @param target  the directory to create or fill
     * @param content what to write into it
     * @throws IOException if the target exists and is not a directory, or writing or moving fails
     */
    public static void writeDirectory(Path target, Content<Path> content) throws IOException {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(content, "content");
        Path absolute = target.toAbsolutePath();
        if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a file, not a directory");
        }
        Path parent = absolute.getParent();
        List<Path> made = parent == null ? List.of() : createDirectories(parent);
        Path staging = null;
        boolean done = false;
        try {
            staging = createStaging(target, absolute, true);
            try {
                content.writeTo(staging);
            } catch (IOException e) {
                throw named(e, staging, target);
            }
            beforeCommit();
            synchronized (LOCK) {
                checkNotStopping(target);
                boolean moved = false;
                if (!Files.exists(absolute)) {
                    try {
                        move(staging, absolute);
                        moved = true;
                    } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException raced) {
                        // made meanwhile: fill it file by file below
                    }
                }
                if (!moved) {
                    Files.createDirectories(absolute);
                    try (java.util.stream.Stream<Path> s = Files.list(staging)) {
                        for (Path f : (Iterable<Path>) s::iterator) {
                            move(f, absolute.resolve(f.getFileName().toString()));
                        }
                    }
                    deleteTree(staging);
                }
                PENDING.remove(staging);
                staging = null;
                MADE.removeAll(made);
                done = true;
            }
            afterCommit();
        } finally {
            if (staging != null) {
                deleteTree(staging);
                unregister(staging);
            }
            if (!done) {
                removeIfEmpty(made);
            }
        }
    }

    /**
     * Moves a staged file into place, then the files its writer wrote beside it (named after the
     * target), then deletes a stale {@code .prj} of an ASCII grid that now has none.
     */
    private static void moveStaged(Path staging, Path target) throws IOException {
        moveStaged(staging, target, null);
    }

    /**
     * As {@link #moveStaged(Path, Path)}, recording in {@code journal} (if not null) each file it places:
     * {@code {file, kept}} with {@code kept} a hard link (or copy) of the file it replaced, in the staging
     * directory, or null where there was none.
     */
    private static void moveStaged(Path staging, Path target, List<Path[]> journal) throws IOException {
        String name = target.getFileName().toString();
        Path dir = target.getParent();
        // the name AsciiGrid reads a .prj under (the case may differ: compared ignoring it)
        String prjName = org.terrain4j.io.AsciiGrid.prjOf(target).getFileName().toString();
        keep(journal, staging, target);
        move(staging.resolve(name), target);
        List<Path> beside = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> s = Files.list(staging)) {
            s.filter(f -> Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && !f.getFileName().toString().startsWith(".")).forEach(beside::add);
        }
        java.util.Collections.sort(beside);
        boolean prj = false;
        for (Path f : beside) {
            String sidecar = f.getFileName().toString();
            prj |= sidecar.equalsIgnoreCase(prjName);
            keep(journal, staging, dir.resolve(sidecar));
            move(f, dir.resolve(sidecar));
        }
        if (!prj && name.toLowerCase(java.util.Locale.ROOT).endsWith(".asc")) {
            Path stale = org.terrain4j.io.AsciiGrid.prjOf(target);
            keep(journal, staging, stale);
            Files.deleteIfExists(stale);
        }
    }

    /** Records in the journal the file about to be placed at {@code file}, keeping what is there now. */
    private static void keep(List<Path[]> journal, Path staging, Path file) throws IOException {
        if (journal == null) {
            return;
        }
        Path kept = null;
        if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            kept = staging.resolve(".kept-" + journal.size());
            try {
                Files.createLink(kept, file);
            } catch (IOException | UnsupportedOperationException e) {
                Files.copy(file, kept, StandardCopyOption.COPY_ATTRIBUTES, java.nio.file.LinkOption.NOFOLLOW_LINKS);
            }
        }
        journal.add(new Path[] {file, kept});
    }

    /**
     * Undoes the moves in the journal, newest first: each replaced file is put back, each new one removed.
     * Best effort: what cannot be undone is added to {@code failure} as suppressed.
     */
    private static void rollBack(List<Path[]> journal, IOException failure) {
        for (int k = journal.size() - 1; k >= 0; k--) {
            Path file = journal.get(k)[0];
            Path kept = journal.get(k)[1];
            try {
                if (kept != null) {
                    move(kept, file);
                } else {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                failure.addSuppressed(e);
            }
        }
    }

    /** The failure with the staging file's name replaced by the target's (the user knows only the target). */
    private static IOException named(IOException e, Path staged, Path target) {
        String m = e.getMessage();
        if (m == null || !m.contains(staged.toString())) {
            return e;
        }
        return new IOException(m.replace(staged.toString(), target.toString()), e);
    }

    /**
     * The file a path names once symbolic links in its last component are followed (a link to a link
     * followed on; a link whose target does not exist yet gives that target), so a write onto a link
     * replaces the file it points to and leaves the link, as writing through it would; other paths are
     * returned as they are.
     *
     * @param absolute an absolute path, which need not exist
     * @return the path the write lands on, absolute and normalised where a link was followed
     * @throws IOException if the links form a loop or a chain longer than 40
     */
    public static Path throughLinks(Path absolute) throws IOException {
        Path p = absolute;
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == 40) {
                throw new IOException(absolute + ": too many levels of symbolic links");
            }
            Path parent = p.getParent();
            Path link = Files.readSymbolicLink(p);
            p = (parent == null ? link : parent.resolve(link)).toAbsolutePath().normalize();
        }
        return p;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Creates and registers a staging file or directory beside the target, named {@code
     * .tmp-<pid>-<n>.<target's name>}, refusing once stopped.
     */
    private static Path createStaging(Path target, Path absolute, boolean directory) throws IOException {
        return create(target, absolute, directory, true);
    }

    /**
     * Creates and registers a file or directory beside the target, refusing once stopped: a staging one
     * ({@code .tmp-<pid>-<n>.<name>}) or the temporary file of a plain write ({@code .<name>.<pid>-<n>.tmp}).
     */
    private static Path create(Path target, Path absolute, boolean directory, boolean staging) throws IOException {
        Path dir = absolute.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new NoSuchFileException(target.toString(), null, "directory " + dir + " does not exist");
        }
        if (!directory && Files.isDirectory(absolute)) {
            throw new IOException(target + ": is a directory");
        }
        String name = absolute.getFileName().toString();
        long pid = ProcessHandle.current().pid();
        for (int attempt = 0; ; attempt++) {
            long k = COUNTER.incrementAndGet();
            Path tmp = dir.resolve(staging ? ".tmp-" + pid + "-" + k + "." + name
                    : "." + name + "." + pid + "-" + k + ".tmp");
            synchronized (LOCK) {
                if (stopping) {
                    throw new IOException(target + ": not written, the program is stopping");
                }
                try {
                    if (directory) {
                        Files.createDirectory(tmp);
                    } else {
                        Files.newByteChannel(tmp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW).close();
                    }
                    PENDING.add(tmp);
                    return tmp;
                } catch (FileAlreadyExistsException e) {
                    if (attempt > 100) {
                        throw e;
                    }
                } catch (FileSystemException e) {
                    // the temporary file is ours, not the caller's: report the failure against the target
                    throw new FileSystemException(target.toString(), null, "cannot create a file in " + dir
                            + (e.getReason() == null ? "" : " (" + e.getReason() + ")"));
                }
            }
        }
    }

    private static void commit(List<Path> targets, List<Content<WritableByteChannel>> contents, boolean wrap) throws IOException {
        int n = targets.size();
        Path[] absolute = new Path[n];
        Path[] temps = new Path[n];
        try {
            for (int i = 0; i < n; i++) {
                Path target = Objects.requireNonNull(targets.get(i), "targets[" + i + "]");
                try {
                    absolute[i] = throughLinks(target.toAbsolutePath());
                    temps[i] = createTemp(target, absolute[i]);
                    try (FileChannel ch = FileChannel.open(temps[i], StandardOpenOption.WRITE)) {
                        contents.get(i).writeTo(ch);
                    }
                } catch (IOException e) {
                    throw wrap ? wrapped(target, e) : e;
                }
            }
            beforeCommit();
            synchronized (LOCK) {
                try {
                    checkNotStopping(targets.get(0));
                } catch (IOException e) {
                    throw wrap ? wrapped(targets.get(0), e) : e;
                }
                for (int i = 0; i < n; i++) {
                    try {
                        move(temps[i], absolute[i]);
                    } catch (IOException e) {
                        throw wrap ? wrapped(targets.get(i), e) : e;
                    }
                    PENDING.remove(temps[i]);
                    temps[i] = null;
                }
            }
            afterCommit();
        } finally {
            for (Path t : temps) {
                if (t != null) {
                    try {
                        Files.deleteIfExists(t);
                    } catch (IOException suppressed) {
                        // the original failure matters more; nothing else can be done here
                    }
                    unregister(t);
                }
            }
        }
    }

    /** Creates and registers the temporary file beside the target, refusing once stopped. */
    private static Path createTemp(Path target, Path absolute) throws IOException {
        return create(target, absolute, false, false);
    }

    private static void unregister(Path tmp) {
        synchronized (LOCK) {
            PENDING.remove(tmp);
        }
    }

    private static IOException wrapped(Path target, IOException cause) {
        String prefix = "cannot write " + target;
        String message = cause.getMessage();
        if (message != null && message.startsWith(prefix)) {
            return cause;
        }
        String reason;
        if (cause instanceof FileSystemException f && target.toString().equals(f.getFile()) && f.getOtherFile() == null) {
            reason = f.getReason() != null ? f.getReason() : cause.getClass().getSimpleName();
        } else if (message != null && message.startsWith(target + ": ")) {
            reason = message.substring(target.toString().length() + 2);
        } else {
            reason = message == null ? cause.getClass().getSimpleName() : message;
        }
        return new IOException(prefix + ": " + reason, cause);
    }
}
