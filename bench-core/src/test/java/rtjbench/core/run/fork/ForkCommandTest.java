package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a fork is started with: the runner's launcher, options and class path, and which point to run where. */
class ForkCommandTest {
    @Test
    void theRunnersLauncherOptionsAndClassPathThenThePoint() {
        ForkCommand c = new ForkCommand(
                "/opt/jamaica/bin/jamaicavm",
                Arrays.asList(
                        "-Xmx2g",
                        "-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
                        "-Dx=y",
                        "--add-exports=java.management/sun.management=ALL-UNNAMED"),
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
                        "--fork-dir",
                        "/r/02-memalloc/allocsize=4K/fork-3",
                        "--fork-of",
                        "3/4",
                        "--fork-launched",
                        "LAUNCHED",
                        "/r/args.xml"),
                launchedMasked(c.forPoint(
                        Arrays.asList("-Xms128m", "-Xmx128m"),
                        Paths.get("/r/args.xml"),
                        2,
                        5,
                        Paths.get("/r/02-memalloc/allocsize=4K/fork-3"),
                        3,
                        4,
                        true,
                        false)),
                "the debugger agent is left out: a second VM could not listen on its port");
    }

    /** The launch time is the clock's: replaced by a word so the rest can be compared. */
    private static List<String> launchedMasked(List<String> cmd) {
        List<String> copy = new ArrayList<>(cmd);
        int i = copy.indexOf(ForkCommand.FORK_LAUNCHED);
        long launched = Long.parseLong(copy.get(i + 1));
        assertTrue(Math.abs(System.currentTimeMillis() - launched) < 60_000, "the launch time is now: " + launched);
        copy.set(i + 1, "LAUNCHED");
        return copy;
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
                Paths.get("/r/p"),
                1,
                1,
                false,
                false);
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
