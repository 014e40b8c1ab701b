package rtjbench.events.cpmd;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;

/**
 * {@code migrate_shared} and {@code migrate_far}: the test thread moves itself to the other CPU of its pair
 * ({@code sched_setaffinity} on itself returns once the kernel has moved it), so the pass after runs where
 * its working set is not in the private caches; the next job's hot pass runs there too and the next
 * migration goes back, so the thread alternates between the two CPUs. After each move it asks which CPU it
 * is on and counts moves that did not land. The call builds its CPU mask (a small allocation a job,
 * outside the timed passes).
 */
final class Migration implements Disturbance {
    private final ThreadControl control;
    private final CpuList[] cpus;
    private int at;
    private volatile long moves;
    private volatile long offTarget;

    /** {@code home} is where the harness placed the thread; {@code target} where its first move goes. */
    Migration(ThreadControl control, int home, int target) {
        this.control = control;
        this.cpus = new CpuList[] {CpuList.of(home), CpuList.of(target)};
    }

    @Override
    public boolean disturb(ThreadContext ctx) {
        int next = 1 - at;
        try {
            control.setAffinity(cpus[next]);
        } catch (NativeCallException e) {
            throw new IllegalStateException(
                    "disturbance could not move the thread to CPU " + cpus[next] + ": " + e.getMessage(), e);
        }
        if (control.currentCpu() != cpus[next].get(0)) {
            offTarget++;
        }
        at = next;
        moves++;
        return true;
    }

    @Override
    public Map<String, Object> facts() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("migrations", moves);
        m.put("migrations_off_target", offTarget);
        return m;
    }

    @Override
    public void close() {}
}
