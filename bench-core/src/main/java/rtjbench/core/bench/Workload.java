package rtjbench.core.bench;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;
import rtjbench.core.rtsj.TestMemoryArea;

/**
 * One run of a benchmark at one sweep point, prepared from its config. The harness creates the threads,
 * places and schedules them, then asks the workload, inside each thread, for its body.
 */
public interface Workload {
    /** The CPUs thread {@code index} is placed on. */
    CpuList placement(int index);

    /**
     * Called in test thread {@code ctx.index()} after its affinity and policy are set and before the start
     * barrier: allocate what the loop needs here (sources, destinations, handlers), never in the loop.
     */
    ThreadBody newThreadBody(ThreadContext ctx) throws Exception;

    /**
     * The memory area thread {@code index} starts in (RTSJ threads only: the area under test, e.g. immortal);
     * null for the default (the heap; immortal for no-heap threads).
     */
    default TestMemoryArea initialMemoryArea(int index) {
        return null;
    }

    /**
     * What this workload decided that a reader needs to interpret the numbers (cache level, sizes). Asked
     * after {@code prepare} and again after the run (after {@link #close()}), so it may add what happened
     * during the run (counts of missed periods, which handler ran first).
     */
    default Map<String, Object> metadata() {
        return Collections.emptyMap();
    }

    /**
     * Facts that need the run's samples (cost per byte, scope re-entries), added to the metadata after the
     * threads ended; {@code nanosPerTick} converts the samples' clock ticks. Cold path.
     */
    default Map<String, Object> results(double nanosPerTick) {
        return Collections.emptyMap();
    }

    /**
     * Files this run adds to its folder beside the samples (a record a job), asked once after the run, after the
     * facts of {@link #results}; none by default.
     */
    default List<ResultFile> files() {
        return Collections.emptyList();
    }

    /**
     * Whether the timed operation allocates, so that a garbage collection in the measured phase is part of
     * what is measured (memalloc) rather than a disturbance the run warns about.
     */
    default boolean measuresAllocation() {
        return false;
    }

    /**
     * What the user should read before the numbers (a fallback taken, a layout that shares CPUs): printed on
     * the run's console and recorded with the run's warnings. Asked after {@code prepare} and again after the
     * run, when only the lines not yet shown are printed. Benchmarks never print themselves.
     */
    default List<String> notes() {
        return Collections.emptyList();
    }

    /** Called once all threads ended (or were stopped): stop helper threads, release memory. */
    default void close() {}
}
