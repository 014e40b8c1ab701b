package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * forks.json as its writer gives it, text for text, from typed values made by hand: the keys, their order, which
 * are left out where (a running fork, a fork without samples, a cache found rather than trained), and how numbers
 * are written (counts and ns ranks whole, ms and statistics decimal). The tools and the schema read this text.
 */
class ForksIndexTest {
    @TempDir
    Path dir;

    @Test
    void aColdPointWithATrainedCacheTextForText() throws Exception {
        Map<String, String> swept = new LinkedHashMap<>();
        swept.put("allocsize", "1K");
        ForksIndex index = new ForksIndex(dir, "memalloc", "memalloc", swept, 2);
        index.aotCache(ForksIndex.AotCacheUse.trained(Paths.get("/r/aot/app.aot"), "aot-training", "complete", 1234));
        ForkResults.Outcome complete = new ForkResults.Outcome("complete", null).ran(1_000, 61_000, null);
        ForksIndex.WarmReference reference = new ForksIndex.WarmReference(
                "warm-reference", complete, ForkResults.Statistics.of(600, 120.5, 100, 300, 900));
        index.warmReference(reference);
        ForksIndex.Entry first = ForksIndex.Entry.running("fork-1");
        int place = index.add(first);
        assertEquals(
                "{\n  \"dir\" : \"fork-1\",\n  \"status\" : \"running\"\n}",
                text(ForksIndex.entryJson(first)),
                "a running fork: its folder and status only");
        ForkResults.Statistics stats = ForkResults.Statistics.of(400, 110.25, 100, 250, 800);
        ColdPoint.ForkFigures figures = new ColdPoint.ForkFigures(
                10_000, 300.0, true, 5, 5.01, 305.0, Collections.singletonMap("compilations", 2L));
        index.replace(place, first.ended(complete, stats, figures));
        index.add(ForksIndex.Entry.running("fork-2")
                .ended(
                        new ForkResults.Outcome("failed", "could not start java: no such file"),
                        ForkResults.Statistics.NONE,
                        null));
        index.ended(ForkResults.spread(Arrays.asList(stats)));
        index.cold(new ColdPoint.Summary(Arrays.asList(figures), false, reference, new ColdPoint.Steady(100, 1)));

        String referenceText = "{\n"
                + "    \"dir\" : \"warm-reference\",\n"
                + "    \"status\" : \"complete\",\n"
                + "    \"reason\" : null,\n"
                + "    \"what\" : \"" + ForksIndex.WARM_REFERENCE_TEXT + "\",\n"
                + "    \"samples\" : 600,\n"
                + "    \"mean_ns\" : 120.5,\n"
                + "    \"p50_ns\" : 100.0,\n"
                + "    \"p99_ns\" : 300.0,\n"
                + "    \"max_ns\" : 900.0\n"
                + "  }";
        String expected = "{\n"
                + "  \"format\" : \"rtjbench-forks/1\",\n"
                + "  \"testapp\" : \"memalloc\",\n"
                + "  \"testapp_name\" : \"memalloc\",\n"
                + "  \"swept\" : {\n    \"allocsize\" : \"1K\"\n  },\n"
                + "  \"forks\" : 2,\n"
                + "  \"statistics\" : \"" + ForksIndex.STATISTICS_TEXT + "\",\n"
                + "  \"entries\" : [ {\n"
                + "    \"dir\" : \"fork-1\",\n"
                + "    \"status\" : \"complete\",\n"
                + "    \"reason\" : null,\n"
                + "    \"vm_started\" : \"1970-01-01T00:00:01Z\",\n"
                + "    \"vm_exited\" : \"1970-01-01T00:01:01Z\",\n"
                + "    \"samples\" : 400,\n"
                + "    \"mean_ns\" : 110.25,\n"
                + "    \"p50_ns\" : 100.0,\n"
                + "    \"p99_ns\" : 250.0,\n"
                + "    \"max_ns\" : 800.0,\n"
                + "    \"cold\" : {\n"
                + "      \"first_event_ns\" : 10000,\n"
                + "      \"first_event_since_start_ms\" : 300.0,\n"
                + "      \"events_to_steady\" : 5,\n"
                + "      \"ms_to_steady\" : 5.01,\n"
                + "      \"steady_since_start_ms\" : 305.0,\n"
                + "      \"vm_events_before_first_event\" : {\n"
                + "        \"compilations\" : 2\n"
                + "      }\n"
                + "    }\n"
                + "  }, {\n"
                + "    \"dir\" : \"fork-2\",\n"
                + "    \"status\" : \"failed\",\n"
                + "    \"reason\" : \"could not start java: no such file\"\n"
                + "  } ],\n"
                + "  \"aot_cache\" : {\n"
                + "    \"file\" : \"/r/aot/app.aot\",\n"
                + "    \"training\" : \"aot-training\",\n"
                + "    \"training_status\" : \"complete\",\n"
                + "    \"bytes\" : 1234\n"
                + "  },\n"
                + "  \"warm_reference\" : " + referenceText + ",\n"
                + "  \"spread\" : {\n"
                + "    \"forks\" : 1,\n"
                + "    \"mean_ns\" : {\n"
                + "      \"min\" : 110.25,\n      \"median\" : 110.25,\n      \"max\" : 110.25,\n"
                + "      \"mean\" : 110.25,\n      \"ci99_low\" : null,\n      \"ci99_high\" : null\n"
                + "    },\n"
                + "    \"p50_ns\" : " + statSpread("100.0") + ",\n"
                + "    \"p99_ns\" : " + statSpread("250.0") + ",\n"
                + "    \"max_ns\" : " + statSpread("800.0") + "\n"
                + "  },\n"
                + "  \"cold\" : {\n"
                + "    \"forks\" : 1,\n"
                + "    \"curve\" : \"warmup-curve.csv\",\n"
                + "    \"vm_events\" : null,\n"
                + "    \"reference\" : " + referenceText.replace("\n", "\n  ") + ",\n"
                + "    \"steady_state\" : {\n"
                + "      \"window\" : 51,\n"
                + "      \"tolerance\" : 0.1,\n"
                + "      \"step_ns\" : 1,\n"
                + "      \"rule\" : \"the first event from which the rolling median of 51 events stays at or below"
                + " (1 + tolerance) x the warm reference's p50, or that p50 plus one step of the clock (step_ns, as the"
                + " reference's samples show it) where that is more\"\n"
                + "    },\n"
                + "    \"first_event_ns\" : " + spread("10000", "10000") + ",\n"
                + "    \"first_event_since_start_ms\" : " + spread("300.0", "300.0") + ",\n"
                + "    \"events_to_steady\" : " + spread("5", "5") + ",\n"
                + "    \"ms_to_steady\" : " + spread("5.01", "5.01") + ",\n"
                + "    \"steady_since_start_ms\" : " + spread("305.0", "305.0") + ",\n"
                + "    \"steady_not_reached\" : 0\n"
                + "  }\n"
                + "}";
        assertEquals(expected, new String(Files.readAllBytes(dir.resolve("forks.json")), StandardCharsets.UTF_8));
    }

    @Test
    void aCacheFoundAndAForkNotJudgedLeaveTheirFiguresOut() {
        assertEquals(
                "{\n  \"file\" : \"/r/app.aot\",\n  \"training\" : null\n}",
                text(ForksIndex.aotCacheJson(ForksIndex.AotCacheUse.found(Paths.get("/r/app.aot")))));
        ColdPoint.ForkFigures unjudged =
                new ColdPoint.ForkFigures(7, 1.5, false, null, null, null, Collections.<String, Long>emptyMap());
        assertEquals(
                "{\n  \"first_event_ns\" : 7,\n  \"first_event_since_start_ms\" : 1.5,\n"
                        + "  \"vm_events_before_first_event\" : { }\n}",
                text(ForksIndex.coldForkJson(unjudged)),
                "without a warm reference the figures to the steady state are absent, not null");
    }

    @Test
    void beforeTheForksEndTheFileHasNoSpread() throws Exception {
        ForksIndex index = new ForksIndex(dir, "t", "t", Collections.<String, String>emptyMap(), 2);
        index.add(ForksIndex.Entry.running("fork-1"));
        String running = new String(Files.readAllBytes(dir.resolve("forks.json")), StandardCharsets.UTF_8);
        assertEquals(false, running.contains("\"spread\""), running);
        index.ended(null);
        String ended = new String(Files.readAllBytes(dir.resolve("forks.json")), StandardCharsets.UTF_8);
        assertEquals(true, ended.endsWith("  \"spread\" : null\n}"), "none complete: a null spread: " + ended);
    }

    @Test
    void theColdConsoleLineComesFromTheSummary() {
        ForkResults.Outcome complete = new ForkResults.Outcome("complete", null);
        ForksIndex.WarmReference reference = new ForksIndex.WarmReference(
                "warm-reference", complete, ForkResults.Statistics.of(600, 25, 21, 30, 90));
        ColdPoint.ForkFigures a =
                new ColdPoint.ForkFigures(812_400, 300.0, true, 350, 41.2, 305.0, Collections.<String, Long>emptyMap());
        ColdPoint.ForkFigures b = new ColdPoint.ForkFigures(
                1_904_200, 310.0, true, null, null, null, Collections.<String, Long>emptyMap());
        assertEquals(
                "  cold: 2 forks; first event p50 812.4 us, max 1904.2 us; steady state (warm p50 0.021 us) after p50"
                        + " 350 events (max 350), 41.2 ms from the first event (max 41.2 ms); 1 forks never steady",
                new ColdPoint.Summary(Arrays.asList(a, b), false, reference, new ColdPoint.Steady(21, 1))
                        .consoleLine());
        ForksIndex.WarmReference failed = new ForksIndex.WarmReference(
                "warm-reference", new ForkResults.Outcome("failed", "no metadata"), ForkResults.Statistics.NONE);
        assertEquals(
                "  cold: 1 forks; first event p50 812.4 us, max 812.4 us; no steady state: the warm reference did not"
                        + " complete",
                new ColdPoint.Summary(Arrays.asList(a), false, failed, null).consoleLine());
    }

    private static String statSpread(String v) {
        return "{\n      \"min\" : " + v + ",\n      \"median\" : " + v + ",\n      \"max\" : " + v + "\n    }";
    }

    private static String spread(String min, String max) {
        return "{\n      \"forks\" : 1,\n      \"min\" : " + min + ",\n      \"p50\" : " + min + ",\n      \"p90\" : "
                + max + ",\n      \"max\" : " + max + "\n    }";
    }

    private static String text(Map<String, Object> m) {
        return rtjbench.core.run.output.JsonText.toText(m);
    }
}
