package rtjbench.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import rtjbench.core.run.Main;

/**
 * What a lean cold fork must not load in its life: the JDK subsystems whose first use costs a fresh VM thousands
 * of compilations under -Xcomp. Read from the class-loading log the runner starts each cold fork with.
 */
public final class LeanForkLogs {
    private static final String[] HEAVY = {
        "java.lang.management.ManagementFactory ",
        "java.util.regex.Pattern ",
        "java.util.Formatter ",
        "java.lang.invoke.LambdaMetafactory ",
        "java.util.DualPivotQuicksort ",
        // a reflective call: a constructor's or a method's accessor (JDK 17), or one built of method handles (18+)
        "jdk.internal.reflect.DelegatingConstructorAccessorImpl ",
        "jdk.internal.reflect.NativeMethodAccessorImpl ",
        "jdk.internal.reflect.MethodHandleAccessorFactory ",
        "com.fasterxml.jackson.",
        "org.apache.commons.csv."
    };

    private LeanForkLogs() {}

    /**
     * Fails naming the first heavy class {@code vmLog} (a fork's {@code vm-log.txt}) shows loaded, with the 30
     * classes loaded before it; {@code context} goes in the message.
     */
    public static void assertNothingHeavyLoaded(Path vmLog, Object context) throws Exception {
        List<String> loads;
        try (Stream<String> lines = Files.lines(vmLog)) {
            loads = lines.filter(l -> l.contains("[class,load")).collect(Collectors.toList());
        }
        assertTrue(loads.size() > 100, "the log holds the VM's class loading: " + loads.size());
        for (String heavy : HEAVY) {
            List<String> found =
                    loads.stream().filter(l -> l.contains("] " + heavy)).collect(Collectors.toList());
            int at = found.isEmpty() ? -1 : loads.indexOf(found.get(0));
            assertTrue(
                    found.isEmpty(),
                    "a lean cold fork loaded " + heavy + ": " + found + " after "
                            + (at < 0 ? "" : loads.subList(Math.max(0, at - 30), at)) + " (" + vmLog + ", "
                            + context + ")");
        }
    }

    /**
     * Runs each testapp element of {@code testapps} (their own arguments inside) started cold, one fork each, with the
     * runner, which must succeed in {@code dir}; then checks every fork and warm reference was lean and loaded nothing
     * heavy in its life.
     */
    public static void assertColdForksLean(Path dir, String... testapps) throws Exception {
        String common = "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                + "  <arg name=\"start\" value=\"cold\"/>\n"
                + "  <arg name=\"warmup\" value=\"50\"/>\n"
                + "  <arg name=\"forks\" value=\"1\"/>\n";
        StringBuilder suite = new StringBuilder("<suite name=\"lean\">\n");
        for (String testapp : testapps) {
            suite.append(testapp.replaceFirst(">\n", ">\n" + common));
        }
        Path args = dir.resolve("args.xml");
        Files.write(args, suite.append("</suite>\n").toString().getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {args.toString()},
                new PrintStream(out, true),
                new PrintStream(new ByteArrayOutputStream(), true));
        assertEquals(0, status, out.toString("UTF-8"));
        List<Path> logs;
        try (Stream<Path> s = Files.walk(dir.resolve("results"))) {
            logs = s.filter(p -> p.getFileName().toString().equals("vm-log.txt"))
                    .collect(Collectors.toList());
        }
        assertEquals(2 * testapps.length, logs.size(), "a fork and a warm reference a testapp: " + logs);
        ObjectMapper json = new ObjectMapper();
        for (Path log : logs) {
            JsonNode meta = json.readTree(log.resolveSibling("metadata.json").toFile());
            assertTrue(meta.path("fork").path("lean").asBoolean(), log + ": " + meta.path("fork"));
            assertNothingHeavyLoaded(log, meta.path("benchmark"));
        }
    }
}
