package rtjbench.core.jvm;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * HotSpot's unified logging (JDK 9 and later), switched on and off while the VM runs through the
 * DiagnosticCommand bean's {@code vmLog} operation (what {@code jcmd <pid> VM.log} does): one file output per
 * call, with the tags, levels and decorators asked for. Each output is its own: several may be on at once (the
 * run's GC pause record and the spike explanation's events each have one), and switching one off (all its tags
 * off, which makes HotSpot close and drop that output) leaves the others, and any {@code -Xlog} the VM was
 * started with, as they are. A VM without the bean (Java 8, OpenJ9, an embedded VM) throws; callers fall back to
 * another source. The lines are written by the VM's own threads (for GC, inside the collection), never by Java
 * code.
 */
public final class UnifiedLogging {
    private static final String BEAN = "com.sun.management:type=DiagnosticCommand";

    private UnifiedLogging() {}

    /**
     * Starts writing {@code what} (e.g. {@code gc=info,gc+phases=info}) into {@code file} with {@code decorators}
     * (e.g. {@code timenanos}: System.nanoTime); {@code outputOptions} such as {@code filecount=0} (no rotation),
     * or null. Throws where the VM cannot, or where the file did not appear.
     */
    public static void on(Path file, String what, String decorators, String outputOptions) throws Exception {
        String output = "output=file=" + file.toAbsolutePath();
        if (outputOptions == null) {
            vmLog(output, "what=" + what, "decorators=" + decorators);
        } else {
            vmLog(output, "what=" + what, "decorators=" + decorators, "output_options=" + outputOptions);
        }
        if (!Files.exists(file)) {
            throw new IllegalStateException("VM.log did not create " + file);
        }
    }

    /** Switches the output to {@code file} off; the VM flushes and closes it. */
    public static void off(Path file) throws Exception {
        vmLog("output=file=" + file.toAbsolutePath(), "what=all=off");
    }

    private static void vmLog(String... args) throws Exception {
        ManagementFactory.getPlatformMBeanServer()
                .invoke(new ObjectName(BEAN), "vmLog", new Object[] {args}, new String[] {String[].class.getName()});
    }
}
