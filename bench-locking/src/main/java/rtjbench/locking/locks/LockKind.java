package rtjbench.locking.locks;

import java.util.ArrayList;
import java.util.List;

/** The locks the spin-lock test can use, by their argument names; the one place that maps a name to a class. */
public enum LockKind {
    TAS("tas", true, "test-and-set: spin on an atomic swap"),
    TTAS("ttas", true, "test-and-test-and-set: spin reading, then one CAS"),
    TICKET("ticket", true, "ticket lock: fetch-and-add a ticket, spin until owner shows it"),
    MCS("mcs", true, "MCS queue lock: each waiter spins on its own node"),
    SYNCHRONIZED("synchronized", false, "a Java monitor (synchronized block)"),
    REENTRANTLOCK("reentrantlock", false, "java.util.concurrent.locks.ReentrantLock, non-fair");

    private final String argName;
    private final boolean spins;
    private final String description;

    LockKind(String argName, boolean spins, String description) {
        this.argName = argName;
        this.spins = spins;
        this.description = description;
    }

    public String argName() {
        return argName;
    }

    /** Whether waiters busy-wait (the algorithms written here) rather than park (the Java baselines). */
    public boolean spins() {
        return spins;
    }

    public String description() {
        return description;
    }

    /**
     * A new lock of this kind for at most {@code maxThreads} threads. Padding only changes the spin algorithms'
     * words; the baselines keep their state where the VM puts it (the monitor's object header, the lock's
     * fields).
     */
    public BenchLock newLock(LockWords words, int maxThreads) {
        switch (this) {
            case TAS:
                return new TasLock(words);
            case TTAS:
                return new TtasLock(words);
            case TICKET:
                return new TicketLock(words);
            case MCS:
                return new McsLock(words, maxThreads);
            case SYNCHRONIZED:
                return new MonitorLock();
            case REENTRANTLOCK:
                return new ReentrantLockLock();
            default:
                throw new AssertionError(this);
        }
    }

    /** How many words {@link #newLock} takes from its source, for sizing {@link LockWords#adjacent}. */
    public int wordsNeeded(int maxThreads) {
        switch (this) {
            case TAS:
            case TTAS:
                return 1;
            case TICKET:
                return 2;
            case MCS:
                return 1 + 2 * maxThreads;
            default:
                return 0;
        }
    }

    public static LockKind fromArg(String name) {
        for (LockKind k : values()) {
            if (k.argName.equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no lock '" + name + "'; allowed: " + String.join(", ", argNames()));
    }

    public static String[] argNames() {
        List<String> names = new ArrayList<>();
        for (LockKind k : values()) {
            names.add(k.argName);
        }
        return names.toArray(new String[0]);
    }
}
