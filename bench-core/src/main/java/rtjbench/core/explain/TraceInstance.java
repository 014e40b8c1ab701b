package rtjbench.core.explain;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.jvm.ThisVm;
import rtjbench.core.os.CpuList;

/**
 * A tracefs instance of its own ({@code instances/rtjbench-<pid>-<n>}), so the global buffer and anyone else's
 * tracing stay as they were: the scheduler, interrupt and high-resolution timer events ({@link #EVENTS}: a
 * timer's start with its expiry, and its expiry as it really fired, split a late wake-up into the interrupt's
 * own lateness and the wake-up after it) of the measured CPUs only,
 * in a ring of {@value #BUFFER_KB_PER_CPU} KiB a CPU (the newest events win), on the {@code mono} trace clock
 * (CLOCK_MONOTONIC, System.nanoTime's clock). Made and armed before the run, switched on when the measured
 * phase begins and off when it ends; its text is copied into the run and the instance removed, also by a
 * shutdown hook where the run dies. Where tracefs is not mounted, this mounts it if it can (root); where it
 * cannot, {@link #open} says why once, and the run goes on without it.
 * <p>
 * The tracefs root is {@code /sys/kernel/tracing}, or the system property {@code rtjbench.tracefs} (a test
 * points it at an empty folder to see a machine without tracefs).
 */
public final class TraceInstance {
    static final String DEFAULT_ROOT = "/sys/kernel/tracing";
    static final int BUFFER_KB_PER_CPU = 4096;
    static final List<String> EVENTS = Arrays.asList(
            "sched/sched_switch",
            "sched/sched_wakeup",
            "irq/irq_handler_entry",
            "irq/irq_handler_exit",
            "irq/softirq_entry",
            "irq/softirq_exit",
            "timer/hrtimer_start",
            "timer/hrtimer_expire_entry");
    private static int instances;

    private final Path dir;
    private final CpuList cpus;
    private final Thread cleanup;
    private volatile boolean removed;
    private long onNanos;
    private long offNanos;

    private TraceInstance(Path dir, CpuList cpus) {
        this.dir = dir;
        this.cpus = cpus;
        this.cleanup = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        remove();
                    }
                },
                "rtjbench-tracefs-cleanup");
    }

    /** The tracefs root in use. */
    static Path root() {
        return Paths.get(System.getProperty("rtjbench.tracefs", DEFAULT_ROOT));
    }

    /**
     * Makes and arms an instance on {@code cpus}, tracing off. Throws with the reason where tracefs cannot be
     * used here (not mounted and not mountable, not writable, an event missing).
     */
    static TraceInstance open(CpuList cpus) throws IOException {
        Path root = root();
        if (!Files.isDirectory(root.resolve("instances"))) {
            mountIfDefault(root);
        }
        Path instancesDir = root.resolve("instances");
        if (!Files.isDirectory(instancesDir)) {
            throw new IOException(root + " holds no tracefs (no instances/ folder)");
        }
        if (!Files.isWritable(instancesDir)) {
            throw new IOException(instancesDir + " is not writable (tracefs needs root)");
        }
        String name;
        synchronized (TraceInstance.class) {
            name = "rtjbench-" + pid() + "-" + (++instances);
        }
        Path dir = instancesDir.resolve(name);
        try {
            Files.createDirectory(dir);
        } catch (IOException e) {
            throw new IOException("could not make the tracefs instance " + dir + ": " + e.getMessage(), e);
        }
        TraceInstance t = new TraceInstance(dir, cpus);
        Runtime.getRuntime().addShutdownHook(t.cleanup);
        try {
            t.write("tracing_on", "0");
            t.write("trace_clock", "mono");
            t.write("buffer_size_kb", String.valueOf(BUFFER_KB_PER_CPU));
            t.write("tracing_cpumask", cpuMask(cpus));
            for (String event : EVENTS) {
                t.write("events/" + event + "/enable", "1");
            }
        } catch (IOException e) {
            t.remove();
            throw e;
        }
        return t;
    }

    private static void mountIfDefault(Path root) throws IOException {
        if (!root.toString().equals(DEFAULT_ROOT) || !Files.isDirectory(root)) {
            return;
        }
        try {
            Process p = new ProcessBuilder("mount", "-t", "tracefs", "nodev", DEFAULT_ROOT)
                    .redirectErrorStream(true)
                    .start();
            byte[] out = readAll(p.getInputStream());
            if (p.waitFor() != 0) {
                throw new IOException("tracefs is not mounted at " + DEFAULT_ROOT + " and mounting it failed: "
                        + new String(out, StandardCharsets.UTF_8).trim());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while mounting tracefs");
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) > 0) {
            b.write(buf, 0, n);
        }
        return b.toByteArray();
    }

    /** "3" for CPUs 0-1; groups of 32 CPUs comma-separated, as tracing_cpumask reads them. */
    static String cpuMask(CpuList cpus) {
        int max = 0;
        for (int c : cpus.cpus()) {
            max = Math.max(max, c);
        }
        int[] words = new int[max / 32 + 1];
        for (int c : cpus.cpus()) {
            words[c / 32] |= 1 << (c % 32);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = words.length - 1; i >= 0; i--) {
            if (sb.length() > 0) {
                sb.append(',').append(String.format("%08x", words[i]));
            } else {
                sb.append(Integer.toHexString(words[i]));
            }
        }
        return sb.toString();
    }

    private static String pid() {
        try {
            return Long.toString(ThisVm.pid());
        } catch (IOException e) {
            return "vm";
        }
    }

    private void write(String file, String value) throws IOException {
        try (OutputStream out = Files.newOutputStream(dir.resolve(file))) {
            out.write(value.getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            throw new IOException("could not write " + value + " to " + dir.resolve(file) + ": " + e.getMessage(), e);
        }
    }

    /** The measured phase begins: tracing on. */
    void on() throws IOException {
        write("tracing_on", "1");
        onNanos = System.nanoTime();
    }

    /** Tracing off, the trace copied to {@code file}, the instance removed. */
    void finish(Path file) throws IOException {
        try {
            write("tracing_on", "0");
            offNanos = System.nanoTime();
            Files.copy(dir.resolve("trace"), file);
        } finally {
            remove();
            try {
                Runtime.getRuntime().removeShutdownHook(cleanup);
            } catch (IllegalStateException e) {
                // the VM is shutting down; the hook removes nothing twice
            }
        }
    }

    private synchronized void remove() {
        if (removed) {
            return;
        }
        removed = true;
        try {
            write("tracing_on", "0");
            for (String event : EVENTS) {
                write("events/" + event + "/enable", "0");
            }
            Files.deleteIfExists(dir); // tracefs removes an instance's files with it
        } catch (IOException e) {
            // nothing more to do at the end of a run; the instance's name says whose it was
        }
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("instance", dir.toString());
        m.put("cpus", cpus.toString());
        m.put("events", EVENTS);
        m.put("buffer_kb_per_cpu", BUFFER_KB_PER_CPU);
        m.put("trace_clock", "mono");
        m.put("on_ns", onNanos);
        m.put("off_ns", offNanos);
        return m;
    }
}
