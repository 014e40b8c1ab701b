package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.bench.JavaThreadFactory;
import rtjbench.core.bench.RtsjThreads;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.TestThreadFactory;
import rtjbench.core.jvm.VmProperties;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.rtsj.RtsjDetection;
import rtjbench.core.topology.Cache;
import rtjbench.core.topology.CpuTopology;
import rtjbench.core.topology.SysfsTopologyReader;

/** Finds out, once at start, what this machine and VM offer, and describes it for every run's metadata. */
public final class EnvironmentProbe {
    private final List<String> warnings = new ArrayList<>();
    private RunEnvironment environment;
    private Map<String, Object> description;

    public List<String> warnings() {
        return warnings;
    }

    public RunEnvironment environment() {
        return environment;
    }

    /** The "jvm", "os", "machine" and "thread_control" entries of metadata.json. */
    Map<String, Object> description() {
        return description;
    }

    /**
     * The same environment, its description with {@code key} replaced (the C references describe their program, not
     * this VM).
     */
    public EnvironmentProbe describedAs(String key, Object value) {
        EnvironmentProbe copy = new EnvironmentProbe();
        copy.warnings.addAll(warnings);
        copy.environment = environment;
        copy.description = new LinkedHashMap<>(description);
        copy.description.put(key, value);
        return copy;
    }

    public EnvironmentProbe probe() {
        ThreadControl control = ThreadControls.detect();
        if (!control.isAvailable()) {
            warnings.add(
                    "no native thread control: " + control.description() + "; affinity and policy will not be applied");
        }
        CpuTopology topology = readTopology();
        CpuList allowed = allowedCpus(control, topology);
        Map<String, TestThreadFactory> factories = new LinkedHashMap<>();
        factories.put("java", new JavaThreadFactory());
        Map<String, String> missing = new LinkedHashMap<>();
        RtsjDetection rtsj = RtsjDetection.detect();
        RtsjThreads.register(rtsj, factories, missing);
        Map<String, Object> vm = vmFacts();
        environment = new RunEnvironment(topology, allowed, control, factories, missing, vm, rtsj);
        description = describe(vm, topology, allowed, control);
        description.put("rtsj", rtsj.facts());
        return this;
    }

    private CpuTopology readTopology() {
        try {
            return SysfsTopologyReader.system().read();
        } catch (IOException | RuntimeException e) {
            warnings.add(
                    "could not read the CPU topology from sysfs (" + e + "); cache-aware placement is unavailable");
            List<Integer> cpus = new ArrayList<>();
            for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) cpus.add(i);
            return new CpuTopology("unknown", CpuList.of(cpus), Collections.<Integer, List<Cache>>emptyMap());
        }
    }

    private CpuList allowedCpus(ThreadControl control, CpuTopology topology) {
        CpuList fromProc = SysfsTopologyReader.allowedCpus(Paths.get("/proc/self/status"));
        if (fromProc != null && !fromProc.isEmpty()) {
            return fromProc;
        }
        if (control.isAvailable()) {
            try {
                return control.getAffinity();
            } catch (NativeCallException e) {
                warnings.add("could not read this process's CPU affinity: " + e.getMessage());
            }
        }
        return topology.onlineCpus();
    }

    private static Map<String, Object> vmFacts() {
        Map<String, Object> vm = VmProperties.blockOfThisVm();
        vm.put("input_arguments", ManagementFactory.getRuntimeMXBean().getInputArguments());
        vm.put("max_heap_bytes", Runtime.getRuntime().maxMemory());
        vm.put("available_processors", Runtime.getRuntime().availableProcessors());
        return vm;
    }

    private static Map<String, Object> describe(
            Map<String, Object> vm, CpuTopology topology, CpuList allowed, ThreadControl control) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("jvm", vm);
        Map<String, Object> os = new LinkedHashMap<>();
        os.put("name", System.getProperty("os.name"));
        os.put("kernel", System.getProperty("os.version"));
        os.put("arch", System.getProperty("os.arch"));
        os.put("clocksource", firstLine("/sys/devices/system/clocksource/clocksource0/current_clocksource"));
        d.put("os", os);
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("cpu_model", topology.cpuModel());
        machine.put("online_cpus", topology.onlineCpus().toString());
        machine.put("allowed_cpus", allowed.toString());
        List<Map<String, Object>> caches = new ArrayList<>();
        for (int level : topology.levels()) {
            for (rtjbench.core.os.CpuList group : topology.sharingGroups(level)) {
                Cache c = topology.dataCache(group.get(0), level);
                Map<String, Object> cache = new LinkedHashMap<>();
                cache.put("level", level);
                cache.put("type", c.type());
                cache.put("size_bytes", c.sizeBytes());
                cache.put("line_bytes", c.lineSize());
                cache.put("shared_cpus", group.toString());
                caches.add(cache);
            }
        }
        machine.put("caches", caches);
        d.put("machine", machine);
        d.put("thread_control", control.description());
        return d;
    }

    private static String firstLine(String file) {
        try {
            List<String> lines = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
            return lines.isEmpty() ? null : lines.get(0).trim();
        } catch (IOException e) {
            return null;
        }
    }
}
