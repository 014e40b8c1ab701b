package rtjbench.tools.explain;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.ThreadFile;

/** One run's explained spikes, with the sources they were matched against. */
public record Explanation(
        RunDir run,
        long aboveNanos,
        int top,
        List<Spike> spikes,
        String vmSource,
        String traceSource,
        String stealSource) {
    public static final String FILE = "spikes.csv";
    /** spikes.csv's columns; {@code own_ns}: the part of the window that was the sample's own work (a job's). */
    public static final String HEADER = "thread,sample,start_ns,lateness_ns,own_ns,causes,unexplained_ns,main,evidence";

    /** Whether the run recorded what explaining needs (it ran with explain_above or explain_top). */
    public static boolean recorded(RunDir run) {
        return run.metadata().path("explain").isObject();
    }

    /** The summary line of a run made with explain_above/explain_top (or why it cannot be had); null for others. */
    public static String line(RunDir run) {
        if (!recorded(run)) return null;
        try {
            return of(run).summary();
        } catch (IOException | RuntimeException e) {
            return "could not be explained: " + e.getMessage();
        }
    }

    /** Matches the run's spikes against its recordings; the run must be {@link #recorded}. */
    public static Explanation of(RunDir run) throws IOException {
        JsonNode explain = run.metadata().path("explain");
        return of(run, explain.path("above_ns").asLong(0), explain.path("top").asInt(0));
    }

    /**
     * As {@link #of(RunDir)}, choosing the samples by another threshold than the run's: what the run recorded (its
     * trace, the VM's events, the steal time) covers its whole measured phase, so any sample of it can be matched
     * (a task-set check explains every job over its bound, whatever explain_above was).
     */
    public static Explanation of(RunDir run, long above, int top) throws IOException {
        JsonNode explain = run.metadata().path("explain");
        Path dir = InsideFolder.resolve(run.dir(), "explain", run.dir().resolve("metadata.json"), "explain");
        String collectors =
                run.metadata().path("jvm_activity").path("sources").path("gc").asText("GC");
        List<Interval> vm = VmEventFiles.read(dir, explain, collectors);
        JsonNode tracefs = explain.path("tracefs");
        CpuTrace trace = traceOf(tracefs, dir);
        String traceSource = trace != null
                ? "tracefs (CPUs " + tracefs.path("cpus").asText() + ")"
                        + (trace.lostEvents() > 0 ? ", " + trace.lostEvents() + " events lost" : "")
                : "none: " + tracefs.path("reason").asText("not recorded");
        JsonNode stealNode = explain.path("steal");
        StealGrowths steal =
                StealGrowths.read(stealNode.path("present").asBoolean(false) ? dir.resolve("steal.csv") : null);
        String stealSource = stealSource(stealNode);
        JsonNode vmNode = explain.path("vm_source");
        String vmSource = vmNode.path("kind").asText("none");
        boolean guest = run.metadata().path("platform").path("virtualised").asBoolean(false);
        Attribution rule = new Attribution(vm, trace, steal, guest);
        // a task-set run's samples are jobs, whose windows hold their own execution: the job rule takes that out
        TasksetJobs jobs = TasksetJobs.present(run.dir()) ? TasksetJobs.read(run) : null;
        JobAttribution jobRule = new JobAttribution(rule);

        List<Spike> spikes = new ArrayList<>();
        for (JsonNode t : explain.path("threads")) {
            String name = t.path("thread").asText();
            String endsFile = t.path("ends_file").asText(null);
            ThreadFile samplesFile = run.threads().stream()
                    .filter(f -> f.name().equals(name))
                    .findFirst()
                    .orElse(null);
            if (endsFile == null || samplesFile == null || samplesFile.file() == null) continue;
            long[] samples = longs(samplesFile.file());
            long[] ends = longs(InsideFolder.resolve(dir, endsFile, run.dir().resolve("metadata.json"), "ends_file"));
            int n = Math.min(samples.length, ends.length);
            boolean[] chosen = choose(samples, n, above, top);
            int tid = t.path("tid").isNumber() ? t.path("tid").asInt() : -1;
            List<Integer> cpus = cpus(t.path("cpus").asText(""));
            TasksetJobs.TaskJobs taskJobs = jobs == null ? null : jobs.of(name);
            long runtime = taskJobs == null ? -1 : jobs.deadlineRuntime(name);
            for (int i = 0; i < n; i++) {
                if (chosen[i]) {
                    long previousEnd = i > 0 ? ends[i - 1] : Long.MIN_VALUE;
                    spikes.add(
                            taskJobs != null && i < taskJobs.jobs().size()
                                    ? jobRule.explain(name, i, taskJobs.jobs().get(i), runtime, tid, cpus, previousEnd)
                                    : rule.explain(name, i, ends[i] - samples[i], samples[i], tid, cpus, previousEnd));
                }
            }
        }
        return new Explanation(run, above, top, spikes, vmSource, traceSource, stealSource);
    }

    /** The run's CPU trace where it recorded one (explain/trace.txt), else null. */
    private static CpuTrace traceOf(JsonNode tracefs, Path dir) throws IOException {
        if (!tracefs.path("present").asBoolean(false) || !Files.isRegularFile(dir.resolve("trace.txt"))) {
            return null;
        }
        return CpuTrace.read(
                dir.resolve("trace.txt"),
                tracefs.path("on_ns").asLong(),
                tracefs.path("off_ns").asLong());
    }

    private static String stealSource(JsonNode steal) {
        return steal.path("present").asBoolean(false)
                ? steal.path("source").asText() + " every "
                        + steal.path("interval_ns").asLong() / 1000 + " us"
                : "none: " + steal.path("reason").asText("not recorded");
    }

    static boolean[] choose(long[] samples, int n, long above, int top) {
        boolean[] chosen = new boolean[n];
        if (above > 0) {
            for (int i = 0; i < n; i++) chosen[i] = samples[i] > above;
        }
        if (top > 0 && n > 0) {
            long[] sorted = Arrays.copyOf(samples, n);
            Arrays.sort(sorted);
            long cut = sorted[Math.max(0, n - top)];
            int left = top;
            for (int i = 0; i < n && left > 0; i++) {
                if (samples[i] > cut) {
                    chosen[i] = true;
                    left--;
                }
            }
            for (int i = 0; i < n && left > 0; i++) {
                if (samples[i] == cut) {
                    chosen[i] = true;
                    left--;
                }
            }
        }
        return chosen;
    }

    private static List<Integer> cpus(String text) {
        List<Integer> out = new ArrayList<>();
        for (String part : text.split(",")) {
            part = part.trim();
            if (part.isEmpty()) continue;
            String[] r = part.split("-");
            int from = Integer.parseInt(r[0]);
            int to = r.length > 1 ? Integer.parseInt(r[1]) : from;
            for (int c = from; c <= to; c++) out.add(c);
        }
        return out;
    }

    private static long[] longs(Path file) throws IOException {
        long[] out = new long[1024];
        int n = 0;
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String line;
            while ((line = in.readLine()) != null) {
                line = line.trim();
                if (line.isEmpty()) continue;
                if (n == out.length) out = Arrays.copyOf(out, n * 2);
                out[n++] = Long.parseLong(line);
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** spikes.csv: a row a spike, in thread and sample order. */
    public void writeCsv(OutputStream out) {
        PrintWriter w = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        w.println(HEADER);
        for (Spike s : spikes) {
            StringBuilder causes = new StringBuilder();
            for (Cause c : s.causes()) {
                if (causes.length() > 0) causes.append(';');
                causes.append(c.csv());
            }
            w.println(s.thread() + "," + s.sample() + "," + s.start() + "," + s.latenessNanos() + "," + s.ownNanos()
                    + "," + causes + "," + s.unexplainedNanos() + ","
                    + (s.main() == null ? "unexplained" : s.main().kind()) + ",\""
                    + s.evidence().replace('"', '\'') + "\"");
        }
        w.flush();
    }

    /**
     * "37 samples over 100 µs: 31 in a G1New pause (G1 Evacuation Pause, 4.1 ms mean), 4 behind irq 24
     * (virtio0), 2 unexplained": the spikes grouped by their main cause, largest group first.
     */
    public String summary() {
        String what = aboveNanos > 0 && top > 0
                ? " over " + time(aboveNanos) + " or among a thread's " + top + " largest"
                : aboveNanos > 0 ? " over " + time(aboveNanos) : " among each thread's " + top + " largest";
        StringBuilder sb = new StringBuilder(spikes.size() + (spikes.size() == 1 ? " sample" : " samples") + what);
        if (spikes.isEmpty())
            return sb.append(" (VM: ").append(vmSource).append(")").toString();
        Map<String, long[]> groups = new LinkedHashMap<>(); // label -> count, sum of durations
        long unexplained = 0;
        for (Spike s : spikes) {
            if (s.main() == null) {
                unexplained++;
                continue;
            }
            long[] g = groups.computeIfAbsent(group(s.main()), k -> new long[2]);
            g[0]++;
            g[1] += s.main().durationNanos();
        }
        List<Map.Entry<String, long[]>> sorted = new ArrayList<>(groups.entrySet());
        sorted.sort((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0]));
        sb.append(':');
        String sep = " ";
        for (Map.Entry<String, long[]> e : sorted) {
            long[] g = e.getValue();
            sb.append(sep).append(g[0]).append(' ').append(e.getKey().replace("%MEAN%", time(g[1] / g[0]) + " mean"));
            sep = ", ";
        }
        if (unexplained > 0) sb.append(sep).append(unexplained).append(" unexplained");
        long notAccounted = spikes.stream().filter(s -> !s.accountedFor()).count();
        if (notAccounted > 0) {
            sb.append("; ")
                    .append(notAccounted)
                    .append(" with more than ")
                    .append(time(Attribution.TOLERANCE_NANOS))
                    .append(" unexplained (the evidence looked at is in ")
                    .append(FILE)
                    .append(")");
        }
        return sb.toString();
    }

    /** The sources in one line, for the console beside the summary. */
    public String sources() {
        return "sources: VM " + vmSource + "; trace " + traceSource + "; steal " + stealSource;
    }

    /** A main cause's group in the summary, {@code %MEAN%} standing for the group's mean duration. */
    static String group(Cause c) {
        String d = c.detail();
        return switch (c.kind()) {
            case "gc" -> {
                int sp = d.indexOf(' ');
                yield sp < 0
                        ? "in a " + d + " pause (%MEAN%)"
                        : "in a " + d.substring(0, sp) + " pause (" + d.substring(sp + 1) + ", %MEAN%)";
            }
            case "safepoint" -> {
                int tt = d.indexOf(" ttsp");
                yield "in a safepoint (" + (tt < 0 ? d : d.substring(0, tt)) + ", %MEAN%)";
            }
            case "irq" -> {
                int sp = d.indexOf(' ');
                yield sp < 0
                        ? "behind irq " + d
                        : "behind irq " + d.substring(0, sp) + " (" + d.substring(sp + 1) + ")";
            }
            case "softirq" -> "behind softirq " + d;
            case "task" -> "behind task " + (d.contains("/") ? d.substring(0, d.lastIndexOf('/')) : d) + " (%MEAN%)";
            case "jit" -> "behind the JIT (" + (d.contains("/") ? d.substring(0, d.lastIndexOf('/')) : d) + ", %MEAN%)";
            case "steal" -> "with the vCPU not running (steal, %MEAN%)";
            case "carried" -> "carried over from a late event before (%MEAN%)";
            case "execution" -> "long by their own execution (%MEAN%)";
            case "throttled" -> "throttled by SCHED_DEADLINE (%MEAN%)";
            case "stall" ->
                "with the CPU silent after the wake-up ("
                        + (d.endsWith(Attribution.ON_A_GUEST) ? "a guest, the host did not run the vCPU" : "firmware")
                        + ", %MEAN%)";
            case "timer" -> {
                if (d.equals(Attribution.SLACK)) yield "behind a timer due after the release (%MEAN%)";
                String cpu = d.startsWith(Attribution.LATE_BUSY) ? "CPU busy" : "CPU idle";
                yield "with the timer interrupt late (" + cpu
                        + (d.endsWith(Attribution.ON_A_GUEST) ? ": a guest, the host did not run the vCPU" : "")
                        + ", %MEAN%)";
            }
            default -> c.kind() + " " + d;
        };
    }

    static String time(long nanos) {
        if (nanos >= 1_000_000) return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
        if (nanos >= 1_000) return String.format(Locale.ROOT, "%.0f µs", nanos / 1e3);
        return nanos + " ns";
    }
}
