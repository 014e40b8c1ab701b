package rtjbench.core.run;

import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command on this process's own terminal and exits with its status: how {@code mvn -q exec:java}
 * starts {@code bin/rtjbench-run}. Through {@code exec:exec}, Maven reports a non-zero status as a failed
 * build, printing its own error and stack trace after the runner's message; here the runner's message is the
 * last thing printed and its status (2 bad input, 3 incomplete...) is Maven's. It runs on Maven's JVM, never
 * on the VM under test.
 */
public final class MavenLaunch {
    private MavenLaunch() {}

    public static void main(String[] command) throws InterruptedException {
        if (command.length == 0) {
            System.err.println("error: MavenLaunch needs a command to run");
            System.exit(Runner.EXIT_BAD_INPUT);
        }
        int status;
        try {
            final Process runner = new ProcessBuilder(command).inheritIO().start();
            // Ctrl-C reaches the runner too, which saves what it has and says so: Maven's JVM waits for that,
            // so the runner's last words come before the shell's prompt.
            Runtime.getRuntime().addShutdownHook(new Thread("rtjbench-wait-for-runner") {
                @Override
                public void run() {
                    try {
                        runner.waitFor(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            status = runner.waitFor();
        } catch (IOException e) {
            System.err.println("error: cannot run " + Arrays.asList(command) + ": " + e.getMessage());
            status = Runner.EXIT_BAD_INPUT;
        }
        System.exit(status);
    }
}
