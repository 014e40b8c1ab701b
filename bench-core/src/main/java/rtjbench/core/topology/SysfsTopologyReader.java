package rtjbench.core.topology;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.Quantities;
import rtjbench.core.os.CpuList;

/**
 * Reads CPUs and caches from a sysfs tree ({@code <root>/devices/system/cpu/cpuN/cache/indexK/} with
 * level, type, size, coherency_line_size, shared_cpu_list) and the CPU model from a cpuinfo file. The root
 * is a parameter so tests read saved trees of other machines.
 */
public final class SysfsTopologyReader {
    private final Path sysRoot;
    private final Path cpuinfo;

    public SysfsTopologyReader(Path sysRoot, Path cpuinfo) {
        this.sysRoot = sysRoot;
        this.cpuinfo = cpuinfo;
    }

    /** This machine's /sys and /proc/cpuinfo. */
    public static SysfsTopologyReader system() {
        return new SysfsTopologyReader(Paths.get("/sys"), Paths.get("/proc/cpuinfo"));
    }

    public CpuTopology read() throws IOException {
        Path cpuDir = sysRoot.resolve("devices/system/cpu");
        CpuList online = CpuList.parse(readLine(cpuDir.resolve("online")));
        Map<Integer, List<Cache>> caches = new LinkedHashMap<>();
        for (int cpu : online.cpus()) {
            caches.put(cpu, readCaches(cpuDir.resolve("cpu" + cpu).resolve("cache")));
        }
        return new CpuTopology(readCpuModel(), online, caches);
    }

    private List<Cache> readCaches(Path cacheDir) throws IOException {
        List<Cache> caches = new ArrayList<>();
        for (int index = 0; Files.isDirectory(cacheDir.resolve("index" + index)); index++) {
            Path dir = cacheDir.resolve("index" + index);
            int level = Integer.parseInt(readLine(dir.resolve("level")));
            String type = readLine(dir.resolve("type"));
            long size = Quantities.parseSize(readLine(dir.resolve("size")));
            Path lineFile = dir.resolve("coherency_line_size");
            int line = Files.exists(lineFile) ? Integer.parseInt(readLine(lineFile)) : 64;
            CpuList shared = CpuList.parse(readLine(dir.resolve("shared_cpu_list")));
            caches.add(new Cache(level, type, size, line, shared));
        }
        return caches;
    }

    private String readCpuModel() {
        try {
            for (String line : Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) {
                if (line.startsWith("model name") || line.startsWith("Model") || line.startsWith("CPU part")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown";
    }

    private static String readLine(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IOException(file + " is empty");
        }
        return lines.get(0).trim();
    }

    /** The CPUs this process may run on, from /proc/self/status (Cpus_allowed_list); null where unknown. */
    public static CpuList allowedCpus(Path procSelfStatus) {
        try {
            for (String line : Files.readAllLines(procSelfStatus, StandardCharsets.UTF_8)) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return CpuList.parse(line.substring(line.indexOf(':') + 1));
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return null;
    }
}
