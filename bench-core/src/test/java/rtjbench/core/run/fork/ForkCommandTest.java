package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import rtjbench.core.run.console.ConsoleMode;

/** What a fork is started with: the runner's launcher, options and class path, and which point to run where. */
class ForkCommandTest {
    @Test
    void theRunnersLauncherOptionsAndClassPathThenThePoint() {
        ForkCommand c = new ForkCommand(
                "/opt/jamaica/bin/jamaicavm",
                Arrays.asList("-Xmx2g", "-Dx=y", "--add-exports=java.management/sun.management=ALL-UNNAMED"),
                "/a.jar:/b.jar",
                "rtjbench.core.run.Main");
        assertEquals(
                Arrays.asList(
                        "/opt/jamaica/bin/jamaicavm",
                        "-Xmx2g",
                        "-Dx=y",
                        "--add-exports=java.management/sun.management=ALL-UNNAMED",
                        "-Xms128m",
                        "-Xmx128m",
                        "-cp",
                        "/a.jar:/b.jar",
                        "rtjbench.core.run.Main",
                        "--quiet",
                        "--progress=false",
                        "--fork",
                        "2/5",
                        "--fork-of",
                        "3/4",
                        "--fork-launched",
                        "1795600000000",
                        "/r/args.xml"),
                c.forPoint(
                        Arrays.asList("-Xms128m", "-Xmx128m"),
                        Paths.get("/r/args.xml"),
                        2,
                        5,
                        3,
                        4,
                        new ConsoleMode(true, false, false),
                        1_795_600_000_000L),
                "the folder is not on the command line: the runner gives it when the fork's turn comes");
    }

    @Test
    void theRunnersAgentsStayTheRunnersAndAnEntrysAgentIsKept() {
        java.util.List<String> own = ForkCommand.runnersOwn(Arrays.asList(
                "-Xmx2g",
                "-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
                "-javaagent:/m2/org.jacoco.agent-runtime.jar=destfile=/t/jacoco.exec",
                "-agentpath:/opt/async-profiler/libasyncProfiler.so=start",
                "-Xrunhprof:cpu=samples",
                "-Drtjbench.clock.sitting=old",
                "-XX:ArchiveClassesAtExit=/t/a.jsa",
                "-Dx=y"));
        assertEquals(
                Arrays.asList("-Xmx2g", "-Dx=y"),
                own,
                "a debugger would find its port taken, a coverage agent or profiler would rewrite what the fork"
                        + " times; the clock hand-over is given afresh, the archive is the runner's to write");
        String home = System.getProperty("java.home");
        ForkCommand entry = new ForkCommand("/usr/bin/java", own, "/a.jar", "rtjbench.core.run.Main")
                .forEntry(new rtjbench.core.args.JvmEntry("prof", home, "-javaagent:/opt/agent.jar", 3));
        java.util.List<String> cmd = entry.forPoint(
                java.util.Collections.emptyList(),
                Paths.get("/r/args.xml"),
                0,
                0,
                1,
                1,
                new ConsoleMode(false, false, false),
                0);
        assertTrue(cmd.contains("-javaagent:/opt/agent.jar"), "an agent a <jvm> entry names is its own: " + cmd);
    }

    @Test
    void aCommandMadeAsAKeyGetsItsLaunchTimeWhenItIsStarted() {
        ForkCommand c = new ForkCommand("/usr/bin/java", Arrays.asList("-Dx=y"), "/a.jar", "rtjbench.core.run.Main");
        java.util.List<String> key = c.forPoint(
                Arrays.asList("-Xmx128m"),
                Paths.get("/r/args.xml"),
                0,
                1,
                1,
                2,
                new ConsoleMode(false, false, false),
                0);
        java.util.List<String> launched = ForkCommand.launchedAt(key, 1_795_600_000_000L);
        assertEquals(
                c.forPoint(
                        Arrays.asList("-Xmx128m"),
                        Paths.get("/r/args.xml"),
                        0,
                        1,
                        1,
                        2,
                        new ConsoleMode(false, false, false),
                        1_795_600_000_000L),
                launched);
        assertEquals("0", key.get(key.indexOf(ForkCommand.FORK_LAUNCHED) + 1), "the key itself is left as it was");
    }

    @Test
    void withoutTheLauncherPropertyThisVmsJava() {
        String before = System.getProperty(ForkCommand.LAUNCHER_PROPERTY);
        System.clearProperty(ForkCommand.LAUNCHER_PROPERTY);
        try {
            assertEquals(
                    Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                    ForkCommand.ofThisVm("rtjbench.core.run.Main").launcher());
            System.setProperty(ForkCommand.LAUNCHER_PROPERTY, "/usr/bin/java8");
            assertEquals(
                    "/usr/bin/java8",
                    ForkCommand.ofThisVm("rtjbench.core.run.Main").launcher());
        } finally {
            if (before == null) {
                System.clearProperty(ForkCommand.LAUNCHER_PROPERTY);
            } else {
                System.setProperty(ForkCommand.LAUNCHER_PROPERTY, before);
            }
        }
    }

    @Test
    void aJvmEntryTakesItsLauncherAndItsOptionsWinOverTheRunners() {
        String home = System.getProperty("java.home");
        ForkCommand runner = new ForkCommand(
                "/usr/bin/java",
                Arrays.asList(
                        "-Xmx2g",
                        "-XX:+UseG1GC",
                        "-Dx=y",
                        "-XX:SharedArchiveFile=/a.jsa",
                        "-Drtjbench.jvm=/usr/bin/java",
                        "--no-such-launcher-option-rtjbench"),
                "/a.jar",
                "rtjbench.core.run.Main");
        ForkCommand entry =
                runner.forEntry(new rtjbench.core.args.JvmEntry("par", home, "-Xms1g -Xmx1g -XX:+UseParallelGC", 3));
        java.util.List<String> cmd = entry.forPoint(
                java.util.Collections.emptyList(),
                Paths.get("/r/args.xml"),
                0,
                0,
                1,
                1,
                new ConsoleMode(false, false, false),
                0);
        assertEquals(home + "/bin/java", cmd.get(0));
        assertEquals(
                Arrays.asList(
                        "-Dx=y",
                        "-Xms1g",
                        "-Xmx1g",
                        "-XX:+UseParallelGC",
                        "-Drtjbench.jvm.entry=par",
                        "-Drtjbench.jvm.entry.launcher=" + home + "/bin/java",
                        "-Drtjbench.jvm.entry.collector=Parallel",
                        "-Drtjbench.jvm=" + home + "/bin/java"),
                cmd.subList(1, cmd.indexOf("-cp")),
                "the runner's heap and collector give way to the entry's; an option its VM refuses and the runner's class-data archive are left out");
    }
}
