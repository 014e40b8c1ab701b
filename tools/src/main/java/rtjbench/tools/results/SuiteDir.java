package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A suite folder: one entry per testapp, each a run or a sweep, or skipped with a reason. */
public record SuiteDir(Path dir, JsonNode index, List<Entry> entries) implements ResultNode {
    /**
     * One entry of suite.json; {@code testappName} is the testapp as the args file named it; {@code node} is
     * null where it was skipped or never started.
     */
    public record Entry(
            String testapp,
            String testappName,
            String dirName,
            String kind,
            String status,
            String reason,
            ResultNode node) {}

    public String name() {
        return index.path("name").asText(dir.getFileName().toString());
    }

    @Override
    public List<RunDir> runs() {
        List<RunDir> r = new ArrayList<>();
        for (Entry e : entries) if (e.node() != null) r.addAll(e.node().runs());
        return r;
    }

    @Override
    public List<SweepDir> sweeps() {
        List<SweepDir> r = new ArrayList<>();
        for (Entry e : entries) if (e.node() != null) r.addAll(e.node().sweeps());
        return r;
    }
}
