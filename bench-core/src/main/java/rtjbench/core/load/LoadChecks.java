package rtjbench.core.load;

import java.lang.management.ManagementFactory;
import java.util.List;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.Config;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.args.Quantities;
import rtjbench.core.support.ConfigException;

/**
 * The checks a point's loads get: in the VM that measures, the long-lived set must fit the heap it really has
 * (the plan sized or checked that heap before anything ran: rtjbench.core.run.plan.PointHeap), and a load's
 * program must be installed ({@link LoadTools}).
 */
public final class LoadChecks {
    private LoadChecks() {}

    /** The long-lived set within half of {@code maxHeapBytes}, the heap of the VM that runs the point. */
    public static void checkLiveSet(Config config, long maxHeapBytes) throws ConfigException {
        AllocationRate rate = config.get(LoadArgs.GC_LOAD);
        long live = config.getLong(LoadArgs.GC_LIVE);
        if (!rate.isNone() && live > maxHeapBytes / 2) {
            throw new ConfigException("gc_live=" + config.text(LoadArgs.GC_LIVE)
                    + " does not fit the heap: the max heap"
                    + " is " + Quantities.formatSize(maxHeapBytes >> 20 << 20) + " (" + (maxHeapBytes >> 20)
                    + " MB) and the long-lived set may take at most half of it, so the collector has room to copy and"
                    + " the short-lived objects somewhere to go; lower gc_live or raise the heap (-Xmx or heap)");
        }
    }

    /** The load's program is installed. */
    public static void checkTools(Config config) throws ConfigException {
        LoadTools.check(config.get(LoadArgs.LOAD));
    }

    /**
     * The max heap this VM was given: its {@code -Xmx} where its options say one (a collector's own accounting
     * makes {@code Runtime.maxMemory()} a survivor space smaller), else {@code Runtime.maxMemory()}.
     */
    public static long heapOfThisVm() {
        return maxHeapOf(
                ManagementFactory.getRuntimeMXBean().getInputArguments(),
                Runtime.getRuntime().maxMemory());
    }

    /** The max heap a list of VM options sets ({@code -Xmx}, last wins), or {@code fallback}. */
    public static long maxHeapOf(List<String> options, long fallback) {
        long heap = fallback;
        for (String o : options) {
            if (o.startsWith("-Xmx")) {
                try {
                    heap = Quantities.parseSize(o.substring(4));
                } catch (NumberFormatException e) {
                    // the VM will say what it thinks of it
                }
            } else if (o.startsWith("-XX:MaxHeapSize=")) {
                try {
                    heap = Quantities.parseSize(o.substring("-XX:MaxHeapSize=".length()));
                } catch (NumberFormatException e) {
                    // as above
                }
            }
        }
        return heap;
    }
}
