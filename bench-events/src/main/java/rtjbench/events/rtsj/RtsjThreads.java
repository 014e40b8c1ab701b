package rtjbench.events.rtsj;

import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;

/** RealtimeThreads for thread_start; loaded only on a VM that has them. */
public final class RtsjThreads {
    private RtsjThreads() {}

    /** A new, unstarted RealtimeThread at {@code priority} (RTSJ priority), heap as its memory area. */
    public static Thread unstarted(String name, Runnable body, int priority) {
        RealtimeThread t = new RealtimeThread(new PriorityParameters(priority), null, null, null, null, body);
        t.setName(name);
        t.setDaemon(true);
        return t;
    }
}
