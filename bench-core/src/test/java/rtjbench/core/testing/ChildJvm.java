package rtjbench.core.testing;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A class's main started in a VM of its own, on this test VM's java and class path, stdout and stderr merged. */
public final class ChildJvm {
    static final String TEST_VM_OPTIONS = "rtjbench.test.vm.options";

    private ChildJvm() {}

    /**
     * The options the build gives its test VMs (pom.xml's {@code rtjbench.test.vm.options}, handed to each test
     * VM as a system property), then {@code more}: for a child VM that is one more test VM, such as a runner a
     * test starts (its forks inherit them). Not for a child whose question is the JIT's or a collector's.
     */
    public static List<String> asTestVm(List<String> more) {
        List<String> options = new ArrayList<>();
        String build = System.getProperty(TEST_VM_OPTIONS, "").trim();
        if (!build.isEmpty()) {
            options.addAll(Arrays.asList(build.split("\\s+")));
        }
        options.addAll(more);
        return options;
    }

    /** This test VM's class path, as surefire gives it. */
    public static String testClassPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    /**
     * Everything {@code p} printed until it closed its output (with ChildJvm's, standard output and error
     * merged), as UTF-8. Blocks until then.
     */
    public static String output(Process p) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            byte[] buf = new byte[8192];
            for (int n; (n = in.read(buf)) > 0; ) {
                out.write(buf, 0, n);
            }
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    public static Process start(List<String> vmOptions, String mainClass, List<String> args) throws IOException {
        return start(vmOptions, testClassPath(), mainClass, args);
    }

    /** As {@link #start(List, String, List)}, on {@code classPath} instead of this test VM's. */
    public static Process start(List<String> vmOptions, String classPath, String mainClass, List<String> args)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        command.addAll(vmOptions);
        command.add("-cp");
        command.add(classPath);
        command.add(mainClass);
        command.addAll(args);
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }
}
