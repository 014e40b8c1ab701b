package rtjbench.sched.sim;

/** What a simulation does when a job passes its deadline unfinished. */
public enum AfterMiss {
    /**
     * End the simulation at the instant of the first miss (every miss at that instant is counted). What an
     * exact test needs, and the cheapest: a set that misses once is not schedulable.
     */
    STOP,
    /**
     * Count the miss and go on: the late job keeps its priority and runs to completion (it is never dropped),
     * and its slack, deadline minus finish, is negative.
     */
    CONTINUE
}
