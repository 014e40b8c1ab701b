package rtjbench.tools.results;

import rtjbench.tools.cli.ToolException;

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

/**
 * Reads a results folder through its index files (docs/results-format.md): {@code metadata.json} makes a
 * run, {@code sweep.json} a sweep, {@code suite.json} a suite, {@code forks.json} a point run in several VMs. Only metadata is read here; samples are
 * streamed later by whoever needs them. Every file an index names is resolved by {@link InsideFolder}: none
 * outside the folder given is read.
 */
public final class ResultTree {
    public static final String METADATA = "metadata.json";
    public static final String SWEEP = "sweep.json";
    public static final String SUITE = "suite.json";

    private static final Pattern THREAD_FILE = Pattern.compile("thread-(\\d+)\\.txt");

    private ResultTree() {
    }

    public static ResultNode load(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw ToolException.data(dir + ": no such folder");
        }
        if (Files.isRegularFile(dir.resolve(SUITE))) return loadSuite(dir);
        if (Files.isRegularFile(dir.resolve(SWEEP))) return loadSweep(dir);
        if (Files.isRegularFile(dir.resolve(METADATA))) return loadRun(dir);
        if (ForksReader.isForks(dir)) return ForksReader.load(dir);
        throw ToolException.data(dir + ": not a results folder: it has no " + METADATA + " (run), " + SWEEP
                + " (sweep), " + SUITE + " (suite) or " + ForksReader.FORKS + " (forks)");
    }

    public static Json readJson(Path file) {
        InsideFolder.checkSize(file);
        Json n = Json.read(file);
        if (!n.isObject()) throw ToolException.data(file + ":1: not a JSON object");
        return n;
    }

    public static RunDir loadRun(Path dir) {
        Path metaFile = InsideFolder.own(dir, METADATA);
        if (!Files.isRegularFile(metaFile)) {
            throw ToolException.data(metaFile + ": missing metadata (a run folder needs it)");
        }
        Json meta = readJson(metaFile);
        List<ThreadFile> threads = new ArrayList<>();
        Json list = meta.get("threads");
        if (list != null && list.isArray() && list.size() > 0) {
            int i = 0;
            for (Json t : list) {
                int index = t.path("index").asInt(i);
                String name = t.path("name").asText("thread-" + index);
                String file = t.path("file").asText(name + ".txt");
                long samples = t.has("samples") ? t.path("samples").asLong(-1) : -1;
                threads.add(new ThreadFile(index, name, InsideFolder.resolve(dir, file, metaFile, "thread " + index + "'s \"file\""), samples));
                i++;
            }
        } else {
            // No thread list recorded: fall back to the files the format names, in thread order.
            try (Stream<Path> files = Files.list(dir)) {
                files.map(p -> THREAD_FILE.matcher(p.getFileName().toString()))
                        .filter(Matcher::matches)
                        .map(m -> Integer.parseInt(m.group(1)))
                        .sorted()
                        .forEach(i -> threads.add(new ThreadFile(i, "thread-" + i, InsideFolder.own(dir, "thread-" + i + ".txt"), -1)));
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
        Path indexFile = InsideFolder.own(dir, SWEEP);
        Json index = readJson(indexFile);
        List<String> swept = new ArrayList<>();
        index.path("swept").forEach(n -> swept.add(n.asText()));
        List<SweepDir.Point> points = new ArrayList<>();
        Json entries = index.get("entries");
        if (entries == null || !entries.isArray()) {
            throw ToolException.data(indexFile + ": no \"entries\" list");
        }
        for (Json e : entries) {
            String name = e.path("dir").asText(null);
            if (name == null) throw ToolException.data(indexFile + ": an entry has no \"dir\": " + e);
            Map<String, String> values = new LinkedHashMap<>();
            e.path("values").fields().forEachRemaining(f -> values.put(f.getKey(), f.getValue().asText()));
            String status = e.path("status").asText("complete");
            Path runDir = InsideFolder.resolve(dir, name, indexFile, "entry \"dir\"");
            RunDir run = null;
            ForksDir forks = null;
            if (Files.isRegularFile(runDir.resolve(METADATA))) {
                run = loadRun(runDir);
            } else if (ForksReader.isForks(runDir)) {
                forks = ForksReader.load(runDir);
            } else if ("complete".equals(status)) {
                throw ToolException.data(runDir.resolve(METADATA) + ": missing metadata for a point " + indexFile
                        + " lists as complete");
            }
            points.add(new SweepDir.Point(name, values, status, run, forks));
        }
        return new SweepDir(dir, index, List.copyOf(swept), List.copyOf(points));
    }

    public static SuiteDir loadSuite(Path dir) {
        Path indexFile = InsideFolder.own(dir, SUITE);
        Json index = readJson(indexFile);
        Json entries = index.get("entries");
        if (entries == null || !entries.isArray()) {
            throw ToolException.data(indexFile + ": no \"entries\" list");
        }
        List<SuiteDir.Entry> list = new ArrayList<>();
        for (Json e : entries) {
            String testapp = e.path("testapp").asText("?");
            String name = e.path("dir").asText(null);
            String kind = e.path("kind").asText("run");
            String status = e.path("status").asText("complete");
            String reason = e.path("reason").isNull() ? null : e.path("reason").asText(null);
            ResultNode node = null;
            if (name != null && !"skipped".equals(status)) {
                Path sub = InsideFolder.resolve(dir, name, indexFile, "entry \"dir\"");
                boolean present = Files.isRegularFile(sub.resolve(SWEEP)) || Files.isRegularFile(sub.resolve(METADATA))
                        || ForksReader.isForks(sub);
                if (present) {
                    node = "sweep".equals(kind) ? loadSweep(sub) : "forks".equals(kind) ? ForksReader.load(sub) : loadRun(sub);
                } else if ("complete".equals(status)) {
                    throw ToolException.data(sub.resolve("sweep".equals(kind) ? SWEEP : METADATA)
                            + ": missing index for an entry " + indexFile + " lists as complete");
                }
            }
            list.add(new SuiteDir.Entry(testapp, name, kind, status, reason, node));
        }
        return new SuiteDir(dir, index, List.copyOf(list));
    }
}
