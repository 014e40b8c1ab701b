package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import rtjbench.tools.db.Fingerprint;

/**
 * Where a model of the platform was measured: an overhead model ({@code rtjbench-overheads/1}'s {@code
 * measured_on}) or a collector's MMU curve (the CSV's {@code #} lines, or the run folder it is read from). A
 * verdict about one machine holds only with models of that machine, so {@link #compare} names each way a model's
 * machine differs from a run's: the CPU model, the kernel, the architecture, whether it is a virtual machine, the
 * Java VM and its version, and for an MMU curve the collector. A model that records no machine differs in {@code
 * machine}: nothing shows it was measured here.
 *
 * @param model what the model is (its file), for messages
 * @param machine where it was measured; null where the model does not say
 */
public record ModelProvenance(String model, Machine machine) {
    /**
     * A machine as a run's metadata records it, read as the results database's {@link Fingerprint} reads it ({@code
     * cpu.model}, {@code os.kernel}, {@code os.arch}, {@code vm.name}, {@code vm.version}, {@code collector}) and the
     * platform record's {@code virtualised}. Any part may be null: not recorded (a model written by hand may name
     * only its CPU), and then not compared. {@code collector} is recorded for MMU curves only: an overhead model is
     * of the platform without an allocation load.
     */
    public record Machine(
            String cpuModel,
            String kernel,
            String arch,
            Boolean virtualised,
            String vmName,
            String vmVersion,
            String collector) {
        /** The fields in the order they are compared and written, with their names in files. */
        static final List<String> KEYS =
                List.of("cpu_model", "kernel", "arch", "virtualised", "vm_name", "vm_version", "collector");

        /** The machine a run ran on, from its metadata.json. */
        public static Machine of(JsonNode metadata) {
            Map<String, String> f = Fingerprint.of(metadata).fields();
            JsonNode v = metadata.path("platform").path("virtualised");
            return new Machine(
                    known(f.get("cpu.model")),
                    known(f.get("os.kernel")),
                    known(f.get("os.arch")),
                    v.isBoolean() ? v.asBoolean() : null,
                    known(f.get("vm.name")),
                    known(f.get("vm.version")),
                    Fingerprint.collector(metadata));
        }

        /** The same machine without its collector: what an overhead model records. */
        public Machine withoutCollector() {
            return new Machine(cpuModel, kernel, arch, virtualised, vmName, vmVersion, null);
        }

        /**
         * What several runs share: each field the runs agree on, and where they do not, every value joined by
         * {@code " | "} (a model made from runs of several machines is of none of them); null for no runs.
         */
        public static Machine common(List<Machine> runs) {
            if (runs.isEmpty()) return null;
            return new Machine(
                    joined(runs, Machine::cpuModel),
                    joined(runs, Machine::kernel),
                    joined(runs, Machine::arch),
                    runs.stream().map(Machine::virtualised).distinct().count() == 1
                            ? runs.get(0).virtualised()
                            : null,
                    joined(runs, Machine::vmName),
                    joined(runs, Machine::vmVersion),
                    joined(runs, Machine::collector));
        }

        /** The fields as text by file key ({@link #KEYS}), null where not recorded. */
        public Map<String, String> fields() {
            Map<String, String> m = new LinkedHashMap<>();
            m.put("cpu_model", cpuModel);
            m.put("kernel", kernel);
            m.put("arch", arch);
            m.put("virtualised", virtualised == null ? null : virtualised.toString());
            m.put("vm_name", vmName);
            m.put("vm_version", vmVersion);
            m.put("collector", collector);
            return m;
        }

        /** The machine of these fields by file key; unknown keys are the caller's to refuse. */
        public static Machine of(Map<String, String> f) {
            String v = f.get("virtualised");
            return new Machine(
                    f.get("cpu_model"),
                    f.get("kernel"),
                    f.get("arch"),
                    v == null ? null : Boolean.valueOf(v),
                    f.get("vm_name"),
                    f.get("vm_version"),
                    f.get("collector"));
        }

        /** "AMD EPYC 7B13, Linux 6.18.0, amd64, a virtual machine, OpenJDK 64-Bit Server VM 17.0.15". */
        @Override
        public String toString() {
            List<String> parts = new ArrayList<>();
            if (cpuModel != null) parts.add(cpuModel);
            if (kernel != null) parts.add("kernel " + kernel);
            if (arch != null) parts.add(arch);
            if (virtualised != null) parts.add(virtualised ? "a virtual machine" : "not virtualised");
            if (vmName != null || vmVersion != null)
                parts.add((vmName == null ? "" : vmName) + (vmVersion == null ? "" : " " + vmVersion));
            if (collector != null) parts.add(collector);
            return parts.isEmpty()
                    ? "nothing recorded"
                    : String.join(", ", parts).strip();
        }

        private static String joined(List<Machine> runs, Function<Machine, String> field) {
            Set<String> values = new LinkedHashSet<>();
            for (Machine m : runs) values.add(field.apply(m));
            values.remove(null);
            return values.isEmpty() ? null : String.join(" | ", values);
        }

        private static String known(String fingerprintValue) {
            return fingerprintValue == null || fingerprintValue.equals("(absent)") || fingerprintValue.equals("null")
                    ? null
                    : fingerprintValue;
        }
    }

    /**
     * One way a model's machine differs from a run's: {@code field} as people say it ("CPU model", "kernel"), the
     * model's value and the run's.
     */
    public record Difference(String field, String model, String run) {
        /** "CPU model: the model's Intel(R) Xeon(R) Processor, the run's AMD EPYC 7B13". */
        @Override
        public String toString() {
            return field + ": the model's " + model + ", the run's " + run;
        }
    }

    private static final Map<String, String> SAID = Map.of(
            "cpu_model", "CPU model",
            "kernel", "kernel",
            "arch", "architecture",
            "virtualised", "virtualised",
            "vm_name", "Java VM",
            "vm_version", "Java VM version",
            "collector", "collector");

    /**
     * The ways {@code model}'s machine differs from {@code run}, the machine a run ran on ({@link Machine#of}):
     * each field the model records and the run's differs from, in {@link Machine#KEYS} order; a model that records
     * no machine gives one difference, {@code machine}. Empty: the model was measured on the run's machine, as far
     * as both record.
     */
    public static List<Difference> compare(ModelProvenance model, Machine run) {
        if (model.machine() == null) {
            return List.of(new Difference("machine", "not recorded", run.toString()));
        }
        Map<String, String> m = model.machine().fields();
        Map<String, String> r = run.fields();
        List<Difference> out = new ArrayList<>();
        for (String k : Machine.KEYS) {
            String a = m.get(k);
            if (a == null || Objects.equals(a, r.get(k))) continue;
            out.add(new Difference(SAID.get(k), a, r.get(k) == null ? "not recorded" : r.get(k)));
        }
        return out;
    }

    /**
     * Why this model, a {@code what} ("overhead model", "collector model"), is not shown to be of the machine
     * {@code run} ran on ({@code runName}): "docs/overheads/x.json: the overhead model was measured on another
     * machine than results/r: CPU model: the model's X, the run's Y"; null where nothing differs.
     */
    public String mismatch(String what, Machine run, String runName) {
        List<Difference> d = compare(this, run);
        if (d.isEmpty()) return null;
        if (machine == null) {
            return model + ": the " + what + " does not say which machine it was measured on, so nothing shows it is"
                    + " of the machine of " + runName + " (" + run + ")";
        }
        return model + ": the " + what + " was measured on another machine than " + runName + ": " + describe(d);
    }

    /** The differences as one clause: "CPU model: the model's X, the run's Y; kernel: ...". */
    public static String describe(List<Difference> differences) {
        List<String> parts = new ArrayList<>();
        for (Difference d : differences) parts.add(d.toString());
        return String.join("; ", parts);
    }
}
