package rtjbench.core.run.phase;

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
 * its command line, as a cold fork is): written under its own name from the VM's first instant and never switched
 * off, which costs the run no call into the VM's management beans.
 */
final class StagedLog {
    /** A path VM.log takes as it is: no space, comma, quote or other character its parsers split at. */
    private static final Pattern SAFE_PATH = Pattern.compile("[A-Za-z0-9/._=+@%:-]+");

    private final Path dir;
    private final String name;
    /** Where the VM writes, and the temporary name in the run's folder the file has until it is named. */
    private final Path writing;

    private final Path staged;

    private StagedLog(Path dir, String name, Path writing, Path staged) {
        this.dir = dir;
        this.name = name;
        this.writing = writing;
        this.staged = staged;
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
        return new StagedLog(dir, name, file, dir.resolve(tmp));
    }

    /**
     * The log the VM writes since it started into the file system property {@code property} names (set on a fork
     * started with that {@code -Xlog}): nothing to switch on, off or move. Null where the property is not set or
     * its file is not there.
     */
    static StagedLog sinceVmStart(String property) {
        String name = System.getProperty(property);
        if (name == null || !Files.isRegularFile(Paths.get(name))) {
            return null;
        }
        Path file = Paths.get(name);
        return new StagedLog(file.getParent(), file.getFileName().toString(), file, null);
    }

    /** The log's name in the run's folder. */
    String name() {
        return name;
    }

    /** Switches the output off (the VM flushes and closes it); throws where it could not. */
    void off() throws Exception {
        if (staged != null) {
            UnifiedLogging.off(writing);
        }
    }

    /** Moves the file to its name in the run's folder, after {@link #off}; returns where it is. */
    Path named() throws java.io.IOException {
        if (staged == null) {
            return writing;
        }
        if (!writing.equals(staged.toAbsolutePath())) {
            Files.move(writing, staged, StandardCopyOption.REPLACE_EXISTING); // from the temporary folder
        }
        return Files.move(staged, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }
}
