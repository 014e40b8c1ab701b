package rtjbench.core.run.phase;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.jvm.FailureReason;
import rtjbench.core.jvm.JitLog;

/**
 * The JIT's compilations, deoptimisations and recompilations, one by one, from HotSpot's unified logging
 * ({@code jit+compilation}, and {@code deoptimization} where the VM has that tag: JDK 20 and later), switched on
 * when the warm-up begins and off when the threads have ended, written by the VM into {@value #LOG_FILE} in the
 * run's folder ({@link JitLog} reads it). The compile counters say how much the JIT did in a phase; this says
 * what: a deoptimisation in the measured phase sends the code it trapped in back to the interpreter until it is
 * compiled again, a late sample's likely cause. A VM started with its JIT logged from its first instant (a cold
 * fork's VM log, {@link #VM_START_LOG_PROPERTY}) is read from that log instead, which costs the run no call
 * into the VM's management beans before its first event. A VM without unified logging (Java 8, JamaicaVM)
 * records none, and the source says why.
 */
public final class JitEvents {
    /** The log in the run's folder, once the threads have ended. */
    static final String LOG_FILE = "jit-log.txt";

    /**
     * Set on a VM started with its JIT logged from its first instant ({@code jit+compilation=debug}, decorated
     * {@code timenanos,uptimenanos,tid,tags}) into the file it names, as a cold fork is.
     */
    public static final String VM_START_LOG_PROPERTY = "rtjbench.cold.vm_log";

    /** Whether that log holds the {@code deoptimization} tag. */
    public static final String VM_START_LOG_DEOPT_PROPERTY = "rtjbench.cold.vm_log_deopt";

    /** How many deoptimised methods the metadata names a phase; the rest are counted. */
    static final int NAMED = 10;

    private StagedLog logging;
    private boolean deoptTagged;
    private String source = "not started";
    private JitLog log;

    /**
     * The events of another VM's log from its start ({@code file}, as a cold fork's runner reads it after the fork
     * exited): as {@link #start} and {@link #stop} would have read it in that VM.
     */
    public static JitEvents fromVmStartLog(Path file, boolean deoptTagged) {
        JitEvents events = new JitEvents();
        events.deoptTagged = deoptTagged;
        try {
            events.log = JitLog.read(file, deoptTagged);
            events.source = "unified logging from the VM's start (" + file.getFileName()
                    + (deoptTagged ? ": jit+compilation, deoptimization)" : ": jit+compilation)");
        } catch (IOException | RuntimeException e) {
            events.source = "unavailable: " + file.getFileName() + " could not be read: " + FailureReason.of(e);
        }
        return events;
    }

    /** Starts logging into {@code dir} (the run's folder; null: nothing recorded). */
    public synchronized void start(Path dir) {
        if (dir == null) {
            source = "unavailable: no run folder";
            return;
        }
        logging = StagedLog.sinceVmStart(VM_START_LOG_PROPERTY, dir, LOG_FILE);
        if (logging != null) {
            deoptTagged = Boolean.getBoolean(VM_START_LOG_DEOPT_PROPERTY);
            source = "unified logging from the VM's start (" + logging.name()
                    + (deoptTagged ? ": jit+compilation, deoptimization)" : ": jit+compilation)");
            return;
        }
        try {
            logging = StagedLog.start(
                    dir,
                    LOG_FILE,
                    "jit+compilation=debug,deoptimization=debug,class+load=info",
                    "timenanos,uptimenanos,tid,tags");
            deoptTagged = true;
            source = "unified logging (jit+compilation, deoptimization, class+load; " + LOG_FILE + ")";
        } catch (Exception | LinkageError withTag) {
            try { // JDK 9 to 19: no deoptimization tag; code a Java thread threw away is a deoptimisation then
                logging = StagedLog.start(
                        dir, LOG_FILE, "jit+compilation=debug,class+load=info", "timenanos,uptimenanos,tid,tags");
                source = "unified logging (jit+compilation, class+load; " + LOG_FILE
                        + "; deoptimisations are compiled code a Java thread threw away)";
            } catch (Exception | LinkageError e) {
                source = "unavailable: " + FailureReason.of(e);
            }
        }
    }

    /** Switches the log off and reads it; call it only after the run's threads have ended. */
    public synchronized void stop() {
        if (logging == null) {
            return;
        }
        StagedLog l = logging;
        logging = null;
        try {
            l.off();
            log = JitLog.read(l.named(), deoptTagged);
        } catch (Exception | LinkageError e) {
            source = "unavailable: " + LOG_FILE + " could not be read: " + FailureReason.of(e);
        }
    }

    public synchronized String source() {
        return source;
    }

    /**
     * A phase as metadata: {@code compilations} (recompilations among them), {@code deoptimizations} and the
     * first {@value #NAMED} deoptimised methods with the trap's reason; null where nothing was recorded.
     */
    public synchronized Map<String, Object> toMetadata(long fromNanos, long toNanos) {
        if (log == null) {
            return null;
        }
        long recompiles = log.count(JitLog.Kind.RECOMPILE, fromNanos, toNanos);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("compilations", log.count(JitLog.Kind.COMPILE, fromNanos, toNanos) + recompiles);
        m.put("recompilations", recompiles);
        m.put("deoptimizations", log.count(JitLog.Kind.DEOPT, fromNanos, toNanos));
        List<String> named = new ArrayList<>();
        for (JitLog.Event e : log.events()) {
            if (e.kind == JitLog.Kind.DEOPT && e.nanoTime >= fromNanos && e.nanoTime < toNanos) {
                if (named.size() == NAMED) {
                    break;
                }
                named.add(e.subject + " (" + e.detail + ")");
            }
        }
        m.put("deoptimized", named);
        List<String> compiled = new ArrayList<>();
        for (JitLog.Event e : log.events()) {
            if ((e.kind == JitLog.Kind.COMPILE || e.kind == JitLog.Kind.RECOMPILE)
                    && e.nanoTime >= fromNanos
                    && e.nanoTime < toNanos) {
                if (compiled.size() == NAMED) {
                    break;
                }
                compiled.add(e.subject + " (" + e.detail + ")");
            }
        }
        m.put("compiled", compiled);
        List<String> loaded = new ArrayList<>();
        for (JitLog.Event e : log.events()) {
            if (e.kind == JitLog.Kind.CLASS_LOAD && e.nanoTime >= fromNanos && e.nanoTime < toNanos) {
                loaded.add(e.subject);
            }
        }
        m.put("classes_loaded", loaded.size() > NAMED ? loaded.subList(0, NAMED) : loaded);
        m.put("classes_loaded_count", loaded.size());
        return m;
    }
}
