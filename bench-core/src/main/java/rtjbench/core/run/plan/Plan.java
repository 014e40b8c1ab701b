package rtjbench.core.run.plan;

import java.util.List;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;

/** One testapp of an args file, checked: its benchmark, its sweep points, or why it is skipped here. */
public final class Plan {
    public final ArgsDocument.TestApp testApp;
    public final Benchmark benchmark;
    public final List<Config> points;
    public final String skipReason;

    public Plan(ArgsDocument.TestApp testApp, Benchmark benchmark, List<Config> points, String skipReason) {
        this.testApp = testApp;
        this.benchmark = benchmark;
        this.points = points;
        this.skipReason = skipReason;
    }

    public boolean isSweep() {
        return points.size() > 1;
    }

    public boolean skipped() {
        return skipReason != null;
    }
}
