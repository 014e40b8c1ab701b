package rtjbench.core.run.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import rtjbench.core.args.HeapSize;
import rtjbench.core.args.Quantities;
import rtjbench.core.run.pipeline.HeapFacts;

/**
 * The fixed heap of a fork: {@code -Xms} = {@code -Xmx} of the size {@code heap} asks (or {@code auto} makes
 * of what the point keeps live), and on HotSpot {@code -XX:+AlwaysPreTouch}, so the heap is committed and
 * touched as the VM starts: no collection grows it, and under {@code mlockall} no collection faults in and
 * locks new pages inside its pause. JamaicaVM and other VMs get {@code -Xms}/{@code -Xmx} only. Where the VM's
 * own options already size the heap (the launcher's options, a VM entry's), they win and nothing is added; the
 * fork records either way ({@link HeapFacts}).
 */
final class ForkHeap {
    private ForkHeap() {}

    /** The heap options the fork gets on top of {@code vmOptions}; none where those size the heap already. */
    static List<String> options(List<String> vmOptions, String vmName, HeapSize asked, long liveBytes, long physical) {
        if (sizesHeap(vmOptions)) {
            return Collections.emptyList();
        }
        long bytes = asked.isAuto() ? HeapSize.auto(liveBytes, physical) : asked.bytes();
        String size = (bytes % (1L << 20) == 0 ? (bytes >> 20) + "m" : (bytes >> 10) + "k");
        List<String> options = new ArrayList<>();
        options.add("-Xms" + size);
        options.add("-Xmx" + size);
        if (preTouches(vmName)) {
            options.add("-XX:+AlwaysPreTouch");
        }
        options.add("-D" + HeapFacts.PROPERTY + "=" + asked + "," + bytes + "," + Math.max(0, liveBytes));
        return options;
    }

    /** Whether an option among these sets the heap's size: the VM's own choice then wins. */
    static boolean sizesHeap(List<String> vmOptions) {
        for (String o : vmOptions) {
            if (HeapSize.isSizeOption(o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The VM a {@code <jvm>} entry's launcher starts, as far as its name tells before it runs: a launcher named
     * {@code java} is taken for HotSpot (the JDKs' launcher), anything else (jamaicavm, ...) by its own name.
     */
    static String vmNameOf(java.io.File launcher) {
        String name = launcher.getName();
        return name.equals("java") ? "OpenJDK 64-Bit Server VM" : name;
    }

    /** HotSpot (OpenJDK's VMs) has -XX:+AlwaysPreTouch; JamaicaVM, OpenJ9 and others are given the size only. */
    static boolean preTouches(String vmName) {
        String n = vmName == null ? "" : vmName.toLowerCase(Locale.ROOT);
        return (n.contains("hotspot") || n.contains("openjdk")) && !n.contains("j9");
    }

    /** The machine's memory from /proc/meminfo's MemTotal, in bytes; 0 where unknown. */
    static long physicalBytes() {
        return physicalBytes(Paths.get("/proc/meminfo"));
    }

    static long physicalBytes(Path meminfo) {
        try {
            for (String line : Files.readAllLines(meminfo, StandardCharsets.UTF_8)) {
                if (line.startsWith("MemTotal:")) {
                    String[] parts = line.substring("MemTotal:".length()).trim().split("\\s+");
                    return Quantities.parseSize(parts[0] + "K");
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown: the auto heap is not capped by the machine
        }
        return 0;
    }
}
