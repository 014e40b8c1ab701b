package rtjbench.core.run.plan;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.RunLength;
import rtjbench.core.support.ConfigException;

/**
 * What {@code start=cold} needs: a fresh VM for every cold start (forks), and every event kept with its end time
 * ({@code record=samples}: a histogram keeps neither the order nor the times).
 */
final class ColdStartChecks {
    private ColdStartChecks() {}

    static void check(Config config) throws ConfigException {
        if (!StartMode.coldPoint(config)) {
            return;
        }
        if (!config.getBoolean(CommonArgs.FORK)) {
            throw new ConfigException("start=cold measures the first events of a fresh VM, but fork=false runs the"
                    + " point in the runner's VM, warm from the points before it; drop fork=false");
        }
        if (RunLength.histograms(config)) {
            throw new ConfigException("start=cold keeps every event in order with its time since the VM started,"
                    + " and record=histogram keeps neither; drop record=histogram");
        }
    }
}
