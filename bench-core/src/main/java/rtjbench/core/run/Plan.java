package rtjbench.core.run;

import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;

import java.util.List;

/** One testapp of an args file, checked: its benchmark, its sweep points, or why it is skipped here. */
final class Plan {
    final ArgsDocument.TestApp testApp;
    final Benchmark benchmark;
    final List<Config> points;
    final String skipReason;

    Plan(ArgsDocument.TestApp testApp, Benchmark benchmark, List<Config> points, String skipReason) {
        this.testApp = testApp;
        this.benchmark = benchmark;
        this.points = points;
        this.skipReason = skipReason;
    }

    boolean isSweep() {
        return points.size() > 1;
    }

    boolean skipped() {
        return skipReason != null;
    }
}
