package rtjbench.core.run.pipeline;

import java.util.ArrayList;
import java.util.List;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.ThreadControl;

/**
 * Keeps the harness's own busy helpers (the histogram writer, the progress line) off the CPUs the test
 * threads measure on, where the process has another CPU; where it has none they share (and say nothing:
 * they wake once a second and are not real-time, so a test thread preempts them).
 */
final class HelperPlacement {
    private HelperPlacement() {}

    /** Run in the helper thread: pins it to the allowed CPUs no test thread of {@code run} is placed on. */
    static Runnable awayFromTests(final PointRun run, final CpuList allowed, final ThreadControl control) {
        final Workload workload = run.workload();
        return new Runnable() {
            @Override
            public void run() {
                if (!control.isAvailable()) {
                    return;
                }
                List<Integer> used = new ArrayList<>();
                for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
                    used.addAll(workload.placement(i).cpus());
                }
                CpuList free = allowed.minus(CpuList.of(used));
                if (free.isEmpty()) {
                    return;
                }
                try {
                    control.setAffinity(free);
                } catch (NativeCallException e) {
                    // the helper then floats over every allowed CPU, as a normal thread does
                }
            }
        };
    }
}
