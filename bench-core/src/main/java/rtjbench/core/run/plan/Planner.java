package rtjbench.core.run.plan;

import java.util.ArrayList;
import java.util.List;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.ConfigExpander;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.args.StartMode;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * Planning, before anything runs: every testapp of an args file expanded into its sweep points and each point
 * checked against this machine and VM. The first problem throws; a testapp of a suite that cannot run here is
 * planned as skipped, with the reason.
 */
public final class Planner {
    private Planner() {}

    /** Plans without opening clocks (tests, --help paths). */
    public static List<Plan> plan(ArgsDocument doc, Benchmarks benchmarks, RunEnvironment env) throws ArgsException {
        return plan(doc, benchmarks, env, null);
    }

    /**
     * Also opens each point's clock where {@code clocks} is given, so a clock that is missing or refused here
     * (a TSC that is not invariant, without {@code clock_force}) stops the run before anything runs.
     */
    public static List<Plan> plan(ArgsDocument doc, Benchmarks benchmarks, RunEnvironment env, ClockSelector clocks)
            throws ArgsException {
        List<Plan> plans = new ArrayList<>();
        int runsBefore = 0;
        for (ArgsDocument.TestApp app : doc.testApps()) {
            Benchmark b = benchmarks.get(app.benchmarkName(), doc.file() + ":" + app.line());
            checkCountOrDuration(doc, app);
            List<Config> points = settled(
                    doc, app, b, new ConfigExpander(CommonArgs.with(b.arguments())).expand(doc, app, runsBefore));
            runsBefore += points.size();
            String skip = null;
            for (Config config : points) {
                try {
                    JvmChoice.check(app, config);
                    if (clocks != null) {
                        clocks.select(config.getString(CommonArgs.CLOCK), config.getBoolean(CommonArgs.CLOCK_FORCE));
                    }
                    checkPoint(b, config, env, JvmChoice.entryOf(app, config));
                } catch (UnsupportedHereException e) {
                    if (!doc.isSuite()) {
                        throw new UnsupportedHereException(
                                doc.file() + ":" + app.line() + ": testapp '" + app.name() + "': " + e.getMessage());
                    }
                    skip = e.getMessage();
                    break;
                } catch (ConfigException e) {
                    throw new ConfigException(
                            doc.file() + ":" + app.line() + ": " + pointName(config) + ": " + e.getMessage());
                }
            }
            plans.add(new Plan(app, b, points, skip));
        }
        return plans;
    }

    /**
     * The checks of one point that need nothing of the args file but the point: the harness's, a cold start's,
     * the benchmark's own and its heap's, for a run in the VM of {@code entry} (null: this one). The runner makes
     * them for every point as it plans; a fork makes them again for its own point, in its own VM, which may be
     * another VM than the runner's.
     */
    public static void checkPoint(Benchmark b, Config config, RunEnvironment env, JvmEntry entry)
            throws ConfigException {
        HarnessChecks.check(config, b, env);
        ColdStartChecks.check(config);
        b.check(config, env);
        PointHeap.of(b, config, env, entry).check();
    }

    /** How a refusal names a point: {@code testapp 'memalloc'}, and in a sweep {@code at {allocsize=1K}}. */
    public static String pointName(Config config) {
        return "testapp '" + config.testAppName() + "'"
                + (config.sweptValues().isEmpty() ? "" : " at " + config.sweptValues());
    }

    /** Each point as its benchmark settles it ({@link Benchmark#settle}); a refusal names the testapp and point. */
    private static List<Config> settled(ArgsDocument doc, ArgsDocument.TestApp app, Benchmark b, List<Config> points)
            throws ArgsException {
        List<Config> settled = new ArrayList<>(points.size());
        for (Config config : points) {
            try {
                settled.add(b.settle(config));
            } catch (ConfigException e) {
                throw new ConfigException(
                        doc.file() + ":" + app.line() + ": " + pointName(config) + ": " + e.getMessage());
            }
        }
        return settled;
    }

    /** {@code count} and {@code duration} both say how long to measure: giving both is refused, naming both lines. */
    private static void checkCountOrDuration(ArgsDocument doc, ArgsDocument.TestApp app) throws ArgsException {
        ArgsDocument.Arg count = null;
        ArgsDocument.Arg duration = null;
        for (ArgsDocument.Arg arg : app.args()) {
            if (arg.name().equals(CommonArgs.COUNT.name())) count = arg;
            if (arg.name().equals(CommonArgs.DURATION.name())) duration = arg;
        }
        if (count != null && duration != null) {
            throw new ArgsException(
                    doc.file() + ":" + duration.line() + ": testapp '" + app.name() + "' gives both count=\""
                            + count.value() + "\" (line " + count.line() + ") and duration=\"" + duration.value()
                            + "\": they both say how long to measure; give one");
        }
    }

    /**
     * How many runs the plans will make, a fork counting as one, and so a cold point's warm reference and an AOT
     * cache's training run (skipped testapps make none).
     */
    public static int runCount(List<Plan> plans) {
        int runs = 0;
        for (Plan p : plans) {
            if (p.skipped()) {
                continue;
            }
            for (Config point : p.points) {
                runs += point.getBoolean(CommonArgs.FORK) ? point.getInt(CommonArgs.FORKS) : 1;
                runs += StartMode.coldPoint(point) ? 1 : 0; // its warm reference
                JvmEntry entry = JvmChoice.entryOf(p.testApp, point);
                runs += entry != null && entry.trainsAotCache() ? 1 : 0; // its AOT training run
            }
        }
        return runs;
    }
}
