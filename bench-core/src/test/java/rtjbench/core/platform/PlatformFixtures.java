package rtjbench.core.platform;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import rtjbench.core.os.CpuDmaLatency;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.os.PmQosStatus;

/** The saved trees in src/test/resources/platform (see the README there) and PM QoS outcomes to judge them with. */
final class PlatformFixtures {
    static final String THIS_MACHINE = "kvm-firecracker-2cpu";
    static final String BARE_METAL_SMT = "xeon-smt-8cpu";
    static final String RT_ISOLATED = "rt-isolcpus-4cpu";

    private PlatformFixtures() {}

    static Platform read(String machine, String cpus) {
        try {
            Path root = Paths.get(
                    PlatformFixtures.class.getResource("/platform/" + machine).toURI());
            return new PlatformReader(root.resolve("sys"), root.resolve("proc")).read(CpuList.parse(cpus));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** PM QoS as a run that held {@code micros} (a temporary file stands in for the device). */
    static PmQosStatus held(long micros) throws IOException {
        Path device = Files.createTempFile("cpu_dma_latency", "");
        try (PmQosHolder holder = new PmQosHolder(device)) {
            return holder.request(CpuDmaLatency.micros(micros));
        } finally {
            Files.delete(device);
        }
    }

    static PmQosStatus off() {
        try (PmQosHolder holder = new PmQosHolder(Paths.get("/nonexistent/cpu_dma_latency"))) {
            return holder.request(CpuDmaLatency.OFF);
        }
    }

    /** Asked for 0 where the device is missing. */
    static PmQosStatus notHeld() {
        try (PmQosHolder holder = new PmQosHolder(Paths.get("/nonexistent/cpu_dma_latency"))) {
            return holder.request(CpuDmaLatency.micros(0));
        }
    }
}
