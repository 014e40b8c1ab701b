package rtjbench.core.os;

import java.util.Locale;

/** The POSIX scheduling policies the suite uses, with Linux's numbers. */
public enum SchedPolicy {
    OTHER(0),
    FIFO(1),
    RR(2);

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

    /** Maps a value read back from the kernel; policies the suite never sets (BATCH, IDLE, DEADLINE) give null. */
    public static SchedPolicy fromLinux(int value) {
        for (SchedPolicy p : values()) {
            if (p.linuxValue == value) {
                return p;
            }
        }
        return null;
    }
}
