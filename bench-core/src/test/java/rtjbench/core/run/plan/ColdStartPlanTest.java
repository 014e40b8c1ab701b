package rtjbench.core.run.plan;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.support.ConfigException;

/**
 * Refused before anything runs: a cold start without a fresh VM or without its events kept in order, an AOT
 * cache on a VM that has none, and a cache another VM build made.
 */
class ColdStartPlanTest {
    /** Temurin 25 where the machine has it (the AOT cache checks that need a VM with one). */
    private static final File JDK25 = new File("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");

    @TempDir
    Path dir;

    private ConfigException refused(String jvm, String... args) throws Exception {
        List<String> lines = new ArrayList<>();
        lines.add("<suite name=\"s\">");
        if (jvm != null) lines.add(jvm);
        lines.add("<testapp name=\"testop\">");
        lines.add("  <arg name=\"mlockall\" value=\"false\"/>");
        lines.add("  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>");
        for (String a : args) lines.add("  " + a);
        lines.add("</testapp></suite>");
        Path file = dir.resolve("args.xml");
        Files.write(file, lines, StandardCharsets.UTF_8);
        ArgsDocument doc = new ArgsFileReader().read(file);
        RunEnvironment env = new EnvironmentProbe().probe().environment();
        return assertThrows(ConfigException.class, () -> Planner.plan(doc, Benchmarks.onClasspath(), env));
    }

    @Test
    void aColdStartNeedsAFreshVm() throws Exception {
        ConfigException e =
                refused(null, "<arg name=\"start\" value=\"cold\"/>", "<arg name=\"fork\" value=\"false\"/>");
        assertTrue(e.getMessage().contains("start=cold measures the first events of a fresh VM"), e.getMessage());
    }

    @Test
    void aColdStartKeepsEveryEvent() throws Exception {
        ConfigException e =
                refused(null, "<arg name=\"start\" value=\"cold\"/>", "<arg name=\"record\" value=\"histogram\"/>");
        assertTrue(e.getMessage().contains("drop record=histogram"), e.getMessage());
    }

    @Test
    void anAotCacheOnAVmWithoutOneIsRefusedNamingTheVmAndTheOption() throws Exception {
        String home = System.getProperty("java.home");
        EntryVm vm = EntryVm.of(new File(new File(home, "bin"), "java").getPath());
        assumeFalse(vm.hasFlag("AOTCacheOutput"), "the test VM can train an AOT cache");
        ConfigException e = refused(
                "<jvm name=\"old\" java=\"" + home + "\" aot_cache=\"train\"/>", "<arg name=\"jvms\" value=\"old\"/>");
        assertTrue(e.getMessage().contains("<jvm name=\"old\""), e.getMessage());
        assertTrue(e.getMessage().contains("has no -XX:AOTCacheOutput"), e.getMessage());
        assertTrue(e.getMessage().contains(vm.description()), e.getMessage());
    }

    @Test
    void aCacheAnotherVmBuildMadeIsRefusedNamingBoth() throws Exception {
        assumeTrue(JDK25.canExecute(), "no Temurin 25 here");
        Path cache = dir.resolve("other.aot");
        byte[] header = new byte[2048];
        byte[] ident = "OpenJDK 64-Bit Server VM (24.0.2+12) for linux-amd64 JRE (24.0.2+12), built on 2025-07-15"
                .getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(ident, 0, header, 584, ident.length);
        Files.write(cache, header);
        ConfigException e = refused(
                "<jvm name=\"aot\" java=\"" + JDK25 + "\" aot_cache=\"" + cache + "\"/>",
                "<arg name=\"jvms\" value=\"aot\"/>");
        assertTrue(
                e.getMessage().contains("was made by another VM (OpenJDK 64-Bit Server VM (24.0.2+12)"),
                e.getMessage());
        assertTrue(e.getMessage().contains("this VM is OpenJDK 64-Bit Server VM (25"), e.getMessage());
    }

    @Test
    void aMissingCacheIsRefused() throws Exception {
        assumeTrue(JDK25.canExecute(), "no Temurin 25 here");
        ConfigException e = refused(
                "<jvm name=\"aot\" java=\"" + JDK25 + "\" aot_cache=\"" + dir.resolve("none.aot") + "\"/>",
                "<arg name=\"jvms\" value=\"aot\"/>");
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    }

    @Test
    void aMisspeltJvmAttributeIsRefused() throws Exception {
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                Arrays.asList(
                        "<suite name=\"s\"><jvm name=\"a\" java=\"/x\" aot_cahce=\"train\"/>",
                        "<testapp name=\"testop\"/></suite>"),
                StandardCharsets.UTF_8);
        Exception e = assertThrows(Exception.class, () -> new ArgsFileReader().read(file));
        assertTrue(e.getMessage().contains("has no attribute 'aot_cahce'"), e.getMessage());
        assertTrue(e.getMessage().contains("name, java, options, aot_cache"), e.getMessage());
    }
}
