package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import rtjbench.tools.cli.ToolException;

/**
 * The index files of the results format (docs/results-format.md, docs/schema/): the file that tells a folder's
 * kind, the {@code format} versions these tools read, and how such a folder is loaded. A new kind of folder
 * (or a new version of a format) is one more constant here.
 */
public enum IndexKind {
    RUN("metadata.json", "run", List.of("rtjbench-run/1"), ResultTree::loadRun),
    SWEEP("sweep.json", "sweep", List.of("rtjbench-sweep/1"), ResultTree::loadSweep),
    SUITE("suite.json", "suite", List.of("rtjbench-suite/1"), ResultTree::loadSuite),
    /** A point run in several fresh VMs; it sits where a run would, inside a sweep or a suite, or on top. */
    FORKS("forks.json", "forks", List.of("rtjbench-forks/1"), ForksReader::load);

    private final String fileName;
    private final String kind;
    private final List<String> formats;
    private final Function<Path, ResultNode> loader;

    IndexKind(String fileName, String kind, List<String> formats, Function<Path, ResultNode> loader) {
        this.fileName = fileName;
        this.kind = kind;
        this.formats = formats;
        this.loader = loader;
    }

    public String fileName() {
        return fileName;
    }

    /** {@code metadata.json (run)}: for messages that list what a folder may hold. */
    public String describe() {
        return fileName + " (" + kind + ")";
    }

    public boolean isIn(Path dir) {
        return Files.isRegularFile(dir.resolve(fileName));
    }

    public ResultNode load(Path dir) {
        return loader.apply(dir);
    }

    /**
     * Reads this index file of {@code dir}: a JSON object whose {@code format} is one these tools read. A format
     * they do not know is refused by name rather than read on a guess (a later version may mean other things
     * by the same keys).
     */
    public JsonNode read(Path dir) {
        Path file = InsideFolder.own(dir, fileName);
        InsideFolder.checkSize(file);
        JsonNode n = JsonFiles.read(file);
        if (!n.isObject()) throw ToolException.data(file + ":1: not a JSON object");
        JsonNode format = n.get("format");
        if (format == null || !format.isTextual()) {
            throw ToolException.data(file + ": no \"format\"; these tools read " + String.join(", ", formats));
        }
        if (!formats.contains(format.asText())) {
            throw ToolException.data(file + ": format '" + format.asText() + "' is not one these tools read ("
                    + String.join(", ", formats) + "); a newer rtjbench may have written it");
        }
        return n;
    }
}
