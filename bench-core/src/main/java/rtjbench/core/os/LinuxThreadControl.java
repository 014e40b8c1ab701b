package rtjbench.core.os;

import java.util.ArrayList;
import java.util.List;

/**
 * Linux's calls for the calling thread (pid 0): affinity, policy and priority, the current CPU, SCHED_DEADLINE,
 * mlockall. What each call is asked and what its failure says is here, once; a binding ({@link JnaLinuxControl}
 * through JNA's direct mapping, {@code FfmLinuxControl} through FFM downcalls on Java 22+) only makes the call
 * and hands back its result, or its errno negated. All cold-path calls; the clock never goes through here.
 */
abstract class LinuxThreadControl implements ThreadControl {
    static final int MCL_CURRENT = 1;
    static final int MCL_FUTURE = 2;
    /** Room for 1024 CPUs, glibc's cpu_set_t. */
    static final int MASK_BYTES = 128;
    /**
     * The thread counters' calls, laid out as on 64-bit Linux (timespec: two longs; rusage: two timevals of two
     * longs, then fourteen longs, ru_nivcsw the last), for both bindings.
     */
    static final int CLOCK_THREAD_CPUTIME_ID = 3;

    static final int RUSAGE_THREAD = 1;
    static final int RUSAGE_LONGS = 18;
    static final int RU_NIVCSW = 17;
    static final String SOURCES =
            "sched_getcpu, clock_gettime(CLOCK_THREAD_CPUTIME_ID), getrusage(RUSAGE_THREAD).ru_nivcsw";
    /** sched_getscheduler's flag for a policy set with SCHED_RESET_ON_FORK, not part of the policy. */
    private static final int RESET_ON_FORK = 0x40000000;

    /** What makes the calls ("JNA 5.14.0", "FFM"), for {@link #description}. */
    abstract String binding();

    /** {@code sched_setaffinity(0, MASK_BYTES, mask)}: 0, or -errno. */
    abstract int setAffinityMask(byte[] mask);

    /** {@code sched_getaffinity(0, MASK_BYTES, mask)}, filling {@code mask}: 0, or -errno. */
    abstract int getAffinityMask(byte[] mask);

    /** {@code sched_setscheduler(0, policy, {priority})}: 0, or -errno. */
    abstract int setScheduler(int policy, int priority);

    /** {@code sched_getscheduler(0)}: the policy, or -errno. */
    abstract int getScheduler();

    /** {@code sched_getparam(0, &param)}: its priority, or -errno. */
    abstract int getSchedPriority();

    /** {@code mlockall(flags)}: 0, or -errno. */
    abstract int lockAll(int flags);

    /** {@code munlockall()}: 0, or -errno. */
    abstract int unlockAll();

    /** {@code sched_setattr(0, attr, 0)} as the raw system call {@code number} ({@link SchedAttr}): 0, or -errno. */
    abstract int setAttr(long number, byte[] attr) throws NativeCallException;

    @Override
    public String description() {
        return "linux (" + binding() + ")";
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public void setAffinity(CpuList cpus) throws NativeCallException {
        byte[] mask = new byte[MASK_BYTES];
        for (int cpu : cpus.cpus()) {
            if (cpu >= MASK_BYTES * 8) {
                throw new NativeCallException(
                        "sched_setaffinity: CPU " + cpu + " is beyond the " + MASK_BYTES * 8 + " CPUs supported");
            }
            mask[cpu / 8] |= (byte) (1 << (cpu % 8));
        }
        check(setAffinityMask(mask), "sched_setaffinity", "0, " + cpus);
    }

    @Override
    public CpuList getAffinity() throws NativeCallException {
        byte[] mask = new byte[MASK_BYTES];
        check(getAffinityMask(mask), "sched_getaffinity", "0");
        List<Integer> cpus = new ArrayList<>();
        for (int i = 0; i < MASK_BYTES * 8; i++) {
            if ((mask[i / 8] & (1 << (i % 8))) != 0) {
                cpus.add(i);
            }
        }
        return CpuList.of(cpus);
    }

    @Override
    public void setScheduler(SchedPolicy policy, int priority) throws NativeCallException {
        if (policy == SchedPolicy.DEADLINE) {
            throw new NativeCallException("SCHED_DEADLINE takes a runtime, deadline and period, not a priority:"
                    + " ThreadControl.setDeadline sets it");
        }
        int prio = policy.isRealtime() ? priority : 0;
        check(
                setScheduler(policy.linuxValue(), prio),
                "sched_setscheduler",
                "0, SCHED_" + policy.name() + ", priority " + prio);
    }

    @Override
    public void setDeadline(long runtime, long deadline, long period) throws NativeCallException {
        String args = SchedAttr.describe(runtime, deadline, period);
        long number = SchedAttr.syscallNumber(System.getProperty("os.arch", ""));
        if (number < 0) {
            throw new NativeCallException("sched_setattr(" + args + "): the system call's number on "
                    + System.getProperty("os.arch") + " is not known to the suite");
        }
        check(setAttr(number, SchedAttr.deadline(runtime, deadline, period)), "sched_setattr", args);
    }

    @Override
    public SchedPolicy getPolicy() throws NativeCallException {
        return SchedPolicy.fromLinux(check(getScheduler(), "sched_getscheduler", "0") & ~RESET_ON_FORK);
    }

    @Override
    public int getPriority() throws NativeCallException {
        return check(getSchedPriority(), "sched_getparam", "0");
    }

    @Override
    public void lockAllMemory() throws NativeCallException {
        check(lockAll(MCL_CURRENT | MCL_FUTURE), "mlockall", "MCL_CURRENT|MCL_FUTURE");
    }

    @Override
    public void unlockAllMemory() throws NativeCallException {
        check(unlockAll(), "munlockall", "");
    }

    private static int check(int result, String call, String args) throws NativeCallException {
        if (result < 0) {
            throw new NativeCallException(call, args, -result);
        }
        return result;
    }
}
