package rtjbench.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.run.Main;
import rtjbench.core.run.plan.Benchmarks;

/**
 * Every testapp a module registers, run through the real runner ({@link Main}, so the real writer) as one suite
 * with tiny counts: what the results format must describe, produced the way a user gets it. A testapp added
 * later is picked up by its service registration, with no change to the test.
 * <pre>
 *   Path suite = EveryTestapp.in("rtjbench.memory.").with("memalloc", "allocsize", "1K,2K").run(tmp);
 * </pre>
 */
public final class EveryTestapp {
    /** What makes any testapp quick (two threads, to have a pair): few samples, little warm-up, no simulated work, no mlockall, a short watchdog. */
    private static final String[] TINY = {
        "no_of_threads", "2", "count", "20", "warmup", "5", "instr_load", "0", "mlockall", "false", "time_limit", "60s"
    };

    private final String packagePrefix;
    private final Map<String, Map<String, String>> extra = new LinkedHashMap<String, Map<String, String>>();
    private final List<String[]> additional = new ArrayList<String[]>();
    private boolean inTheRunnersVm;

    private EveryTestapp(String packagePrefix) {
        this.packagePrefix = packagePrefix;
    }

    /** The testapps whose class is in {@code packagePrefix} (e.g. {@code "rtjbench.memory."}). */
    public static EveryTestapp in(String packagePrefix) {
        return new EveryTestapp(packagePrefix);
    }

    /** Extra arguments for one testapp, {@code name, value, ...} (a sweep value list makes a sweep). */
    public EveryTestapp with(String testapp, String... nameValues) {
        Map<String, String> m = extra.get(testapp);
        if (m == null) extra.put(testapp, m = new LinkedHashMap<String, String>());
        for (int i = 0; i < nameValues.length; i += 2) m.put(nameValues[i], nameValues[i + 1]);
        return this;
    }

    /** One more suite entry for {@code testapp} with these arguments (e.g. a control run, a skipped entry). */
    public EveryTestapp plus(String testapp, String... nameValues) {
        String[] entry = new String[nameValues.length + 1];
        entry[0] = testapp;
        System.arraycopy(nameValues, 0, entry, 1, nameValues.length);
        additional.add(entry);
        return this;
    }

    /**
     * Every point in the runner's VM ({@code fork=false}) rather than each in a fresh one: what a testapp writes
     * is the same either way, and a module's dozen testapps then cost no VM start each. The fork's own part of
     * the format is checked where the harness's testapps run, forked.
     */
    public EveryTestapp inTheRunnersVm() {
        inTheRunnersVm = true;
        return this;
    }

    /** The names of the testapps this module registers. */
    public TreeSet<String> names() {
        TreeSet<String> names = new TreeSet<String>();
        for (Benchmark b : Benchmarks.onClasspath().all().values()) {
            if (b.getClass().getName().startsWith(packagePrefix)) names.add(b.name());
        }
        return names;
    }

    /**
     * Writes the suite's args file under {@code dir}, runs it, checks the runner said 0 (everything that ran
     * complete) and that each of this module's testapps has a complete entry, or a skipped one where this
     * machine lacks what it needs (SCHED_FIFO without privilege; the reason is in the message of a failure);
     * returns the suite's results folder.
     */
    public Path run(Path dir) throws IOException {
        TreeSet<String> names = names();
        assertTrue(!names.isEmpty(), "no testapp registered under " + packagePrefix);
        Path datadir = dir.resolve("results");
        StringBuilder xml = new StringBuilder("<suite name=\"every-testapp\">\n");
        for (String name : names) entry(xml, name, datadir, inTheRunnersVm, extra.get(name));
        for (String[] a : additional) {
            Map<String, String> m = new LinkedHashMap<String, String>();
            for (int i = 1; i < a.length; i += 2) m.put(a[i], a[i + 1]);
            entry(xml, a[0], datadir, inTheRunnersVm, m);
        }
        xml.append("</suite>\n");
        Path argsFile = dir.resolve("every-testapp.xml");
        Files.write(argsFile, xml.toString().getBytes(StandardCharsets.UTF_8));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(
                new String[] {"--quiet", argsFile.toString()}, new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(0, exit, "the runner on " + xml + "said: " + err);
        Path suite = onlyFolder(datadir);
        JsonNode entries = new ObjectMapper()
                .readTree(suite.resolve("suite.json").toFile())
                .get("entries");
        for (String name : names) {
            boolean ranOrCouldNot = false;
            for (JsonNode e : entries) {
                String status = e.get("status").asText();
                ranOrCouldNot |= name.equals(e.get("testapp").asText())
                        && ("complete".equals(status) || "skipped".equals(status));
            }
            assertTrue(ranOrCouldNot, "testapp " + name + " has no complete (or skipped) entry in " + entries);
        }
        return suite;
    }

    private static void entry(
            StringBuilder xml, String testapp, Path datadir, boolean inTheRunnersVm, Map<String, String> extra) {
        Map<String, String> args = new LinkedHashMap<String, String>();
        args.put("datadir", datadir.toString());
        for (int i = 0; i < TINY.length; i += 2) args.put(TINY[i], TINY[i + 1]);
        if (inTheRunnersVm) args.put("fork", "false");
        if (extra != null) args.putAll(extra);
        xml.append("  <testapp name=\"").append(testapp).append("\">\n");
        for (Map.Entry<String, String> a : args.entrySet()) {
            xml.append("    <arg name=\"")
                    .append(a.getKey())
                    .append("\" value=\"")
                    .append(a.getValue())
                    .append("\"/>\n");
        }
        xml.append("  </testapp>\n");
    }

    private static Path onlyFolder(Path datadir) throws IOException {
        try (Stream<Path> s = Files.list(datadir)) {
            List<Path> folders = s.collect(Collectors.toList());
            assertEquals(1, folders.size(), "one results folder in " + datadir + ": " + folders);
            return folders.get(0);
        }
    }
}
