package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import rtjbench.core.args.AllocationRate;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.LoadArgs;
import rtjbench.core.args.LoadCommand;
import rtjbench.core.load.GcLoad;
import rtjbench.core.load.LoadChecks;
import rtjbench.core.load.SystemLoad;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;

/** The stages that put a run under load: an allocation load in this VM, a system load beside it. */
public final class LoadStages {
    /** An achieved rate further than this from the asked one gets a warning. */
    static final double RATE_TOLERANCE = 0.10;

    private LoadStages() {}

    /** The {@code load} stage alone: beside a C reference or cyclictest, as beside a Java run. */
    public static RunStage systemLoad(RunSession session) {
        return new ProcessLoad(session);
    }

    /** The CPUs of the run that no test thread is placed on; the test threads' own where none is left. */
    static CpuList awayFromTests(PointRun run, CpuList allowed) {
        List<Integer> used = new ArrayList<>();
        for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
            used.addAll(run.workload().placement(i).cpus());
        }
        CpuList free = allowed.minus(CpuList.of(used));
        return free.isEmpty() ? CpuList.of(used) : free;
    }

    /**
     * {@code gc_load}: the long-lived set made and the allocating threads started before the test threads, so
     * the load runs through warm-up and measurement; stopped after them, its figures into {@code gc_load}.
     */
    static final class Allocation implements RunStage {
        private final RunSession session;
        private GcLoad load;

        Allocation(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.WORKLOAD);
        }

        @Override
        public void before(PointRun run) throws ConfigException {
            AllocationRate rate = run.config.get(LoadArgs.GC_LOAD);
            if (rate.isNone()) {
                return;
            }
            LoadChecks.checkLiveSet(run.config, LoadChecks.heapOfThisVm()); // this VM's heap, as it really is
            CpuList cpus = run.config.getCpus(LoadArgs.GC_LOAD_CPUS);
            if (cpus.isEmpty()) {
                cpus = awayFromTests(run, session.env.threadCpus(run.config));
            }
            load = new GcLoad(
                    rate,
                    run.config.getLong(LoadArgs.GC_LIVE),
                    run.config.getDouble(LoadArgs.GC_LIVE_CHURN),
                    run.config.get(LoadArgs.GC_OBJECT_SIZES),
                    run.config.getInt(LoadArgs.GC_LOAD_THREADS),
                    cpus,
                    session.env.threadControl());
            load.fillLiveSet();
            load.start();
        }

        @Override
        public void after(PointRun run) {
            if (load == null) {
                return;
            }
            load.stop();
            java.util.Map<String, Object> m = load.toMetadata();
            run.record.extra.put("gc_load", m);
            double asked = (Double) m.get("asked_mb_per_s");
            double achieved = (Double) m.get("achieved_mb_per_s");
            if (Math.abs(achieved - asked) > RATE_TOLERANCE * asked) {
                String w = String.format(
                        Locale.ROOT,
                        "gc_load achieved %.1f MB/s of the %.1f MB/s asked (more than %.0f%% off): the load threads"
                                + " could not keep up (CPU, or the collector stalling them)",
                        achieved,
                        asked,
                        RATE_TOLERANCE * 100);
                run.record.warnings.add(w);
                session.progress.warn(run.label() + ": " + w);
            }
            session.progress.note(String.format(
                    Locale.ROOT,
                    "  gc_load: %.1f MB/s asked, %.1f MB/s achieved, %.0f MB live, on CPUs %s",
                    asked,
                    achieved,
                    (Double) m.get("live_mb"),
                    m.get("cpus")));
            load = null;
        }
    }

    /**
     * {@code load}: the system load started last, once the test threads are prepared and placed, and stopped
     * first, with its whole process group; what it was and how it ended into {@code load}.
     */
    static final class ProcessLoad implements RunStage {
        private final RunSession session;
        private SystemLoad load;

        ProcessLoad(RunSession session) {
            this.session = session;
        }

        @Override
        public void before(PointRun run) throws ConfigException, IOException {
            LoadCommand command = run.config.get(LoadArgs.LOAD);
            if (command.isNone()) {
                return;
            }
            LoadChecks.checkTools(run.config);
            CpuList cpus = run.config.getCpus(LoadArgs.LOAD_CPUS);
            load = new SystemLoad(command, cpus);
            load.start();
        }

        @Override
        public void after(PointRun run) {
            if (load == null) {
                return;
            }
            load.stop();
            java.util.Map<String, Object> m = load.toMetadata();
            run.record.extra.put("load", m);
            for (Object problem : (List<?>) m.get("problems")) {
                run.record.warnings.add("load: " + problem);
                session.progress.warn(run.label() + ": load: " + problem);
            }
            load = null;
        }
    }
}
