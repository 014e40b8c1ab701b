package rtjbench.core.clock;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What a runner measured about its clocks, handed to the forks of the same sitting so that each fork does not
 * measure it again: the counter's calibration, the read cost of every clock and TSC call path, and which path
 * each TSC clock reads through. It travels as one system property on the fork's command line. A fork uses it
 * only where it describes the same boot and CPU (the calibration) and also the same VM (the costs and paths);
 * the calibration is then checked by one short phase ({@link #VERIFY_PHASE_NANOS}) and measured afresh where
 * the two disagree by more than {@link #TOLERANCE_PPM}. Everything reused is recorded as reused.
 */
public final class ClockHandover {
    /** The system property that carries the handover. */
    public static final String PROPERTY = "rtjbench.clock.sitting";

    static final long VERIFY_PHASE_NANOS = 20_000_000L;
    /** How far a fork's short phase may lie from the handed-over rate (beyond both phases' bounds), in ppm. */
    static final double TOLERANCE_PPM = 100;

    private final Map<String, String> fields;

    private ClockHandover(Map<String, String> fields) {
        this.fields = fields;
    }

    /** The handover this VM was started with; null where none was, or where it is from another boot or CPU. */
    static ClockHandover ofThisProcess() {
        String text = System.getProperty(PROPERTY);
        if (text == null || text.trim().isEmpty()) {
            return null;
        }
        ClockHandover h = parse(text);
        String here = machineKey();
        return !here.contains("unknown") && h.machine().equals(here) ? h : null;
    }

    static ClockHandover parse(String text) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String part : text.split(";")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                fields.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        return new ClockHandover(fields);
    }

    /** The text of {@link #PROPERTY} for what {@code selector} has opened; null where nothing worth handing over. */
    static String encode(
            TscCalibration calibration, Map<String, ClockSource> opened, Map<String, Map<String, Object>> pathCosts) {
        StringBuilder sb = new StringBuilder();
        append(sb, "machine", machineKey());
        append(sb, "vm", vmKey());
        if (calibration != null) {
            append(sb, "tsc.ns_per_tick", Double.toString(calibration.nanosPerTick()));
            append(sb, "tsc.bound_ppm", Double.toString(calibration.boundPpm()));
            append(sb, "tsc.long_phase_ms", Long.toString(calibration.longPhaseMillis()));
        }
        for (Map.Entry<String, ClockSource> e : opened.entrySet()) {
            Object cost = e.getValue().details().get(ClockSelector.READ_COST);
            if (cost instanceof Number) {
                append(sb, "cost." + e.getKey(), cost.toString());
            }
            Object path = e.getValue().details().get("path");
            if (path != null) {
                append(sb, "path." + e.getKey(), path.toString());
            }
        }
        for (Map.Entry<String, Map<String, Object>> clock : pathCosts.entrySet()) {
            for (Map.Entry<String, Object> path : clock.getValue().entrySet()) {
                if (path.getValue() instanceof Number) {
                    append(
                            sb,
                            "pathcost." + clock.getKey() + "." + path.getKey(),
                            path.getValue().toString());
                }
            }
        }
        return sb.toString();
    }

    private static void append(StringBuilder sb, String key, String value) {
        if (sb.length() > 0) {
            sb.append(';');
        }
        sb.append(key).append('=').append(value.replace(';', ',').replace('=', ':'));
    }

    String machine() {
        return String.valueOf(fields.get("machine"));
    }

    /** Whether the costs and paths apply here: the same VM as the runner's. */
    boolean sameVm() {
        return vmKey().equals(fields.get("vm"));
    }

    /** The handed-over calibration's ns per tick; NaN where none. */
    double nanosPerTick() {
        return number("tsc.ns_per_tick");
    }

    double boundPpm() {
        return number("tsc.bound_ppm");
    }

    long longPhaseMillis() {
        double v = number("tsc.long_phase_ms");
        return Double.isNaN(v) ? 0 : (long) v;
    }

    /** The runner's read cost of a clock (ns); NaN where it did not open it or ran another VM. */
    double cost(String clock) {
        return sameVm() ? number("cost." + clock) : Double.NaN;
    }

    /** The call path the runner chose for a TSC clock; null where none, or another VM. */
    String path(String clock) {
        return sameVm() ? fields.get("path." + clock) : null;
    }

    /** The runner's read cost of each TSC call path of a clock, for the record. */
    Map<String, Object> pathCosts(String clock) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (!sameVm()) {
            return m;
        }
        String prefix = "pathcost." + clock + ".";
        for (Map.Entry<String, String> e : fields.entrySet()) {
            if (e.getKey().startsWith(prefix)) {
                m.put(e.getKey().substring(prefix.length()), Double.parseDouble(e.getValue()));
            }
        }
        return m;
    }

    private double number(String key) {
        String v = fields.get(key);
        if (v == null) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** This boot and CPU: the kernel's boot id and the CPU's model name (a counter's rate lasts for both). */
    static String machineKey() {
        return "boot " + firstLine("/proc/sys/kernel/random/boot_id") + ", cpu " + cpuModel();
    }

    /** The VM, as far as its clock paths go: name, version and architecture. */
    static String vmKey() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version") + " "
                + System.getProperty("os.arch");
    }

    private static String firstLine(String file) {
        try {
            for (String line : Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8)) {
                return line.trim();
            }
        } catch (IOException | RuntimeException e) {
            // unknown: such handovers never match, so forks calibrate afresh
        }
        return "unknown";
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Paths.get("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
                String l = line.toLowerCase(Locale.ROOT);
                if (l.startsWith("model name") || l.startsWith("cpu model")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // as unknown
        }
        return "unknown";
    }
}
