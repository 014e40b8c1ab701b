package rtjbench.sched.partition;

import rtjbench.sched.analysis.TaskArrays;

/** Whether one more task fits on a CPU: the uniprocessor test a partitioning heuristic asks per CPU. */
public interface Admission {
    /**
     * Whether the tasks {@code onCpu[0..count)} (which passed together) and {@code candidate} pass together on
     * one processor. {@code onCpu} has room at index {@code count}, which the admission may use.
     */
    boolean admits(TaskArrays tasks, int[] onCpu, int count, int candidate);

    /**
     * This admission for one partitioning of {@code tasks}, which the {@link Partitioner} asks instead and tells of
     * each placement, so that it may keep what it learnt of each CPU from one placement to the next. Its answers
     * are {@link #admits}'s, always; the default keeps nothing.
     */
    default Placing placing(TaskArrays tasks) {
        return new Placing() {
            @Override
            public boolean admits(int[] onCpu, int count, int candidate) {
                return Admission.this.admits(tasks, onCpu, count, candidate);
            }

            @Override
            public void placed(int[] onCpu, int count, int task) {}
        };
    }

    /** An admission during one partitioning: the same questions, and each placement told as it is made. */
    interface Placing {
        /** {@link Admission#admits} for the partitioning's tasks. */
        boolean admits(int[] onCpu, int count, int candidate);

        /** {@code task}, which this CPU admitted last, now placed on it after {@code onCpu[0..count)}. */
        void placed(int[] onCpu, int count, int task);
    }
}
