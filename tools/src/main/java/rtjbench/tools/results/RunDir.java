package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A run folder: one testapp at one sweep point, {@code metadata.json} and a sample file per thread. */
public record RunDir(Path dir, JsonNode metadata, List<ThreadFile> threads) implements ResultNode {
    public String testapp() {
        return metadata.path("testapp").asText(dir.getFileName().toString());
    }

    /** The testapp as the args file named it ({@code immortal.memalloc}), or the benchmark name. */
    public String testappName() {
        return metadata.path("testapp_name").asText(testapp());
    }

    /** The swept arguments at this point, in the order recorded. */
    public Map<String, String> swept() {
        Map<String, String> m = new LinkedHashMap<>();
        metadata.path("swept")
                .fields()
                .forEachRemaining(e -> m.put(e.getKey(), e.getValue().asText()));
        return m;
    }

    /** {@code extra_threads=4,wss=64K}: the point's swept values, comma-separated; empty where none is swept. */
    public String sweptValues() {
        StringBuilder sb = new StringBuilder();
        swept().forEach((k, v) ->
                sb.append(sb.length() == 0 ? "" : ",").append(k).append('=').append(v));
        return sb.toString();
    }

    /** {@code memalloc allocsize=1K}: the testapp and its point; {@code ... fork 2/3} for one of several forks. */
    public String label() {
        JsonNode fork = metadata.path("fork");
        return test()
                + (fork.path("of").asInt(1) > 1
                        ? " fork " + fork.path("index").asText("?") + "/"
                                + fork.path("of").asText()
                        : "");
    }

    /** {@code memalloc allocsize=1K}: the test, the same for every fork of a point. */
    public String test() {
        StringBuilder sb = new StringBuilder(testapp());
        swept().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    public String arg(String name) {
        JsonNode v = metadata.path("args").get(name);
        return v == null || v.isNull() ? null : v.asText();
    }

    public boolean complete() {
        return metadata.path("complete").asBoolean(true);
    }

    /** Why the run is incomplete (null where it is complete). */
    public String incompleteReason() {
        return complete() ? null : metadata.path("incomplete_reason").asText("no reason recorded");
    }

    /**
     * Every warning the run recorded: the run's own, then the platform's (settings known to skew latency, kept in
     * the platform block), then each thread's and each thread's error, named.
     */
    public List<String> warnings() {
        List<String> all = new ArrayList<>();
        metadata.path("warnings").forEach(w -> all.add(w.asText()));
        metadata.path("platform").path("warnings").forEach(w -> all.add("platform: " + w.asText()));
        for (JsonNode t : metadata.path("threads")) {
            String name = t.path("name").asText("thread");
            t.path("warnings").forEach(w -> all.add(name + ": " + w.asText()));
            if (t.hasNonNull("error"))
                all.add(name + " failed: " + t.path("error").asText());
        }
        return all;
    }

    @Override
    public List<RunDir> runs() {
        return List.of(this);
    }

    @Override
    public List<SweepDir> sweeps() {
        return List.of();
    }
}
