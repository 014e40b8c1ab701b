package rtjbench.events.cpmd;

import java.util.Collections;
import java.util.Map;
import rtjbench.core.bench.ThreadContext;

/**
 * What the cpmd thread suffers between its hot pass and the pass after it. Runs in the test thread, outside
 * both timed regions; made before the run ({@link Preemption}, {@link Migration}, or {@link #NONE}).
 */
interface Disturbance {
    /** Disturbs once; false where the run was stopped meanwhile. */
    boolean disturb(ThreadContext ctx);

    /** What happened (counts, refused requests), for the run's metadata; asked again after the run. */
    Map<String, Object> facts();

    /** Ends helper threads. */
    void close();

    /** {@code none}: the pass after is simply the next hot pass. */
    Disturbance NONE = new Disturbance() {
        @Override
        public boolean disturb(ThreadContext ctx) {
            return true;
        }

        @Override
        public Map<String, Object> facts() {
            return Collections.emptyMap();
        }

        @Override
        public void close() {}
    };
}
