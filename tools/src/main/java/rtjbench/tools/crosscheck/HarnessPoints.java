package rtjbench.tools.crosscheck;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;

/** The harness side of a crosscheck: the runs of the folders given, grouped by point. */
final class HarnessPoints {
    private HarnessPoints() {}

    /**
     * One point of the harness: its runs (one, one a fork, or one a round where several folders of one args file
     * are given) and how many runs shared its JVM before it (runs without forks all ran in the runner's VM, one
     * after another; a fork has a VM of its own).
     */
    record Point(List<RunDir> runs, int sharedVmBefore) {}

    /** The runs of every folder grouped by point (the same place in each folder), in order. */
    static List<Point> of(List<ResultNode> roots) {
        Map<String, List<RunDir>> runs = new LinkedHashMap<>();
        Map<String, Integer> before = new LinkedHashMap<>();
        for (ResultNode root : roots) {
            int unforked = 0;
            for (RunDir r : root.runs()) {
                boolean ownVm = r.metadata().has("fork");
                Path pointDir = ownVm ? r.dir().getParent() : r.dir();
                String key = root.dir().relativize(pointDir) + "\0" + r.test();
                runs.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
                before.merge(key, ownVm ? 0 : unforked++, Math::max);
            }
        }
        List<Point> out = new ArrayList<>();
        runs.forEach((key, list) -> out.add(new Point(list, before.get(key))));
        return out;
    }
}
