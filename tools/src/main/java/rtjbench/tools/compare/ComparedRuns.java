package rtjbench.tools.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.stats.DeadlineMisses;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.Deadlines;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.RunStats;

/**
 * What {@code compare} compares: the runs of every folder, analysed. Per test key (testapp and swept values): each
 * folder's statistics (null where the folder lacks the test; a point's forks pooled), a run that shows the test,
 * and each folder's deadline misses (null: no deadline there).
 */
record ComparedRuns(Map<String, RunStats[]> tests, Map<String, RunDir> exemplar, Map<String, DeadlineMisses[]> misses) {
    static ComparedRuns of(List<ResultNode> roots, boolean minus) throws java.io.IOException {
        Map<String, RunStats[]> tests = new LinkedHashMap<>();
        Map<String, RunDir> exemplar = new LinkedHashMap<>();
        Map<String, DeadlineMisses[]> misses = new LinkedHashMap<>();
        for (int i = 0; i < roots.size(); i++) {
            for (RunDir r : roots.get(i).runs()) {
                RunStats[] row = tests.computeIfAbsent(key(r), k -> new RunStats[roots.size()]);
                RunStats rs = Analyzer.analyze(r, minus, false, Analyzer.DEFAULT_MICROS_BUCKETS);
                row[i] = row[i] == null ? rs : ForkTables.pooled(List.of(row[i], rs));
                exemplar.putIfAbsent(key(r), r);
                Deadlines.Result d = Deadlines.of(r);
                if (d != null) {
                    DeadlineMisses[] m = misses.computeIfAbsent(key(r), k -> new DeadlineMisses[roots.size()]);
                    if (m[i] == null) m[i] = new DeadlineMisses(d.deadlineNs());
                    m[i].add(d.all());
                }
            }
        }
        return new ComparedRuns(tests, exemplar, misses);
    }

    /** Tests match across folders by testapp and swept values. */
    static String key(RunDir r) {
        return r.test(); // every fork of a point is the same test
    }
}
