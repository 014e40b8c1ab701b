package rtjbench.locking.inversion;

import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/**
 * Makes the low and medium threads of the priority-inversion test, of the same kind as the high thread the
 * harness made: plain threads that put themselves under SCHED_FIFO through the OS, or (on an RTSJ VM)
 * RealtimeThreads whose priority the VM applies ({@code rtjbench.locking.inversion.rtsj}).
 */
public abstract class HelperThreads {
    /** A new, unstarted daemon thread running {@code body} at {@code priority} (OS or RTSJ priority by kind). */
    public abstract Thread newThread(String name, int priority, Runnable body);

    /** Called first in the helper thread: pin it to {@code cpu} and apply what the VM does not; says what it got. */
    public abstract String prepareSelf(ThreadControl control, int cpu, int priority) throws NativeCallException;

    /** Plain threads at SCHED_FIFO {@code priority}, set by each thread on itself. */
    static final class Java extends HelperThreads {
        @Override
        public Thread newThread(String name, int priority, Runnable body) {
            Thread t = new Thread(body, name);
            t.setDaemon(true);
            return t;
        }

        @Override
        public String prepareSelf(ThreadControl control, int cpu, int priority) throws NativeCallException {
            control.setAffinity(CpuList.of(cpu));
            control.setScheduler(SchedPolicy.FIFO, priority);
            return readBack(control);
        }
    }

    static String readBack(ThreadControl control) throws NativeCallException {
        if (!control.isAvailable()) {
            return "unknown (" + control.description() + ")";
        }
        SchedPolicy p = control.getPolicy();
        return (p == null ? "unknown" : p.argName()) + " " + control.getPriority() + " on CPUs "
                + control.getAffinity();
    }
}
