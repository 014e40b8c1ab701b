package rtjbench.core.run.nativeref;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Function;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.args.Config;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.platform.PlatformReader;
import rtjbench.core.run.Runner;
import rtjbench.core.run.VmExit;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.RunFolders;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.pipeline.LoadStages;
import rtjbench.core.run.pipeline.PlatformStages;
import rtjbench.core.run.pipeline.PointExecutor;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.RunStage;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.DataDirCheck;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.Planner;
import rtjbench.core.support.UnsupportedHereException;

/**
 * The C references and cyclictest, run in the same sitting as a Java run and with the same settings:
 * {@code bin/c-refs [options] (ARGS_FILE | JAVA_RUN_DIR)}. Every testapp of the args file (a Java run's
 * folder: its {@code args.xml}) that has a C twin ({@link NativeReference}) is run by its program from
 * {@code native-refs/}, built with gcc, with the same placement, policy, priority, count, warm-up, simulated
 * work, memory lock and PM QoS; testapps that cyclictest also measures ({@code periodic}) are run by cyclictest
 * too. Each goes into a folder of its own in the results format, beside the Java run's ({@code <RUN>-c},
 * {@code <RUN>-cyclictest}; from an args file, {@code <datadir>/<date-time>-<name>-c}), so
 * {@code tools compare RUN RUN-c RUN-cyclictest} puts them side by side. Without gcc the C part is skipped with
 * a message, without cyclictest that part.
 */
public final class NativeRefs {
    static final String C_SUFFIX = "-c";
    static final String CYCLICTEST_SUFFIX = "-cyclictest";

    private NativeRefs() {}

    public static void main(String[] argv) {
        VmExit.exit(run(argv, System.out, System.err));
    }

    /** The command line's options, as given. */
    static final class Options {
        boolean quiet;
        Path sources = Paths.get("native-refs");
        Path build = Paths.get("target", "native-refs");
        String gcc = "gcc";
        String cyclictest = "cyclictest";
        int buckets = 10_000;
        Path runDirFile;
        Path input;
    }

    public static int run(String[] argv, PrintStream out, PrintStream err) {
        Options o = new Options();
        try {
            for (int i = 0; i < argv.length; i++) {
                String a = argv[i];
                if (a.equals("--help") || a.equals("-h")) {
                    usage(out);
                    return Runner.EXIT_OK;
                } else if (a.equals("--quiet") || a.equals("-q")) {
                    o.quiet = true;
                } else if (a.equals("--no-cyclictest")) {
                    o.cyclictest = null;
                } else if (a.startsWith("--")
                        && i + 1 < argv.length
                        && Arrays.asList("--sources", "--build", "--gcc", "--cyclictest", "--buckets", "--run-dir-file")
                                .contains(a)) {
                    option(o, a, argv[++i]);
                } else if (a.startsWith("-")) {
                    throw new IllegalArgumentException("unknown option '" + a + "'");
                } else if (o.input == null) {
                    o.input = Paths.get(a);
                } else {
                    throw new IllegalArgumentException(
                            "more than one args file or run folder given ('" + o.input + "' and '" + a + "')");
                }
            }
            if (o.input == null) {
                throw new IllegalArgumentException("give an args file or the folder of a Java run");
            }
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            usage(err);
            return Runner.EXIT_BAD_INPUT;
        }
        try {
            return new Session(o, out, err).run();
        } catch (ArgsException e) {
            err.println("error: " + e.getMessage());
            return Runner.EXIT_BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return Runner.EXIT_INCOMPLETE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Runner.EXIT_INCOMPLETE;
        }
    }

    private static void option(Options o, String name, String value) {
        switch (name) {
            case "--sources":
                o.sources = Paths.get(value);
                break;
            case "--build":
                o.build = Paths.get(value);
                break;
            case "--gcc":
                o.gcc = value;
                break;
            case "--cyclictest":
                o.cyclictest = value;
                break;
            case "--run-dir-file":
                o.runDirFile = Paths.get(value);
                break;
            case "--buckets":
                try {
                    o.buckets = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    o.buckets = -1;
                }
                if (o.buckets < 1 || o.buckets > 1_000_000) {
                    throw new IllegalArgumentException(
                            "--buckets " + value + ": allowed a whole number of us from 1 to 1000000");
                }
                break;
            default:
                throw new IllegalArgumentException("unknown option '" + name + "'");
        }
    }

    private static void usage(PrintStream out) {
        out.println("usage: c-refs [--quiet] [--sources DIR] [--build DIR] [--gcc GCC] [--cyclictest PATH | "
                + "--no-cyclictest]");
        out.println("              [--buckets US] [--run-dir-file F] (ARGS_FILE | JAVA_RUN_DIR)");
        out.println("  Runs the C twins (native-refs/, built with gcc into --build, default target/native-refs) and "
                + "cyclictest");
        out.println(
                "  with the settings of an args file, or of a Java run's folder, writing <RUN>-c and <RUN>-cyclictest "
                        + "beside it.");
        out.println(
                "  --buckets: cyclictest's histogram size in us (default 10000); --run-dir-file: the folders made, one "
                        + "a line.");
    }

    /** One invocation: the args planned once, then the C part and the cyclictest part, each a runner session. */
    private static final class Session {
        private final Options o;
        private final PrintStream out;
        private final PrintStream err;
        private final Path argsFile;
        private final Path javaRun;
        private final Map<String, NativeReference> references = new LinkedHashMap<>();
        private final List<Path> made = new ArrayList<>();

        Session(Options o, PrintStream out, PrintStream err) {
            this.o = o;
            this.out = out;
            this.err = err;
            this.javaRun = Files.isDirectory(o.input) ? o.input.toAbsolutePath().normalize() : null;
            this.argsFile = javaRun != null ? javaRun.resolve("args.xml") : o.input;
            for (NativeReference r : ServiceLoader.load(NativeReference.class)) {
                references.put(r.testapp(), r);
            }
        }

        int run() throws ArgsException, IOException, InterruptedException {
            if (javaRun != null && !Files.isRegularFile(argsFile)) {
                throw new ArgsException(javaRun + " is not a run folder: it has no args.xml");
            }
            ArgsDocument doc = new ArgsFileReader().read(argsFile);
            EnvironmentProbe probe = new EnvironmentProbe().probe();
            List<Plan> plans = Planner.plan(doc, Benchmarks.onClasspath(), probe.environment());
            if (javaRun == null) {
                DataDirCheck.check(doc, plans); // beside a Java run, its folder's parent was writable enough for it
            }
            final RunEnvironment env = probe.environment();
            List<String> nothing = new ArrayList<>();
            int status = Runner.EXIT_OK;

            final NativeBuild build = new NativeBuild(o.sources, o.build, o.gcc);
            List<Plan> c = twins(
                    plans,
                    new Twin() {
                        @Override
                        public void check(NativeReference ref, Config config) throws Exception {
                            ref.arguments(config, env);
                        }
                    },
                    "C");
            if (build.missing() != null) {
                err.println(
                        "warning: C references SKIPPED: " + build.missing() + "; install gcc to build native-refs/");
            } else if (!runnable(c)) {
                nothing.add("C: " + reasons(c));
            } else {
                for (Plan p : c) {
                    if (!p.skipped()) {
                        build.program(references
                                .get(p.benchmark.name())
                                .program()); // a build error stops here, before any run
                    }
                }
                EnvironmentProbe described = probe.describedAs(
                        "jvm",
                        vm(
                                "C",
                                build.compiler(),
                                "no VM: C programs from native-refs/ built with " + build.compiler() + " "
                                        + String.join(" ", NativeBuild.FLAGS)));
                status = Math.max(status, part(doc, c, described, C_SUFFIX, new Function<RunSession, PointExecutor>() {
                    @Override
                    public PointExecutor apply(RunSession session) {
                        return pipeline(session, new NativeProgramMeasurement(session, build, references));
                    }
                }));
            }

            final String version =
                    o.cyclictest == null ? null : ChildProgram.firstLine(Arrays.asList(o.cyclictest, "--help"));
            List<Plan> ct = twins(
                    plans,
                    new Twin() {
                        @Override
                        public void check(NativeReference ref, Config config) throws Exception {
                            if (ref.cyclictestOptions(config) == null) {
                                throw new UnsupportedHereException(
                                        "cyclictest does not measure what " + ref.testapp() + " measures");
                            }
                        }
                    },
                    "cyclictest");
            if (o.cyclictest == null) {
                nothing.add("cyclictest: --no-cyclictest");
            } else if (version == null) {
                err.println("warning: cyclictest SKIPPED: '" + o.cyclictest
                        + "' does not run here (apt-get install rt-tests)");
            } else if (!runnable(ct)) {
                nothing.add("cyclictest: " + reasons(ct));
            } else {
                final String v = version.replaceFirst("^cyclictest\\s*", "");
                EnvironmentProbe described = probe.describedAs(
                        "jvm", vm("cyclictest", v, "no VM: rt-tests' cyclictest, histogram read back"));
                status = Math.max(
                        status, part(doc, ct, described, CYCLICTEST_SUFFIX, new Function<RunSession, PointExecutor>() {
                            @Override
                            public PointExecutor apply(RunSession session) {
                                return pipeline(
                                        session,
                                        new CyclictestMeasurement(session, o.cyclictest, v, o.buckets, references));
                            }
                        }));
            }
            for (String n : nothing) {
                err.println("note: " + n);
            }
            if (made.isEmpty()) {
                err.println("error: nothing was run (" + String.join("; ", nothing) + ")");
                return Runner.EXIT_BAD_INPUT;
            }
            if (o.runDirFile != null) {
                StringBuilder sb = new StringBuilder();
                for (Path p : made) sb.append(p.toAbsolutePath()).append('\n');
                AtomicFile.replace(o.runDirFile, AtomicFile.text(sb.toString()));
            }
            if (javaRun != null) {
                StringBuilder cmd =
                        new StringBuilder("compare: java -jar tools/target/rtjbench.jar compare ").append(javaRun);
                for (Path p : made) cmd.append(' ').append(p);
                out.println(cmd);
            }
            return status;
        }

        /** PM QoS, the platform and the system load as for a Java run, around the child program. */
        private PointExecutor pipeline(RunSession session, PointPipeline.Measurement measurement) {
            return new PointPipeline(
                    session,
                    Arrays.<RunStage>asList(
                            new PlatformStages.PmQosRequest(session),
                            new PlatformStages.PlatformRecord(session, PlatformReader.system()),
                            LoadStages.systemLoad(session)),
                    measurement);
        }

        private int part(
                ArgsDocument doc,
                List<Plan> plans,
                EnvironmentProbe probe,
                String suffix,
                Function<RunSession, PointExecutor> executor)
                throws IOException {
            Path top = javaRun != null
                    ? RunFolders.createUnique(javaRun.getParent(), javaRun.getFileName() + suffix)
                    : RunFolders.newTopFolder(
                            Paths.get(Runner.datadir(plans)),
                            Runner.topName(doc, plans) + suffix,
                            LocalDateTime.now(ZoneId.systemDefault()));
            made.add(top);
            Runner runner = new Runner(
                    out,
                    err,
                    new ConsoleMode(o.quiet, false, false),
                    probe,
                    ClockSelector.standard(),
                    Planner.runCount(plans),
                    executor);
            return runner.run(argsFile, doc, plans, null, top);
        }

        /**
         * The plans with every testapp that has no twin of this kind (or not at one of its points) marked skipped,
         * saying why.
         */
        private List<Plan> twins(List<Plan> plans, Twin twin, String kind) {
            List<Plan> out = new ArrayList<>();
            for (Plan p : plans) {
                String skip = p.skipReason;
                NativeReference ref = references.get(p.benchmark.name());
                if (skip == null && ref == null) {
                    skip = "no " + kind + " twin of " + p.benchmark.name() + " (twins: "
                            + String.join(", ", references.keySet()) + ")";
                }
                for (int i = 0; skip == null && i < p.points.size(); i++) {
                    try {
                        twin.check(ref, p.points.get(i));
                    } catch (Exception e) {
                        skip = e.getMessage();
                    }
                }
                out.add(new Plan(p.testApp, p.benchmark, p.points, skip));
            }
            return out;
        }
    }

    private static boolean runnable(List<Plan> plans) {
        for (Plan p : plans) {
            if (!p.skipped()) return true;
        }
        return false;
    }

    private static String reasons(List<Plan> plans) {
        List<String> why = new ArrayList<>();
        for (Plan p : plans) {
            why.add(p.testApp.name() + ": " + p.skipReason);
        }
        return String.join("; ", why);
    }

    /** Whether a testapp's point has a twin of one kind; throws saying why not. */
    private interface Twin {
        void check(NativeReference ref, Config config) throws Exception;
    }

    private static Map<String, Object> vm(String name, String version, String note) {
        Map<String, Object> vm = new LinkedHashMap<>();
        vm.put("vm_name", name);
        vm.put("version", version);
        vm.put("note", note);
        return vm;
    }
}
