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

    /**
     * The policy an args-file name names; IllegalArgumentException for another name. A loop over the constants, not
     * {@code valueOf}: {@code Enum.valueOf} finds them through {@code values()} called by reflection, which on JDK
     * 18+ builds a method-handle accessor, hundreds of compilations in a fresh VM under -Xcomp (a cold fork parses
     * its policy before its first event).
     */
    public static SchedPolicy fromArg(String name) {
        String constant = name.toUpperCase(Locale.ROOT);
        for (SchedPolicy p : values()) {
            if (p.name().equals(constant)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no scheduling policy '" + name + "'; allowed: other, fifo, rr");
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
