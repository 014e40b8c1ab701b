package rtjbench.events.handler;

import rtjbench.core.args.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/** Places and schedules the calling (handler or worker) thread; what cannot be applied becomes a warning. */
final class ThreadPlacement {
    private ThreadPlacement() {
    }

    static void apply(ThreadControl control, CpuList cpus, SchedPolicy policy, int priority, Warnings warnings) {
        if (!control.isAvailable()) {
            if (!cpus.isEmpty() || policy.isRealtime()) {
                warnings.add("handler threads not placed or scheduled (" + control.description() + ")");
            }
            return;
        }
        if (!cpus.isEmpty()) {
            try {
                control.setAffinity(cpus);
            } catch (NativeCallException e) {
                warnings.add("handler affinity " + cpus + " not applied: " + e.getMessage());
            }
        }
        if (policy.isRealtime()) {
            try {
                control.setScheduler(policy, priority);
            } catch (NativeCallException e) {
                warnings.add("handler SCHED_" + policy.name() + " priority " + priority + " not applied: " + e.getMessage());
            }
        }
    }
}
