package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A point run in several fresh VMs ({@code forks=N}): {@code forks.json} and a run folder a fork. The index
 * holds each fork's statistics and their spread as the runner computed them; the forks' own folders are
 * ordinary runs.
 */
public record ForksDir(Path dir, JsonNode index, List<Fork> forks) implements ResultNode {
    /** One entry of forks.json; {@code run} is null where the fork saved nothing. */
    public record Fork(String dirName, String status, String reason, JsonNode entry, RunDir run) {}

    /** {@code memalloc allocsize=1K}: the testapp and its point, as its runs say it. */
    public String label() {
        StringBuilder sb =
                new StringBuilder(index.path("testapp").asText(dir.getFileName().toString()));
        index.path("swept")
                .fields()
                .forEachRemaining(e -> sb.append(' ')
                        .append(e.getKey())
                        .append('=')
                        .append(e.getValue().asText()));
        return sb.toString();
    }

    /**
     * The spread of one statistic ({@code mean_ns}, {@code p50_ns}, {@code p99_ns}, {@code max_ns}) over the
     * complete forks: {@code min}, {@code median}, {@code max} and, for the mean, {@code ci99_low},
     * {@code ci99_high}; a missing node where no fork completed.
     */
    public JsonNode spread(String statistic) {
        return index.path("spread").path(statistic);
    }

    @Override
    public List<RunDir> runs() {
        List<RunDir> r = new ArrayList<>();
        for (Fork f : forks) if (f.run() != null) r.add(f.run());
        return r;
    }

    @Override
    public List<SweepDir> sweeps() {
        return List.of();
    }
}
