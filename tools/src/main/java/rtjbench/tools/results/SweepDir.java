package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A sweep folder: one testapp at several points, each a run folder (absent where the point never ran). */
public record SweepDir(Path dir, JsonNode index, List<String> swept, List<Point> points) implements ResultNode {
    /**
     * One entry of sweep.json; {@code run} is null where its folder holds no metadata.json and it did not
     * complete, or where the point ran in several forks ({@code forks}, null otherwise).
     */
    public record Point(String dirName, Map<String, String> values, String status, RunDir run, ForksDir forks) {
        /** The point's run, or its forks' runs. */
        public List<RunDir> runs() {
            return forks != null ? forks.runs() : run != null ? List.of(run) : List.of();
        }

        /** {@code allocsize=1K, handler=bound}: the point as the args file wrote its values. */
        public String label() {
            StringBuilder sb = new StringBuilder();
            values.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ")
                    .append(k)
                    .append('=')
                    .append(v));
            return sb.length() == 0 ? dirName : sb.toString();
        }
    }

    public String testapp() {
        return index.path("testapp").asText(dir.getFileName().toString());
    }

    /** The testapp as the args file named it, or the benchmark name. */
    public String testappName() {
        return index.path("testapp_name").asText(testapp());
    }

    @Override
    public List<RunDir> runs() {
        List<RunDir> r = new ArrayList<>();
        for (Point p : points) r.addAll(p.runs());
        return r;
    }

    @Override
    public List<SweepDir> sweeps() {
        return List.of(this);
    }
}
