package rtjbench.sched.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/** Random tiny task sets with integer parameters (periods 2 to 12), for tests against {@link BruteForceSchedule}. */
final class TinySets {
    private TinySets() {}

    /** {@code count} sets of 2 to 7 tasks; deadlines equal to periods, or drawn in [C, T] where constrained. */
    static List<TaskSet> draw(long seed, int count, boolean constrained) {
        Random r = new Random(seed);
        List<TaskSet> sets = new ArrayList<>();
        for (int s = 0; s < count; s++) {
            int n = 2 + r.nextInt(6);
            List<Task> tasks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long t = 2 + r.nextInt(11);
                long c = 1 + r.nextInt((int) Math.max(1, t / 2));
                long d = constrained ? c + r.nextInt((int) (t - c + 1)) : t;
                tasks.add(new Task("t" + i, t, c, d, Task.NONE, (int) Task.NONE));
            }
            sets.add(new TaskSet(Integer.toString(s), tasks));
        }
        return sets;
    }
}
