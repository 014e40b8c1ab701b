package rtjbench.events.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The {@code pooled} kind: what a Java programmer without RTSJ writes, a {@link ThreadPoolExecutor} of N
 * workers shared by every event of the run (as an RTSJ VM shares its handler pool). Firing an event submits
 * each handler's body with {@code execute}. The workers are prestarted, so {@code execute} only offers to the
 * queue; the queue is an {@link ArrayBlockingQueue}, whose offer does not allocate (a linked queue would
 * allocate a node per fire). The workers float over the pool's CPUs at one priority: a pooled handler has no
 * CPU or priority of its own.
 */
final class PooledHandlerKind implements HandlerKind {
    /** Room for every release of a fire in flight; a full queue would reject, which is a configuration bug. */
    private static final int QUEUE_CAPACITY = 1 << 16;

    private final HandlerSetup setup;
    private final Warnings warnings = new Warnings();
    private final ThreadPoolExecutor pool;

    PooledHandlerKind(final HandlerSetup setup) {
        this.setup = setup;
        final AtomicInteger n = new AtomicInteger();
        pool = new ThreadPoolExecutor(
                setup.poolSize,
                setup.poolSize,
                1,
                TimeUnit.MINUTES,
                new ArrayBlockingQueue<Runnable>(QUEUE_CAPACITY),
                new ThreadFactory() {
                    @Override
                    public Thread newThread(final Runnable worker) {
                        Thread t = new Thread(
                                new Runnable() {
                                    @Override
                                    public void run() {
                                        ThreadPlacement.apply(
                                                setup.control,
                                                setup.poolCpus,
                                                setup.policy,
                                                setup.poolPriority,
                                                warnings);
                                        worker.run();
                                    }
                                },
                                "handler-pool-" + n.getAndIncrement());
                        t.setDaemon(true);
                        return t;
                    }
                });
        pool.prestartAllCoreThreads();
    }

    @Override
    public String name() {
        return "pooled";
    }

    @Override
    public Event newEvent(final String name) {
        return new Event() {
            private final List<HandlerSpec> attached = new ArrayList<>();
            private Runnable[] bodies = new Runnable[0];

            @Override
            public void addHandler(HandlerSpec handler) {
                if (attached.size() + 1 > QUEUE_CAPACITY) {
                    throw new IllegalArgumentException(
                            "event " + name + ": more than " + QUEUE_CAPACITY + " pooled handlers");
                }
                attached.add(handler);
                HandlerSpec[] sorted = HandlerOrder.sortSpecs(attached, setup.order);
                Runnable[] b = new Runnable[sorted.length];
                for (int i = 0; i < sorted.length; i++) {
                    b[i] = sorted[i].body();
                }
                bodies = b;
            }

            @Override
            public void fire() {
                Runnable[] b = bodies;
                for (Runnable r : b) {
                    pool.execute(r);
                }
            }

            @Override
            public void close() {}

            @Override
            public String toString() {
                return name;
            }
        };
    }

    @Override
    public Map<String, Object> describe() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("kind", "pooled");
        d.put(
                "handler_threads",
                "java.util.concurrent.ThreadPoolExecutor, " + setup.poolSize
                        + " prestarted workers, ArrayBlockingQueue; workers on CPUs "
                        + (setup.poolCpus.isEmpty() ? "any" : setup.poolCpus.toString()) + ", policy "
                        + setup.policy.argName()
                        + (setup.policy.isRealtime() ? " priority " + setup.poolPriority : "")
                        + "; a handler's own CPU and priority do not apply");
        d.put("pool_size", setup.poolSize);
        d.put("release_order", setup.order.argName() + " (the order handlers are submitted; the queue is FIFO)");
        return d;
    }

    @Override
    public List<String> warnings() {
        return warnings.snapshot();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
