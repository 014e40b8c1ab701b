package rtjbench.core.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rtjbench.core.jvm.ThreadCpuClock;

/**
 * The CPU time one test thread and the helper threads that work for it (its event's handler) used in its
 * measured phase: each one's CPU clock read when the warm-up ends ({@link #start()}) and when the measured loop
 * ends ({@link #end()}), both outside the timed loop, with the wall time between. A spinning handler shows as
 * about one CPU (CPU time close to the wall time), a parked one as almost none.
 */
public final class CpuAccount {
    /** One thread's figures; cpu -1 where unknown. */
    public static final class Use {
        public final String name;
        public final long cpuNanos;

        Use(String name, long cpuNanos) {
            this.name = name;
            this.cpuNanos = cpuNanos;
        }
    }

    /**
     * What {@link #end} makes, loaded with this class, before any run: else the first thread to end loads it
     * while another still measures.
     */
    @SuppressWarnings("unused")
    private static final Class<Use> USE = Use.class;

    private final Thread self;
    private final List<String> helperNames = new ArrayList<>();
    private final List<Thread> helpers = new ArrayList<>();
    private long[] startCpu;
    private long startWall;
    private Use own;
    private final List<Use> helperUse = new ArrayList<>();
    private long wallNanos = -1;

    public CpuAccount(Thread self) {
        this.self = self;
        ThreadCpuClock.ready(); // loaded and hot before the warm-up, not where the measured phase begins
    }

    /** Counts {@code thread}'s CPU time with this test thread's (before the warm-up ends). Cold path. */
    public synchronized void addHelper(String name, Thread thread) {
        helperNames.add(name);
        helpers.add(thread);
    }

    /** The measured phase begins: every thread's CPU clock is read. */
    public synchronized void start() {
        // The wall time's span encloses the CPU clocks' reads, so a short phase cannot show a thread busier than
        // one CPU because of the reads themselves.
        startWall = System.nanoTime();
        startCpu = new long[helpers.size() + 1];
        startCpu[0] = ThreadCpuClock.of(self);
        for (int i = 0; i < helpers.size(); i++) {
            startCpu[i + 1] = ThreadCpuClock.of(helpers.get(i));
        }
    }

    /** The measured phase ended (or the thread stopped in it); nothing happens where it never began. */
    public synchronized void end() {
        if (startCpu == null || own != null) {
            return;
        }
        own = new Use(self.getName(), used(startCpu[0], ThreadCpuClock.of(self)));
        for (int i = 0; i < helpers.size(); i++) {
            helperUse.add(new Use(helperNames.get(i), used(startCpu[i + 1], ThreadCpuClock.of(helpers.get(i)))));
        }
        wallNanos = System.nanoTime() - startWall;
    }

    private static long used(long from, long to) {
        return from < 0 || to < 0 ? -1 : Math.max(0, to - from);
    }

    /** The test thread's own; null before {@link #end()}. */
    public synchronized Use own() {
        return own;
    }

    public synchronized List<Use> helpers() {
        return Collections.unmodifiableList(new ArrayList<>(helperUse));
    }

    /** Wall time of the measured phase; -1 before {@link #end()}. */
    public synchronized long wallNanos() {
        return wallNanos;
    }
}
