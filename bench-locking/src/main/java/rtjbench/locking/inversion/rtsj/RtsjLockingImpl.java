package rtjbench.locking.inversion.rtsj;

import javax.realtime.MonitorControl;
import javax.realtime.PriorityCeilingEmulation;
import javax.realtime.PriorityInheritance;
import javax.realtime.PriorityParameters;
import javax.realtime.PriorityScheduler;
import javax.realtime.RealtimeThread;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.support.ConfigException;
import rtjbench.locking.inversion.HelperThreads;
import rtjbench.locking.inversion.InversionLock;
import rtjbench.locking.inversion.RtsjLocking;

/** The RTSJ side of the priority-inversion test. Loaded only where the VM has {@code javax.realtime}. */
public final class RtsjLockingImpl implements RtsjLocking {
    @Override
    public HelperThreads helpers() {
        return new HelperThreads() {
            @Override
            public Thread newThread(String name, int priority, Runnable body) {
                RealtimeThread t = new RealtimeThread(new PriorityParameters(priority), null, null, null, null, body);
                t.setName(name);
                t.setDaemon(true);
                return t;
            }

            @Override
            public String prepareSelf(ThreadControl control, int cpu, int priority) throws NativeCallException {
                // The VM applies the RTSJ priority; only the CPU is ours to set.
                if (control.isAvailable()) {
                    control.setAffinity(CpuList.of(cpu));
                    return "RTSJ priority " + priority + "; OS: " + control.getPolicy() + " " + control.getPriority()
                            + " on CPUs " + control.getAffinity();
                }
                return "RTSJ priority " + priority + "; CPU not set (" + control.description() + ")";
            }
        };
    }

    @Override
    public InversionLock monitorLock(final boolean ceilingEmulation, int ceiling) {
        final Object monitor = new Object();
        final MonitorControl policy =
                ceilingEmulation ? PriorityCeilingEmulation.instance(ceiling) : PriorityInheritance.instance();
        final String applied;
        synchronized (
                monitor) { // RTSJ 2.0: the caller must hold the monitor whose policy it sets (1.0.2 does not care)
            MonitorControl.setMonitorControl(monitor, policy);
            applied = MonitorControl.getMonitorControl(monitor).getClass().getName()
                    + (ceilingEmulation ? " (ceiling " + ceiling + ")" : "");
        }
        return new InversionLock() {
            @Override
            public void locked(Runnable section) {
                synchronized (monitor) {
                    section.run();
                }
            }

            @Override
            public String behaviour() {
                return "synchronized under RTSJ MonitorControl " + applied + ": the VM "
                        + (ceilingEmulation
                                ? "runs the holder at the ceiling priority while it holds the monitor"
                                : "raises the holder to the highest waiter's priority");
            }

            @Override
            public void close() {}
        };
    }

    @Override
    public void checkPriorities(int high) throws ConfigException {
        PriorityScheduler s = PriorityScheduler.instance();
        if (high - 2 < s.getMinPriority() || high > s.getMaxPriority()) {
            throw new ConfigException("priority=" + high + ": low, medium and high run at " + (high - 2) + ", "
                    + (high - 1) + ", " + high + ", which must lie in this VM's RTSJ priority range "
                    + s.getMinPriority() + ".." + s.getMaxPriority());
        }
    }
}
