package rtjbench.tools.explain;

import java.util.List;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.results.RunDir;

/**
 * Each run's {@code spikes.csv}, the explanation of its largest samples: {@code explain} and {@code post} write it
 * through here.
 */
public final class ExplainFiles {
    private ExplainFiles() {}

    /** Writes each run's spikes.csv and, with {@code print}, its summary. */
    public static void writeAll(List<RunDir> runs, Outputs outputs, boolean print) throws Exception {
        for (RunDir r : runs) {
            Explanation e = Explanation.of(r);
            outputs.write(r.dir().resolve(Explanation.FILE), e::writeCsv);
            if (print) {
                System.out.println(r.label() + ": " + e.summary());
                System.out.println("  " + e.sources() + " -> " + r.dir().resolve(Explanation.FILE));
            }
        }
    }
}
