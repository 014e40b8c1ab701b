package rtjbench.core.run.nativeref;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds the C references ({@code native-refs/<program>.c} with the shared {@code rtjref.h}) with gcc into a
 * build folder, once a session, again where a source is newer than the program. Where there is no gcc the
 * driver skips the C references and says so.
 */
final class NativeBuild {
    static final List<String> FLAGS = Arrays.asList("-O2", "-Wall", "-Wextra", "-Werror", "-pthread");

    private final Path sources;
    private final Path buildDir;
    private final String gcc;
    private final String version;

    NativeBuild(Path sources, Path buildDir, String gcc) {
        this.sources = sources;
        this.buildDir = buildDir;
        this.gcc = gcc;
        this.version = ChildProgram.firstLine(Arrays.asList(gcc, "--version"));
    }

    /** Null where gcc runs; otherwise why the C references cannot be built here. */
    String missing() {
        return version == null ? "no " + gcc + " on the PATH" : null;
    }

    /** "gcc (Debian 12.2.0-14) 12.2.0". */
    String compiler() {
        return version;
    }

    Path source(String program) {
        return sources.resolve(program + ".c");
    }

    /** The program, built where missing or older than its sources. */
    Path program(String program) throws IOException, InterruptedException {
        Path source = source(program);
        if (!Files.isRegularFile(source)) {
            throw new IOException("no C source " + source);
        }
        Path exe = buildDir.resolve(program);
        Path header = sources.resolve("rtjref.h");
        if (Files.isRegularFile(exe) && newer(exe, source) && (!Files.exists(header) || newer(exe, header))) {
            return exe;
        }
        Files.createDirectories(buildDir);
        List<String> command = new ArrayList<>();
        command.add(gcc);
        command.addAll(FLAGS);
        command.addAll(Arrays.asList("-o", exe.toString(), source.toString()));
        ChildProgram cc = ChildProgram.run(command, 120_000_000_000L);
        if (cc.exitCode != 0) {
            throw new IOException("building " + source + " failed (" + String.join(" ", command) + "):\n" + cc.stderr);
        }
        return exe;
    }

    private static boolean newer(Path a, Path b) throws IOException {
        return Files.getLastModifiedTime(a).compareTo(Files.getLastModifiedTime(b)) > 0;
    }
}
