package rtjbench.core.platform;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The kernel's preemption model, from what it exposes: {@code /sys/kernel/realtime} (1 on PREEMPT_RT), the
 * version string ({@code uname -v}: "PREEMPT_RT", "PREEMPT_DYNAMIC", "PREEMPT"), the PREEMPT_DYNAMIC mode in
 * effect from debugfs ({@code /sys/kernel/debug/sched/preempt}: "none voluntary (full) lazy", the current one
 * in parentheses) or else as booted ({@code preempt=} on the command line).
 */
public final class Preemption {
    /** A real-time thread may still wait for kernel code to reach a preemption point. */
    public static final String NONE = "none";

    public static final String VOLUNTARY = "voluntary";
    public static final String FULL = "full";
    public static final String LAZY = "lazy";
    public static final String RT = "rt";
    /**
     * Neither the version string nor anything else says (a kernel without PREEMPT in its version is none or voluntary).
     */
    public static final String UNKNOWN = "unknown";

    private final String model;
    private final boolean dynamic;
    private final String source;
    private final String version;

    private Preemption(String model, boolean dynamic, String source, String version) {
        this.model = model;
        this.dynamic = dynamic;
        this.source = source;
        this.version = version;
    }

    /**
     * @param realtimeFlag contents of /sys/kernel/realtime, or null
     * @param version      uname -v (or /proc/version), or null
     * @param debugfsMode  contents of /sys/kernel/debug/sched/preempt, or null
     * @param bootMode     the value of preempt= on the kernel command line, or null
     */
    static Preemption of(String realtimeFlag, String version, String debugfsMode, String bootMode) {
        boolean rtVersion = version != null && hasWord(version, "PREEMPT_RT");
        if ("1".equals(realtimeFlag) || rtVersion) {
            return new Preemption(
                    RT, false, "1".equals(realtimeFlag) ? "/sys/kernel/realtime" : "kernel version", version);
        }
        boolean dynamic = version != null && hasWord(version, "PREEMPT_DYNAMIC");
        String current = debugfsMode == null ? null : parenthesised(debugfsMode);
        if (current != null) {
            return new Preemption(current, true, "/sys/kernel/debug/sched/preempt", version);
        }
        if (dynamic) {
            return bootMode != null
                    ? new Preemption(
                            bootMode.toLowerCase(Locale.ROOT), true, "preempt= on the kernel command line", version)
                    : new Preemption(
                            UNKNOWN,
                            true,
                            "PREEMPT_DYNAMIC, mode not exposed (mount debugfs to read sched/preempt)",
                            version);
        }
        if (version != null && hasWord(version, "PREEMPT")) {
            return new Preemption(FULL, false, "kernel version", version);
        }
        return new Preemption(
                UNKNOWN,
                false,
                version == null ? "no version readable" : "kernel version says none or voluntary",
                version);
    }

    private static boolean hasWord(String text, String word) {
        for (String w : text.split("\\s+")) {
            if (w.equals(word)) {
                return true;
            }
        }
        return false;
    }

    private static String parenthesised(String modes) {
        int open = modes.indexOf('(');
        int close = modes.indexOf(')', open + 1);
        return open < 0 || close < 0 ? null : modes.substring(open + 1, close).trim();
    }

    /** none, voluntary, full, lazy, rt, or unknown. */
    public String model() {
        return model;
    }

    /** Whether a real-time thread may wait for kernel code to reach a preemption point. */
    public boolean deferred() {
        return NONE.equals(model) || VOLUNTARY.equals(model);
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("model", model);
        m.put("realtime", RT.equals(model));
        m.put("dynamic", dynamic);
        m.put("source", source);
        m.put("version", version);
        return m;
    }
}
