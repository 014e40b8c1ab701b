package rtjbench.core.clock;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether this machine's time-stamp counter can be trusted as a clock, decided from what Linux publishes:
 * <ul>
 * <li>x86-64: {@code constant_tsc} (ticks at one rate whatever the CPU frequency) and {@code nonstop_tsc}
 * (keeps ticking in deep C-states) in the flags of {@code /proc/cpuinfo}, on every CPU listed;</li>
 * <li>the kernel's own verdict: where the kernel found the TSC unstable it drops {@code tsc} from
 * {@code available_clocksource}; that refuses it too. A current clocksource other than {@code tsc} with
 * {@code tsc} still available (typical under KVM, {@code kvm-clock}) is noted, not refused;</li>
 * <li>aarch64: the generic timer's virtual counter runs at a fixed frequency by architecture.</li>
 * </ul>
 * Parsing takes the files' text, so tests run on saved copies from other machines.
 */
public final class TscInvariance {
    private final boolean trusted;
    private final List<String> problems;
    private final List<String> notes;

    private TscInvariance(boolean trusted, List<String> problems, List<String> notes) {
        this.trusted = trusted;
        this.problems = problems;
        this.notes = notes;
    }

    public boolean trusted() {
        return trusted;
    }

    /** Null where trusted; otherwise every reason, in one line. */
    public String problem() {
        return trusted ? null : String.join("; ", problems);
    }

    public List<String> notes() {
        return notes;
    }

    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("trusted", trusted);
        m.put("problems", problems);
        m.put("notes", notes);
        return m;
    }

    /** This machine: /proc/cpuinfo and the clocksource files in sysfs. */
    public static TscInvariance ofThisMachine() {
        Path cs = Paths.get("/sys/devices/system/clocksource/clocksource0");
        return check(
                System.getProperty("os.arch"),
                read(Paths.get("/proc/cpuinfo")),
                firstLine(read(cs.resolve("current_clocksource"))),
                firstLine(read(cs.resolve("available_clocksource"))));
    }

    /**
     * @param arch                 {@code os.arch}
     * @param cpuinfo              the text of /proc/cpuinfo, or null where unreadable
     * @param currentClocksource   e.g. {@code tsc}, or null where unknown
     * @param availableClocksource e.g. {@code tsc kvm-clock hpet}, or null where unknown
     */
    public static TscInvariance check(
            String arch, String cpuinfo, String currentClocksource, String availableClocksource) {
        List<String> problems = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        if (arch.equals("aarch64")) {
            notes.add("aarch64: the virtual counter (cntvct_el0) runs at a fixed frequency by architecture");
            return new TscInvariance(true, problems, notes);
        }
        if (!arch.equals("amd64") && !arch.equals("x86_64")) {
            problems.add("no time-stamp counter support for os.arch=" + arch);
            return new TscInvariance(false, problems, notes);
        }
        if (cpuinfo == null) {
            problems.add("/proc/cpuinfo unreadable: cannot tell whether the TSC is invariant");
        } else {
            checkFlags(cpuinfo, problems);
        }
        if (availableClocksource != null) {
            Set<String> available =
                    new HashSet<>(Arrays.asList(availableClocksource.trim().split("\\s+")));
            if (!available.contains("tsc")) {
                problems.add("the kernel does not offer tsc as a clocksource (available: " + availableClocksource.trim()
                        + "): it found the TSC unstable or unsynchronised here");
            } else if (currentClocksource != null && !currentClocksource.trim().equals("tsc")) {
                notes.add("kernel clocksource is " + currentClocksource.trim() + ", tsc available but not chosen");
            }
        } else {
            notes.add("kernel clocksource unknown");
        }
        if (currentClocksource != null && currentClocksource.trim().equals("tsc")) {
            notes.add("kernel clocksource is tsc");
        }
        return new TscInvariance(problems.isEmpty(), problems, notes);
    }

    /** Every "flags" line (one per CPU) must have both flags; one CPU without them is enough to refuse. */
    private static void checkFlags(String cpuinfo, List<String> problems) {
        int cpus = 0;
        int constant = 0;
        int nonstop = 0;
        for (String line : cpuinfo.split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0 || !line.substring(0, colon).trim().equals("flags")) {
                continue;
            }
            cpus++;
            Set<String> flags =
                    new HashSet<>(Arrays.asList(line.substring(colon + 1).trim().split("\\s+")));
            if (flags.contains("constant_tsc")) constant++;
            if (flags.contains("nonstop_tsc")) nonstop++;
        }
        if (cpus == 0) {
            problems.add("/proc/cpuinfo has no flags lines: cannot tell whether the TSC is invariant");
            return;
        }
        if (constant < cpus) {
            problems.add("constant_tsc missing in /proc/cpuinfo on " + (cpus - constant) + " of " + cpus
                    + " CPUs: the TSC rate follows the CPU frequency");
        }
        if (nonstop < cpus) {
            problems.add("nonstop_tsc missing in /proc/cpuinfo on " + (cpus - nonstop) + " of " + cpus
                    + " CPUs: the TSC may stop in deep C-states");
        }
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    private static String firstLine(String text) {
        if (text == null) return null;
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).trim();
    }
}
