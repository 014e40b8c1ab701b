package rtjbench.core.os;

import java.util.Locale;

/**
 * The scheduling policies the suite uses, with Linux's numbers. {@link #DEADLINE} is Linux's SCHED_DEADLINE: it
 * takes a runtime, a deadline and a period instead of a priority, so it is set through {@link
 * ThreadControl#setDeadline}, never {@link ThreadControl#setScheduler}, and is no value of {@code
 * scheduling_policy}.
 */
public enum SchedPolicy {
    OTHER(0),
    FIFO(1),
    RR(2),
    DEADLINE(6);

    private final int linuxValue;

    SchedPolicy(int linuxValue) {
        this.linuxValue = linuxValue;
    }

    public int linuxValue() {
        return linuxValue;
    }

    public boolean isRealtime() {
        return this != OTHER;
    }

    /** The args-file name: other, fifo, rr. */
    public String argName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SchedPolicy fromArg(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }

    /** Maps a value read back from the kernel; policies the suite never sets (BATCH, IDLE) give null. */
    public static SchedPolicy fromLinux(int value) {
        for (SchedPolicy p : values()) {
            if (p.linuxValue == value) {
                return p;
            }
        }
        return null;
    }
}
