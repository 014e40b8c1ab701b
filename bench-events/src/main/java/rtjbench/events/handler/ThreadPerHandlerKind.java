package rtjbench.events.handler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.wait.WaitChoice;

/**
 * The {@code bound} and {@code virtual} kinds: a dedicated thread a handler. {@code bound} threads are
 * platform threads that place themselves on the handler's CPUs and take its priority under the run's policy
 * before they first park; {@code virtual} threads run on the VM's carrier pool, where neither affinity nor
 * priority can be set (the metadata says so).
 */
final class ThreadPerHandlerKind implements HandlerKind {
    private final boolean virtual;
    private final HandlerSetup setup;
    private final Warnings warnings = new Warnings();

    ThreadPerHandlerKind(boolean virtual, HandlerSetup setup) {
        this.virtual = virtual;
        this.setup = setup;
    }

    @Override
    public String name() {
        return virtual ? "virtual" : "bound";
    }

    @Override
    public Event newEvent(String name) {
        return new ThreadEvent(name);
    }

    @Override
    public Map<String, Object> describe() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("kind", name());
        if (virtual) {
            d.put(
                    "handler_threads",
                    "one virtual thread a handler, waiting between releases (" + waitText() + "); "
                            + "runs on the VM's carrier threads: affinity and priority not applied");
        } else {
            d.put(
                    "handler_threads",
                    "one platform thread a handler, waiting between releases (" + waitText() + "), "
                            + "pinned to the handler's CPUs, policy " + setup.policy.argName()
                            + (setup.policy.isRealtime()
                                    ? " at the handler's priority"
                                    : " (priorities only order the release)"));
        }
        d.put("release_order", setup.order.argName());
        return d;
    }

    private String waitText() {
        return setup.wait == WaitChoice.PARK || "park".equals(setup.wait.name())
                ? "LockSupport.park/unpark"
                : "wait_strategy=" + setup.wait.name();
    }

    @Override
    public List<String> warnings() {
        return warnings.snapshot();
    }

    @Override
    public void close() {}

    private final class ThreadEvent implements Event {
        private final String name;
        private final List<DedicatedHandler> attached = new ArrayList<>();
        private DedicatedHandler[] releaseOrder = new DedicatedHandler[0];

        ThreadEvent(String name) {
            this.name = name;
        }

        @Override
        public void addHandler(final HandlerSpec spec) throws InterruptedException {
            Runnable onStart = virtual
                    ? null
                    : new Runnable() {
                        @Override
                        public void run() {
                            ThreadPlacement.apply(setup.control, spec.cpus(), setup.policy, spec.priority(), warnings);
                        }
                    };
            DedicatedHandler h = new DedicatedHandler(spec, onStart, setup.wait);
            Thread t;
            if (virtual) {
                t = VirtualThreads.unstarted(spec.name(), h);
            } else {
                t = new Thread(h, spec.name());
                t.setDaemon(true);
            }
            h.start(t);
            attached.add(h);
            releaseOrder = HandlerOrder.sort(attached, setup.order);
        }

        @Override
        public void fire() {
            DedicatedHandler[] hs = releaseOrder;
            for (DedicatedHandler h : hs) {
                h.release();
            }
        }

        @Override
        public List<Thread> threads() {
            List<Thread> ts = new ArrayList<>();
            for (DedicatedHandler h : attached) {
                ts.add(h.thread());
            }
            return ts;
        }

        @Override
        public void close() {
            for (DedicatedHandler h : attached) {
                h.close();
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
