package rtjbench.core.run.phase;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a method the JIT compiled in the measured phase runs, told by its class, as far as a name can tell:
 * <ul>
 * <li><b>off the timed path</b>: the harness's own bookkeeping, which never runs between a timed region's two
 * clock reads (the runner, the phase accounting and the JVM's counters, the recording of results, the warm-up's
 * sequencing, the statistics a loop keeps between its samples: {@link #OFF_PATH});</li>
 * <li><b>on the timed path</b>: any other class of the suite: the testapps' loops, their operations and handlers,
 * the clocks and the sample buffers, whose code runs in or right beside the timed regions;</li>
 * <li><b>maybe on the timed path</b>: the JDK's (and any other library's) classes, which a timed operation may
 * call (a lock, a park, an array copy) as may the harness's bookkeeping.</li>
 * </ul>
 * A compilation on the timed path means some samples ran slower code than the rest; off it, the compiler only
 * took CPU time beside the samples.
 */
public enum TimedPath {
    ON("on the timed path"),
    MAYBE("maybe on the timed path"),
    OFF("off the timed path");

    /** The suite's packages and classes that never run inside a timed region. */
    static final String[] OFF_PATH = {
        "rtjbench.core.run.",
        "rtjbench.core.jvm.",
        "rtjbench.core.record.",
        "rtjbench.core.bench.Warmup",
        "rtjbench.core.bench.CpuAccount",
        "rtjbench.stats."
    };

    /** As a warning says it. */
    public final String words;

    TimedPath(String words) {
        this.words = words;
    }

    /** Of a compiled method as the log names it: {@code rtjbench.stats.DeadlineMisses::record (tier 3)}. */
    public static TimedPath of(String method) {
        String cls = className(method);
        if (!cls.startsWith("rtjbench.")) {
            return MAYBE;
        }
        for (String prefix : OFF_PATH) {
            if (cls.startsWith(prefix)) {
                return OFF;
            }
        }
        return ON;
    }

    /** {@code DeadlineMisses::record}: the class without its package, and the method, without tier or bci. */
    public static String shortName(String method) {
        String m = method;
        int paren = m.indexOf(" (");
        if (paren > 0) {
            m = m.substring(0, paren);
        }
        int at = m.indexOf(" @ ");
        if (at > 0) {
            m = m.substring(0, at);
        }
        int sep = m.indexOf("::");
        int dot = m.lastIndexOf('.', sep < 0 ? m.length() : sep);
        return m.substring(dot + 1);
    }

    /** The methods on the timed path first, then those maybe on it, then the rest; each group in log order. */
    public static List<String> worstFirst(List<String> methods) {
        List<String> out = new ArrayList<>();
        for (TimedPath where : values()) {
            for (String m : methods) {
                if (of(m) == where) {
                    out.add(m);
                }
            }
        }
        return out;
    }

    private static String className(String method) {
        int sep = method.indexOf("::");
        return sep < 0 ? method : method.substring(0, sep);
    }
}
