package rtjbench.core.testing;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** Which processes have a file open, from /proc/PID/fd (Linux); what lsof would say, without lsof. */
public final class OpenFiles {
    private OpenFiles() {}

    public static boolean procAvailable() {
        return new File("/proc/self/fd").isDirectory();
    }

    /** Whether process {@code pid} ("self" for this one) has {@code file} open now. */
    public static boolean isOpenBy(String pid, Path file) {
        return !descriptors(pid, file).isEmpty();
    }

    /**
     * Whether process {@code pid} has {@code file} open for writing now ({@code O_WRONLY} or {@code O_RDWR} in
     * /proc/PID/fdinfo): how a PM QoS request is held. A read (the runner reading the limit in force) is not one.
     */
    public static boolean isOpenForWritingBy(String pid, Path file) {
        for (File fd : descriptors(pid, file)) {
            try {
                for (String line : Files.readAllLines(Paths.get("/proc", pid, "fdinfo", fd.getName()))) {
                    if (line.startsWith("flags:")
                            && (Integer.parseInt(line.substring(6).trim(), 8) & 3) != 0) {
                        return true;
                    }
                }
            } catch (IOException | NumberFormatException e) {
                // the descriptor was closed while we looked: not open now
            }
        }
        return false;
    }

    /** The descriptors in /proc/PID/fd that name {@code file} now; none where the process is gone or hidden. */
    private static List<File> descriptors(String pid, Path file) {
        List<File> open = new ArrayList<>();
        File[] fds = new File("/proc/" + pid + "/fd").listFiles();
        if (fds == null) {
            return open;
        }
        Path target = file.toAbsolutePath().normalize();
        for (File fd : fds) {
            try {
                if (Files.readSymbolicLink(fd.toPath()).equals(target)) {
                    open.add(fd);
                }
            } catch (IOException | UnsupportedOperationException e) {
                // the descriptor was closed while we looked, or is not a link: not this file
            }
        }
        return open;
    }

    /** The ids of every process that has {@code file} open now (those this user may look into). */
    public static List<String> holders(Path file) {
        List<String> pids = new ArrayList<>();
        File[] procs = new File("/proc").listFiles();
        if (procs == null) {
            return pids;
        }
        for (File p : procs) {
            if (p.getName().matches("\\d+") && isOpenBy(p.getName(), file)) {
                pids.add(p.getName());
            }
        }
        return pids;
    }

    /** The id of the process whose command line contains {@code marker}, other than this one; null if none. */
    public static String pidWithArgument(String marker) throws IOException {
        File[] procs = new File("/proc").listFiles();
        String self = Paths.get("/proc/self").toRealPath().getFileName().toString();
        if (procs == null) {
            return null;
        }
        for (File p : procs) {
            if (!p.getName().matches("\\d+") || p.getName().equals(self)) {
                continue;
            }
            try {
                String cmdline = new String(Files.readAllBytes(p.toPath().resolve("cmdline")), "UTF-8");
                if (cmdline.contains(marker)) {
                    return p.getName();
                }
            } catch (IOException e) {
                // the process ended while we looked
            }
        }
        return null;
    }
}
