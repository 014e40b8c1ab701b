package rtjbench.tools;

import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Results folders written by hand in the format of docs/results-format.md (never by the harness), and a
 * way to run the tool's command line and capture what it prints.
 */
public final class Fixtures {
    private Fixtures() {}

    /**
     * Writes a run folder with the given samples per thread, its metadata complete as docs/schema says (SchemaTest
     * checks). {@code extraClock} is added inside "clock" in place of the standard noise floor.
     */
    public static Path run(
            Path dir, String testapp, Map<String, String> swept, List<long[]> threads, String vmName, String extraClock)
            throws IOException {
        Files.createDirectories(dir);
        StringBuilder th = new StringBuilder();
        for (int i = 0; i < threads.size(); i++) {
            writeSamples(dir.resolve("thread-" + i + ".txt"), threads.get(i));
            th.append(i == 0 ? "" : ",").append("""
                    {"index": %d, "name": "thread-%d", "file": "thread-%d.txt", "samples": %d, "cpus_requested": "%d",
                     "affinity_applied": "%d", "cpus_seen": [%d], "policy_requested": "fifo", "policy_applied": "fifo",
                     "priority_requested": 30, "priority_applied": 30, "warnings": [], "error": null}
                    """.formatted(i, i, i, threads.get(i).length, i % 2, i % 2, i % 2));
        }
        StringBuilder sw = new StringBuilder();
        StringBuilder args =
                new StringBuilder("\"no_of_threads\": \"" + threads.size() + "\", \"datadir\": \"results\"");
        for (Map.Entry<String, String> e : swept.entrySet()) {
            sw.append(sw.length() == 0 ? "" : ", ")
                    .append('"')
                    .append(e.getKey())
                    .append("\": \"")
                    .append(e.getValue())
                    .append('"');
            args.append(", \"")
                    .append(e.getKey())
                    .append("\": \"")
                    .append(e.getValue())
                    .append('"');
        }
        String meta = """
                {
                  "format": "rtjbench-run/1",
                  "testapp": "%s",
                  "testapp_name": "%s",
                  "swept": {%s},
                  "args": {%s},
                  "complete": true,
                  "incomplete_reason": null,
                  "start": "2026-01-01T00:00:00Z",
                  "end": "2026-01-01T00:00:01Z",
                  "unit": "ns",
                  "jvm": {"vm_name": "%s", "vm_vendor": "Test", "vm_version": "17.0.1", "version": "17.0.1", "home": "/jvm",
                          "max_heap_bytes": 1073741824},
                  "os": {"name": "Linux", "kernel": "6.1", "arch": "amd64", "clocksource": "tsc"},
                  "machine": {"cpu_model": "Test CPU", "online_cpus": "0-1", "allowed_cpus": "0-1", "caches": []},
                  "thread_control": "linux (test)",
                  "rtsj": {"available": false},
                  "clock": {"name": "nanotime", "ns_per_tick": 1.0, "source": "System.nanoTime", "read_cost_ns": 25.0,
                            "resolution_ns": 20.0, "calibration": "none needed", %s},
                  "workload": {"timed": "nothing"},
                  "memory_lock": "not locked (fixture)",
                  "pm_qos": {"requested": "0", "device": "/dev/cpu_dma_latency", "held": true, "held_us": 0,
                             "status": "held: 0 us written to /dev/cpu_dma_latency (fixture)", "effective_us": 0},
                  "platform": %s,
                  "warnings": ["a test warning"],
                  "threads": [%s]
                }
                """.formatted(
                testapp, testapp, sw, args, vmName, extraClock == null ? NOISE_FLOOR : extraClock, PLATFORM, th);
        Files.writeString(dir.resolve("metadata.json"), meta);
        return dir;
    }

    private static final String NOISE_FLOOR = """
            "noise_floor": {"method": "fixture", "samples": 1000, "min_ns": 10, "median_ns": 20, "p99_ns": 30, "max_ns": 90}""";

    /** A two-CPU virtual machine without cpufreq, as the runner reads one, with the one warning it calls for. */
    private static final String PLATFORM = """
            {"cpus_used": "0-1", "online_cpus": "0-1",
             "per_cpu": {"0": {"cpufreq": null, "idle_states": [{"name": "POLL", "desc": "CPUIDLE CORE POLL IDLE", "latency_us": 0,
                                "residency_us": 0, "enabled": true}], "smt_siblings": "", "smt_siblings_online": ""},
                         "1": {"cpufreq": null, "idle_states": [], "smt_siblings": "", "smt_siblings_online": ""}},
             "cpuidle": {"driver": "haltpoll", "governor": "haltpoll"}, "smt_control": "notsupported",
             "isolation": {"isolated": "", "nohz_full": null}, "kernel_cmdline": {"preempt": "full"},
             "rt_throttling": {"sched_rt_runtime_us": 950000, "sched_rt_period_us": 1000000, "throttled": true},
             "transparent_hugepage": {"enabled": "madvise", "defrag": "madvise"},
             "preemption": {"model": "full", "realtime": false, "dynamic": true, "source": "preempt= on the kernel command line",
                            "version": "#1 SMP PREEMPT_DYNAMIC"},
             "clocksource": {"current": "tsc", "available": ["tsc", "kvm-clock"]}, "virtualised": true,
             "warnings": ["virtualised (fixture): the host can deschedule a vCPU"]}""";

    public static Path run(Path dir, List<long[]> threads) throws IOException {
        return run(dir, "fixture", Map.of(), threads, "Test VM", null);
    }

    public static void writeSamples(Path file, long[] samples) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file)) {
            for (long v : samples) {
                w.write(Long.toString(v));
                w.write('\n');
            }
        }
    }

    /** A sweep folder over {@code allocsize} with the given values, each point a 2-thread run. */
    public static Path sweep(Path dir, String testapp, List<String> values, long seed) throws IOException {
        Files.createDirectories(dir);
        Random rnd = new Random(seed);
        for (int i = 0; i < values.size(); i++) {
            String v = values.get(i);
            run(
                    dir.resolve("allocsize=" + v),
                    testapp,
                    Map.of("allocsize", v),
                    List.of(latencies(rnd, 500 + 100 * i, 200 * (i + 1)), latencies(rnd, 400, 200 * (i + 1))),
                    "Test VM",
                    null);
        }
        sweepIndex(dir, testapp, "allocsize", values, "");
        return dir;
    }

    /**
     * Writes {@code dir/sweep.json}: an entry a value of {@code swept}, in order, in folder {@code swept=value},
     * complete, with {@code more} (JSON members, each after a comma) in each entry.
     */
    public static void sweepIndex(Path dir, String testapp, String swept, List<String> values, String more)
            throws IOException {
        StringBuilder entries = new StringBuilder();
        for (String v : values) {
            entries.append(entries.length() == 0 ? "" : ",")
                    .append("{\"dir\": \"%s=%s\", \"values\": {\"%s\": \"%s\"}%s, \"status\": \"complete\"}"
                            .formatted(swept, v, swept, v, more));
        }
        Files.writeString(dir.resolve("sweep.json"), """
                {"format": "rtjbench-sweep/1", "testapp": "%s", "testapp_name": "%s", "swept": ["%s"], "entries": [%s]}
                """.formatted(testapp, testapp, swept, entries));
    }

    /**
     * {@code <arg>} elements as args and experiment files write them, a line each, indented by two spaces: the
     * names and values alternate ({@code "count", "300", "warmup", "50"}).
     */
    public static String argLines(String... namesAndValues) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            sb.append("  <arg name=\"")
                    .append(namesAndValues[i])
                    .append("\" value=\"")
                    .append(namesAndValues[i + 1])
                    .append("\"/>\n");
        }
        return sb.toString();
    }

    /** Writes {@code dir/suite.json}, the suite {@code name} of {@code entries} ({@link #suiteEntry}), in order. */
    public static void suiteIndex(Path dir, String name, String... entries) throws IOException {
        Files.writeString(
                dir.resolve("suite.json"),
                "{\"format\": \"rtjbench-suite/1\", \"name\": \"" + name
                        + "\", \"args_file\": \"args.xml\", \"entries\": [\n "
                        + String.join(",\n ", entries)
                        + "]}\n");
    }

    /**
     * A suite entry: complete in folder {@code dir}, or, where {@code skipped} gives the reason, skipped (its
     * folder null).
     */
    public static String suiteEntry(String testapp, String testappName, String dir, String kind, String skipped) {
        return "{\"testapp\": \"%s\", \"testapp_name\": \"%s\", \"dir\": %s, \"kind\": \"%s\", \"status\": \"%s\", \"reason\": %s}"
                .formatted(
                        testapp,
                        testappName,
                        dir == null ? "null" : "\"" + dir + "\"",
                        kind,
                        skipped == null ? "complete" : "skipped",
                        skipped == null ? "null" : "\"" + skipped + "\"");
    }

    /** A suite: a sweep, a plain run and a skipped entry. */
    public static Path suite(Path dir) throws IOException {
        Files.createDirectories(dir);
        sweep(dir.resolve("01-memalloc"), "memalloc", List.of("1K", "4K", "16K"), 1);
        run(dir.resolve("02-timer"), "timer", Map.of(), List.of(latencies(new Random(2), 300, 50)), "Test VM", null);
        suiteIndex(
                dir,
                "fixture",
                suiteEntry("memalloc", "memalloc", "01-memalloc", "sweep", null),
                suiteEntry("timer", "timer", "02-timer", "run", null),
                suiteEntry(
                        "scopedalloc",
                        "scopedalloc",
                        null,
                        "run",
                        "the VM lacks RTSJ (javax.realtime.ScopedMemory not found)"));
        return dir;
    }

    /** Latency-like samples: a body around {@code base} ns with a long tail and a few big outliers. */
    public static long[] latencies(Random rnd, int n, long base) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            double x = base
                    + rnd.nextGaussian() * base * 0.1
                    + (rnd.nextDouble() < 0.05 ? rnd.nextDouble() * base * 20 : 0);
            a[i] = Math.max(0, Math.round(x));
        }
        if (n > 10) a[n / 2] = base * 1000 + 7;
        return a;
    }

    /** What a command line printed and returned. */
    public record Result(int exit, String out, String err) {}

    public static synchronized Result cli(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = Main.run(args);
            return new Result(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    public static List<String> lines(Path file) throws IOException {
        return new ArrayList<>(Files.readAllLines(file));
    }
}
