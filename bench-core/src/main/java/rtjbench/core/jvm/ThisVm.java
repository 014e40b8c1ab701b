package rtjbench.core.jvm;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * This VM's process id and its {@code pid@host} name, read from /proc on Linux. The runtime bean gives the same
 * name, but finds the host through {@code InetAddress.getLocalHost()}: the resolver's code, which a cold {@code
 * -Xcomp} start compiles method by method. Elsewhere the bean's name is used.
 */
public final class ThisVm {
    private ThisVm() {}

    /** The process id: /proc/self's target, else the number before the '@' of the runtime bean's name. */
    public static long pid() throws IOException {
        File self = new File("/proc/self");
        if (self.exists()) {
            return Long.parseLong(self.getCanonicalFile().getName());
        }
        String name = ManagementFactory.getRuntimeMXBean().getName();
        int at = name.indexOf('@');
        try {
            return Long.parseLong(at > 0 ? name.substring(0, at) : name);
        } catch (NumberFormatException e) {
            throw new IOException("this VM's process id is not known (runtime name '" + name + "')");
        }
    }

    /** {@code pid@host}, as HotSpot's runtime bean names the VM. */
    public static String name() {
        try {
            String host = new String(
                            Files.readAllBytes(Paths.get("/proc/sys/kernel/hostname")), StandardCharsets.US_ASCII)
                    .trim();
            return pid() + "@" + host;
        } catch (IOException | RuntimeException e) {
            return ManagementFactory.getRuntimeMXBean().getName();
        }
    }
}
