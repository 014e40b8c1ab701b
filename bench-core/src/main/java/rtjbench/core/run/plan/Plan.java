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

    /**
     * The point a runner runs after {@code point} (one of {@code plans}' points, by identity): the next of its
     * testapp's points, else the first point of the next testapp that is not skipped; null after the last.
     */
    public static Config pointAfter(List<Plan> plans, Config point) {
        boolean found = false;
        for (Plan plan : plans) {
            if (found && !plan.skipped()) {
                return plan.points.get(0);
            }
            for (int j = 0; j < plan.points.size() && !found; j++) {
                if (plan.points.get(j) == point) {
                    found = true;
                    if (j + 1 < plan.points.size()) {
                        return plan.points.get(j + 1);
                    }
                }
            }
        }
        return null;
    }
}
