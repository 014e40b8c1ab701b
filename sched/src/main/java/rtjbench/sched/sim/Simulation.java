package rtjbench.sched.sim;

import rtjbench.sched.model.TaskSet;

/** One simulation over a fixed window {@code [0, horizon]}: jobs released before the horizon, deadlines up to it. */
public final class Simulation {
    private Simulation() {}

    /** Simulates {@code [0, horizon]}; {@code sink} gets every job (null: none is kept). */
    public static SimResult run(
            TaskSet set, Placement placement, JobPriority priority, long horizon, AfterMiss afterMiss, JobSink sink) {
        if (horizon <= 0) {
            throw new IllegalArgumentException("the horizon is a positive time, got " + horizon + " ns");
        }
        Simulator sim = new Simulator(set, placement, priority, afterMiss, sink);
        sim.advanceTo(horizon);
        return sim.finish();
    }
}
