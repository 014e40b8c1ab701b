package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.tools.cli.ToolException;

/** Reads a forks folder ({@code forks.json}, docs/results-format.md) and the fork runs it names. */
public final class ForksReader {
    private ForksReader() {}

    public static ForksDir load(Path dir) {
        Path indexFile = InsideFolder.own(dir, IndexKind.FORKS.fileName());
        JsonNode index = IndexKind.FORKS.read(dir);
        JsonNode entries = index.get("entries");
        if (entries == null || !entries.isArray()) {
            throw ToolException.data(indexFile + ": no \"entries\" list");
        }
        List<ForksDir.Fork> forks = new ArrayList<>();
        for (JsonNode e : entries) {
            String name = e.path("dir").asText(null);
            if (name == null) throw ToolException.data(indexFile + ": an entry has no \"dir\": " + e);
            String status = e.path("status").asText("complete");
            String reason = e.path("reason").isNull() ? null : e.path("reason").asText(null);
            Path runDir = InsideFolder.resolve(dir, name, indexFile, "entry \"dir\"");
            RunDir run = null;
            if (IndexKind.RUN.isIn(runDir)) {
                run = ResultTree.loadRun(runDir);
            } else if ("complete".equals(status)) {
                throw ToolException.data(runDir.resolve(IndexKind.RUN.fileName()) + ": missing metadata for a fork "
                        + indexFile + " lists as complete");
            }
            forks.add(new ForksDir.Fork(name, status, reason, e, run));
        }
        return new ForksDir(dir, index, List.copyOf(forks));
    }

    /** Every forks folder at or below {@code node}, in index order. */
    public static List<ForksDir> in(ResultNode node) {
        List<ForksDir> all = new ArrayList<>();
        if (node instanceof ForksDir f) {
            all.add(f);
        } else if (node instanceof SweepDir s) {
            for (SweepDir.Point p : s.points()) if (p.forks() != null) all.add(p.forks());
        } else if (node instanceof SuiteDir s) {
            for (SuiteDir.Entry e : s.entries()) if (e.node() != null) all.addAll(in(e.node()));
        }
        return all;
    }
}
