package rtjbench.events.cpmd;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.events.CompletionNotice;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSetup;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ReleaseOrder;

/**
 * {@code preempt}: a polluting thread on the test thread's CPU, one priority above it under SCHED_FIFO/RR,
 * made as a {@code bound} event handler (a dedicated platform thread parked between releases, as the
 * dispatch benchmark's). The test thread fires it and waits for its completion notice: under a real-time
 * policy the polluter preempts at the fire, walks its buffer and blocks, and the test thread finds the
 * notice already there; under SCHED_OTHER the test thread blocks and the polluter runs in its stead. Either
 * way the pass after runs once the polluter has been through the caches.
 */
final class Preemption implements Disturbance {
    private final HandlerKind kind;
    private final Event event;
    private final CompletionNotice notice;
    private final Polluter polluter;
    private final int priority;
    private final SchedPolicy policy;

    /** Made in the test thread, which is the one that waits for the notice. */
    Preemption(RunEnvironment env, SchedPolicy policy, int cpu, int priority, Polluter polluter)
            throws UnsupportedHereException, InterruptedException {
        this.polluter = polluter;
        this.priority = priority;
        this.policy = policy;
        this.notice = new CompletionNotice();
        this.kind = HandlerKinds.open(
                HandlerKinds.BOUND,
                new HandlerSetup(policy, env.threadControl(), ReleaseOrder.PRIORITY, 1, CpuList.of(cpu), priority),
                env);
        this.event = kind.newEvent("polluter");
        event.addHandler(new HandlerSpec("polluter", priority, CpuList.of(cpu), new Runnable() {
            @Override
            public void run() {
                Preemption.this.polluter.run();
                notice.done();
            }
        }));
    }

    @Override
    public boolean disturb(ThreadContext ctx) {
        notice.expect(1);
        event.fire();
        return notice.await(ctx);
    }

    @Override
    public Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "polluter",
                "a bound handler thread on the test thread's CPU, "
                        + (policy.isRealtime() ? "SCHED_" + policy.name() + " priority " + priority : "SCHED_OTHER")
                        + ", reading one int of every line of its "
                        + polluter.bytes() + "-byte buffer in order");
        m.put("polluter_warnings", kind.warnings());
        return m;
    }

    @Override
    public void close() {
        event.close();
        kind.close();
    }
}
