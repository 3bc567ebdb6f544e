package org.terrain4j.erosion.internal;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * A fixed set of worker threads for one erosion run. {@link #forEach} runs a body for indices
 * {@code 0 … count − 1} and returns when all have finished (a barrier); which thread runs which index
 * is not fixed, so bodies must write disjoint data. With one thread everything runs on the caller.
 *
 * <p>Not thread-safe: one caller at a time. Close it to stop the threads.
 *
 * @since 0.1
 */
public final class Workers implements AutoCloseable {

    private final int threads;
    private final ForkJoinPool pool;

    /**
     * @param threads number of threads, ≥ 1; 1 runs everything on the calling thread
     */
    public Workers(int threads) {
        this.threads = threads;
        this.pool = threads > 1 ? new ForkJoinPool(threads) : null;
    }

    /**
     * Runs {@code body} once for each index in {@code [0, count)} and waits for all.
     *
     * @param count number of indices, ≥ 0
     * @param body  the work; must only write data owned by its index
     */
    public void forEach(int count, IntConsumer body) {
        if (pool == null || count <= 1) {
            for (int i = 0; i < count; i++) {
                body.accept(i);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        int n = Math.min(threads, count);
        ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[n];
        for (int k = 0; k < n; k++) {
            tasks[k] = pool.submit(() -> {
                for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                    body.accept(i);
                }
            });
        }
        for (ForkJoinTask<?> t : tasks) {
            t.join();
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdown();
        }
    }
}
