package rtjbench.core.load;

import java.util.List;
import java.util.Map;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.Config;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.args.Quantities;
import rtjbench.core.support.ConfigException;

/**
 * The checks a point's loads get before anything runs: the long-lived set must fit the heap it will run in,
 * and a load's program must be installed ({@link LoadTools}).
 */
public final class LoadChecks {
    /** The name of the argument that fixes a fork's heap, where the harness has one. */
    static final String HEAP_ARG = "heap";

    private LoadChecks() {}

    /**
     * {@code maxHeapBytes}: the max heap of the VM that will run the point (this VM's, or what a VM entry's
     * {@code -Xmx} says); a {@code heap} argument, where given, decides instead.
     */
    public static void check(Config config, long maxHeapBytes) throws ConfigException {
        AllocationRate rate = config.get(LoadArgs.GC_LOAD);
        long live = config.getLong(LoadArgs.GC_LIVE);
        long heap = heapOf(config, maxHeapBytes);
        if (!rate.isNone() && live > heap / 2) {
            throw new ConfigException("gc_live=" + config.text(LoadArgs.GC_LIVE)
                    + " does not fit the heap: the max heap"
                    + " is " + Quantities.formatSize(heap >> 20 << 20) + " (" + (heap >> 20) + " MB) and the long-lived"
                    + " set may take at most half of it, so the collector has room to copy and the short-lived"
                    + " objects somewhere to go; lower gc_live or raise the heap (-Xmx or heap)");
        }
        LoadTools.check(config.get(LoadArgs.LOAD));
    }

    /** The heap a point asks for with a {@code heap} argument, else {@code maxHeapBytes}. */
    static long heapOf(Config config, long maxHeapBytes) {
        Map<String, String> text = config.asText();
        String heap = text.get(HEAP_ARG);
        if (heap != null && !heap.trim().isEmpty() && !heap.equals("auto") && !heap.equals("0")) {
            try {
                return Quantities.parseSize(heap);
            } catch (NumberFormatException e) {
                return maxHeapBytes;
            }
        }
        return maxHeapBytes;
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
