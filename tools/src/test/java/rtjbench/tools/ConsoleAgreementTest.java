package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the runner prints and {@code stats} on the folder it wrote say the same numbers to the printed digit. A
 * real run of the {@code timer} testapp (two threads, its clock sub-run beside it), its console captured, then
 * {@code stats --unit us} on the folders and, as text: the run's {@code summary.txt} (its table of thread-0,
 * thread-1 and all, and its sub-run's) against each folder's stats.csv, cell by cell; the point's progress line
 * and its row in the console's summary table against stats.csv's all-threads row.
 */
class ConsoleAgreementTest {
    /** "timer  (clock tsc)  -> /tmp/.../20261122-031409-timer": a table's title line names its folder. */
    private static final Pattern TITLE = Pattern.compile(".*\\(clock [^)]*\\)\\s+-> (.+)$");
    /** The console's columns and the stats.csv columns they are. */
    private static final Map<String, String> COLUMNS = new LinkedHashMap<>();

    static {
        COLUMNS.put("count", "count");
        COLUMNS.put("min[us]", "min_us");
        COLUMNS.put("mean[us]", "mean_us");
        COLUMNS.put("std[us]", "std_us");
        COLUMNS.put("p50[us]", "p50_us");
        COLUMNS.put("p99[us]", "p99_us");
        COLUMNS.put("max[us]", "max_us");
    }

    @TempDir
    Path tmp;

    @Test
    void consoleSummaryAndStatsAgreeToThePrintedDigit() throws Exception {
        Path args = tmp.resolve("timer.xml");
        Files.writeString(
                args,
                "<testapp name=\"timer\">"
                        + "<arg name=\"no_of_threads\" value=\"2\"/>"
                        + "<arg name=\"count\" value=\"3000\"/>"
                        + "<arg name=\"warmup\" value=\"1000\"/>"
                        + "<arg name=\"instr_load\" value=\"10\"/>"
                        + "<arg name=\"clocks\" value=\"nanotime\"/>"
                        + "<arg name=\"reads\" value=\"1000\"/>"
                        + "<arg name=\"batches\" value=\"2\"/>"
                        + "<arg name=\"mlockall\" value=\"false\"/>"
                        + "<arg name=\"datadir\" value=\"" + tmp.resolve("results") + "\"/>"
                        + "</testapp>");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = rtjbench.core.run.Main.run(
                new String[] {args.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String console = out.toString(StandardCharsets.UTF_8);
        String progress = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, console + progress);
        Path run = Path.of(console.lines()
                .filter(l -> l.startsWith("results: "))
                .findFirst()
                .orElseThrow()
                .substring("results: ".length()));
        String summary = Files.readString(run.resolve("summary.txt"));

        Map<Path, Map<String, Map<String, String>>> tables = consoleTables(summary);
        assertEquals(2, tables.size(), "the run and its clock=nanotime sub-run:\n" + summary);
        for (Path folder : tables.keySet()) {
            Fixtures.Result stats = Fixtures.cli("stats", "--unit", "us", folder.toString());
            assertEquals(0, stats.exit(), stats.err());
        }

        for (Map.Entry<Path, Map<String, Map<String, String>>> table : tables.entrySet()) {
            Map<String, Map<String, String>> csv = statsCsv(table.getKey().resolve("stats.csv"));
            assertEquals(
                    List.of("thread-0", "thread-1", "all"),
                    List.copyOf(table.getValue().keySet()),
                    console);
            for (Map.Entry<String, Map<String, String>> row : table.getValue().entrySet()) {
                Map<String, String> want = csv.get(row.getKey());
                assertNotNull(want, table.getKey() + "/stats.csv has no row " + row.getKey());
                for (Map.Entry<String, String> c : COLUMNS.entrySet()) {
                    assertEquals(
                            want.get(c.getValue()),
                            row.getValue().get(c.getKey()),
                            table.getKey() + " " + row.getKey() + " " + c.getKey() + ": summary.txt vs stats.csv\n"
                                    + summary);
                }
            }
        }

        Map<String, String> all = statsCsv(run.resolve("stats.csv")).get("all");
        Matcher line = Pattern.compile("\\[1/1\\] timer: p50 (\\S+), p99 (\\S+), max (\\S+) us")
                .matcher(progress);
        assertTrue(line.find(), "the point's line: " + progress);
        assertEquals(
                List.of(all.get("p50_us"), all.get("p99_us"), all.get("max_us")),
                List.of(line.group(1), line.group(2), line.group(3)),
                "the progress line vs stats.csv's all row: " + progress);
        Matcher row = Pattern.compile("(?m)^timer +(\\d+) +(\\S+) +(\\S+) +(\\S+) +(\\S+)$")
                .matcher(console);
        assertTrue(row.find(), "the summary table's row: " + console);
        assertEquals(
                List.of(all.get("count"), all.get("p50_us"), all.get("p99_us"), all.get("p99.9_us"), all.get("max_us")),
                List.of(row.group(1), row.group(2), row.group(3), row.group(4), row.group(5)),
                "the console's summary row vs stats.csv's all row: " + console);
    }

    /** folder -> thread -> column -> cell, for every table a summary printed. */
    static Map<Path, Map<String, Map<String, String>>> consoleTables(String console) {
        Map<Path, Map<String, Map<String, String>>> tables = new LinkedHashMap<>();
        List<String> lines = console.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = TITLE.matcher(lines.get(i));
            if (!m.matches() || i + 1 >= lines.size()) continue;
            List<String> header = Arrays.asList(lines.get(i + 1).trim().split("\\s+"));
            if (!header.get(0).equals("thread")) continue;
            Map<String, Map<String, String>> rows = new LinkedHashMap<>();
            for (int r = i + 2;
                    r < lines.size()
                            && lines.get(r).startsWith("  ")
                            && !TITLE.matcher(lines.get(r)).matches();
                    r++) {
                String[] cells = lines.get(r).trim().split("\\s+");
                if (cells.length != header.size()) break;
                Map<String, String> row = new LinkedHashMap<>();
                for (int c = 1; c < cells.length; c++) row.put(header.get(c), cells[c]);
                rows.put(cells[0], row);
            }
            assertFalse(rows.isEmpty(), "a table without rows after " + lines.get(i));
            tables.put(Path.of(m.group(1).trim()), rows);
        }
        return tables;
    }

    /** thread -> column -> cell of a stats.csv. */
    static Map<String, Map<String, String>> statsCsv(Path csv) throws Exception {
        assertTrue(Files.isRegularFile(csv), csv + " was not written");
        List<String> lines = Files.readAllLines(csv);
        String[] header = lines.get(0).split(",");
        Map<String, Map<String, String>> rows = new LinkedHashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            Map<String, String> row = new LinkedHashMap<>();
            for (int c = 1; c < header.length; c++) row.put(header[c], cells[c]);
            rows.put(cells[0], row);
        }
        return rows;
    }
}
