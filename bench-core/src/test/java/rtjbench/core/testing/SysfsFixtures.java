package rtjbench.core.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.FileTrees;
import rtjbench.core.topology.CpuTopology;
import rtjbench.core.topology.SysfsTopologyReader;

/**
 * Saved sysfs trees of real and typical machines, in bench-core's test-jar so every module's tests can use
 * them: {@code kvm-epyc-2cpu} (this project's machine: 2 CPUs, private L1/L2, shared L3),
 * {@code xeon-e5405} (the seed's machine: 8 CPUs, L2 shared by {0,2},{4,6},{1,3},{5,7}, no L3) and
 * {@code smt-16cpu} (8 cores x 2 SMT threads: L1/L2 per core pair c,c+8; L3 shared by all).
 * <p>
 * The trees are resources, possibly inside a jar, so they are copied to a temporary folder by walking the
 * known sysfs layout, then read with the real {@link SysfsTopologyReader}.
 */
public final class SysfsFixtures {
    public static final String THIS_MACHINE = "kvm-epyc-2cpu";
    public static final String XEON_E5405 = "xeon-e5405";
    public static final String SMT_16 = "smt-16cpu";

    private static final String[] CACHE_FILES = {"level", "type", "size", "coherency_line_size", "shared_cpu_list"};

    private SysfsFixtures() {}

    public static CpuTopology topology(String machine) {
        Path root = null;
        try {
            root = Files.createTempDirectory("sysfs-" + machine);
            String base = "/sysfs/" + machine + "/";
            copy(base + "cpuinfo", root.resolve("cpuinfo"));
            Path cpuDir = root.resolve("devices/system/cpu");
            copy(base + "devices/system/cpu/online", cpuDir.resolve("online"));
            CpuList online = CpuList.parse(new String(Files.readAllBytes(cpuDir.resolve("online")), "UTF-8").trim());
            for (int cpu : online.cpus()) {
                for (int index = 0; ; index++) {
                    String dir = "devices/system/cpu/cpu" + cpu + "/cache/index" + index + "/";
                    if (SysfsFixtures.class.getResource(base + dir + "level") == null) {
                        break;
                    }
                    for (String f : CACHE_FILES) {
                        copy(base + dir + f, root.resolve(dir + f));
                    }
                }
            }
            return new SysfsTopologyReader(root, root.resolve("cpuinfo")).read();
        } catch (IOException e) {
            throw new UncheckedIOException("sysfs fixture " + machine + ": " + e.getMessage(), e);
        } finally {
            deleteCopy(root); // the topology is read whole; a test run would leave hundreds of these in /tmp
        }
    }

    private static void deleteCopy(Path root) {
        if (root == null) {
            return;
        }
        try {
            FileTrees.delete(root);
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete the sysfs fixture " + root + ": " + e.getMessage(), e);
        }
    }

    private static void copy(String resource, Path to) throws IOException {
        try (InputStream in = SysfsFixtures.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no fixture resource " + resource);
            }
            Files.createDirectories(to.getParent());
            Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
