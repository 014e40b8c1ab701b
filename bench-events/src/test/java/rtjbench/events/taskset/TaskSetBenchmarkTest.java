package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.Planner;
import rtjbench.core.support.ConfigException;
import rtjbench.events.MiniHarness;
import rtjbench.sched.run.JobsCsv;
import rtjbench.sched.run.JobsCsvReader;
import rtjbench.sched.run.MeasuredJob;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

class TaskSetBenchmarkTest {
    static final String TWO = "src/test/resources/tasksets/two-tasks.csv";
    /**
     * The overrun margin of the tests that run the set: the widest, so that the busy loop's calibration accepts a
     * typical job up to 1.5x its WCET. They test the records; on a 2-vCPU guest the default 10 % (1.05x) was missed
     * now and then (trial jobs of the same iterations 0.55-1.87 ms of CPU time), with nothing else running too.
     */
    static final String WIDEST = "100";

    private final TaskSetBenchmark b = new TaskSetBenchmark();

    @TempDir
    Path tmp;

    private Config config(String... extra) {
        String[] kv = new String[extra.length + 2];
        kv[0] = "taskset";
        kv[1] = TWO;
        System.arraycopy(extra, 0, kv, 2, extra.length);
        return MiniHarness.config(b, kv);
    }

    @Test
    void oneThreadATaskAndCountTheMostJobsATaskHas() throws ConfigException {
        Config c = b.settle(config("count", "40", "warmup", "3"));
        assertEquals(2, c.getInt(CommonArgs.THREADS));
        assertEquals(40, c.getInt(CommonArgs.COUNT), "count periods of the 5 ms task: 40 jobs of it");
        Config h = b.settle(config("hyperperiods", "5", "warmup", "3"));
        assertEquals(10, h.getInt(CommonArgs.COUNT), "5 hyperperiods of 10 ms: 10 jobs of the 5 ms task");
        assertEquals(c.asText(), b.settle(c).asText(), "settling a settled config changes nothing");
    }

    @Test
    void theSchedulerIsNamedByItsNameOrAliasAndRecordedByItsName() {
        assertEquals("global-edf", config("scheduler", "gedf").getString(TaskSetBenchmark.SCHEDULER));
        assertEquals("partitioned-fp", config("scheduler", "PFP").getString(TaskSetBenchmark.SCHEDULER));
        assertEquals("global-fp", config("scheduler", "global-fp").getString(TaskSetBenchmark.SCHEDULER));
        IllegalArgumentException cedf = assertThrows(
                IllegalArgumentException.class,
                () -> TaskSetBenchmark.SCHEDULER.type().parse("cedf"));
        assertTrue(cedf.getMessage().startsWith("clustered-edf cannot run as a task set"), cedf.getMessage());
        IllegalArgumentException edf = assertThrows(
                IllegalArgumentException.class,
                () -> TaskSetBenchmark.SCHEDULER.type().parse("edf"));
        assertEquals("'edf' is not a scheduler", edf.getMessage());
        assertEquals(
                "one of global-edf (gedf), global-fp (gfp), partitioned-edf (pedf), partitioned-fp (pfp)",
                TaskSetBenchmark.SCHEDULER.type().allowed());
    }

    /** With no scheduling_policy given, each scheduler runs the policy its analysis models. */
    @Test
    void theSchedulerBringsItsPolicy() throws ConfigException {
        for (String s : new String[] {"partitioned-fp", "pfp", "global-fp"}) {
            assertEquals("fifo", b.settle(config("scheduler", s)).getString(CommonArgs.POLICY), s);
        }
        assertEquals("fifo", b.settle(config()).getString(CommonArgs.POLICY), "partitioned-fp by default");
        for (String s : new String[] {"global-edf", "partitioned-edf"}) {
            assertEquals("other", b.settle(config("scheduler", s)).getString(CommonArgs.POLICY), s);
        }
        // Seed 003's "normal" configuration: placed as the FP scheduler says, no priorities.
        assertEquals(
                "other",
                b.settle(config("scheduler", "global-fp", "scheduling_policy", "other"))
                        .getString(CommonArgs.POLICY));
        assertEquals(
                "rr",
                b.settle(config("scheduler", "partitioned-fp", "scheduling_policy", "rr"))
                        .getString(CommonArgs.POLICY));
    }

    @Test
    void aPolicyThatContradictsTheSchedulerIsRefusedNamingBoth() {
        for (String policy : new String[] {"fifo", "rr", "other"}) {
            ConfigException e = assertThrows(
                    ConfigException.class, () -> b.settle(config("scheduler", "gedf", "scheduling_policy", policy)));
            assertEquals(
                    "scheduling_policy=" + policy + " contradicts scheduler=global-edf, which runs each task under"
                            + " SCHED_DEADLINE with its reservation (no value of scheduling_policy): leave"
                            + " scheduling_policy out",
                    e.getMessage());
        }
    }

    @Test
    void hyperperiodsWithCountOrDurationIsRefused() throws ConfigException {
        ConfigException count =
                assertThrows(ConfigException.class, () -> b.settle(config("hyperperiods", "2", "count", "40")));
        assertEquals("hyperperiods=2 and count=40 both say how long to measure: give one", count.getMessage());
        ConfigException duration = assertThrows(
                ConfigException.class,
                () -> b.settle(config("hyperperiods", "2", "duration", "1s", "record", "histogram")));
        assertEquals("hyperperiods=2 and duration=1s both say how long to measure: give one", duration.getMessage());
        b.settle(config("hyperperiods", "0", "count", "40")); // 0: no hyperperiods, count measures
    }

    /** The refusals at plan time name the args file and the testapp's line, as every plan-time refusal does. */
    @Test
    void theArgsFilesContradictionsAreRefusedWhenTheRunIsPlanned() throws Exception {
        Path file = tmp.resolve("run.xml");
        Files.write(
                file,
                ("<testapp name=\"taskset\">\n"
                                + "  <arg name=\"taskset\" value=\"" + TWO + "\"/>\n"
                                + "  <arg name=\"scheduler\" value=\"pfp,gedf\"/>\n"
                                + "  <arg name=\"scheduling_policy\" value=\"fifo\"/>\n"
                                + "</testapp>\n")
                        .getBytes("UTF-8"));
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> Planner.plan(
                        new ArgsFileReader().read(file),
                        new Benchmarks(java.util.Collections.<rtjbench.core.bench.Benchmark>singletonList(b)),
                        MiniHarness.env()));
        assertEquals(
                file + ":1: testapp 'taskset' at {scheduler=global-edf}: scheduling_policy=fifo contradicts"
                        + " scheduler=global-edf, which runs each task under SCHED_DEADLINE with its reservation (no"
                        + " value of scheduling_policy): leave scheduling_policy out",
                e.getMessage());
    }

    @Test
    void aThreadCountThatIsNotTheSetsIsRefused() {
        ConfigException e = assertThrows(ConfigException.class, () -> b.settle(config("no_of_threads", "3")));
        assertTrue(e.getMessage().contains("has 2 tasks"), e.getMessage());
    }

    @Test
    void aMissingOrBadFileIsNamedWithItsLine() throws Exception {
        ConfigException none = assertThrows(ConfigException.class, () -> b.settle(MiniHarness.config(b)));
        assertTrue(none.getMessage().contains("taskset is required"), none.getMessage());
        Path bad = tmp.resolve("bad.csv");
        Files.write(bad, "name,period,wcet,deadline\nx,10ms,20ms,10ms\n".getBytes("UTF-8"));
        ConfigException e =
                assertThrows(ConfigException.class, () -> b.settle(MiniHarness.config(b, "taskset", bad.toString())));
        assertTrue(e.getMessage().contains("bad.csv:2"), e.getMessage());
    }

    @Test
    void aWcetBelowWhatAJobsBookkeepingAllowsIsRefusedNamingTheTask() throws Exception {
        Path tiny = tmp.resolve("tiny.csv");
        Files.write(tiny, "name,period,wcet,deadline\ntiny,1ms,500ns,1ms\n".getBytes("UTF-8"));
        Config c = b.settle(MiniHarness.config(b, "taskset", tiny.toString(), "count", "10"));
        ConfigException e = assertThrows(ConfigException.class, () -> b.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("task tiny: its WCET of 500ns cannot be met"), e.getMessage());
    }

    @Test
    void tooManyTasksForTheFifoPrioritiesAreRefused() throws ConfigException {
        Config c = b.settle(config("priority", "1", "count", "10"));
        ConfigException e = assertThrows(ConfigException.class, () -> b.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("raise priority to at least 2"), e.getMessage());
    }

    @Test
    void moreTasksThanFifoHasPrioritiesAreToldTheLimitNotAPriorityPastIt() throws Exception {
        StringBuilder sb = new StringBuilder("name,period,wcet,deadline\n");
        for (int i = 0; i < 500; i++) sb.append('t').append(i).append(",1s,1ms,1s\n");
        Path many = tmp.resolve("many.csv");
        Files.write(many, sb.toString().getBytes("UTF-8"));
        Config c = b.settle(MiniHarness.config(b, "taskset", many.toString(), "priority", "99", "count", "1"));
        ConfigException e = assertThrows(ConfigException.class, () -> b.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().startsWith("the set has 500 tasks, more than the 99 priorities"), e.getMessage());
        assertFalse(e.getMessage().contains("at least 500"), e.getMessage());
    }

    @Test
    void aRunLongerThanTheTimeLimitIsRefused() throws ConfigException {
        Config c = b.settle(config("hyperperiods", "7000", "time_limit", "60s"));
        ConfigException e = assertThrows(ConfigException.class, () -> b.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("not shorter than time_limit=60s"), e.getMessage());
    }

    @Test
    void withoutThreadControlSchedDeadlineIsNotAvailableHere() throws ConfigException {
        Config c = b.settle(config("scheduler", "global-edf", "count", "10"));
        ConfigException e = assertThrows(ConfigException.class, () -> b.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("needs SCHED_DEADLINE"), e.getMessage());
    }

    @Test
    void aRunRecordsEveryMeasuredJobOfEveryTask() throws Exception {
        Config c = b.settle(config("count", "6", "warmup", "2", "scheduler", "global-fp", "overrun_margin", WIDEST));
        b.check(c, MiniHarness.env());
        MiniHarness h = MiniHarness.run(b, c);
        assertEquals(6, h.samples.get(0).size(), "the 5 ms task");
        assertEquals(3, h.samples.get(1).size(), "the 10 ms task over the same 30 ms");
        Map<String, Object> w = h.workload.metadata();
        List<?> perTask = (List<?>) w.get("per_task");
        assertEquals("fast", ((Map<?, ?>) perTask.get(0)).get("name"));
        assertEquals(6, ((Map<?, ?>) perTask.get(0)).get("jobs"));
        assertEquals(9L, ((Map<?, ?>) w.get("run")).get("jobs"));
        assertEquals("global-fp", w.get("scheduler"));
        assertEquals(1, h.workload.files().size());
        assertEquals(JobsCsv.FILE, h.workload.files().get(0).name());
    }

    /**
     * What the testapp writes is what the tools read: its metadata through the sched module's {@link WorkloadRecord}
     * and its jobs file through {@link JobsCsvReader}, held to that metadata.
     */
    @Test
    void theRunIsWrittenInTheFormatTheSchedModuleDeclares() throws Exception {
        Config c = b.settle(
                config("count", "6", "warmup", "2", "scheduler", "pfp", "priorities", "rm", "overrun_margin", WIDEST));
        b.check(c, MiniHarness.env());
        MiniHarness h = MiniHarness.run(b, c);
        WorkloadRecord w = WorkloadRecord.read(h.workload.metadata());
        assertEquals(Scheduler.PARTITIONED_FP.withPriorityOrder(PriorityOrder.RATE_MONOTONIC), w.scheduler());
        assertEquals("ffd", w.partitioning());
        assertEquals(TaskSetBenchmark.taskSet(c), w.set());
        assertEquals(6, w.outcomes().get(0).jobs());
        assertEquals(3, w.outcomes().get(1).jobs());
        assertEquals("thread-1", w.outcomes().get(1).thread());
        assertEquals(0, w.tasks().get(0).rank(), "the 5 ms task first");
        assertEquals(100, w.overrunMarginPercent());
        assertTrue(w.measured() > 0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        h.workload.files().get(0).writeTo(out);
        List<List<MeasuredJob>> jobs =
                JobsCsvReader.read(new ByteArrayInputStream(out.toByteArray()), JobsCsv.FILE, w.expectedJobs());
        assertEquals(6, jobs.get(0).size());
        assertEquals(h.samples.get(1).size(), jobs.get(1).size());
        for (MeasuredJob j : jobs.get(0)) {
            assertTrue(j.response() >= j.execution(), j.toString());
        }
    }
}
