package rtjbench.core.testing;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A class's main started in a VM of its own, on this test VM's java and class path, stdout and stderr merged. */
public final class ChildJvm {
    private ChildJvm() {}

    public static Process start(List<String> vmOptions, String mainClass, List<String> args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(vmOptions);
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.add(mainClass);
        command.addAll(args);
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }
}
