package rtjbench.core.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.Config;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.jvm.ThisVm;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.Progress;
import rtjbench.core.run.fork.ForkCommand;
import rtjbench.core.run.fork.ForkInput;
import rtjbench.core.run.fork.PointHandover;
import rtjbench.core.run.pipeline.ActiveRun;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.pipeline.PlatformStages;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.RunStage;
import rtjbench.core.run.pipeline.RunStages;
import rtjbench.core.run.pipeline.SignalHook;
import rtjbench.core.run.pipeline.Startup;
import rtjbench.core.run.plan.Planner;
import rtjbench.core.support.ConfigException;

/**
 * The runner inside a fork: takes the point the runner handed it on standard input ({@link PointHandover}), checks it
 * again in this VM, waits for its turn (the runner's {@link ForkCommand#GO} line on standard input, which names the
 * folder: the fork before may still be saving), and runs the point through the same stages as a runner does into that
 * folder, under its own signal hook and watchdog. It says when its measurement is over ({@link ForkCommand#MEASURED}),
 * so the runner can start the next fork while this one saves. It requests the run's PM QoS latency itself (and records
 * it); the runner holds the same request from before the first fork to after the last, so there is no gap between
 * forks.
 */
final class ForkChild {
    private ForkChild() {}

    /**
     * Returns the exit status: 0 complete (or never given its point or its turn: the runner closed the input
     * first, and nothing was written), 3 incomplete; throws where the point handed over does not parse or check
     * here (exit 2).
     */
    static int run(
            Path argsFile,
            String place,
            String forkOf,
            long launchedMillis,
            ConsoleMode console,
            InputStream runner,
            PrintStream out,
            PrintStream err)
            throws ArgsException, IOException {
        pair(place, ForkCommand.FORK); // the point's place in the runner's plan: what tells its forks apart in ps
        int[] of = pair(forkOf, ForkCommand.FORK_OF);
        // The machine's probe (the native thread control's library, the CPU topology) does not need the point:
        // it runs beside the reading of it.
        final EnvironmentProbe probe = new EnvironmentProbe();
        final RuntimeException[] probeFailure = new RuntimeException[1];
        Thread probing = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try {
                            probe.probe();
                        } catch (RuntimeException e) {
                            probeFailure[0] = e; // thrown on the main thread, as it would have been there
                        }
                    }
                },
                "rtjbench-probe");
        probing.setDaemon(true);
        probing.start();
        List<String> handover = readHandover(runner);
        if (handover == null) {
            return Runner.EXIT_OK; // not needed after all: the runner ended before it handed the point over
        }
        PointHandover.Point point = PointHandover.read(handover);
        Config config = point.config;
        try {
            probing.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (probeFailure[0] != null) {
            throw probeFailure[0];
        }
        // Its own VM may not be the runner's: the point is checked again here (no clock: only this point's opens).
        try {
            Planner.checkPoint(point.benchmark, config, probe.environment(), null);
        } catch (ConfigException e) {
            throw new ConfigException(argsFile + ": " + Planner.pointName(config) + ", fork " + forkOf + " in this VM: "
                    + e.getMessage());
        }
        RunSession session = new RunSession(out, Progress.ofFork(err, console), probe, ClockSelector.standard());
        for (String w : session.probeWarnings) { // the runner shows once those its own VM did not give
            session.progress.platformWarning(w);
        }
        String jniRefused = ThreadControls.jniRefused(); // this fork's own, unlike the probe's other warnings
        if (jniRefused != null) {
            session.progress.warn(jniRefused + "; this fork's native calls go through "
                    + probe.environment().threadControl().description());
        }
        // Locking the pre-touched heap takes tens of ms: done while the fork before this one saves.
        RunStages.lockMemoryAhead(session, config);
        long readyMillis = System.currentTimeMillis();
        Turn turn = awaitTurn(runner);
        if (turn == null) {
            return Runner.EXIT_OK; // not needed after all: the runner ended, or went another way
        }
        Path dir = turn.dir;
        session.startup = new Startup(
                launchedMillis, Main.ENTERED_MILLIS, readyMillis, System.currentTimeMillis(), turn.givenMillis);
        session.measured = new Runnable() {
            @Override
            public void run() {
                err.println(ForkCommand.MEASURED);
                err.flush();
            }
        };
        List<RunStage> stages = new ArrayList<>();
        stages.add(new ForkFacts(of[0], of[1]));
        stages.addAll(RunStages.standard(session));
        // Its own signal hook, and its own PM QoS request beside the runner's, which holds it between forks.
        SignalHook hook = new SignalHook();
        PlatformStages.PmQosSession pmQos =
                new PlatformStages.PmQosSession(PlatformStages.PmQosSession.configuredDevice());
        hook.open(session);
        pmQos.open(session);
        RunnerWatch.start(session, runner);
        try {
            boolean complete = new PointPipeline(session, stages)
                    .run(point.benchmark, config, dir)
                    .complete();
            return complete && !session.interrupted ? Runner.EXIT_OK : Runner.EXIT_INCOMPLETE;
        } finally {
            pmQos.close(session);
            hook.close(session);
        }
    }

    /** The runner's word that a fork's turn has come: when the runner gave it, and the folder to run into. */
    static final class Turn {
        /** Epoch milliseconds at which the runner gave the turn. */
        final long givenMillis;

        final Path dir;

        Turn(long givenMillis, Path dir) {
            this.givenMillis = givenMillis;
            this.dir = dir;
        }
    }

    /** {@link ForkInput#turn}, its folder as a path. */
    static Turn awaitTurn(InputStream runner) throws ArgsException, IOException {
        ForkInput.Turn turn = ForkInput.turn(runner);
        return turn == null ? null : new Turn(turn.givenMillis, Paths.get(turn.folder));
    }

    /** {@link ForkInput#handover}. */
    static List<String> readHandover(InputStream runner) throws IOException {
        return ForkInput.handover(runner);
    }

    private static int[] pair(String text, String option) throws ArgsException {
        String[] parts = text.split("/");
        try {
            if (parts.length == 2) {
                int[] p = {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
                if (p[0] >= 0 && p[1] >= 0) {
                    return p;
                }
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ArgsException(option + " '" + text + "': expected two whole numbers A/B");
    }

    /**
     * Stops the fork when the runner that started it is gone: the runner keeps the fork's standard input open,
     * so reading it ends only when the runner's process has ended, however it ended (a SIGKILL runs no hook to
     * stop its forks). The run in progress is then stopped and saved as incomplete. Once the measurement is
     * over the runner lets go ({@link ForkCommand#LET_GO}): the fork saves and exits on its own, and no thread
     * is left blocked in a read, which would hold the VM's exit back (HotSpot waits 300 ms for threads in
     * native code to come out before it gives up on them).
     */
    static final class RunnerWatch implements Runnable {
        static final String REASON = "the runner that started this fork ended";
        static final long GRACE_MILLIS = 1_000;
        private final RunSession session;
        private final InputStream runner;

        private RunnerWatch(RunSession session, InputStream runner) {
            this.session = session;
            this.runner = runner;
        }

        static void start(RunSession session, InputStream runner) {
            Thread t = new Thread(new RunnerWatch(session, runner), "rtjbench-runner-watch");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void run() {
            try {
                if (letGo(runner)) {
                    return;
                }
            } catch (IOException e) {
                // as good as the end: the runner is gone
            }
            try {
                // A runner that is being stopped (Ctrl-C, SIGTERM) sends this fork SIGTERM as its input closes:
                // a moment's grace lets that signal say why; only a runner that died silently is named here.
                Thread.sleep(GRACE_MILLIS);
                session.interrupted = true;
                while (true) { // until this VM ends: a run that starts after the runner ended is stopped too
                    ActiveRun run = session.active;
                    if (run != null) {
                        run.stop.set(REASON);
                    }
                    Thread.sleep(100);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** {@link ForkInput#letGo}. */
    static boolean letGo(InputStream runner) throws IOException {
        return ForkInput.letGo(runner);
    }

    /** Metadata's {@code fork}: which fork of how many, and this VM's process. */
    static final class ForkFacts implements RunStage {
        private final int fork;
        private final int forks;

        ForkFacts(int fork, int forks) {
            this.fork = fork;
            this.forks = forks;
        }

        @Override
        public void before(PointRun run) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", fork);
            m.put("of", forks);
            m.put("vm", ThisVm.name()); // pid@host
            run.record.extra.put("fork", m);
        }

        @Override
        public void after(PointRun run) {}
    }
}
