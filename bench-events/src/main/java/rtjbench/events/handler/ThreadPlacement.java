package rtjbench.events.handler;

import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/** Places and schedules the calling (handler, worker or helper) thread; what cannot be applied becomes a warning. */
public final class ThreadPlacement {
    /** Where refusals go (each kind of refusal is kept once by the receiver). */
    public interface Sink {
        void warn(String warning);
    }

    private ThreadPlacement() {}

    public static void apply(ThreadControl control, CpuList cpus, SchedPolicy policy, int priority, Sink warnings) {
        apply("handler", control, cpus, policy, priority, warnings);
    }

    /** As above, the warnings naming the thread's {@code role} ("handler", "partner", "polluter"). */
    public static void apply(
            String role, ThreadControl control, CpuList cpus, SchedPolicy policy, int priority, Sink warnings) {
        if (!control.isAvailable()) {
            if (!cpus.isEmpty() || policy.isRealtime()) {
                warnings.warn(role + " threads not placed or scheduled (" + control.description() + ")");
            }
            return;
        }
        if (!cpus.isEmpty()) {
            try {
                control.setAffinity(cpus);
            } catch (NativeCallException e) {
                warnings.warn(role + " affinity " + cpus + " not applied: " + e.getMessage());
            }
        }
        if (policy.isRealtime()) {
            try {
                control.setScheduler(policy, priority);
            } catch (NativeCallException e) {
                warnings.warn(
                        role + " SCHED_" + policy.name() + " priority " + priority + " not applied: " + e.getMessage());
            }
        }
    }
}
