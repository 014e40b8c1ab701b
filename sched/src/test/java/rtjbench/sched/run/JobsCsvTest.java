package rtjbench.sched.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class JobsCsvTest {
    private static final long MS = 1_000_000L;

    /** t1 (deadline 10 ms, limit 2.2 ms) three jobs, t2 (deadline 20 ms, limit 5.5 ms) two. */
    private static final JobsCsvReader.Expected EXPECTED = new JobsCsvReader.Expected(
            Arrays.asList("t1", "t2"),
            Arrays.asList("thread-0", "thread-1"),
            new long[] {3, 2},
            Arrays.asList("workload.per_task[0].jobs", "workload.per_task[1].jobs"));

    private static List<MeasuredJob> jobs() {
        List<MeasuredJob> j = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            long r = k * 10 * MS;
            j.add(MeasuredJob.of(
                    "t1",
                    "thread-0",
                    k,
                    r,
                    r + 1000,
                    r + 2 * MS + k * 6 * MS,
                    2 * MS + k,
                    0,
                    k / 2,
                    k,
                    10 * MS,
                    2_200_000));
        }
        for (int k = 0; k < 2; k++) {
            long r = k * 20 * MS;
            j.add(MeasuredJob.of("t2", "thread-1", k, r, r + 5, r + 7 * MS, -1, -1, -1, -1, 20 * MS, 5_500_000));
        }
        return j;
    }

    private static String file(List<JobsCsv.Column> columns) throws IOException {
        StringWriter out = new StringWriter();
        JobsCsvWriter w = new JobsCsvWriter(out, columns);
        for (MeasuredJob j : jobs()) w.write(j);
        w.flush();
        return out.toString();
    }

    private static List<List<MeasuredJob>> read(String text) throws Exception {
        return JobsCsvReader.read(
                new ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "jobs.csv", EXPECTED);
    }

    private static String refused(String text) {
        return assertThrows(RunFormatException.class, () -> read(text)).getMessage();
    }

    @Test
    void whatTheWriterWritesTheReaderReads() throws Exception {
        String text = file(JobsCsv.columns());
        String[] lines = text.split("\n");
        assertEquals(JobsCsv.header(), lines[0]);
        assertEquals(
                "task,thread,job,release_ns,start_ns,finish_ns,response_ns,lateness_ns,execution_ns,cpu_start,"
                        + "cpu_finish,switches,preempted,migrated,missed,overrun",
                lines[0]);
        // job 2 of t1: released at 20 ms, done 14 ms later: a miss; executed 2 ms + 2 ns; started on 0, ended on 1
        assertEquals(
                "t1,thread-0,2,20000000,20001000,34000000,14000000,4000000,2000002,0,1,2,true,true,true,false",
                lines[3]);
        assertEquals(
                "t2,thread-1,1,20000000,20000005,27000000,7000000,-13000000,-1,-1,-1,-1,false,false,false,false",
                lines[5]);
        List<List<MeasuredJob>> read = read(text);
        assertEquals(3, read.get(0).size());
        assertEquals(2, read.get(1).size());
        for (int i = 0; i < jobs().size(); i++) {
            MeasuredJob a = jobs().get(i);
            MeasuredJob b = read.get(i < 3 ? 0 : 1).get(i < 3 ? i : i - 3);
            for (JobsCsv.Column c : JobsCsv.Column.values()) assertEquals(a.field(c), b.field(c), c.header());
        }
        assertEquals(1000, read.get(0).get(0).startDelay());
    }

    /** The reader goes by the header's names: the same jobs in another column order, and a column it does not know. */
    @Test
    void theColumnsMayComeInAnyOrder() throws Exception {
        List<JobsCsv.Column> reversed = new ArrayList<>(JobsCsv.columns());
        Collections.reverse(reversed);
        String text = file(reversed);
        assertTrue(text.startsWith("overrun,missed,migrated,preempted,switches,"), text);
        List<List<MeasuredJob>> read = read(text);
        assertEquals(14 * MS, read.get(0).get(2).response());
        assertEquals(1, read.get(0).get(2).cpuFinish());
        String extra = file(JobsCsv.columns()).replaceFirst("\n", ",note\n").replaceAll("(false|true)\n", "$1,x\n");
        assertEquals(7 * MS, read(extra).get(1).get(0).response());
    }

    @Test
    void aByteOrderMarkBeforeTheHeaderIsPassedOver() throws Exception {
        assertEquals(3, read("\ufeff" + file(JobsCsv.columns())).get(0).size());
    }

    @Test
    void aFileCutMidLineIsRefused() throws Exception {
        String text = file(JobsCsv.columns());
        String cut = text.substring(0, text.length() - 12);
        assertEquals("jobs.csv:6: 15 fields where the header has 16: the line is cut short", refused(cut));
        String cutInAField = text.substring(0, text.length() - 3); // "...,false,fal"
        assertEquals("jobs.csv:6: field overrun: 'fal' is not a flag; allowed: true or false", refused(cutInAField));
    }

    @Test
    void aFileCutAtALineEndIsRefusedByTheJobCountTheMetadataStates() throws Exception {
        String text = file(JobsCsv.columns());
        String lastLineGone = text.substring(0, text.lastIndexOf('\n', text.length() - 2) + 1);
        assertEquals(
                "jobs.csv:6: the file ends with 1 jobs of t2, where the run's metadata says 2"
                        + " (workload.per_task[1].jobs): it is cut short",
                refused(lastLineGone));
    }

    @Test
    void aHeaderOnlyFileIsRefused() throws Exception {
        assertEquals(
                "jobs.csv:2: the file ends with 0 jobs of t1, where the run's metadata says 3"
                        + " (workload.per_task[0].jobs): it is cut short",
                refused(JobsCsv.header() + "\n"));
        assertTrue(refused("").startsWith("jobs.csv:1: no header"), refused(""));
    }

    @Test
    void anInsertedShortLineIsRefused() throws Exception {
        String text = file(JobsCsv.columns());
        String inserted = text.replaceFirst("\nt1,thread-0,1,", "\nt1,thread-0\nt1,thread-0,1,");
        assertEquals("jobs.csv:3: 2 fields where the header has 16: the line is cut short", refused(inserted));
        assertEquals(
                "jobs.csv:3: an empty line; each line is a job of 16 fields",
                refused(text.replaceFirst("\nt1,thread-0,1,", "\n\nt1,thread-0,1,")));
    }

    @Test
    void aNegativeResponseIsRefused() throws Exception {
        String text = file(JobsCsv.columns())
                .replace(
                        "t1,thread-0,1,10000000,10001000,18000000,8000000,",
                        "t1,thread-0,1,10000000,10001000,18000000,-8000000,");
        assertEquals(
                "jobs.csv:3: field response_ns: '-8000000' is negative; allowed: a whole number of ns, 0 or more",
                refused(text));
        String early =
                file(JobsCsv.columns()).replace("t1,thread-0,1,10000000,10001000,", "t1,thread-0,1,10000000,9000000,");
        assertEquals(
                "jobs.csv:3: field start_ns: '9000000' is before the job's release (release_ns 10000000)",
                refused(early));
        String inconsistent = file(JobsCsv.columns()).replace(",18000000,8000000,", ",18000000,8000001,");
        assertEquals(
                "jobs.csv:3: field response_ns: '8000001' is not finish_ns - release_ns (8000000)",
                refused(inconsistent));
    }

    @Test
    void anUnknownTaskIsRefused() throws Exception {
        String text = file(JobsCsv.columns()).replaceFirst("\nt2,", "\nzz,");
        assertEquals("jobs.csv:5: field task: 'zz' is not a task of the run's set [t1, t2]", refused(text));
        String thread = file(JobsCsv.columns()).replaceFirst("\nt2,thread-1,", "\nt2,thread-0,");
        assertEquals("jobs.csv:5: field thread: 'thread-0' is not task t2's thread (thread-1)", refused(thread));
    }

    @Test
    void fieldsThatAreNotWhatTheirColumnHoldsAreRefused() throws Exception {
        String text = file(JobsCsv.columns());
        assertEquals(
                "jobs.csv:2: field job: 'x' is not a whole number; allowed: a whole number, 0 or more",
                refused(text.replaceFirst("\nt1,thread-0,0,", "\nt1,thread-0,x,")));
        assertEquals(
                "jobs.csv:2: field job: '1' where job 0 of t1 comes next",
                refused(text.replaceFirst("\nt1,thread-0,0,", "\nt1,thread-0,1,")));
        assertEquals(
                "jobs.csv:5: field cpu_start: '-2' is negative; allowed: a whole number, 0 or more, or -1 (unknown)",
                refused(text.replaceFirst(
                        "\nt2,thread-1,0,0,5,7000000,7000000,-13000000,-1,-1,",
                        "\nt2,thread-1,0,0,5,7000000,7000000,-13000000,-1,-2,")));
        assertEquals(
                "jobs.csv:1: no column response_ns (the header is 'task,thread,job,release_ns,start_ns,finish_ns,"
                        + "response,lateness_ns,execution_ns,cpu_start,cpu_finish,switches,preempted,migrated,missed,"
                        + "overrun'; a jobs file has " + JobsCsv.header() + ")",
                refused(text.replaceFirst("response_ns", "response")));
    }

    /**
     * A line of any length costs at most the bound: a "line" of 64 MB (streamed, never held) is refused once it passes
     * {@link JobsCsvReader#MAX_LINE}, naming the line and the bound; the longest line allowed is read.
     */
    @Test
    void aLineLongerThanTheBoundIsRefusedUnreadAndTheLongestAllowedIsRead() throws Exception {
        String text = file(JobsCsv.columns());
        String header = text.substring(0, text.indexOf('\n') + 1);
        java.io.InputStream huge = new java.io.SequenceInputStream(
                new ByteArrayInputStream(header.getBytes(StandardCharsets.UTF_8)), new java.io.InputStream() {
                    long left = 64L << 20;

                    @Override
                    public int read() {
                        return left-- > 0 ? '9' : -1;
                    }

                    @Override
                    public int read(byte[] b, int off, int len) {
                        if (left <= 0) return -1;
                        int n = (int) Math.min(len, left);
                        Arrays.fill(b, off, off + n, (byte) '9');
                        left -= n;
                        return n;
                    }
                });
        RunFormatException e =
                assertThrows(RunFormatException.class, () -> JobsCsvReader.read(huge, "jobs.csv", EXPECTED));
        assertEquals(
                "jobs.csv:2: is longer than " + JobsCsvReader.MAX_LINE + " characters, the most a line may have",
                e.getMessage());
        // The longest allowed: a task name that fills the line to the bound is read (and refused as no task of the
        // set, which shows the line got past the reader's bound).
        String line = text.split("\n")[1];
        String name = repeat('n', JobsCsvReader.MAX_LINE - line.length() + 2);
        String longest = line.replaceFirst("^t1,", name + ",");
        assertEquals(JobsCsvReader.MAX_LINE, longest.length());
        assertTrue(refused(header + longest + "\n").startsWith("jobs.csv:2: field task: 'nnnn"));
        assertEquals(
                "jobs.csv:2: is longer than " + JobsCsvReader.MAX_LINE + " characters, the most a line may have",
                refused(header + "n" + longest + "\n"));
    }

    private static String repeat(char c, int n) {
        char[] a = new char[n];
        Arrays.fill(a, c);
        return new String(a);
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedNamingTheLine() throws Exception {
        byte[] text =
                file(JobsCsv.columns()).replaceFirst("\nt2,", "\nt\u00e92,").getBytes(StandardCharsets.ISO_8859_1);
        RunFormatException e = assertThrows(
                RunFormatException.class,
                () -> JobsCsvReader.read(new ByteArrayInputStream(text), "jobs.csv", EXPECTED));
        assertEquals(
                "jobs.csv:5: is not UTF-8 text: the byte 0xE9 after 1 character of the line begins no UTF-8"
                        + " character (save the file as UTF-8)",
                e.getMessage());
    }

    @Test
    void aJobPastTheCountTheMetadataStatesIsRefusedWhereItIs() throws Exception {
        String text = file(JobsCsv.columns());
        String extra = text + "t2,thread-1,2,40000000,40000005,47000000,7000000,-13000000,-1,-1,-1,-1,false,false,"
                + "false,false\n";
        assertEquals(
                "jobs.csv:7: field job: '2' is past the 2 jobs of t2 the run's metadata states"
                        + " (workload.per_task[1].jobs)",
                refused(extra));
    }
}
