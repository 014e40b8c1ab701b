package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import rtjbench.tools.Fixtures;
import rtjbench.tools.results.JsonFiles;

/**
 * Run folders of the testapps an overhead model and an MMU curve are made from, written by hand; the command
 * line of a small `sched generate` the tests of the commands' bounds and outputs start from; experiment files
 * and the {@code sched ratio} that runs them.
 */
final class SchedFixtures {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SchedFixtures() {}

    /**
     * {@code sched generate} of the light recipe with seed 1 on {@code cpus} CPUs at utilisation cap {@code cap},
     * then {@code more}.
     */
    static String[] generate(String cpus, String cap, String... more) {
        List<String> line = new ArrayList<>(List.of(
                "sched",
                "generate",
                "--recipe",
                "seed004-uniform-light-short",
                "--cpus",
                cpus,
                "--cap",
                cap,
                "--seed",
                "1"));
        line.addAll(List.of(more));
        return line.toArray(new String[0]);
    }

    /** An experiment file {@code dir/exp.xml} named {@code name}: the body starts at the file's line 3. */
    static Path experiment(Path dir, String name, String body) throws IOException {
        Path f = dir.resolve("exp.xml");
        Files.writeString(
                f, "<?xml version=\"1.0\"?>\n<experiment name=\"" + name + "\">\n" + body + "</experiment>\n");
        return f;
    }

    /**
     * An experiment of the light recipe, seed 1, test GFB, named {@code name}, on {@code cpus} CPUs at
     * {@code caps} with {@code sets} sets a cap (its line 5).
     */
    static String lightExperiment(String name, int cpus, String caps, long sets) {
        return "<experiment name=\"" + name + "\">\n"
                + Fixtures.argLines(
                        "recipe",
                        "seed004-uniform-light-short",
                        "cpus",
                        Integer.toString(cpus),
                        "caps",
                        caps,
                        "sets",
                        Long.toString(sets),
                        "seed",
                        "1",
                        "tests",
                        "GFB")
                + "</experiment>\n";
    }

    /** {@code sched ratio} of {@code experiment}, its folder under {@code results}. */
    static Fixtures.Result ratio(Path results, Path experiment) {
        return Fixtures.cli("sched", "ratio", "--results", results.toString(), experiment.toString());
    }

    /** A run of {@code testapp} with the given samples, its metadata then changed by {@code edit}. */
    static Path run(
            Path dir, String testapp, Map<String, String> swept, List<long[]> threads, Consumer<ObjectNode> edit)
            throws IOException {
        Fixtures.run(dir, testapp, swept, threads, "Test VM", null);
        ObjectNode meta = (ObjectNode) JsonFiles.read(dir.resolve("metadata.json"));
        edit.accept(meta);
        Files.writeString(dir.resolve("metadata.json"), JSON.writeValueAsString(meta));
        return dir;
    }

    static ObjectNode args(ObjectNode meta) {
        return (ObjectNode) meta.get("args");
    }

    /** Every thread seen on CPU {@code cpu} only. */
    static void allOnCpu(ObjectNode meta, int cpu) {
        for (var t : meta.get("threads")) {
            ArrayNode seen = ((ObjectNode) t).putArray("cpus_seen");
            seen.add(cpu);
        }
    }

    /** A sweep folder of the given runs (folder name → swept values), in order. */
    static Path sweep(Path dir, String testapp, List<String> points, String swept) throws IOException {
        Fixtures.sweepIndex(dir, testapp, swept, points, "");
        return dir;
    }

    /** A cpmd run: the passes after as its samples, the hot passes in its hot/ sub-run. */
    static Path cpmd(Path dir, String disturbance, long wss, long[] hot, long[] after) throws IOException {
        run(dir, "cpmd", Map.of("wss", Long.toString(wss)), List.of(after), m -> {
            ObjectNode w = m.putObject("workload");
            w.put("disturbance", disturbance);
            w.put("wss_bytes", wss);
            m.putArray("sub_runs").add("hot");
            args(m).put("disturbance", disturbance);
        });
        run(dir.resolve("hot"), "cpmd", Map.of(), List.of(hot), m -> m.put("part_of", ".."));
        return dir;
    }

    /**
     * A periodic run with an allocation load whose measured phase lasted {@code phaseMs} and held these pauses
     * ({@code {start_ms, duration_ms}} each), recorded from the VM's GC log.
     */
    static Path gcRun(Path dir, String entry, String collector, double phaseMs, double[][] pauses, double concurrentMs)
            throws IOException {
        return run(dir, "periodic", Map.of(), List.of(new long[] {1000, 2000}), m -> {
            m.putObject("collector").put("name", collector).putArray("beans");
            m.putObject("jvm_entry").put("name", entry);
            m.putObject("gc_load").put("asked", "300MB/s");
            ObjectNode activity = m.putObject("jvm_activity");
            activity.putObject("measured").put("duration_ms", phaseMs);
            activity.putObject("boundary").put("snapshot_delay_ms", 0.0);
            ObjectNode gc = activity.putObject("gc_pauses");
            gc.put("source", "unified logging (gc=info, gc-log.txt)");
            ObjectNode measured = gc.putObject("measured");
            measured.put("count", pauses.length);
            double max = 0;
            ArrayNode list = measured.putArray("pauses");
            for (double[] p : pauses) {
                ObjectNode e = list.addObject();
                e.put("collector", collector);
                e.put("action", "Pause Young");
                e.put("start_ms", p[0]);
                e.put("duration_ms", p[1]);
                max = Math.max(max, p[1]);
            }
            measured.put("max_ms", max);
            measured.put("concurrent_cycles", concurrentMs > 0 ? 2 : 0);
            measured.put("concurrent_ms", concurrentMs);
        });
    }
}
