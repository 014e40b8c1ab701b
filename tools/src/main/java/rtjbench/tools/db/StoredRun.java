package rtjbench.tools.db;

import java.util.List;
import java.util.Map;
import rtjbench.stats.SampleDistribution;

/**
 * A results folder as the database holds it: its identity, where its samples are, and its points.
 *
 * @param runId {@code <folder name>-<first 12 hex digits of the content hash>}
 * @param location the folder's absolute path: the samples stay there
 * @param indexJson the top index file (suite.json, sweep.json, forks.json or metadata.json) as read
 */
public record StoredRun(
        String runId,
        String folderName,
        String location,
        String kind,
        String contentHash,
        String machine,
        String started,
        String indexJson,
        List<Point> points) {

    /**
     * One point: a testapp at one set of swept values ({@code memalloc allocsize=4K}), run once or in forks.
     *
     * @param figures fork (0 = all forks' samples together; 1..N each fork) to statistic to figure (ns)
     * @param pooled every sample of the point (every fork's, every thread's), where it was read from the
     *     samples (null where it came from the database)
     */
    public record Point(
            String point,
            String testapp,
            String machine,
            String vm,
            String collector,
            String started,
            String status,
            int forks,
            String location,
            Fingerprint fingerprint,
            String metadataJson,
            Map<Integer, Map<String, Double>> figures,
            SampleDistribution pooled) {

        /** A figure of all forks together, or null. */
        public Double figure(String statistic) {
            Map<String, Double> all = figures.get(0);
            return all == null ? null : all.get(statistic);
        }

        /** Each fork's figure of {@code statistic}, in fork order (empty for a point run once). */
        public double[] forkFigures(String statistic) {
            return figures.entrySet().stream()
                    .filter(e -> e.getKey() > 0 && e.getValue().containsKey(statistic))
                    .sorted(Map.Entry.comparingByKey())
                    .mapToDouble(e -> e.getValue().get(statistic))
                    .toArray();
        }
    }
}
