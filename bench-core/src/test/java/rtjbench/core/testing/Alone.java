package rtjbench.core.testing;

/**
 * The JUnit tag of a test class that times real work and asserts on the figures (a busy loop calibrated to a
 * WCET, a spike injected and named): the build runs these after a module's other tests, one VM at a time, so that
 * no test VM beside them starts forks or spins. On two CPUs a neighbour starting four cold forks made a task set's
 * calibration miss its bound.
 */
public final class Alone {
    public static final String TAG = "alone";

    private Alone() {}
}
