package rtjbench.tools.db;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.results.ThreadFile;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;

/**
 * Reads a results folder into a {@link StoredRun}: the folder is loaded as every tool loads it ({@link
 * ResultTree}: files named by an index must lie inside the folder), each index file is held to docs/schema, and
 * each point's figures are computed from its samples by the tools' own analysis ({@link Analyzer}, {@link
 * Summary}: the figures {@code tools stats} prints). The run's id is the folder's name and a SHA-256 over its
 * index files and sample files (by path inside the folder), so the same folder read twice is the same run,
 * whatever was written beside it later (stats, plots, report). Every problem is bad input (exit 2).
 */
public final class RunReader {
    private RunReader() {}

    /** Reads {@code dir}; {@code machine} names the machine (null: the metadata's, see {@link #machineOf}). */
    public static StoredRun read(Path dir, String machine) {
        try {
            return load(dir, machine);
        } catch (ToolException e) {
            if (e.exitCode() == ToolException.DATA) throw ToolException.input(e.getMessage());
            throw e;
        } catch (IOException e) {
            throw ToolException.input(dir + ": cannot read: " + e.getMessage());
        }
    }

    private static StoredRun load(Path dir, String machine) throws IOException {
        if (!Files.isDirectory(dir)) throw ToolException.input(dir + ": no such folder");
        Path root = dir.toAbsolutePath().normalize();
        ResultNode node = ResultTree.load(root);
        TreeSet<String> files = new TreeSet<>();
        List<StoredRun.Point> points = new ArrayList<>();
        collect(root, node, machine, files, points);
        uniqueNames(points);
        if (points.isEmpty()) throw ToolException.input(root + ": holds no point that ran (nothing to store)");
        String hash = hash(root, files);
        String started = points.stream()
                .map(StoredRun.Point::started)
                .min(String::compareTo)
                .orElse("");
        String name = root.getFileName().toString();
        IndexKind top = indexOf(node);
        return new StoredRun(
                name + "-" + hash.substring(0, 12),
                name,
                root.toString(),
                top.name().toLowerCase(java.util.Locale.ROOT),
                hash,
                points.get(0).machine(),
                started,
                Files.readString(root.resolve(top.fileName())),
                List.copyOf(points));
    }

    private static IndexKind indexOf(ResultNode node) {
        if (node instanceof SuiteDir) return IndexKind.SUITE;
        if (node instanceof SweepDir) return IndexKind.SWEEP;
        if (node instanceof ForksDir) return IndexKind.FORKS;
        return IndexKind.RUN;
    }

    private static void collect(
            Path root, ResultNode node, String machine, TreeSet<String> files, List<StoredRun.Point> out)
            throws IOException {
        IndexKind kind = indexOf(node);
        SchemaCheck.check(kind, node.dir());
        files.add(relative(root, node.dir().resolve(kind.fileName())));
        if (node instanceof RunDir r) {
            out.add(point(root, r.dir(), r.metadata().path("swept"), List.of(r), null, machine, files));
        } else if (node instanceof ForksDir f) {
            for (RunDir r : f.runs()) SchemaCheck.check(IndexKind.RUN, r.dir());
            out.add(point(root, f.dir(), f.index().path("swept"), f.runs(), f, machine, files));
        } else if (node instanceof SweepDir s) {
            for (SweepDir.Point p : s.points()) {
                if (p.forks() != null) collect(root, p.forks(), machine, files, out);
                else if (p.run() != null) collect(root, p.run(), machine, files, out);
            }
        } else if (node instanceof SuiteDir s) {
            for (SuiteDir.Entry e : s.entries()) if (e.node() != null) collect(root, e.node(), machine, files, out);
        }
    }

    private static StoredRun.Point point(
            Path root,
            Path dir,
            JsonNode swept,
            List<RunDir> runs,
            ForksDir forks,
            String machine,
            TreeSet<String> files)
            throws IOException {
        RunDir first = runs.isEmpty() ? null : runs.get(0);
        if (first == null) throw ToolException.input(dir + ": a forked point with no fork that saved its run");
        JsonNode meta = first.metadata();
        String testapp = meta.path("testapp").asText("?");
        Map<Integer, Map<String, Double>> figures = new TreeMap<>();
        List<RunStats> each = new ArrayList<>();
        boolean complete = true;
        for (int k = 0; k < runs.size(); k++) {
            RunDir r = runs.get(k);
            files.add(relative(root, r.dir().resolve(IndexKind.RUN.fileName())));
            for (ThreadFile t : r.threads()) files.add(relative(root, t.file()));
            RunStats rs = Analyzer.analyze(r, false, false, 1);
            each.add(rs);
            complete &= r.metadata().path("complete").asBoolean(false);
            if (forks != null) figures.put(k + 1, summary(Summary.of(rs.all().distribution())));
        }
        RunStats pooled = each.size() == 1 ? each.get(0) : ForkTables.pooled(each);
        Map<String, Double> all = summary(Summary.of(pooled.all().distribution()));
        if (forks != null) spreadFigures(forks.index(), all);
        deadlines("workload", meta.path("workload"), all);
        figures.put(0, all);
        return new StoredRun.Point(
                label(testapp, swept),
                testapp,
                machine != null ? machine : machineOf(meta),
                vmName(meta),
                Fingerprint.collector(meta),
                meta.path("start").asText(""),
                complete ? "complete" : "incomplete",
                forks == null ? 1 : runs.size(),
                relative(root, dir),
                Fingerprint.of(meta),
                meta.toString(),
                figures,
                pooled.all().distribution());
    }

    /** The point's name: its testapp and swept values, {@code memalloc allocsize=4K,count=10}. */
    private static String label(String testapp, JsonNode swept) {
        List<String> values = new ArrayList<>();
        swept.fields()
                .forEachRemaining(
                        e -> values.add(e.getKey() + "=" + e.getValue().asText()));
        return values.isEmpty() ? testapp : testapp + " " + String.join(",", values);
    }

    /** The forks' spread (forks.json {@code spread}) as figures {@code spread.<statistic>.<measure>}. */
    private static void spreadFigures(JsonNode forksIndex, Map<String, Double> all) {
        forksIndex
                .path("spread")
                .fields()
                .forEachRemaining(s -> s.getValue().fields().forEachRemaining(v -> {
                    if (v.getValue().isNumber())
                        all.put(
                                "spread." + s.getKey() + "." + v.getKey(),
                                v.getValue().asDouble());
                }));
    }

    /** The VM's name and version as the run recorded them, {@code OpenJDK 64-Bit Server VM 21.0.2+13}. */
    private static String vmName(JsonNode meta) {
        JsonNode jvm = meta.path("jvm");
        String version = jvm.path("vm_version").asText(jvm.path("version").asText(""));
        return (jvm.path("vm_name").asText("?") + " " + version).strip();
    }

    /** The machine a run names: {@code machine.hostname} where recorded, else its CPU model. */
    public static String machineOf(JsonNode meta) {
        JsonNode m = meta.path("machine");
        String host = m.path("hostname").asText("");
        return host.isBlank() ? m.path("cpu_model").asText("unknown machine") : host;
    }

    private static Map<String, Double> summary(Summary s) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (String c : Summary.COLUMNS) {
            if (s.count() == 0 && !c.equals("count")) continue;
            out.put(c, s.get(c));
        }
        return out;
    }

    /** The workload's deadline figures: numeric leaves whose name says deadline or missed ({@code missed_periods}). */
    private static void deadlines(String path, JsonNode n, Map<String, Double> out) {
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> deadlines(path + "." + e.getKey(), e.getValue(), out));
        } else if (n.isNumber()) {
            String lower = path.toLowerCase(java.util.Locale.ROOT);
            // "missed", not "miss": a cache miss is not a deadline figure (cpmd's miss_cost_ns_per_line)
            if (lower.contains("deadline") || lower.contains("missed")) out.put(path, n.asDouble());
        }
    }

    /** Two points of one run with the same label (a testapp twice in a suite) get their folder added. */
    private static void uniqueNames(List<StoredRun.Point> points) {
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (StoredRun.Point p : points) seen.merge(p.point(), 1, Integer::sum);
        for (int i = 0; i < points.size(); i++) {
            StoredRun.Point p = points.get(i);
            if (seen.get(p.point()) > 1) {
                points.set(
                        i,
                        new StoredRun.Point(
                                p.point() + " [" + p.location() + "]",
                                p.testapp(),
                                p.machine(),
                                p.vm(),
                                p.collector(),
                                p.started(),
                                p.status(),
                                p.forks(),
                                p.location(),
                                p.fingerprint(),
                                p.metadataJson(),
                                p.figures(),
                                p.pooled()));
            }
        }
    }

    private static String relative(Path root, Path p) {
        String r = root.relativize(p.toAbsolutePath().normalize()).toString();
        return r.isEmpty() ? "." : r;
    }

    private static String hash(Path root, TreeSet<String> files) throws IOException {
        MessageDigest all;
        try {
            all = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] buf = new byte[1 << 16];
        for (String f : files) {
            all.update(f.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            all.update((byte) 0);
            try (InputStream in = new DigestInputStream(Files.newInputStream(root.resolve(f)), all)) {
                while (in.read(buf) >= 0) {
                    // the digest sees every byte
                }
            }
            all.update((byte) 0);
        }
        return HexFormat.of().formatHex(all.digest());
    }
}
