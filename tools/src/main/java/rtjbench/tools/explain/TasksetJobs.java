package rtjbench.tools.explain;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.ToolException;

/**
 * A task-set run's {@code jobs.csv} (docs/taskset.md) read by column name, as what explaining a job and judging
 * its WCET need: per thread, each job's release, start and finish (System.nanoTime), the CPU time its busy loop
 * took ({@code execution_ns}, -1 where unknown) and the CPUs it started and finished on. A job's index is its
 * place among its task's measured jobs, which is also its sample's index in the thread's file.
 */
public final class TasksetJobs {
    public static final String FILE = "jobs.csv";

    static final List<String> COLUMNS = List.of(
            "task", "thread", "job", "release_ns", "start_ns", "finish_ns", "execution_ns", "cpu_start", "cpu_finish");

    /**
     * One job: released at {@code release}, on its CPU from {@code start}, done at {@code finish}; it executed
     * {@code executed} ns of CPU time (-1: unknown) between start and finish; {@code cpuStart}, {@code cpuFinish}
     * (-1: unknown).
     */
    public record Job(long release, long start, long finish, long executed, int cpuStart, int cpuFinish) {
        /** Finish - release. */
        public long response() {
            return finish - release;
        }

        /** How long after its release it started. */
        public long startDelay() {
            return start - release;
        }

        /**
         * The time between its start and its finish that was not its own CPU time: preemptions, throttling, the
         * vCPU not running, interrupts, stops at a safepoint; -1 where its executed time is unknown.
         */
        public long offCpu() {
            return executed < 0 ? -1 : Math.max(0, finish - start - executed);
        }

        /**
         * How much later than its own execution allowed the job finished: its start delay and its time off the
         * CPU; -1 where its executed time is unknown.
         */
        public long beyondExecution() {
            return executed < 0 ? -1 : Math.max(0, startDelay()) + offCpu();
        }
    }

    /** One task's jobs, in job order. */
    public record TaskJobs(String task, String thread, List<Job> jobs) {}

    private final Map<String, TaskJobs> byThread;

    private TasksetJobs(Map<String, TaskJobs> byThread) {
        this.byThread = byThread;
    }

    /** Whether the run folder holds a jobs file (a task-set run that finished). */
    public static boolean present(Path runDir) {
        return Files.isRegularFile(runDir.resolve(FILE));
    }

    /** The jobs of every thread, by thread name ({@code thread-<i>}), in file order. */
    public Map<String, TaskJobs> byThread() {
        return byThread;
    }

    /** The jobs of {@code thread}, or null where the file has none of it. */
    public TaskJobs of(String thread) {
        return byThread.get(thread);
    }

    /** The file read; bad input (exit 2) naming the file, the line and the column where it is not a jobs file. */
    public static TasksetJobs read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw ToolException.input(file + ": no such jobs file (the run wrote none: it did not finish)");
        }
        Map<String, String> task = new LinkedHashMap<>();
        Map<String, List<Job>> jobs = new LinkedHashMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            List<String> names = header == null ? List.of() : Arrays.asList(header.split(",", -1));
            int[] at = new int[COLUMNS.size()];
            for (int c = 0; c < at.length; c++) {
                at[c] = names.indexOf(COLUMNS.get(c));
                if (at[c] < 0) {
                    throw ToolException.input(file + ":1: no column " + COLUMNS.get(c) + " (the header is '" + header
                            + "'; a jobs file has " + String.join(",", COLUMNS) + ")");
                }
            }
            int lineNo = 1;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNo++;
                if (line.isBlank()) continue;
                String[] c = line.split(",", -1);
                if (c.length != names.size()) {
                    throw ToolException.input(
                            file + ":" + lineNo + ": " + c.length + " fields; the header has " + names.size());
                }
                String thread = c[at[1]];
                int index = (int) number(file, lineNo, "job", c[at[2]]);
                List<Job> list = jobs.computeIfAbsent(thread, k -> new ArrayList<>());
                if (index != list.size()) {
                    throw ToolException.input(file + ":" + lineNo + ": field job: " + index + " where job "
                            + list.size() + " of " + thread + " comes next");
                }
                task.putIfAbsent(thread, c[at[0]]);
                list.add(new Job(
                        number(file, lineNo, "release_ns", c[at[3]]),
                        number(file, lineNo, "start_ns", c[at[4]]),
                        number(file, lineNo, "finish_ns", c[at[5]]),
                        number(file, lineNo, "execution_ns", c[at[6]]),
                        (int) number(file, lineNo, "cpu_start", c[at[7]]),
                        (int) number(file, lineNo, "cpu_finish", c[at[8]])));
            }
        }
        Map<String, TaskJobs> out = new LinkedHashMap<>();
        jobs.forEach((thread, list) -> out.put(thread, new TaskJobs(task.get(thread), thread, List.copyOf(list))));
        return new TasksetJobs(out);
    }

    private static long number(Path file, int line, String field, String cell) {
        try {
            return Long.parseLong(cell.trim());
        } catch (NumberFormatException e) {
            throw ToolException.input(
                    file + ":" + line + ": field " + field + ": '" + cell + "' is not a whole number");
        }
    }
}
