package rtjbench.core.run.phase;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.regex.Pattern;
import rtjbench.core.jvm.UnifiedLogging;

/**
 * A unified-logging output the VM writes while a run goes on, switched on at run time ({@link UnifiedLogging}),
 * that ends up under its own name in the run's folder: written under a temporary name (in the run's folder, or
 * in the temporary folder where the run's path is one VM.log cannot take) and moved to its name once switched
 * off, so a crash leaves no half-written file under a real name. Or one the VM was started with ({@code -Xlog} on
 * its command line, as every fork is), never switched off, which costs the run no call into the VM's management
 * beans: a cold fork's is written under its own name in its folder from the VM's first instant; another fork's,
 * begun before its folder existed, is copied into the folder from the run's start on as the run saves.
 */
final class StagedLog {
    /** A path VM.log takes as it is: no space, comma, quote or other character its parsers split at. */
    private static final Pattern SAFE_PATH = Pattern.compile("[A-Za-z0-9/._=+@%:-]+");

    private final Path dir;
    private final String name;
    /** Where the VM writes, and the temporary name in the run's folder the file has until it is named. */
    private final Path writing;

    private final Path staged;
    /** Whether the run switched this output on (and so switches it off), rather than the VM's command line. */
    private final boolean switchedOn;
    /** For a log from the VM's start kept beside the results: when the run took it on (System.nanoTime). */
    private final long fromNanos;

    private StagedLog(Path dir, String name, Path writing, Path staged, boolean switchedOn, long fromNanos) {
        this.dir = dir;
        this.name = name;
        this.writing = writing;
        this.staged = staged;
        this.switchedOn = switchedOn;
        this.fromNanos = fromNanos;
    }

    /**
     * Has the VM write {@code what} (tags and levels) with {@code decorators} for {@code name} in {@code dir};
     * throws where the VM cannot.
     */
    static StagedLog start(Path dir, String name, String what, String decorators) throws Exception {
        Files.createDirectories(dir);
        String tmp = "." + name + "." + Long.toHexString(System.nanoTime() & 0xffffffL) + ".tmp";
        Path file = dir.resolve(tmp).toAbsolutePath();
        if (!SAFE_PATH.matcher(file.toString()).matches()) {
            // VM.log takes its arguments as one command line split at spaces: such a folder (a swept value with a
            // space or a comma) gets the file in the temporary folder, moved into it when the log is off
            file = Files.createTempFile("rtjbench-" + name, ".tmp").toAbsolutePath();
            Files.delete(file); // the VM makes it
            if (!SAFE_PATH.matcher(file.toString()).matches()) {
                throw new IllegalStateException("no path VM.log can take for " + dir.resolve(name));
            }
        }
        UnifiedLogging.on(file, what, decorators, "filecount=0"); // one file, never rotated
        return new StagedLog(dir, name, file, dir.resolve(tmp), true, 0);
    }

    /**
     * The log the VM writes since it started into the file system property {@code property} names (set on a fork
     * started with that {@code -Xlog}): nothing to switch on or off. A file in the run's folder {@code dir} (a cold
     * fork's, named by the runner for that fork) stays as it is; one the runner put beside the results (a fork
     * started before its folder existed) becomes {@code name} in {@code dir}, from now on ({@link #named}). Null
     * where the property is not set or its file is not there.
     */
    static StagedLog sinceVmStart(String property, Path dir, String name) {
        String path = System.getProperty(property);
        if (path == null || !Files.isRegularFile(Paths.get(path))) {
            return null;
        }
        Path file = Paths.get(path).toAbsolutePath();
        if (dir == null || file.getParent().equals(dir.toAbsolutePath())) {
            return new StagedLog(file.getParent(), file.getFileName().toString(), file, null, false, 0);
        }
        return new StagedLog(dir, name, file, file, false, System.nanoTime());
    }

    /** The log's name in the run's folder. */
    String name() {
        return name;
    }

    /**
     * Switches the output off (the VM flushes and closes it); throws where it could not. A log from the VM's start
     * stays on: the VM was started with it.
     */
    void off() throws Exception {
        if (switchedOn) {
            UnifiedLogging.off(writing);
        }
    }

    /**
     * Moves the file to its name in the run's folder, after {@link #off}; returns where it is. A log from the VM's
     * start kept beside the results is copied from the moment the run took it on ({@link #sinceVmStart}: lines
     * stamped earlier are the VM's own start-up, which the run does not record), and the VM's file removed.
     */
    Path named() throws IOException {
        if (staged == null) {
            return writing;
        }
        if (!switchedOn) {
            return copiedFrom(fromNanos);
        }
        if (!writing.equals(staged.toAbsolutePath())) {
            Files.move(writing, staged, StandardCopyOption.REPLACE_EXISTING); // from the temporary folder
        }
        return Files.move(staged, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }

    /** The lines of {@code writing} stamped ({@code [<System.nanoTime>ns]...}) from {@code from} on, as the log. */
    private Path copiedFrom(long from) throws IOException {
        Path target = dir.resolve(name);
        Path tmp = dir.resolve("." + name + ".tmp");
        boolean keep = false;
        try (BufferedReader in = Files.newBufferedReader(writing, StandardCharsets.UTF_8);
                BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                long stamp = stampOf(line);
                keep = stamp < 0 ? keep : stamp >= from; // a line without a stamp continues the one before
                if (keep) {
                    out.write(line);
                    out.newLine();
                }
            }
        }
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        Files.delete(writing); // the VM goes on writing into the unlinked file until it exits
        return target;
    }

    /** The System.nanoTime a line of unified logging is stamped with first, or -1. */
    static long stampOf(String line) {
        int end = line.indexOf("ns]");
        if (!line.startsWith("[") || end < 2) {
            return -1;
        }
        try {
            return Long.parseLong(line.substring(1, end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
