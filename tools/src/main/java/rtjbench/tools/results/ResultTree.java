package rtjbench.tools.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import rtjbench.tools.cli.ToolException;

/**
 * Reads a results folder through its index files (docs/results-format.md, {@link IndexKind}): {@code
 * metadata.json} makes a run, {@code sweep.json} a sweep, {@code suite.json} a suite, {@code forks.json} a point
 * run in several VMs (read by {@link ForksReader}). Only metadata is read
 * here; samples are streamed later by whoever needs them. Every file an index names is resolved by
 * {@link InsideFolder}: none outside the folder given is read.
 */
public final class ResultTree {
    private static final Pattern THREAD_FILE = Pattern.compile("thread-(\\d+)\\.txt");

    private ResultTree() {}

    /** The tree under each of {@code dirs}, in order; a usage error saying {@code usage} where there is none. */
    public static List<ResultNode> loadAll(List<String> dirs, String usage) {
        if (dirs.isEmpty()) throw ToolException.usage(usage);
        List<ResultNode> roots = new ArrayList<>();
        for (String d : dirs) roots.add(load(Path.of(d)));
        return roots;
    }

    public static ResultNode load(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw ToolException.data(dir + ": no such folder");
        }
        // The outermost kind first: a top folder that is a sweep may hold run folders, never the reverse.
        for (IndexKind kind : List.of(IndexKind.SUITE, IndexKind.SWEEP, IndexKind.FORKS, IndexKind.RUN)) {
            if (kind.isIn(dir)) return kind.load(dir);
        }
        throw ToolException.data(dir + ": not a results folder: it has no " + IndexKind.RUN.describe() + ", "
                + IndexKind.SWEEP.describe() + ", " + IndexKind.SUITE.describe() + " or " + IndexKind.FORKS.describe());
    }

    public static RunDir loadRun(Path dir) {
        Path metaFile = InsideFolder.own(dir, IndexKind.RUN.fileName());
        if (!Files.isRegularFile(metaFile)) {
            throw ToolException.data(metaFile + ": missing metadata (a run folder needs it)");
        }
        JsonNode meta = IndexKind.RUN.read(dir);
        List<ThreadFile> threads = new ArrayList<>();
        JsonNode list = meta.get("threads");
        if (list != null && list.isArray() && list.size() > 0) {
            int i = 0;
            for (JsonNode t : list) {
                int index = t.path("index").asInt(i);
                String name = t.path("name").asText("thread-" + index);
                // record=histogram: the thread's samples are in its interval log instead of a sample file
                String entry = t.hasNonNull("histogram_log") ? "histogram_log" : "file";
                String file = t.path(entry).asText(name + ".txt");
                long samples = t.has("samples") ? t.path("samples").asLong(-1) : -1;
                threads.add(new ThreadFile(
                        index,
                        name,
                        InsideFolder.resolve(dir, file, metaFile, "thread " + index + "'s \"" + entry + "\""),
                        samples));
                i++;
            }
        } else {
            // No thread list recorded: fall back to the files the format names, in thread order.
            try (Stream<Path> files = Files.list(dir)) {
                files.map(p -> THREAD_FILE.matcher(p.getFileName().toString()))
                        .filter(Matcher::matches)
                        .map(m -> Integer.parseInt(m.group(1)))
                        .sorted()
                        .forEach(i -> threads.add(
                                new ThreadFile(i, "thread-" + i, InsideFolder.own(dir, "thread-" + i + ".txt"), -1)));
            } catch (IOException e) {
                throw ToolException.data(dir + ": cannot list: " + e);
            }
        }
        if (threads.isEmpty()) {
            throw ToolException.data(metaFile + ": lists no threads and the folder has no thread-<i>.txt");
        }
        return new RunDir(dir, meta, List.copyOf(threads));
    }

    public static SweepDir loadSweep(Path dir) {
        Path indexFile = InsideFolder.own(dir, IndexKind.SWEEP.fileName());
        JsonNode index = IndexKind.SWEEP.read(dir);
        List<String> swept = new ArrayList<>();
        index.path("swept").forEach(n -> swept.add(n.asText()));
        List<SweepDir.Point> points = new ArrayList<>();
        JsonNode entries = index.get("entries");
        if (entries == null || !entries.isArray()) {
            throw ToolException.data(indexFile + ": no \"entries\" list");
        }
        for (JsonNode e : entries) {
            String name = e.path("dir").asText(null);
            if (name == null) throw ToolException.data(indexFile + ": an entry has no \"dir\": " + e);
            Map<String, String> values = new LinkedHashMap<>();
            e.path("values")
                    .fields()
                    .forEachRemaining(f -> values.put(f.getKey(), f.getValue().asText()));
            String status = e.path("status").asText("complete");
            Path runDir = InsideFolder.resolve(dir, name, indexFile, "entry \"dir\"");
            RunDir run = null;
            ForksDir forks = null;
            if (IndexKind.RUN.isIn(runDir)) {
                run = loadRun(runDir);
            } else if (IndexKind.FORKS.isIn(runDir)) {
                forks = ForksReader.load(runDir);
            } else if ("complete".equals(status)) {
                throw ToolException.data(runDir.resolve(IndexKind.RUN.fileName()) + ": missing metadata for a point "
                        + indexFile + " lists as complete");
            }
            points.add(new SweepDir.Point(name, values, status, run, forks));
        }
        return new SweepDir(dir, index, List.copyOf(swept), List.copyOf(points));
    }

    public static SuiteDir loadSuite(Path dir) {
        Path indexFile = InsideFolder.own(dir, IndexKind.SUITE.fileName());
        JsonNode index = IndexKind.SUITE.read(dir);
        JsonNode entries = index.get("entries");
        if (entries == null || !entries.isArray()) {
            throw ToolException.data(indexFile + ": no \"entries\" list");
        }
        List<SuiteDir.Entry> list = new ArrayList<>();
        for (JsonNode e : entries) {
            String testapp = e.path("testapp").asText("?");
            String testappName = e.path("testapp_name").asText(testapp);
            String name = e.path("dir").asText(null);
            String kind = e.path("kind").asText("run");
            String status = e.path("status").asText("complete");
            String reason = e.path("reason").isNull() ? null : e.path("reason").asText(null);
            ResultNode node = null;
            if (name != null && !"skipped".equals(status)) {
                Path sub = InsideFolder.resolve(dir, name, indexFile, "entry \"dir\"");
                IndexKind expected =
                        "sweep".equals(kind) ? IndexKind.SWEEP : "forks".equals(kind) ? IndexKind.FORKS : IndexKind.RUN;
                if (IndexKind.SWEEP.isIn(sub) || IndexKind.RUN.isIn(sub) || IndexKind.FORKS.isIn(sub)) {
                    node = expected.load(sub);
                } else if ("complete".equals(status)) {
                    throw ToolException.data(sub.resolve(expected.fileName()) + ": missing index for an entry "
                            + indexFile + " lists as complete");
                }
            }
            list.add(new SuiteDir.Entry(testapp, testappName, name, kind, status, reason, node));
        }
        return new SuiteDir(dir, index, List.copyOf(list));
    }
}
