package rtjbench.core.run.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * suite.json or sweep.json: the entries of a folder of runs, rewritten (atomically) after every change so an
 * interrupted suite still says what ran, what was skipped and what did not finish.
 */
public final class IndexFile {
    private final Path file;
    private final Map<String, Object> content = new LinkedHashMap<>();
    private final List<Map<String, Object>> entries = new ArrayList<>();

    public IndexFile(Path file, String format, Map<String, Object> header) {
        this.file = file;
        content.put("format", format);
        content.putAll(header);
        content.put("entries", entries);
    }

    public Map<String, Object> add(Map<String, Object> entry) throws IOException {
        Map<String, Object> copy = new LinkedHashMap<>(entry);
        entries.add(copy);
        save();
        return copy;
    }

    public void update(Map<String, Object> entry, String key, Object value) throws IOException {
        entry.put(key, value);
        save();
    }

    /** Sets a key of the file's top level (beside the entries) and saves. */
    public void put(String key, Object value) throws IOException {
        content.put(key, value);
        save();
    }

    void save() throws IOException {
        ResultsWriter.writeJson(file, content);
    }
}
