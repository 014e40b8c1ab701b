package rtjbench.core.run.nativeref;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.NanoTimeClock;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.FileTrees;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;
import rtjbench.core.run.pipeline.Watchdog;

/**
 * One point measured by its C reference, run as a child process (native-refs/rtjref.h says what it writes):
 * its sample files and the lines its threads printed become the run's threads, so the run folder is written
 * by the same writer as a Java run.
 */
final class NativeProgramMeasurement implements PointPipeline.Measurement {
    /** The C programs read CLOCK_MONOTONIC in nanoseconds: a tick is a nanosecond. */
    static final ClockSource C_CLOCK = new ClockSource(
            "clock_gettime",
            new NanoTimeClock(),
            1.0,
            Collections.<String, Object>singletonMap("source", "clock_gettime(CLOCK_MONOTONIC) in the C program"));

    private final RunSession session;
    private final NativeBuild build;
    private final Map<String, NativeReference> references;

    NativeProgramMeasurement(RunSession session, NativeBuild build, Map<String, NativeReference> references) {
        this.session = session;
        this.build = build;
        this.references = references;
    }

    /** The child's time limit: the run's own, plus the grace the watchdog gives a Java run. */
    static long limitNanos(PointRun run) {
        return run.config.getLong(CommonArgs.TIME_LIMIT) + Watchdog.GRACE_MILLIS * 1_000_000L;
    }

    @Override
    public void measure(PointRun run) throws Exception {
        NativeReference ref = references.get(run.benchmark.name());
        Path exe = build.program(ref.program());
        Path scratch = Files.createTempDirectory("rtjbench-" + ref.program());
        try {
            List<String> command = new ArrayList<>();
            command.add(exe.toString());
            command.addAll(ref.arguments(run.config, session.env));
            command.add("out=" + scratch);
            run.record.clock = C_CLOCK;
            run.record.workloadFacts = new LinkedHashMap<>(ref.facts(run.config));
            Map<String, Object> program = new LinkedHashMap<>();
            program.put("program", ref.program());
            program.put("source", build.source(ref.program()).toString());
            program.put("compiler", build.compiler() + " " + String.join(" ", NativeBuild.FLAGS));
            program.put("command", String.join(" ", command));
            run.record.extra.put("native_ref", program);
            ChildProgram child = ChildProgram.run(command, limitNanos(run));
            if (child.timedOut) {
                run.stop.set(ref.program() + " exceeded time_limit " + run.config.text(CommonArgs.TIME_LIMIT)
                        + " and was killed");
            } else if (child.exitCode != 0) {
                run.stop.set(ref.program() + " exited with status " + child.exitCode + ": " + child.stderr);
            }
            readOutput(run, child.stdout, scratch);
            if (!child.timedOut && child.exitCode == 0) {
                for (List<String> companion : ref.companions(run.config, session.env)) {
                    runCompanion(run, companion);
                }
            }
        } finally {
            FileTrees.delete(scratch);
        }
    }

    /**
     * A program run after the point's own: its {@code fact} lines join the metadata, its {@code print} lines
     * are shown, its {@code warning} lines are the run's. A failure is a warning: the point's samples stand.
     */
    private void runCompanion(PointRun run, List<String> companion) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(build.program(companion.get(0)).toString());
        command.addAll(companion.subList(1, companion.size()));
        ChildProgram child = ChildProgram.run(command, limitNanos(run));
        if (child.timedOut || child.exitCode != 0) {
            run.record.warnings.add(companion.get(0) + " failed ("
                    + (child.timedOut ? "time_limit" : "exit " + child.exitCode) + "): " + child.stderr);
            return;
        }
        for (String line : child.stdout) {
            if (line.startsWith("fact ")) {
                String fact = line.substring("fact ".length());
                int eq = fact.indexOf('=');
                if (eq > 0) {
                    run.record.workloadFacts.put(fact.substring(0, eq), fact.substring(eq + 1));
                }
            } else if (line.startsWith("print ")) {
                session.out.println("  " + line.substring("print ".length()));
            } else if (line.startsWith("warning ")) {
                String[] words = line.split(" ", 3);
                run.record.warnings.add(companion.get(0) + ": " + (words.length > 2 ? words[2] : ""));
            }
        }
        run.record.workloadFacts.put(companion.get(0) + "_command", String.join(" ", command));
    }

    /** The program's stdout: {@code thread}, {@code warning}, {@code helper} and {@code fact} lines (rtjref.h). */
    static void readOutput(PointRun run, List<String> lines, Path scratch) throws IOException {
        List<ThreadReport> threads = new ArrayList<>();
        List<Long> wallNanos = new ArrayList<>();
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n);
            String[] words = line.split(" ", 3);
            try {
                if (words[0].equals("thread")) {
                    threads.add(
                            thread(Integer.parseInt(words[1]), words.length > 2 ? words[2] : "", scratch, wallNanos));
                } else if (words[0].equals("warning")) {
                    int index = Integer.parseInt(words[1]);
                    String text = words.length > 2 ? words[2] : "";
                    if (index >= 0 && index < threads.size()) {
                        threads.get(index).warnings.add(text);
                    } else {
                        run.record.warnings.add(text);
                    }
                } else if (words[0].equals("helper")) {
                    String[] h = line.split(" ");
                    int index = Integer.parseInt(h[1]);
                    long ns = Long.parseLong(h[3].substring("cpu_ns=".length()));
                    ThreadReport t = threads.get(index);
                    Map<String, Long> helpers = t.helperCpuNanos();
                    helpers.put(h[2], ns);
                    t.cpuUsed(t.cpuNanos(), wallNanos.get(index), helpers);
                } else if (words[0].equals("fact")) {
                    String fact = line.substring("fact ".length());
                    int eq = fact.indexOf('=');
                    run.record.workloadFacts.put(fact.substring(0, eq), fact.substring(eq + 1));
                } else {
                    throw new IllegalArgumentException("not a thread, warning or fact line");
                }
            } catch (RuntimeException e) {
                throw new IOException(
                        "the C reference's output, line " + (n + 1) + " '" + line + "': " + e.getMessage(), e);
            }
        }
        run.record.threads = threads;
    }

    private static ThreadReport thread(int index, String fields, Path scratch, List<Long> wallNanos)
            throws IOException {
        Map<String, String> f = new LinkedHashMap<>();
        for (String kv : fields.split(" ")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                f.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        ThreadReport t = new ThreadReport(
                index,
                "thread-" + index,
                CpuList.parse(f.get("cpus_requested")),
                f.get("policy_requested"),
                Integer.parseInt(f.get("priority_requested")),
                samples(scratch.resolve("thread-" + index + ".ns")));
        t.appliedAffinity = "?".equals(f.get("affinity_applied")) ? null : CpuList.parse(f.get("affinity_applied"));
        t.appliedPolicy = "?".equals(f.get("policy_applied")) ? null : f.get("policy_applied");
        t.appliedPriority = Integer.valueOf(f.get("priority_applied"));
        t.cpusSeen.addAll(CpuList.parse(f.get("cpus_seen")).cpus());
        long wall = f.containsKey("wall_ns") ? Long.parseLong(f.get("wall_ns")) : -1;
        wallNanos.add(wall);
        if (f.containsKey("cpu_ns")) {
            t.cpuUsed(Long.parseLong(f.get("cpu_ns")), wall, new LinkedHashMap<String, Long>());
        }
        if (t.samples().size() != Integer.parseInt(f.get("samples"))) {
            throw new IOException("thread " + index + " reports " + f.get("samples") + " samples, its file holds "
                    + t.samples().size());
        }
        return t;
    }

    private static SampleBuffer samples(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        SampleBuffer samples = new SampleBuffer(Math.max(1, lines.size()));
        for (String l : lines) {
            samples.record(Long.parseLong(l));
        }
        return samples;
    }
}
