package rtjbench.core.bench;

import java.util.Map;
import rtjbench.core.rtsj.RtsjDetection;

/**
 * Registers the RTSJ thread factories ({@code rt}, {@code nh}) where the VM has the classes, loading the
 * factory reflectively; otherwise records why not ("this VM lacks RTSJ: ...").
 */
public final class RtsjThreads {
    static final String FACTORY = "rtjbench.core.rtsj.impl.RealtimeThreadFactory";

    private RtsjThreads() {}

    public static void register(
            RtsjDetection rtsj, Map<String, TestThreadFactory> factories, Map<String, String> missing) {
        if (rtsj.hasRealtimeThread()) {
            factories.put("rt", load(false));
            missing.remove("rt");
        } else {
            missing.put("rt", rtsj.lacks("javax.realtime.RealtimeThread"));
        }
        if (rtsj.hasNoHeapRealtimeThread()) {
            factories.put("nh", load(true));
            missing.remove("nh");
        } else {
            missing.put("nh", rtsj.lacks("javax.realtime.NoHeapRealtimeThread"));
        }
    }

    private static TestThreadFactory load(boolean noHeap) {
        try {
            return (TestThreadFactory)
                    Class.forName(FACTORY).getDeclaredConstructor(boolean.class).newInstance(noHeap);
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("cannot load " + FACTORY + " although this VM has RealtimeThread: " + e, e);
        }
    }
}
