package rtjbench.core.run.pipeline;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.HeapSize;
import rtjbench.core.jvm.VmMode;
import rtjbench.core.run.plan.PointHeap;
import rtjbench.core.support.ConfigException;

/**
 * Metadata's {@code heap}: the heap this VM runs on and why, as {@link PointHeap} works it out (the very
 * function the plan checked and the runner sized the fork's heap with): how its size was decided and what the
 * point holds, part by part ({@code source}, {@code need}); the heap options among the VM's arguments, the
 * initial and maximum heap, and whether it was pre-touched.
 */
public final class HeapFacts implements RunStage {
    private final RunSession session;

    HeapFacts(RunSession session) {
        this.session = session;
    }

    private static boolean isHeapOption(String o) {
        return HeapSize.isSizeOption(o) || o.contains("AlwaysPreTouch") || o.startsWith("-Xmn");
    }

    @Override
    public void before(PointRun run) throws ConfigException {
        run.record.extra.put("heap", describe(run));
    }

    private Map<String, Object> describe(PointRun run) throws ConfigException {
        List<String> input = ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> options = new ArrayList<>();
        boolean preTouch = false;
        for (String o : input) {
            if (isHeapOption(o)) {
                options.add(o);
                preTouch = preTouch || o.equals("-XX:+AlwaysPreTouch");
            }
        }
        PointHeap heap = PointHeap.of(run.benchmark, run.config, session.env, null);
        Map<String, Object> m = new LinkedHashMap<>();
        String handed = System.getProperty(PointHeap.PROPERTY);
        m.put("asked", handed != null ? handed.split(",")[0] : run.config.text(CommonArgs.HEAP));
        m.put("source", heap.source());
        m.put("need", heap.needMetadata());
        m.put("options", options);
        MemoryUsage usage = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        long[] sizes = initialAndMax(VmMode.flag("InitialHeapSize"), VmMode.flag("MaxHeapSize"), usage);
        m.put("initial_bytes", sizes[0]);
        m.put("max_bytes", sizes[1]);
        m.put("fixed", sizes[0] > 0 && sizes[0] == sizes[1]);
        m.put("pre_touched", preTouch);
        return m;
    }

    /**
     * The initial and maximum heap: HotSpot's own {@code InitialHeapSize} and {@code MaxHeapSize} where the VM
     * tells them, else the heap bean's. Not the bean alone: under the Serial and Parallel collectors its maximum
     * leaves out one survivor space, so a heap of {@code -Xms128m -Xmx128m} would read 128 MB initial against
     * 123.75 MB maximum, neither the size asked nor fixed.
     */
    static long[] initialAndMax(String initialFlag, String maxFlag, MemoryUsage usage) {
        return new long[] {bytes(initialFlag, usage.getInit()), bytes(maxFlag, usage.getMax())};
    }

    private static long bytes(String flag, long otherwise) {
        if (flag != null) {
            try {
                return Long.parseLong(flag);
            } catch (NumberFormatException e) {
                // not a size this VM's flag should give: the bean's figure
            }
        }
        return otherwise;
    }

    @Override
    public void after(PointRun run) {}
}
