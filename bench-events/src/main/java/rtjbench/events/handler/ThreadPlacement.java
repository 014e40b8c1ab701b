package rtjbench.events.handler;

import rtjbench.core.args.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/** Places and schedules the calling (handler or worker) thread; what cannot be applied becomes a warning. */
public final class ThreadPlacement {
    /** Where refusals go (each kind of refusal is kept once by the receiver). */
    public interface Sink {
        void warn(String warning);
    }

    private ThreadPlacement() {
    }

    public static void apply(ThreadControl control, CpuList cpus, SchedPolicy policy, int priority, Sink warnings) {
        if (!control.isAvailable()) {
            if (!cpus.isEmpty() || policy.isRealtime()) {
                warnings.warn("handler threads not placed or scheduled (" + control.description() + ")");
            }
            return;
        }
        if (!cpus.isEmpty()) {
            try {
                control.setAffinity(cpus);
            } catch (NativeCallException e) {
                warnings.warn("handler affinity " + cpus + " not applied: " + e.getMessage());
            }
        }
        if (policy.isRealtime()) {
            try {
                control.setScheduler(policy, priority);
            } catch (NativeCallException e) {
                warnings.warn("handler SCHED_" + policy.name() + " priority " + priority + " not applied: " + e.getMessage());
            }
        }
    }
}
