package rtjbench.core.run.pipeline;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.HeapSize;

/**
 * Metadata's {@code heap}: the heap this VM runs on and why. A fork started with the runner's fixed heap
 * (rtjbench.run.fork.ForkHeap) finds what the runner asked in {@link #PROPERTY}; a VM whose own options sized
 * the heap records those options, which won; the runner's own VM ({@code fork=false}) records the heap it was
 * started with. Either way: the heap options among the VM's arguments, the initial and maximum heap, and
 * whether it was pre-touched.
 */
public final class HeapFacts implements RunStage {
    /** Set by the runner on a fork's command line: {@code <heap as asked>,<bytes>,<live bytes of the point>}. */
    public static final String PROPERTY = "rtjbench.heap";

    private static boolean isHeapOption(String o) {
        return HeapSize.isSizeOption(o) || o.contains("AlwaysPreTouch") || o.startsWith("-Xmn");
    }

    @Override
    public void before(PointRun run) {
        run.record.extra.put("heap", describe(run));
    }

    private static Map<String, Object> describe(PointRun run) {
        List<String> input = ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> options = new ArrayList<>();
        boolean preTouch = false;
        for (String o : input) {
            if (isHeapOption(o)) {
                options.add(o);
                preTouch = preTouch || o.equals("-XX:+AlwaysPreTouch");
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        String handed = System.getProperty(PROPERTY);
        String[] parts = handed == null ? new String[0] : handed.split(",");
        if (parts.length == 3) {
            m.put("asked", parts[0]);
            m.put(
                    "source",
                    "auto".equals(parts[0])
                            ? String.format(
                                    Locale.ROOT,
                                    "heap=auto: twice the %.1f MB this point keeps live, plus 96 MB, at least 128 MB",
                                    Long.parseLong(parts[2]) / 1048576.0)
                            : "heap=" + parts[0]);
        } else {
            m.put("asked", run.config.text(CommonArgs.HEAP));
            m.put(
                    "source",
                    run.config.getBoolean(CommonArgs.FORK)
                            ? "the VM's own options, which win over heap"
                            : "the runner's VM as it was started (fork=false: heap applies to forks only)");
        }
        m.put("options", options);
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        m.put("initial_bytes", heap.getInit());
        m.put("max_bytes", heap.getMax());
        m.put("fixed", heap.getInit() > 0 && heap.getInit() == heap.getMax());
        m.put("pre_touched", preTouch);
        return m;
    }

    @Override
    public void after(PointRun run) {}
}
