package rtjbench.core.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;

/**
 * Reads the {@link Platform} from a sysfs and a procfs tree. The roots are parameters so tests read saved trees
 * of other machines ({@code src/test/resources/platform/}). Every file is optional: what a kernel does not
 * expose (cpufreq in a VM, debugfs, /sys/kernel/realtime) is recorded as null, never an error.
 */
public final class PlatformReader {
    private final Path sys;
    private final Path proc;

    public PlatformReader(Path sysRoot, Path procRoot) {
        this.sys = sysRoot;
        this.proc = procRoot;
    }

    /** This machine's /sys and /proc. */
    public static PlatformReader system() {
        return new PlatformReader(Paths.get("/sys"), Paths.get("/proc"));
    }

    /** Reads the machine-wide settings and those of each CPU in {@code used}. */
    public Platform read(CpuList used) {
        Path cpuDir = sys.resolve("devices/system/cpu");
        Map<Integer, CpuPlatform> cpus = new LinkedHashMap<>();
        for (int cpu : used.cpus()) {
            cpus.put(cpu, readCpu(cpuDir.resolve("cpu" + cpu), cpu));
        }
        Map<String, String> boot = bootParameters(line(proc.resolve("cmdline")));
        String version = line(proc.resolve("sys/kernel/version"));
        if (version == null) {
            version = line(proc.resolve("version"));
        }
        Preemption preemption = Preemption.of(
                line(sys.resolve("kernel/realtime")),
                version,
                line(sys.resolve("kernel/debug/sched/preempt")),
                boot.get("preempt"));
        String available = line(sys.resolve("devices/system/clocksource/clocksource0/available_clocksource"));
        return new Platform(
                used,
                cpuList(cpuDir.resolve("online")),
                cpus,
                line(cpuDir.resolve("cpuidle/current_driver")),
                idleGovernor(cpuDir.resolve("cpuidle")),
                line(cpuDir.resolve("smt/control")),
                cpuList(cpuDir.resolve("isolated")),
                cpuList(cpuDir.resolve("nohz_full")),
                boot,
                number(proc.resolve("sys/kernel/sched_rt_runtime_us")),
                number(proc.resolve("sys/kernel/sched_rt_period_us")),
                bracketed(line(sys.resolve("kernel/mm/transparent_hugepage/enabled"))),
                bracketed(line(sys.resolve("kernel/mm/transparent_hugepage/defrag"))),
                preemption,
                line(sys.resolve("devices/system/clocksource/clocksource0/current_clocksource")),
                available == null
                        ? Collections.<String>emptyList()
                        : Arrays.asList(available.trim().split("\\s+")),
                hypervisorFlag(proc.resolve("cpuinfo")));
    }

    private CpuPlatform readCpu(Path dir, int cpu) {
        Path freq = dir.resolve("cpufreq");
        List<IdleState> states = new ArrayList<>();
        for (int k = 0; Files.isDirectory(dir.resolve("cpuidle/state" + k)); k++) {
            Path s = dir.resolve("cpuidle/state" + k);
            Long latency = number(s.resolve("latency"));
            Long residency = number(s.resolve("residency"));
            states.add(new IdleState(
                    line(s.resolve("name")),
                    line(s.resolve("desc")),
                    latency == null ? 0 : latency,
                    residency == null ? 0 : residency,
                    !"1".equals(line(s.resolve("disable")))));
        }
        CpuList core = cpuList(dir.resolve("topology/thread_siblings_list"));
        if (core == null) {
            core = cpuList(dir.resolve("topology/core_cpus_list"));
        }
        CpuList siblings = core == null ? CpuList.of() : core.minus(CpuList.of(cpu));
        return new CpuPlatform(
                cpu,
                line(freq.resolve("scaling_driver")),
                line(freq.resolve("scaling_governor")),
                number(freq.resolve("scaling_min_freq")),
                number(freq.resolve("scaling_max_freq")),
                number(freq.resolve("scaling_cur_freq")),
                states,
                siblings);
    }

    /** current_governor where the kernel lets it be changed, else current_governor_ro. */
    private static String idleGovernor(Path cpuidle) {
        String g = line(cpuidle.resolve("current_governor"));
        return g != null ? g : line(cpuidle.resolve("current_governor_ro"));
    }

    /**
     * The recorded parameters from a kernel command line; what follows "--" belongs to init, not the kernel.
     * A parameter given without a value maps to "".
     */
    static Map<String, String> bootParameters(String cmdline) {
        Map<String, String> found = new LinkedHashMap<>();
        if (cmdline == null) {
            return found;
        }
        for (String word : cmdline.trim().split("\\s+")) {
            if (word.equals("--")) {
                break;
            }
            int eq = word.indexOf('=');
            String key = eq < 0 ? word : word.substring(0, eq);
            if (Platform.BOOT_PARAMETERS.contains(key)) {
                found.put(key, eq < 0 ? "" : word.substring(eq + 1));
            }
        }
        return found;
    }

    /** "always [madvise] never" -> "madvise". */
    static String bracketed(String choices) {
        if (choices == null) {
            return null;
        }
        int open = choices.indexOf('[');
        int close = choices.indexOf(']', open + 1);
        return open < 0 || close < 0 ? choices.trim() : choices.substring(open + 1, close);
    }

    /**
     * Whether /proc/cpuinfo's flags include "hypervisor" (set by the CPU for a guest); null where there are no flags.
     */
    private static Boolean hypervisorFlag(Path cpuinfo) {
        List<String> lines = lines(cpuinfo);
        for (String l : lines) {
            if (l.startsWith("flags") && l.indexOf(':') > 0) {
                return Arrays.asList(l.substring(l.indexOf(':') + 1).trim().split("\\s+"))
                        .contains("hypervisor");
            }
        }
        return null;
    }

    private static CpuList cpuList(Path file) {
        String text = line(file);
        if (text == null) {
            return null;
        }
        try {
            return CpuList.parse(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Long number(Path file) {
        String text = line(file);
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The first line, trimmed; null where the file is missing, unreadable or empty. */
    private static String line(Path file) {
        List<String> lines = lines(file);
        return lines.isEmpty() ? null : lines.get(0).trim();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | SecurityException | java.io.UncheckedIOException e) {
            return Collections.emptyList();
        }
    }
}
