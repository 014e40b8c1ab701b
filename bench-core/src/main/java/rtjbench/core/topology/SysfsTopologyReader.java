package rtjbench.core.topology;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.Quantities;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SmallFiles;

/**
 * Reads CPUs and caches from a sysfs tree ({@code <root>/devices/system/cpu/cpuN/cache/indexK/} with
 * level, type, size, coherency_line_size, shared_cpu_list) and the CPU model from a cpuinfo file. The root
 * is a parameter so tests read saved trees of other machines.
 */
public final class SysfsTopologyReader {
    private final File sysRoot;
    private final File cpuinfo;

    public SysfsTopologyReader(Path sysRoot, Path cpuinfo) {
        this(sysRoot.toFile(), cpuinfo.toFile());
    }

    /** Read with java.io alone (see {@link SmallFiles}): a cold fork reads its machine with it. */
    public SysfsTopologyReader(File sysRoot, File cpuinfo) {
        this.sysRoot = sysRoot;
        this.cpuinfo = cpuinfo;
    }

    /** This machine's /sys and /proc/cpuinfo. */
    public static SysfsTopologyReader system() {
        return new SysfsTopologyReader(new File("/sys"), new File("/proc/cpuinfo"));
    }

    public CpuTopology read() throws IOException {
        File cpuDir = new File(sysRoot, "devices/system/cpu");
        CpuList online = CpuList.parse(readLine(new File(cpuDir, "online")));
        Map<Integer, List<Cache>> caches = new LinkedHashMap<>();
        for (int cpu : online.cpus()) {
            caches.put(cpu, readCaches(new File(new File(cpuDir, "cpu" + cpu), "cache")));
        }
        return new CpuTopology(readCpuModel(), online, caches);
    }

    private List<Cache> readCaches(File cacheDir) throws IOException {
        List<Cache> caches = new ArrayList<>();
        for (int index = 0; new File(cacheDir, "index" + index).isDirectory(); index++) {
            File dir = new File(cacheDir, "index" + index);
            int level = Integer.parseInt(readLine(new File(dir, "level")));
            String type = readLine(new File(dir, "type"));
            long size = Quantities.parseSize(readLine(new File(dir, "size")));
            File lineFile = new File(dir, "coherency_line_size");
            int line = lineFile.exists() ? Integer.parseInt(readLine(lineFile)) : 64;
            CpuList shared = CpuList.parse(readLine(new File(dir, "shared_cpu_list")));
            caches.add(new Cache(level, type, size, line, shared));
        }
        return caches;
    }

    private String readCpuModel() {
        try {
            for (String line : SmallFiles.lines(cpuinfo)) {
                if (line.startsWith("model name") || line.startsWith("Model") || line.startsWith("CPU part")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown";
    }

    private static String readLine(File file) throws IOException {
        List<String> lines = SmallFiles.lines(file);
        if (lines.isEmpty()) {
            throw new IOException(file + " is empty");
        }
        return lines.get(0).trim();
    }

    /** The CPUs this process may run on, from /proc/self/status (Cpus_allowed_list); null where unknown. */
    public static CpuList allowedCpus(Path procSelfStatus) {
        return allowedCpus(procSelfStatus.toFile());
    }

    /** As {@link #allowedCpus(Path)}, read with java.io alone. */
    public static CpuList allowedCpus(File procSelfStatus) {
        try {
            for (String line : SmallFiles.lines(procSelfStatus)) {
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
