package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.Main;
import rtjbench.core.testing.ChildJvm;
import rtjbench.core.testing.JarredClassPath;
import rtjbench.core.testing.ResultsSchema;

/**
 * A point whose AOT cache the runner trains (Temurin 25, where the machine has it), end to end in a runner of its
 * own on jars (HotSpot dumps a cache only from jars): the training makes the cache, the point's fork uses it, and
 * what the training VM says on its console as it records and assembles the cache is kept in the training run's
 * folder, not printed among the run's lines; every file valid against the schemas.
 */
class AotTrainingTest {
    private static final File JDK25 = new File("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");

    @TempDir
    Path dir;

    @Test
    void theTrainingMakesTheCacheAndKeepsItsVmsConsoleInItsFolder() throws Exception {
        assumeTrue(JDK25.canExecute(), "no Temurin 25 here");
        Path results = dir.resolve("results");
        Path args = dir.resolve("args.xml");
        String xml = "<suite name=\"aot\">\n"
                + "<jvm name=\"aot\" java=\"" + JDK25 + "\" aot_cache=\"train\"/>\n"
                + "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + results + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                + "  <arg name=\"count\" value=\"100\"/>\n"
                + "  <arg name=\"warmup\" value=\"100\"/>\n"
                + "  <arg name=\"start\" value=\"cold\"/>\n"
                + "  <arg name=\"forks\" value=\"1\"/>\n"
                + "  <arg name=\"jvms\" value=\"aot\"/>\n"
                + "</testapp>\n</suite>\n";
        Files.write(args, xml.getBytes(StandardCharsets.UTF_8));
        Path jars = Files.createDirectories(dir.resolve("jars"));
        Process runner = ChildJvm.start(
                ChildJvm.asTestVm(new ArrayList<String>()),
                JarredClassPath.of(ChildJvm.testClassPath(), jars),
                Main.class.getName(),
                Arrays.asList("--quiet", args.toString()));
        runner.getOutputStream().close();
        String printed = ChildJvm.output(runner);
        assertTrue(runner.waitFor(120, TimeUnit.SECONDS), printed);
        assertEquals(0, runner.exitValue(), printed);

        Path point;
        try (Stream<Path> runs = Files.list(results)) {
            Path top = runs.collect(Collectors.toList()).get(0);
            ResultsSchema.assertValid(top);
            JsonNode suite =
                    new ObjectMapper().readTree(top.resolve("suite.json").toFile());
            point = top.resolve(suite.path("entries").get(0).path("dir").asText());
        }
        assertTrue(Files.isRegularFile(point.resolve("aot/app.aot")), "the training made the cache");
        JsonNode forks = new ObjectMapper().readTree(point.resolve("forks.json").toFile());
        assertEquals("complete", forks.path("entries").get(0).path("status").asText(), forks.toString());
        String console =
                new String(Files.readAllBytes(point.resolve("aot-training/console.txt")), StandardCharsets.UTF_8);
        assertTrue(console.contains("AOTConfiguration recorded"), console);
        assertTrue(console.contains("AOTCache creation is complete"), console);
        assertFalse(printed.contains("AOTC"), "the run's console stays a line a point:\n" + printed);
        assertTrue(printed.contains("cold: 1 forks; first event p50"), printed);
    }
}
