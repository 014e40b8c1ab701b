package rtjbench.core.jvm;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time a thread has used, from the VM's thread bean ({@code ThreadMXBean.getThreadCpuTime}, on Linux
 * the thread's {@code CLOCK_THREAD_CPUTIME_ID}, user and system time together), or -1 where the VM cannot tell
 * (no management beans, the measurement switched off, a virtual thread). Read outside timed loops: a read is a
 * system call.
 */
public final class ThreadCpuClock {
    private static final ThreadMXBean BEAN = open();
    /** How often the first use reads the clock (see {@link #ready()}). */
    static final int READS_FIRST = 3000;

    static {
        // The reads run where one phase of a run ends and the next begins: were they cold there, the JIT would
        // compile them (and Thread.getId, which many paths share) just as the measured phase begins, and the run
        // would report the harness's compilation as the benchmark's. Hot from the start, they are compiled now.
        for (int i = 0; i < READS_FIRST; i++) {
            of(Thread.currentThread());
        }
    }

    private ThreadCpuClock() {}

    /**
     * Loads the clock and makes its reads hot (a few ms, once a VM). Called on a cold path before any warm-up,
     * so neither happens where a measured phase begins.
     */
    public static void ready() {
        // the static initialiser has done the work
    }

    /**
     * Set (to the reason) in a VM that must not load the management beans, a lean cold fork: its threads' CPU time
     * is then unknown (-1) rather than paid for with seconds of compiling under {@code -Xcomp}.
     */
    public static final String OFF_PROPERTY = "rtjbench.thread_cpu_clock.off";

    private static ThreadMXBean open() {
        if (System.getProperty(OFF_PROPERTY) != null) {
            return null;
        }
        try {
            ThreadMXBean bean = ManagementFactory.getThreadMXBean();
            if (!bean.isThreadCpuTimeSupported()) {
                return null;
            }
            if (!bean.isThreadCpuTimeEnabled()) {
                bean.setThreadCpuTimeEnabled(true);
            }
            return bean;
        } catch (Throwable e) { // no java.lang.management on this VM, or not allowed to switch it on
            return null;
        }
    }

    public static boolean available() {
        return BEAN != null;
    }

    /** Where the figures come from, for the run's metadata. */
    public static String source() {
        return BEAN != null
                ? "ThreadMXBean.getThreadCpuTime (the thread's CPU clock: user + system time)"
                : System.getProperty(OFF_PROPERTY) != null
                        ? "not read: " + System.getProperty(OFF_PROPERTY)
                        : "not available on this VM (no ThreadMXBean CPU time)";
    }

    /** Nanoseconds of CPU {@code thread} has used so far; -1 where unknown (not started, ended, no support). */
    public static long of(Thread thread) {
        if (BEAN == null || thread == null) {
            return -1;
        }
        try {
            return BEAN.getThreadCpuTime(thread.getId());
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
