package rtjbench.core.args;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import rtjbench.core.os.CpuList;

/**
 * The common arguments that put a test under load or on another VM: an allocation load inside the VM under test
 * ({@code gc_*}), a system load beside it ({@code load}, {@code load_cpus}), and the VM entries a point runs on
 * ({@code jvms}). Part of {@link CommonArgs#SPECS}; declared apart because they belong together.
 */
public final class LoadArgs {
    public static final ArgSpec<AllocationRate> GC_LOAD = ArgSpec.of(
            "gc_load",
            ArgType.custom("rate", AllocationRate.ALLOWED, ",", new ArgType.Parser<AllocationRate>() {
                @Override
                public AllocationRate parse(String text) {
                    return AllocationRate.parse(text);
                }
            }),
            "0",
            "Allocation load inside the VM under test, beside the testapp (HyperAlloc style): plain Java threads at"
                    + " normal priority allocate this many bytes a second, paced by a token bucket, through warm-up and"
                    + " measurement; 0: none");
    public static final ArgSpec<Long> GC_LIVE = ArgSpec.of(
            "gc_live",
            ArgType.size(0, 1L << 40),
            "0",
            "gc_load: the long-lived set, allocated before the test threads start and replaced at gc_live_churn of the"
                    + " rate; at most half the max heap");
    public static final ArgSpec<Double> GC_LIVE_CHURN = ArgSpec.of(
            "gc_live_churn",
            ArgType.fraction(0, 1),
            "1/16",
            "gc_load: the part of the allocated bytes that replaces long-lived objects (they die old); the rest dies "
                    + "young");
    public static final ArgSpec<Long> GC_LOAD_THREADS = ArgSpec.of(
            "gc_load_threads", ArgType.integer(1, 64), "1", "gc_load: threads that allocate, sharing the rate");
    public static final ArgSpec<SizeRange> GC_OBJECT_SIZES = ArgSpec.of(
            "gc_object_sizes",
            ArgType.custom("size range", SizeRange.ALLOWED, ",", new ArgType.Parser<SizeRange>() {
                @Override
                public SizeRange parse(String text) {
                    return SizeRange.parse(text);
                }
            }),
            "16-64K",
            "gc_load: the sizes of the byte arrays allocated, uniformly spread over the range");
    public static final ArgSpec<CpuList> GC_LOAD_CPUS = ArgSpec.of(
            "gc_load_cpus",
            ArgType.cpus(),
            "",
            "gc_load: CPUs the allocating threads run on (empty: the CPUs of cpus no test thread is placed on, or the"
                    + " test threads' CPUs where none is left)");
    public static final ArgSpec<LoadCommand> LOAD = ArgSpec.of(
            "load",
            ArgType.custom("command", LoadCommand.ALLOWED, ";", new ArgType.Parser<LoadCommand>() {
                @Override
                public LoadCommand parse(String text) {
                    return LoadCommand.parse(text);
                }
            }),
            "none",
            "System load beside the run (rteval style): a command such as 'stress-ng --cpu 1' or 'hackbench -g 4 -l"
                    + " 100000' started in its own process group on load_cpus once the test is set up, and stopped"
                    + " (SIGTERM, then SIGKILL to the group) when the run ends, fails or is interrupted; none: no "
                    + "load");
    public static final ArgSpec<CpuList> LOAD_CPUS = ArgSpec.of(
            "load_cpus", ArgType.cpus(), "", "load: CPUs the load runs on, as taskset -c (empty: every allowed CPU)");
    public static final ArgSpec<String> JVMS = ArgSpec.of(
            "jvms",
            ArgType.custom(
                    "jvm names",
                    "names of <jvm> elements of the args file, separated by ','",
                    ",",
                    new ArgType.Parser<String>() {
                        @Override
                        public String parse(String text) {
                            return JvmEntry.checkName(text);
                        }
                    }),
            "",
            "The VMs a point runs on, each a <jvm name=\"..\" java=\"LAUNCHER or JDK home\" options=\"..\"/> of the "
                    + "args file; every point runs once per name, in its own forks (empty: the runner's own VM)");

    public static final List<ArgSpec<?>> SPECS = Collections.unmodifiableList(Arrays.<ArgSpec<?>>asList(
            GC_LOAD, GC_LIVE, GC_LIVE_CHURN, GC_LOAD_THREADS, GC_OBJECT_SIZES, GC_LOAD_CPUS, LOAD, LOAD_CPUS, JVMS));

    private LoadArgs() {}
}
