package rtjbench.locking;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Group;
import org.openjdk.jmh.annotations.GroupThreads;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.ThreadParams;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.os.TwinEnvironment;
import rtjbench.locking.locks.BenchLock;
import rtjbench.locking.locks.LockKind;
import rtjbench.locking.locks.LockWords;
import rtjbench.locking.locks.Locker;

/**
 * JMH twins of the {@code spinlock} testapp: each lock of {@link LockKind} made the way the harness
 * makes it, and the harness's own {@link Locker#timedSection} called with a clock that reads nothing
 * ({@link Locker#UNTIMED}), around the harness's critical section ({@link CacheAwareSpinLock.LineWriter},
 * {@code cs_lines} lines).
 * <p>
 * JMH times the whole call: acquire, critical section, release. So does the harness with {@code timed=section}
 * ({@link Locker#timedWhole}: its two clock reads around this very call), which is how {@code args/crosscheck.xml}
 * runs it; the seed's {@code timed=acquire} (the default) times the acquire alone and is not this operation.
 * Threads are pinned and memory locked as in the harness ({@link TwinEnvironment}: {@code -Drtjbench.twin.cpus},
 * thread i of a group on CPU i mod n), the rest of the VM is not.
 * <ul>
 * <li>{@code uncontended}: one thread, its own lock: the fast path of each algorithm (the harness with one
 * running thread, e.g. {@code no_of_threads=2} on a machine whose second half idles).</li>
 * <li>{@code contended}: an {@code @Group} of two threads on one lock, like the harness's cache-aware half of
 * two threads with {@code instr_load=0}; without {@code -Drtjbench.twin.cpus} the OS places them.</li>
 * </ul>
 * The returned ticks (0 from the null clock, or -1 if stopped) go to JMH's Blackhole; the critical section
 * writes a shared array field, so nothing can be removed.
 */
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LockTwins {
    /** A lock and its protected data, shared by the threads of a benchmark or group. */
    @State(Scope.Group)
    public static class SharedLock {
        @Param({"tas", "ttas", "ticket", "mcs", "synchronized", "reentrantlock"})
        public String lock;

        @Param({"padded"})
        public String padding;

        @Param({"1"})
        public int cs_lines;

        BenchLock benchLock;
        CacheAwareSpinLock.LineWriter section;
        final StopFlag stop = new StopFlag();

        @Setup(Level.Trial)
        public void setUp() {
            LockKind kind = LockKind.fromArg(lock);
            int threads = 2;
            LockWords words;
            if ("padded".equals(padding)) {
                words = LockWords.padded();
            } else if ("unpadded".equals(padding)) {
                words = LockWords.adjacent(Math.max(1, kind.wordsNeeded(threads)));
            } else {
                throw new IllegalArgumentException("padding=" + padding + "; allowed: padded, unpadded");
            }
            benchLock = kind.newLock(words, threads);
            section = new CacheAwareSpinLock.LineWriter(cs_lines, 8);
        }
    }

    /** One thread's handle (an MCS locker owns its queue node), made by the thread that uses it. */
    @State(Scope.Thread)
    public static class Handle {
        Locker locker;
        Runnable section;

        @Setup(Level.Trial)
        public void setUp(SharedLock shared, ThreadParams thread) {
            System.out.println("lock twin: " + TwinEnvironment.apply(thread.getGroupThreadIndex()));
            locker = shared.benchLock.newLocker(shared.stop);
            section = shared.section;
        }
    }

    @Benchmark
    public long uncontended(Handle h) {
        return h.locker.timedSection(Locker.UNTIMED, h.section);
    }

    @Benchmark
    @Group("contended")
    @GroupThreads(2)
    public long contended(Handle h) {
        return h.locker.timedSection(Locker.UNTIMED, h.section);
    }
}
