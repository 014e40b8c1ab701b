package rtjbench.sched.partition;

import rtjbench.sched.analysis.TaskArrays;

/** Whether one more task fits on a CPU: the uniprocessor test a partitioning heuristic asks per CPU. */
public interface Admission {
    /**
     * Whether the tasks {@code onCpu[0..count)} (which passed together) and {@code candidate} pass together on
     * one processor. {@code onCpu} has room at index {@code count}, which the admission may use.
     */
    boolean admits(TaskArrays tasks, int[] onCpu, int count, int candidate);
}
