package rtjbench.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.ArgsFileReader;

/** Args files a test writes, read back the way the runner reads them. */
public final class ArgsFiles {
    private ArgsFiles() {}

    /** {@code lines} written as {@code file} (UTF-8, a line each), then read: the document the runner plans. */
    public static ArgsDocument read(Path file, String... lines) throws IOException, ArgsException {
        Files.write(file, Arrays.asList(lines), StandardCharsets.UTF_8);
        return new ArgsFileReader().read(file);
    }
}
