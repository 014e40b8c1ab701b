package rtjbench.core.os;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * Holds a PM QoS CPU latency request for as long as runs go on: the Linux interface is a file,
 * {@code /dev/cpu_dma_latency}, to which a process writes its limit as a 32-bit integer and which it keeps
 * open; the kernel keeps every CPU out of idle states slower to leave than the smallest limit held, and drops
 * the request when the file is closed (also when the process ends, however it ends). cyclictest does the same
 * for as long as it runs.
 * <p>
 * One holder serves every run of an invocation: the file is opened at the first run that asks for a value and
 * closed by {@link #close()} after the last run. Each run writes its own value, so a sweep over
 * {@code cpu_dma_latency} compares the values it names; a run with {@code off} after one that held a value
 * sets this process's request to the kernel's "no constraint" value rather than closing the file. Where the
 * file cannot be opened or written (missing, not root) the run goes on without it and the status says why.
 * <p>
 * The device path is a parameter so tests use a temporary file in its place.
 */
public final class PmQosHolder implements Closeable {
    /** The kernel's CPU latency request device. */
    public static final Path DEVICE = Paths.get("/dev/cpu_dma_latency");
    /** A system property naming a file to use in place of {@link #DEVICE} (tests use a temporary file). */
    public static final String DEVICE_PROPERTY = "rtjbench.cpu_dma_latency.device";
    /** PM_QOS_CPU_LATENCY_DEFAULT_VALUE (2000 s): a request of this size constrains nothing. */
    public static final int NO_CONSTRAINT_MICROS = 2_000_000_000;

    private final Path device;
    private FileChannel channel;
    private String failure;
    private boolean failureReported;
    private boolean closed;

    public PmQosHolder(Path device) {
        this.device = device;
    }

    public Path device() {
        return device;
    }

    /** Whether the file is open now (a request is held, possibly "no constraint" after an {@code off} run). */
    public synchronized boolean isOpen() {
        return channel != null;
    }

    /** Applies one run's request; never throws for a platform that refuses: the status says what was held. */
    public synchronized PmQosStatus request(CpuDmaLatency wanted) {
        if (closed) {
            throw new IllegalStateException("the PM QoS holder of " + device + " was already closed");
        }
        if (wanted.isOff()) {
            if (channel == null) {
                return status(wanted, null, "off: no request made, the platform is left as it is", null);
            }
            String error = write(NO_CONSTRAINT_MICROS);
            return status(
                    wanted,
                    null,
                    error == null
                            ? "off: this process's request, open since an earlier run, set to no constraint ("
                                    + NO_CONSTRAINT_MICROS + " us)"
                            : "off: " + error,
                    null);
        }
        if (channel == null && failure == null) {
            open();
        }
        String error = failure != null ? failure : write((int) wanted.microseconds());
        if (error == null) {
            return status(
                    wanted,
                    (int) wanted.microseconds(),
                    "held: " + wanted + " us written to " + device + ", kept open until the last run ends",
                    null);
        }
        String warning = null;
        if (!failureReported) {
            failureReported = true;
            warning = "cpu_dma_latency=" + wanted + " not held: " + error
                    + "; the run goes on with the CPUs free to enter idle"
                    + " states that take time to leave (run as root, or set cpu_dma_latency=off to silence this)";
        }
        return status(wanted, null, "not held: " + error, warning);
    }

    /** Releases the request (closes the file). Safe to call more than once and from a shutdown hook. */
    @Override
    public synchronized void close() {
        closed = true;
        drop();
    }

    private void drop() {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // The descriptor is released by close even where it reports an error; nothing more to do.
            }
            channel = null;
        }
    }

    private void open() {
        try {
            channel =
                    FileChannel.open(device, StandardOpenOption.WRITE); // never CREATE: a missing device stays missing
        } catch (IOException | SecurityException e) {
            failure = "cannot open " + device + " (" + reason(e) + ")";
        }
    }

    /** Writes at position 0, so a file standing in for the device holds the latest value, as the device does. */
    private String write(int micros) {
        ByteBuffer value = ByteBuffer.allocate(4).order(ByteOrder.nativeOrder());
        value.putInt(0, micros);
        try {
            int written = channel.write(value, 0);
            if (written != 4) {
                throw new IOException("wrote " + written + " of 4 bytes");
            }
            return null;
        } catch (IOException e) {
            failure = "cannot write to " + device + " (" + reason(e) + ")";
            drop(); // later runs are answered with this failure
            return failure;
        }
    }

    /**
     * The limit in force now, from every process's requests: reading the device gives the kernel's aggregate
     * (from a file standing in for it, the last value written). Null where it cannot be read.
     */
    public Integer effectiveMicros() {
        try (FileChannel in = FileChannel.open(device, StandardOpenOption.READ)) {
            ByteBuffer value = ByteBuffer.allocate(4).order(ByteOrder.nativeOrder());
            while (value.hasRemaining()) {
                if (in.read(value, value.position()) <= 0) {
                    return null;
                }
            }
            return value.getInt(0);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    private PmQosStatus status(CpuDmaLatency wanted, Integer heldMicros, String text, String warning) {
        return new PmQosStatus(wanted, device.toString(), heldMicros, text, effectiveMicros(), warning);
    }

    private static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException || e instanceof SecurityException) {
            return "permission denied; the device is root's";
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
