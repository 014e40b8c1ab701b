package rtjbench.core.run.fork;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.JsonText;

/**
 * A forks folder's {@value #FILE} (format {@value #FORMAT}, docs/results-format.md, docs/schema): the point, each
 * fork's entry, the AOT cache and warm reference where the point has them, the spread over the complete forks
 * and a cold point's summary. Rewritten, atomically, after every change, so a runner that dies leaves a file that
 * says which fork was running. The values are typed; {@link #toJson} and the methods it calls are the one place
 * that names the file's keys.
 */
final class ForksIndex {
    static final String FILE = "forks.json";
    static final String FORMAT = "rtjbench-forks/1";
    /** The statistics compared across forks, as the entries and the spread name them. */
    static final List<String> STATISTICS =
            Collections.unmodifiableList(Arrays.asList("mean_ns", "p50_ns", "p99_ns", "max_ns"));

    static final String STATISTICS_TEXT = "per fork: every thread's samples together, in ns: mean, nearest-rank p50"
            + " and p99, max; spread over the complete forks: min, median, max, and for the mean a 99% confidence "
            + "interval (Student t, n-1)";
    static final String WARM_REFERENCE_TEXT = "one fork of the same point and VM run warm (the point's warmup, auto"
            + " by default): its p50 is the steady state the cold starts are held to";

    /** A fork's entry: running while its VM runs, then how it ended and its figures. */
    static final class Entry {
        final String dir;
        final String status;
        /** Null while the fork runs; then how it ended, its statistics and, for a cold fork, its own figures. */
        final ForkResults.Outcome outcome;

        final ForkResults.Statistics statistics;
        /** Null but for a complete cold fork whose folder holds its events. */
        final ColdPoint.ForkFigures cold;

        private Entry(
                String dir,
                String status,
                ForkResults.Outcome outcome,
                ForkResults.Statistics statistics,
                ColdPoint.ForkFigures cold) {
            this.dir = dir;
            this.status = status;
            this.outcome = outcome;
            this.statistics = statistics;
            this.cold = cold;
        }

        static Entry running(String dir) {
            return new Entry(dir, "running", null, ForkResults.Statistics.NONE, null);
        }

        Entry ended(ForkResults.Outcome o, ForkResults.Statistics s, ColdPoint.ForkFigures coldFigures) {
            return new Entry(dir, o.status, o, s, coldFigures);
        }
    }

    /** forks.json's {@code aot_cache}: the cache the forks use and, where the runner made it, its training run. */
    static final class AotCacheUse {
        final Path file;
        /** The training run's folder name; null where the cache was there already. */
        final String training;

        final String trainingStatus;
        final long bytes;

        private AotCacheUse(Path file, String training, String trainingStatus, long bytes) {
            this.file = file;
            this.training = training;
            this.trainingStatus = trainingStatus;
            this.bytes = bytes;
        }

        static AotCacheUse found(Path file) {
            return new AotCacheUse(file, null, null, 0);
        }

        static AotCacheUse trained(Path file, String trainingDir, String trainingStatus, long bytes) {
            return new AotCacheUse(file, trainingDir, trainingStatus, bytes);
        }
    }

    /** forks.json's {@code warm_reference}: a cold point's warm fork, whose p50 is the steady state. */
    static final class WarmReference {
        final String dir;
        final ForkResults.Outcome outcome;
        final ForkResults.Statistics statistics;

        WarmReference(String dir, ForkResults.Outcome outcome, ForkResults.Statistics statistics) {
            this.dir = dir;
            this.outcome = outcome;
            this.statistics = statistics;
        }

        /** Its p50 where it completed with one above 0, the steady state; else NaN. */
        double steadyP50() {
            return outcome.complete() && statistics.present() && statistics.p50() > 0 ? statistics.p50() : Double.NaN;
        }
    }

    private final Path file;
    private final String testapp;
    private final String testappName;
    private final Map<String, String> swept;
    private final int forks;
    private AotCacheUse aotCache;
    private WarmReference warmReference;
    private final List<Entry> entries = new ArrayList<>();
    /** Whether the forks have all run: from then the file gives the spread, null where none completed. */
    private boolean ended;

    private ForkResults.Spread spread;
    private ColdPoint.Summary cold;

    ForksIndex(Path dir, String testapp, String testappName, Map<String, String> swept, int forks) {
        this.file = dir.resolve(FILE);
        this.testapp = testapp;
        this.testappName = testappName;
        this.swept = swept;
        this.forks = forks;
    }

    void aotCache(AotCacheUse use) throws IOException {
        aotCache = use;
        save();
    }

    void warmReference(WarmReference reference) throws IOException {
        warmReference = reference;
        save();
    }

    /** Adds {@code entry} and saves; its place, for {@link #replace}. */
    int add(Entry entry) throws IOException {
        entries.add(entry);
        save();
        return entries.size() - 1;
    }

    void replace(int place, Entry entry) throws IOException {
        entries.set(place, entry);
        save();
    }

    List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** The forks have all run: their spread (null where none completed). */
    void ended(ForkResults.Spread s) throws IOException {
        ended = true;
        spread = s;
        save();
    }

    void cold(ColdPoint.Summary summary) throws IOException {
        cold = summary;
        save();
    }

    private void save() throws IOException {
        AtomicFile.replace(file, AtomicFile.text(JsonText.toText(toJson())));
    }

    /** The file's content, in its order: the point, the entries, then what the run has added so far. */
    Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("testapp", testapp);
        m.put("testapp_name", testappName);
        m.put("swept", swept);
        m.put("forks", forks);
        m.put("statistics", STATISTICS_TEXT);
        List<Map<String, Object>> e = new ArrayList<>();
        for (Entry entry : entries) {
            e.add(entryJson(entry));
        }
        m.put("entries", e);
        if (aotCache != null) {
            m.put("aot_cache", aotCacheJson(aotCache));
        }
        if (warmReference != null) {
            m.put("warm_reference", warmReferenceJson(warmReference));
        }
        if (ended) {
            m.put("spread", spreadJson(spread));
        }
        if (cold != null) {
            m.put("cold", coldJson(cold));
        }
        return m;
    }

    static Map<String, Object> entryJson(Entry e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", e.dir);
        m.put("status", e.status);
        if (e.outcome == null) {
            return m;
        }
        m.put("reason", e.outcome.reason);
        if (e.outcome.vmStarted > 0) {
            m.put("vm_started", Instant.ofEpochMilli(e.outcome.vmStarted).toString());
            m.put("vm_exited", Instant.ofEpochMilli(e.outcome.vmExited).toString());
        }
        statistics(m, e.statistics);
        if (e.cold != null) {
            m.put("cold", coldForkJson(e.cold));
        }
        return m;
    }

    /** {@code samples} and the statistics, into {@code m}; nothing where the fork has none. */
    private static void statistics(Map<String, Object> m, ForkResults.Statistics s) {
        if (!s.present()) {
            return;
        }
        m.put("samples", s.samples);
        for (int i = 0; i < STATISTICS.size(); i++) {
            m.put(STATISTICS.get(i), s.figure(i));
        }
    }

    static Map<String, Object> aotCacheJson(AotCacheUse a) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", a.file.toString());
        m.put("training", a.training);
        if (a.training != null) {
            m.put("training_status", a.trainingStatus);
            m.put("bytes", a.bytes);
        }
        return m;
    }

    static Map<String, Object> warmReferenceJson(WarmReference r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", r.dir);
        m.put("status", r.outcome.status);
        m.put("reason", r.outcome.reason);
        m.put("what", WARM_REFERENCE_TEXT);
        statistics(m, r.statistics);
        return m;
    }

    /** The spread block: per statistic its min, median and max, and for the mean its 99% interval; null with none. */
    static Map<String, Object> spreadJson(ForkResults.Spread s) {
        if (s == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", s.forks);
        for (int i = 0; i < STATISTICS.size(); i++) {
            m.put(STATISTICS.get(i), s.of(i).toMetadata(i == 0));
        }
        return m;
    }

    static Map<String, Object> coldForkJson(ColdPoint.ForkFigures f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("first_event_ns", f.firstEventNanos);
        m.put("first_event_since_start_ms", f.firstEventSinceStartMillis);
        if (f.steadyJudged) {
            m.put("events_to_steady", f.eventsToSteady);
            m.put("ms_to_steady", f.millisToSteady);
            m.put("steady_since_start_ms", f.steadySinceStartMillis);
        }
        m.put("vm_events_before_first_event", new LinkedHashMap<String, Object>(f.vmEventsBeforeFirstEvent));
        return m;
    }

    static Map<String, Object> coldJson(ColdPoint.Summary s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", s.forks);
        m.put("curve", ColdPoint.CURVE);
        m.put("vm_events", s.vmEventsWritten ? ColdPoint.EVENTS : null);
        m.put("reference", s.reference == null ? null : warmReferenceJson(s.reference));
        Map<String, Object> rule = new LinkedHashMap<>();
        rule.put("window", rtjbench.stats.SteadyState.WINDOW);
        rule.put("tolerance", rtjbench.stats.SteadyState.TOLERANCE);
        rule.put("step_ns", s.stepNanos);
        rule.put(
                "rule",
                "the first event from which the rolling median of " + rtjbench.stats.SteadyState.WINDOW
                        + " events stays at or below (1 + tolerance) x the warm reference's p50, or that p50 plus"
                        + " one step of the clock (step_ns, as the reference's samples show it) where that is more");
        m.put("steady_state", rule);
        m.put("first_event_ns", figureSpreadJson(s.firstEventNanos));
        m.put("first_event_since_start_ms", figureSpreadJson(s.firstEventSinceStartMillis));
        m.put("events_to_steady", figureSpreadJson(s.eventsToSteady));
        m.put("ms_to_steady", figureSpreadJson(s.millisToSteady));
        m.put("steady_since_start_ms", figureSpreadJson(s.steadySinceStartMillis));
        m.put("steady_not_reached", s.steadyNotReached);
        return m;
    }

    /** A figure's spread over the forks: whole numbers for a count or ns, ms as decimals; null where none has it. */
    static Map<String, Object> figureSpreadJson(ColdPoint.FigureSpread s) {
        if (s == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", s.forks);
        m.put("min", scaled(s.minUnits, s.scale));
        m.put("p50", scaled(s.p50Units, s.scale));
        m.put("p90", scaled(s.p90Units, s.scale));
        m.put("max", scaled(s.maxUnits, s.scale));
        return m;
    }

    private static Object scaled(long units, double scale) {
        return scale == 1 ? (Object) units : (Object) (units / scale);
    }
}
