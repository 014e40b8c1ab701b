package rtjbench.core.run.pipeline;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.os.PmQosStatus;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.platform.Platform;
import rtjbench.core.platform.PlatformReader;
import rtjbench.core.platform.PlatformWarnings;
import rtjbench.core.run.console.Progress;

/**
 * The platform under the runs: PM QoS held across the session ({@link PmQosSession}), each run's request
 * ({@link PmQosRequest}), and the platform read and judged before each run ({@link PlatformRecord}).
 */
public final class PlatformStages {
    private PlatformStages() {}

    /**
     * Holds the PM QoS request file from before the first run to after the last: the holder is made when the
     * session opens (the file itself at the first run that asks for a value) and closed when it closes, so
     * the request is released as soon as the last run has taken its last sample. On a signal or a watchdog
     * halt the process ends instead, and the kernel drops the request as it closes the file.
     */
    public static final class PmQosSession implements SessionStage {
        private final Path device;

        public PmQosSession(Path device) {
            this.device = device;
        }

        public static Path configuredDevice() {
            String p = System.getProperty(PmQosHolder.DEVICE_PROPERTY);
            return p == null || p.isEmpty() ? PmQosHolder.DEVICE : Paths.get(p);
        }

        @Override
        public void open(RunSession session) {
            session.pmQos = new PmQosHolder(device);
        }

        @Override
        public void close(RunSession session) {
            session.pmQos.close();
        }
    }

    /** Writes the run's {@code cpu_dma_latency} to the session's holder and records what was asked and held. */
    public static final class PmQosRequest implements RunStage {
        private final RunSession session;

        public PmQosRequest(RunSession session) {
            this.session = session;
        }

        @Override
        public Set<PointRun.Part> gives() {
            return EnumSet.of(PointRun.Part.PM_QOS);
        }

        @Override
        public void before(PointRun run) {
            PmQosStatus status = session.pmQos.request(run.config.get(CommonArgs.CPU_DMA_LATENCY));
            run.pmQos(status);
            run.record.extra.put("pm_qos", status.toMetadata());
            if (status.warning() != null) {
                run.record.warnings.add(status.warning());
                session.progress.warn(status.warning());
            }
        }

        @Override
        public void after(PointRun run) {
            // held on for the next run; released when the session closes
        }
    }

    /**
     * The platform as read just before the run, for the CPUs it uses (its {@code cpus} and wherever the
     * workload, where there is one, placed a thread), recorded as the {@code platform} block with the warnings it calls
     * for. A warning is printed the first time in the session; every run's metadata keeps its own.
     */
    public static final class PlatformRecord implements RunStage {
        private final RunSession session;
        private final PlatformReader reader;
        /** The warnings shown so far, as the console shows them ({@link Progress#PLATFORM_WARNING} first). */
        private final Set<String> printed;

        public PlatformRecord(RunSession session, PlatformReader reader) {
            this(session, reader, new HashSet<String>());
        }

        /** {@code shown}: the platform warnings the session has shown, shared with what else shows them (forks). */
        public PlatformRecord(RunSession session, PlatformReader reader, Set<String> shown) {
            this.session = session;
            this.reader = reader;
            this.printed = shown;
        }

        @Override
        public Set<PointRun.Part> needs() {
            return EnumSet.of(PointRun.Part.PM_QOS);
        }

        @Override
        public Set<PointRun.Part> readsWhereGiven() {
            return EnumSet.of(PointRun.Part.WORKLOAD);
        }

        @Override
        public void before(PointRun run) throws Exception {
            List<Integer> cpus =
                    new ArrayList<>(session.env.threadCpus(run.config).cpus());
            for (int i = 0; run.has(PointRun.Part.WORKLOAD) && i < run.config.getInt(CommonArgs.THREADS); i++) {
                cpus.addAll(run.workload().placement(i).cpus());
            }
            Platform platform = reader.read(CpuList.of(cpus));
            boolean realtime =
                    SchedPolicy.fromArg(run.config.getString(CommonArgs.POLICY)).isRealtime();
            List<String> warnings =
                    PlatformWarnings.judge(platform, realtime, run.benchmark.threadsSpin(run.config), run.pmQos());
            for (String w : warnings) {
                if (printed.add(Progress.PLATFORM_WARNING + w)) {
                    session.progress.platformWarning(w);
                }
            }
            run.record.extra.put("platform", platform.toMetadata(warnings));
        }

        @Override
        public void after(PointRun run) {}
    }
}
