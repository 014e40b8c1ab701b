package rtjbench.events.rtsj;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import javax.realtime.AsyncEvent;
import javax.realtime.AsyncEventHandler;
import javax.realtime.BoundAsyncEventHandler;
import javax.realtime.PriorityParameters;
import javax.realtime.PriorityScheduler;
import rtjbench.core.os.CpuList;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerSetup;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ThreadPlacement;

/**
 * The RTSJ kinds: {@code rtsj-bound} attaches a {@code BoundAsyncEventHandler} (a thread of its own for its
 * whole life) and {@code rtsj-pooled} a plain {@code AsyncEventHandler} (run by the VM's handler threads);
 * either gets the handler's priority as {@code PriorityParameters}, and the VM dispatches them in its own
 * order. Loaded only on a VM that has {@code javax.realtime} (see {@code HandlerKinds}).
 * <p>
 * Before the loop each handler is released once through a private priming event, with its body switched
 * off: the VM makes or wakes its thread then, not in the first timed fire, and a bound handler's thread pins
 * itself to the handler's CPUs there (the OS call, as for test threads; a VM's own RTSJ affinity API differs
 * between versions). Pooled handlers are not pinned: their threads belong to the VM.
 */
public final class RtsjHandlerKind implements HandlerKind {
    private final boolean bound;
    private final HandlerSetup setup;
    private final List<String> warnings = new ArrayList<>();

    public RtsjHandlerKind(boolean bound, HandlerSetup setup) {
        this.bound = bound;
        this.setup = setup;
    }

    /** The VM's PriorityScheduler range, {min, max}. */
    public static int[] priorityRange() {
        PriorityScheduler s = PriorityScheduler.instance();
        return new int[] {s.getMinPriority(), s.getMaxPriority()};
    }

    @Override
    public String name() {
        return bound ? "rtsj-bound" : "rtsj-pooled";
    }

    @Override
    public Event newEvent(String name) {
        return new RtsjEvent(name);
    }

    @Override
    public Map<String, Object> describe() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("kind", name());
        d.put(
                "handler_threads",
                bound
                        ? "javax.realtime.BoundAsyncEventHandler with PriorityParameters; its thread pinned to the "
                                + "handler's CPUs on the priming release"
                        : "javax.realtime.AsyncEventHandler with PriorityParameters, run by the VM's handler threads "
                                + "(not pinned)");
        int[] range = priorityRange();
        d.put("rtsj_priority_range", range[0] + ".." + range[1]);
        d.put("release_order", "the VM's (javax.realtime.AsyncEvent.fire)");
        return d;
    }

    @Override
    public synchronized List<String> warnings() {
        return new ArrayList<>(warnings);
    }

    private synchronized void warn(String w) {
        if (!warnings.contains(w)) {
            warnings.add(w);
        }
    }

    @Override
    public void close() {}

    private final class RtsjEvent implements Event {
        private final String name;
        private final AsyncEvent event = new AsyncEvent();
        private final List<AsyncEventHandler> handlers = new ArrayList<>();

        RtsjEvent(String name) {
            this.name = name;
        }

        @Override
        public void addHandler(HandlerSpec spec) throws InterruptedException {
            PrimedLogic logic = new PrimedLogic(spec.body(), bound ? spec.cpus() : CpuList.of());
            PriorityParameters priority = new PriorityParameters(spec.priority());
            AsyncEventHandler h = bound
                    ? new BoundAsyncEventHandler(priority, null, null, null, null, false, logic) {}
                    : new AsyncEventHandler(priority, null, null, null, null, false, logic);
            AsyncEvent primer = new AsyncEvent();
            primer.addHandler(h);
            logic.prime(primer);
            event.addHandler(h);
            handlers.add(h);
        }

        @Override
        public void fire() {
            event.fire();
        }

        @Override
        public void close() {
            for (AsyncEventHandler h : handlers) {
                event.removeHandler(h);
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The handler's logic: during priming only places the thread and reports; afterwards the body. */
    private final class PrimedLogic implements Runnable {
        private final Runnable body;
        private final CpuList cpus;
        private final CountDownLatch primed = new CountDownLatch(1);
        private volatile boolean priming;

        PrimedLogic(Runnable body, CpuList cpus) {
            this.body = body;
            this.cpus = cpus;
        }

        void prime(AsyncEvent primer) throws InterruptedException {
            priming = true;
            primer.fire();
            primed.await();
            priming = false;
        }

        @Override
        public void run() {
            if (priming) {
                if (!cpus.isEmpty()) {
                    // Only affinity: the VM applies the priority from PriorityParameters itself.
                    ThreadPlacement.apply(
                            setup.control(), cpus, rtjbench.core.os.SchedPolicy.OTHER, 0, new ThreadPlacement.Sink() {
                                @Override
                                public void warn(String warning) {
                                    RtsjHandlerKind.this.warn(warning);
                                }
                            });
                }
                primed.countDown();
                return;
            }
            body.run();
        }
    }
}
